import { parseDate } from '../parsers/dates.ts';
import { capitalisesNames, nameRun, PARTICLES, tokens } from '../parsers/name-tokens.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import type { ChildEntry } from './children.ts';
import { twinOf, twinsAndTheirDate } from './children-twins.ts';

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
  const apelido = long.apelido ?? short.apelido;
  return {
    nome: fuller(short.nome, long.nome),
    falecido: long.falecido || short.falecido,
    ...(data ? { data } : {}),
    ...(cpf ? { cpf } : {}),
    ...(menor !== undefined ? { menor } : {}),
    ...(apelido ? { apelido } : {}),
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

/** Words before a child's name that describe the child: "os gêmeos", "o caçula", "a adotiva". */
const CHILD_WORDS =
  /\b(?:(?:os|as|o|a|meus|minhas|meu|minha)\s+)?(?:(?:tri)?g[eê]m(?:e|i)?[oa]s?|ca[cç]ula|adotiv[oa]s?|primog[eê]nit[oa])\b/giu;

/** A stepchild is no child (CC 1.593 counts only kin by blood or adoption): "meu enteado lucas". */
const STEP = String.raw`(?:enteado|enteada|filh[oa] d[oa] (?:meu|minha) (?:marido|esposa|esposo|mulher|companheir[oa]|namorad[oa]))`;
const STEP_BEFORE = new RegExp(String.raw`\b${STEP}\s*,?\s*(?:o\s+|a\s+)?([a-z]+)`, 'g');
const STEP_AFTER = new RegExp(
  String.raw`\b([a-z]+)\s*,?\s*(?:que\s+)?(?:(?:e|eh)\s+)?(?:o\s+|a\s+)?(?:meu\s+|minha\s+)?${STEP}`,
  'g',
);

/**
 * Where a sentence starts on someone else's children: "o marcos tem a larissa e o pedro henrique
 * de antes, mas esses sao dele", "os filhos dela, a bia e o caio"; only when the sentence says they
 * are theirs ("dele", "dela", "de antes").
 */
const THEIRS = /\b(?:dele|dela|deles|delas|de antes)\b/;
const OTHER_HAS =
  /\b(?:o|a|meu|minha|seu|sua) ([a-z]+) (?:ja )?(?:tem|teve|tinha)\b|\bfilh[oa]s? d(?:ele|ela)\b/;

/** The first names said to be stepchildren. */
function stepchildren(text: string): Set<string> {
  const n = normalize(text);
  const theirs = n.split(/[.;!?\n]+/).flatMap((sentence) => {
    const has = THEIRS.test(sentence) ? OTHER_HAS.exec(sentence) : null;
    // The one who has them ("o jair tem …") is no child either.
    return has ? [has[1] ?? '', ...sentence.slice(has.index + has[0].length).split(/[^a-z]+/)] : [];
  });
  return new Set([
    ...[...n.matchAll(STEP_BEFORE), ...n.matchAll(STEP_AFTER)].flatMap((m) => (m[1] ? [m[1]] : [])),
    ...theirs.filter(Boolean),
  ]);
}

/** The text without the words that describe a child ("os gemeos davi" → "os davi"). */
export function withoutChildWords(text: string): string {
  return text.replace(CHILD_WORDS, ' ').replace(/[ \t]{2,}/g, ' ');
}

/** The years said in a text: "09/06/2015 … de 2019" → 2015, 2019. */
function yearsSaid(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map((m) => m[0]));
}

/** The children read, each once, without "gêmeos" as a name, twins with their shared date. */
export function mergeRepeatedChildren(entries: ChildEntry[], text: string): ChildEntry[] {
  const out: ChildEntry[] = [];
  const step = stepchildren(text);
  for (const entry of entries) {
    if (step.has(words(entry.nome)[0] ?? '')) continue;
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
  const group = twinsAndTheirDate(text);
  if (group) return named.map((e) => (twinOf(e.nome, group) ? { ...e, data: group.data } : e));
  if (!TWINS_SAID.test(normalize(text))) return named;
  const dates = new Set(named.flatMap((e) => (e.data ? [e.data] : [])));
  const shared = dates.size === 1 ? [...dates][0] : dates.size === 0 ? parseDate(text) : undefined;
  // Only when no other year is said: "… e o caçula theo de 2019" is not a twin.
  const years = yearsSaid(text);
  if (!shared || years.size > 1 || (years.size === 1 && !years.has(shared.slice(0, 4))))
    return named;
  return shared ? named.map((e) => (e.data ? e : { ...e, data: shared })) : named;
}
