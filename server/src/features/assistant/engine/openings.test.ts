import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';

/** The first free message, as people open the chat: what it says is used, never asked again. */
describe('the opening message', () => {
  it('takes a declaration made in the opening, and the form named there is not asked later', () => {
    const { state, last } = play([
      'Prezados, venho lavrar meu testamento público. Declaro que o testamento é meu e que estou em plena consciência.',
    ]);
    expect(state.answered).toEqual(expect.arrayContaining(['proprio', 'forma']));
    expect(state.draft.forma).toBe('publico');
    expect(state.draft.testador.capacidade.declaraPlenoDiscernimento).toBe(true);
    expect(last.replies.join('\n')).toContain('Qual é o seu nome completo');
    expect(last.replies.join('\n')).toContain('forma pública');
  });

  it('an earlier will "lavrado em cartório" is no choice of form for this one', () => {
    const { state } = play(['sim', 'Já fiz um testamento público em 2010, no cartório de Santos.']);
    expect(state.answered).not.toContain('forma');
  });

  it('"quem digita sou eu mesmo" and "quero fazer meu testamento" is the declaration', () => {
    const { state } = play([
      'boa tarde moça, quem ta digitando aqui sou eu mesmo, devagarinho. queria fazer meu testamento pros meus netos',
    ]);
    expect(state.answered).toContain('proprio');
  });

  it('"quero fazer meu testamento" alone still asks the declaration', () => {
    const { state, last } = play(['oi quero fazer meu testamento']);
    expect(state.answered).not.toContain('proprio');
    expect(last.replies.join('\n')).toContain('pleno juízo');
  });

  it('"é pra mim mesma sô", "é o meu mesmo véi" at the declaration: the will is theirs', () => {
    for (const reply of ['é pra mim mesma sô', 'é o meu mesmo véi', 'pra mim msm mano']) {
      const { state } = play(['oi quero fazer meu testamento', reply]);
      expect(state.answered, reply).toContain('proprio');
      expect(state.draft.testador.capacidade.declaraPlenoDiscernimento, reply).toBe(true);
    }
    const { state } = play(['oi quero fazer meu testamento', 'não é pra mim, é pra minha mãe']);
    expect(state.answered).not.toContain('proprio');
  });

  it('"minha fia me falou desse trem": who told them is no person of the will', () => {
    const { state, last } = play([
      'boa tarde. queria fazê meu testamendo, uai. minha fia me falou desse trem aqui na internet',
    ]);
    expect(state.draft.pessoas).toEqual([]);
    expect(last.replies.join('\n')).toContain('pleno juízo');
  });

  it('someone typing for a grandparent who is beside them: the will is the grandparent’s', () => {
    const { state, last } = play([
      'oi, aqui é a bruna, neta da dona cida. minha vó pediu pra eu escrever pq ela nao se da com celular, ela ta aqui do meu lado me dizendo',
    ]);
    expect(state.answered).toContain('proprio');
    expect(last.replies.join('\n')).toContain('Tudo bem você digitar por ela');
  });

  it('a request with "blz?" is no question: the civil status and "no children" are kept', () => {
    const { state, last } = play([
      'oi, quero fazer meu testamento, ok? sou viuvo e nao tenho filhos',
    ]);
    const said = last.replies.join('\n');
    expect(said).not.toContain('não sei responder');
    expect(said).toContain('sem filhos');
    expect(state.answered).toEqual(expect.arrayContaining(['estado_civil', 'filhos']));
    expect(state.draft.descendentes).toEqual([]);
  });

  it('"sem filhos com ela, mas tenho um do primeiro casamento" is not "no children"', () => {
    const { state } = play([
      'sou casado, sem filhos com ela, mas tenho um filho do primeiro casamento',
    ]);
    expect(state.answered).not.toContain('filhos');
  });

  it('"chamo-me …, sou … e resido em …": the name and the trade are kept', () => {
    const { state } = play([
      'Boa noite. Chamo-me Heloísa Prado Nogueira, sou médica veterinária e resido em Botucatu.',
    ]);
    expect(state.draft.testador.nome).toBe('Heloísa Prado Nogueira');
    expect(state.draft.testador.profissao).toBe('médica veterinária');
  });

  it('a worry about the children if both parents die is answered with the tutor, not "não sei"', () => {
    const { last } = play([
      'oi! tenho duas filhas pequenas e queria saber: e se eu e meu marido morrermos juntos?',
    ]);
    const said = last.replies.join('\n');
    expect(said).not.toContain('não sei responder');
    expect(said).toContain('tutor');
  });

  it('a question about a form chooses none', () => {
    const { state } = play(['quero saber se testamento particular vale mesmo']);
    expect(state.answered).not.toContain('forma');
  });

  it('"sou eu mesmo que estou escrevendo" is the person, not someone typing for them', () => {
    const { last } = play([
      'bom dia! sou eu mesmo que estou escrevendo, quero fazer meu testamento',
    ]);
    expect(last.replies.join('\n')).not.toContain('digitar por');
  });

  it('"quero fazer meu testamento, né?" is no question: the declaration is asked, no "não sei"', () => {
    const { last } = play(['hello, quero fazer meu testamento, ne? moro em Recife']);
    const said = last.replies.join('\n');
    expect(said).not.toContain('não sei responder');
    expect(said).toContain('pleno juízo');
  });

  it('someone deciding for the person is never taken as the declaration', () => {
    const { state } = play([
      'oi, sou a filha da dona rosa, vou digitar o testamento dela mas eu que decido tudo',
    ]);
    expect(state.answered).not.toContain('proprio');
  });
});
