/**
 * The just cause of a clause on the legítima, heir by heir (CC 1.848): "o antônio e o paulo tão
 * cheio de dívida, a maria das graças é por causa do marido", said over one or more messages.
 * Each burdened heir's cause is read from the words after their name; what is said of someone the
 * clause does not burden ("a maria aparecida é minha esposa, não é pra ela") stays out.
 */
import { NUMBER_WORDS } from '../parsers/number-words.ts';
import { isConcreteReason } from '@legado/contract';
import type { Draft } from '../interview-state.ts';
import { looksLikeSecret } from '../legal-rules.ts';

/** A cause read for some heirs (by person id), in the person's words. */
export interface HeirCause {
  heirId: string;
  causa: string;
}

interface Heir {
  id: string;
  nome: string;
}

/** Lower case without accents, one character for each character (positions stay the same). */
function plain(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += (base.toLowerCase()[0] ?? ' ').padEnd(ch.length, ' ');
  }
  return out;
}

const PARTICLES = new Set(['de', 'da', 'das', 'do', 'dos', 'e']);

/** "os outros três", "as demais", "o resto": the heirs not named yet. */
const OTHERS =
  /(?<!\p{L})(?:(?:os|as)\s+(?:outr[oa]s|demais)(?:\s+(?:\d|dois|duas|tres|quatro|cinco|seis))?|o resto|(?:o|a)\s+outr[oa])(?!\p{L})/gu;
interface Mention {
  start: number;
  end: number;
  /** Person ids; 'others' for "os outros três". */
  ids: string[] | 'others';
  count?: number;
}

