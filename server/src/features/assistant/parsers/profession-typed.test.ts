import { describe, expect, it } from 'vitest';
import { readProfession } from './profession.ts';

// Found by trying the app: "aposentado era ferroviario" was stored as the profession, word for
// word.
describe('a profession told in passing', () => {
  it('"aposentado era ferroviario" is a retired railway worker, not the sentence', () => {
    expect(readProfession('aposentado era ferroviario')).toBe('ferroviário aposentado');
    expect(readProfession('sou aposentado, era ferroviário')).toBe('ferroviário aposentado');
    expect(readProfession('aposentada, trabalhei como costureira')).toBe('costureira aposentada');
    expect(readProfession('professora aposentada')).toBe('professora aposentada');
  });
});
