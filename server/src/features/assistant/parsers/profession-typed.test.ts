import { describe, expect, it } from 'vitest';
import { readProfession } from './profession.ts';

// Found by trying the app: "aposentado era ferroviario" was stored as the profession, word for
// word. The fix belongs in profession.ts (owned by the parsers' helper): `it.fails` keeps the suite
// green until then; turn it into `it` when readProfession reads these.
describe('a profession told in passing', () => {
  it.fails('"aposentado era ferroviario" is a retired railway worker, not the sentence', () => {
    expect(readProfession('aposentado era ferroviario')).toBe('ferroviário aposentado');
    expect(readProfession('sou aposentado, era ferroviário')).toBe('ferroviário aposentado');
  });
});
