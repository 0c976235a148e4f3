import { findPessoa, type InterviewState } from '../interview-state.ts';
import { matchPeople } from '../parsers/index.ts';
import { ageOn, formatDateBr, MONTHS, parseDate } from '../parsers/dates.ts';
import { readAsideCorrections, type AsideCorrection } from '../parsers/later-corrections.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { findQuestion } from '../questions/catalogue.ts';
import { answer, type TurnContext } from '../questions/question.ts';
import { askWhoseDate, impossibleBirth, pronounCandidates } from './date-sanity.ts';
import { forgetDependents } from './navigation.ts';
import { applyRoleChanges } from './role-changes.ts';

/**
 * An answered question answered again with `novo`, through the question itself: the words of its
 * new value, or undefined when it is not answered yet or `novo` does not answer it.
 */
export function reanswer(
  s: InterviewState,
  key: string,
  novo: string,
  ctx: TurnContext,
): string | undefined {
  const q = findQuestion(s, key);
  if (!q || !s.answered.includes(key)) return undefined;
  const outcome = answer(q.question, s, novo, ctx, q.subject);
  if (!outcome.ok) return undefined;
  const before = q.question.describe?.(s, q.subject);
  Object.assign(s, outcome.state);
  if (q.question.describe?.(s, q.subject) !== before) forgetDependents(s, key);
  return q.question.describe?.(s, q.subject) ?? novo;
}

/**
 * A date said again without its year ("17 de agosto", "dia 17", "10/03") completed from the one it
 * corrects: "17 de agosto" over 1952-08-07 → 1952-08-17, "1953" → 1953-08-07. Undefined when it
 * cannot be read.
 */
export function correctedDate(said: string, before: string | undefined): string | undefined {
  const whole = parseDate(said);
  if (whole) return whole;
  const [year, month] = (before ?? '').split('-');
  if (!year) return undefined;
  const n = normalize(said);
  const [, , day0] = (before ?? '').split('-');
  const onlyYear = /^(\d{4})$/.exec(n)?.[1];
  if (onlyYear && month && day0) return parseDate(`${day0}/${month}/${onlyYear}`);
  const day = /^(\d{1,2})$/.exec(n)?.[1];
  if (day && month) return parseDate(`${day}/${month}/${year}`);
  const dayMonth = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})$/.exec(n);
  if (dayMonth) return parseDate(`${dayMonth[1]}/${dayMonth[2]}/${year}`);
  const named = /^(\d{1,2}) de ([a-z]+)$/.exec(n);
  // "10 de março", "10 de mar": the month by its name or its first three letters.
  const m = named?.[2] ? (MONTHS[named[2]] ?? MONTHS[named[2].slice(0, 3)]) : undefined;
  return named && m ? parseDate(`${named[1]}/${m}/${year}`) : undefined;
}

/** The one known person `quem` points at ("pedro", "meu filho pedro", "pedro prado"). */
function personSaid(s: InterviewState, quem: string) {
  const known = s.draft.pessoas
    .filter((p) => p.tipo === 'fisica')
    .map((p) => ({ id: p.id, nome: p.nome, ...(p.relacao ? { relacao: p.relacao } : {}) }));
  const words = quem.split(/\s+/);
  // "pedro na (verdade)": fewer words until one person answers; "tia jucelia" (a grandchild
  // typing for the testator: his daughter is their aunt): then without the first word.
  for (const from of words.length > 1 ? [0, 1] : [0]) {
    for (let k = words.length; k > from; k--) {
      const ids = matchPeople(words.slice(from, k).join(' '), known);
      if (ids.length === 1 && ids[0]) return findPessoa(s.draft, ids[0]);
      if (ids.length > 1) return undefined;
    }
  }
  return undefined;
}

/** What an aside did: the words of the change, or a question when it could not be done. */
type AsideDone = { said: string } | { ask: string } | undefined;

function applyAside(
  s: InterviewState,
  c: AsideCorrection,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): AsideDone {
  if (c.campo === 'profissao') {
    const said = currentKey === 'profissao' ? undefined : reanswer(s, 'profissao', c.novo, ctx);
    return said ? { said: `profissão ${said}` } : undefined;
  }
  if (c.campo === 'data' && !c.quem) {
    if (currentKey === 'nascimento') return undefined;
    const data = correctedDate(c.novo, s.draft.testador.dataNascimento);
    const impossible = data && impossibleBirth(s, data);
    if (impossible) return { ask: impossible };
    const said = data ? reanswer(s, 'nascimento', formatDateBr(data), ctx) : undefined;
    return said ? { said: `data de nascimento ${said}` } : undefined;
  }
  // A person's: not while the children or grandchildren are being told (their question reads it).
  if (!c.quem || currentKey === 'filhos' || currentKey.startsWith('netos')) return undefined;
  // "a data de nascimento dela": the one person of that sex named in the message, or known.
  const pronoun = c.quem === 'dela' || c.quem === 'dele';
  const candidates = pronoun ? pronounCandidates(s, c.quem, text) : [];
  if (pronoun && candidates.length !== 1) return { ask: askWhoseDate(candidates, c.novo) };
  const pessoa = pronoun ? candidates[0] : personSaid(s, c.quem);
  if (!pessoa) return undefined;
  if (c.campo === 'data') {
    const data = correctedDate(c.novo, pessoa.dataNascimento);
    if (!data || data > ctx.today || data === pessoa.dataNascimento) return undefined;
    const impossible = impossibleBirth(s, data, pessoa.id);
    if (impossible) return { ask: impossible };
    pessoa.dataNascimento = data;
    for (const d of s.draft.descendentes)
      if (d.pessoaId === pessoa.id && d.vivo) d.menor = ageOn(data, ctx.today) < 18;
    return { said: `data de nascimento de ${pessoa.nome}: ${formatDateBr(data)}` };
  }
  // The full name of someone known by a shorter one: it keeps their first name.
  const nome = parsePersonName(c.novo, { full: true });
  const first = normalize(pessoa.nome).split(' ')[0];
  if (!nome || nome === pessoa.nome || normalize(nome).split(' ')[0] !== first) return undefined;
  pessoa.nome = nome;
  return { said: `nome ${nome}` };
}

/**
 * The asides of a message that correct an earlier answer, applied: the words of each change, the
 * questions asked instead when one could not be done with certainty (whose date, or a date that
 * would make a parent younger than a child), and the message without them (what answers the
 * question asked).
 */
export function applyAsides(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): { done: string[]; asks: string[]; rest: string } {
  const done: string[] = [];
  const asks: string[] = [];
  const spans: Array<[number, number]> = [];
  for (const c of readAsideCorrections(text)) {
    const result = applyAside(s, c, text, ctx, currentKey);
    if (!result) continue;
    if ('said' in result) done.push(result.said);
    else asks.push(result.ask);
    spans.push([c.start, Math.max(c.start, c.end)]);
  }
  // "na verdade prefiro meu irmão como testamenteiro, o Paulo …": a role given to someone else.
  const roles = applyRoleChanges(s, text, ctx, currentKey);
  done.push(...roles.done);
  spans.push(...roles.spans);
  // The spans taken out from the last, merged where they overlap.
  let rest = text;
  let cut = text.length;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    rest =
      rest.slice(0, start) + rest.slice(Math.min(end, cut) > start ? Math.min(end, cut) : start);
    cut = start;
  }
  return { done, asks, rest: rest.trim() ? rest.trim() : text };
}
