import type { AddressFact, Place } from './fact-types.ts';
import { stripChatter } from './chat-text.ts';
import { findPlaces, resolveMunicipality } from './municipalities.ts';
import { CEP_IN_TEXT, parseCep, parseCityUf, parseUf, stateAtEnd } from './places.ts';
import { normalize } from './text.ts';
import { plannedAddressAt, readPlannedAddress } from './planned-address.ts';
import type { Uf } from '@legado/contract';

/**
 * An address as typed, commas or not, CEP optional: "Moro na Rua Cardeal Arcoverde, 1250,
 * apartamento 84, em Pinheiros, São Paulo - SP, CEP 05407-002", "rua 24 n 315 setor central
 * goiania go cep 74030060", "Av. Brasil número 512, BH", "SQS 308 bloco C apto 201, Brasília".
 */

const STREET =
  /\b(rua|r\.|avenida|av\.?|travessa|tv\.?|alameda|al\.?|praca|estrada|rodovia|rod\.?|largo|quadra|qd\.?|sqs|sqn|shis|shin|qnm|qi|setor|vila|beco|ladeira|servidao)\s/i;
const PRIMARY_STREET =
  /\b(rua|r\.|avenida|av\.?|travessa|tv\.?|alameda|al\.?|praca|praça|estrada|rodovia|rod\.?|largo|beco|ladeira)\s/i;
const COMPLEMENT =
  /\b(fundos|(?:ap(?:to|artamento)?\.?|bloco|bl\.?|casa|sala|conj(?:unto)?\.?|quadra|qd\.?|lote|lt\.?|andar|cj\.?)\s*[\w-]*)/gi;

/** A complement's second word: "apto 504", "casa b", "bloco C", "sala 3-A" (not "conjunto ceara"). */
const COMPLEMENT_ID = /^(?:\d+[\p{L}-]*|\p{L}|\d*[\p{L}]-?\d+)$/u;

/** The months, which name streets: "Rua 7 de Setembro", "Rua 14 de Julho". */
const MONTH =
  '(?:janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)';

/** "rua 7 de setembro 455", "Rua 14 de Julho, 2500": a date names the street, the house follows. */
const DATED_STREET = new RegExp(
  `^((?:rua|r\\.|avenida|av\\.?|travessa|tv\\.?|alameda|al\\.?|pra[cç]a|largo|estrada)\\s+\\d{1,2}[º°o]?\\s+de\\s+${MONTH})\\s*,?\\s*(?:n[º°o.]?\\s*|n[uú]mero\\s+)?(\\d+[a-z]?|s\\/n)\\b\\s*,?\\s*(.*)$`,
  'iu',
);

/** UF from the CEP's first digits (Correios ranges). */
export function ufFromCep(cep: string): Uf | undefined {
  const p = Number(cep.slice(0, 5));
  const ranges: [number, number, Uf][] = [
    [1000, 19999, 'SP'],
    [20000, 28999, 'RJ'],
    [29000, 29999, 'ES'],
    [30000, 39999, 'MG'],
    [40000, 48999, 'BA'],
    [49000, 49999, 'SE'],
    [50000, 56999, 'PE'],
    [57000, 57999, 'AL'],
    [58000, 58999, 'PB'],
    [59000, 59999, 'RN'],
    [60000, 63999, 'CE'],
    [64000, 64999, 'PI'],
    [65000, 65999, 'MA'],
    [66000, 68899, 'PA'],
    [68900, 68999, 'AP'],
    [69000, 69299, 'AM'],
    [69300, 69399, 'RR'],
    [69400, 69899, 'AM'],
    [69900, 69999, 'AC'],
    [70000, 72799, 'DF'],
    [72800, 72999, 'GO'],
    [73000, 73699, 'DF'],
    [73700, 76799, 'GO'],
    [76800, 76999, 'RO'],
    [77000, 77999, 'TO'],
    [78000, 78899, 'MT'],
    [79000, 79999, 'MS'],
    [80000, 87999, 'PR'],
    [88000, 89999, 'SC'],
    [90000, 99999, 'RS'],
  ];
  return ranges.find(([from, to]) => p >= from && p <= to)?.[2];
}

