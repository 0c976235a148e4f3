import { describe, expect, it } from 'vitest';
import { readNationality } from './nationality.ts';

describe('the nationality, as the will prints it', () => {
  it('reads a naturalized Brazilian as "brasileiro naturalizado", in the gender typed', () => {
    expect(readNationality('venezuelano, naturalizado brasileiro')).toBe('brasileiro naturalizado');
    expect(readNationality('brasileiro naturalizado')).toBe('brasileiro naturalizado');
    expect(readNationality('sou naturalizada brasileira')).toBe('brasileira naturalizada');
    expect(readNationality('naturalizada')).toBe('brasileira naturalizada');
  });

  it('keeps a foreign nationality or two of them as typed, without the chatter', () => {
    expect(readNationality('portuguesa')).toBe('portuguesa');
    expect(readNationality('sou alemã.')).toBe('alemã');
    expect(readNationality('minha nacionalidade é italiana')).toBe('italiana');
    expect(readNationality('brasileira, italiana')).toBe('brasileira e italiana');
  });

  it('leaves out where and since when one lives', () => {
    expect(readNationality('sou português, moro aqui há 30 anos')).toBe('português');
    expect(readNationality('portuguesa, vivo no brasil desde 1975')).toBe('portuguesa');
    expect(readNationality('italiano mas moro aqui faz tempo')).toBe('italiano');
  });

  it('is not a yes or no, nor a sentence', () => {
    expect(readNationality('sim')).toBeUndefined();
    expect(readNationality('nasci em 1970 na rua 7')).toBeUndefined();
  });
});
