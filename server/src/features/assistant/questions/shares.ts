import { disinheritExample } from '../faq.ts';
import { FormValuesSchemas, isValidCnpj, type Heranca } from '@legado/contract';
import { klona } from 'klona/json';
import { toContent, type InterviewState } from '../interview-state.ts';
import { evaluateRules, maxShareForOthers } from '../legal-rules.ts';
import { M } from '../messages.ts';
import { joinNames, joinPt, rememberNickname, resolvePerson } from '../people.ts';
import { formatPct, parsePercent, roundPct } from '../parsers/percentages.ts';
import { readGifts, readShares } from '../parsers/index.ts';
import { PRONOUN, speaksOfLegitima } from '../parsers/share-mentions.ts';
import { SAID_DEAD } from '../parsers/share-receivers.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { normalize } from '../parsers/text.ts';
import {
  availablePartShares,
  correctionTalk,
  firstNameOnly,
  fullNameFromSurname,
  withFullName,
  shareEntriesFrom,
  withDocuments,
  withNicknames,
} from './share-facts.ts';
import { GM } from './gifts-messages.ts';
import {
  bareInstitution,
  beneficiaryInSummary,
  describeShares,
  institutionWritten,
  splitShares,
  type ShareEntry,
} from './share-entries.ts';
import {
  disponivelInWords,
  equalAsTheLaw,
  LEGITIMA_BY_LAW,
  restToLegalHeirs,
  saysNoGifts,
  sharesAsTheLaw,
  SHARES_AS_THE_LAW,
  WHO_IS_PRONOUN,
  withoutNoGifts,
} from './share-rest.ts';
import { excessInWords } from './gifts-law.ts';
import { hasLegitima } from './facts.ts';
import {
  defineForm,
  defineQuestion,
  fail,
  ok,
  parsed,
  type Outcome,
  type Parsed,
  type Question,
  type TurnContext,
} from './question.ts';

/** Applies the shares, checking the sum and the available part (CC 1.789) before accepting them. */
export function applyShares(s: InterviewState, entries: ShareEntry[], ctx: TurnContext): Outcome {
  if (entries.length === 0) return fail(M.heranca.needShares);
  const legitima = hasLegitima(s);
  const heranca: Heranca[] = [];
  const equal = entries.every((e) => e.pct === undefined);
  const resolved: { ids: string[]; pct?: number; disponivel?: number }[] = [];
  for (const e of entries) {
    // "metade pra ele" with no one named in the message: asked, never guessed.
    if (PRONOUN.test(normalize(e.quem))) return fail(WHO_IS_PRONOUN);
    const quem = institutionWritten(e.quem);
    // "pra igreja": which one? A bare kind of institution names no one (unless already known).
    const bare = bareInstitution(s, quem);
    if (bare) return fail(GM.instituicao(bare));
    const r = resolvePerson(s, quem, e.documento !== undefined ? { document: e.documento } : {});
    if (!r.ok) {
      // "td q eu puder pro jhow": the share is kept, only the surname is asked.
      const first = firstNameOnly(e.quem);
      if (!first) return fail(r.error);
      return {
        ok: false,
        error: GM.sobrenomeHeranca(first),
        pending: { kind: 'share_surname', nome: first, itens: entries },
      };
    }
    // "a Bia, Beatriz Fontes": "a Bia" names her later (substitutes, executor).
    if (e.apelido && r.ids.length === 1 && r.ids[0]) rememberNickname(s, r.ids[0], e.apelido);
    resolved.push({
      ids: r.ids,
      ...(e.pct !== undefined ? { pct: e.pct } : {}),
      ...(e.disponivel !== undefined && r.ids.length === 1 ? { disponivel: e.disponivel } : {}),
    });
  }
  if (equal) {
    const all = resolved.flatMap((r) => r.ids);
    for (const id of all)
      heranca.push({
        beneficiarioId: id,
        percentual: roundPct(100 / all.length),
        base: legitima ? 'disponivel' : 'total',
      });
  } else {
    for (const r of resolved) {
      if (r.pct === undefined) return fail(M.heranca.needShares);
      for (const id of r.ids)
        heranca.push({
          beneficiarioId: id,
          percentual: roundPct(r.pct / r.ids.length),
          base: 'total',
        });
    }
  }
  // Same beneficiary twice: add up.
  const merged: Heranca[] = [];
  for (const h of heranca) {
    const same = merged.find((m) => m.beneficiarioId === h.beneficiarioId && m.base === h.base);
    if (same) same.percentual = roundPct(same.percentual + h.percentual);
    else merged.push(h);
  }
  s.draft.heranca = merged;
  const content = toContent(s, ctx.today);
  const results = evaluateRules(content, {
    today: ctx.today,
    only: ['PCT_SOMA', 'LEGITIMA_HERDEIRO', 'CNPJ_DV', 'CPF_DV'],
  });
  const soma = results.find(
    (r) => r.code === 'PCT_SOMA' || r.code === 'CNPJ_DV' || r.code === 'CPF_DV',
  );
  if (soma) return fail(soma.mensagem);
  const excess = results.find((r) => r.code === 'LEGITIMA_HERDEIRO');
  if (excess) {
    const max = formatPct(
      maxShareForOthers({ ...content, disposicoes: { ...content.disposicoes, heranca: [] } }),
    );
    // With gifts valued, the limit is what they leave of the disponível: said in reais.
    const withGifts = excessInWords(s, 'shares');
    return {
      ok: false,
      error: withGifts
        ? `${excess.mensagem}\n${withGifts}`
        : `${excess.mensagem}\n${M.heranca.excess(max)}\n${M.heranca.excessOverride}`,
      pending: {
        kind: 'confirm_excess',
        heranca: s.draft.heranca,
        pessoas: s.draft.pessoas,
        nextId: s.nextId,
      },
    };
  }
  s.acknowledged = s.acknowledged.filter((c) => c !== 'LEGITIMA_HERDEIRO');
  const lista = merged.map((h) => {
    // "25% para Yasmin (metade da parte disponível)": also in the words the person used.
    const said = resolved.filter((r) => r.ids.includes(h.beneficiarioId));
    const disponivel = said.length === 1 ? said[0]?.disponivel : undefined;
    const words =
      disponivel !== undefined && h.base === 'total' ? ` (${disponivelInWords(disponivel)})` : '';
    return `${formatPct(h.percentual)}${h.base === 'disponivel' ? ' da parte disponível' : ''} para ${joinNames(s, [h.beneficiarioId])}${words}`;
  });
  const notes = [M.heranca.accepted(joinPt(lista))];
  // A CNPJ typed with the name but whose check digits fail is not kept: said, and asked next.
  for (const e of entries) {
    const digits = e.documento?.replace(/\D/g, '') ?? '';
    if (digits.length === 14 && !isValidCnpj(digits))
      notes.push(GM.cnpjNaoConfere(e.documento ?? ''));
  }
  const falta = evaluateRules(content, { today: ctx.today, only: ['PCT_FALTA'] })[0];
  if (falta) notes.push(falta.mensagem);
  return ok(s, ...notes);
}

