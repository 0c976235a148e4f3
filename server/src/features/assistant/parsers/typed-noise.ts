/**
 * What people type around an answer that is never part of it: emojis, laughter ("kkkk", "rsrs"),
 * a sign-off at the end ("vlw", "blz") and, when someone types for a relative, the relay ("minha
 * vó disse que…", "ela falou que…"). Taken off before a message is read; the stored conversation
 * keeps what was typed.
 */

const EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)*/gu;
const LAUGHTER =
  /(?<![\p{L}\d])(?:k{3,}|(?:rs){2,}|(?:ha){2,}h?|(?:he){2,}|(?:hu){2,}|(?:kk)+)(?![\p{L}\d])/giu;
const SIGN_OFF =
  /[\s,.;!]*(?<![\p{L}])(?:vlw|valeu|blz|obg|obrigad[oa]|brigad[oa]|tmj|abs|bjs)(?![\p{L}])[\s.!]*$/iu;
const RELAY =
  /^\s*(?:(?:a|o)\s+)?(?:minha\s+|meu\s+)?(?:v[oó]|vov[oóô]|av[oóô]|m[aã]e|pai|tia|tio|ela|ele)\s+(?:disse|falou|mandou\s+dizer|pediu\s+(?:pra|para)\s+(?:dizer|falar|escrever)|t[aá]\s+dizendo|est[aá]\s+dizendo|respondeu)\s*(?:que\s+|:\s*)(?:(?:é|eh)\s+(?=\p{Ll}))?/iu;

/** The message without the noise around it; the message as typed when nothing else is left. */
export function withoutNoise(text: string): string {
  const out = text
    .replace(EMOJI, ' ')
    .replace(LAUGHTER, ' ')
    .replace(RELAY, '')
    .replace(SIGN_OFF, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/([!?.])\1{2,}/g, '$1')
    .trim();
  return /[\p{L}\d]/u.test(out) ? out : text.trim();
}
