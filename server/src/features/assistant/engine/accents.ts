import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { suggestAccents } from '../parsers/index.ts';
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
 * Streets, places and professions are not offered: each has one written form, given where it is
 * written (questions/identity.ts, questions/address-answer.ts).
 */
export function accentNames(s: InterviewState): string | undefined {
  const changed: string[] = [];
  const testador = s.draft.testador.nome && accented(s, s.draft.testador.nome);
  if (testador) {
    s.draft.testador.nome = testador;
    changed.push(testador);
  }
  for (const p of s.draft.pessoas) {
    if (p.tipo !== 'fisica') continue;
    const nome = accented(s, p.nome);
    if (nome) {
      p.nome = nome;
      changed.push(nome);
    }
  }
  if (changed.length === 0) return undefined;
  s.accentsOffered = [...(s.accentsOffered ?? []), ...changed];
  return M.accented(changed);
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
  if (revert.length === 0) return undefined;
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
