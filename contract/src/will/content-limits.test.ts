import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from './example-testament.ts';
import {
  exceedsTestamentByteCap,
  jsonByteLength,
  TESTAMENT_CONTENT_MAX_BYTES,
} from './content-limits.ts';

describe('the byte cap of a will', () => {
  it('counts UTF-8 bytes of the JSON, not characters', () => {
    expect(jsonByteLength({ a: 'ã' })).toBe('{"a":"ã"}'.length + 1);
  });

  it('leaves a typical will far below it and refuses a flood of gifts', () => {
    expect(jsonByteLength(EXAMPLE_TESTAMENT)).toBeLessThan(TESTAMENT_CONTENT_MAX_BYTES / 8);
    const flood = {
      ...EXAMPLE_TESTAMENT,
      disposicoes: {
        ...EXAMPLE_TESTAMENT.disposicoes,
        legados: Array.from({ length: 1700 }, (_, index) => ({
          beneficiarioId: 'p2',
          descricao: `bem número ${index} com uma descrição de tamanho comum`,
        })),
      },
    };
    expect(exceedsTestamentByteCap(EXAMPLE_TESTAMENT)).toBe(false);
    expect(exceedsTestamentByteCap(flood)).toBe(true);
  });
});
