import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { suggestAccents } from '../parsers/index.ts';
import { writtenBothWays } from '../parsers/name-accents.ts';
import { normalize } from '../parsers/text.ts';

/** The accented form of a name, unless the person asked to keep it as typed. */
function accented(s: InterviewState, nome: string): string | undefined {
  if (s.keptAsTyped?.includes(normalize(nome))) return undefined;
  return suggestAccents(nome);
}

/**
 * Names typed without accents ("Sebastiao", "Jessica") are written as they usually are
 * ("Sebastião", "Jéssica"), and the person is told once, with the way to keep them as typed
 * ("sem acento"). A name already accented has no suggestion, so each name is offered only once.
 * A word written both ways ("Luis"/"Luís", "Tamara"/"Tâmara") stays as typed and is asked about
 * once ("com acento" puts the accent, see `accentAfterAll`): offered, never forced.
 */
export function accentNames(s: InterviewState): string | undefined {
  const changed: string[] = [];
  const asked: Array<readonly [string, string, string]> = [];
  const offer = (nome: string): string | undefined => {
    const suggested = accented(s, nome);
    if (!suggested) return undefined;
    const typed = nome.split(' ');
    const both = writtenBothWays(suggested).filter((word) => !typed.includes(word));
    const sure = suggested
      .split(' ')
      .map((word, i) => (both.includes(word) ? (typed[i] ?? word) : word))
      .join(' ');
    if (both.length > 0) {
      // The whole name, as it is kept and with the accent: "Tamara Lins Cavalcanti ou Tâmara …".
      const words = both.map(asTyped).join(' e ');
      if (!asked.some(([a]) => a === suggested)) asked.push([suggested, sure, words] as const);
      s.keptAsTyped = [...(s.keptAsTyped ?? []), normalize(nome)];
    }
    if (sure === nome) return undefined;
    changed.push(sure);
    return sure;
  };
  const testador = s.draft.testador.nome && offer(s.draft.testador.nome);
  if (testador) s.draft.testador.nome = testador;
  for (const p of s.draft.pessoas) {
    if (p.tipo !== 'fisica') continue;
    const nome = offer(p.nome);
    if (nome) p.nome = nome;
  }
  if (changed.length === 0 && asked.length === 0) return undefined;
  s.accentsOffered = [...(s.accentsOffered ?? []), ...changed];
  return M.accented(changed, asked);
}

/** The people's names kept as typed that have a word written both ways ("Luis Alberto Paredes"). */
function askedNames(s: InterviewState): string[] {
  const kept = new Set(s.keptAsTyped ?? []);
  const names = [
    s.draft.testador.nome ?? '',
    ...s.draft.pessoas.filter((p) => p.tipo === 'fisica').map((p) => p.nome),
  ];
  return names.filter((nome) => {
    const suggested = kept.has(normalize(nome)) ? suggestAccents(nome) : undefined;
    return suggested !== undefined && writtenBothWays(suggested).length > 0;
  });
}

/** Renames a person (the testador or anyone) everywhere the name is stored. */
function rename(s: InterviewState, from: string, to: string): void {
  if (s.draft.testador.nome === from) s.draft.testador.nome = to;
  for (const p of s.draft.pessoas) if (p.nome === from) p.nome = to;
}

/** Words said around a name retyped with its accent: "é Luís", "sim, Tâmara mesmo". */
const RETYPE_WORDS = new Set([
  'e',
  'eh',
  'sim',
  'isso',
  'mesmo',
  'o',
  'a',
  'no',
  'documento',
  'com',
  'acento',
]);

/** Words a message typed with an accent, as long as a name's: "é Tâmara" → ["Tâmara"]. */
const ACCENTED_WORD = /\p{L}*[^\p{ASCII}\s\d]\p{L}*/gu;

/**
 * "com acento", "é Luís", "Tâmara com acento": after the question on a name written both ways,
 * the accent is put (only on the names the message names, when it names some). Undefined when the
 * message is not that.
 */
