import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';

// Found by a try in the browser: "engenheiro, ja falei tb" was printed as the profession.
describe('identity fields never hold the conversation', () => {
  const atPlace = singlePersonUntil('naturalidade');
  const atTrade = singlePersonUntil('profissao');

  it.each([
    ['engenheiro, ja falei tb', 'engenheiro'],
    ['pedreiro ne', 'pedreiro'],
    ['marceneiro, como eu disse', 'marceneiro'],
    ['cuidador de idosos tb', 'cuidador de idosos'],
  ])('profession "%s" → "%s"', (typed, kept) => {
    const { state } = play([...atTrade, typed]);
    expect(state.draft.testador.profissao).toBe(kept);
    expect(state.current).toBe('endereco');
  });

  it('asks again rather than keep a sentence as the profession', () => {
    const { state, last } = play([...atTrade, 'trabalhei a vida toda na roça, sabe']);
    expect(state.draft.testador.profissao).toBeUndefined();
    expect(state.current).toBe('profissao');
    expect(last.replies.join('\n')).toContain('profissão');
  });

  it.each([
    ['curitiba, ja falei', 'Curitiba/PR'],
    ['lisboa, portugal, como eu disse', 'Lisboa, Portugal'],
  ])('place of birth "%s" → "%s"', (typed, kept) => {
    const { state } = play([...atPlace, typed]);
    expect(state.draft.testador.naturalidade).toBe(kept);
  });

  it('the nationality without "tb": "portuguesa tb"', () => {
    const { state } = play([...atPlace, 'lisboa, portugal', 'portuguesa tb']);
    expect(state.draft.testador.nacionalidade).toBe('portuguesa');
  });
});

describe('the name without the conversation after it', () => {
  it.each([
    ['marlene ferreira lima ne', 'Marlene Ferreira Lima'],
    ['marlene ferreira lima tb', 'Marlene Ferreira Lima'],
    ['marlene ferreira lima, ja falei', 'Marlene Ferreira Lima'],
  ])('"%s" → "%s"', (typed, nome) => {
    expect(play(['sim', typed]).state.draft.testador.nome).toBe(nome);
  });
});

// Found by a second try in the browser: wrong places of birth, refused trades, "quero fazer meu
// testamento" taken as the declaration, someone typing for a grandmother refused.
describe('the place of birth as people tell it', () => {
  const atPlace = singlePersonUntil('naturalidade');

  it.each([
    ['nasci no crato mas moro aqui em juazeiro desde menina', 'Crato/CE'],
    ['nasci em juazeiro do norte, moro em fortaleza', 'Juazeiro do Norte/CE'],
    ['ela é de cameta mesmo, pará', 'Cametá/PA'],
    ['sena madureira, acre', 'Sena Madureira/AC'],
    ['ponta grossa parana', 'Ponta Grossa/PR'],
    ['tres lagoas mato grosso do sul', 'Três Lagoas/MS'],
    ['sou de uberaba, minas gerais', 'Uberaba/MG'],
    ['nasci no rio', 'Rio de Janeiro/RJ'],
  ])('"%s" → %s', (typed, kept) => {
    const { state } = play([...atPlace, typed]);
    expect(state.draft.testador.naturalidade).toBe(kept);
  });

  it('"pará" alone is a state: the city is asked', () => {
    const { state } = play([...atPlace, 'pará']);
    expect(state.draft.testador.naturalidade).toBeUndefined();
    expect(state.current).toBe('naturalidade');
  });

  it('never keeps a sentence as a city', () => {
    const { state } = play([...atPlace, 'ela é de um lugarzinho mesmo, pará']);
    expect(state.draft.testador.naturalidade ?? '').not.toMatch(/Ela|Mesmo/);
  });
});

describe('a place said in a story is not a place of birth', () => {
  const atDate = singlePersonUntil('nascimento');

  it.each([
    'nasci em 10/05/1950, foi num dia de chuva braba que o rio subiu, minha mae contava',
    '10/05/1950, nasci no tempo que a serra pegou fogo',
    '10/05/1950, meu pai trabalhava no campo e a mata era fechada',
  ])('"%s" keeps the date and asks where they were born', (typed) => {
    const { state } = play([...atDate, typed]);
    expect(state.draft.testador.dataNascimento).toBe('1950-05-10');
    expect(state.draft.testador.naturalidade).toBeUndefined();
    expect(state.current).toBe('naturalidade');
  });

  it('a volunteered place needs its signal: "nasci no crato, moro em juazeiro"', () => {
    const { state } = play([...atDate, '10/05/1950, nasci no crato e moro em juazeiro']);
    expect(state.draft.testador.naturalidade).toBe('Crato/CE');
  });
});

describe('a trade said with more words', () => {
  const atTrade = singlePersonUntil('profissao');

  it.each([
    ['produtor rural, mexo com soja e um pouco de gado, ja fui caminhoneiro', 'produtor rural'],
    ['professora aposentada, 30 anos de sala de aula', 'professora aposentada'],
    ['tecnico em metalurgia, trabalho na csn ha 30 anos', 'técnico em metalurgia'],
    ['mecanco de moto', 'mecânico de moto'],
    ['pescador, mexo com barco faz 20 anos', 'pescador'],
    ['Sou cuidadora de idosos, faço plantão no hospital.', 'cuidadora de idosos'],
  ])('"%s" → "%s"', (typed, kept) => {
    const { state } = play([...atTrade, typed]);
    expect(state.draft.testador.profissao).toBe(kept);
    expect(state.current).toBe('endereco');
  });
});

describe('the declaration that the will is their own', () => {
  it('"quero fazer meu testamento" is what they came for, not the declaration', () => {
    const { state, last } = play(['oi, quero fazer meu testamento']);
    expect(state.draft.testador.capacidade.declaraPlenoDiscernimento).not.toBe(true);
    expect(state.current).toBe('proprio');
    expect(last.replies.join('\n')).toContain('própria vontade');
    expect(play(['quero fazer meu testamento', 'sim']).state.current).toBe('nome');
  });

  it('someone typing for her whose decisions they are: explained, and taken as yes', () => {
    const { state, last } = play([
      'sou o neto dela, to digitando pq ela nao mexe com celular, mas ela ta aqui do lado e é ela q ta decidindo tudo',
    ]);
    const said = last.replies.join('\n');
    expect(said).toContain('digitar por ela');
    expect(said).toMatch(/decisões sejam dela/);
    expect(said).toMatch(/ela mesma leia e assine/);
    expect(state.draft.testador.capacidade.declaraPlenoDiscernimento).toBe(true);
    expect(state.current).toBe('nome');
  });

  it('"to escrevendo pro meu avo, ele nao enxerga direito" speaks of him', () => {
    const { state, last } = play(['sou a neta dele, to digitando pq ele nao enxerga, ele decide']);
    expect(last.replies.join('\n')).toMatch(/digitar por ele.*ele mesmo leia/s);
    expect(state.current).toBe('nome');
  });

  it('"to ajudando meu pai a preencher, ele que decide" speaks of him', () => {
    const { state, last } = play(['to ajudando meu pai a preencher, ele que decide tudo']);
    expect(last.replies.join('\n')).toContain('digitar por ele');
    expect(state.current).toBe('nome');
  });

  it('is not yes when the typist says the decisions are theirs', () => {
    const { state } = play(['sou o filho dela, to digitando, eu que decido tudo']);
    expect(state.draft.testador.capacidade.declaraPlenoDiscernimento).not.toBe(true);
  });
});