/**
 * The shares read from an answer: the typed reading and, when the readers found shares as people
 * say them, theirs (tried first when the answer speaks of the available part).
 */
interface ShareReadings {
  typed: Parsed<ShareEntry[]>;
  fromFacts?: ShareEntry[];
  factsFirst: boolean;
  /** An heir was left out in words ("o Diego não deve receber nada"): said with the outcome. */
  excludes: boolean;
  /** "a legítima fica com os meus filhos": said, and the law's, so only noted back. */
  legitima?: boolean;
  /** "bem específico não tenho": the gifts question answered with the shares. */
  noGifts?: boolean;
}

/** Applies the reading that works: the readers' when first or when the typed one fails. */
function applyReadings(s: InterviewState, readings: ShareReadings, ctx: TurnContext): Outcome {
  const { typed, fromFacts, factsFirst } = readings;
  const typedOutcome = typed.ok ? applyShares(klona(s), typed.value, ctx) : typed;
  if (fromFacts && (factsFirst || !typedOutcome.ok)) {
    const factsOutcome = applyShares(klona(s), fromFacts, ctx);
    if (factsOutcome.ok || factsOutcome.pending) return factsOutcome;
    // Both refused: the readers' reason speaks of what was said ("pra igreja": which one?).
    if (factsFirst && !typedOutcome.ok) return factsOutcome;
  }
  return typedOutcome;
}

/** The first gift with a receiver a message gives, if it gives one (and no share). */
function giftSaid(text: string): { descricao: string; para: string } | undefined {
  const gift = readGifts(text).find((g) => g.para);
  return gift?.para ? { descricao: gift.descricao, para: gift.para } : undefined;
}

/** True when every gift the message gives is to someone already known (the engine notes it). */
function giftsAlreadyNoted(s: Readonly<InterviewState>, text: string): boolean {
  const gifts = readGifts(text).filter((g) => g.para);
  // Resolving may add someone new: a copy, made only when a message gives gifts here.
  const copy = gifts.length > 0 ? klona(s) : undefined;
  return (
    gifts.length > 0 &&
    gifts.every((g) => {
      const r = resolvePerson(copy ?? klona(s), g.para ?? '', { group: false });
      const id = r.ok && r.ids.length === 1 ? r.ids[0] : undefined;
      return id !== undefined && s.draft.pessoas.some((p) => p.id === id);
    })
  );
}

