import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasHiddenCharactersDeep, hasMixedScripts, safeText } from './safe-text.ts';

describe('safeText', () => {
  const field = safeText({ max: 10 });

  it('composes decomposed accents and trims', () => {
    expect(field.parse('  Jose\u0301 ')).toBe('José');
  });

  it('refuses bidi overrides, zero-width characters and controls', () => {
    for (const bad of ['Ana\u202Eoir', 'Ana\u200BPaula', 'Ana\u0007', 'Ana\u3164']) {
      expect(field.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses line breaks unless the field is multiline', () => {
    expect(field.safeParse('a\nb').success).toBe(false);
    expect(safeText({ max: 10, multiline: true }).safeParse('a\nb').success).toBe(true);
  });

  it('enforces the maximum after normalizing', () => {
    expect(field.safeParse('abcdefghijk').success).toBe(false);
    expect(field.safeParse('abcdefghij').success).toBe(true);
  });

  it('stays a plain string in JSON Schema', () => {
    expect(z.toJSONSchema(field)).toMatchObject({ type: 'string', maxLength: 10 });
  });
});

describe('hasHiddenCharactersDeep', () => {
  it('finds a hidden character in any string of a value, keys included', () => {
    expect(hasHiddenCharactersDeep({ a: [{ b: 'Ana Paula' }], c: 1 })).toBe(false);
    expect(hasHiddenCharactersDeep({ a: [{ b: 'Ana\u202EPaula' }] })).toBe(true);
    expect(hasHiddenCharactersDeep({ 'chave\u200B': 'x' })).toBe(true);
    expect(hasHiddenCharactersDeep({ a: 'linha\u0007' })).toBe(true);
  });
});

describe('hasMixedScripts', () => {
  it('flags a name with a look-alike letter from another alphabet', () => {
    expect(hasMixedScripts('\u0410na Souza')).toBe(true); // Cyrillic А
    expect(hasMixedScripts('Jo\u03bfão')).toBe(true); // Greek ο
    expect(hasMixedScripts('Maria \u05d0')).toBe(true);
  });

  it('accepts names written in one script, accents and punctuation included', () => {
    for (const name of [
      'José da Silva-Pereira',
      "Ana D'Ávila Nº 2",
      'Çağla Øster',
      'Иван Иванов',
      '山田 太郎',
      'やまだ 山田',
      '김민준 金',
      'Αλέξανδρος',
    ]) {
      expect(hasMixedScripts(name), name).toBe(false);
    }
  });
});
