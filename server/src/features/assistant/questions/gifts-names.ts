/**
 * A gift's receiver named by first name and then in full in the same message ("meu carro pro
 * sergio, vizinho. sergio luiz batista"): the full name said later completes the first name.
 */
import { isPlausibleName } from '../parsers/name-quality.ts';
import { normalize } from '../parsers/text.ts';
import type { GiftEntry } from './gifts-answer.ts';
import { firstNameOnly, withFullName } from './share-facts.ts';

/** Name words after a first name: "luiz batista", "da silva souza" (up to five words). */
const NAME_TAIL =
  /^[ \t]+((?:(?:d[aoe]s?|e) +)?\p{L}{2,}(?: +(?:(?:d[aoe]s?|e) +)?\p{L}{2,}){0,4})/u;

/** The full name said in `text` that starts with `first`, if exactly one is. */
function fullNameIn(text: string, first: string): string | undefined {
  const key = normalize(first);
  const found = new Set<string>();
  for (const m of text.matchAll(/\p{L}+/gu)) {
    if (normalize(m[0]) !== key || m.index === undefined) continue;
    const tail = NAME_TAIL.exec(text.slice(m.index + m[0].length))?.[1];
    if (!tail) continue;
    // Stop at words that are not a name ("sergio luiz batista que mora aqui").
    const words = tail.split(/ +/);
    const kept: string[] = [];
    for (const w of words) {
      const particle = /^(?:d[aoe]s?|e)$/i.test(w);
      if (!particle && !isPlausibleName(`${first} ${[...kept, w].join(' ')}`)) break;
      kept.push(w);
    }
    while (kept.length && /^(?:d[aoe]s?|e)$/i.test(kept.at(-1) ?? '')) kept.pop();
    if (kept.length) found.add(`${first} ${kept.join(' ')}`);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The entry with its receiver's full name, when only the first name was said before it. */
export function withNameSaidLater(entry: GiftEntry, text: string): GiftEntry {
  // "ana, minha vizinha, ana paula moreira": the name before the comma, said in full after it.
  const head = entry.beneficiario.split(',')[0] ?? entry.beneficiario;
  const first = firstNameOnly(head);
  if (!first) return entry;
  const full = fullNameIn(text, first);
  return full ? { ...entry, beneficiario: withFullName(head, first, full) } : entry;
}

/** A line that is only the full name of a receiver named by first name in an earlier line. */
export function completesAName(line: string, entries: readonly GiftEntry[]): boolean {
  const said = line.trim().replace(/[.!]+$/, '');
  if (!isPlausibleName(said) || said.split(/\s+/).length < 2) return false;
  const first = normalize(said.split(/\s+/)[0] ?? '');
  return entries.some((e) => normalize(firstNameOnly(e.beneficiario) ?? '') === first);
}
