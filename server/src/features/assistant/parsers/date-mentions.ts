import type { DateMention } from './fact-types.ts';
import { parseDate, withSpacedDatesSlashed } from './dates.ts';
import { normalize } from './text.ts';

/**
 * Dates as people say them, with what they are about: "nasci em 68", "14 de fevereiro de 45",
 * "15/6/75", "casei em 68", "falecido em 2019", "há 10 anos". Two-digit years are read as the
 * most recent past year that fits (a birth in "45" is 1945, a wedding in "08" is 2008).
 */

const MONTH =
  '(?:janeiro|jan|fevereiro|fev|marco|mar|abril|abr|maio|mai|junho|jun|julho|jul|agosto|ago|setembro|set|outubro|out|novembro|nov|dezembro|dez)';

/**
 * A two-digit year as the latest year not after `today`'s year, and at least `minAge` years
 * back when the date is an adult's birth ("nascido em 10/10/20" for a witness is 1920).
 */
export function inferYear(twoDigits: number, todayYear: number, minAge = 0): number {
  const century = Math.floor(todayYear / 100) * 100;
  const year = century + twoDigits;
  return year > todayYear - minAge ? year - 100 : year;
}

const ABOUT: ReadonlyArray<[RegExp, DateMention['about']]> = [
  [/\b(nasci|nasceu|nascid[oa]|nascimento|nasc|de nascimento)\b/, 'nascimento'],
  [/\b(falecid[oa]|faleceu|morreu|morta|morto|obito)\b/, 'falecimento'],
  [/\b(casei|casamos|casamo|casad[oa]|casamento|casou)\b/, 'casamento'],
  [/\b(separad[oa]|separamos|separei|divorciei)\b/, 'separacao'],
  [/\b(junt[oa]s?|moramos|moro junto|vivo com|uniao|amasiad[oa]|companheir[oa])\b/, 'uniao'],
];

function aboutOf(context: string): DateMention['about'] {
  return ABOUT.find(([re]) => re.test(context))?.[1] ?? 'outro';
}

/** Full dates: numeric (two- or four-digit years) and with the month in words. */
const FULL_DATE = new RegExp(
  `(?<!\\d)(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{4}|\\d{2})(?!\\d)|(?<!\\d)(\\d{1,2}|primeiro)\\s*(?:o\\s+)?(?:de\\s+)?(${MONTH})\\.?\\s*(?:de\\s+|/\\s*)?(\\d{4}|\\d{2})(?!\\d)|(\\d{4})-(\\d{2})-(\\d{2})`,
  'g',
);

/** A year alone after a verb or "em" (not an age, not a month). */
const YEAR_ALONE = new RegExp(
  `\\b(?:em|desde|de|ano de|no ano de)\\s+(\\d{4}|\\d{2})(?![\\d/.-])(?!\\s+(?:anos?\\b|meses\\b|(?:de\\s+)?${MONTH}\\b))`,
  'g',
);

/** Every date in a text, in order. `today` (ISO) anchors two-digit years and "há N anos". */
export function readDates(
  text: string,
  today: string,
  options: { minAge?: number } = {},
): DateMention[] {
  const minAge = options.minAge ?? 0;
  const todayYear = Number(today.slice(0, 4));
  // "12 08 1960": a date typed with spaces is read as one with slashes.
  const n = withSpacedDatesSlashed(normalize(text));
  const found: { at: number; end: number; mention: DateMention }[] = [];
  const taken = (at: number) => found.some((f) => at >= f.at && at < f.end);
  const push = (at: number, end: number, mention: Omit<DateMention, 'about'>) => {
    if (taken(at)) return;
    // Only the words of this date: not past an earlier date ("…1972, ana paula 05/06/1975"), and
    // not a verb that has a date of its own after it ("20/09/1978 que faleceu em 2020").
    const before =
      n
        .slice(Math.max(0, at - 40), at)
        .split(/\d(?=[^\d]*$)/)
        .at(-1) ?? '';
    const after = n.slice(end, end + 25).replace(/\b[a-z]+\s+(?:em\s+|no dia\s+|dia\s+)?\d.*$/, '');
    // "carlos ferreira lima 20/09/1978 (falecido)": a full date right after a name, with the death
    // said after it, is the birth (the death has its own words before its date: "falecido em").
    const said = aboutOf(`${before} ${after}`);
    const about =
      said === 'falecimento' && mention.iso && aboutOf(before) !== 'falecimento' ? 'outro' : said;
    // "carlos ferreira lima de 1978 (falecido)": "de" and a year right after a name is a birth.
    const born =
      about !== 'nascimento' && /^de\s/.test(n.slice(at, end)) && aboutOf(before) === 'outro';
    found.push({ at, end, mention: { ...mention, about: born ? 'nascimento' : about } });
  };
  for (const m of n.matchAll(FULL_DATE)) {
    const yearText = m[3] ?? m[6] ?? m[7] ?? '';
    const year =
      yearText.length === 2 ? inferYear(Number(yearText), todayYear, minAge) : Number(yearText);
    const rebuilt = m[7]
      ? m[0]
      : m[1]
        ? `${m[1]}/${m[2]}/${year}`
        : `${m[4] === 'primeiro' ? 1 : m[4]} de ${m[5]} de ${year}`;
    const iso = parseDate(rebuilt);
    if (iso && iso <= today) push(m.index, m.index + m[0].length, { iso, year });
  }
  // A year alone after a verb or "em": "nasci em 68", "casei em 1968", "desde 1968", "em 2019".
  for (const m of n.matchAll(YEAR_ALONE)) {
    const raw = m[1] ?? '';
    const year = raw.length === 2 ? inferYear(Number(raw), todayYear, minAge) : Number(raw);
    if (year >= 1900 && year <= todayYear) push(m.index, m.index + m[0].length, { year });
  }
  // "há 10 anos", "faz 3 anos": the year it began.
  for (const m of n.matchAll(
    /\b(?:ha|a|faz|fazem|tem)\s+(?:uns\s+|umas\s+|quase\s+|mais de\s+|uns\s+)?(\d{1,2}|um|dois|tres|cinco|dez)\s+anos?\b/g,
  )) {
    const words: Record<string, number> = { um: 1, dois: 2, tres: 3, cinco: 5, dez: 10 };
    const count = words[m[1] ?? ''] ?? Number(m[1]);
    const before = n.slice(Math.max(0, m.index - 50), m.index);
    if (/\b(tem|idade)\b/.test(m[0]) && !/\b(casad|junt|separad|mora|vivo)/.test(before)) continue;
    push(m.index, m.index + m[0].length, { year: todayYear - count });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.mention);
}

/** Age said as "14 anos", "tem 12 anos", "de 10 anos". */
export function readAge(text: string): number | undefined {
  const m = /(?:^|\b(?:tem|com|de|idade)\s+|,\s*)(\d{1,3})\s+anos?\b(?!\s+atras)/.exec(
    normalize(text),
  );
  const age = m ? Number(m[1]) : NaN;
  return age >= 0 && age < 130 ? age : undefined;
}
