import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';

const prizeOf = (typed: string) => {
  const { state } = play([...singlePersonUntil('testamenteiro'), typed]);
  return state.draft.testamenteiros[0]?.premioPercentual;
};

describe("the executor's prize said with the name, in words or digits", () => {
  it.each([
    ['meu amigo joao pedro alves, e quero que ele ganhe dois por cento pelo trabalho', 2],
    ['joao pedro alves, quero que ele receba tres por cento', 3],
    ['joao pedro alves e ele ganha 2% pelo trabalho', 2],
    ['joao pedro alves com premio de cinco por cento', 5],
    ['joao pedro alves, com 4 por cento', 4],
  ])('%s', (typed, pct) => {
    expect(prizeOf(typed)).toBe(pct);
  });
});
