import { FormValuesSchemas, isValidCnpj, type Legado } from '@legado/contract';
import { findPessoa, findPessoaByName, type InterviewState } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { joinNames, resolvePerson } from '../people.ts';
import { giftClauses, whatThenWho } from '../parsers/gift-mentions.ts';
import { withoutGiftTalk } from '../parsers/gift-talk.ts';
import { completesAName, withNameSaidLater } from './gifts-names.ts';
import { substituteByGift } from './gift-substitute.ts';
import { splitRelation } from '../parsers/names.ts';
import {
  inPlaceOfUnpunctuated,
  leavesItToTheLaw,
  readSubstitutes,
} from '../parsers/substitute-mentions.ts';
import { normalize, splitLines } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import {
  applyGifts,
  DEAD_RECEIVER,
  FORMER_OWNER,
  giftInWords,
  HALF_OF_A_THING,
  INHERITED,
  NOT_A_GIFT,
  REST_BY_LAW,
  splitGiftLine,
  withSurname,
  type GiftEntry,
} from './gifts-answer.ts';
import {
  giftCommonQuestion,
  giftExcessQuestion,
  giftValueQuestion,
  namingWords,
} from './gifts-law.ts';
import { GM } from './gifts-messages.ts';
import { correctionTalk } from './share-facts.ts';
import { defineForm, defineQuestion, fail, ok, parsed, type Question } from './question.ts';
import { beneficiaryInSummary } from './share-entries.ts';

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

/**
 * "só a fazenda" to "quer deixar mais algum?": the gift already noted, named again as the only
 * one (no receiver said), so no more.
 */
function onlyTheNoted(s: Readonly<InterviewState>, text: string): boolean {
  if (s.answered.includes('legados') || s.draft.legados.length === 0) return false;
  const n = normalize(text);
  if (!/^(?:(?:nao|n|e)\s*,?\s+)?(?:so|soh|somente|apenas)\s/.test(n)) return false;
  const words = namingWords({ descricao: withoutGiftTalk(text) } as Legado);
  return (
    words.length > 0 &&
    s.draft.legados.some((l) => {
      const noted = new Set(namingWords(l));
      return words.every((w) => noted.has(w));
    })
  );
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
      if ((yes === false || nothingMore || onlyTheNoted(s, text)) && !/\b(para|pra|pro)\b/.test(n))
        return parsed([]);
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
        // "meu carro pro sergio\nsergio luiz batista": a line that only completes a name said.
        if (typeof entry === 'string' && completesAName(line, entries)) continue;
        if (typeof entry === 'string') return fail(entry);
        entries.push(entry);
      }
      return parsed(entries.map((e) => withNameSaidLater(e, text)));
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
        // "No lugar da Júlia o Pedro Fagundes da Rosa": no comma, the beneficiary said first.
        const unpunctuated = inPlaceOfUnpunctuated(line, (said) =>
          Boolean(findPessoaByName(s.draft, said, benefIds)),
        );
        if (unpunctuated) {
          pairs.push(unpunctuated);
          continue;
        }
        // "ai queria que o carro fosse pro irmao dela, o pedro": the gift says whom it replaces.
        const known =
          m?.[1] &&
          findPessoaByName(
            s.draft,
            splitRelation(m[1]).resto.replace(/^(?:o|a)\s+/i, ''),
            benefIds,
          );
        const byGift = known ? undefined : substituteByGift(s, line);
        if (byGift) {
          pairs.push(byGift);
          continue;
        }
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
