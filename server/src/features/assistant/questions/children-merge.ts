import { parseDate } from '../parsers/dates.ts';
import { capitalisesNames, nameRun, PARTICLES, tokens } from '../parsers/name-tokens.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import type { ChildEntry } from './children.ts';

/**
 * One child said twice in one answer: first by the first name, then in full ("sao gemeos, davi e
 * debora … davi menezes prado e debora menezes prado", "tenho a júlia, que é minha filha adotiva…
 * julia mendes arguello"). "Gêmeos"/"trigêmeos" describe the children and are never a name; twins
 * share the one birth date said for them.
 */

/** Words that describe a child and are never a name: "gêmeos", "trigêmeas", "adotiva". */
const NOT_A_NAME = /^(?:(?:tri)?gem(?:e|i)?[oa]s?|adotiv[oa]s?)$/;
const TWINS_SAID = /\b(?:tri)?gemeo|\b(?:tri)?gemea|\bgemio|\bmesmo dia\b/;

const words = (name: string) => normalize(name).split(' ').filter(Boolean);

/** The first name with its accents kept ("Júlia" + "Julia Mendes Arguello" → "Júlia Mendes Arguello"). */
function fuller(short: string, full: string): string {
  const s = short.split(/\s+/)[0] ?? '';
  const [first, ...rest] = full.split(/\s+/);
  return normalize(s) === normalize(first ?? '') && s !== first ? [s, ...rest].join(' ') : full;
}

/** The same child said twice, merged; the facts of both kept. */
function merge(a: ChildEntry, b: ChildEntry): ChildEntry {
  const [short, long] = words(a.nome).length <= words(b.nome).length ? [a, b] : [b, a];
  const data = long.data ?? short.data;
  const cpf = long.cpf ?? short.cpf;
  const menor = long.menor ?? short.menor;
  return {
    nome: fuller(short.nome, long.nome),
    falecido: long.falecido || short.falecido,
    ...(data ? { data } : {}),
    ...(cpf ? { cpf } : {}),
    ...(menor !== undefined ? { menor } : {}),
  };
}

/** A first name alone and a full name that starts with it: the same person. */
function sameChild(a: ChildEntry, b: ChildEntry): boolean {
  const wa = words(a.nome);
  const wb = words(b.nome);
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (short.length !== 1 || long.length < 2) return normalize(a.nome) === normalize(b.nome);
  if (a.data && b.data && a.data !== b.data) return false;
  return long[0] === short[0];
}

/** The full name typed later in the message for a first name read alone. */
function fullNameInText(first: string, text: string): string | undefined {
  const list = tokens(text);
  const cased = capitalisesNames(text);
  const found = new Set<string>();
  list.forEach((t, i) => {
    if (t.word !== normalize(first)) return;
    const run = nameRun(list, i, cased);
    const ws = run ? words(run.name).filter((w) => !PARTICLES.has(w)) : [];
    if (run && ws.length >= 2 && !/\be\b/.test(normalize(run.name))) found.add(run.name);
  });
  if (found.size !== 1) return undefined;
  const [name] = [...found];
  const nome = name ? parsePersonName(name) : undefined;
  return nome ? fuller(first, nome) : undefined;
}

/** The children read, each once, without "gêmeos" as a name, twins with their shared date. */
export function mergeRepeatedChildren(entries: ChildEntry[], text: string): ChildEntry[] {
  const out: ChildEntry[] = [];
  for (const entry of entries) {
    const kept = entry.nome.split(/\s+/).filter((w) => !NOT_A_NAME.test(normalize(w)));
    if (kept.length === 0) continue;
    const e = { ...entry, nome: kept.join(' ') };
    const i = out.findIndex((o) => sameChild(o, e));
    if (i >= 0) out[i] = merge(out[i] as ChildEntry, e);
    else out.push(e);
  }
  const named = out.map((e) => {
    if (words(e.nome).length !== 1) return e;
    const nome = fullNameInText(e.nome, text);
    return nome ? { ...e, nome } : e;
  });
  if (!TWINS_SAID.test(normalize(text))) return named;
  const dates = new Set(named.flatMap((e) => (e.data ? [e.data] : [])));
  const shared = dates.size === 1 ? [...dates][0] : dates.size === 0 ? parseDate(text) : undefined;
  return shared ? named.map((e) => (e.data ? e : { ...e, data: shared })) : named;
}
