import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeText } from './safe-text.ts';

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