/** The word runs that name each person: the full name, then shorter starts, the first name. */
function namePhrases(people: Heir[]): { phrase: string; id: string }[] {
  const firsts = new Map<string, number>();
  for (const p of people) {
    const first = plain(p.nome).trim().split(/\s+/)[0] ?? '';
    firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  const out: { phrase: string; id: string }[] = [];
  for (const p of people) {
    const words = plain(p.nome).trim().split(/\s+/);
    for (let k = words.length; k >= 1; k -= 1) {
      if (PARTICLES.has(words[k - 1] ?? '')) continue;
      // A first name two people share ("maria") names no one by itself.
      if (k === 1 && (firsts.get(words[0] ?? '') ?? 0) > 1) continue;
      out.push({ phrase: words.slice(0, k).join(' '), id: p.id });
    }
  }
  return out.sort((a, b) => b.phrase.length - a.phrase.length);
}

function mentionsIn(n: string, people: Heir[]): Mention[] {
  const found: Mention[] = [];
  const taken = (start: number, end: number) => found.some((m) => start < m.end && end > m.start);
  for (const { phrase, id } of namePhrases(people)) {
    // "o sítio são josé", "a igreja de santo antônio": a saint's name, not the heir's.
    const re = new RegExp(
      `(?<!\\p{L})(?<!(?:sao|santo|santa|s\\.)\\s+)${phrase.replace(/\s+/g, '\\s+')}(?!\\p{L})`,
      'gu',
    );
    for (const m of n.matchAll(re)) {
      const end = m.index + m[0].length;
      if (!taken(m.index, end)) found.push({ start: m.index, end, ids: [id] });
    }
  }
  for (const m of n.matchAll(OTHERS)) {
    const end = m.index + m[0].length;
    const word = /\s(\d|[a-z]+)$/.exec(m[0])?.[1] ?? '';
    const count = /\d/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (!taken(m.index, end))
      found.push({ start: m.index, end, ids: 'others', ...(count ? { count } : {}) });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Names said together ("o antônio marcos e o paulo roberto") are one group with one cause. */
const JOINED = /^[\s,]*(?:e\s+)?(?:(?:o|a)\s+)?$/;

/** "é que", "é", "que": the words between the names and the cause. */
const LEAD = /^[\s,;:.-]*(?:(?:[eé]|eh)\s+(?:que\s+)?|que\s+)?/iu;
const TAIL = /[\s,;:.-]*(?:\s(?:e|mas))?[\s,;:.-]*$/u;

/**
 * The causes a message gives, heir by heir. `burdened` are the heirs the clause weighs on,
 * `others` everyone else who may be named (the spouse the clause spares); `known` are the heirs
 * whose cause an earlier message gave ("os outros três" are the heirs named by neither).
 */
export function readHeirCauses(
  text: string,
  burdened: Heir[],
  others: Heir[],
  known: readonly string[],
): HeirCause[] {
  const n = plain(text);
  const mentions = mentionsIn(n, [...burdened, ...others]);
  const groups: Mention[][] = [];
  for (const m of mentions) {
    const last = groups.at(-1)?.at(-1);
    if (
      last &&
      last.ids !== 'others' &&
      m.ids !== 'others' &&
      JOINED.test(n.slice(last.end, m.start))
    )
      groups.at(-1)?.push(m);
    else groups.push([m]);
  }
  const burdenedIds = new Set(burdened.map((h) => h.id));
  const named = new Set(
    mentions.flatMap((m) => (m.ids === 'others' ? [] : m.ids)).filter((id) => burdenedIds.has(id)),
  );
  const out: HeirCause[] = [];
  groups.forEach((group, k) => {
    const end = group.at(-1)?.end ?? 0;
    const next = groups[k + 1]?.[0]?.start ?? text.length;
    const causa = text.slice(end, next).replace(LEAD, '').replace(TAIL, '').trim();
    if (!isConcreteReason(causa, 3) || looksLikeSecret(causa)) return;
    const first = group[0];
    let ids: string[];
    if (first?.ids === 'others') {
      ids = burdened.map((h) => h.id).filter((id) => !named.has(id) && !known.includes(id));
      if (first.count !== undefined && first.count !== ids.length) return;
    } else {
      ids = group
        .flatMap((m) => (m.ids === 'others' ? [] : m.ids))
        .filter((id) => burdenedIds.has(id));
    }
    for (const heirId of ids) out.push({ heirId, causa });
  });
  return out;
}

/** The causes known so far with the new ones (a heir's cause said again replaces the old one). */
export function mergeCauses(before: readonly HeirCause[], now: readonly HeirCause[]): HeirCause[] {
  const ids = new Set(now.map((c) => c.heirId));
  return [...before.filter((c) => !ids.has(c.heirId)), ...now];
}

/** The clause's cause as written in the will: each group of heirs with its cause. */
export function writtenCauses(causes: readonly HeirCause[], d: Draft): string {
  const byCause = new Map<string, string[]>();
  for (const c of causes) {
    const nome = d.pessoas.find((p) => p.id === c.heirId)?.nome ?? '';
    byCause.set(c.causa, [...(byCause.get(c.causa) ?? []), nome]);
  }
  const join = (names: string[]) =>
    names.length > 1
      ? `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`
      : (names[0] ?? '');
  return [...byCause]
    .map(([causa, names]) => `${join(names)}: ${causa.replace(/[.;]+$/, '')}`)
    .join('; ')
    .slice(0, 1000);
}

/**
 * How a heir is called in a short question: the first name, or as many words as tell them apart
 * from the other people known ("Maria das Graças" when there is also a Maria Aparecida).
 */
export function shortName(nome: string, everyone: readonly string[]): string {
  const words = nome.split(/\s+/);
  const others = everyone.filter((o) => o !== nome).map((o) => plain(o));
  for (let k = 1; k <= words.length; k += 1) {
    if (PARTICLES.has(plain(words[k - 1] ?? '').trim())) continue;
    const start = plain(words.slice(0, k).join(' '));
    if (!others.some((o) => o === start || o.startsWith(`${start} `)))
      return words.slice(0, k).join(' ');
  }
  return nome;
}
