import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { elaine, gilberto, josefa, marcelo } from '../eval/stories/tryout-names.ts';
import { edileneTutora } from '../eval/stories/tryout-people3.ts';
import type { InterviewState } from '../interview-state.ts';

const TODAY = '2026-11-20';
/** Marcelo: married to Renata, two minor children, asked for a tutor. */
const UNTIL_TUTOR = scriptFor(marcelo, { today: TODAY, until: 'tutor' });

function tutors(state: InterviewState): string[] {
  return (state.draft.tutela?.tutorIds ?? []).map(
    (id) => state.draft.pessoas.find((p) => p.id === id)?.nome ?? id,
  );
}

describe('two tutors in order, the second for when the first cannot', () => {
  it.each([
    'minha irma patricia zanella costa, e se ela nao puder o marido dela, o marcio costa',
    'patricia zanella costa e em segundo marcio costa',
    'a patricia zanella costa, na falta dela o marcio costa',
    'Patrícia Zanella Costa; como substituto Márcio Costa',
    'minha irmã patricia zanella costa. se ela não puder, o marido dela marcio costa',
    'patricia zanella costa e se ela nao quiser o marcio costa',
    'patricia zanella costa ou marcio costa',
    '1) patricia zanella costa 2) marcio costa',
    'patricia zanella costa\nmarcio costa',
    'primeiro a patricia zanella costa, depois o marcio costa',
  ])('"%s"', (text) => {
    const { state, last } = play([...UNTIL_TUTOR, text], TODAY);
    expect(tutors(state), last.replies.join('\n')).toEqual([
      'Patrícia Zanella Costa',
      'Márcio Costa',
    ]);
    // "o marido dela" is the sister's husband: never the spouse, never stored as "marido".
    const marcio = state.draft.pessoas.find((p) => p.nome === 'Márcio Costa');
    expect(marcio?.relacao).toBeUndefined();
    expect(state.draft.conjuge?.pessoaId).not.toBe(marcio?.id);
  });

  it('keeps one tutor said with a nickname, and points at them later by it', () => {
    const { state } = play(
      [...UNTIL_TUTOR, 'meu cunhado, o marcinho kkk o nome dele todo e marcio costa'],
      TODAY,
    );
    expect(tutors(state)).toEqual(['Márcio Costa']);
    const id = state.draft.tutela?.tutorIds[0] ?? '';
    expect(state.draft.apelidos?.[id]).toEqual(['Marcinho']);
  });
});

describe('the executor pointed at as someone already named', () => {
  const afterTutor = [
    ...UNTIL_TUTOR,
    'minha irma patricia zanella costa, e se ela nao puder o marido dela, o marcio costa',
  ];
  it.each([
    ['a patricia tb', 'Patrícia Zanella Costa'],
    ['a minha irmã que falei', 'Patrícia Zanella Costa'],
    ['ela mesma', 'Patrícia Zanella Costa'],
    ['o marcio msm', 'Márcio Costa'],
    ['o mesmo', 'Márcio Costa'],
    ['a renata', 'Renata Lopes Figueira'],
  ])('"%s" is %s', (text, nome) => {
    const { state, last } = play([...afterTutor, text], TODAY);
    const ids = state.draft.testamenteiros.map((t) => t.pessoaId);
    const names = ids.map((id) => state.draft.pessoas.find((p) => p.id === id)?.nome);
    expect(names, last.replies.join('\n')).toEqual([nome]);
    // Nobody new was registered for a reference.
    expect(state.draft.pessoas.length).toBe(play(afterTutor, TODAY).state.draft.pessoas.length);
  });
});

describe('"ela mesma", "o mesmo" among two tutors named without a relation', () => {
  it.each([
    ['patricia zanella costa e em segundo marcio costa', 'o mesmo', 'Márcio Costa'],
    ['patricia zanella costa e em segundo marcio costa', 'ela mesma', 'Patrícia Zanella Costa'],
    ['marcio costa e em segundo patricia zanella costa', 'ela msm', 'Patrícia Zanella Costa'],
    ['marcio costa e em segundo patricia zanella costa', 'ele mesmo', 'Márcio Costa'],
    ['patricia zanella costa', 'o mesmo', 'Patrícia Zanella Costa'],
  ])('tutors "%s", executor "%s" → %s', (tutor, executor, nome) => {
    const { state } = play([...UNTIL_TUTOR, tutor, executor], TODAY);
    const names = state.draft.testamenteiros.map(
      (t) => state.draft.pessoas.find((p) => p.id === t.pessoaId)?.nome,
    );
    expect(names).toEqual([nome]);
  });
});