/** "deixa como a lei manda", "segue a lei": the law divides what is not given. */
const BY_LAW =
  /\b(?:como (?:a lei|manda a lei|e de lei)|(?:seguir|segue|pela|conforme a|na forma da) lei|(?:seguir|segue|segue com|fica com) a lei|(?:o|do jeito|da forma) (?:que|q) a lei (?:manda|diz|determina|preve|mandar)|(?:nao quero|nao vou) mexer|(?:divide|dividido|fica|segue) normal)\b/;

/** "e o resto fica igual pros dois como manda a lei": a rest left to the law, after a share. */
const RESTO_BY_LAW =
  /[,;.]?\s*(?:e\s+)?o\s+(?:resto|restante)\b[^.;!?]*?\b(?:como (?:manda )?a lei(?: manda)?|pela lei|segue a lei|conforme a lei)\b[^.;!?]*/i;

/** A sentence that leaves an heir out ("o Diego não deve receber nada"). */
const EXCLUDES =
  /\b(?:nao (?:deve|pode|vai|quero que) (?:\p{L}+ )?receb\w* nada|fica sem nada|deserd\w*|excluo)\b/u;

/** The shares an answer gives, read from its words (after the "no" answers are taken). */
function readShareAnswer(text: string, s: Readonly<InterviewState>): Parsed<ShareReadings | null> {
  const n = normalize(text);
  // "o resto nao quero mexer nao, deixa como a lei manda": no share, the law divides it.
  // "tudo igual pros 5 filhos, do jeito que a lei manda": the law's equal split, not a share.
  // "a legítima vai pros meus filhos" alone: the law's part, no share either.
  if ((BY_LAW.test(n) || speaksOfLegitima(text)) && !/%|por ?cento/.test(n)) {
    const read = readShares(text);
    if (read.length === 0 || equalAsTheLaw(read)) return parsed(null);
  }
  // "o resto fica igual pros dois como manda a lei": the rest, as the law divides it.
  if (
    BY_LAW.test(n) &&
    /^(?:e\s+)?(?:o\s+)?(?:resto|restante)\b/.test(n) &&
    !/%|por ?cento|\d/.test(n)
  )
    return parsed(null);
  // "O Diego não deve receber nada" excludes an heir: that is a disinheritance, not a share.
  const sentences = text.split(/(?<=[.!])\s+/);
  const kept = sentences.filter((x) => !EXCLUDES.test(normalize(x)));
  const excludes = kept.length < sentences.length && kept.length > 0;
  // "…, o resto fica igual pros dois como manda a lei": the rest is the law's, no share.
  const said = (excludes ? kept.join(' ') : text).replace(RESTO_BY_LAW, '').trim();
  // The typed reading and the readers' (shares as people say them).
  const entries = splitShares(said);
  // "o resto fica pros meus pais": the rest to those the law gives it to is not written.
  const read0 = readShares(said).filter((f) => !restToLegalHeirs(s, f));
  const facts = read0.length > 0 ? read0 : availablePartShares(said);
  const read = shareEntriesFrom(facts, hasLegitima(s), said);
  // "o carro onix fica pro joao": a gift, not a share (kept by the engine when it can be).
  const gift = facts.length === 0 && typeof entries === 'string' ? giftSaid(said) : undefined;
  // "a fazenda pro joao pedro e 200 mil pra ana carolina": only gifts, each to someone known
  // (noted as legados with this message); no share is said, so the rest follows the law.
  if (gift && giftsAlreadyNoted(s, said)) return parsed(null);
  if (gift) return fail(GM.legadoNaHeranca(gift.descricao, gift.para));
  // "metade pro meu irmão josé, que faleceu": someone who died receives nothing, and the typed
  // reading would make him a receiver; only the readers' (his children named) is used.
  const dead = SAID_DEAD.test(n);
  if (dead && !read) return fail(GM.falecido);
  return parsed({
    typed: dead ? fail(GM.falecido) : typeof entries === 'string' ? fail(entries) : parsed(entries),
    ...(read ? { fromFacts: withNicknames(withDocuments(read, said), said) } : {}),
    // Someone said to have died ("filhos do meu irmão, que faleceu: …"): the typed reading
    // would make the dead a receiver; the readers' names who receives in his place.
    factsFirst: facts.some((f) => f.base === 'disponivel' || f.regra) || SAID_DEAD.test(n),
    excludes,
    ...(speaksOfLegitima(said) ? { legitima: true } : {}),
  });
}

