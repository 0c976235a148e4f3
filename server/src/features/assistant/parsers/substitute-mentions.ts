import { expandShorthand, sentences } from './chat-text.ts';
import { normalize } from './text.ts';

/** One substitution as said: in place of `de` (a reference to a beneficiary), `por`. */
export interface SubstituteFact {
  de: string;
  por: string;
}

/** "faltar", "morrer antes", "não puder receber": what makes the substitute take the place. */
const FAILS =
  /\s+(?:faltar|morrer|falecer|partir|for embora|nao puder(?: receber)?|nao quiser|recusar)(?:\s+(?:antes(?: de mim| que eu| do que eu)?|primeiro))?\b/;
/** "o carro fica pra beatriz", "a parte dele vai pro irmão", "passa para a Ana". */
const GOES_TO =
  /\b(?:fica|ficam|fique|fiquem|vai|vao|va|passa|passam|passe)\s+(?:tudo\s+)?(?:com|para|pra|pro|pros|pras)\s+(?:o |a )?(.+)$/;
/** "um dos dois … o outro": each of two beneficiaries is the other's substitute. */
const EACH_OTHER =
  /\b(?:um dos dois|uma das duas|um deles|uma delas|qualquer um (?:dos dois|deles)|qualquer uma (?:das duas|delas)|se algum (?:dos dois|deles)|se alguma (?:das duas|delas))\b.*\b(?:o outro|a outra|pro outro|pra outra|para (?:o |a )?outr[oa])\b|\bum no lugar do outro\b|\buma no lugar da outra\b/;
/** "deixa como a lei manda", "pela lei": no substitute, the law decides. */
const BY_LAW =
  /\b(?:como (?:a lei|manda a lei)|(?:pela|segue a|seguir a|conforme a) lei|a lei (?:manda|decide))\b/;

/** "nao, se ela morrer antes fica pros meninos mesmo como a lei manda": no substitute named. */
export function leavesItToTheLaw(message: string): boolean {
  return BY_LAW.test(normalize(expandShorthand(message)));
}

/**
 * Substitutes said in plain words (CC 1.947): "Se um dos dois faltar, a parte dele fica com o
 * outro irmão" (with two beneficiaries, each is the other's), "se o lucas morrer antes o carro
 * fica pra beatriz". `beneficiaries` are the full names of those who receive. Empty when the
 * message says neither; the typed form ("no lugar de João, Maria") is read by the question.
 */
export function readSubstitutes(
  message: string,
  beneficiaries: readonly string[],
): SubstituteFact[] {
  const out: SubstituteFact[] = [];
  for (const sentence of sentences(expandShorthand(message))) {
    const n = normalize(sentence);
    if (EACH_OTHER.test(n)) {
      const [a, b] = beneficiaries;
      if (beneficiaries.length !== 2 || !a || !b) return [];
      out.push({ de: a, por: b }, { de: b, por: a });
      continue;
    }
    const said =
      /^(?:e\s+)?(?:mas\s+)?se\s+(?:o |a )?(.+?)(?=\s+(?:faltar|morrer|falecer|partir|for embora|nao puder|nao quiser|recusar)\b)/.exec(
        n,
      );
    if (!said?.[1]) continue;
    const after = n.slice(said[0].length).replace(FAILS, '');
    const to = GOES_TO.exec(after);
    const said1 = to?.[1]
      ?.replace(/[.!]+$/, '')
      .replace(/[\s,]+(?:ne|ta|ok|mesmo)$/, '')
      .trim();
    // "fica pro filho dela pedro nogueira lima": the name said after whose relative.
    const named = /\b(?:dele|dela)\s+(\S+\s+\S+.*)$/.exec(said1 ?? '')?.[1];
    const por = named ?? said1;
    // "se ela morrer antes": with one beneficiary, "ela" is that one.
    const de =
      /^(?:ele|ela)$/.test(said[1].trim()) && beneficiaries.length === 1
        ? beneficiaries[0]
        : said[1].trim();
    // "fica pros filhos dele": someone else's relatives are not read here (the question asks).
    if (por && de && !/\b(?:dele|dela|deles|delas)\b/.test(por)) out.push({ de, por });
  }
  return out;
}
