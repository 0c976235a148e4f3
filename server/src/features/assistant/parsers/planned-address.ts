import { normalize } from './text.ts';

/**
 * Addresses of planned cities, where the quadra (and its street or conjunto) is the street and the
 * lote, casa or bloco is the house's number: Brasília "SQS 308 Bloco C apto 504", "SHIS QI 5
 * Conjunto 3 Casa 10", "QNL 15 conjunto B casa 3"; Palmas "quadra 307 sul alameda 5 lote 12";
 * Goiânia "Rua T-25 qd 40 lt 12". One home for them: the address reader asks here first.
 */

/** Brasília's sectors: "SQS 308", "SHIS QI 5", "QNL 15 conjunto B". */
const SECTOR = String.raw`(?:(?:sq[sn]w?|sh[ci][sn]|shcgn|cl[sn]w?|qn[mnlj]|qsc|crs|crn|sgas|sgan)\s+)?(?:sq[sn]w?|sh[ci][sn]|shcgn|cl[sn]w?|qn[mnljabdo]|q[nsr][a-z]?|qsc|qi|ql|crs|crn|sgas|sgan)\s*\d+`;
/** A quadra: "quadra 307 sul", "qd 40", "Q. 104 Norte", "quadra ARSE 72", Palmas's bare "307 sul". */
const QUADRA = String.raw`(?:(?:quadra|qd\.?|q\.)\s*(?:[a-z]{2,4}\s*)?\d+[a-z]?(?:\s+(?:sul|norte))?|\d{3}\s+(?:sul|norte))`;
/** A street named by a code or a number: "alameda 5", "rua NE 5", "Rua T-25", "av. 24". */
const CODED_STREET = String.raw`(?:alameda|al\.?|rua|r\.|avenida|av\.?)\s*(?:[a-z]{1,3}\s?-?\s?)?\d+[a-z]?`;
/** A street named by words, before its quadra: "rua das flores qd 12 lt 5". */
const NAMED_STREET = String.raw`(?:alameda|al\.?|rua|r\.|avenida|av\.?|travessa|tv\.?)\s+\p{L}[\p{L}\s.'-]*?`;
const CONJUNTO = String.raw`(?:conjunto|conj\.?|cj\.?)\s*[\p{L}\d]{1,3}`;

const STREET = String.raw`(?:${SECTOR}(?:\s*,?\s*${CONJUNTO})?|${QUADRA}(?:\s*,?\s*${CODED_STREET})?(?:\s*,?\s*${CONJUNTO})?|(?:${CODED_STREET}|${NAMED_STREET})\s*,?\s*${QUADRA})`;
const UNIT = String.raw`(bloco|bl\.?|casa|lote|lt\.?)\s*(?:n[º°o.]?\s*)?([\p{L}\d]{1,4})\b`;

/** The planned address at the start of the text, and what follows it. */
const PLANNED = new RegExp(String.raw`^(${STREET})\s*,?\s*${UNIT}\s*,?\s*(.*)$`, 'iu');
/** Where a planned address starts in a message ("moro na quadra 307 sul alameda 5 lote 12…"). */
const PLANNED_IN_TEXT = new RegExp(String.raw`(?<![\p{L}\d])${STREET}\s*,?\s*${UNIT}`, 'iu');

export interface PlannedAddress {
  logradouro: string;
  numero: string;
  /** What the text says after the number (complement, neighbourhood, city…). */
  rest: string;
}

/** The index where a planned address starts in the text, if one is there. */
export function plannedAddressAt(text: string): number | undefined {
  return PLANNED_IN_TEXT.exec(text)?.index;
}

/** The planned address that starts the text: its street (quadra…) and its number (lote, casa…). */
export function readPlannedAddress(text: string): PlannedAddress | undefined {
  const m = PLANNED.exec(text.trim());
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return {
    logradouro: plannedStreet(m[1]),
    numero: `${plannedUnit(m[2])} ${m[3].toUpperCase()}`,
    rest: m[4] ?? '',
  };
}

const WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:quadra|qd\.?|q\.)\s*/i, 'Quadra '],
  [/^(?:alameda|al\.?)\s*/i, 'Alameda '],
  [/^(?:avenida|av\.?)\s*/i, 'Avenida '],
  [/^(?:rua|r\.)\s*/i, 'Rua '],
  [/^(?:travessa|tv\.?)\s*/i, 'Travessa '],
  [/^(?:conjunto|conj\.?|cj\.?)\s*/i, 'Conjunto '],
];
const PIECE = new RegExp(
  String.raw`(?<!\p{L})(?:quadra|qd\.?|q\.|alameda|al\.?|avenida|av\.?|rua|r\.|travessa|tv\.?|conjunto|conj\.?|cj\.?)(?=[\s\d])`,
  'giu',
);

/**
 * "shis qi 5 conjunto 3" → "SHIS QI 5 Conjunto 3" (sector codes in capitals); "quadra 307 sul
 * alameda 5" → "Quadra 307 Sul, Alameda 5"; "rua t-25 qd 40" → "Rua T-25, Quadra 40".
 */
function plannedStreet(street: string): string {
  const spaced = street
    .replace(/\s*,\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const starts = [...spaced.matchAll(PIECE)].map((m) => m.index);
  if (starts[0] !== 0) starts.unshift(0);
  const pieces = starts.map((from, i) => spaced.slice(from, starts[i + 1]).trim());
  return pieces
    .map((piece) => {
      const word = WORDS.find(([re]) => re.test(piece));
      const body = word ? piece.replace(word[0], '') : piece;
      const cased = body
        .split(' ')
        .map((w) =>
          /^(?:d[aeo]s?|e)$/i.test(w) && word
            ? w.toLowerCase()
            : /^(?:sul|norte)$/i.test(w)
              ? `${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`
              : /^[a-z]{1,2}-?\d*$/i.test(w) || /\d/.test(w) || !word
                ? w.toUpperCase()
                : `${w.charAt(0).toUpperCase()}${w.slice(1)}`,
        )
        .join(' ');
      // Palmas's "307 sul" is its quadra.
      const kind = word?.[1] ?? (/^\d/.test(body) ? 'Quadra ' : '');
      return `${kind}${cased}`.trim();
    })
    .reduce(
      // A conjunto belongs to its sector or quadra, without a comma ("SHIS QI 5 Conjunto 3").
      (acc, piece) =>
        !acc ? piece : /^Conjunto\b/.test(piece) ? `${acc} ${piece}` : `${acc}, ${piece}`,
      '',
    );
}

/** "bl" → "Bloco", "casa" → "Casa", "lt" → "Lote": the unit that numbers a building. */
function plannedUnit(unit: string): string {
  const n = normalize(unit);
  return n.startsWith('b') ? 'Bloco' : n.startsWith('c') ? 'Casa' : 'Lote';
}