describe('two new people in one answer for one person', () => {
  it('are never taken as one: asked again instead of dropping the second', () => {
    const steps = [
      ...UNTIL_TUTOR,
      'minha irma patricia zanella costa',
      'joana prado lima ou carla menezes souza',
    ];
    const { state, last } = play(steps, TODAY);
    const names = state.draft.pessoas.map((p) => p.nome);
    expect(names).not.toContain('Joana Prado Lima');
    expect(state.draft.testamenteiros).toEqual([]);
    expect(last.replies.join('\n')).toContain('nome completo');
  });
});

describe('the tutor named with other facts', () => {
  it('"patricia zanella costa e em segundo marcio costa" with one minor daughter', () => {
    const steps = scriptFor(gilberto, { today: TODAY, until: 'tutor' });
    const { state } = play([...steps, 'patricia zanella costa e em segundo marcio costa'], TODAY);
    expect(tutors(state)).toEqual(['Patrícia Zanella Costa', 'Márcio Costa']);
  });
});

describe('a nickname given with the tutor points at him later', () => {
  const untilExecutor = scriptFor(josefa, { today: TODAY, until: 'testamenteiro' });
  const executor = (steps: string[]) => {
    const { state, last } = play(steps, TODAY);
    const names = state.draft.testamenteiros.map(
      (t) => state.draft.pessoas.find((p) => p.id === t.pessoaId)?.nome,
    );
    return { names, replies: last.replies.join('\n'), count: state.draft.pessoas.length };
  };
  const before = play(untilExecutor, TODAY).state.draft.pessoas.length;

  it.each(['o jhow msm', 'pro jhow', 'JHOW', 'o Jhow tbm', 'o jonathan', 'ele mesmo', 'o mesmo'])(
    '"%s" is Jonathan Santos Oliveira',
    (text) => {
      const { names, replies, count } = executor([...untilExecutor, text]);
      expect(names, replies).toEqual(['Jonathan Santos Oliveira']);
      expect(count).toBe(before);
    },
  );

  it('a nickname in parentheses is kept too', () => {
    const story = {
      ...josefa,
      answers: { ...josefa.answers, tutor: 'meu irmao jonathan santos oliveira (jhow)' },
    };
    const steps = scriptFor(story, { today: TODAY, until: 'testamenteiro' });
    expect(executor([...steps, 'o jhow msm']).names).toEqual(['Jonathan Santos Oliveira']);
  });

  it('"o jhow" is Jonathan even when the nickname was never said', () => {
    const story = {
      ...josefa,
      answers: { ...josefa.answers, tutor: 'meu irmao jonathan santos oliveira' },
    };
    const steps = scriptFor(story, { today: TODAY, until: 'testamenteiro' });
    expect(executor([...steps, 'o jhow']).names).toEqual(['Jonathan Santos Oliveira']);
  });
});

describe('"ele mesmo" with no one named before but a minor child', () => {
  it('never points at the child', () => {
    const story = { ...elaine, answers: { ...elaine.answers, tutor: 'nao quero indicar' } };
    const steps = scriptFor(story, { today: TODAY, until: 'testamenteiro' });
    const { state } = play([...steps, 'ele mesmo'], TODAY);
    const caio = state.draft.pessoas.find((p) => p.nome === 'Caio Rocha Mendes')?.id;
    expect(caio).toBeDefined();
    expect(state.draft.testamenteiros.map((t) => t.pessoaId)).not.toContain(caio);
  });
});

describe('the executor named with a nickname and "o nome dela todo e …"', () => {
  it('is the person already named, and the nickname is kept', () => {
    const steps = scriptFor(elaine, { today: TODAY, until: 'testamenteiro' });
    const { state, last } = play(
      [...steps, 'a sandrinha kkk o nome dela todo e sandra mendes pereira'],
      TODAY,
    );
    const sandra = state.draft.pessoas.filter((p) => p.nome === 'Sandra Mendes Pereira');
    expect(sandra, last.replies.join('\n')).toHaveLength(1);
    expect(state.draft.testamenteiros.map((t) => t.pessoaId)).toEqual([sandra[0]?.id]);
    expect(state.draft.apelidos?.[sandra[0]?.id ?? '']).toEqual(['Sandrinha']);
  });
});

