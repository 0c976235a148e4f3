/**
 * Said of all the children at once: "são cinco tudo de maior", "todos maiores de idade", "nenhum
 * menor", "td adulto", "os dois são menores". The one reader of an age said of a whole list.
 */

const ALL = String.raw`(?:tudo|todos|todas|tds?|ambos|ambas|(?:os|as)\s+(?:\d{1,2}|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito))`;
const LINK = String.raw`(?:\s+(?:j[aá]|s[aã]o|est[aã]o|eles|elas))*\s+(?:de\s+)?`;
const ADULT = String.raw`(?:maior(?:es)?(?:\s+de\s+idade)?|adult[oa]s?|crescid[oa]s?|casad[oa]s?)`;
const MINOR = String.raw`(?:menor(?:es)?(?:\s+de\s+(?:idade|18(?:\s+anos)?))?|crian[cç]as?)`;
/** Not a letter on either side (\b does not see "é" or "ç" as letters). */
const B = String.raw`(?<!\p{L})`;
const E = String.raw`(?!\p{L})`;

const ADULT_PHRASES = [
  `${ALL}${LINK}${ADULT}`,
  String.raw`(?:nenhum|nenhuma|ningu[eé]m)\s+(?:deles\s+|delas\s+)?(?:(?:[eé]|eh|s[aã]o|[eé] de|de)\s+)?menor(?:es)?(?:\s+de\s+(?:idade|18))?`,
  String.raw`nenhum\s+(?:deles\s+)?tem\s+menos\s+de\s+18(?:\s+anos)?`,
  String.raw`n[aã]o\s+tenho\s+(?:nenhum\s+)?filh[oa]s?\s+menor(?:es)?`,
  String.raw`sem\s+filh[oa]s?\s+menor(?:es)?`,
].join('|');
const ALL_ADULTS = new RegExp(`${B}(?:${ADULT_PHRASES})${E}`, 'iu');
const ALL_MINORS = new RegExp(`${B}${ALL}${LINK}${MINOR}${E}`, 'iu');
/** "são cinco tudo de maior: …": the count said before goes with it (the list follows). */
const COUNTED = String.raw`(?:^\s*s[aã]o\s+(?:\d{1,2}|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito)\s+)?`;
const EITHER = new RegExp(
  `${COUNTED}[,;.]?\\s*${B}(?:${ADULT_PHRASES}|${ALL}${LINK}${MINOR})${E}[,;.:]?`,
  'giu',
);

/** false: every child is an adult; true: every child is a minor; undefined: not said of all. */
export function wholeListMinor(text: string): boolean | undefined {
  const adults = ALL_ADULTS.test(text);
  const minors = ALL_MINORS.test(text);
  if (adults === minors) return undefined;
  return minors;
}

/** The text without the age said of the whole list ("tenho 3 filhos todos maiores joao…"). */
export function withoutWholeListAge(text: string): string {
  EITHER.lastIndex = 0;
  if (!EITHER.test(text)) return text;
  return text
    .replace(EITHER, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
