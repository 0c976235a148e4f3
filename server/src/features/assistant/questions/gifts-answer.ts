/**
 * Reading a gift answer: a typed line or a form item becomes a legado (what, to whom, its kind and
 * value), the words that make an answer not a gift, and gifts noted from another question's answer.
 */
import type { Legado } from '@legado/contract';
import { findPessoaByName, type InterviewState } from '../interview-state.ts';
import { looksLikeSecret } from '../legal-rules.ts';
import { M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { resolveOne } from '../people-references.ts';
import { AMOUNT_IN_WORDS, formatMoney, parseMoney } from '../parsers/money.ts';
import {
  cleanGiftDescription,
  readGifts,
  recipientThenGift,
  withoutAmount,
} from '../parsers/gift-mentions.ts';
import { closesGifts, isOnlyReference } from '../parsers/gift-talk.ts';
import { normalize } from '../parsers/text.ts';
import { parsePersonName } from '../parsers/names.ts';
import { amountsIn, giftKind, namingWords } from './gifts-law.ts';
import { GM } from './gifts-messages.ts';
import { firstNameOnly, fullNameFromSurname, withFullName } from './share-facts.ts';
import { fail, ok, type Outcome } from './question.ts';
import { bareInstitution, institutionWritten } from './share-entries.ts';

/** A gift as given: what, and to whom (as typed or as filled in the form). */
export interface GiftEntry {
  descricao: string;
  beneficiario: string;
  /** The text to quote when the entry cannot be used. */
  source: string;
  /** The kind and the approximate value, when the form gave them. */
  tipo?: Legado['tipo'];
  valor?: number;
}

/** Who receives, as typed between the gift and the name: "para", "fica com", "ficarão com", "vai pro". */
const TO_RECEIVER =
  /^(.*\S)\s+(?:(?:(?:vai|v[aã]o|ir[aá]|ir[aã]o)\s+)?(?:ficar|fica|ficam|fique|fiquem|ficar[aá]|ficar[aã]o|ficaria|ficariam)\s+(?:com|para|pra|pro)|(?:vai|v[aã]o|ir[aá]|ir[aã]o|passa|passar[aá])\s+(?:para|pra|pro|pros|pras)|para|pra|pro|pros|pras|ao|à|aos|às)\s+(.+)$/i;
/** "o relógio é do Gabriel": whose it will be, said with "é do/da" (only when no other word is). */
const BELONGS_TO = /^(.*\S)\s+(?:é|eh|vai ser|fica sendo|será|sera)\s+(?:d[oa]s?)\s+(.+)$/i;
/** ", que os conhece desde filhotes", " pq ele toca": a clause after the name, not part of it. */
const AFTER_NAME =
  /\s*(?:,\s*|\s+)(?:que|pq|porque|por que|pois|ja que|já que|porq|q)\s.*$|\s*[,.!;]\s*(?=\p{Ll})(?!(?:cnpj|inscrit|(?:o|a|os|as|meu|minha|meus|minhas)\s))[^]*$|\s*[.!;]+\s*$|\s*\p{Extended_Pictographic}.*$/u;

/** The receiver as typed, without the clause said after the name ("a Luciana, que os conhece…"). */
export function receiverAsTyped(text: string): string {
  const cut = text.trim().replace(AFTER_NAME, '').trim();
  if (cut.length < 2) return text.trim();
  // "a minha best friend, julia martins hoffmann. ela ama…": the name said after a description.
  const named = /^\s*,\s*([^,.!;]+)/.exec(text.trim().slice(cut.length))?.[1]?.trim();
  if (named && parsePersonName(named, { full: true }) && !parsePersonName(cut, { full: true }))
    return `${cut}, ${named}`;
  return cut;
}

/** "o carro para o João": splits at the last "para/ao/à/fica com" of a typed line. */
export function splitGiftLine(line: string): GiftEntry | string {
  const m = TO_RECEIVER.exec(line.trim()) ?? BELONGS_TO.exec(line.trim());
  if (!m?.[1] || !m[2]) return M.legados.badEntry(line.trim());
  // "deixo pra minha filha a casa da praia": who first, then what.
  const first = /^(?:(?:eu\s+)?(?:quero\s+)?(?:deixo|deixar|dou|dar|lego))?$/i.test(m[1].trim())
    ? recipientThenGift(m[2])
    : undefined;
  if (first)
    return {
      descricao: first.what.replace(/^(?:o|a|os|as)\s+(?=(?:meu|minha|meus|minhas)\s)/i, ''),
      beneficiario: receiverAsTyped(first.who),
      source: line.trim(),
    };
  return {
    descricao: m[1].replace(/\s*,\s*$/, ''),
    beneficiario: receiverAsTyped(m[2]),
    source: line.trim(),
  };
}

/** "R$ 10 mil", "dez mil reais em dinheiro": a sum, and nothing else named. */
function isOnlyMoney(text: string): boolean {
  const n = normalize(text);
  if (!/r\s*\$|reais|\bmil\b|quantia|dinheiro/.test(n)) return false;
  const rest = n
    .replace(new RegExp(AMOUNT_IN_WORDS, 'g'), ' ')
    .replace(/r\s*\$|\d[\d.,]*/g, ' ')
    .replace(
      /\b(?:mil|milhao|milhoes|reais|real|k|uns|umas|cerca|de|em|a|o|os|as|e|entao|ai|uma|um|quantia|dinheiro|valor|especie|meu|minha|mais|ou|menos|dez|vinte|trinta|cinquenta|cem|duzentos|quinhentos)\b/g,
      ' ',
    );
  return rest.trim() === '';
}

function toGift(s: InterviewState, entry: GiftEntry): Legado | string {
  const typed = entry.descricao.replace(/^(?:deixo|quero deixar|deixar)\s+/i, '');
  if (looksLikeSecret(typed)) return M.desejos.secret;
  const money = parseMoney(typed);
  const isMoney = money !== undefined && isOnlyMoney(typed);
  // "meu carro, um gol 2015, uns 40 mil": the car, worth about 40 thousand (not a sum of 2015).
  const [worth] = isMoney ? [] : amountsIn(typed);
  const descricao = isMoney
    ? `${M.legados.quantia(formatMoney(money))}${/\b(?:dinheiro|especie)\b/.test(normalize(typed)) ? ' em dinheiro' : ''}`
    : cleanGiftDescription(worth === undefined ? typed : withoutAmount(typed));
  const valor = isMoney ? money : worth;
  const bare = bareInstitution(s, entry.beneficiario);
  if (bare) return GM.instituicao(bare);
  const r = resolveOne(s, institutionWritten(entry.beneficiario), { group: true });
  if (!r.ok) return r.error;
  const beneficiarioId = r.ids[0];
  // "aquilo que eu falei pra Luana": the gift said before to her, or the question of which thing.
  if (beneficiarioId && isOnlyReference(descricao))
    return (
      s.draft.legados.find((l) => l.beneficiarioId === beneficiarioId) ??
      GM.legados.qualBem(joinNames(s, [beneficiarioId]))
    );
  if (!beneficiarioId || descricao.length < 2) return M.legados.badEntry(entry.source);
  const tipo = entry.tipo ?? giftKind(descricao, isMoney);
  // A pet has no market value to weigh against the disponível, unless one was said with it.
  const value = entry.valor ?? valor ?? (tipo === 'animal' ? 0 : undefined);
  return { beneficiarioId, descricao, tipo, ...(value !== undefined ? { valor: value } : {}) };
}

/** "o carro Onix 2020, placa ABC1D23, para Gabriel": a comma closes a description that has one. */
export const giftInWords = (s: InterviewState, l: Legado) =>
  `${l.descricao}${l.descricao.includes(',') ? ',' : ''} para ${joinNames(s, [l.beneficiarioId])}`;

/**
 * The gifts of an answer. A first answer adds to the gifts noted with an earlier answer ("nenhum,
 * só quero deixar meu carro pro Gabriel"); a new answer (alterar, voltar) replaces them, keeping
 * the substitute of a gift whose beneficiary stays the same (the substitutes are not asked again)
 * and, of the very same gift, its value and whether it is the couple's.
 */
export function applyGifts(s: InterviewState, entries: GiftEntry[]): Outcome {
  const previous = s.draft.legados;
  const legados: Legado[] = [];
  for (const entry of entries) {
    const gift = toGift(s, entry);
    if (typeof gift === 'string') {
      // "meu carro hb20 fica pra minha irma daniela": the gift is kept, only the surname asked.
      const first = firstNameOnly(entry.beneficiario);
      const what = cleanGiftDescription(entry.descricao);
      // Only when the name is what is missing: the gift said, and no one known by that name.
      if (!first || what.length < 2 || findPessoaByName(s.draft, first)) return fail(gift);
      return {
        ok: false,
        error: GM.sobrenome(first, what),
        pending: {
          kind: 'gift_surname',
          nome: first,
          itens: entries.map(({ descricao, beneficiario, source }) => ({
            descricao,
            beneficiario,
            source,
          })),
        },
      };
    }
    const same = previous.find(
      (l) => l.beneficiarioId === gift.beneficiarioId && l.descricao === gift.descricao,
    );
    const substitutoId =
      same?.substitutoId ??
      previous.find((l) => l.beneficiarioId === gift.beneficiarioId && l.substitutoId)
        ?.substitutoId;
    legados.push({
      // The same gift again keeps what was said of it (value, common property).
      ...(same?.valor !== undefined ? { valor: same.valor } : {}),
      ...(same?.bemComum !== undefined ? { bemComum: same.bemComum } : {}),
      ...gift,
      ...(substitutoId ? { substitutoId } : {}),
    });
  }
  if (s.answered.includes('legados')) {
    s.draft.legados = legados;
    return ok(s, M.heranca.accepted(legados.map((l) => giftInWords(s, l)).join('; ')));
  }
  // "a hilux pro lucas" after "minha caminhonete hilux pro lucas": the same gift, not a second.
  const merged = [...previous];
  const same: string[] = [];
  const updated: string[] = [];
  for (const l of legados) {
    const i = merged.findIndex((p) => isSameGift(p, l));
    const before = merged[i];
    if (!before) {
      merged.push(l);
      continue;
    }
    const now = {
      ...before,
      ...l,
      descricao: before.descricao.length >= l.descricao.length ? before.descricao : l.descricao,
    };
    merged[i] = now;
    // "a casa da praia em Itapuã" after "a casa da praia": the same gift, said more precisely.
    (now.descricao === before.descricao ? same : updated).push(giftInWords(s, now));
  }
  s.draft.legados = merged;
  const fresh = legados.filter((l) => merged.includes(l)).map((l) => giftInWords(s, l));
  return ok(
    s,
    [
      ...(fresh.length ? [M.heranca.accepted(fresh.join('; '))] : []),
      ...(same.length ? [GM.legados.mesmo(same)] : []),
      ...(updated.length ? [GM.legados.atualizado(updated)] : []),
    ].join(' '),
  );
}

/** The same thing to the same person: a word that names it in both ("a Hilux", "a caminhonete Hilux"). */
function isSameGift(a: Legado, b: Legado): boolean {
  if (a.beneficiarioId !== b.beneficiarioId) return false;
  if (normalize(a.descricao) === normalize(b.descricao)) return true;
  // "os 200 mil" after "200 mil em dinheiro": the same sum to the same person.
  const sum = (l: Legado) => l.tipo === 'quantia';
  if (sum(a) && sum(b) && a.valor !== undefined) return a.valor === b.valor;
  // Every naming word of the shorter description is in the longer ("a casa de campo" is not "a casa da praia").
  const [short, long] = [namingWords(a), namingWords(b)].sort((x, y) => x.length - y.length);
  const words = new Set(long);
  return (short?.length ?? 0) > 0 && (short ?? []).every((w) => words.has(w));
}

/** The gifts said before, with the surname given in place of the first name. */
export function withSurname(
  pending: { nome: string; itens: GiftEntry[] },
  text: string,
): GiftEntry[] | undefined {
  const full = fullNameFromSurname(pending.nome, text);
  if (!full) return undefined;
  return pending.itens.map((e) =>
    firstNameOnly(e.beneficiario) === pending.nome
      ? { ...e, beneficiario: withFullName(e.beneficiario, pending.nome, full) }
      : e,
  );
}

/**
 * Gifts said while answering another question ("nenhum, só quero deixar meu carro pro Gabriel" to
 * the shares): kept as legados before the gifts question, which then asks only for more. Said as
 * the only ones ("só …", "… e mais nada", "o resto normal"), they answer the gifts question too. Returns their
 * words, or undefined when the message gives no gift to a known beneficiary.
 */
export function noteGiftsSaid(s: InterviewState, text: string): string | undefined {
  if (s.answered.includes('legados')) return undefined;
  const kept: Legado[] = [];
  const again: Legado[] = [];
  for (const g of readGifts(text)) {
    if (!g.para) continue;
    const gift = toGift(s, {
      descricao: g.descricao,
      beneficiario: g.para,
      source: text,
      ...(g.valor !== undefined ? { valor: g.valor } : {}),
    });
    if (typeof gift === 'string') continue;
    // "aquilo que falei da casa da praia": the gift said before, confirmed, not a second one.
    const before = s.draft.legados.find((l) => isSameGift(l, gift));
    if (before) again.push(before);
    else if (!s.draft.legados.some((l) => l.descricao === gift.descricao)) kept.push(gift);
  }
  if (kept.length === 0 && again.length === 0) return undefined;
  s.draft.legados = [...s.draft.legados, ...kept];
  const words = [...again, ...kept].map((l) => GM.legados.noted(giftInWords(s, l)));
  if (!closesGifts(text)) return kept.length ? words.join('; ') : undefined;
  // "só a casa pra Luana": the only gift, so the gifts question is answered.
  s.answered.push('legados');
  return `${words.join('; ')} ${GM.legados.unico(s.draft.legados.length)}`;
}

/** "não, o Paulo já morreu, a parte disponível toda vai pra Ana": shares or a death, not a gift. */
/** "a minha metade do apartamento": half of a thing is a gift (half of a person's part is not). */
export const HALF_OF_A_THING =
  /\bmetade d[oa]s? (?:(?:meu|minha|meus|minhas) )?(?:casa|apartamento|apto|terreno|lote|fazenda|sitio|chacara|imovel|sala|loja|predio|galpao|carro|moto|caminhonete|caminhao|trator|empresa|quotas?|acoes|conta|dinheiro|gado|barco|lancha)\b/g;
/** "que veio da herança do meu pai": an inheritance received, said of a thing, not a share. */
export const INHERITED =
  /\b(?:d[aoe]|por|como|na) heranca d[oa]s? (?:(?:meu|minha|meus|minhas) )?[a-z]+/g;
/** "…, o resto como a lei manda": the rest is the law's, said after a gift. */
export const REST_BY_LAW =
  /[,;.]?\s*(?:e\s+)?o\s+(?:resto|restante)\b[^.;!?]*?\b(?:como (?:manda )?a lei(?: manda)?|pela lei|segue a lei|conforme a lei)\b[^.;!?]*/gi;
/** "que era do meu avô, que faleceu": whose the thing was, said before who receives it. */
export const FORMER_OWNER =
  /\b(?:que era |que foi )?d[oa] (?:meu|minha) [a-z]+(?: [a-z]+)?,? (?:que )?(?:ja )?(?:faleceu|morreu|falecid[oa])\b(?=.*\b(?:para|pra|pro|fica com)\b)/g;
/** "pro meu irmão que faleceu": the receiver said to have died. */
export const DEAD_RECEIVER =
  /\b(?:para|pra|pro|fica com)\s+(?:o |a )?(?:(?:meu|minha) )?[a-z ]*?,?\s*\(?(?:que )?(?:ja )?(?:faleceu|morreu|e falecid[oa]|falecid[oa])\b/;
export const NOT_A_GIFT =
  /\b(?:parte disponivel|heranca|por cento|porcento|metade|o resto|restante|morreu|faleceu|falecid[oa])\b|%/;
