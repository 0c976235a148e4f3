/**
 * Disinheritance as a proper clause (CC 1.961–1.965, LEGAL-BR §4): the heir, a legal cause
 * chosen from 1.814/1.962/1.963, and the facts in the person's words; never a free-text wish.
 */
import { isConcreteReason, mentionsPerson } from '@legado/contract';
import { findPessoa, type InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import { CAUSAS, DM } from './disinheritance-messages.ts';
import { mentionedPeople } from '../own-case/people-mentioned.ts';
import { defineQuestion, fail, ok, parsed, type Parsed, type Question } from './question.ts';

/** "deserdo meu filho Diego", "quero excluir o Diego da herança". */
export const DISINHERIT = /\bdeserd|exclu\w*\s+(?:\w+\s+){0,4}da (?:minha )?heranca/;

function necessaryHeirIds(s: InterviewState): string[] {
  const d = s.draft;
  return [
    ...(d.conjuge?.pessoaId ? [d.conjuge.pessoaId] : []),
    ...d.descendentes.filter((x) => x.vivo).map((x) => x.pessoaId),
    ...d.ascendentes.map((a) => a.pessoaId),
  ];
}

const nameOf = (s: InterviewState, id: string) => findPessoa(s.draft, id)?.nome ?? '';

/** The facts of a sentence: what follows "porque", "pois", "já que", cleaned. */
function factsIn(sentence: string): string | undefined {
  const m = /\b(?:porque|pois|j[aá] que|por ter|por que)\b\s*(.+)$/i.exec(sentence);
  const facts = m?.[1]
    ?.replace(/\((?:art|arts)\.[^)]*\)/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;,]+$/, '')
    .trim();
  if (!facts) return undefined;
  const clean = facts.charAt(0).toUpperCase() + facts.slice(1);
  return isConcreteReason(clean, 4) ? `${clean}.` : undefined;
}

/** A disinheritance read from a sentence: the heir and the facts, if given (the cause is asked next). */
export interface DisinheritanceEntry {
  herdeiroId: string;
  fatos?: string;
}

/** Reads a disinheritance in a sentence, or refuses when it names nobody the law lets disinherit. */
export function readDisinheritance(
  s: Readonly<InterviewState>,
  sentence: string,
): Parsed<DisinheritanceEntry> {
  const heir = necessaryHeirIds(s).find((id) => mentionsPerson(sentence, nameOf(s, id)));
  if (!heir) return fail(DM.quem);
  const fatos = factsIn(sentence);
  return parsed({ herdeiroId: heir, ...(fatos ? { fatos } : {}) });
}

/** Records a disinheritance read from a sentence (a second one of the same heir adds its facts). */
export function recordDisinheritance(s: InterviewState, entry: DisinheritanceEntry): void {
  const list = (s.draft.deserdacoes ??= []);
  const existing = list.find((d) => d.herdeiroId === entry.herdeiroId);
  if (existing) {
    if (entry.fatos) existing.fatos = entry.fatos;
  } else list.push({ ...entry });
}

/**
 * "sim. quero fazer pra deserdar meu filho", said at any point before the wishes: kept in the
 * person's words, so the cause and the facts are asked at their point even if never said again.
 */
export function noteDisinheritWish(s: InterviewState, text: string): void {
  if (s.current.startsWith('deserdacao') || s.current === 'desejos') return;
  const n = normalize(text);
  if (!DISINHERIT.test(n) || (s.draft.deserdacoes ?? []).length > 0) return;
  s.draft.deserdarPedido = text.slice(0, 300);
}

/** The subject of the early wish whose heir is not clear yet: the person names them. */
const WISHED = 'pedido';

/** The one necessary heir the early wish points at ("meu filho" with one son), if clear. */
function heirWished(s: Readonly<InterviewState>): string | undefined {
  const said = s.draft.deserdarPedido;
  if (!said) return undefined;
  const heirs = necessaryHeirIds(s);
  const ids = mentionedPeople(s as InterviewState, said).ids.filter((id) => heirs.includes(id));
  const [id] = ids;
  return id && ids.length === 1 ? id : undefined;
}

