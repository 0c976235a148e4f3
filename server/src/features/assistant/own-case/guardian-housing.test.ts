import { describe, expect, it } from 'vitest';
import { initialState, type InterviewState } from '../interview-state.ts';
import { answerOwnCase } from './answer.ts';

const ctx = { today: '2026-11-26' };

/** Adriana: união estável with Marcos (comunhão parcial, not registered), one adult son. */
function union(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = {
    nome: 'Adriana Loureiro Bastos',
    estadoCivil: 'uniao_estavel',
    sexo: 'feminino',
    capacidade: {},
  };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Marcos Antônio Zanotti', relacao: 'companheiro' },
    { id: 'p2', tipo: 'fisica', nome: 'Gustavo Loureiro Pimentel', relacao: 'filho' },
  );
  s.draft.conjuge = {
    pessoaId: 'p1',
    tipo: 'uniao_estavel',
    regimeBens: 'comunhao_parcial',
    uniaoFormalizada: false,
  };
  s.draft.descendentes.push({ pessoaId: 'p2', grau: 'filho', vivo: true, menor: false });
  s.answered = ['proprio', 'nome', 'estado_civil', 'conjuge_nome', 'regime', 'filhos'];
  s.current = 'heranca';
  s.nextId = 3;
  return s;
}

/** Josué: married to Josiane, two adult children of an earlier union and Davi, 10. */
function josue(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = {
    nome: 'Josué Pinheiro Castro',
    estadoCivil: 'casado',
    sexo: 'masculino',
    capacidade: {},
  };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Josiane Ribeiro Castro', relacao: 'esposa' },
    { id: 'p2', tipo: 'fisica', nome: 'Lucas Sousa Castro', relacao: 'filho' },
    { id: 'p3', tipo: 'fisica', nome: 'Thaís Sousa Castro', relacao: 'filha' },
    { id: 'p4', tipo: 'fisica', nome: 'Davi Ribeiro Castro', relacao: 'filho' },
  );
  s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_parcial' };
  s.draft.descendentes.push(
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p3', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p4', grau: 'filho', vivo: true, menor: true },
  );
  s.answered = ['proprio', 'nome', 'estado_civil', 'conjuge_nome', 'regime', 'filhos'];
  s.current = 'tutor';
  s.nextId = 5;
  return s;
}

/** Wesley: single, a baby son with an ex (not registered as anyone). */
function wesley(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = {
    nome: 'Wesley Gabriel Nogueira Lima',
    estadoCivil: 'solteiro',
    sexo: 'masculino',
    capacidade: {},
  };
  s.draft.pessoas.push({
    id: 'p1',
    tipo: 'fisica',
    nome: 'Arthur Miguel Souza Lima',
    relacao: 'filho',
  });
  s.draft.descendentes.push({ pessoaId: 'p1', grau: 'filho', vivo: true, menor: true });
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos'];
  s.current = 'tutor';
  s.nextId = 2;
  return s;
}

/** Thaynara: single mother of twins; her mother is alive but never asked about. */
function twins(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = {
    nome: 'Thaynara Alves Lustosa',
    estadoCivil: 'solteiro',
    sexo: 'feminino',
    capacidade: {},
  };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Ravi Alves Lustosa', relacao: 'filho' },
    { id: 'p2', tipo: 'fisica', nome: 'Davi Alves Lustosa', relacao: 'filho' },
  );
  s.draft.descendentes.push(
    { pessoaId: 'p1', grau: 'filho', vivo: true, menor: true },
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: true },
  );
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos'];
  s.current = 'heranca';
  s.nextId = 3;
  return s;
}

describe('the partner who survives keeps living in the family home (art. 1.831)', () => {
  it.each([
    'e se eu morrer primeiro, o marcos pode continuar morando na casa?',
    'o meu companheiro fica morando no apartamento se eu faltar?',
    'meu filho pode tirar ele de casa depois que eu morrer?',
    'ele tem direito de habitação?',
  ])('%s', (q) => {
    const said = answerOwnCase(union(), q, ctx) ?? '';
    expect(said).toMatch(/^Sim\. Se você falecer antes, o Marcos tem o direito real de habitação/);
    expect(said).toContain('art. 1.831');
    expect(said).toContain('companheiro da união estável');
    expect(said).toContain('meação');
  });

  it('says a spouse separated de fato for years has no such right', () => {
    const s = union();
    s.draft.testador.estadoCivil = 'casado';
    s.draft.conjuge = {
      pessoaId: 'p1',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
      separadoDeFatoDesde: '2019',
    };
    const said = answerOwnCase(s, 'ele pode continuar morando na casa?', ctx) ?? '';
    expect(said).toMatch(/^Não/);
    expect(said).toContain('1.830');
  });
});