/** Section 4 · who receives the estate (herança), in percentages. */
export const shareQuestions: Question[] = [
  defineQuestion({
    key: 'heranca',
    section: 'heranca',
    ask: (s) => M.heranca.ask(hasLegitima(s)),
    example: M.heranca.example,
    editAliases: [/heranca|beneficiari|divisao|partilha|porcentage|percentua|quem recebe/],
    describe: describeShares,
    summary: (s) => [
      ...s.draft.heranca.map(
        (h) =>
          `${formatPct(h.percentual)}${h.base === 'disponivel' ? ' da parte disponível' : ' do patrimônio'} para ${beneficiaryInSummary(s, h.beneficiarioId, h.substitutoId)}`,
      ),
      s.answered.includes('heranca') && s.draft.heranca.length === 0 && 'Herança: segue a lei',
    ],
    // The readings of the shares; null when the law divides everything.
    parse: (text, _ctx, s): Parsed<ShareReadings | null> => {
      const n = normalize(text);
      const fixing = correctionTalk(s, text);
      if (fixing !== undefined) return fail(GM.correcao(fixing || undefined));
      // "nope", "negativo", "de jeito nenhum": a short no, as the yes/no reader reads it.
      const shortNo = parseYesNo(text) === false && n.split(' ').length <= 3;
      if (
        (shortNo ||
          /^(?:nenhum|nenhuma|ninguem|nao|nada|como (?:a|manda a) lei|deixar como a lei|so a lei|pela lei|nn?\b)/.test(
            n,
          )) &&
        !/\d|%/.test(n)
      )
        return parsed(null);
      // "…. bem especifico n tenho n": the gifts question is answered too (no gifts).
      const noGifts = saysNoGifts(n);
      const said = noGifts ? withoutNoGifts(text) : text;
      const answered = readShareAnswer(said, s);
      return noGifts && answered.ok && answered.value
        ? parsed({ ...answered.value, noGifts })
        : answered;
    },
    apply: (s, readings: ShareReadings | null, ctx) => {
      if (readings === null) {
        s.draft.heranca = [];
        return ok(s, M.heranca.none);
      }
      const outcome = applyReadings(s, readings, ctx);
      // "tudo pros 2 igual" with the two children the only heirs: the law, nothing written.
      if (outcome.ok && sharesAsTheLaw(outcome.state)) {
        outcome.state.draft.heranca = [];
        return ok(outcome.state, SHARES_AS_THE_LAW, M.heranca.none);
      }
      const also =
        outcome.ok &&
        readings.noGifts &&
        !s.answered.includes('legados') &&
        s.draft.legados.length === 0
          ? { alsoAnswered: ['legados'] }
          : {};
      // "a legítima fica com os meus filhos": the law's part, said back as such.
      if (outcome.ok && readings.legitima) outcome.notes.push(LEGITIMA_BY_LAW);
      if (!readings.excludes) return { ...outcome, ...also };
      const exclusao = M.heranca.exclusao(disinheritExample(s));
      return outcome.ok
        ? { ...outcome, ...also, notes: [exclusao, ...outcome.notes] }
        : {
            ...outcome,
            error: `${outcome.error}
${exclusao}`,
          };
    },
    form: defineForm({
      name: 'beneficiarios',
      schema: FormValuesSchemas.beneficiarios,
      toValue: (values) => {
        if (values.itens.length === 0) return parsed(null);
        const entries: ShareEntry[] = [];
        for (const item of values.itens) {
          const pct =
            typeof item.percentual === 'number'
              ? parsePercent(`${item.percentual}%`)
              : parsePercent(item.percentual);
          if (pct === undefined) return fail(M.heranca.noShare(item.nome));
          entries.push({
            pct,
            quem: item.nome,
            ...(item.documento ? { documento: item.documento } : {}),
          });
        }
        return parsed<ShareReadings | null>({
          typed: parsed(entries),
          factsFirst: false,
          excludes: false,
        });
      },
    }),
    // Over the available part: "manter mesmo assim" keeps the shares as a conscious choice.
    confirm: (s, pending, text, ctx) => {
      // "pereira" after "qual é o sobrenome de Jhow?": the shares said before, with his name.
      if (pending.kind === 'share_surname') {
        const full = fullNameFromSurname(pending.nome, text);
        if (!full) return undefined;
        const entries = pending.itens.map((e) =>
          firstNameOnly(e.quem) === pending.nome
            ? { ...e, quem: withFullName(e.quem, pending.nome, full) }
            : e,
        );
        return applyShares(s, entries, ctx);
      }
      if (pending.kind !== 'confirm_excess' || !/\bmanter\b|mesmo assim/.test(normalize(text)))
        return undefined;
      s.draft.heranca = pending.heranca;
      s.draft.pessoas = pending.pessoas;
      s.nextId = pending.nextId;
      s.acknowledged = [...new Set([...s.acknowledged, 'LEGITIMA_HERDEIRO' as const])];
      return ok(s, M.heranca.overrideAccepted);
    },
  }),
];
