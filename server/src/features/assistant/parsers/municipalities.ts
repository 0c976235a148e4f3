import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import type { Uf } from '@legado/contract';
import { FOREIGN_COUNTRIES } from './countries.ts';
import type { Place } from './fact-types.ts';
import { parseUf, stateAtEnd } from './places.ts';
import { STATE_REGIONS } from './state-regions.ts';
import { normalize } from './text.ts';
import { editDistance } from './typos.ts';

/**
 * Brazilian municipalities (IBGE list from @brazilian-utils) found in free text: "inhumas goias",
 * "feira de santana na bahia", "BH", "Sampa", "Aqui em Brasília… SQS 308", "sou paulistana".
 */

const CAPITALS: Record<Uf, string> = {
  AC: 'Rio Branco',
  AL: 'Maceió',
  AP: 'Macapá',
  AM: 'Manaus',
  BA: 'Salvador',
  CE: 'Fortaleza',
  DF: 'Brasília',
  ES: 'Vitória',
  GO: 'Goiânia',
  MA: 'São Luís',
  MT: 'Cuiabá',
  MS: 'Campo Grande',
  MG: 'Belo Horizonte',
  PA: 'Belém',
  PB: 'João Pessoa',
  PR: 'Curitiba',
  PE: 'Recife',
  PI: 'Teresina',
  RJ: 'Rio de Janeiro',
  RN: 'Natal',
  RS: 'Porto Alegre',
  RO: 'Porto Velho',
  RR: 'Boa Vista',
  SC: 'Florianópolis',
  SP: 'São Paulo',
  SE: 'Aracaju',
  TO: 'Palmas',
};

/** Nicknames, abbreviations and demonyms people use for a city. */
const NICKNAMES: Record<string, Place> = {
  bh: { cidade: 'Belo Horizonte', uf: 'MG' },
  beaga: { cidade: 'Belo Horizonte', uf: 'MG' },
  sampa: { cidade: 'São Paulo', uf: 'SP' },
  paulistano: { cidade: 'São Paulo', uf: 'SP' },
  paulistana: { cidade: 'São Paulo', uf: 'SP' },
  rio: { cidade: 'Rio de Janeiro', uf: 'RJ' },
  carioca: { cidade: 'Rio de Janeiro', uf: 'RJ' },
  poa: { cidade: 'Porto Alegre', uf: 'RS' },
  'porto-alegrense': { cidade: 'Porto Alegre', uf: 'RS' },
  floripa: { cidade: 'Florianópolis', uf: 'SC' },
  bsb: { cidade: 'Brasília', uf: 'DF' },
  brasiliense: { cidade: 'Brasília', uf: 'DF' },
  ssa: { cidade: 'Salvador', uf: 'BA' },
  soteropolitano: { cidade: 'Salvador', uf: 'BA' },
  soteropolitana: { cidade: 'Salvador', uf: 'BA' },
  jampa: { cidade: 'João Pessoa', uf: 'PB' },
  cwb: { cidade: 'Curitiba', uf: 'PR' },
  curitibano: { cidade: 'Curitiba', uf: 'PR' },
  curitibana: { cidade: 'Curitiba', uf: 'PR' },
  recifense: { cidade: 'Recife', uf: 'PE' },
  fortalezense: { cidade: 'Fortaleza', uf: 'CE' },
  manauara: { cidade: 'Manaus', uf: 'AM' },
  goianiense: { cidade: 'Goiânia', uf: 'GO' },
  'belo-horizontino': { cidade: 'Belo Horizonte', uf: 'MG' },
  'belo-horizontina': { cidade: 'Belo Horizonte', uf: 'MG' },
  niteroiense: { cidade: 'Niterói', uf: 'RJ' },
  sanca: { cidade: 'São Carlos', uf: 'SP' },
};

