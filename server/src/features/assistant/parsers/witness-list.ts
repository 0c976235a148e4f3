import { cpfSpans } from './cpf.ts';
import { withoutDictation } from './dictation.ts';
import { witnessBlocksAsLines } from './labeled-lines.ts';
import { isPlausibleName } from './name-quality.ts';
import { withoutNoise } from './typed-noise.ts';
import { splitLines } from './text.ts';

/**
 * The witnesses' answer cut into one piece per witness, as people type or dictate it:
 * - one witness per line or per ";" (and pasted "Nome: / CPF: / Nascimento:" blocks);
 * - a line that only introduces the list ("a claudia voltou, ela vai botar as testemunhas:",
 *   "seguem:") or talks after it ("qualquer coisa me avisa") is not a witness, nor is "as
 *   testemunhas são:" before the first one;
 * - dictated, on one line: "a primeira é sebastião … cpf 609 328 517 03 nascido em três de abril
 *   de 1958 vírgula a segunda é …", "…, e o terceiro …";
 * - several "Nome, CPF, nascimento" run together on one line: cut after each one's date.
 * Nothing typed is dropped but the words of introduction; each piece is still read and checked
 * (CPF digits included) by the witnesses' question.
 */

/** "a primeira é", "e o terceiro", "a segunda testemunha:", "2ª:", "a outra é": who comes next. */
const ORDINAL =
  '(?:(?:e\\s+)?(?:(?:a|o)\\s+)?(?:primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|quint[oa]|[uú]ltim[oa]|outr[oa]|[1-5]\\s?[ªºa°])(?:\\s+testemunha)?(?![\\p{L}\\d]))';
/** "é", "vai ser", ":" (a word only before a space: "e" is not the start of "edileuza"). */
const VERB = '(?:(?:é|e|eh|foi|vai ser|será|sera|seria)(?=\\s)|:)';
/** The ordinal that starts a piece, with the verb and article after it. */
const LEADING_ORDINAL = new RegExp(
  `^[\\s,;.:-]*${ORDINAL}\\s*(?:${VERB}\\s*)?(?:(?:a|o)\\s+)?(?:(?:dona|seu|sr\\.?|sra\\.?)\\s+)?[:,-]?\\s*`,
  'iu',
);
/** The place before the second and later witnesses: ", a segunda", " e o terceiro". */
const NEXT_ORDINAL = new RegExp(
  `(?:[,;.]\\s*|\\s+)(?:e\\s+)?(?=(?:a|o)\\s+(?:segund[oa]|terceir[oa]|quart[oa]|quint[oa]|[uú]ltim[oa]|outr[oa])\\b)`,
  'giu',
);
/** "as testemunhas são:", "minhas testemunhas vão ser", "Testemunha 1:" before the first one. */
const INTRODUCTION = new RegExp(
  `^[^\\d]*?\\btestemunhas?\\b(?:\\s*\\d\\s*[ªºa°]?)?\\s*(?:(?:s[aã]o|ser[aã]o|v[aã]o ser|é|e|eh|foi|ser[aá]|seria)(?=[\\s:]))?\\s*:?\\s*(?:(?:a|o|as|os)\\s+)?[,-]?\\s*`,
  'iu',
);
/** A birth date as typed or dictated ("15/1/90", "10 de março de 1970", "três de abril de 1958"). */
const DATE = new RegExp(
  '(?<!\\d)\\d{1,2}\\s*[/.-]\\s*\\d{1,2}\\s*[/.-]\\s*(?:\\d{4}|\\d{2})(?!\\d)|(?:\\d{1,2}|\\p{L}+(?:\\s+e\\s+\\p{L}+)?)\\s*[ºo°]?\\s+de\\s+\\p{L}+\\.?\\s+(?:de\\s+)?\\d{4}(?!\\d)',
  'giu',
);

const ANY_DATE = new RegExp(DATE.source, 'iu');

/** "…1958, a segunda lúcia… e o terceiro adilson…": cut before each later ordinal. */
function splitAtOrdinals(line: string): string[] {
  return cpfSpans(line).length < 2 ? [line] : line.split(NEXT_ORDINAL);
}

/**
 * A line with neither CPF nor date that introduces the list or talks around it ("qualquer coisa
 * me avisa", "as testemunhas vão ser 3 vizinhos dele:", a table's "NOME | CPF | DATA NASC."), not
 * a witness. A name alone is kept: the question says what it lacks.
 */
function talkAroundList(line: string): boolean {
  if (cpfSpans(line).length > 0 || ANY_DATE.test(line)) return false;
  return /:\s*$/.test(line) || /\btestemunhas?\b/iu.test(line) || !isPlausibleName(line);
}

/** A table's columns ("Nome | CPF | Nascimento", cells cut by tabs) as a line of commas. */
function tableCellsAsCommas(line: string): string {
  if (/^[\s|:+-]*$/.test(line) && /-{3}/.test(line)) return ''; // "|---|---|" under a header
  return line.replace(/^\s*\|\s*|\s*\|\s*$/g, '').replace(/\s*(?:\||\t)\s*/g, ', ');
}

/** Where the first date after `from` ends, before `to`. */
function dateEndBetween(line: string, from: number, to: number): number | undefined {
  for (const m of line.slice(from, to).matchAll(DATE)) return from + m.index + m[0].length;
  return undefined;
}

/**
 * Several witnesses run together on one line ("joão silva 123… 01/02/1970, maria souza 987…
 * 03/04/1980"): cut after each one's date, or after each CPF when the date comes before it.
 */
function splitRunTogether(line: string): string[] {
  const cpfs = cpfSpans(line);
  if (cpfs.length < 2) return [line];
  const dateFirst = dateEndBetween(line, 0, cpfs[0]?.start ?? 0) !== undefined;
  const cuts: number[] = [];
  for (let i = 0; i < cpfs.length - 1; i++) {
    const here = cpfs[i];
    const next = cpfs[i + 1];
    if (!here || !next) continue;
    const cut = dateFirst ? here.end : dateEndBetween(line, here.end, next.start);
    if (cut === undefined) return [line];
    cuts.push(cut);
  }
  return [0, ...cuts].map((start, i) => line.slice(start, cuts[i] ?? line.length));
}

/** A piece without the words around the witness: emojis, ordinals, ", e", articles. */
function cleanPiece(piece: string): string {
  return withoutNoise(piece)
    .replace(LEADING_ORDINAL, '')
    .replace(/^[\s,;.:-]*(?:e\s+)?(?:(?:a|o)\s+(?=\p{L}{2}))?/iu, '')
    .replace(/[\s,;:-]+$/u, '')
    .trim();
}

/** The pieces of a witnesses' answer, one per witness (see above). */
export function witnessPieces(message: string): string[] {
  const lines = splitLines(withoutDictation(witnessBlocksAsLines(message)))
    .map(tableCellsAsCommas)
    .filter((line) => line.trim().length > 0);
  const someCpf = lines.some((line) => cpfSpans(line).length > 0);
  return lines
    .filter((line) => !(someCpf && talkAroundList(line)))
    .map((line) => (someCpf && /\d/.test(line) ? line.replace(INTRODUCTION, '') : line))
    .flatMap(splitAtOrdinals)
    .flatMap(splitRunTogether)
    .map(cleanPiece)
    .filter((piece) => piece.length > 0);
}