const pendingCause = (s: InterviewState) => {
  const listed = (s.draft.deserdacoes ?? []).map((d) => d.herdeiroId);
  const wished = s.draft.deserdarPedido ? (heirWished(s) ?? WISHED) : undefined;
  return [
    ...(s.draft.deserdacoes ?? []).filter((d) => !d.causa).map((d) => d.herdeiroId),
    ...(wished && !listed.includes(wished) ? [wished] : []),
  ];
};

/** The heir a cause answer is for: the subject, or for the early wish the one heir named in it. */
function heirOf(s: Readonly<InterviewState>, id: string, text: string): string | undefined {
  if (id !== WISHED) return id;
  const named = necessaryHeirIds(s as InterviewState).filter((h) =>
    mentionsPerson(text, nameOf(s as InterviewState, h)),
  );
  return named.length === 1 ? named[0] : undefined;
}

const pendingFacts = (s: InterviewState) =>
  (s.draft.deserdacoes ?? []).filter((d) => d.causa && !d.fatos).map((d) => d.herdeiroId);

export const disinheritanceQuestions: Question[] = [
  defineQuestion({
    key: 'deserdacao_causa',
    section: 'desejos',
    dependsOn: ['desejos'],
    forEach: pendingCause,
    ask: (s, id) =>
      id === WISHED
        ? DM.causa.quemPedido(s.draft.deserdarPedido ?? '')
        : heirWished(s) === id
          ? `${DM.causa.lembrete(nameOf(s, id))} ${DM.causa.ask(nameOf(s, id))}`
          : DM.causa.ask(nameOf(s, id)),
    example: DM.causa.example,
    options: DM.causa.opcoes,
    summary: (s) =>
      (s.draft.deserdacoes ?? [])
        .filter((d) => d.causa)
        .map(
          (d) =>
            `Deserdação de ${nameOf(s, d.herdeiroId)}: ${CAUSAS.find((c) => c.causa === d.causa)?.texto ?? ''}${d.fatos ? ` (${d.fatos})` : ''}`,
        ),
    // The legal cause chosen (and for the early wish, the heir named), or null when the person
    // gives up disinheriting.
    parse: (text, _ctx, s, id) => {
      const n = normalize(text);
      if (/^(?:nenhum\w*|nao)\b/.test(n) && !/\d/.test(n)) return parsed(null);
      const heir = heirOf(s, id, text);
      if (!heir) return fail(DM.quem);
      const num = /^\D*([1-7])\b/.exec(n)?.[1];
      const found = num ? CAUSAS[Number(num) - 1] : CAUSAS.find((c) => c.re.test(n));
      return found ? parsed({ causa: found.causa, heir }) : fail(DM.causa.erro);
    },
    apply: (s, value, _ctx, id) => {
      const heir = value?.heir ?? (id === WISHED ? undefined : id);
      const nome = heir ? nameOf(s, heir) : '';
      // The early wish, now answered: its heir becomes an entry (or is dropped with "nenhuma").
      const wished =
        s.draft.deserdarPedido !== undefined && (id === WISHED || heirWished(s) === id);
      delete s.draft.deserdarPedido;
      if (value === null) {
        if (id === WISHED) return ok(s, DM.causa.desistiu);
        s.draft.deserdacoes = (s.draft.deserdacoes ?? []).filter((d) => d.herdeiroId !== id);
        return ok(s, DM.causa.recusada(nome));
      }
      if (!heir) return fail(DM.quem);
      if (wished) recordDisinheritance(s, { herdeiroId: heir });
      const entry = s.draft.deserdacoes?.find((d) => d.herdeiroId === heir);
      if (!entry) return fail(DM.causa.erro);
      entry.causa = value.causa;
      return ok(s, DM.causa.anotada(nome));
    },
  }),
  defineQuestion({
    key: 'deserdacao_fatos',
    section: 'desejos',
    dependsOn: ['desejos'],
    forEach: pendingFacts,
    ask: (s, id) => DM.fatos.ask(nameOf(s, id)),
    example: DM.fatos.example,
    // The facts in the person's words, ending with a period.
    parse: (text) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!isConcreteReason(clean, 6)) return fail(DM.fatos.erro);
      return parsed(/[.!]$/.test(clean) ? clean : `${clean}.`);
    },
    apply: (s, fatos, _ctx, id) => {
      const entry = s.draft.deserdacoes?.find((d) => d.herdeiroId === id);
      if (entry) entry.fatos = fatos;
      return ok(s);
    },
  }),
];
