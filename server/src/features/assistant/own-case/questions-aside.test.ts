import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { initialState, toContent } from '../interview-state.ts';
import { answerFaq } from '../faq.ts';
import { answerOwnCase } from './answer.ts';
import { splitQuestion } from './aside.ts';

const ctx = { today: TODAY };

/** Widow, three adult children, at the shares. */
const widow = singlePersonUntil('heranca', {
  estado_civil: 'viúva, ele faleceu em 2019',
  sexo: 'feminino',
  filhos:
    'Ana Rita Freitas, 11/02/1982\nFrancisco José Freitas, 07/09/1984\nMaria Socorro Pinheiro, 25/12/1988',
});

/** Single, no children, both parents alive, at the shares. */
const withParents = singlePersonUntil('heranca', {
  pais: 'minha mãe Ana Lúcia Wanderley e meu pai Eduardo Siqueira Wanderley',
});

/** Single, no children, parents and grandparents dead, at the shares. */
const alone = singlePersonUntil('heranca');

const last = (steps: readonly (string | object)[]) => play(steps as never).last;

describe('a question about a word gets the word explained first', () => {
  const { state } = play(widow);
  it.each([
    [
      'o q é legítima? a moça do banco falou isso e eu não entendi nadinha',
      /^A legítima é a metade/,
    ],
    ['legitima é oq??', /^A legítima é a metade/],
    ['nao entendi essa tal de legitima', /^A legítima é a metade/],
    ['que que é parte disponivel?', /^A parte disponível é o que você pode deixar/],
    ['e testamenteiro é o quê, meu anjo?', /^O testamenteiro é a pessoa de confiança/],
    ['incomunicabilidade? o que é isso?', /^Incomunicabilidade é a cláusula/],
    ['oq seria usufruto', /^Usufruto é o direito/],
    ['me explica o que é deserdação', /^Deserdar é tirar da herança/],
  ])('%s', (text, start) => {
    expect(answerOwnCase(state, text, ctx)).toMatch(start);
  });

  it('adds the legítima of their own family, by name', () => {
    const a = answerOwnCase(state, 'o que é legítima?', ctx) ?? '';
    expect(a).toContain('a Ana, 1/6');
    expect(a).toContain('a Maria, 1/6');
  });

  it('a question about their own numbers is not a question about the word', () => {
    const a = answerOwnCase(state, 'quanto a Ana recebe da legítima?', ctx) ?? '';
    expect(a).not.toMatch(/^A legítima é/);
  });
});