/** "sou gaúcho de Santa Maria": a state said by its people's name settles an ambiguous city. */
const STATE_DEMONYMS: ReadonlyArray<[RegExp, Uf]> = [
  [/\bgauch[oa]\b/, 'RS'],
  [/\bmineir[oa]\b/, 'MG'],
  [/\bbaian[oa]\b/, 'BA'],
  [/\bgoian[oa]\b/, 'GO'],
  [/\bcearense\b/, 'CE'],
  [/\bpernambucan[oa]\b/, 'PE'],
  [/\bparaiban[oa]\b/, 'PB'],
  [/\bpotiguar\b/, 'RN'],
  [/\bcapixaba\b/, 'ES'],
  [/\bcatarinense\b/, 'SC'],
  [/\bparanaense\b/, 'PR'],
  [/\bparaense\b/, 'PA'],
  [/\bmaranhense\b/, 'MA'],
  [/\bpiauiense\b/, 'PI'],
  [/\balagoan[oa]\b/, 'AL'],
  [/\bsergipan[oa]\b/, 'SE'],
  [/\bamazonense\b/, 'AM'],
  [/\bfluminense\b/, 'RJ'],
  [/\bpaulista\b/, 'SP'],
];

/** "sou gaúcho de…", "cachoeira, no recôncavo": a state said by its people or one of its regions. */
const STATE_HINTS: ReadonlyArray<[RegExp, Uf]> = [...STATE_DEMONYMS, ...STATE_REGIONS];

/** Addresses only Brasília has (superquadras and sectors): "SQS 308", "SHIS QI 5". */
const BRASILIA_ADDRESS =
  /\b(?:sqs|sqn|sqsw|sqnw|shis|shin|shcgn|clsw|cln|cls|qnm|qnn|qnl|qsc)\s*\d/;

interface Entry {
  cidade: string;
  uf: Uf;
}

let index: Map<string, Entry[]> | undefined;
let longestWords = 1;

function municipalityIndex(): Map<string, Entry[]> {
  if (index) return index;
  index = new Map();
  for (const m of getMunicipalities()) {
    const key = normalize(m.name).replace(/-/g, ' ');
    const list = index.get(key) ?? [];
    list.push({ cidade: m.name, uf: m.stateCode });
    index.set(key, list);
    longestWords = Math.max(longestWords, key.split(' ').length);
  }
  return index;
}

/** The municipalities of that name (accents, case and hyphens ignored). */
export function municipalitiesNamed(name: string): Place[] {
  return municipalityIndex().get(normalize(name).replace(/-/g, ' ')) ?? [];
}

/** One municipality for a name, with the UF when given; capitals win when the UF is not said. */
export function resolveMunicipality(name: string, uf?: Uf): Place | undefined {
  const nick = NICKNAMES[normalize(name)];
  if (nick && (!uf || nick.uf === uf)) return nick;
  const found = municipalitiesNamed(name);
  if (uf) return found.find((p) => p.uf === uf);
  if (found.length === 1) return found[0];
  return found.find((p) => CAPITALS[p.uf] === p.cidade);
}

const STATE_WORDS =
  /^(?:ac|al|ap|am|ba|ce|df|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to|acre|alagoas|amapa|amazonas|bahia|ceara|distrito federal|espirito santo|goias|maranhao|mato grosso|mato grosso do sul|minas gerais|minas|para|paraiba|parana|pernambuco|piaui|rio de janeiro|rio grande do norte|rio grande do sul|rondonia|roraima|santa catarina|sao paulo|sergipe|tocantins)$/;

/** Words between a city and its state: "cameta mesmo, para", "crato la no ceara", "no estado do". */
const BEFORE_STATE = new Set(['mesmo', 'mesma', 'la', 'ali', 'aqui', 'estado', 'interior']);

/** A UF said just after a city ("goiania go", "feira de santana na bahia", "Recife/PE"). */
/** True when a foreign country is said right after a city's name ("guimaraes portugal"). */
function abroadAfter(words: string[], from: number): boolean {
  const i = /^(?:na|no|em)$/.test(words[from] ?? '') ? from + 1 : from;
  return FOREIGN_COUNTRIES.has(words[i] ?? '');
}

/** True when a foreign country was said just before ("nasci em portugal, em guimaraes"). */
function abroadBefore(words: string[], at: number): boolean {
  return words.slice(Math.max(0, at - 3), at).some((w) => FOREIGN_COUNTRIES.has(w));
}

function ufAfter(words: string[], from: number): { uf: Uf; used: number } | undefined {
  let i = from;
  while (BEFORE_STATE.has(words[i] ?? '') && i < from + 3) i++;
  if (
    words[i] === 'na' ||
    words[i] === 'no' ||
    words[i] === 'em' ||
    words[i] === 'do' ||
    words[i] === 'de'
  )
    i++;
  if (words[i] === 'estado') i++;
  if (words[i] === 'do' || words[i] === 'de' || words[i] === 'da') i++;
  for (let len = Math.min(5, words.length - i); len >= 1; len--) {
    const phrase = words.slice(i, i + len).join(' ');
    if (STATE_WORDS.test(phrase)) {
      const uf = parseUf(phrase);
      if (uf) return { uf, used: i + len - from };
    }
  }
  return undefined;
}

