/** Countries people are born in besides Brazil, as typed without accents. */
export const FOREIGN_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'portugal italia espanha japao alemanha franca argentina uruguai paraguai bolivia chile peru ' +
    'venezuela colombia equador libano siria angola mocambique china coreia polonia ucrania ' +
    'russia holanda suica inglaterra cuba haiti mexico eua'
  ).split(' '),
);
