import type { Pessoa } from '@legado/contract';
import { normalize } from './text.ts';

/** How a witness is related to someone who receives something (CC 1.802's front persons). */
export type LinkType = 'conjuge' | 'pai_mae' | 'filho' | 'irmao';

/** "<witness> is the <tipo> of <pessoa>". */
export interface WitnessLink {
  witnessId: string;
  tipo: LinkType;
  pessoaId: string;
}

/** The words people use for each relation, accents removed, as the witness's role. */
const RELATION_WORDS: ReadonlyArray<[LinkType, RegExp]> = [
  [
    'conjuge',
    /\b(conjuge|esposa|esposo|marido|mulher|companheir[oa]|namorad[oa]|noiv[oa]|casad[oa])\b/,
  ],
  ['pai_mae', /\b(pai|mae|padrasto|madrasta)\b/],
  ['filho', /\b(filh[oa]s?|entead[oa]s?)\b/],
  ['irmao', /\b(irma|irmao|irmas|irmaos|meio-irma|meio-irmao)\b/],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a person's name first appears in the text: the whole name, else the first name alone. */
function mentionAt(text: string, person: Pessoa): number {
  const full = normalize(person.nome);
  const whole = new RegExp(`\\b${escapeRegExp(full)}\\b`).exec(text);
  if (whole) return whole.index;
  const first = full.split(' ')[0];
  if (!first || first.length < 2) return -1;
  return new RegExp(`\\b${escapeRegExp(first)}\\b`).exec(text)?.index ?? -1;
}

/** The person of a list mentioned first in the text, or undefined. */
function firstMentioned(text: string, people: Pessoa[]): Pessoa | undefined {
  return people
    .map((person) => ({ person, at: mentionAt(text, person) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.person;
}

/**
 * Splits an answer into one statement per relation: lines, ";" or ".", and " e " before a
 * witness's name ("Juliana é irmã do João e Marcos é filho da Marina").
 */
function statements(text: string, witnesses: Pessoa[]): string[] {
  const firstNames = witnesses
    .map((w) => normalize(w.nome).split(' ')[0])
    .filter((name): name is string => Boolean(name));
  const beforeWitness = firstNames.length
    ? new RegExp(`\\s+e\\s+(?=(?:${firstNames.map(escapeRegExp).join('|')})\\b)`)
    : null;
  return text
    .split(/\r?\n|;|\.\s/)
    .map((part) => normalize(part))
    .flatMap((part) => (beforeWitness ? part.split(beforeWitness) : [part]))
    .filter((part) => part.length > 0);
}

/**
 * Reads which witness is related to which beneficiary, as people say it: "a Juliana é irmã do
 * João Pedro", "Marcos é marido da Marina". Returns the links, or the statement it could not
 * read (no witness, no beneficiary or no relation word in it).
 */
export function parseWitnessLinks(
  text: string,
  witnesses: Pessoa[],
  beneficiaries: Pessoa[],
): { links: WitnessLink[] } | { unclear: string } {
  const links: WitnessLink[] = [];
  for (const statement of statements(text, witnesses)) {
    const witness = firstMentioned(statement, witnesses);
    // Either order reads the same: "Juliana é irmã do João" or "o João é irmão da Juliana".
    const beneficiary = witness
      ? firstMentioned(
          statement,
          beneficiaries.filter((b) => b.id !== witness.id),
        )
      : undefined;
    const tipo = RELATION_WORDS.find(([, words]) => words.test(statement))?.[0];
    if (!witness || !beneficiary || !tipo) return { unclear: statement };
    links.push({ witnessId: witness.id, tipo, pessoaId: beneficiary.id });
  }
  return { links };
}