// Found by new people: a sister named by relation and first name, then her full name after a
// comma, was refused; "o pai deles faleceu" was not an answer to "ainda vive?".
describe('a tutor named twice is one person; the other parent said dead in words', () => {
  const UNTIL_EDILENE = scriptFor(edileneTutora, { today: '2026-11-25', until: 'tutor' });
  it.each([
    'minha irma rosangela, rosangela menezes dos santos',
    'a minha irmã Rosangela, a rosangela menezes dos santos',
    'rosangela, rosangela menezes dos santos',
  ])('"%s"', (text) => {
    const { state } = play([...UNTIL_EDILENE, text], '2026-11-25');
    expect(tutors(state)).toEqual(['Rosângela Menezes dos Santos']);
  });

  it.each([
    ['o pai deles faleceu', false],
    ['ele ja morreu faz 3 anos', false],
    ['nao, falecido', false],
    ['ta vivo sim', true],
    ['ele é vivo', true],
  ])('"%s" → alive: %s', (text, alive) => {
    const { state } = play(
      [...UNTIL_EDILENE, 'minha irma rosangela menezes dos santos', text],
      '2026-11-25',
    );
    expect(state.draft.tutela?.outroGenitorVivo).toBe(alive);
  });

  it('"o gabriel meu filho mais velho" as executor is the son already named', () => {
    const { state } = play(
      scriptFor(edileneTutora, { today: '2026-11-25', until: 'forma' }),
      '2026-11-25',
    );
    const ids = state.draft.testamenteiros.map((t) => t.pessoaId);
    expect(ids.map((id) => state.draft.pessoas.find((p) => p.id === id)?.nome)).toEqual([
      'Gabriel Menezes Oliveira',
    ]);
    expect(state.draft.pessoas.filter((p) => /Gabriel/.test(p.nome))).toHaveLength(1);
  });
});

describe('a tutor named with a condition or a remark around the name', () => {
  it.each([
    ['minha irma, patricia zanella costa, ela ja aceitou', ['Patrícia Zanella Costa']],
    ['minha irmã patricia zanella costa, se eu e a renata faltar', ['Patrícia Zanella Costa']],
    ['se a mae deles n puder, minha irma patricia zanella costa', ['Patrícia Zanella Costa']],
    ['caso a gente morra, a patricia zanella costa que mora perto', ['Patrícia Zanella Costa']],
    [
      'so se eu e a renata faltar os dois, ai quero q fique com minha irma patricia zanella costa.',
      ['Patrícia Zanella Costa'],
    ],
    [
      'SE EU E A RENATA FALTAR, QUERO Q AS CRIANCAS FIQUEM COM A PATRICIA ZANELLA COSTA',
      ['Patrícia Zanella Costa'],
    ],
    ['se faltar nós dois, ficam com minha irmã patricia zanella costa', ['Patrícia Zanella Costa']],
    [
      'Na falta ou impedimento da genitora, nomeio minha irmã, Patrícia Zanella Costa.',
      ['Patrícia Zanella Costa'],
    ],
    [
      'ok, então minha irmã patricia zanella costa, e se ela não puder, o marido dela, marcio costa',
      ['Patrícia Zanella Costa', 'Márcio Costa'],
    ],
    [
      'SE EU E A RENATA FALTAR, QUERO Q FIQUEM COM A PATRICIA ZANELLA COSTA, A TIA DELES, ELA JA É MAIOR E É MUITO RESPONSAVEL',
      ['Patrícia Zanella Costa'],
    ],
    [
      'minha irma, patricia zanella costa, ela ja topou. se ela nao puder por algum motivo, o marcio costa',
      ['Patrícia Zanella Costa', 'Márcio Costa'],
    ],
  ])('"%s"', (text, expected) => {
    const { state, last } = play([...UNTIL_TUTOR, text], TODAY);
    expect(tutors(state), last.replies.join('\n')).toEqual(expected);
  });
});

describe('a "não" at the tutor question that names nobody', () => {
  it.each([
    'nao quero indicar ninguem',
    'nao precisa, a mae deles ta viva ne, eles ficam com ela',
    'não',
  ])('"%s": no tutor, and the interview goes on', (text) => {
    const { state } = play([...UNTIL_TUTOR, text], TODAY);
    expect(tutors(state)).toEqual([]);
    expect(state.answered).toContain('tutor');
  });
});

describe('the tutor changed at a later question', () => {
  it('"na verdade prefiro minha mãe como tutora, …": said back, and the later question keeps its answer', () => {
    const { state, allReplies } = play(
      [
        ...UNTIL_TUTOR,
        'minha irma patricia zanella costa',
        'nao. na verdade prefiro minha mae como tutora, a rosa zanella figueira',
      ],
      TODAY,
    );
    expect(tutors(state)).toEqual(['Rosa Zanella Figueira']);
    // The "não" answered the question asked then (the executor: none, the judge appoints one).
    expect(state.answered).toContain('testamenteiro');
    expect(state.draft.testamenteiros).toEqual([]);
    expect(allReplies.join('\n')).toContain(
      'troca de tutor, agora Rosa Zanella Figueira no lugar de Patrícia Zanella Costa',
    );
  });
});