/** Capitals whose CEP ranges are unmistakable (Correios), for "… bela vista sp 01310100". */
const CAPITAL_CEPS: ReadonlyArray<[number, number, string]> = [
  [1000, 5999, 'São Paulo'],
  [8000, 8499, 'São Paulo'],
  [20000, 23799, 'Rio de Janeiro'],
  [30000, 31999, 'Belo Horizonte'],
  [40000, 41999, 'Salvador'],
  [50000, 52999, 'Recife'],
  [70000, 70999, 'Brasília'],
  [74000, 74899, 'Goiânia'],
  [80000, 82999, 'Curitiba'],
  [90000, 91999, 'Porto Alegre'],
];

/** The capital a CEP belongs to, when its range says so. */
export function capitalFromCep(cep: string): string | undefined {
  const p = Number(cep.slice(0, 5));
  return CAPITAL_CEPS.find(([from, to]) => p >= from && p <= to)?.[2];
}

/**
 * A street's kind abbreviated at the start of the address, where no other word is meant: "r sao
 * joao 147", "moro na r. das flores", "est do coco km 8", "trav 3 de maio".
 */
const LEADING_KIND =
  /(^|\b(?:moro|resido|vivo|na|no|em|endere[cç]o(?:\s+[eé])?)\s+|[:,]\s*)(r|est|estr|trav|rod)\.?\s+(?=[\p{L}\d])/iu;
const KIND_WORDS: Readonly<Record<string, string>> = {
  r: 'rua',
  est: 'estrada',
  estr: 'estrada',
  trav: 'travessa',
  rod: 'rodovia',
};

