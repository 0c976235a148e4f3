import { describe, expect, it } from 'vitest';
import { parseCivilStatus } from './civil-status.ts';

// Found by a new person: "solteire" (non-binary) was refused at the civil status.
describe('the neutral forms a non-binary person types are the status', () => {
  it.each([
    ['solteire', 'solteiro'],
    ['sou solteire', 'solteiro'],
    ['casade', 'casado'],
    ['sou casade com o lucas', 'casado'],
    ['viuve', 'viuvo'],
    ['viúve', 'viuvo'],
    ['divorciade', 'divorciado'],
    ['separade', 'separado'],
  ])('"%s" → %s', (typed, status) => {
    expect(parseCivilStatus(typed)).toBe(status);
  });
});
