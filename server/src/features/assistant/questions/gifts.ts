import { FormValuesSchemas, isValidCnpj, type Legado } from '@legado/contract';
import { findPessoa, findPessoaByName, type InterviewState } from '../interview-state.ts';
import { looksLikeSecret } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinNames, resolvePerson } from '../people.ts';
import { formatMoney, parseMoney } from '../parsers/money.ts';
import { splitRelation } from '../parsers/names.ts';
import { readSubstitutes } from '../parsers/substitute-mentions.ts';
import { normalize, splitLines } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { giftCommonQuestion, giftKind, giftValueQuestion } from './gifts-law.ts';
import {
  defineForm,
  defineQuestion,
  fail,
  ok,
  parsed,
  type Outcome,
  type Question,
} from './question.ts';
import { beneficiaryInSummary } from './shares.ts';

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
  return { descricao: m[1], beneficiario: m[2], source: line.trim() };
}

function toGift(s: InterviewState, entry: GiftEntry): Legado | string {
  let descricao = entry.descricao.replace(/^(?:deixo|quero deixar|deixar)\s+/i, '').trim();
  if (looksLikeSecret(descricao)) return M.desejos.secret;
  const valor = parseMoney(descricao);
  const isMoney = valor !== undefined && /r\s*\$|reais|\bmil\b|quantia|dinheiro/i.test(descricao);
  if (isMoney) descricao = M.legados.quantia(formatMoney(valor));
  const r = resolvePerson(s, entry.beneficiario, { group: true });
  if (!r.ok) return r.error;
  const beneficiarioId = r.ids[0];
  if (!beneficiarioId || descricao.length < 2) return M.legados.badEntry(entry.source);
  const tipo = entry.tipo ?? giftKind(descricao, isMoney);
  // A pet has no market value to weigh against the disponível.
  const value = entry.valor ?? (isMoney ? valor : tipo === 'animal' ? 0 : undefined);
  return { beneficiarioId, descricao, tipo, ...(value !== undefined ? { valor: value } : {}) };
}

function applyGifts(s: InterviewState, entries: GiftEntry[]): Outcome {
  const legados: Legado[] = [];
  for (const entry of entries) {
    const gift = toGift(s, entry);
    if (typeof gift === 'string') return fail(gift);
    legados.push(gift);
  }
  s.draft.legados = legados;
  return ok(
    s,
    M.heranca.accepted(
      legados.map((l) => `${l.descricao} para ${joinNames(s, [l.beneficiarioId])}`).join('; '),
    ),
  );
}

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
      if (digits.length !== 14) return fail(E.cnpjTamanho);
      return isValidCnpj(digits) ? parsed(digits) : fail(M.cnpj.invalid);
    },
    apply: (s, cnpj, _ctx, id) => {
      const p = findPessoa(s.draft, id);
      if (p) p.cnpj = cnpj;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'legados',
    section: 'heranca',
    ask: () => M.legados.ask,
    example: M.legados.example,
    editAliases: [/legado|bens especificos|bem especifico/],
    describe: (s) =>
      s.answered.includes('legados')
        ? s.draft.legados.length
          ? s.draft.legados
              .map((l) => `${l.descricao} para ${joinNames(s, [l.beneficiarioId])}`)
              .join('; ')
          : 'nenhum'
        : undefined,
    summary: (s) =>
      s.draft.legados.map(
        (l) =>
          `Legado: ${l.descricao} para ${beneficiaryInSummary(s, l.beneficiarioId, l.substitutoId)}`,
      ),
    // The gifts as typed or filled in; none is an empty list.
    parse: (text) => {
      const n = normalize(text);
      const yes = parseYesNo(text);
      if (yes === false && !/\b(para|pra|pro)\b/.test(n)) return parsed([]);
      if (yes === true && n.split(' ').length <= 2) return fail(M.legados.needGifts);
      const lines = splitLines(text.replace(/^\s*(?:sim|quero)[,.!:]?\s*/i, ''));
      if (lines.length === 0 || lines.length > 30) return fail(M.legados.needGifts);
      const entries: GiftEntry[] = [];
      for (const line of lines) {
        const entry = splitGiftLine(line);
        if (typeof entry === 'string') return fail(entry);
        entries.push(entry);
      }
      return parsed(entries);
    },
    apply: (s, entries) => {
      if (entries.length === 0) {
        s.draft.legados = [];
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
      const benefIds = receivers(s);
      const names = [...new Set(benefIds)].map((id) => findPessoa(s.draft, id)?.nome ?? '');
      const pairs: [string, string][] = [];
      for (const line of splitLines(text)) {
        // In plain words first ("se um dos dois faltar, a parte dele fica com o outro irmão").
        const plain = readSubstitutes(line, names);
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
