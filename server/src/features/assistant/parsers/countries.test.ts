import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { findPlace } from './municipalities.ts';
import { writtenPlace } from './place-words.ts';

describe('a city abroad is not its Brazilian namesake', () => {
  it.each([
    'Nasci em Guimarães, Portugal.',
    'nasci em braga portugal',
    'caracas, na venezuela',
    'sou de lisboa portugal',
    'nasci em portugal, em guimaraes',
  ])('"%s" is no Brazilian city', (text) => expect(findPlace(text)).toBeUndefined());

  it('a Brazilian city with its state is still one', () => {
    expect(findPlace('nasci em guimaraes, maranhao')).toEqual({ cidade: 'Guimarães', uf: 'MA' });
    expect(findPlace('braga rs')).toEqual({ cidade: 'Braga', uf: 'RS' });
  });

  it('the city and its country are written apart, never a street', () => {
    expect(writtenPlace('braga portugal')).toBe('Braga, Portugal');
    expect(writtenPlace('Guimarães, Portugal')).toBe('Guimarães, Portugal');
    expect(writtenPlace('avenida portugal')).toBe('Avenida Portugal');
  });

  it('in the interview, a birthplace abroad asks the nationality', () => {
    const { state } = play([...singlePersonUntil('naturalidade'), 'Nasci em Guimarães, Portugal.']);
    expect(state.draft.testador.naturalidade).toBe('Guimarães, Portugal');
    expect(state.draft.testador.nacionalidade).toBeUndefined();
    expect(currentQuestion(state)?.key).toBe('nacionalidade');
    const next = play([
      ...singlePersonUntil('naturalidade'),
      'Nasci em Guimarães, Portugal.',
      'sou português, moro aqui há 30 anos',
    ]);
    expect(next.state.draft.testador.nacionalidade).toBe('português');
  });
});
