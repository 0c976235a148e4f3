/** Countries people are born in besides Brazil, as typed without accents. */
export const FOREIGN_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'portugal italia espanha japao alemanha franca argentina uruguai paraguai bolivia chile peru ' +
    'venezuela colombia equador libano siria angola mocambique china coreia polonia ucrania ' +
    'russia holanda suica inglaterra cuba haiti mexico eua usa canada irlanda escocia grecia austria ' +
    'belgica suecia noruega dinamarca australia israel egito marrocos nigeria india filipinas ' +
    'vietna taiwan guine'
  ).split(' '),
);

/** Countries of several words ("estados unidos", "cabo verde"), on normalized text. */
const COUNTRY_PHRASES =
  /\b(?:estados unidos|reino unido|cabo verde|africa do sul|coreia do sul|nova zelandia|guine bissau|sao tome e principe|timor leste)\b/;

/** Whether a normalized text names a country other than Brazil ("lisboa portugal", "cabo verde"). */
export function namesForeignCountry(normalized: string): boolean {
  return (
    COUNTRY_PHRASES.test(normalized) ||
    normalized.split(/[^a-z]+/).some((w) => FOREIGN_COUNTRIES.has(w))
  );
}
