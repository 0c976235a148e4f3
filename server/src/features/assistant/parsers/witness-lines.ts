import { isValidCpf, onlyDigits } from '@legado/contract';
import { readDates } from './date-mentions.ts';
import type { WitnessFact } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';

/** Where an address begins in a witness's line ("…, 20/01/1970, Rua da Bahia, 100, …"). */
const ADDRESS_START =
  /(?:[,;]\s*|\s+-\s+|\s)(?:(?:mora|moradora?|residente|reside|endere[cç]o)\b[^,;\d]{0,12}?(?::\s*|\s(?:na|no|em|à|a)\s+|\s))?((?:rua|r\.|avenida|av\.?|travessa|tv\.|alameda|al\.|pra[cç]a|estrada|rodovia|rod\.|largo|beco|ladeira|quadra|qd\.|sqs|sqn|shis|shin|qnm|qnn|qnl|qi|ql)\s)/i;

/**
 * A witness's line split into the person (name, CPF, birth date) and the address typed after
 * them, if any: "Roberto Lima, 987.654.321-00, 20/01/1970, Rua da Bahia, 100, Centro, Belo
 * Horizonte/MG". The address begins only after a number (the CPF or the date), never in a name.
 */
export function splitWitnessAddress(line: string): { person: string; address?: string } {
  const m = ADDRESS_START.exec(line);
  const street = m?.[1];
  if (!m || !street) return { person: line };
  const person = line.slice(0, m.index).replace(/[\s,;:-]+$/, '');
  if (!/\d/.test(person)) return { person: line };
  const address = line.slice(m.index + m[0].length - street.length).trim();
  return { person, address };
}

/** A line's words that are not the name: numbers, "cpf", "nascido em", months. */
function nameWords(text: string): string {
  return text
    .replace(/\d[\d/.-]*/g, ' ')
    .replace(/\b(?:cpf|nascid[oa]|nasceu|nasc|em|de (?=\s*$)|data|n[º°])\b[:.]?/gi, ' ')
    .replace(
      /\b(?:janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/gi,
      ' ',
    )
    .replace(/[,;:()-]/g, ' ')
    .replace(/\s+de\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "e o", "a", "dona" before a name in the middle of a sentence. */
const LEADING_ARTICLE = /^(?:e\s+)?(?:(?:a|o)\s+)?(?:(?:dona|seu|sr\.?|sra\.?)\s+)?/iu;

/** A name of two words or more that a part begins with ("ednalva ribeiro dos anjos que mora…"). */
function nameOpening(part: string): string | undefined {
  const words = part.split(' ');
  for (let k = words.length - 1; k >= 2; k--) {
    const name = words.slice(0, k).join(' ');
    if (isPlausibleName(name)) return name;
  }
  return undefined;
}

/**
 * The witness's name in a line: the whole line without its numbers and labels, or, when talk
 * surrounds the witness ("então são duas vizinhas minhas de muitos anos: Terezinha de Jesus
 * Holanda, CPF …", "Antônio Valdir Castelo Branco, que é marido da outra vizinha, CPF …"), the
 * one part between commas that is a name of two words or more, else the one part that begins
 * with one ("a Ednalva Ribeiro dos Anjos que mora do lado, CPF …"). The talk is never kept.
 */
function witnessName(line: string, amidTalk: boolean): string {
  const whole = nameWords(line);
  if (!amidTalk || isPlausibleName(whole)) return whole;
  const parts = line
    .split(/[,;:()]|\s+-\s+/)
    .map((part) => nameWords(part).replace(LEADING_ARTICLE, ''));
  const names = parts.filter((part) => part.includes(' ') && isPlausibleName(part));
  if (names.length > 0) return names.length === 1 ? (names[0] ?? whole) : whole;
  const openings = parts.flatMap((part) => nameOpening(part) ?? []);
  return openings.length === 1 ? (openings[0] ?? whole) : whole;
}

/**
 * Witnesses typed one per line: "valdir souza ramos 360.158.427-17 03/03/1970",
 * "Wagner Luís Teixeira, 125.369.407-99, 11/02/1957", "Rogério Tavares Nunes, CPF
 * 745.128.396-82, nascido em 10/06/1979", optionally followed by an address (left out here).
 * The CPF's check digits are reported, not hidden. At the witnesses' question (`amidTalk`), the
 * name is found among the talk around it (see `witnessName`).
 */
export function readWitnessLines(
  message: string,
  today: string,
  { amidTalk = false }: { amidTalk?: boolean } = {},
): WitnessFact[] {
  const out: WitnessFact[] = [];
  for (const typed of message.split(/\r?\n|;/)) {
    // The address typed after the person is read by the witnesses' question, not here.
    const line = splitWitnessAddress(typed).person;
    const cpfMatch = /(?<!\d)(\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s.]?\d{2})(?!\d)/.exec(line);
    const withoutCpf = cpfMatch ? line.replace(cpfMatch[0], ' ') : line;
    // Witnesses are adults: "10/10/20" is 1920.
    const date = readDates(withoutCpf, today, { minAge: 16 }).find((d) => d.iso);
    const name = witnessName(withoutCpf, amidTalk);
    if (!name || !isPlausibleName(name) || (!cpfMatch && !date)) continue;
    const digits = cpfMatch ? onlyDigits(cpfMatch[1] ?? '') : undefined;
    out.push({
      nome: capitalizeName(name),
      ...(digits ? { cpf: digits, cpfValido: isValidCpf(digits) } : {}),
      ...(date?.iso ? { dataNascimento: date.iso } : {}),
    });
  }
  return out;
}
