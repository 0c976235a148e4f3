import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { helenaFormal, vaniaToninho } from '../eval/stories/tryout-people-refs.ts';
import { findPessoa } from '../interview-state.ts';
import { inPlaceOfUnpunctuated, leavesItToTheLaw, readSubstitutes } from './substitute-mentions.ts';

const TODAY = '2026-11-25';

describe('substitutes said as people say them', () => {
  it.each([
    ['Se a Júlia falecer antes de mim o apartamento fica pro Pedro irmão dela', 'pedro'],
    ['se a julia morrer a parte dela vai pro pedro, o irmao dela', 'pedro'],
    ['se a julia faltar fica pra ana prima dela', 'ana'],
  ])('"%s": the name, not whose relative', (text, por) => {
    expect(readSubstitutes(text, ['Júlia Fagundes da Rosa'])).toEqual([{ de: 'julia', por }]);
  });

  it('"fica pros filhos dela" is someone else\'s relatives: not read here', () => {
    expect(readSubstitutes('se a julia morrer fica pros filhos dela', ['Júlia Rosa'])).toEqual([]);
  });

  it.each([
    'se o matheus nao puder pegar o carro fica pros filhos mesmo',
    'se ele morrer antes volta pra herança',
    'se a ana nao quiser, vai pros meus herdeiros',
    'se faltar, divide entre os outros filhos',
  ])('"%s" goes back to the heirs: no substitute', (text) => {
    expect(leavesItToTheLaw(text)).toBe(true);
  });

  it.each(['se a julia morrer fica pros filhos dela', 'no lugar da ana, o filho dela joão lima'])(
    '"%s" names a substitute',
    (text) => {
      expect(leavesItToTheLaw(text)).toBe(false);
    },
  );

  it('"No lugar da Júlia o Pedro Fagundes da Rosa": the beneficiary said first, no comma', () => {
    const isJulia = (said: string) => /^j[uú]lia$/i.test(said);
    expect(inPlaceOfUnpunctuated('No lugar da Júlia o Pedro Fagundes da Rosa', isJulia)).toEqual([
      'Júlia',
      'Pedro Fagundes da Rosa',
    ]);
    expect(inPlaceOfUnpunctuated('no lugar da julia fica pro pedro rosa', isJulia)).toEqual([
      'julia',
      'pedro rosa',
    ]);
    expect(inPlaceOfUnpunctuated('no lugar da maria o pedro rosa', isJulia)).toBeUndefined();
  });
});

describe('in the interview', () => {
  const at = (story: typeof vaniaToninho, text: string) =>
    play([...scriptFor(story, { today: TODAY, until: 'substitutos' }), text], TODAY).state;

  it.each([
    'se a carla morrer antes de mim a casa fica pro antonio marcos irmao dela',
    'Se a Carla falecer antes, a casa vai pro Antonio Marcos, o irmão dela',
    'no lugar da carla o antonio marcos',
    'caso a carla nao possa receber, a casa vai pro irmao dela, o antonio marcos',
    'se faltar a carla, fica pro antonio marcos',
    'antonio marcos no lugar da carla',
    'o substituto da carla é o antonio marcos',
    'sim, o antonio marcos',
    'sim. se a carla morrer antes de mim quero que a casa fique com o irmao dela antonio marcos',
  ])('"%s": Antônio Marcos in Carla\'s place', (text) => {
    const state = at(vaniaToninho, text);
    const [gift] = state.draft.legados;
    expect(findPessoa(state.draft, gift?.substitutoId)?.nome).toBe('Antônio Marcos Lima Teixeira');
    expect(state.current).not.toBe('substitutos');
  });

  it('"se a carla morrer antes os filhos dela" names no one for sure: asked again', () => {
    const state = at(vaniaToninho, 'se a carla morrer antes os filhos dela');
    expect(state.draft.legados[0]?.substitutoId).toBeUndefined();
    expect(state.current).toBe('substitutos');
  });

  it('"se o bruno nao puder ficar com o relogio fica pros filhos mesmo": no substitute', () => {
    const state = at(
      helenaFormal,
      'se o bruno nao puder ficar com o relogio fica pros filhos mesmo',
    );
    expect(state.draft.legados[0]?.substitutoId).toBeUndefined();
    expect(state.answered).toContain('substitutos');
  });
});
