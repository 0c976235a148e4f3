import { normalize } from './text.ts';

/**
 * The conversation around a gift, which is never part of what the will names: the reply words
 * before it ("não, só …", "n, apenas …"), a reference to something said before ("aquilo que
 * falei da casa da praia", "o que eu disse do carro", "como te falei, …", "aquela casa que eu
 * falei") and whether the gift is said to be the only one ("só a casa pra Luana").
 */

/** "não,", "n", "sim,", "bom,", "então", "olha": reply words before the gift. */
const REPLY_WORDS =
  /^(?:(?:n[aã]o|n|nn|nenhum|nenhuma|nada|ningu[eé]m|sim|s|bom|olha|ent[aã]o|tipo|ah|a[ií]|hm+|ok|é|eh|isso|e|mas|por[eé]m)\s*[,.!:;-]?\s+)+/i;
/** "só", "somente", "apenas": the only gift, not part of it. */
const ONLY_WORD = /^(?:s[oó]|soh|somente|apenas|unicamente)\s+/i;
const SAID_VERB =
  '(?:falei|disse|mencionei|contei|comentei|escrevi|mandei|citei|pedi|falado|dito|mencionado|contado|comentado)';
/** "aquilo que (eu) (te) (já) falei (antes)": a reference to something said before. */
const REFERENCE = new RegExp(
  `^(?:aquilo|isso|o|tudo)\\s+(?:que|q)\\s+(?:eu\\s+)?(?:(?:te|lhe|j[aá]|tinha)\\s+)*${SAID_VERB}(?:\\s+(?:antes|agora|l[aá]|acima|no come[cç]o|no inicio|no início))?\\s+`,
  'i',
);
/** "aquilo da casa", "o que eu disse da casa": the article the contraction carries. */
const OF_THE = /^(?:sobre\s+)?(?:d(o|a|os|as)|de|sobre\s+(o|a|os|as))\s+/i;
const BARE_REFERENCE = /^aquilo\s+(?=d(?:o|a|os|as)\s)/i;
/** "como (eu) (já) (te) falei,": said before the gift. */
const AS_SAID = new RegExp(
  `^como\\s+(?:eu\\s+)?(?:(?:te|lhe|j[aá]|tinha)\\s+)*${SAID_VERB}(?:\\s+(?:antes|acima|no come[cç]o))?\\s*[,:-]?\\s*`,
  'i',
);
/** "… que eu (te) falei (antes)", "(como eu disse)": said after the gift. */
const SAID_AFTER = new RegExp(
  `[\\s,(]+(?:(?:de\\s+|d[oa]\\s+)?que|q|como)\\s+(?:eu\\s+)?(?:(?:te|lhe|j[aá]|tinha)\\s+)*${SAID_VERB}(?:\\s+(?:antes|agora|l[aá]|acima|no come[cç]o|no inicio|no início))?\\s*\\)?$`,
  'i',
);
/** "aquela casa", "essa casa": a pointer before the thing is its article. */
const POINTER: Record<string, string> = {
  aquele: 'o',
  aquela: 'a',
  aqueles: 'os',
  aquelas: 'as',
  esse: 'o',
  essa: 'a',
  esses: 'os',
  essas: 'as',
};
const POINTER_WORD = /^(aquel[ea]s?|ess[ea]s?)\s+/i;

/** The gift without the conversation around it: "não, só aquilo que falei da casa" → "a casa". */
export function withoutGiftTalk(text: string): string {
  let out = text.trim();
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(REPLY_WORDS, '').replace(ONLY_WORD, '').replace(AS_SAID, '');
    const ref = REFERENCE.exec(out) ?? BARE_REFERENCE.exec(out);
    if (ref) {
      const rest = out.slice(ref[0].length);
      const of = OF_THE.exec(rest);
      const article = (of?.[1] ?? of?.[2])?.toLowerCase();
      out = of ? `${article ? `${article} ` : ''}${rest.slice(of[0].length)}` : rest;
    }
    out = out.replace(POINTER_WORD, (_m, p: string) => `${POINTER[p.toLowerCase()] ?? p} `);
    out = out.replace(SAID_AFTER, '').trim();
  }
  return out;
}

/** "só quero deixar …", "apenas a casa …", "… e mais nada": the gifts said are the only ones. */
const ONLY_GIFT =
  /(?:^|[\s,])(?:so|soh|somente|apenas|unicamente)\s+(?:(?:quero|vou|queria|gostaria de)\s+(?:deixar|dar)|deixo|dou|lego|(?:o|a|os|as|meu|minha|meus|minhas|aquilo|aquele|aquela|isso|esse|essa)\s)|\b(?:e\s+)?(?:mais nada|nada mais|so isso|so esse|so essa)\b/;
/** "não só a casa, mas também …", "só que": not "only". */
const NOT_ONLY = /\bnao so\b[^.;!?]*\bmas\b|\btambem\b|\bso que\b|\bpor enquanto\b|\bpor ora\b/;

/** True when a message says its gifts are the only ones ("n, só quero deixar a hilux pro lucas"). */
export function saysOnlyGift(text: string): boolean {
  const n = normalize(text);
  return ONLY_GIFT.test(n) && !NOT_ONLY.test(n);
}

/** "o resto normal", "o resto fica como a lei manda", "o restante pros meus filhos": the rest to the law. */
const REST_TO_THE_LAW =
  /\bo (?:resto|restante)\b[^.;!?]*?\b(?:normal|como (?:manda )?a lei|pela lei|segue a lei|conforme a lei|da lei|(?:para|pra|pros|com) (?:os )?(?:meus )?(?:filhos|herdeiros))\b/;
/** "deixa como a lei manda, mas o carro fica com a Laura": the law divides all but the gifts. */
const ALL_BY_LAW =
  /\b(?:como (?:manda )?a lei|(?:pela|segue a|seguir a|conforme a) lei|(?:do jeito|o) (?:que|q) a lei (?:manda|diz|determina))\b/;

/**
 * True when the gifts said close the plan: "só …", "o resto normal" or "como a lei manda" (the
 * rest as the law divides it), so no more gifts are asked.
 */
export function closesGifts(text: string): boolean {
  const n = normalize(text);
  return saysOnlyGift(text) || REST_TO_THE_LAW.test(n) || ALL_BY_LAW.test(n);
}

/** "pro pedro e mais nada", "pro lucas msm": words after the receiver's name that are not it. */
export const AFTER_RECEIVER = /\s+(?:(?:e\s+)?(?:mais nada|nada mais|s[oó] isso)|mesmo|msm)$/i;

/** "aquilo que eu falei", "o que eu disse antes": a reference that names no thing. */
const ONLY_REFERENCE = new RegExp(
  `^(?:(?:aquilo|isso|o|tudo)\\s+(?:que|q)\\s+)?(?:eu\\s+)?(?:(?:te|lhe|j[aá]|tinha)\\s+)*${SAID_VERB}(?:\\s+(?:antes|agora|l[aá]|acima|no come[cç]o|no inicio|no início))?$|^(?:aquilo|isso)$`,
  'i',
);

/** True when a gift's description is only a reference to something said ("aquilo que falei"). */
export function isOnlyReference(description: string): boolean {
  return ONLY_REFERENCE.test(withoutGiftTalk(description).trim());
}
