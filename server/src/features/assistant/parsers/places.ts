import { UFS, onlyDigits, type Endereco, type Uf } from '@legado/contract';
import { restoreCommonAccents } from './common-accents.ts';
import { capitalizeName } from './names.ts';
import { normalize } from './text.ts';

const STATE_NAMES: Record<string, Uf> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'mato grosso': 'MT',
  'mato grosso do sul': 'MS',
  'minas gerais': 'MG',
  minas: 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  'rio grande do sul': 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  'santa catarina': 'SC',
  'sao paulo': 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};

/** Reads a UF from "SP", "sp", "São Paulo", "sao paulo", "Minas". */
export function parseUf(text: string): Uf | undefined {
  const n = normalize(text).replace(/^(?:estado d[eoa]s?\s+)/, '');
  const upper = n.toUpperCase();
  if ((UFS as readonly string[]).includes(upper)) return upper as Uf;
  return STATE_NAMES[n];
}

/** Words of talk that are never in a city's name: "ela é de cameta mesmo", "um lugarzinho". */
const TALK_IN_PLACE =
  /\b(?:eu|ela|ele|mesmo|mesma|la|aqui|ali|um|uma|lugar\w*|cidade\w*|interior|roca|sitio|fazenda|acho|que|q|mas|nasci|moro|sou|perto|pertinho|tambem|tb)\b/;

function talk(cityPart: string): boolean {
  const n = normalize(cityPart);
  return n.split(' ').length > 5 || TALK_IN_PLACE.test(n);
}

