import { normalize } from './text.ts';

/**
 * What a message says of the testator's capacity to read, see and sign (CC 1.865–1.867), in the
 * first or the third person ("não consigo assinar", "ela não consegue mais assinar, a mão treme,
 * mas lê sim e enxerga"). Each field is set only when the message says it; a "não" somewhere in
 * the message is never read as "none of them".
 */
export interface CapacitySaid {
  blind?: boolean;
  noRead?: boolean;
  noSign?: boolean;
}

/** Words between a "não" and the verb: "não consegue mais", "não sabe", "nem", "não tá dando pra". */
const MODAL =
  '(?:(?:consigo|consegue|conseguem|consegui|conseguindo|sei|sabe|posso|pode|podia|mais|ta|to|esta|estou|dando|da|pra|para|tem|como|nem|digitar|escrever|mexer|e|ou|direito|bem|sozinh[oa])\\s+){0,5}';
const NOT = '\\b(?:nao|nem|n|naum|sem)\\s+';

const NO_SIGN = new RegExp(
  `${NOT}${MODAL}(?:assin\\w*|rubric\\w*|firmar)\\b|\\b(?:so|somente)\\s+(?:assina|assino)\\s+(?:com\\s+)?(?:o\\s+)?(?:dedo|digital)|\\b(?:assina|assino)\\s+(?:so\\s+)?(?:com\\s+)?(?:a\\s+)?digital\\b|\\bnao\\s+(?:da|consegue|consigo)\\s+(?:mais\\s+)?(?:pra|para)\\s+assin`,
);
const NO_READ = new RegExp(`${NOT}${MODAL}(?:le|leio|ler|lendo)\\b|\\banalfabet`);
const BLIND = new RegExp(
  `\\bceg(?:[oa]s?|uinh[oa]s?)\\b|\\bcegueira\\b|${NOT}${MODAL}(?:enxerg\\w*|ve|vejo|ver)\\b|\\bdeficiencia visual\\b`,
);
const READS = /\b(?:le|leio|sabe ler|sei ler|consegue ler|consigo ler|le tudo|le bem)\b/;
const SEES = /\b(?:enxerga|enxergo|vejo bem|ve bem)\b/;
const SIGNS = /\b(?:assino|assina|sei assinar|sabe assinar|consigo assinar|consegue assinar)\b/;

/**
 * The capacity facts a message states, or undefined when it states none. With `numbers` (the
 * answer to the question that lists them), "1", "2" and "3" name the conditions.
 */
export function readCapacity(
  text: string,
  { numbers = false }: { numbers?: boolean } = {},
): CapacitySaid | undefined {
  const n = normalize(text).replace(/[,;.!?]+/g, ' , ');
  const out: CapacitySaid = {};
  if (
    numbers &&
    /^[\d\s,]+$/.test(
      n.replace(/\b(?:e|a|as|o|so|somente|apenas|opcao|opcoes|numero|item|itens)\b/g, ' '),
    )
  ) {
    if (/\b1\b/.test(n)) out.blind = true;
    if (/\b2\b/.test(n)) out.noRead = true;
    if (/\b3\b/.test(n)) out.noSign = true;
    if (Object.keys(out).length > 0) return out;
  }
  // Each clause on its own: "não consegue assinar, mas lê sim" is not "não … lê".
  for (const clause of n.split(/\s+,\s+|\s+(?:mas|porem|so que|agora)\s+/)) {
    if (NO_SIGN.test(clause)) out.noSign = true;
    else if (SIGNS.test(clause) && out.noSign === undefined) out.noSign = false;
    if (NO_READ.test(clause)) out.noRead = true;
    else if (READS.test(clause) && out.noRead === undefined) out.noRead = false;
    if (BLIND.test(clause)) out.blind = true;
    else if (SEES.test(clause) && out.blind === undefined) out.blind = false;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether the capacity the message states has any limit (blind, cannot read, cannot sign). */
export function hasLimit(said: CapacitySaid | undefined): boolean {
  return Boolean(said && (said.blind || said.noRead || said.noSign));
}