describe('a parent does not inherit when there are children (art. 1.836)', () => {
  it.each([
    'e minha mae herda alguma coisa tbm?? ela me ajuda mto c os meninos',
    'minha mãe tem direito a alguma coisa?',
    'e meu pai, herda?',
  ])('%s', (q) => {
    const said = answerOwnCase(twins(), q, ctx) ?? '';
    expect(said).toMatch(/^Não\. Como você tem filhos, (?:a sua mãe|o seu pai) não herda/);
    expect(said).toContain('1.836');
    expect(said).not.toContain('cônjuge');
  });
});

describe('the tutor’s condition and the order of the law, with the family’s names', () => {
  it('answers "only if both of us are missing?" with the wife and the child', () => {
    const said =
      answerOwnCase(
        josue(),
        'isso só vale se faltar eu e a josiane né? porque se for só eu que morrer a josiane continua sendo a mãe e fica com ele, é isso?',
        ctx,
      ) ?? '';
    expect(said).toMatch(/^Sim: a indicação do tutor só vale se faltarem os dois pais/);
    expect(said).toContain('a Josiane continua com o poder familiar e o Davi fica com ela');
  });

  it('answers that the older children are not tutors by law', () => {
    const said =
      answerOwnCase(josue(), 'e os meus filhos mais velhos não ficam automaticamente?', ctx) ?? '';
    expect(said).toContain('O Lucas e a Thaís não viram tutores automaticamente');
    expect(said).toContain('art. 1.731');
  });

  it.each([
    'eu quero que minha mãe fique com meu filho no lugar da ex, ela não tem condição',
    'dá pra deixar ele com a minha mãe em vez da mãe dele?',
    'quero tirar meu filho da mae dele e deixar com minha mae, pode?',
  ])('"%s": the living mother keeps the poder familiar', (q) => {
    const said = answerOwnCase(wesley(), q, ctx) ?? '';
    expect(said).toMatch(/^O testamento não tira o Arthur da mãe dele/);
    expect(said).toContain('poder familiar');
    expect(said).toContain('1.638');
  });
});

describe('whether the spouse inherits, by the regime the question names', () => {
  it('separação obrigatória, asked at the regime question without a question mark', () => {
    const s = josue();
    s.current = 'regime';
    delete s.draft.conjuge?.regimeBens;
    const said =
      answerOwnCase(
        s,
        'uma coisa antes a josiane minha esposa ela herda junto com os meus filhos ou nao porque o cartorio disse que o nosso regime era separacao obrigatoria por causa da minha idade',
        ctx,
      ) ?? '';
    expect(said).toMatch(/^Não\. No regime da separação obrigatória, a Josiane não herda/);
  });

  it('separação convencional: a necessary heir all the same', () => {
    const s = josue();
    s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'separacao_convencional' };
    s.current = 'heranca';
    const said =
      answerOwnCase(
        s,
        'Minha esposa, mesmo com o pacto de separação total de bens, é considerada herdeira necessária?',
        ctx,
      ) ?? '';
    expect(said).toMatch(/^Sim\./);
    expect(said).toContain('é herdeira necessária e concorre com os filhos');
  });

  it('separated de fato for years, asked without a question mark', () => {
    const s = josue();
    s.draft.conjuge = {
      pessoaId: 'p1',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
      separadoDeFatoDesde: '2020',
    };
    s.current = 'heranca';
    const said =
      answerOwnCase(
        s,
        'a josiane ainda herda alguma coisa minha a gente nunca se divorciou',
        ctx,
      ) ?? '';
    expect(said).toMatch(/^Não\./);
    expect(said).toContain('1.830');
  });
});
