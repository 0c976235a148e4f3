import { FormValuesSchemas, isValidCnpj, type Legado } from '@legado/contract';
import { findPessoa, findPessoaByName, type InterviewState } from '../interview-state.ts';
import { looksLikeSecret } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinNames, resolvePerson } from '../people.ts';
import { AMOUNT_IN_WORDS, formatMoney, parseMoney } from '../parsers/money.ts';
import {
  cleanGiftDescription,
  giftClauses,
  readGifts,
  recipientThenGift,
  whatThenWho,
  withoutAmount,
} from '../parsers/gift-mentions.ts';
import { splitRelation } from '../parsers/names.ts';
import { leavesItToTheLaw, readSubstitutes } from '../parsers/substitute-mentions.ts';
import { normalize, splitLines } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import {
  amountsIn,
  namingWords,
  giftCommonQuestion,
  giftExcessQuestion,
  giftKind,
  giftValueQuestion,
} from './gifts-law.ts';
import { GM } from './gifts-messages.ts';
import { correctionTalk, firstNameOnly, fullNameFromSurname, withFullName } from './share-facts.ts';
import {
  defineForm,
  defineQuestion,
  fail,
  ok,
  parsed,
  type Outcome,
  type Question,
} from './question.ts';
import { bareInstitution, beneficiaryInSummary, institutionWritten } from './shares.ts';

/** A gift as given: what, and to whom (as typed or as filled in the form). */
interface GiftEntry {
  descricao: string;
  beneficiario: string;
  /** The text to quote when the entry cannot be used. */
  source: string;
  /** The kind and the approximate value, when the form gave them. */
  tipo?: Legado['tipo'];
  valor?: number;
}

/** "o carro para o João": splits at the last "para/ao/à" of a typed line. */
function splitGiftLine(line: string): GiftEntry | string {
  const m = /^(.*\S)\s+(?:para|pra|pro|ao|à|aos|às|fica com|fique com|vai ficar com)\s+(.+)$/i.exec(
    line.trim(),
  );
  if (!m?.[1] || !m[2]) return M.legados.badEntry(line.trim());
  // "deixo pra minha filha a casa da praia": who first, then what.
  const first = /^(?:(?:eu\s+)?(?:quero\s+)?(?:deixo|deixar|dou|dar|lego))?$/i.test(m[1].trim())
    ? recipientThenGift(m[2])
    : undefined;
  if (first) return { descricao: first.what, beneficiario: first.who, source: line.trim() };
  return { descricao: m[1], beneficiario: m[2], source: line.trim() };
}

