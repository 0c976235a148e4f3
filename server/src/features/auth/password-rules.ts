import { commonPasswords } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Why a password is weak, in Portuguese; empty when it is acceptable. Rules: at least 8
 * characters, letters and digits, not a common password, not the e-mail (or its name part).
 */
export function weakPasswordReasons(password: string, email?: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    reasons.push(`Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
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
