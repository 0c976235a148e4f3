import type { Endereco } from '@legado/contract';
import type { Pending } from '../interview-state.ts';
import { readAddress, ufFromCep } from '../parsers/index.ts';
import { bairroAsNamed, withoutTalk } from '../parsers/address-mentions.ts';
import { writtenComplement, writtenPlace } from '../parsers/place-words.ts';
import { parseAddress, parseCep, parseCityUf, parseUf } from '../parsers/places.ts';
import type { Place } from '../parsers/fact-types.ts';
import { findPlaces, resolveMunicipality } from '../parsers/municipalities.ts';
import { stripChatter } from '../parsers/chat-text.ts';
import { normalize } from '../parsers/text.ts';
import { isSentence } from '../parsers/profession.ts';
import { readLabeledLines } from '../parsers/labeled-lines.ts';
import { NUMBER_WORD_PATTERN, spokenDigits } from '../parsers/number-words.ts';

/** The testator's address as read, or what is missing; without only the CEP, the rest is kept. */
export type AddressAnswer =
  | { ok: true; endereco: Endereco }
  | {
      ok: false;
      faltando: string[];
      semCep?: Omit<Endereco, 'cep'>;
      /** The CEP typed, when it belongs to another state than the city's: it is asked again. */
      cepOutroEstado?: string;
      /** Everything but the city (its state from the CEP): only the city is asked. */
      semCidade?: Omit<Endereco, 'cidade'>;
    };

/**
 * Reads an address as people type it, with or without commas ("Moro na Rua Cardeal Arcoverde,
 * 1250…", "rua da gloria 45 liberdade salvador cep 40325000"); the comma reader is the fallback.
 * Without a city, the one they said they live in (`moradia`, "moro aqui em Fortaleza") is used
 * when its state is the CEP's.
 */
export function readTestatorAddress(message: string, moradia?: Place): AddressAnswer {
  // Pasted as "Logradouro: …", "Número: …", "Bairro: …" lines: the parts joined with commas.
  const labeled = readLabeledLines(message)?.values.endereco ?? message;
  // Said by voice with its numbers in words ("numero dois mil trezentos e dez … cep cinquenta e
  // oito mil e quarenta e cinco zero zero zero"): read again with the numbers in digits.
  const direct = readAddress(labeled);
  const text = direct?.numero ? labeled : spokenAddress(labeled);
  const read = text === labeled ? direct : readAddress(text);
  if (read?.logradouro && read.numero) {
    const cepUf = read.cep ? ufFromCep(read.cep) : undefined;
    const stated = read.uf ?? cepUf;
    const lived =
      !read.cidade && moradia && (!stated || stated === moradia.uf) ? moradia : undefined;
    const cidade = read.cidade ?? lived?.cidade;
    const uf = read.uf ?? lived?.uf ?? cepUf;
    if (cidade && uf) {
      const street = streetAndNumber(text, read.logradouro, read.numero);
      const bairro = read.bairro && cityless(read.bairro, cidade);
      const semCep: Omit<Endereco, 'cep'> = {
        logradouro: writtenPlace(street.logradouro),
        numero: street.numero,
        ...(read.complemento && read.complemento !== street.numero
          ? { complemento: writtenComplement(read.complemento) }
          : {}),
        ...(bairro ? { bairro: writtenPlace(bairro) } : {}),
        cidade,
        uf,
      };
      // A CEP of another state than the city's is a slip in one of them: asked, never stored.
      if (read.cep && cepUf && cepUf !== uf)
        return { ok: false, faltando: ['CEP'], semCep, cepOutroEstado: read.cep };
      return read.cep
        ? { ok: true, endereco: { ...semCep, cep: read.cep } }
        : { ok: false, faltando: ['CEP'], semCep };
    }
    // "moro na Rua Barão de Aracati, 1234, na Aldeota, CEP 60115-081": all but the city, whose
    // state the CEP tells; everything is kept and only the city is asked.
    if (uf && read.cep) {
      const street = streetAndNumber(text, read.logradouro, read.numero);
      return {
        ok: false,
        faltando: ['cidade'],
        semCidade: {
          logradouro: writtenPlace(street.logradouro),
          numero: street.numero,
          ...(read.complemento && read.complemento !== street.numero
            ? { complemento: writtenComplement(read.complemento) }
            : {}),
          ...(read.bairro ? { bairro: writtenPlace(read.bairro) } : {}),
          uf,
          cep: read.cep,
        },
      };
    }
  }
  const typed = parseAddress(text);
  return typed.ok
    ? { ok: true, endereco: writtenAddress(typed.endereco) }
    : { ok: false, faltando: typed.faltando };
}

