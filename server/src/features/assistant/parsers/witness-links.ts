import type { Pessoa, Vinculo } from '@legado/contract';
import { normalize } from './text.ts';

/** How a witness is related to someone who receives something (CC 1.802's front persons). */
export type LinkType = Vinculo['tipo'];

/** "<witness> is the <tipo> of <pessoa>". */
export interface WitnessLink {
  witnessId: string;
  tipo: LinkType;
  pessoaId: string;
}

/**
 * The words for each relation of CC 1.802 (ascendants and descendants of any degree, siblings,
 * spouse or companion), accents removed. In-laws, step-family and partners who are not
 * companions are not on the law's list, so they are not read as one of these.
 */
const RELATION_WORDS: ReadonlyArray<[LinkType, RegExp]> = [
  ['conjuge', /\b(conjuge|esposa|esposo|marido|mulher|companheir[oa]|casad[oa])\b/],
  ['avo', /\b(avo|avos|bisavo|bisavos)\b/],
  ['neto', /\b(net[oa]s?|bisnet[oa]s?)\b/],
  ['pai_mae', /\b(pai|mae|pais)\b/],
  ['filho', /\b(filh[oa]s?)\b/],
  ['irmao', /\b(irma|irmao|irmas|irmaos)\b/],
];

/** The same relation seen from the other person: "A is B's father" = "B is A's child". */
const REVERSED: Record<LinkType, LinkType> = {
  conjuge: 'conjuge',
  irmao: 'irmao',
  pai_mae: 'filho',
  filho: 'pai_mae',
  avo: 'neto',
  neto: 'avo',
};

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

/** The person of a list mentioned first in the text, and where. */
function firstMentioned(
  text: string,
  people: Pessoa[],
): { person: Pessoa; at: number } | undefined {
  return people
    .map((person) => ({ person, at: mentionAt(text, person) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
}

/** One statement as typed (for messages) and as matched. */
interface Statement {
  typed: string;
  text: string;
}

/**
 * Splits an answer into one statement per relation: lines, ";" or ". ", and " e " before a
 * witness's name ("Juliana é irmã do João e Marcos é marido da Marina").
 */
function statements(answer: string, witnesses: Pessoa[]): Statement[] {
  const firstNames = witnesses
    .map((w) => normalize(w.nome).split(' ')[0])
    .filter((name): name is string => Boolean(name));
  const beforeWitness = firstNames.length
    ? new RegExp(`\\s+e\\s+(?=(?:${firstNames.map(escapeRegExp).join('|')})\\b)`, 'i')
    : null;
  return answer
    .split(/\r?\n|;|\.\s/)
    .flatMap((part) => {
      // Composed accents (NFC) come off one for one, so a match in the plain text is at the
      // same place in what was typed.
      const typed = part.trim().normalize('NFC');
      const text = typed
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      if (!beforeWitness) return [typed];
      const pieces: string[] = [];
      let rest = typed;
      let restText = text;
      for (let match = beforeWitness.exec(restText); match; match = beforeWitness.exec(restText)) {
        pieces.push(rest.slice(0, match.index));
        rest = rest.slice(match.index + match[0].length);
        restText = restText.slice(match.index + match[0].length);
      }
      return [...pieces, rest];
    })
    .map((typed) => ({ typed: typed.trim(), text: normalize(typed) }))
    .filter((statement) => statement.text.length > 0);
}

/**
 * Reads which witness is related to which beneficiary, as people say it: "a Juliana é irmã do
 * João Pedro", "Marcos é marido da Marina", "a Marina é filha do Roberto". Returns the links, or
 * the statement it could not read, as typed (no witness, no beneficiary or no relation in it).
 */
export function parseWitnessLinks(
  answer: string,
  witnesses: Pessoa[],
  beneficiaries: Pessoa[],
): { links: WitnessLink[] } | { unclear: string } {
  const links: WitnessLink[] = [];
  for (const { typed, text } of statements(answer, witnesses)) {
    const witness = firstMentioned(text, witnesses);
    const beneficiary = witness
      ? firstMentioned(
          text,
          beneficiaries.filter((b) => b.id !== witness.person.id),
        )
      : undefined;
    const said = RELATION_WORDS.find(([, words]) => words.test(text))?.[0];
    if (!witness || !beneficiary || !said) return { unclear: typed };
    // The relation word describes whoever is named first: "a Marina é filha do Roberto".
    const tipo = beneficiary.at < witness.at ? REVERSED[said] : said;
    links.push({ witnessId: witness.person.id, tipo, pessoaId: beneficiary.person.id });
  }
  return { links };
}
