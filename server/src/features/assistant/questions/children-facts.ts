import type { Facts } from '../parsers/index.ts';
import { parseDate } from '../parsers/dates.ts';
import { normalize } from '../parsers/text.ts';
import { childrenCount, unnamedDeath } from './children-count.ts';
import type { ChildEntry } from './children.ts';
import { mergeRepeatedChildren } from './children-merge.ts';

/** The date typed right after a name ("Gabriel Costa Pereira, 21/08/2004"). */
function dateAfter(text: string, nome: string): string | undefined {
  const n = normalize(text);
  const at = n.indexOf(normalize(nome));
  if (at < 0) return undefined;
  const after = n.slice(at + normalize(nome).length, at + normalize(nome).length + 40);
  const m =
    /^\s*,?\s*(?:\(?\s*)?(?:nascid[oa] em|que nasceu em|nasceu em|de)?\s*(\d{1,2}\/\d{1,2}\/\d{2,4})/.exec(
      after,
    );
  return m?.[1] ? parseDate(m[1]) : undefined;
}

/**
 * The children a message names, as typed entries (the same the form gives): "temos dois filhos:
 * Gabriel Costa Pereira, 21/08/2004, e Laura…", with their notes ("falecido em 2019").
 */
export function childEntriesFrom(facts: Facts, text: string): ChildEntry[] {
  const read = facts.people
    .filter((p) => p.relacao === 'filho' && p.nome && p.nome.split(' ').length >= 2)
    .map((p) => {
      const data = dateAfter(text, p.nome ?? '') ?? p.dataNascimento;
      return {
        nome: p.nome ?? '',
        falecido: p.falecido === true,
        ...(data ? { data } : {}),
        ...(p.cpf ? { cpf: p.cpf } : {}),
        ...(p.menor !== undefined ? { menor: p.menor } : {}),
      };
    });
  // "os gemeos davi … e debora …", a stepchild, a first name said again in full: each child once.
  const entries = mergeRepeatedChildren(read, text);
  // "tenho 3 filhos: …" and two names read, or "um deles faleceu" and no one marked: someone was
  // misread, so nothing is taken from here (the children question asks).
  const said = childrenCount(text);
  if ((said !== undefined && said !== entries.length) || unnamedDeath(text, entries)) return [];
  return entries;
}