/** Municipalities named like common words: only with their UF ("Brasileira" is a nationality). */
const COMMON_WORDS = new Set(
  (
    'brasileira esperanca liberdade bonito paraiso central saudade sossego cachoeira serra natividade alegre independencia uniao progresso ' +
    // "o rio subiu", "trabalhei na roça, no sertão", "perto da lagoa": nouns of a story.
    'areia barra cruz lagoa mata ouro pedra porto prata sertao chapada planalto capela jardim palmeira feliz'
  ).split(' '),
);
const MONTHS = new Set(
  'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro'.split(
    ' ',
  ),
);
const BEFORE_PLACE = new Set(['em', 'de', 'na', 'no', 'para', 'pra', 'natural', 'cidade']);

/**
 * Every city (with its UF) said in a text. A municipality name counts when a UF follows it,
 * after "em/de/na/no", or when it is the whole text; ambiguous names without a UF are skipped
 * unless one of them is a state capital.
 */
export function findPlaces(text: string): Place[] {
  // "chapeco sc. vim pro mato grosso": a full stop after the state ends the place.
  const n = normalize(text.replace(/[/,()–-]|[.;:!?](?!\d)/g, ' '));
  const found: Place[] = [];
  /** Places whose state was not said: a namesake of another state may be meant. */
  const guessed = new Set<Place>();
  if (BRASILIA_ADDRESS.test(normalize(text))) found.push({ cidade: 'Brasília', uf: 'DF' });
  const words = n.split(' ').filter(Boolean);
  const idx = municipalityIndex();
  const hint = STATE_HINTS.find(([re]) => re.test(n))?.[1];
  for (let i = 0; i < words.length; i++) {
    let matched = false;
    for (let len = Math.min(longestWords, words.length - i); len >= 1; len--) {
      const name = words.slice(i, i + len).join(' ');
      const entries = idx.get(name);
      if (!entries) continue;
      const after = ufAfter(words, i + len);
      const whole = i === 0 && len === words.length;
      const previous = words[i - 1] ?? '';
      const introduced =
        i > 0 &&
        BEFORE_PLACE.has(previous) &&
        (previous !== 'de' ||
          words
            .slice(Math.max(0, i - 4), i - 1)
            .some((w) => /^(?:sou|e|eh|natural|cidade|vim|venho|vem|veio|somos|era)$/.test(w))) &&
        !MONTHS.has(name);
      let place: Place | undefined;
      // "guimarães, portugal", "caracas, na venezuela": a city abroad, not its Brazilian namesake.
      if (!after && (abroadAfter(words, i + len) || abroadBefore(words, i))) break;
      if (after) place = entries.find((e) => e.uf === after.uf);
      else if (
        (whole || introduced) &&
        !STATE_WORDS.test(name) &&
        // "cachoeira" is a noun too: a town of that name only with its state's region said.
        (!COMMON_WORDS.has(name) || entries.some((e) => e.uf === hint))
      ) {
        place =
          entries.length === 1
            ? entries[0]
            : (entries.find((e) => e.uf === hint) ??
              entries.find((e) => CAPITALS[e.uf] === e.cidade));
      }
      if (place) {
        found.push(place);
        if (!after) guessed.add(place);
        i += len - 1 + (after?.used ?? 0);
        matched = true;
        break;
      }
    }
    // "nasci no rio", "sou carioca", "moro em sampa"; never "o rio subiu" (a common noun).
    const nick = matched || !nicknameSaid(words, i) ? undefined : NICKNAMES[words[i] ?? ''];
    if (nick) found.push(nick);
    // "moro em SP", "nasci no RJ": people mean the capital that shares the state's name.
    const capitalOfState = { sp: CAPITALS.SP, rj: CAPITALS.RJ }[words[i] ?? ''];
    if (!matched && !nick && capitalOfState && /^(?:em|no|na)$/.test(words[i - 1] ?? '')) {
      found.push({ cidade: capitalOfState, uf: words[i] === 'sp' ? 'SP' : 'RJ' });
    }
  }
  const settled = sameStateNamesake(found, guessed);
  return settled.filter(
    (p, k) => settled.findIndex((q) => q.cidade === p.cidade && q.uf === p.uf) === k,
  );
}

