import { commonPasswords } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Fewer different characters than this is a repetition ("aaaaaaa1"), not a password. */
export const PASSWORD_MIN_DISTINCT = 5;

/** Runs along a keyboard row or the alphabet: "qwerty", "asdfgh", "abcdef". */
const SEQUENCES = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** True when the letters of a password are only a keyboard or alphabet run, forwards or back. */
function isKeyboardRun(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length < 4 || letters.length < password.replace(/\s/g, '').length - 4) return false;
  const reversed = [...letters].reverse().join('');
  return SEQUENCES.some((run) => run.includes(letters) || run.includes(reversed));
}

/**
 * Why a password is weak, in Portuguese; empty when it is acceptable. Rules: at least 8
 * characters that are not spaces, letters and digits, 5 different characters, not a keyboard
 * run nor a common password, not the e-mail (or its name part).
 */
export function weakPasswordReasons(password: string, email?: string): string[] {
  const reasons: string[] = [];
  const visible = password.replace(/\s/gu, '');
  if (password.length < PASSWORD_MIN_LENGTH) {
    reasons.push(`Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  } else if (visible.length < PASSWORD_MIN_LENGTH) {
    reasons.push(`Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres além dos espaços.`);
  }
  if (new Set(visible.toLowerCase()).size < PASSWORD_MIN_DISTINCT) {
    reasons.push('Use caracteres variados: não repita tanto o mesmo.');
  }
  if (isKeyboardRun(visible)) {
    reasons.push('Evite sequências do teclado ou do alfabeto, como "qwerty" ou "abcdef".');
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    reasons.push(`Use no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    reasons.push('Misture letras e números.');
  }
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) {
    reasons.push('Esta senha é muito comum e fácil de adivinhar.');
  }
  if (email) {
    const normalizedEmail = email.trim().toLowerCase();
    const localPart = normalizedEmail.split('@')[0] ?? '';
    if (lowered === normalizedEmail || (localPart.length >= 4 && lowered.includes(localPart))) {
      reasons.push('Não use seu e-mail como senha.');
    }
  }
  return reasons;
}