export function accentAfterAll(s: InterviewState, text: string): string | undefined {
  const asked = askedNames(s);
  if (asked.length === 0) return undefined;
  const n = normalize(text);
  const words = n.split(/[^a-z]+/).filter(Boolean);
  const retyped = (text.match(ACCENTED_WORD) ?? []).filter(
    (word) =>
      word.length > 2 && asked.some((nome) => normalize(nome).split(' ').includes(normalize(word))),
  );
  const said = /\bcom (?:o )?acento\b/.test(n) && !/\bsem (?:o )?acento\b/.test(n);
  // "é Luís", "Luís Tenório": the name retyped is the whole message ("pro Luís" answers a question).
  const onlyTheName = words.every(
    (w) => RETYPE_WORDS.has(w) || asked.some((nome) => normalize(nome).split(' ').includes(w)),
  );
  if (!said && (retyped.length === 0 || !onlyTheName)) return undefined;
  const named = asked.filter((nome) =>
    nome.split(' ').some((w) => w.length > 2 && words.includes(normalize(w))),
  );
  const done: string[] = [];
  const before: string[] = [];
  for (const nome of named.length > 0 ? named : asked) {
    const put =
      retyped.length > 0
        ? nome
            .split(' ')
            .map((w) => retyped.find((r) => normalize(r) === normalize(w)) ?? w)
            .join(' ')
        : suggestAccents(nome);
    if (!put || put === nome) continue;
    rename(s, nome, put);
    before.push(nome);
    done.push(put);
  }
  if (done.length === 0) return undefined;
  const keys = new Set(done.map(normalize));
  s.keptAsTyped = (s.keptAsTyped ?? []).filter((key) => !keys.has(key));
  // "Julia Gonçalves Amaral", offered before, is now "Júlia Gonçalves Amaral": one entry.
  s.accentsOffered = [
    ...(s.accentsOffered ?? []).filter((nome) => !before.includes(nome)),
    ...done,
  ];
  return M.accentedAfterAll(done);
}

/** Without the accents we added: the name as the person typed it. */
function asTyped(nome: string): string {
  return nome.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * "Igor mesmo", "não, é Sebastiao mesmo": a name we accented, retyped without its accent and
 * insisted on, as the whole message. Only a word that got an accent counts, and "o Sebastiao
 * mesmo" (an answer naming someone) is not this.
 */
function saidAsTyped(offered: readonly string[], text: string): boolean {
  const m = /^(?:n[aã]o\s*,?\s*)?(?:(?:é|e|eh)\s+)?((?:\p{L}+\s+){1,3})mesm[oa]\s*[.!]*$/iu.exec(
    text.trim(),
  );
  if (!m?.[1]) return false;
  const typed = m[1].trim().toLocaleLowerCase('pt-BR').split(/\s+/);
  if (typed[0] === 'o' || typed[0] === 'a') return false;
  return offered.some((nome) =>
    nome
      .split(' ')
      .some((w) => w !== asTyped(w) && typed.includes(asTyped(w).toLocaleLowerCase('pt-BR'))),
  );
}

/**
 * "sem acento" (or "é sem acento o Luis", "não, é Sebastiao mesmo"): the names we accented go back to how they were typed
 * (only those named, when some are), and stay so. Undefined when the message is not that.
 */
export function keepAsTyped(s: InterviewState, text: string): string | undefined {
  const n = normalize(text);
  const offered = s.accentsOffered ?? [];
  if (!/\b(?:sem (?:o )?acento|nao (?:tem|leva) acento)\b/.test(n) && !saidAsTyped(offered, text))
    return undefined;
  const named = offered.filter((nome) =>
    nome.split(' ').some((w) => w.length > 2 && n.includes(normalize(w))),
  );
  const revert = named.length > 0 ? named : offered;
  // "sem acento" after the question on "Luis"/"Luís": it was kept as typed already.
  if (revert.length === 0) {
    const asked = askedNames(s);
    return asked.length > 0 ? M.keptAsTyped(asked) : undefined;
  }
  const back: string[] = [];
  for (const nome of revert) {
    const typed = asTyped(nome);
    if (s.draft.testador.nome === nome) s.draft.testador.nome = typed;
    for (const p of s.draft.pessoas) if (p.nome === nome) p.nome = typed;
    back.push(typed);
  }
  s.keptAsTyped = [...(s.keptAsTyped ?? []), ...back.map(normalize)];
  s.accentsOffered = offered.filter((nome) => !revert.includes(nome));
  return M.keptAsTyped(back);
}

/**
 * The replies of a turn with the names accented this turn or before written as accented: a
 * message built before the accents were put ("a lei garante a Marcos Teixeira Goncalves…") never
 * shows the name without them right after "Escrevi com acento: … Gonçalves".
 */
export function spellAccented(s: InterviewState, lines: readonly string[]): string[] {
  const offered = s.accentsOffered ?? [];
  if (offered.length === 0) return [...lines];
  const patterns = offered.map((nome) => [typedAs(nome), nome] as const);
  return lines.map((line) =>
    patterns.reduce((out, [pattern, nome]) => out.replace(pattern, nome), line),
  );
}

/** "Marcos Gonçalves" → a pattern for it typed with or without each of its accents. */
function typedAs(nome: string): RegExp {
  const letters = [...nome].map((c) => {
    const plain = asTyped(c);
    return plain === c ? c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `[${c}${plain}]`;
  });
  return new RegExp(`(?<!\\p{L})${letters.join('')}(?!\\p{L})`, 'gu');
}
