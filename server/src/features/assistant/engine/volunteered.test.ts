import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';

const OPENING =
  'Oi! Quero fazer meu testamento. Sou Rodrigo Alves Pereira, CPF 284.615.937-82, nasci em 14/03/1982 em Belo Horizonte, sou analista de sistemas. Moro na Rua Padre Eustáquio, 1450, apto 302, Carlos Prates, Belo Horizonte/MG, CEP 30710-580.';

describe('facts volunteered in any message', () => {
  it('keeps every fact of an opening message, shows them in one line and does not ask them again', () => {
    const { last, state } = play([OPENING]);
    const said = last.replies.join('\n');
    expect(said).toContain('Anotei também: nome Rodrigo Alves Pereira; CPF 284.615.937-82');
    expect(state.draft.testador).toMatchObject({
      nome: 'Rodrigo Alves Pereira',
      cpf: '28461593782',
      dataNascimento: '1982-03-14',
      naturalidade: 'Belo Horizonte/MG',
      profissao: 'analista de sistemas',
      endereco: { logradouro: 'Rua Padre Eustáquio', numero: '1450', cep: '30710580' },
    });
    expect(state.answered).toEqual(
      expect.arrayContaining(['nome', 'cpf', 'nascimento', 'naturalidade', 'endereco']),
    );
    expect(said).not.toContain('Qual é o seu nome completo');
  });

  it('reads "sem papel" said with the union as a union not registered', () => {
    const { state } = play([
      OPENING,
      'nenhuma',
      'sim',
      'não',
      'fiquei viúvo em 2015, mas hoje moro com a Sueli há 5 anos, sem papel',
    ]);
    expect(state.draft.conjuge).toMatchObject({ tipo: 'uniao_estavel', uniaoFormalizada: false });
  });

  it('takes the spouse and the regime said with the civil status', () => {
    const { state, last } = play([
      OPENING,
      'nenhuma',
      'sim',
      'não',
      'Sou casada com o Carlos Eduardo Souza, em comunhão parcial de bens',
    ]);
    expect(state.draft.conjuge).toMatchObject({
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    });
    expect(state.draft.pessoas.find((p) => p.id === state.draft.conjuge?.pessoaId)?.nome).toBe(
      'Carlos Eduardo Souza',
    );
    expect(last.replies.join('\n')).not.toContain('nome completo do seu cônjuge');
  });
});

describe('what the assistant notes agrees with the sex the person told', () => {
  const OSVALDO =
    'bom dia, meu nome é osvaldo luiz marchetti, nasci em 20/08/1955 em campinas, sou viuvo e tenho uma filha, a silvia marchetti barros, nascida em 12/12/1980';

  it('notes "viúvo" for a man, never "viúvo(a)"', () => {
    const said = play([OSVALDO]).last.replies.join('\n');
    expect(said).toContain('estado civil viúvo;');
    expect(said).not.toMatch(/\p{L}\(a\)/u);
  });

  it('sums up his civil status and nationality in the masculine', () => {
    const said = play([OSVALDO, 'resumo']).last.replies.join('\n');
    expect(said).toContain('Estado civil: viúvo');
    expect(said).toContain('Naturalidade: Campinas/SP (brasileiro)');
    expect(said).not.toMatch(/\p{L}\(a\)/u);
  });

  it('sums up a civil status typed in the masculine in the masculine', () => {
    const { state, last } = play([OPENING, 'nenhuma', 'sim', 'não', 'divorciado', 'resumo']);
    expect(state.draft.testador.sexo).toBe('masculino');
    expect(last.replies.join('\n')).toContain('Estado civil: divorciado\n');
  });
});

describe("an opening that tells the person's own facts", () => {
  const ANTONIA =
    'oi boa tarde meu nome e antonia lucia bezerra cpf 231.785.975-90 nasci dia 25/12/1969 em crato ceara sou professora moro na rua tiburcio cavalcante 1500 apto 201 meireles fortaleza ce cep 60125-100 sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos o rafael bezerra lima de 10/10/1992 e a renata bezerra lima de 05/05/1995';

  it('goes on with what is missing, and asks her to declare the will hers when the etapa ends', () => {
    const opened = play([ANTONIA]);
    expect(opened.state.current).toBe('capacidade');
    expect(opened.last.replies.join('\n')).not.toContain('Para começar');
    expect(opened.state.draft.testador.capacidade.declaraPlenoDiscernimento).toBeUndefined();

    const asked = play([ANTONIA, 'nenhuma']);
    expect(asked.state.current).toBe('proprio');
    expect(asked.last.replies.at(-1)).toContain(
      'Para fechar esta etapa, preciso que você confirme: este testamento é seu',
    );

    const declared = play([ANTONIA, 'nenhuma', 'sim']);
    expect(declared.state.draft.testador.capacidade.declaraPlenoDiscernimento).toBe(true);
    expect(declared.state.current).toBe('anteriores');
    expect(play([ANTONIA, 'nenhuma', 'não']).state.current).toBe('proprio');
  });

  it("reads the spouse of the same message, so the spouse's name is not asked", () => {
    const { state } = play([ANTONIA, 'nenhuma', 'sim', 'nao']);
    expect(state.draft.pessoas.find((p) => p.id === state.draft.conjuge?.pessoaId)?.nome).toBe(
      'Francisco Bezerra Lima',
    );
    expect(state.current).not.toBe('conjuge_nome');
  });
});

