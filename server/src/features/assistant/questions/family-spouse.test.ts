import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { findPessoa } from '../interview-state.ts';
import { summaryText } from '../summary.ts';
import { currentQuestion } from '../interview-engine.ts';

/** The single person, but born in 1958 (so the wedding year would be asked), up to his civil status. */
const UP_TO_STATUS = singlePersonUntil('estado_civil', { nascimento: '10/03/1958' });

function partnerOf(state: ReturnType<typeof play>['state']) {
  return findPessoa(state.draft, state.draft.conjuge?.pessoaId);
}

describe('a união estável, typed as people type it', () => {
  it('living together without marrying: a union since then, the companion by her name', () => {
    const first = play([
      ...UP_TO_STATUS,
      'moro junto com a marlene ha 20 anos mas nao temos escritura nem casamos',
    ]);
    const said = first.last.replies.join('\n');
    expect(said).toContain('nome completo da Marlene');
    expect(said).not.toContain('cônjuge');
    expect(first.state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(first.state.draft.conjuge).toMatchObject({
      tipo: 'uniao_estavel',
      dataInicio: '2005',
      uniaoFormalizada: false,
    });

    // Said again at the name question, the union is already noted: only her name is missing.
    const again = play([
      ...UP_TO_STATUS,
      'moro junto com a marlene ha 20 anos mas nao temos escritura nem casamos',
      'nao casamos! é uniao estavel sem escritura',
    ]);
    expect(again.last.replies.join('\n')).toContain(
      'já está anotado assim. Falta o nome completo da Marlene',
    );

    const { state, allReplies } = play([
      ...UP_TO_STATUS,
      'moro junto com a marlene ha 20 anos mas nao temos escritura nem casamos',
      'marlene dos santos silva',
      'nao sei',
    ]);
    expect(partnerOf(state)).toMatchObject({
      nome: 'Marlene dos Santos Silva',
      relacao: 'companheiro(a)',
      sexo: 'feminino',
    });
    // Never the wedding's year, never a marriage's words for her.
    expect(allReplies.join('\n')).not.toMatch(/se casaram|pacto antenupcial/);
    expect(currentQuestion(state)?.key).toBe('filhos');
    const summary = summaryText(state) ?? '';
    expect(summary).toContain('União estável com Marlene dos Santos Silva');
    expect(summary).toContain('Início da união: 2005');
    expect(summary).not.toMatch(/Casamento|Cônjuge/);
  });

  it.each([
    ['vivo com ela faz 20 anos', undefined],
    ['a gente mora junto', undefined],
    ['sou juntado com a cida', undefined],
    ['amasiado', undefined],
    ['sem papel', false],
    ['temos escritura de união estável', true],
  ])('"%s" is a união estável', (text, formalizada) => {
    const { state } = play([...UP_TO_STATUS, text]);
    expect(state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(state.draft.conjuge?.tipo).toBe('uniao_estavel');
    expect(state.draft.conjuge?.uniaoFormalizada).toBe(formalizada);
  });

  it('"nao casamos!" corrects a marriage at any later question, keeping her name', () => {
    const married = [...UP_TO_STATUS, 'casado', 'marlene dos santos silva', 'nao sei'];
    // Asked the wedding year: the correction is taken, and the question becomes the union's start.
    expect(currentQuestion(play(married).state)?.key).toBe('casamento_data');
    const { state, last } = play([...married, 'nao casamos! é uniao estavel sem escritura']);
    // Her sex was not said, so the words fit either.
    expect(last.replies.join('\n')).toContain('aparece como companheiro ou companheira');
    expect(last.replies.join('\n')).toContain('Corrigi: estado civil união estável');
    expect(state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(state.draft.conjuge).toMatchObject({ tipo: 'uniao_estavel', uniaoFormalizada: false });
    expect(partnerOf(state)).toMatchObject({
      nome: 'Marlene dos Santos Silva',
      relacao: 'companheiro(a)',
    });
    expect(currentQuestion(state)?.key).toBe('casamento_data');
    expect(last.replies.join('\n')).toContain('Desde quando vocês vivem juntos?');
    expect(last.replies.join('\n')).not.toContain('Em que ano vocês se casaram');

    // Later still, at the children: "não somos casados" works the same way.
    const later = play([
      ...married,
      '1990',
      'nao tenho',
      'não somos casados, ela é minha companheira',
    ]);
    expect(later.state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(partnerOf(later.state)).toMatchObject({ relacao: 'companheiro(a)', sexo: 'feminino' });
    expect(later.last.replies.join('\n')).toContain('Corrigi');
    // Its "não" is not the answer to the question asked, which is asked again.
    const atChildren = play([...married, '1990', 'nao casamos, é uniao estavel']);
    expect(atChildren.state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(atChildren.state.answered).not.toContain('filhos');
    expect(currentQuestion(atChildren.state)?.key).toBe('filhos');
    // Back to the question asked; whether the union is registered is asked after it.
    expect(currentQuestion(later.state)?.key).toBe('pais');
    const next = play([
      ...married,
      '1990',
      'nao tenho',
      'não somos casados, é união estável',
      'nao',
    ]);
    expect(currentQuestion(next.state)?.key).toBe('uniao_formalizada');
  });

  it('"somos casados sim" corrects a union the other way, keeping the name', () => {
    const { state, last } = play([
      ...UP_TO_STATUS,
      'moro junto com a marlene',
      'marlene souza',
      'nao sei',
      'nao',
      'nao, somos casados sim, casamos no civil em 1990',
    ]);
    expect(last.replies.join('\n')).toContain('Corrigi: estado civil casado');
    expect(state.draft.testador.estadoCivil).toBe('casado');
    expect(state.draft.conjuge?.tipo).toBe('casamento');
    expect(partnerOf(state)).toMatchObject({ nome: 'Marlene Souza', relacao: 'cônjuge' });
  });

  it('takes the name and the relation at the name question: "companheira nao esposa"', () => {
    const { state, last } = play([
      ...UP_TO_STATUS,
      'casado',
      'marlene dos santos silva, ela é minha companheira nao esposa',
    ]);
    expect(last.replies.join('\n')).toContain('Corrigi: estado civil união estável');
    expect(state.draft.testador.estadoCivil).toBe('uniao_estavel');
    expect(partnerOf(state)).toMatchObject({
      nome: 'Marlene dos Santos Silva',
      relacao: 'companheiro(a)',
      sexo: 'feminino',
    });
    expect(currentQuestion(state)?.key).toBe('regime');
    expect(last.replies.join('\n')).toContain('contrato escrito');
  });

  it('a companion left out with the union is no longer in the registry', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'moro junto com a marlene ha 20 anos',
      'alterar estado civil',
      'solteiro, nunca morei com ninguem',
    ]);
    expect(state.draft.testador.estadoCivil).toBe('solteiro');
    expect(state.draft.conjuge).toBeUndefined();
    expect(state.draft.pessoas.map((p) => p.nome)).not.toContain('Marlene');
  });

  it('shows the civil status with accents and agreeing with her sex when she changes it', () => {
    const { last } = play([
      ...singlePersonUntil('estado_civil', { profissao: 'professora' }),
      'viuva',
      'alterar estado civil',
    ]);
    const said = last.replies.join('\n');
    expect(said).toContain('Hoje está: viúva');
    expect(said).not.toContain('viuvo');
  });

  it('shows the regime with its accents when it is changed', () => {
    const { last } = play([
      ...UP_TO_STATUS,
      'casado',
      'jose da silva',
      'comunhao parcial',
      'alterar regime',
      'manter',
    ]);
    const said = last.replies.join('\n');
    expect(said).toContain('Hoje está: comunhão parcial');
    expect(said).not.toContain('comunhao parcial');
  });
});

describe('the civil status a person is in now, told with the past', () => {
  it.each([
    ['casado, é meu segundo casamento, me divorciei da primeira em 2001', 'casado'],
    ['fiquei viuvo e casei de novo', 'casado'],
    ['divorciado mas ja casei de novo faz uns 10 anos', 'casado'],
    ['separei do primeiro marido e hoje vivo com o joaquim', 'uniao_estavel'],
    ['era casada, hoje sou viuva', 'viuvo'],
  ])('«%s» is %s, and a spouse or companion is asked when there is one', (said, status) => {
    const { state, last } = play([...UP_TO_STATUS, said]);
    expect(state.draft.testador.estadoCivil).toBe(status);
    const partner = status === 'casado' || status === 'uniao_estavel';
    expect(currentQuestion(state)?.key).toBe(partner ? 'conjuge_nome' : 'filhos');
    // The year the first marriage ended is not the present one's.
    expect(state.draft.conjuge?.dataInicio).toBeUndefined();
    expect(last.replies.join('\n')).not.toMatch(/divorciad|separad/);
  });
});

describe('a child father only dated, and "não sou casada" at the name question', () => {
  it('«só namoramos, nunca casamos nem moramos juntos» is single, with no partner asked', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'solteira. quer dizer, o pai do meu filho e eu só namoramos, nunca casamos nem moramos juntos',
    ]);
    expect(state.draft.testador.estadoCivil).toBe('solteiro');
    expect(state.draft.conjuge).toBeUndefined();
    expect(currentQuestion(state)?.key).not.toBe('conjuge_nome');
  });

  it.each([
    ['nao sou casada! sou solteira', 'solteiro', /Corrigi: estado civil solteir/],
    ['nao tenho marido, sou divorciada', 'divorciado', /Corrigi: estado civil divorciad/],
  ])('«%s» at the name question corrects the status to %s', (said, status, reply) => {
    const { state, last } = play([...UP_TO_STATUS, 'casada', said]);
    expect(last.replies.join('\n')).toMatch(reply);
    expect(state.draft.testador.estadoCivil).toBe(status);
    expect(state.draft.conjuge).toBeUndefined();
    expect(state.draft.pessoas.some((p) => /conjuge|companheir/.test(p.relacao ?? ''))).toBe(false);
    expect(currentQuestion(state)?.key).not.toBe('conjuge_nome');
  });

  it('«não tenho marido» alone: the partner goes and the civil status is asked again', () => {
    const { state, last } = play([...UP_TO_STATUS, 'casada', 'não tenho marido']);
    expect(last.replies.join('\n')).not.toContain('nome completo');
    expect(state.draft.conjuge).toBeUndefined();
    expect(currentQuestion(state)?.key).toBe('estado_civil');
    const then = play([...UP_TO_STATUS, 'casada', 'não tenho marido', 'viuva']);
    expect(then.state.draft.testador.estadoCivil).toBe('viuvo');
    expect(currentQuestion(then.state)?.key).toBe('filhos');
  });

  it('«nao sou casada, sou viuva» at the regime question corrects the status too', () => {
    const { state, last } = play([
      ...UP_TO_STATUS,
      'casada',
      'joao pereira lima',
      'nao sou casada, sou viuva',
    ]);
    expect(last.replies.join('\n')).toMatch(/Corrigi: estado civil viúv/);
    expect(state.draft.testador.estadoCivil).toBe('viuvo');
    expect(state.draft.conjuge).toBeUndefined();
    expect(state.draft.pessoas.some((p) => p.nome === 'Joao Pereira Lima')).toBe(false);
  });

  it('a companion said instead of a spouse is still a union, not "no partner"', () => {
    const { state } = play([...UP_TO_STATUS, 'casada', 'nao tenho marido, tenho companheiro']);
    expect(state.draft.testador.estadoCivil).not.toBe('solteiro');
  });
});