/** "R$ 10 mil", "dez mil reais em dinheiro": a sum, and nothing else named. */
function isOnlyMoney(text: string): boolean {
  const n = normalize(text);
  if (!/r\s*\$|reais|\bmil\b|quantia|dinheiro/.test(n)) return false;
  const rest = n
    .replace(new RegExp(AMOUNT_IN_WORDS, 'g'), ' ')
    .replace(/r\s*\$|\d[\d.,]*/g, ' ')
    .replace(
      /\b(?:mil|milhao|milhoes|reais|real|k|uns|umas|cerca|de|em|a|o|uma|um|quantia|dinheiro|valor|especie|meu|minha|mais|ou|menos|dez|vinte|trinta|cinquenta|cem|duzentos|quinhentos)\b/g,
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
    ? M.legados.quantia(formatMoney(money))
    : cleanGiftDescription(worth === undefined ? typed : withoutAmount(typed));
  const valor = isMoney ? money : worth;
  const bare = bareInstitution(s, entry.beneficiario);
  if (bare) return GM.instituicao(bare);
  const r = resolvePerson(s, institutionWritten(entry.beneficiario), { group: true });
  if (!r.ok) return r.error;
  const beneficiarioId = r.ids[0];
  if (!beneficiarioId || descricao.length < 2) return M.legados.badEntry(entry.source);
  const tipo = entry.tipo ?? giftKind(descricao, isMoney);
  // A pet has no market value to weigh against the disponível, unless one was said with it.
  const value = entry.valor ?? valor ?? (tipo === 'animal' ? 0 : undefined);
  return { beneficiarioId, descricao, tipo, ...(value !== undefined ? { valor: value } : {}) };
}

/** "o carro Onix 2020, placa ABC1D23, para Gabriel": a comma closes a description that has one. */
const giftInWords = (s: InterviewState, l: Legado) =>
  `${l.descricao}${l.descricao.includes(',') ? ',' : ''} para ${joinNames(s, [l.beneficiarioId])}`;

/**
 * The gifts of an answer. A first answer adds to the gifts noted with an earlier answer ("nenhum,
 * só quero deixar meu carro pro Gabriel"); a new answer (alterar, voltar) replaces them, keeping
 * the substitute of a gift whose beneficiary stays the same (the substitutes are not asked again)
 * and, of the very same gift, its value and whether it is the couple's.
 */
function applyGifts(s: InterviewState, entries: GiftEntry[]): Outcome {
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
  s.draft.legados = s.answered.includes('legados') ? legados : [...previous, ...legados];
  return ok(s, M.heranca.accepted(legados.map((l) => giftInWords(s, l)).join('; ')));
}

/** The gifts said before, with the surname given in place of the first name. */
function withSurname(
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
 * the shares): kept as legados before the gifts question, which then asks only for more. Returns
 * their words, or undefined when the message gives no gift to a known beneficiary.
 */
export function noteGiftsSaid(s: InterviewState, text: string): string | undefined {
  if (s.answered.includes('legados')) return undefined;
  const kept: Legado[] = [];
  for (const g of readGifts(text)) {
    if (!g.para) continue;
    const gift = toGift(s, {
      descricao: g.descricao,
      beneficiario: g.para,
      source: text,
      ...(g.valor !== undefined ? { valor: g.valor } : {}),
    });
    if (typeof gift === 'string') continue;
    if (s.draft.legados.some((l) => l.descricao === gift.descricao)) continue;
    kept.push(gift);
  }
  if (kept.length === 0) return undefined;
  s.draft.legados = [...s.draft.legados, ...kept];
  return kept.map((l) => GM.legados.noted(giftInWords(s, l))).join('; ');
}

/** Words that take a gift back: "esquece o carro", "tira a hilux", "não vai mais pra ninguém". */
const TAKE_BACK =
  /\b(?:esquec[ea]\w*|tira|tirar|tire|retira\w*|remov\w*|cancel\w*|desconsider\w*|nao vai (?:mais )?(?:para|pra) ninguem|nao vai mais|nao (?:quero|vou) mais (?:deixar|dar)|(?:vou|vo|quero|pretendo) vender|ja vendi|vendi|nao tenho mais)\b/;
/** A car said by its kind ("o carro"): a vehicle gift that is not a motorbike, tractor or boat. */
const CAR_WORD = /\b(?:carro|automovel|caminhonete|veiculo)\b/;
const NOT_A_CAR = /\b(?:moto|motocicleta|biz|trator|caminhao|barco|lancha|bicicleta)\b/;

/** The gifts a sentence names, by their own words or, for a car, by its kind. */
function giftsNamedIn(gifts: readonly Legado[], sentence: string): Legado[] {
  const words = new Set(sentence.split(/[^a-z0-9]+/));
  const byWords = gifts.filter((l) => namingWords(l).some((w) => words.has(w) && w !== 'carro'));
  const cars = CAR_WORD.test(sentence)
    ? gifts.filter((l) => l.tipo === 'veiculo' && !NOT_A_CAR.test(normalize(l.descricao)))
    : [];
  return [...new Set([...byWords, ...(cars.length === 1 ? cars : [])])];
}

/**
 * Gifts taken back in words, wherever said ("bah, esquece o que eu falei do carro, a hilux eu vou
 * vender antes, nao vai pra ninguem", "tira a hilux do testamento"): removed from the will; the
 * words that show it, or undefined. A part of the sentence with a value ("o trator vale uns 180
 * mil") is left to the question that reads it.
 */
export function takeGiftsBack(s: InterviewState, text: string): string | undefined {
  const gifts = s.draft.legados;
  if (gifts.length === 0) return undefined;
  const removed = new Set<Legado>();
  for (const sentence of normalize(text).split(/[.;!?\n]+/)) {
    const parts = sentence.split(/,\s*/).filter((part) => amountsIn(part).length === 0);
    const said = parts.join(', ');
    if (!TAKE_BACK.test(said)) continue;
    for (const l of giftsNamedIn(gifts, said)) removed.add(l);
  }
  if (removed.size === 0) return undefined;
  s.draft.legados = gifts.filter((l) => !removed.has(l));
  return GM.tirei([...removed].map((l) => giftInWords(s, l)));
}

/** "não, o Paulo já morreu, a parte disponível toda vai pra Ana": shares or a death, not a gift. */
/** "a minha metade do apartamento": half of a thing is a gift (half of a person's part is not). */
const HALF_OF_A_THING =
  /\bmetade d[oa]s? (?:(?:meu|minha|meus|minhas) )?(?:casa|apartamento|apto|terreno|lote|fazenda|sitio|chacara|imovel|sala|loja|predio|galpao|carro|moto|caminhonete|caminhao|trator|empresa|quotas?|acoes|conta|dinheiro|gado|barco|lancha)\b/g;
/** "que veio da herança do meu pai": an inheritance received, said of a thing, not a share. */
const INHERITED = /\b(?:d[aoe]|por|como|na) heranca d[oa]s? (?:(?:meu|minha|meus|minhas) )?[a-z]+/g;
/** "…, o resto como a lei manda": the rest is the law's, said after a gift. */
const REST_BY_LAW =
  /[,;.]?\s*(?:e\s+)?o\s+(?:resto|restante)\b[^.;!?]*?\b(?:como (?:manda )?a lei(?: manda)?|pela lei|segue a lei|conforme a lei)\b[^.;!?]*/gi;
/** "que era do meu avô, que faleceu": whose the thing was, said before who receives it. */
const FORMER_OWNER =
  /\b(?:que era |que foi )?d[oa] (?:meu|minha) [a-z]+(?: [a-z]+)?,? (?:que )?(?:ja )?(?:faleceu|morreu|falecid[oa])\b(?=.*\b(?:para|pra|pro|fica com)\b)/g;
/** "pro meu irmão que faleceu": the receiver said to have died. */
const DEAD_RECEIVER =
  /\b(?:para|pra|pro|fica com)\s+(?:o |a )?(?:(?:meu|minha) )?[a-z ]*?,?\s*\(?(?:que )?(?:ja )?(?:faleceu|morreu|e falecid[oa]|falecid[oa])\b/;
const NOT_A_GIFT =
  /\b(?:parte disponivel|heranca|por cento|porcento|metade|o resto|restante|morreu|faleceu|falecid[oa])\b|%/;

function receivers(s: InterviewState): string[] {
  return [
    ...s.draft.heranca.map((h) => h.beneficiarioId),
    ...s.draft.legados.map((l) => l.beneficiarioId),
  ];
}

/** A substitution as typed: whom it replaces (a beneficiary) and the substitute as written. */
interface SubstituteEntry {
  targetId: string;
  targetName: string;
  substitute: string;
}

function clearSubstitutes(s: InterviewState): void {
  for (const h of s.draft.heranca) delete h.substitutoId;
  for (const l of s.draft.legados) delete l.substitutoId;
}

/** Section 4 (after the shares) · institutions' CNPJ, legados, substitutos. */
export const giftQuestions: Question[] = [
  defineQuestion({
    key: 'cnpj',
    section: 'heranca',
    optional: true,
    // Each institution that receives something and whose CNPJ is unknown (or was asked already).
    forEach: (s) =>
      s.draft.pessoas
        .filter(
          (p) =>
            p.tipo === 'juridica' &&
            receivers(s).includes(p.id) &&
            (!p.cnpj || s.answered.includes(`cnpj:${p.id}`)),
        )
        .map((p) => p.id),
    ask: (s, id) => M.cnpj.ask(findPessoa(s.draft, id)?.nome ?? ''),
    example: M.cnpj.example,
    describe: (s, id) => findPessoa(s.draft, id)?.cnpj,
    parse: (text) => {
      const digits = text.replace(/\D/g, '');
      // "nao sei", "n tenho aqui": the will names the institution by its full name alone.
      if (
        digits.length === 0 &&
        /^(?:nao|n|nem)\b|\bnao sei\b|\bsei la\b|\bnao tenho\b|\bdepois\b/.test(normalize(text))
      )
        return parsed(null);
      if (digits.length !== 14) return fail(E.cnpjTamanho);
      return isValidCnpj(digits) ? parsed(digits) : fail(M.cnpj.invalid);
    },
    apply: (s, cnpj: string | null, _ctx, id) => {
      const p = findPessoa(s.draft, id);
      if (cnpj === null) return ok(s, GM.cnpjNaoSei(p?.nome ?? ''));
      if (p) p.cnpj = cnpj;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'legados',
    section: 'heranca',
    ask: (s) =>
      s.draft.legados.length && !s.answered.includes('legados')
        ? GM.legados.askMore(s.draft.legados.map((l) => giftInWords(s, l)))
        : M.legados.ask,
    example: M.legados.example,
    editAliases: [/legado|bens especificos|bem especifico/],
    describe: (s) =>
      s.answered.includes('legados')
        ? s.draft.legados.length
          ? s.draft.legados.map((l) => giftInWords(s, l)).join('; ')
          : 'nenhum'
        : undefined,
    summary: (s) =>
      s.draft.legados.map(
        (l) =>
          `Legado: ${l.descricao} para ${beneficiaryInSummary(s, l.beneficiarioId, l.substitutoId)}`,
      ),
    // The gifts as typed or filled in; none is an empty list.
    parse: (text, _ctx, s) => {
      const n = normalize(text);
      const fixing = correctionTalk(s, text);
      if (fixing !== undefined) return fail(GM.correcao(fixing || undefined));
      const yes = parseYesNo(text);
      const nothingMore =
        /^(?:(?:nao|e|era)\s+)?(?:so (?:isso|esse|este|ele|ela)|mais nada|nada mais|mais nenhum|nenhum outro)\b/.test(
          n,
        );
      if ((yes === false || nothingMore) && !/\b(para|pra|pro)\b/.test(n)) return parsed([]);
      if (yes === true && n.split(' ').length <= 2) return fail(M.legados.needGifts);
      const check = n
        .replace(HALF_OF_A_THING, '')
        .replace(INHERITED, '')
        .replace(REST_BY_LAW, '')
        .replace(FORMER_OWNER, '');
      // "a casa pro meu irmão que faleceu": someone who died receives nothing (not a share talk).
      if (DEAD_RECEIVER.test(check) && !/\bfilh[oa]s d[oa]s?\b/.test(check))
        return fail(GM.legadoFalecido);
      if (NOT_A_GIFT.test(check)) return fail(GM.legados.notAGift);
      const lines = splitLines(
        text.replace(REST_BY_LAW, '').replace(/^\s*(?:sim|quero)[,.!:]?\s*/i, ''),
      );
      if (lines.length === 0 || lines.length > 30) return fail(M.legados.needGifts);
      const entries: GiftEntry[] = [];
      for (const line of lines.flatMap(whatThenWho).flatMap(giftClauses)) {
        const entry = splitGiftLine(line);
        if (typeof entry === 'string') return fail(entry);
        entries.push(entry);
      }
      return parsed(entries);
    },
    // "costa lima" after "qual é o sobrenome de Daniela?": the gifts said before, with her name.
    confirm: (s, pending, text) => {
      if (pending.kind !== 'gift_surname') return undefined;
      const entries = withSurname(pending, text);
      return entries ? applyGifts(s, entries) : undefined;
    },
    apply: (s, entries) => {
      if (entries.length === 0) {
        // "não" to "mais algum?" keeps the gifts noted before; to the question itself, none.
        if (s.answered.includes('legados')) s.draft.legados = [];
        return ok(s);
      }
      return applyGifts(s, entries);
    },
    form: defineForm({
      name: 'legados',
      schema: FormValuesSchemas.legados,
      toValue: (values) =>
        parsed(
          values.itens.map((i) => ({
            descricao: i.descricao,
            beneficiario: i.beneficiario,
            source: `${i.descricao} para ${i.beneficiario}`,
            ...(i.tipo ? { tipo: i.tipo } : {}),
            ...(i.valor !== undefined ? { valor: i.valor } : {}),
          })),
        ),
    }),
  }),
  giftValueQuestion,
  giftCommonQuestion,
  giftExcessQuestion,
  defineQuestion({
    key: 'substitutos',
    section: 'heranca',
    optional: true,
    appliesWhen: (s) => s.draft.heranca.length + s.draft.legados.length > 0,
    ask: () => M.substitutos.ask,
    example: M.substitutos.example,
    editAliases: [/substitut/],
    clear: clearSubstitutes,
    describe: (s) => {
      const pairs = [...s.draft.heranca, ...s.draft.legados]
        .filter((x) => x.substitutoId)
        .map(
          (x) =>
            `no lugar de ${joinNames(s, [x.beneficiarioId])}, ${joinNames(s, [x.substitutoId ?? ''])}`,
        );
      return pairs.length ? [...new Set(pairs)].join('; ') : undefined;
    },
    // Who replaces whom; none is an empty list.
    parse: (text, _ctx, s) => {
      const n = normalize(text);
      if (parseYesNo(text) === false && n.split(' ').length <= 4) return parsed([]);
      // "se ela morrer antes fica pros meninos mesmo, como a lei manda": the law decides.
      if (leavesItToTheLaw(text)) return parsed([]);
      const benefIds = receivers(s);
      const names = [...new Set(benefIds)].map((id) => findPessoa(s.draft, id)?.nome ?? '');
      const pairs: [string, string][] = [];
      for (const line of splitLines(text)) {
        // In plain words first ("se um dos dois faltar, a parte dele fica com o outro irmão").
        // "se uma delas morrer fica pra outra": the two heirs of a share, when gifts add others.
        const shareNames = [...new Set(s.draft.heranca.map((h) => h.beneficiarioId))].map(
          (id) => findPessoa(s.draft, id)?.nome ?? '',
        );
        const all = readSubstitutes(line, names);
        const plain =
          all.length === 0 && names.length > 2 ? readSubstitutes(line, shareNames) : all;
        if (plain.length > 0) {
          pairs.push(...plain.map((f): [string, string] => [f.de, f.por]));
          continue;
        }
        const m =
          /(?:no lugar d[eoa]s?|substitut[oa] d[eoa]s?|se)\s+(.+?)(?:\s+(?:faltar|morrer|falecer|n[aã]o puder|recusar))?\s*(?:,|:|→|->|\bfica\b|\bentra\b|\bvai\b)\s*(?:para\s+)?(.+)$/i.exec(
            line,
          ) ?? /^(.+?)\s*(?:→|->|:)\s*(.+)$/.exec(line);
        if (!m?.[1] || !m[2]) return fail(E.substitutoFormato);
        pairs.push([m[1], m[2]]);
      }
      const entries: SubstituteEntry[] = [];
      for (const [de, por] of pairs) {
        const target = findPessoaByName(
          s.draft,
          splitRelation(de).resto.replace(/^(?:o|a)\s+/i, ''),
          benefIds,
        );
        if (!target) return fail(M.substitutos.notBeneficiary(de.trim()));
        entries.push({
          targetId: target.id,
          targetName: target.nome,
          substitute: por.replace(/^(?:o|a)\s+(?=[A-ZÀ-Ú])/, ''),
        });
      }
      return parsed(entries);
    },
    apply: (s, entries) => {
      if (entries.length === 0) {
        clearSubstitutes(s);
        return ok(s);
      }
      // The answer is the whole list: a substitute named before and not now is gone.
      clearSubstitutes(s);
      const notes: string[] = [];
      for (const { targetId, targetName, substitute } of entries) {
        const sub = resolvePerson(s, substitute, { group: false });
        if (!sub.ok) return fail(sub.error);
        const subId = sub.ids[0];
        if (!subId || subId === targetId) return fail(E.substitutoMesmo);
        for (const h of s.draft.heranca) if (h.beneficiarioId === targetId) h.substitutoId = subId;
        for (const l of s.draft.legados) if (l.beneficiarioId === targetId) l.substitutoId = subId;
        notes.push(`no lugar de ${targetName}, ${joinNames(s, [subId])}`);
      }
      return ok(s, M.heranca.accepted(notes.join('; ')));
    },
  }),
];