/** Verbs that say a place is one's own: "nasci no rio", "sou carioca", "moro em sampa". */
const PLACE_VERBS =
  /^(?:nasci|nascid[oa]|sou|somos|e|eh|era|natural|moro|moramos|morei|morava|vivo|resido|vim|venho|cresci|mudei|cidade)$/;

/** Whether the nickname at `i` names a city: the whole text, or after a verb of one's place. */
function nicknameSaid(words: readonly string[], i: number): boolean {
  if (words.length === 1 || (i === 0 && words.length <= 2)) return true;
  // "sim, rio de janeiro": the city's full name, not the noun.
  const nick = NICKNAMES[words[i] ?? ''];
  const full = nick ? normalize(nick.cidade).split(' ') : [];
  if (full.length > 1 && full.every((w, k) => words[i + k] === w)) return true;
  const previous = words[i - 1] ?? '';
  if (PLACE_VERBS.test(previous)) return true;
  return (
    /^(?:em|no|na|de|do|da|pro|pra|para)$/.test(previous) && PLACE_VERBS.test(words[i - 2] ?? '')
  );
}

/**
 * "nasci no crato, mas moro em juazeiro": a name that is the start of a municipality of the state
 * said with it ("Juazeiro do Norte/CE") is that one, not its namesake elsewhere ("Juazeiro/BA").
 */
function sameStateNamesake(found: Place[], guessed: ReadonlySet<Place>): Place[] {
  return found.map((p) => {
    if (!guessed.has(p)) return p;
    const others = found.filter((q) => q !== p).map((q) => q.uf);
    if (others.includes(p.uf)) return p;
    const longer = longerNamesakes(p.cidade).filter((q) => others.includes(q.uf));
    return longer.length === 1 && longer[0] ? longer[0] : p;
  });
}

/** Municipalities whose name starts with this whole name and goes on ("Juazeiro do Norte"). */
function longerNamesakes(cidade: string): Place[] {
  const key = `${normalize(cidade).replace(/-/g, ' ')} `;
  const out: Place[] = [];
  for (const [name, entries] of municipalityIndex()) if (name.startsWith(key)) out.push(...entries);
  return out;
}

/**
 * The one municipality whose name starts with these words ("jaboatao" → Jaboatão dos
 * Guararapes/PE, "cachoeiro" → Cachoeiro de Itapemirim/ES), of the UF when said: people call a
 * town by the first words of its name. Undefined when none or several start so.
 */
export function municipalityStartingWith(name: string, uf?: Uf): Place | undefined {
  const typed = normalize(name).replace(/-/g, ' ').trim();
  if (typed.replace(/ /g, '').length < 4) return undefined;
  const longer = longerNamesakes(typed).filter((p) => !uf || p.uf === uf);
  return longer.length === 1 ? longer[0] : undefined;
}

/** The first city said in a text, or undefined. */
export function findPlace(text: string): Place | undefined {
  return findPlaces(text)[0];
}

/** The capital of a state given by its UF ("sp capital"), when the UF exists. */
export function stateCapital(uf: string): Place | undefined {
  const key = uf.toUpperCase() as Uf;
  const cidade = CAPITALS[key] as string | undefined;
  return cidade ? { cidade, uf: key } : undefined;
}

/**
 * What a text says of where one lives: "mas moro aqui em juazeiro desde menina", "mas to em manaus
 * desde 92", "embora more em Campinas", "ele mora em salvador", "vim pra manaus em 92".
 * "nasci e moro em Natal" is not one (born there too).
 */
const RESIDENCE =
  /(?<!\bnasc(?:i|eu|emos)(?:\s+e)?\s*)(?:[,;]?\s*\b(?:mas|e|porem|porém|só que|so que|embora|hoje|agora)\s+)*\b(?:(?:eu|a gente|ele|ela)\s+)?(?:(?:moro|moramos|mora|moram|more|resido|residimos|reside|vivo|vivemos|vive|morando|mor[oa] hoje)\b|(?:to|tô|tou|estou|estamos|está|tá|ta)\s+(?=(?:em|aqui|l[aá]|no|na)\s)|(?:me mudei|mudei|vim|viemos)\s+(?:pra|para|pro)\s)[^,;.\n]*/giu;