/** The address in a message, as much as was said; undefined when there is no street. */
export function readAddress(message: string): AddressFact | undefined {
  const text = stripChatter(message.replace(/\s+/g, ' ')).replace(
    LEADING_KIND,
    (_, before: string, kind: string) => `${before}${KIND_WORDS[kind.toLowerCase()] ?? kind} `,
  );
  // A planned city's quadra comes before its street ("quadra 307 sul alameda 5 lote 12"), unless
  // a street was said before it ("rua das flores 45 quadra 3 lote 2": the quadra is a complement).
  const plannedAt = plannedAddressAt(text);
  const primary = PRIMARY_STREET.exec(text);
  const street =
    plannedAt !== undefined && (!primary || primary.index >= plannedAt)
      ? { index: plannedAt }
      : (primary ?? STREET.exec(text));
  if (!street) return undefined;
  // The address ends with its sentence: "… Rua Domingos Vieira 300. Sou divorciado…".
  let rest = text
    .slice(street.index)
    .split(
      /(?<!\b(?:av|r|n|nº|dr|sr|sra|prof|apto|ap|qd|lt|bl|cj|st))\.\s+(?=\p{Lu})/iu,
    )[0] as string;
  const out: AddressFact = {};
  // "Setor Bueno, rua T-55 número 120": a neighbourhood said before the street.
  const lead = text
    .slice(0, street.index)
    .replace(/[\s,;-]+$/, '')
    .trim();
  const namedBairro = /\bbairro\s+([\p{L} ]+?)\s*$/iu.exec(lead)?.[1];
  // "apto 301, Boa Vista, Rua da Aurora 325": a complement said before the street is kept too.
  const leadPieces = lead.split(/\s*[,;]\s*/).filter(Boolean);
  const leadComplements = leadPieces.filter(isComplement);
  const leadPiece = (namedBairro ?? leadPieces.filter((p) => !isComplement(p)).at(-1) ?? '')
    .replace(/^(?:(?:no|na|em)\s+)?(?:bairro|setor)?\s*/i, (m) =>
      /setor/i.test(m) ? 'Setor ' : '',
    )
    .trim();
  const looksLikeBairro =
    /^(?:setor|bairro|jardim|vila|parque|conjunto|residencial)\b/i.test(leadPiece) ||
    leadPiece.split(' ').every((w) => /^(?:\p{Lu}|d[aeo]s?$)/u.test(w)) ||
    // Beside a complement ("apto 301, boa vista, rua…"), the other piece is the neighbourhood.
    (leadComplements.length > 0 && namedBairro === undefined);
  const leadBairro =
    leadPiece && looksLikeBairro && !/\d/.test(leadPiece) && leadPiece.split(' ').length <= 4
      ? leadPiece
      : undefined;
  const cep = parseCep(rest);
  if (cep) out.cep = cep;
  rest = endAtCep(rest).replace(/\bsem\s+n[uú]mero\b|\bs\/\s?n[º°o]?(?!\p{L})/giu, 's/n');
  const block = readPlannedAddress(rest);
  if (block) rest = block.rest;
  const complements = [...rest.matchAll(COMPLEMENT)]
    .filter((m) => m.index > 0 || !/^(?:quadra|qd)/i.test(m[1] ?? ''))
    .map((m) => (m[1] ?? '').trim())
    .filter(isComplement);
  for (const c of complements) rest = rest.replace(c, ' ');
  const allComplements = [...leadComplements, ...complements];
  if (allComplements.length > 0) out.complemento = allComplements.map(upperLetter).join(', ');
  // Street name, then the number ("n 315", "nº 315", "número 512", ", 1250" or "45").
  const marked =
    /^(.*?)\s*,?\s*\b(?:n[º°o.]?|numero|número)\s*\.?\s*(\d+[a-z]?)\b\s*,?\s*(.*)$/i.exec(
      rest.trim(),
    );
  // "rua 24, 315", "Rua T-55, 120": streets named by a number (Goiânia, Brasília, Palmas…).
  const numbered =
    /^((?:rua|r\.|avenida|av\.?|alameda|travessa|quadra|qd\.?)\s+(?:\d+[a-z]?|[a-z]{1,3}-?\d+))\s*,\s*(?:n[º°o.]?\s*)?(\d+[a-z]?)\b\s*,?\s*(.*)$/i.exec(
      rest.trim(),
    ) ??
    // "av t-4 500", "rua c-12 45": a street coded with a hyphen needs no comma before the house.
    /^((?:rua|r\.|avenida|av\.?|alameda|travessa)\s+[a-z]{1,3}-\d+)\s+(\d+[a-z]?)\b\s*,?\s*(.*)$/i.exec(
      rest.trim(),
    );
  // "Estrada do Coco km 8": on a road the kilometre is the number.
  const road = /^(.*?\D)\s*,?\s*\b(km\s*\d+(?:[.,]\d+)?)\b\s*,?\s*(.*)$/i.exec(rest.trim());
  const m =
    (road?.[1] && road[2]
      ? ['', road[1], road[2].replace(/km\s*/i, 'km '), road[3] ?? '']
      : undefined) ??
    (block ? ['', block.logradouro, block.numero, rest] : undefined) ??
    DATED_STREET.exec(rest.trim()) ??
    marked ??
    numbered ??
    // The "n" of "n 45" stands alone: "Bormann 850" keeps its last letter.
    /^(.*?\D?)\s*,?\s*(?:(?<![a-zà-ÿ])n(?:[º°o.]|umero|úmero)?\.?\s*)?(\d+[a-z]?|s\/n)\b\s*,?\s*(.*)$/i.exec(
      rest.trim(),
    );
  let tail = rest;
  if (m?.[1] && m[2] && m[1].trim().length >= 3) {
    out.logradouro = m[1]
      .replace(/[,\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    out.numero = block || road ? m[2] : m[2].toLowerCase();
    tail = m[3] ?? '';
  } else out.logradouro = rest.split(',')[0]?.trim();
  const cepUf = out.cep ? ufFromCep(out.cep) : undefined;
  // "… na madalena recife cep 50610-000": the city is said last, the neighbourhood before it.
  const atEnd = cityAtEnd(tail, cepUf);
  if (atEnd) tail = atEnd.before;
  let place: Place | undefined = atEnd;
  if (!place) {
    const found = findPlaces(tail);
    place = found.find((p) => p.uf === cepUf) ?? found[0];
  }
  const parts = tail
    .split(/\s*[,;]\s*|\s+[-–—]\s+|\s*\/\s*/)
    .map((p) =>
      p
        .replace(/^[-–—\s]+/, '')
        .replace(/^(?:em|no|na|bairro)\s+/i, '')
        .replace(/^(?:bairro\s+)?d[eo]\s+(?=\p{L}{3})/iu, '')
        .trim(),
    )
    .filter(Boolean);
  if (!place && !cepUf && normalize(tail).split(' ').length <= 6) {
    // "… jardim america goiania": the last words name a capital or a city with one name.
    const words = normalize(tail).split(' ');
    for (let k = Math.min(4, words.length); k >= 1 && !place; k--) {
      const said = words.slice(-k).join(' ');
      place = resolveMunicipality(said);
      if (place)
        tail = tail.replace(new RegExp(`\\s*${said.split(' ').join('\\s+')}\\s*$`, 'i'), '');
    }
  }
  if (!place) place = findPlaces(message)[0];
  if (!place && cepUf) {
    // "… liberdade salvador cep 40325000": the last word(s) that name a city of the CEP's state.
    const words = normalize(tail).split(' ');
    for (let k = 1; k <= Math.min(4, words.length) && !place; k++) {
      place = resolveMunicipality(words.slice(-k).join(' '), cepUf);
    }
  }
  if (place) {
    out.cidade = place.cidade;
    out.uf = place.uf;
  } else if (cepUf) {
    out.uf = cepUf;
    const capital = out.cep ? capitalFromCep(out.cep) : undefined;
    if (capital) out.cidade = capital;
  }
  const cityWords = place ? normalize(place.cidade) : '';
  const bairro = parts.find((p) => {
    const n = normalize(p);
    return (
      n &&
      n !== normalize(out.logradouro ?? '') &&
      !cityWords.includes(n) &&
      n !== cityWords &&
      !parseUf(p) &&
      !/\d/.test(n)
    );
  });
  if (bairro) {
    // "cidade nova manaus am" → "cidade nova manaus"; never the "se" of "alto da se".
    // A state's full name only after the city ("conjunto ceara" is a neighbourhood of Fortaleza).
    const state = stateAtEnd(bairro);
    const cut =
      state &&
      (!out.uf || state.uf === out.uf) &&
      (/^\p{L}{2}$/u.test(bairro.slice(state.before.length).trim()) ||
        (cityWords !== '' && normalize(state.before).endsWith(cityWords)));
    const noUf = cut ? state.before : bairro.trim();
    const withoutUf =
      cityWords && normalize(noUf).endsWith(cityWords)
        ? noUf.slice(0, noUf.length - cityWords.length).trim()
        : noUf;
    const named = withoutNickname(withoutUf, out.cidade).replace(/\s+(?:em|no|na|de)$/i, '');
    if (named && (place || !resolveMunicipality(named, out.uf))) out.bairro = named;
  }
  // A lead that names a city is the city, unless another city was said ("Boa Vista, …, Recife").
  const leadIsCity = findPlaces(leadBairro ?? '').some(
    (p) => !out.cidade || normalize(p.cidade) === normalize(out.cidade),
  );
  if (!out.bairro && leadBairro && !leadIsCity) out.bairro = leadBairro;
  if (out.bairro) {
    const named = withoutTalk(out.bairro);
    if (named) out.bairro = bairroAsNamed(named, text);
    else delete out.bairro;
  }
  return out;
}

/**
 * Talk around a neighbourhood, never part of its name: "calhau aqui em" → "calhau", "aqui no
 * renascença" → "renascença", "cohama perto do shopping" → "cohama", "do lado da praça".
 */
const TALK_BEFORE = /^(?:(?:aqui|ali|l[aá]|a[ií])\s+(?:mesmo\s+)?(?:n[oa]s?|em|d[oa])\s+)+/iu;
const TALK_AFTER =
  /\s+(?:(?:aqui|ali|l[aá]|a[ií]|mesmo|msm)\b|(?:bem\s+)?(?:perto|pertinho|pr[oó]ximo|atr[aá]s|em\s+frente|(?:do|ao)\s+lado)\s+(?:d[aeo]s?|a|ao|à)\b).*$/iu;

/** The neighbourhood without the talk around it; empty when only talk was there. */
export function withoutTalk(bairro: string): string {
  return bairro.replace(TALK_BEFORE, '').replace(TALK_AFTER, '').trim();
}

/** Words that never name a neighbourhood alone: "novo", "alto" ("Bairro Novo", "Bairro Alto"). */
const LONE_ADJECTIVE = /^(?:nov[oa]|alt[oa]|velh[oa]|baix[oa]|grande|bonit[oa]|lind[oa])$/;

/**
 * The word "bairro" before a neighbourhood only says what follows is one ("bairro santa cruz" →
 * Santa Cruz), so the readers leave it out. But a neighbourhood is never named by a lone adjective:
 * when only "novo", "alto"… was read after "bairro", the word is part of the name ("rua x 10,
 * bairro novo, olinda" → Bairro Novo, a neighbourhood of Olinda; Bairro Alto in Curitiba). With
 * more words after the adjective ("bairro alto da boa vista"), "bairro" stays out.
 */
export function bairroAsNamed(bairro: string, text: string): string {
  const n = normalize(bairro);
  if (!LONE_ADJECTIVE.test(n)) return bairro;
  const named = `Bairro ${bairro.charAt(0).toUpperCase()}${bairro.slice(1)}`;
  return new RegExp(String.raw`\bbairro\s+${n}\b`).test(normalize(text)) ? named : bairro;
}

/**
 * "apto 504", "casa b", "bloco C", "fundos", and a bare "casa" set apart by commas ("nº 45, Casa,
 * São Cristóvão"): not "Casa Amarela" nor "conjunto ceara", which name places.
 */
function isComplement(piece: string): boolean {
  const words = piece.trim().split(/\s+/);
  if (words.length === 1 && /^(?:fundos|casa)$/i.test(words[0] ?? '')) return true;
  return (
    words.length === 2 &&
    new RegExp(`^${COMPLEMENT.source}$`, 'i').test(piece.trim()) &&
    COMPLEMENT_ID.test(words[1] ?? '')
  );
}

/** "casa b" → "casa B": a building's letter is written in capitals. */
function upperLetter(complement: string): string {
  return complement.replace(
    /(\s)(\p{Ll})$/u,
    (_, space: string, letter: string) => `${space}${letter.toLocaleUpperCase('pt-BR')}`,
  );
}

/**
 * The address ends with its CEP, but for a city or UF typed after it ("CEP 70355-030, Brasília"):
 * "… fortaleza ce cep 60125-100 sou casada com o francisco …" keeps nothing after the CEP.
 */
function endAtCep(text: string): string {
  const at = CEP_IN_TEXT.exec(text);
  if (!at) return text;
  const before = text.slice(0, at.index).replace(/[\s,]+$/, '');
  const after = text.slice(at.index + at[0].length).replace(/^[\s,;-]+/, '');
  const place = after.split(/[,.;!?]|\s+-\s+/)[0]?.trim() ?? '';
  const words = place.split(/\s+/).filter(Boolean);
  const isPlace =
    words.length > 0 &&
    words.length <= 5 &&
    (parseUf(place) !== undefined ||
      parseCityUf(place) !== undefined ||
      resolveMunicipality(normalize(place)) !== undefined);
  return isPlace ? `${before} ${place}` : before;
}

/**
 * The city said last, with the state said after it or the CEP's: "… madalena recife" (CEP of PE)
 * → Recife/PE, "… cidade nova manaus am" → Manaus/AM, "… centro governador valadares minas
 * gerais" → Governador Valadares/MG. The longest name that ends the text wins; `before` is what
 * comes ahead of the city (the neighbourhood). Without a state, only a short tail is read, and a
 * city of one name or a capital.
 */
function cityAtEnd(tail: string, cepUf: Uf | undefined): (Place & { before: string }) | undefined {
  const state = stateAtEnd(tail);
  const uf = state?.uf ?? cepUf;
  const head = (state?.before ?? tail).replace(/[\s,;/–-]+$/, '');
  const words = head.split(/\s+/).filter(Boolean);
  if (!uf && words.length > 6) return undefined;
  for (let k = Math.min(5, words.length); k >= 1; k--) {
    const said = normalize(words.slice(-k).join(' ').replace(/[,;/]/g, ' '));
    const place = said ? resolveMunicipality(said, uf) : undefined;
    if (place) return { ...place, before: words.slice(0, -k).join(' ') };
  }
  return undefined;
}

/** "centro bh" → "centro": the city said by its nickname after the neighbourhood is not part of it. */
function withoutNickname(bairro: string, cidade: string | undefined): string {
  if (!cidade) return bairro;
  const words = bairro.split(' ');
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const said = words.slice(-k).join(' ');
    if (findPlaces(said).some((p) => p.cidade === cidade)) return words.slice(0, -k).join(' ');
  }
  return bairro;
}