describe('a statement and a question in one message: both are answered', () => {
  it('takes the share and answers whether it takes the children’s part', () => {
    const r = last([
      ...widow,
      'a parte disponível toda pra Ana Rita Freitas. isso nao tira a parte dos outros dois ne?',
    ]);
    const said = r.replies.join('\n');
    expect(said).toMatch(/Anotei: 50% para Ana Rita Freitas/);
    expect(said).toMatch(/legítima[\s\S]*fica inteira/);
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('takes the share and says the parents keep the legítima', () => {
    const r = last([
      ...withParents,
      'tudo q eu puder deixar livre vai pra Larissa Tenório Cabral. e meus pais ficam com o resto né?',
    ]);
    const said = r.replies.join('\n');
    expect(said).toMatch(/os seus pais são herdeiros necessários/);
    expect(said).toMatch(/a Ana, 1\/4; o Eduardo, 1\/4/);
    expect(currentQuestion(r.state)?.key).not.toBe('heranca');
  });

  it('answers the question about a stepson apart from the facts around it', () => {
    const a = answerOwnCase(
      play(withParents).state,
      'meu enteado tem direito a alguma coisa?',
      ctx,
    );
    expect(a).toMatch(/enteado não herda de você[\s\S]*parte disponível/);
  });

  it('a rhetorical "ok?" or a greeting is no question to answer', () => {
    expect(splitQuestion('50% pra Ana. ok?')?.question).toBe('ok?');
    expect(splitQuestion('blz. mas antes, meus irmaos podem contestar?')).toBeUndefined();
    const r = last([...widow, 'nenhum, fica tudo como manda a lei. ok?']);
    expect(r.replies.join('\n')).not.toMatch(/não sei responder/);
  });
});

describe('questions about relatives who are not necessary heirs', () => {
  it('siblings who "may contest": not necessary heirs, and no ground to contest', () => {
    const r = last([
      ...alone,
      'blz. mas antes, meus irmaos podem contestar? pq tenho 2 irmaos vivos e eles ja tao de olho',
    ]);
    const said = r.replies[0] ?? '';
    expect(said).toMatch(/Irmãos não são herdeiros necessários/);
    expect(said).toMatch(/não podem contestar/);
  });
});

describe('a relative outside the legítima who may challenge the will', () => {
  it.each([
    [
      'meu sobrinho pode contestar o testamento?',
      /o seu sobrinho não herda[\s\S]*ele não pode contestar/,
    ],
    ['minha irmã pode reclamar depois?', /a sua irmã não herda[\s\S]*ela não pode contestar/],
  ])('%s', (text, expected) => {
    expect(answerOwnCase(play(widow).state, text, ctx)).toMatch(expected);
  });

  it('"o resto fica pros dois igual ne?" after a share: how everything ends up', () => {
    const r = last([
      ...widow,
      'a metade da parte disponivel pra Ana Rita Freitas. o resto fica pros dois igual ne?',
    ]);
    expect(r.replies.join('\n')).toMatch(
      /Como está agora, do que você tiver fica assim: a Ana, \d+\/\d+; o Francisco, \d+\/\d+; a Maria, \d+\/\d+/,
    );
  });
});

describe('a statement to confirm gets an answer that agrees with itself', () => {
  it('"a Marlene não herdaria nada junto com os filhos. Isso está correto?": yes', () => {
    const { state } = play(
      singlePersonUntil('heranca', {
        nascimento: '22/03/1954',
        estado_civil: 'casado com Marlene de Fátima Zanetti em 2025, separação obrigatória',
        sexo: 'masculino',
        conjuge_nome: 'Marlene de Fátima Zanetti',
        regime: 'separação obrigatória',
        casamento_data: '13/09/2025',
        filhos: 'Ricardo Ferraz Meirelles, 17/04/1981\nPatrícia Ferraz Gouveia, 02/10/1984',
        bens_particulares: 'sim',
      }),
      '2026-11-26',
    );
    const a = answerOwnCase(
      state,
      'me disseram que, por causa do regime, a Marlene não herdaria nada junto com os meus filhos. Isso está correto?',
      { today: '2026-11-26' },
    );
    expect(a).toMatch(/^Sim, está correto\. No regime da separação obrigatória/);
    const plain = answerOwnCase(state, 'a Marlene herda junto com os filhos?', {
      today: '2026-11-26',
    });
    expect(plain).toMatch(/^Não\./);
  });
});

describe('a couple as guardians', () => {
  it.each([
    'a tutora pode ser um casal? tipo minha irmã E meu cunhado juntos?',
    'posso colocar os dois como tutores, minha irma e meu cunhado?',
    'da pra nomear o casal como tutor?',
  ])('%s', (text) => {
    expect(answerFaq(text)).toMatch(/um tutor de cada vez[\s\S]*na falta/);
  });

  it('names their relatives in order', () => {
    expect(answerFaq('a tutora pode ser um casal? minha irmã e meu cunhado juntos?')).toContain(
      'a sua irmã como primeira opção e, na falta ou impedimento, o seu cunhado',
    );
  });
});

describe('facts said before their question are kept', () => {
  it('the reach and the duration said with the clauses are not asked again', () => {
    const base = singlePersonUntil('clausulas', {
      filhos: 'Lucas Teixeira, 18/09/2000\nPedro Teixeira, 05/04/2013',
      heranca: '100% da parte disponível para Pedro Teixeira',
      substitutos: 'não',
    });
    const r = play([
      ...base,
      'Sim: inalienabilidade, impenhorabilidade e incomunicabilidade, sobre a disponível, por toda a vida',
    ]);
    expect(r.last.replies.join('\n')).toContain(
      'Anotei: inalienabilidade, impenhorabilidade, incomunicabilidade, sobre a parte disponível, por toda a vida do herdeiro.',
    );
    expect(currentQuestion(r.state)?.key).not.toMatch(/^clausulas_/);
    const [clause] = toContent(r.state, TODAY).disposicoes.clausulasRestritivas;
    expect(clause?.alcance).toBe('disponivel');
    expect(clause?.duracao).toEqual({ tipo: 'vitalicia' });
    const age = play([
      ...base,
      'quero inalienabilidade na parte disponível do Pedro, até ele fazer 25 anos',
    ]);
    expect(toContent(age.state, TODAY).disposicoes.clausulasRestritivas[0]?.duracao).toEqual({
      tipo: 'ate_idade',
      idade: 25,
    });
  });

  it('the form said in the opening is not asked at the end', () => {
    const { state } = play([
      'Boa noite. Pretendo lavrar testamento particular. O testamento é meu.',
      ...singlePersonUntil('testemunhas'),
    ]);
    expect(state.answered).toContain('forma');
    expect(state.draft.forma).toBe('particular');
    const asked = play(['qual a diferença entre testamento particular e público?']).state;
    expect(asked.answered).not.toContain('forma');
  });
});

describe('a question about a disinheritance already in the will', () => {
  it('says who must prove it, instead of how to ask for one', () => {
    const s = initialState();
    s.draft.pessoas.push({ id: 'p1', tipo: 'fisica', nome: 'Lucas Teixeira', relacao: 'filho' });
    s.draft.deserdacoes = [{ herdeiroId: 'p1', causa: 'ofensa_fisica', fatos: 'socos em 2025' }];
    const a = answerFaq('Quem terá de provar a causa da deserdação, e em que prazo?', s) ?? '';
    expect(a).toMatch(/deserdação de Lucas Teixeira já está anotada[\s\S]*4 anos/);
    expect(a).not.toMatch(/na etapa de desejos diga/);
  });
});
