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

  it('refuses what an attacker found accepted: spaces, repetitions and keyboard runs', () => {
    expect(weakPasswordReasons('       1a')).toContain(
      'Use pelo menos 8 caracteres além dos espaços.',
    );
    expect(weakPasswordReasons('aaaaaaa1')).toContain(
      'Use caracteres variados: não repita tanto o mesmo.',
    );
    for (const run of ['qwerty12', 'asdfgh12', 'abcdef99', '12zyxwvu']) {
      expect(weakPasswordReasons(run), run).toContain(
        'Evite sequências do teclado ou do alfabeto, como "qwerty" ou "abcdef".',
      );
    }
    // A long passphrase with a run inside is fine.
    expect(weakPasswordReasons('qwerty-do-vovô-1952')).toEqual([]);
    expect(weakPasswordReasons('uma frase com espaços 7')).toEqual([]);
  });
});
