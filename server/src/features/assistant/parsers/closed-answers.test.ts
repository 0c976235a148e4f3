import { describe, expect, it } from 'vitest';
import { readCapacity } from './capacity.ts';
import { presumedRegime, saysNoPact } from './civil-status.ts';
import { parseYesNo, readOwned } from './yes-no.ts';

describe('closed questions answered in natural words', () => {
  it('reads who cannot sign, in the first or third person, clause by clause', () => {
    expect(readCapacity('ela nao consegue assinar, a mao treme, mas le sim e enxerga')).toEqual({
      noSign: true,
      noRead: false,
      blind: false,
    });
    expect(readCapacity('ele n consegue mais digitar nem assinar')?.noSign).toBe(true);
    expect(readCapacity('minha mãe não sabe ler nem escrever')?.noRead).toBe(true);
    expect(readCapacity('sou cego desde 2010')?.blind).toBe(true);
    expect(readCapacity('nenhuma, leio e assino direitinho')).toEqual({
      noSign: false,
      noRead: false,
    });
    expect(readCapacity('moro na rua 3, casa 2')).toBeUndefined();
    expect(readCapacity('1 e 3', { numbers: true })).toEqual({ blind: true, noSign: true });
  });

  it('reads "no pact chosen" as the regime the law gives', () => {
    for (const t of [
      'n escolhemos',
      'nao fizemos pacto',
      'nada',
      'nd',
      'o normal',
      'sei la',
      'nem sei',
      'não escolhemos nada',
    ])
      expect(saysNoPact(t), t).toBe(true);
    expect(saysNoPact('comunhão universal')).toBe(false);
    expect(presumedRegime('casamento', 1968)).toBe('comunhao_universal');
    expect(presumedRegime('casamento', 2010)).toBe('comunhao_parcial');
    expect(presumedRegime('uniao_estavel', 1970)).toBe('comunhao_parcial');
  });

  it('takes "tenho, um terreno…" as a yes and keeps what it is', () => {
    expect(parseYesNo('tenho, um terreno em itacoatiara q herdei do meu pai')).toBe(true);
    expect(parseYesNo('tem sim')).toBe(true);
    expect(readOwned('tenho, um terreno em itacoatiara q herdei do meu pai')).toEqual({
      yes: true,
      what: 'um terreno em itacoatiara q herdei do meu pai',
    });
    expect(readOwned('possuo a casa de antes de casar')?.what).toBe('a casa de antes de casar');
    expect(readOwned('não tenho')).toBeUndefined();
  });
});
