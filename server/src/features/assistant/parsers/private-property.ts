import { normalize } from './text.ts';
import { parseYesNo } from './yes-no.ts';

/**
 * "Do you own private property?" answered by naming it, without a "sim": "a fazenda boa
 * esperança. comprei em 91, antes de casar", "SÓ AS JOIAS DA MINHA AVÓ Q EU HERDEI", "uma casa
 * que ganhei do meu pai". A yes, and what it is in the person's words.
 */

/** How a thing becomes one's own alone: inherited, given, bought before the marriage. */
const PRIVATE_CUE =
  /\b(?:herdei|herdad[oa]s?|heranca|de herança|antes de (?:me )?casar|antes do casamento|antes da uniao|antes de (?:a gente )?(?:se |nos )?juntar|ganhei|doacao|doad[oa]s?|recebi|comprei (?:em \d+|antes|sozinh[oa]))\b/;

/** A thing named first: "a fazenda …", "só as joias …", "um terreno …". */
const THING_FIRST =
  /^(?:(?:so|somente|apenas)\s+)?(?:a|o|as|os|um|uma|uns|umas|minha|meu|minhas|meus)\s+[a-z]{3,}/;

/** Said of what the couple owns together: a "não". */
const SHARED =
  /\b(?:dos dois|do casal|nosso|nossa|nossos|nossas|em comum|junto|juntos|a gente comprou)\b/;

/** A yes and what is owned, or undefined when the answer does not name something owned alone. */
export function readPrivateProperty(text: string): { yes: true; what: string } | undefined {
  const n = normalize(text);
  if (parseYesNo(text) !== undefined || SHARED.test(n)) return undefined;
  if (!THING_FIRST.test(n) || !PRIVATE_CUE.test(n)) return undefined;
  const what = text
    .trim()
    .replace(/^(?:s[oó]|somente|apenas)\s+/iu, '')
    .replace(/[.!]+$/, '');
  return { yes: true, what };
}