/**
 * An address as printed: the street and neighbourhood with their capitals and accents ("rua do
 * hospicio" → "Rua do Hospício"). Every writer of an address goes through it, so the will never
 * needs a pass over the whole draft.
 */
export function writtenAddress<
  E extends { logradouro: string; bairro?: string | undefined; complemento?: string | undefined },
>(e: E): E {
  return {
    ...e,
    logradouro: writtenPlace(e.logradouro),
    ...(e.complemento ? { complemento: writtenComplement(e.complemento) } : {}),
    ...(e.bairro ? { bairro: writtenPlace(e.bairro) } : {}),
  };
}

/** Another person's address (a witness's): the CEP may be unknown (LEGAL-BR §6). */
export type PersonAddress = Omit<Endereco, 'cep'> & { cep?: string };

/**
 * A witness's address as typed, with or without commas, CEP optional ("Rua da Bahia, 100,
 * Centro, Belo Horizonte/MG"); a string says what it lacks ("número", "cidade e UF").
 */
export function readPersonAddress(text: string): PersonAddress | string {
  // The same reader as the testator's ("rua da bahia 100 centro bh", "SHIS QI 5 Conjunto 3 Casa
  // 10, Lago Sul, Brasília/DF"), then the comma reader for what it leaves.
  const read = readTestatorAddress(text);
  if (read.ok) return read.endereco;
  if (read.semCep) return read.semCep;
  const typed = parseAddress(parseCep(text) ? text : `${text}, 00000-000`);
  if (typed.ok) {
    const { cep, ...rest } = typed.endereco;
    const written = writtenAddress(rest);
    return cep === '00000000' ? written : { ...written, cep };
  }
  // "rua das flores 12 centro": the street and number were read; only the city is missing.
  const partial = readAddress(text);
  if (partial?.logradouro && partial.numero) return 'cidade e UF';
  return read.faltando.filter((f) => f !== 'CEP').join(', ') || 'rua';
}

const STREET_TYPE = /^(?:rua|r\.|avenida|av\.?|travessa|alameda|estrada|rodovia|pra[cç]a)$/i;

/**
 * Streets named by numbers: "rua 7 de setembro 455", "Rua NE 5, 12": the number of the street's
 * name is not the house number.
 */
function streetAndNumber(
  text: string,
  logradouro: string,
  numero: string,
): { logradouro: string; numero: string } {
  const first = text.split(',')[0]?.trim() ?? '';
  const second = text.split(',')[1]?.trim() ?? '';
  if (/^\d+[a-z]?$/i.test(second) && first.toLowerCase().startsWith(logradouro.toLowerCase()))
    return { logradouro: first, numero: second };
  if (STREET_TYPE.test(logradouro.trim())) {
    const dated = new RegExp(
      `^(${logradouro.trim().replace(/[.]/g, '\\.')}\\s+${numero}\\s+de\\s+\\p{L}+)\\s+(\\d+[a-z]?)\\b`,
      'iu',
    ).exec(text.trim());
    if (dated?.[1] && dated[2]) return { logradouro: dated[1], numero: dated[2] };
  }
  return { logradouro, numero };
}

/** "aeroporto velho rio branco acre" → "aeroporto velho": the city is not the neighbourhood. */
function cityless(bairro: string, cidade: string): string {
  const n = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const at = n(bairro).indexOf(` ${n(cidade)}`);
  return (at > 0 ? bairro.slice(0, at) : bairro).replace(/^(?:em|no|na)\s+/i, '').trim();
}

