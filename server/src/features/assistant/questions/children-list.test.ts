import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import { initialState, type InterviewState } from '../interview-state.ts';
import { childrenQuestion } from './family-children.ts';

const ctx = { today: TODAY };

function read(text: string) {
  const value = childrenQuestion.parse(text, ctx, initialState(), '');
  if (!value.ok) return value.error;
  return (value.value as { nome: string; data?: string; falecido: boolean }[]).map((c) => [
    c.nome,
    c.data,
    c.falecido,
  ]);
}

const JOAO = ['Joao Ferreira Lima', '1972-02-10', false];
const ANA = ['Ana Paula Ferreira Lima', '1975-06-05', false];
const CARLOS_DEAD = ['Carlos Ferreira Lima', '1978-09-20', true];

describe('the children question: a list typed on one line', () => {
  it.each([
    'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos',
    'tenho 3 filhos: joao ferreira lima nasceu em 10/02/1972, ana paula ferreira lima nascida em 05/06/75, carlos ferreira lima nasceu em 20/09/1978 (falecido)',
    'joao ferreira lima 10/02/72 ana paula ferreira lima 05/06/75 carlos ferreira lima 20/09/78 falecido em 2020',
    'joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975, carlos ferreira lima 20/09/1978. o carlos ja faleceu',
    'tres filhos, joao ferreira lima 10/02/1972 e ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que ja morreu',
  ])('every name with its own date, the death with Carlos: %s', (text) =>
    expect(read(text)).toEqual([JOAO, ANA, CARLOS_DEAD]),
  );

  it.each([
    'meu filho joao ferreira lima 10/02/1972, minha filha ana paula ferreira lima 05/06/1975 e meu filho carlos ferreira lima 20/09/1978 que ja faleceu',
    '1- joao ferreira lima 10/02/1972 2- ana paula ferreira lima 05/06/1975 3- carlos ferreira lima 20/09/1978 falecido',
    'joao ferreira lima (10/02/1972), ana paula ferreira lima (05/06/1975) e carlos ferreira lima (20/09/1978, falecido em 2020)',
    'joao ferreira lima nascido em 10 de fevereiro de 1972, ana paula ferreira lima nascida em 5 de junho de 1975 e carlos ferreira lima nascido em 20 de setembro de 1978, falecido em 2020',
    'o joao ferreira lima nasceu 10/02/1972, a ana paula ferreira lima nasceu 05/06/1975 e o carlos ferreira lima nasceu 20/09/1978 e faleceu em 2020',
    'tenho 3: joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975, carlos ferreira lima 20/09/1978 falecido',
  ])('more ways of typing it: %s', (text) => expect(read(text)).toEqual([JOAO, ANA, CARLOS_DEAD]));

  it('without dates, a note in brackets is about the name right before it', () =>
    expect(
      read(
        'tive 3 filhos: joao ferreira lima, ana paula ferreira lima e carlos ferreira lima (falecido em 2020)',
      ),
    ).toEqual([
      ['Joao Ferreira Lima', undefined, false],
      ['Ana Paula Ferreira Lima', undefined, false],
      ['Carlos Ferreira Lima', undefined, true],
    ]));

  it('"de 72" after a name ends that person too', () =>
    expect(
      read(
        'sao tres filhos joao ferreira lima de 72, ana paula ferreira lima de 75 e carlos ferreira lima de 78 que faleceu',
      ),
    ).toEqual([
      ['Joao Ferreira Lima', undefined, false],
      ['Ana Paula Ferreira Lima', undefined, false],
      ['Carlos Ferreira Lima', undefined, true],
    ]));

  it('"2 filhos vivos e 1 que faleceu" with no name marked: asks which one', () => {
    expect(
      read(
        'tenho 2 filhos vivos e 1 que faleceu: joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978',
      ),
    ).toMatch(/um dos seus filhos faleceu, mas não entendi qual/);
  });

  it('the middle child is not lost without a death either', () =>
    expect(
      read(
        'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978',
      ),
    ).toEqual([JOAO, ANA, ['Carlos Ferreira Lima', '1978-09-20', false]]));

  it('"tenho 3 filhos" and two names read: asked again, naming who was understood', () => {
    const said = read('tenho 3 filhos, o joao ferreira lima e a ana paula ferreira lima');
    expect(said).toMatch(/3 filhos.*João|3 filhos.*Joao/);
    expect(said).toContain('Ana Paula Ferreira Lima');
  });

  it('a count that matches is fine, one per line as before', () => {
    expect(
      read('tenho 2 filhos:\njoao ferreira lima 10/02/1972\nana paula ferreira lima 05/06/1975'),
    ).toEqual([JOAO, ANA]);
  });
});

const say = (state: InterviewState, text: string) =>
  runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, { kind: 'message', text }, ctx);

function kids(s: InterviewState) {
  return s.draft.descendentes.map((d) => [
    s.draft.pessoas.find((p) => p.id === d.pessoaId)?.nome,
    d.grau,
    d.vivo,
  ]);
}

describe('the interview after such a list', () => {
  it('asks for the grandchildren of the child who died, and keeps the three', () => {
    const { state } = play(singlePersonUntil('filhos'));
    const r = say(
      state,
      'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos',
    );
    expect(kids(r.state)).toEqual([
      ['João Ferreira Lima', 'filho', true],
      ['Ana Paula Ferreira Lima', 'filho', true],
      ['Carlos Ferreira Lima', 'filho', false],
    ]);
    expect(r.replies.at(-1)).toMatch(/^Etapa .*\nCarlos Ferreira Lima deixou filhos/);
  });
});

describe('children volunteered in the first message', () => {
  const opening = (text: string) => {
    const start = runTurn(undefined, { kind: 'start' }, ctx).state;
    return say(start, text).state;
  };

  it('the inline list is kept whole, with the death where it was said', () => {
    const s = opening(
      'oi, sou viuva, tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos',
    );
    expect(kids(s)).toEqual([
      ['João Ferreira Lima', 'filho', true],
      ['Ana Paula Ferreira Lima', 'filho', true],
      ['Carlos Ferreira Lima', 'filho', false],
    ]);
  });

  it('"tenho 3 filhos" with two names read: nothing taken, the question will ask', () => {
    const s = opening(
      'oi quero fazer testamento, tenho 3 filhos: joao ferreira lima e ana paula ferreira lima',
    );
    expect(kids(s)).toEqual([]);
    expect(s.answered).not.toContain('filhos');
  });
});

describe('the children question: a list dictated by voice', () => {
  it('"vírgula" said, dates in words: two children with their dates', () => {
    const { state } = play([
      ...singlePersonUntil('filhos'),
      'meus filhos sao joao carlos silva nascido em doze de maio de mil novecentos e noventa virgula maria silva nascida em tres de junho de noventa e dois',
    ]);
    expect(
      state.draft.descendentes.map((d) => {
        const p = state.draft.pessoas.find((x) => x.id === d.pessoaId);
        return [p?.nome, p?.dataNascimento];
      }),
    ).toEqual([
      ['João Carlos Silva', '1990-05-12'],
      ['Maria Silva', '1992-06-03'],
    ]);
  });
});
