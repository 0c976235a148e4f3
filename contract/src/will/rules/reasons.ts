import { normalizeText } from '../law/text.ts';

const WISH =
  /\b(?:porque|pois|por que|por|so)\s+(?:eu\s+)?(?:quero|quis|sim|desejo|prefiro|decidi|acho)\b/;
const BARE_WISH = /^(?:eu\s+)?(?:quero|quis|desejo|prefiro|decidi|sim|nao sei|sei la)\b/;
/** Words that point at a concrete fact about the heir. */
const CONCRETE =
  /\b(?:divida|dividas|credor|credores|vicio|jogo|apostas|alcool|drogas|dependencia|gasta|gastos|prodigo|prodigalidade|doenca|deficiencia|incapa|interdit|casamento|divorcio|separacao|conjuge|menor|idade|protec|proteg|falencia|empresa|penhora|execu|condenad|agrediu|agressao|ameac|abandon|ofendeu|injuri|processo)/;

/** The words of a text, without accents and punctuation. */
function words(text: string): string[] {
  return normalizeText(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * True when a text states a concrete reason rather than a wish or a question: not empty, no
 * question mark, at least `minWords` words, and not "porque eu quero/quis/sim" unless it goes on
 * to name a concrete fact.
 */
export function isConcreteReason(text: string | undefined, minWords = 4): boolean {
  const raw = (text ?? '').trim();
  if (raw === '' || raw.includes('?')) return false;
  const list = words(raw);
  if (list.length < minWords) return false;
  const plain = list.join(' ');
  if ((WISH.test(plain) || BARE_WISH.test(plain)) && !CONCRETE.test(plain)) return false;
  return true;
}

/** True when the text names the person (their first name, or their full name). */
export function mentionsPerson(text: string, nome: string): boolean {
  const plain = ` ${words(text).join(' ')} `;
  const parts = words(nome);
  return parts.length > 0 && plain.includes(` ${parts[0]} `);
}