describe('a união estável registered, in the words people use', () => {
  it.each([
    ['moro junto com a daiane desde 2015, td no papel pq a gnt fez escritura', true],
    ['vivo com a daiane, fizemos no cartório', true],
    ['moro junto com a daiane, a gente nao fez escritura', false],
  ])('«%s» at the civil status: registered %s, not asked again', (said, registered) => {
    const { state } = play([...UP_TO_STATUS, said, 'daiane cristina rech', 'comunhao parcial']);
    expect(state.draft.conjuge?.uniaoFormalizada).toBe(registered);
    expect(state.answered).toContain('uniao_formalizada');
    expect(currentQuestion(state)?.key).not.toBe('uniao_formalizada');
  });

  it('«comunhao parcial q ta na escritura» at the regime question', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'moro com a daiane',
      'daiane cristina rech',
      'comunhao parcial q ta na escritura',
    ]);
    expect(state.draft.conjuge).toMatchObject({
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    });
    expect(currentQuestion(state)?.key).not.toBe('uniao_formalizada');
  });

  it('«fizemos no cartório» answers the registry question', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'moro com a daiane',
      'daiane cristina rech',
      'nao sei',
      'fizemos no cartório',
    ]);
    expect(state.draft.conjuge?.uniaoFormalizada).toBe(true);
  });
});

