import { describe, expect, it } from 'vitest';
import { weakPasswordReasons } from './password-rules.ts';

describe('weakPasswordReasons', () => {
  it('accepts a long password with letters and digits', () => {
    expect(weakPasswordReasons('girassol-azul-42', 'ana@exemplo.com')).toEqual([]);
    expect(weakPasswordReasons('Ação2026segura')).toEqual([]);
  });

  it('explains each problem in Portuguese', () => {
    expect(weakPasswordReasons('abc1')).toContain('Use pelo menos 8 caracteres.');
    expect(weakPasswordReasons('somenteletras')).toContain('Misture letras e números.');
    expect(weakPasswordReasons('1234567890')).toEqual(
      expect.arrayContaining([
        'Misture letras e números.',
        'Esta senha é muito comum e fácil de adivinhar.',
      ]),
    );
    expect(weakPasswordReasons('Senha123')).toContain(
      'Esta senha é muito comum e fácil de adivinhar.',
    );
    expect(weakPasswordReasons('mariana1990', 'mariana@exemplo.com')).toContain(
      'Não use seu e-mail como senha.',
    );
    expect(weakPasswordReasons('x'.repeat(129) + '1')).toContain('Use no máximo 128 caracteres.');
  });
});