describe('corrections in plain words', () => {
  it('renames the person just named and stays on the question being asked', () => {
    const { state, last } = play([
      OPENING,
      'nenhuma',
      'sim',
      'não',
      'casado',
      'Ana Paula Rocha',
      'não, o nome dela é Ana Paula Rocha Mendes',
    ]);
    expect(last.replies.join('\n')).toContain('Corrigi: Ana Paula Rocha Mendes.');
    expect(state.draft.pessoas.find((p) => p.id === state.draft.conjuge?.pessoaId)?.nome).toBe(
      'Ana Paula Rocha Mendes',
    );
    expect(state.draft.pessoas.some((p) => p.nome === 'Ana Paula Rocha')).toBe(false);
    expect(state.current).toBe('regime');
  });
});

describe('corrections of a number', () => {
  it('"errei o número, é 1320" changes the house number and asks the same question again', () => {
    const { state, last } = play([OPENING, 'nenhuma', 'sim', 'errei o número, é 1320']);
    expect(state.draft.testador.endereco?.numero).toBe('1320');
    expect(last.replies.join('\n')).toContain('Corrigi: número do endereço 1320.');
    expect(state.current).toBe('anteriores');
  });
});

describe('names typed without accents', () => {
  it('writes the usual accents once, and keeps the name as typed on "sem acento"', () => {
    const accented = play(['sim', 'sebastiao goncalves lima']);
    expect(accented.state.draft.testador.nome).toBe('Sebastião Gonçalves Lima');
    expect(accented.last.replies.join('\n')).toContain(
      'Escrevi com acento: Sebastião Gonçalves Lima',
    );
    const kept = play(['sim', 'sebastiao goncalves lima', 'sem acento', '529.982.247-25']);
    expect(kept.state.draft.testador.nome).toBe('Sebastiao Goncalves Lima');
    expect(kept.results[3]!.replies.join('\n')).toContain('fica sem acento');
    expect(kept.allReplies.join('\n').match(/Escrevi com acento/g)).toHaveLength(1);
  });
});

// Found by a try in the browser: facts told together were asked again.
describe('every fact of an answer that tells several', () => {
  const UNTIL_CPF = ['sim', 'marlene ferreira lima', '318.456.027-90'];

  it('"sou viuva, aposentada" at the profession keeps both; the civil status is not asked', () => {
    const { state } = play([...UNTIL_CPF, '03/03/1955', 'recife pe', 'sou viuva, aposentada']);
    expect(state.draft.testador.profissao).toBe('aposentada');
    expect(state.answered).toContain('estado_civil');
    expect(state.current).toBe('endereco');
  });

  it('"nasci em curitiba em 12/08/1992, engenheiro" at the place of birth keeps the three', () => {
    const { state } = play([
      ...UNTIL_CPF,
      '12/08/1992',
      'nasci em curitiba em 12/08/1992, engenheiro',
    ]);
    expect(state.draft.testador).toMatchObject({
      naturalidade: 'Curitiba/PR',
      dataNascimento: '1992-08-12',
      profissao: 'engenheiro',
    });
    expect(state.current).toBe('endereco');
  });

  it('the same line in the first message keeps the birth date too', () => {
    const { state } = play(['oi, nasci em curitiba em 12/08/1992, engenheiro']);
    expect(state.draft.testador).toMatchObject({
      naturalidade: 'Curitiba/PR',
      dataNascimento: '1992-08-12',
      profissao: 'engenheiro',
    });
  });

  it('a profession skipped, then told with the civil status, is kept', () => {
    const { state } = play([
      ...UNTIL_CPF,
      '03/03/1955',
      'recife pe',
      'pular',
      'rua sao jose 45, recife pe 52040-000',
      'nenhuma',
      'nao',
      'sou viuva, aposentada',
    ]);
    expect(state.draft.testador.profissao).toBe('aposentada');
    expect(state.answered.filter((k) => k === 'profissao')).toHaveLength(1);
  });
});

// Found by a second try: a river in a story became Rio de Janeiro, and where one lives the birth place.
describe('a volunteered place of birth needs its signal', () => {
  it.each([
    ['oi, sou de cameta, para, quero fazer meu testamento', 'Cametá/PA'],
    ['bom dia, sou carioca, quero fazer meu testamento', 'Rio de Janeiro/RJ'],
    ['boa tarde, nasci em juazeiro do norte e moro em crato', 'Juazeiro do Norte/CE'],
  ])('"%s" → %s', (said, naturalidade) => {
    expect(play([said]).state.draft.testador.naturalidade).toBe(naturalidade);
  });

  it.each([
    'oi, moro no rio ha 40 anos, quero fazer meu testamento',
    'quero fazer meu testamento, la em casa o rio subiu e levou tudo',
  ])('"%s" says no place of birth', (said) => {
    expect(play([said]).state.draft.testador.naturalidade).toBeUndefined();
  });
});
