import { describe, expect, it } from 'vitest';
import { wholeListMinor } from './whole-list-age.ts';

describe('wholeListMinor: an age said of all the children at once', () => {
  it.each([
    'são cinco tudo de maior o josé carlos…',
    'todos maiores',
    'nenhum menor',
    'todos adultos',
    'td maior de idade',
    'tds ja sao adultos',
    'os tres ja sao casados',
    'Nenhum deles é menor',
    'nao tenho filho menor',
    'ambos ja sao maiores de idade',
  ])('"%s": every child is an adult', (text) => {
    expect(wholeListMinor(text)).toBe(false);
  });

  it.each(['os dois são menores', 'todos sao de menor', 'os 2 sao menores', 'todas menores de 18'])(
    '"%s": every child is a minor',
    (text) => {
      expect(wholeListMinor(text)).toBe(true);
    },
  );

  it.each(['tenho 3 filhos: ana, bia e caio', 'só a bia é menor', 'o joao é maior e a ana menor'])(
    '"%s": not said of the whole list',
    (text) => {
      expect(wholeListMinor(text)).toBeUndefined();
    },
  );
});