/** Numbers in words after what numbers them: "numero cento e dez", "cep sessenta e cinco mil…". */
const SPOKEN_WORD = `(?:${NUMBER_WORD_PATTERN}|zero|mil)`;
const SPOKEN_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])((?:n[uú]mero|n[º°o]|apartamento|apto|ap|casa|bloco|lote|quadra|cep|km)\s+)(${SPOKEN_WORD}(?:\s+(?:e\s+)?${SPOKEN_WORD})*)(?![\p{L}])`,
  'giu',
);

/**
 * An address with its numbers said in words, in digits; the CEP's two parts joined. Only the
 * numbers after "número", "apartamento", "cep"… ("tenho dois filhos" is not a house number).
 */
function spokenAddress(text: string): string {
  if (/\d/.test(text)) return text;
  return text
    .replace(SPOKEN_NUMBER, (_, marker: string, words: string) => `${marker}${spokenDigits(words)}`)
    .replace(/\b(cep\s*)(\d{5})\s+(\d{3})\b/i, '$1$2-$3');
}

/** "apto 301", "casa b", "bloco 2": a complement typed with the CEP. */
const COMPLEMENT_WITH_CEP =
  /^(?:ap(?:to|artamento)?\.?|bloco|bl\.?|casa|sala|conj(?:unto)?\.?|lote|lt\.?|andar|fundos)\b(?:\s*[\p{L}\d-]{1,6})?$/iu;

/**
 * The CEP typed after the rest of the address was kept, and what came with it: "apto 301, boa
 * vista, 50050-000" adds the complement and the bairro the first message left out.
 */
export function completeWithCep(pending: Pending, text: string): Endereco | undefined {
  if (pending.kind !== 'endereco_cep') return undefined;
  const cep = parseCep(text);
  if (!cep) return undefined;
  // The whole address typed again ("rua real da torre 812, madalena, recife pe 50610-000") is read
  // as a new answer, not as the CEP of the one kept.
  const whole = readAddress(text);
  if (whole?.logradouro && whole.numero && whole.cidade) return undefined;
  const e = pending.endereco;
  const city = normalize(e.cidade);
  const pieces = text
    .replace(/(?:cep\s*:?\s*)?(?<!\d)\d{2}\.?\d{3}-?\d{3}(?!\d)/i, ' ')
    .split(/[,;\n]|\s+-\s+/)
    .map((p) => p.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);
  const complements = pieces.filter((p) => COMPLEMENT_WITH_CEP.test(p));
  const bairro = pieces
    .map((p) => withoutTalk(p))
    .find((p) => {
      const n = normalize(p.replace(/^bairro\s+/i, ''));
      return (
        !complements.includes(p) &&
        !isSentence(p) &&
        /^[a-z][a-z ]{2,40}$/.test(n) &&
        n.split(' ').length <= 4 &&
        !n.includes(city) &&
        parseUf(p) === undefined &&
        !/\b(?:cep|rua|avenida|numero|e|eh)\b/.test(n)
      );
    });
  return {
    ...e,
    ...(!e.complemento && complements.length > 0 ? { complemento: complements.join(', ') } : {}),
    ...(!e.bairro && bairro
      ? { bairro: writtenPlace(bairroAsNamed(bairro.replace(/^bairro\s+/i, ''), bairro)) }
      : {}),
    cep,
  };
}

/**
 * The city typed after the rest of the address was kept ("Fortaleza", "é aqui em Fortaleza
 * mesmo"): a municipality of the CEP's state. Undefined when the message is something else (the
 * whole address again is read as a new answer).
 */
export function completeWithCity(pending: Pending, text: string): Endereco | undefined {
  if (pending.kind !== 'endereco_cidade') return undefined;
  const whole = readAddress(text);
  if (whole?.logradouro && whole.numero) return undefined;
  const e = pending.endereco;
  const typed = parseCityUf(stripChatter(text));
  const place =
    resolveMunicipality(
      stripChatter(text).replace(/^(?:(?:é|e)\s+)?(?:em|de|na|no)\s+/i, ''),
      e.uf,
    ) ??
    (typed && resolveMunicipality(typed.cidade, typed.uf)) ??
    findPlaces(text).find((p) => p.uf === e.uf);
  return place && place.uf === e.uf ? { ...e, cidade: place.cidade } : undefined;
}
