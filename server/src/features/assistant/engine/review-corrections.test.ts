import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { marlene } from '../eval/stories/tryout-review.ts';
import type { Story } from '../eval/story.ts';

// Found by a try in the browser: corrections in plain words at the review were ignored.
const TODAY = marlene.today;

/** Marlene at the review, with some answers typed as they were in the try. */
function atReview(changes: Partial<Story['answers']> = {}) {
  const story = { ...marlene, answers: { ...marlene.answers, ...changes } };
  return scriptFor(story, { today: TODAY, until: 'revisao' });
}

/** The child's name typed short, as in the try: "joao ferreira". */
const SHORT_NAME = { filhos: 'joao ferreira 10/10/1980', testamenteiro: 'joao ferreira' };

const childName = (state: ReturnType<typeof play>['state']) => {
  const id = state.draft.descendentes[0]?.pessoaId;
  return state.draft.pessoas.find((p) => p.id === id)?.nome;
};

describe('a correction in plain words at the review', () => {
  it('renames the child named by the relation and the old name, and shows the review again', () => {
    const steps = atReview(SHORT_NAME);
    const { state, last } = play(
      [...steps, 'o nome do meu filho ta errado, nao é joao ferreira, é joão ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('João Ferreira Lima');
    const said = last.replies.join('\n');
    expect(said).toContain('Anotei: João Ferreira Lima');
    expect(said).toContain('Revisão do seu testamento');
    expect(state.current).toBe('review');
    // The executor is the same person: one registry entry, renamed everywhere.
    expect(state.draft.pessoas.filter((p) => /jo[aã]o/i.test(p.nome))).toHaveLength(1);
  });

  it('corrects a gift pointed at by its words: "nao é arro, é o carro onix 2020"', () => {
    const steps = atReview({
      legados: 'o arro onix 2020 fica pro joao',
      legados_valor: 'o arro uns 60 mil, tudo uns 400 mil',
    });
    const before = play(steps, TODAY).state.draft.legados[0]?.descricao;
    expect(before).toMatch(/arro/);
    const { state, last } = play(
      [...steps, 'ta errado ali, nao é arro, é o carro onix 2020'],
      TODAY,
    );
    expect(state.draft.legados[0]?.descricao).toBe('o carro onix 2020');
    expect(last.replies.join('\n')).toContain('Anotei: o carro onix 2020');
    // Then "sim" makes the will with it.
    const done = play([...steps, 'ta errado ali, nao é arro, é o carro onix 2020', 'sim'], TODAY);
    expect(JSON.stringify(done.last.testamentJson)).toContain('"descricao":"o carro onix 2020"');
  });

  it('asks for the right name when none is said, naming the child, then takes it', () => {
    const steps = atReview(SHORT_NAME);
    const asked = play([...steps, 'peraí, o nome do meu filho ta errado'], TODAY);
    expect(asked.last.replies.join('\n')).toContain(
      'Qual é o nome certo do seu filho João Ferreira?',
    );
    expect(childName(asked.state)).toBe('João Ferreira');
    const { state, last } = play(
      [...steps, 'peraí, o nome do meu filho ta errado', 'joao ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('João Ferreira Lima');
    expect(last.replies.join('\n')).toContain('Anotei: João Ferreira Lima');
  });

  it('takes the right name said after the mistake: "ta errado o nome da minha filha, é …"', () => {
    const steps = atReview({
      filhos: 'ana paula lima 02/02/1982',
      legados: 'o carro onix 2020 fica pra ana paula',
      testamenteiro: 'ana paula lima',
    });
    const { state } = play(
      [...steps, 'ta errado o nome da minha filha, o certo é ana paula ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('Ana Paula Ferreira Lima');
  });

  it('a plain "sim" still makes the will, and a question is not a correction', () => {
    const steps = atReview();
    expect(play([...steps, 'sim'], TODAY).last.testamentJson).toBeDefined();
    const asked = play([...steps, 'o que acontece se o joao morrer antes de mim?'], TODAY);
    expect(childName(asked.state)).toBe('João Ferreira Lima');
  });
});

describe('a line of the review pointed at in other words', () => {
  const TWO_CHILDREN = {
    filhos: 'joao ferreira 10/10/1980\nmaria ferreira 02/02/1983',
    testamenteiro: 'joao ferreira',
  };
  const draftAfter = (changes: Partial<Story['answers']>, said: string[]) => {
    const { state, last } = play([...atReview(changes), ...said], TODAY);
    return { draft: state.draft, said: last.replies.join('\n') };
  };

  it('with two children, asks whose name, naming both; a first name picks one', () => {
    const both = draftAfter(TWO_CHILDREN, ['o nome do meu filho ta errado']).said;
    expect(both).toContain('João Ferreira ou Maria Ferreira');
    const one = draftAfter(TWO_CHILDREN, ['o nome do meu filho joao ta errado']).said;
    expect(one).toContain('Qual é o nome certo do seu filho João Ferreira?');
    const { draft } = draftAfter(TWO_CHILDREN, [
      'o nome do meu filho ta errado',
      'o certo é joão ferreira lima',
    ]);
    expect(draft.pessoas.map((p) => p.nome)).toEqual(
      expect.arrayContaining(['João Ferreira Lima', 'Maria Ferreira']),
    );
  });

  it('"nao e joao ferreira e joao ferreira lima", without commas', () => {
    const { draft } = draftAfter(TWO_CHILDREN, ['nao e joao ferreira e joao ferreira lima']);
    expect(draft.pessoas.map((p) => p.nome)).toContain('João Ferreira Lima');
  });

  it.each([
    ['a profissao ta errada, sou professora aposentada', 'profissao', 'professora aposentada'],
    ['a naturalidade ta errada, é salvador ba', 'naturalidade', 'Salvador/BA'],
    ['meu nome ta errado, é marlene ferreira lins', 'nome', 'Marlene Ferreira Lins'],
    ['o cpf ta errado, é 529.982.247-25', 'cpf', '52998224725'],
  ] as const)('"%s" sets the %s', (said, field, value) => {
    expect(draftAfter({}, [said]).draft.testador[field]).toBe(value);
  });

  it('"o endereço ta errado, é …" takes the whole address again', () => {
    const { draft } = draftAfter({}, [
      'o endereço ta errado, é rua da aurora 325, apto 301, boa vista, recife pe 50050-000',
    ]);
    expect(draft.testador.endereco).toEqual({
      logradouro: 'Rua da Aurora',
      numero: '325',
      complemento: 'apto 301',
      bairro: 'Boa Vista',
      cidade: 'Recife',
      uf: 'PE',
      cep: '50050000',
    });
  });

  it('"nao é isso, quero mudar a herança" opens the section named inside the sentence', () => {
    const { state } = play([...atReview(), 'nao é isso, quero mudar a herança'], TODAY);
    expect(state.current).toBe('heranca');
  });

  it('"o nome da testemunha ta errado, é …" renames the witness with that first name', () => {
    const { draft } = draftAfter({}, [
      'o nome da testemunha ta errado, é josefa maria bezerra da silva',
    ]);
    expect(draft.pessoas.map((p) => p.nome)).toContain('Josefa Maria Bezerra da Silva');
  });

  it('a change that opens questions asks them, then comes back to the review', () => {
    const said = play([...atReview(), 'na verdade eu sou CASADA'], TODAY);
    expect(said.state.current).toBe('conjuge_nome');
    expect(said.last.replies.join('\n')).toContain('Preciso de mais uma informação');
  });

  it('"o bairro ta errado, é boa vista" sets the bairro', () => {
    expect(
      draftAfter({}, ['o bairro ta errado, é boa vista']).draft.testador.endereco?.bairro,
    ).toBe('Boa Vista');
  });

  it.each([
    ['onde ta escrito arro é carro', 'o carro onix 2020'],
    ['troca o arro por carro', 'o carro onix 2020'],
    ['ta errado o carro, é o carro onix 2021', 'o carro onix 2021'],
  ])('"%s" corrects the gift', (said, descricao) => {
    const { draft } = draftAfter({ legados: 'o arro onix 2020 pro joao' }, [said]);
    expect(draft.legados[0]?.descricao.toLowerCase()).toBe(descricao);
  });
});

// Found by a second try in the browser: confirmations in a sentence were refused.
describe('the review confirmed in a sentence', () => {
  it.each([
    'Está correto. Pode gerar.',
    'ta tudo certo, pode fazer',
    'ela disse que pode fazer',
    'pode sim',
    'tá ótimo, pode gerar',
    'ta certinho pode gerar o testamento',
    'tudo certo sim',
    'isso mesmo, pode gerar',
    'ta bom pode fazer',
    'ok, tudo certo!',
    'sim, está tudo correto, obrigada',
  ])('"%s" makes the will', (said) => {
    const { last } = play([...atReview(), said], TODAY);
    expect(last.testamentJson).toBeDefined();
  });

  it.each([
    'não está correto',
    'ta errado',
    'espera, nao gera ainda',
    'pode gerar? o nome ta errado',
  ])('"%s" does not', (said) => {
    expect(play([...atReview(), said], TODAY).last.testamentJson).toBeUndefined();
  });
});

describe('the civil status corrected at the review', () => {
  it('"o estado civil ta errado, sou casado com a renata…" asks the spouse questions', () => {
    const said = play(
      [...atReview(), 'o estado civil ta errado, sou casada com o renato alves lima'],
      TODAY,
    );
    expect(said.state.draft.testador.estadoCivil).toBe('casado');
    expect(said.state.current).not.toBe('review');
    expect(said.state.current).not.toBe('conjuge_nome');
    const spouse = said.state.draft.pessoas.find(
      (p) => p.id === said.state.draft.conjuge?.pessoaId,
    );
    expect(spouse?.nome).toBe('Renato Alves Lima');
  });

  it('"meu estado civil ta errado, sou divorciada" changes it and shows the review again', () => {
    const said = play([...atReview(), 'meu estado civil ta errado, sou divorciada'], TODAY);
    expect(said.state.draft.testador.estadoCivil).toBe('divorciado');
    expect(said.state.current).toBe('review');
  });
});

describe('the place of birth corrected at the review, the state in full', () => {
  it.each([
    ['a naturalidade ta errada, é sena madureira, acre', 'Sena Madureira/AC'],
    ['onde nasci ta errado, nasci em cameta, para', 'Cametá/PA'],
    ['a naturalidade ta errada, é tres lagoas mato grosso do sul', 'Três Lagoas/MS'],
  ])('"%s" → %s', (said, naturalidade) => {
    const { state } = play([...atReview(), said], TODAY);
    expect(state.draft.testador.naturalidade).toBe(naturalidade);
    expect(state.current).toBe('review');
  });

  it('a state alone is never a place abroad', () => {
    const { state } = play([...atReview(), 'a naturalidade ta errada, é para'], TODAY);
    expect(state.draft.testador.naturalidade).toBe('Recife/PE');
    expect(state.draft.testador.nacionalidade).toBe('brasileira');
  });
});
