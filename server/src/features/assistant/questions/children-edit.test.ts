import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { marlene } from '../eval/stories/tryout-kids.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { runTurn } from '../interview-engine.ts';
import type { InterviewState } from '../interview-state.ts';

const today = marlene.today;
const say = (state: InterviewState, text: string) =>
  runTurn(
    JSON.parse(JSON.stringify(state)) as InterviewState,
    { kind: 'message', text },
    { today },
  );

function family(s: InterviewState) {
  return s.draft.descendentes.map((d) => [
    s.draft.pessoas.find((p) => p.id === d.pessoaId)?.nome,
    d.grau,
    d.vivo,
  ]);
}

/** Marlene at the review, her first son typed "joa", then "alterar filhos". */
function editingChildren(): InterviewState {
  const typo = {
    ...marlene,
    answers: {
      ...marlene.answers,
      testamenteiro: 'a ana paula',
      filhos:
        'tenho 3 filhos. joa ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos',
    },
  };
  const { state } = play(scriptFor(typo, { today, until: 'revisao' }), today);
  expect(state.current).toBe('review');
  const editing = say(state, 'alterar filhos').state;
  expect(editing.current).toBe('filhos');
  return editing;
}

const AFTER = (joao: string) => [
  [joao, 'filho', true],
  ['Ana Paula Ferreira Lima', 'filho', true],
  ['Carlos Ferreira Lima', 'filho', false],
  ['Pedro Ferreira Lima', 'neto', true],
  ['Julia Ferreira Lima', 'neto', true],
];

describe('"alterar filhos" at the review: one child corrected, no one dropped silently', () => {
  it.each([
    'so o primeiro ta errado, é joao ferreira lima. o resto ta certo',
    'o primeiro ta errado, o certo e joao ferreira lima',
    'o nome do primeiro é joão ferreira lima',
    'o joa é joao ferreira lima, os outros estao certos',
    'joao ferreira lima 10/02/1972, o resto ta certo',
  ])('"%s" renames João and keeps Ana Paula, Carlos and the grandchildren', (text) => {
    const r = say(editingChildren(), text);
    expect(family(r.state)).toEqual(AFTER('João Ferreira Lima'));
    expect(r.replies.join('\n')).not.toMatch(/saem da lista/);
    // Walking the rest of the family with "manter" goes back to the review, everyone kept.
    let turn = r;
    for (let i = 0; i < 6 && turn.state.current !== 'review'; i++) turn = say(turn.state, 'manter');
    expect(turn.state.current).toBe('review');
    expect(family(turn.state)).toEqual(AFTER('João Ferreira Lima'));
    // The review shows the whole family again.
    const review = turn.replies.join('\n');
    expect(review).toContain(
      'Filhos: João Ferreira Lima, Ana Paula Ferreira Lima, Carlos Ferreira Lima (falecido)',
    );
    expect(review).toMatch(/Netos.*Pedro Ferreira Lima e Julia Ferreira Lima/);
  });

  it.each([
    'a ana paula é ana paula ferreira lima costa',
    'o nome do segundo é ana paula ferreira lima costa',
    'a segunda ta errada, o certo e ana paula ferreira lima costa, o resto ta certo',
  ])('"%s" renames only her', (text) => {
    const r = say(editingChildren(), text);
    expect(family(r.state).map((k) => k[0])).toEqual([
      'Joa Ferreira Lima',
      'Ana Paula Ferreira Lima Costa',
      'Carlos Ferreira Lima',
      'Pedro Ferreira Lima',
      'Julia Ferreira Lima',
    ]);
  });

  it('a shorter list is asked about before anyone leaves; "tirar …" removes them', () => {
    const editing = editingChildren();
    const r = say(editing, 'joao ferreira lima 10/02/1972');
    expect(r.state.current).toBe('filhos');
    expect(r.replies[0]).toMatch(
      /^Então Ana Paula Ferreira Lima e Carlos Ferreira Lima saem da lista de filhos\?/,
    );
    expect(family(r.state)).toEqual(family(editing));
    const removed = say(r.state, 'tirar a ana paula e o carlos');
    expect(family(removed.state)).toEqual([['Joa Ferreira Lima', 'filho', true]]);
    expect(removed.replies[0]).toMatch(/saíram da lista de filhos/);
  });

  it.each([
    'faltou o paulo ferreira lima, nascido 01/03/1980',
    'tenho mais um, o paulo ferreira lima 01/03/1980',
  ])('"%s" adds him and keeps the others', (text) => {
    const r = say(editingChildren(), text);
    expect(family(r.state).map((k) => k[0])).toEqual([
      'Joa Ferreira Lima',
      'Ana Paula Ferreira Lima',
      'Carlos Ferreira Lima',
      'Pedro Ferreira Lima',
      'Julia Ferreira Lima',
      'Paulo Ferreira Lima',
    ]);
  });

  it('a shorter list with its count said is what the person means', () => {
    const r = say(
      editingChildren(),
      'na verdade tenho so 2 filhos: joao ferreira lima 10/02/1972 e ana paula ferreira lima 05/06/1975',
    );
    expect(family(r.state).map((k) => k[0])).toEqual([
      'João Ferreira Lima',
      'Ana Paula Ferreira Lima',
    ]);
  });

  it('the whole list typed again replaces it as before', () => {
    const r = say(
      editingChildren(),
      'joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020',
    );
    expect(family(r.state)).toEqual(AFTER('João Ferreira Lima'));
  });
});

describe('"alterar filhos": short answers keep the children', () => {
  it.each(['ta certo', 'nao, ta tudo certo', 'esta certo sim'])('"%s" keeps the list', (text) => {
    const editing = editingChildren();
    const r = say(editing, text);
    expect(family(r.state)).toEqual(family(editing));
    expect(r.state.current).not.toBe('filhos');
  });

  it('a bare "não" asks before dropping everyone; "não tenho filhos" does it', () => {
    const editing = editingChildren();
    const r = say(editing, 'nao');
    expect(r.state.current).toBe('filhos');
    expect(r.replies[0]).toMatch(/^Então você não tem filhos\? Antes você citou Joa Ferreira Lima/);
    expect(family(r.state)).toEqual(family(editing));
    expect(family(say(r.state, 'nao tenho filhos').state)).toEqual([]);
  });
});
