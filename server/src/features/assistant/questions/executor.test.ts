import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { findPessoa } from '../interview-state.ts';
import { executorNames } from './executor.ts';

describe('the executor, named as people name them', () => {
  it('leaves out titles, courtesies and a description said before the name', () => {
    expect(executorNames('o pastor da igreja, o pr. edson rocha, se ele puder')).toEqual([
      'o edson rocha',
    ]);
    expect(executorNames('pr edson rocha')).toEqual(['edson rocha']);
    expect(executorNames('dona maria da silva')).toEqual(['maria da silva']);
    expect(executorNames('seu joao pereira, se ele aceitar')).toEqual(['joao pereira']);
    expect(executorNames('dr. carlos andrade e depois a marlene')).toEqual([
      'carlos andrade',
      'a marlene',
    ]);
  });

  it('keeps the relation and two people named in order', () => {
    expect(executorNames('meu amigo joao pedro alves, por favor')).toEqual([
      'meu amigo joao pedro alves',
    ]);
    expect(executorNames('maria souza e depois carlos souza')).toEqual([
      'maria souza',
      'carlos souza',
    ]);
  });

  it('in the interview: "o pastor da igreja, o pr. edson rocha, se ele puder" names Edson Rocha', () => {
    const { state } = play([
      ...singlePersonUntil('testamenteiro'),
      'o pastor da igreja, o pr. edson rocha, se ele puder',
    ]);
    const [executor] = state.draft.testamenteiros;
    expect(state.draft.testamenteiros).toHaveLength(1);
    expect(findPessoa(state.draft, executor?.pessoaId)?.nome).toBe('Edson Rocha');
    expect(state.answered).toContain('testamenteiro');
  });

  it('"…, sem premio" names the executor and asks nothing about a prêmio', () => {
    const { state } = play([
      ...singlePersonUntil('testamenteiro'),
      'marina alves costa, minha amiga, sem premio',
    ]);
    expect(state.draft.testamenteiros).toHaveLength(1);
    expect(state.draft.testamenteiros[0]?.premioPercentual).toBeUndefined();
    expect(state.draft.premioSemValor).toBeUndefined();
    expect(state.current).not.toBe('testamenteiro_premio');
  });
});
