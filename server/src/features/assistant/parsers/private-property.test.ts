import { describe, expect, it } from 'vitest';
import { readPrivateProperty } from './private-property.ts';

describe('readPrivateProperty: private property named without a "sim"', () => {
  it.each([
    [
      'a fazenda boa esperanca. comprei em 91, antes de casar.',
      'a fazenda boa esperanca. comprei em 91, antes de casar',
    ],
    ['SO AS JOIAS DA MINHA AVO Q EU HERDEI', 'AS JOIAS DA MINHA AVO Q EU HERDEI'],
    ['uma casa que ganhei do meu pai', 'uma casa que ganhei do meu pai'],
    ['só o terreno de herança da minha mãe', 'o terreno de herança da minha mãe'],
  ])('"%s" is a yes, and what it is', (text, what) => {
    expect(readPrivateProperty(text)).toEqual({ yes: true, what });
  });

  it.each([
    'a casa é dos dois, a gente comprou junto',
    'nao, é tudo dos dois',
    'o apartamento',
    'sim',
  ])('"%s" is not read here', (text) => {
    expect(readPrivateProperty(text)).toBeUndefined();
  });
});