/**
 * The text without what it says of where one lives: "nasci no crato mas moro aqui em juazeiro
 * desde menina" → "nasci no crato". "nasci e moro em Natal" keeps its city (born there too).
 */
export function withoutResidence(text: string): string {
  return text.replace(RESIDENCE, ' ');
}

/**
 * The city a text says one lives in ("nasci em parintins mas to em manaus desde 92" → Manaus/AM):
 * a fact for the address, kept when said with another answer.
 */
export function residenceSaid(text: string): Place | undefined {
  for (const m of text.matchAll(RESIDENCE)) {
    const place = findPlace(m[0].replace(/^[\s,;]+/, ''));
    if (place) return place;
  }
  return undefined;
}

/** Words that tell a place is where one was born: "nasci em", "sou de", "natural de". */
const BIRTH_SIGNAL =
  /\b(?:nasci|nascid[oa]|natural|naturalidade|sou d[eoa]|somos d[eoa]|(?:ela|ele) e d[eoa]|cidade natal|terra natal|paulistan[oa]|carioca|gauch[oa]|mineir[oa]|baian[oa]|goian[oa]|cearense|pernambucan[oa]|paraiban[oa]|potiguar|capixaba|catarinense|paranaense|paraense|maranhense|piauiense|alagoan[oa]|sergipan[oa]|amazonense)\b/;

/**
 * The place of birth a message volunteers, only with a clear signal near it ("nasci em X", "sou de
 * X", "natural de X"): a city said in a story ("o rio subiu", "moro em Juazeiro") is not one.
 */
export function birthPlaceSaid(text: string): Place | undefined {
  const told = withoutResidence(text);
  const n = normalize(told.replace(/[/,()–-]/g, ' '));
  for (const place of findPlaces(told)) {
    const first = normalize(place.cidade).split(' ')[0] ?? '';
    const at = n.search(new RegExp(`\\b${first}\\b`));
    const before = at >= 0 ? n.slice(Math.max(0, at - 45), at) : n;
    if (BIRTH_SIGNAL.test(before)) return place;
  }
  return undefined;
}

/** "sim, recife", "isso, em olinda", "não, niterói rj": the answer's words of yes or no. */
const YES_NO_LEAD =
  /^\s*(?:(?:sim|nao|não|n|s|isso|mesmo|pode ser|claro|ok|é|e|eh|exato|certo)(?![\p{L}\d])\s*[,.!;:-]*\s*)+(?:(?:vai ser|sera|será|fica|em|no|na)(?![\p{L}\d])\s*)*/iu;

/**
 * The city of an answer that starts with "sim" or "não" ("sim, recife" → Recife/PE, "nao, em
 * niteroi rj"): read as if typed alone, so a city said after the yes is not lost.
 */
export function placeAfterYesNo(text: string): Place | undefined {
  const rest = text.replace(YES_NO_LEAD, '').trim();
  return rest && rest !== text.trim() ? findPlace(rest) : undefined;
}

/**
 * The one municipality a name typed with one slip was meant to be ("campo maoir" → Campo
 * Maior/PI, "chapeco sc" spelt "chapceo sc"): only a name of six letters or more, one edit from
 * exactly one municipality (of the UF when it is said). Undefined when none or several are near:
 * the reply names the city found, so the person can correct it.
 */
export function nearMunicipality(typed: string): Place | undefined {
  const atEnd = stateAtEnd(typed.replace(/[/,]/g, ' '));
  const name = normalize(atEnd?.before ?? typed)
    .replace(/-/g, ' ')
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.replace(/ /g, '').length < 6 || municipalityIndex().has(name)) return undefined;
  // "guimaraes portugal": a place abroad is never a Brazilian city misspelt.
  if (name.split(' ').some((w) => FOREIGN_COUNTRIES.has(w))) return undefined;
  const near: Place[] = [];
  for (const [key, entries] of municipalityIndex()) {
    if (Math.abs(key.length - name.length) > 1 || editDistance(name, key, 1) > 1) continue;
    near.push(...entries.filter((e) => !atEnd || e.uf === atEnd.uf));
  }
  return near.length === 1 ? near[0] : undefined;
}