describe('when the union began, asked when it was not said', () => {
  const UNION = [...UP_TO_STATUS, 'moro com a daiane', 'daiane cristina rech', 'nao sei', 'nao'];

  it('asks since when they live together, and reads "faz uns 14 anos"', () => {
    const asked = play(UNION);
    expect(currentQuestion(asked.state)?.key).toBe('casamento_data');
    expect(asked.last.replies.join('\n')).toContain('Desde quando vocês vivem juntos?');
    expect(asked.last.replies.join('\n')).not.toMatch(/se casaram|pacto antenupcial/);
    const { state } = play([...UNION, 'faz uns 14 anos']);
    expect(state.draft.conjuge?.dataInicio).toBe('2011');
    expect(state.draft.conjuge?.pactoAntenupcial).toBeUndefined();
    expect(summaryText(state)).toContain('Início da união: 2011');
    expect(currentQuestion(state)?.key).toBe('filhos');
  });

  it('reads a year with the deed, which is no pacto antenupcial', () => {
    const { state } = play([...UNION, 'desde 2009, temos escritura']);
    expect(state.draft.conjuge?.dataInicio).toBe('2009');
    expect(state.draft.conjuge?.pactoAntenupcial).toBeUndefined();
  });

  it('is not asked when the year came with the civil status', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'moro com a daiane desde 2015',
      'daiane cristina rech',
      'nao sei',
      'nao',
    ]);
    expect(state.draft.conjuge?.dataInicio).toBe('2015');
    expect(currentQuestion(state)?.key).toBe('filhos');
  });
});

describe('the partner first called by a nickname', () => {
  it('keeps "Bia" as what she is called once her full name is given', () => {
    const { state } = play([
      ...UP_TO_STATUS,
      'Vivo em união estável com a Bia desde 2012, comunhão parcial.',
      'feminino',
      'Beatriz Medeiros Fontes. Bia é como todo mundo a chama.',
    ]);
    const partner = findPessoa(state.draft, state.draft.conjuge?.pessoaId);
    expect(partner?.nome).toBe('Beatriz Medeiros Fontes');
    expect(state.draft.apelidos?.[partner?.id ?? '']).toEqual(['Bia']);
  });
});
