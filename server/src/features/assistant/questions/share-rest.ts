import { livingChildren, type InterviewState } from '../interview-state.ts';
import type { ShareFact } from '../parsers/index.ts';
import { formatPct } from '../parsers/percentages.ts';
import { normalize } from '../parsers/text.ts';

/**
 * What a share answer says besides the shares: a rest left to the heirs the law names anyway ("o
 * resto fica pros meus pais"), the gifts question answered with it ("bem específico não tenho"),
 * and the words that tell a share back in the person's own terms ("metade da parte disponível").
 */

/** "os meus pais", "meus filhos", "eles", "a família": the rest said to go to a group of heirs. */
const HEIRS_POINTER =
  /^(?:(?:para|pra) )?(?:(?:os|as|a) )?(?:(?:meus|minhas|minha) )?(pais|filh[oa]s|herdeiros|familia|eles|elas)$/;

/**
 * True when the rest goes to exactly those the law gives it to: the parents when there are no
 * children and no spouse, the children when there is no spouse, "os herdeiros" always. Writing
 * it would change nothing, so nothing is written (the law divides it).
 */
export function restToLegalHeirs(s: Readonly<InterviewState>, share: ShareFact): boolean {
  if (share.regra !== 'resto_igual') return false;
  const who = HEIRS_POINTER.exec(normalize(share.para))?.[1];
  if (!who) return false;
  const spouse = Boolean(s.draft.conjuge?.pessoaId);
  const children = s.draft.descendentes.length > 0;
  if (who === 'pais') return !children && !spouse && s.draft.ascendentes.length > 0;
  if (/^filh/.test(who)) return children && !spouse;
  return true;
}

/** "os 5 filhos", "meus netos", "os herdeiros": a group of heirs, said by relation (maybe counted). */
const HEIRS_GROUP =
  /^(?:(?:para|pra) )?(?:(?:os|as) )?(?:(?:meus|minhas|seus|suas|dele|dela) )?(?:(?:\d+|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez) )?(?:filh[oa]s|net[oa]s|herdeiros)\b/;

/**
 * True when every share read is an equal split of the whole among a group of heirs, said with the
 * law ("tudo igual pros 5 filhos, do jeito que a lei manda"): that is the law, not a share.
 */
export function equalAsTheLaw(said: readonly ShareFact[]): boolean {
  return (
    said.length > 0 &&
    said.every(
      (f) =>
        f.regra === 'igual' &&
        f.base === 'total' &&
        f.percentual === undefined &&
        HEIRS_GROUP.test(normalize(f.para)),
    )
  );
}

/** "bem especifico n tenho n", "não tenho nenhum bem específico": no gifts (legados). */
const NO_GIFTS =
  /\b(?:(?:bem|bens|legado|legados|coisa|coisas) especific\w* (?:eu )?(?:nao|n) (?:tenho|quero|vou deixar|deixo)|(?:nao|n) (?:tenho|quero|vou deixar|deixo) (?:nenhum |nada |algum )?(?:de )?(?:bem|bens|legado|legados|coisa|coisas) especific\w*)\b/;

/** The sentence that says no gifts, in normalized text, or undefined. */
export function saysNoGifts(normalized: string): boolean {
  return NO_GIFTS.test(normalized);
}

/** "…. bem especifico n tenho n": the share text without the sentence about gifts. */
export function withoutNoGifts(text: string): string {
  return text
    .split(/(?<=[.!;])\s+/)
    .filter((part) => !NO_GIFTS.test(normalize(part)))
    .join(' ');
}

/** "(metade da parte disponível)": a share of the disponível, as the person said it. */
export function disponivelInWords(said: number): string {
  return said === 100
    ? 'toda a parte disponível'
    : said === 50
      ? 'metade da parte disponível'
      : `${formatPct(said)} da parte disponível`;
}

/** Said back when the answer gave the legítima to the heirs: the law does it, no clause needed. */
export const LEGITIMA_BY_LAW =
  'A legítima (a metade que a lei guarda para os herdeiros necessários) fica com eles pela própria lei, na parte de cada um; o testamento não precisa dividi-la (arts. 1.845 e 1.846).';

/** The question when a share is given to "ele"/"ela" and the message names no one for it. */
export const WHO_IS_PRONOUN =
  'Para quem fica essa parte? Não tenho certeza de quem é "ele" ou "ela" aqui; diga o nome completo, para não haver dúvida. Exemplo: "metade da parte disponível para Thiago Alves Lima"';

/**
 * True when the shares only repeat the law: the whole estate, in equal parts, to all the (two or
 * more) children when they are the only heirs (no spouse or companion, no one inheriting in a dead child's place):
 * "tudo q eu tenho quero q fique pros 2 igual". Nothing is written; the law divides it.
 */
export function sharesAsTheLaw(s: Readonly<InterviewState>): boolean {
  const { heranca, conjuge, descendentes } = s.draft;
  const children = livingChildren(s.draft).map((d) => d.pessoaId);
  if (conjuge?.pessoaId || children.length === 0 || descendentes.some((d) => d.grau !== 'filho'))
    return false;
  const first = heranca[0]?.percentual;
  const sum = heranca.reduce((total, h) => total + h.percentual, 0);
  // A single child, or the disponível split among them, is written as said.
  return (
    children.length >= 2 &&
    heranca.length === children.length &&
    heranca.every((h) => children.includes(h.beneficiarioId) && h.base === 'total') &&
    heranca.every((h) => h.percentual === first) &&
    Math.abs(sum - 100) < 0.1
  );
}

/** Said back when the shares only repeat the law. */
export const SHARES_AS_THE_LAW =
  'Dividir tudo em partes iguais entre os seus filhos é exatamente o que a lei já faz: não é preciso escrever isso no testamento.';