/** Reads "Recife/PE", "Recife - PE", "Recife, PE", "Recife PE", "Recife, Pernambuco". */
export function parseCityUf(text: string): { cidade: string; uf: Uf } | undefined {
  const t = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(
      // People answer in sentences: "nasci em Salvador, Bahia", "sou de Recife", "moro em Natal".
      /^(?:(?:eu\s+|ela\s+|ele\s+)?(?:nasci|moro|vivo|resido|sou natural|sou|é|e|eh|era)\s+)?(?:em|na cidade de|cidade de|de|no|na|do|da)\s+/i,
      '',
    );
  // Try every split point from the right, so "Rio de Janeiro RJ" and "São Paulo, São Paulo" work.
  const words = t.split(/(\s*[/,–(-]\s*|\s+)/);
  for (let i = words.length - 1; i > 0; i--) {
    const cityPart = words
      .slice(0, i)
      .join('')
      .replace(/[\s/,–(-]+$/, '');
    const ufPart = words
      .slice(i)
      .join('')
      .replace(/^[\s/,–(-]+/, '')
      .replace(/\)$/, '');
    const uf = parseUf(ufPart);
    if (uf && cityPart.length >= 2 && /^[\p{L}][\p{L}' .-]*$/u.test(cityPart) && !talk(cityPart)) {
      // "belem/pa" → "Belém": the common accents of places (parsers/common-accents.ts).
      return { cidade: restoreCommonAccents(capitalizeName(cityPart)), uf };
    }
  }
  return undefined;
}

/**
 * A CEP as typed or dictated: "01310-100", "01310100", "CEP 01.310-100", and after the word "cep"
 * also with a space ("cep 35010 140", as voice dictation writes it). The label is part of the match.
 */
export const CEP_IN_TEXT =
  /(?:\bcep\s*(?::|é|e|eh)?\s*(?<!\d)\d{2}\.?\d{3}\s?[-–]?\s?\d{3}(?!\d))|(?:(?:\bcep\s*:?\s*)?(?<!\d)\d{2}\.?\d{3}-?\d{3}(?!\d))/i;

/** Reads a CEP: "01310-100", "01310100", "CEP 01.310-100", "cep 35010 140". */
export function parseCep(text: string): string | undefined {
  const m = CEP_IN_TEXT.exec(text);
  return m ? onlyDigits(m[0]) : undefined;
}

const STATE_WORD_COUNT = 4;
/** Words after which a state's letters are part of a name: "Alto da Sé", "Vila do Sé". */
const NAME_LINK = /^(?:d[aeo]s?|e)$/;

/**
 * The state said at the end of a text, and what comes before it: "cidade nova manaus am" →
 * AM and "cidade nova manaus"; "governador valadares minas gerais" → MG. Never the letters of a
 * name after "da/de/do" ("alto da se" keeps its "se").
 */
export function stateAtEnd(text: string): { uf: Uf; before: string } | undefined {
  const words = text.trim().split(/\s+/);
  for (let k = Math.min(STATE_WORD_COUNT, words.length - 1); k >= 1; k--) {
    const said = words
      .slice(-k)
      .join(' ')
      .replace(/^[\s,;/–-]+|[\s.,;!]+$/g, '');
    const uf = parseUf(said);
    const previous = normalize(words.at(-k - 1) ?? '');
    if (!uf || NAME_LINK.test(previous)) continue;
    return {
      uf,
      before: words
        .slice(0, -k)
        .join(' ')
        .replace(/[\s,;/–-]+$/, ''),
    };
  }
  return undefined;
}

const COMPLEMENT =
  /^(?:ap(?:to|artamento)?\.?|bloco|bl\.?|casa|sala|conj(?:unto)?\.?|lote|lt\.?|quadra|qd\.?|fundos|andar|cj\.?)\b/i;

/** What an address answer gave and what it lacks. */
export type AddressParse = { ok: true; endereco: Endereco } | { ok: false; faltando: string[] };

/**
 * Reads a typed address: "Rua das Flores, 123, apto 4, Centro, São Paulo/SP, CEP 01234-567".
 * Needs street, number, city/UF and CEP; the neighbourhood and complement are optional.
 */
export function parseAddress(text: string): AddressParse {
  const cep = parseCep(text);
  const withoutCep = text.replace(CEP_IN_TEXT, ' ');
  const parts = withoutCep
    .split(/,|\n|;|\s+-\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  let cidadeUf: { cidade: string; uf: Uf } | undefined;
  let cityIndex = -1;
  for (let i = parts.length - 1; i >= 0 && !cidadeUf; i--) {
    const joined = parts.slice(i).join(', ');
    const parsed = parseCityUf(joined);
    if (parsed && !/\d/.test(joined)) {
      cidadeUf = parsed;
      cityIndex = i;
    }
  }
  const rest = cityIndex >= 0 ? parts.slice(0, cityIndex) : parts;
  let logradouro = rest[0];
  let numero: string | undefined;
  const complementos: string[] = [];
  let bairro: string | undefined;
  if (logradouro) {
    const inline = /^(.*?\D)\s*(?:n[º°o.]*\s*)?(\d+[a-zA-Z]?)$/.exec(logradouro);
    if (inline?.[1] && inline[2] && !COMPLEMENT.test(logradouro)) {
      logradouro = inline[1].trim().replace(/,$/, '');
      numero = inline[2];
    }
  }
  for (const part of rest.slice(1)) {
    const num = /^(?:n[º°o.]*\s*)?(\d+[a-zA-Z]?|s\/n|sn)$/i.exec(part);
    if (!numero && num?.[1]) numero = num[1].toLowerCase() === 'sn' ? 's/n' : num[1];
    else if (COMPLEMENT.test(part)) complementos.push(part);
    else if (!bairro && /^[\p{L}][\p{L}' .-]*$/u.test(part))
      bairro = part.replace(/^bairro\s+/i, '');
    else complementos.push(part);
  }
  const faltando: string[] = [];
  if (!logradouro || logradouro.length < 3 || !/\p{L}/u.test(logradouro)) faltando.push('rua');
  if (!numero) faltando.push('número');
  if (!cidadeUf) faltando.push('cidade e UF');
  if (!cep) faltando.push('CEP');
  if (faltando.length > 0 || !logradouro || !numero || !cidadeUf || !cep)
    return { ok: false, faltando };
  return {
    ok: true,
    endereco: {
      logradouro: logradouro.replace(/\s+/g, ' '),
      numero,
      ...(complementos.length > 0 ? { complemento: complementos.join(', ') } : {}),
      ...(bairro ? { bairro } : {}),
      cidade: cidadeUf.cidade,
      uf: cidadeUf.uf,
      cep,
    },
  };
}
