import type { Endereco } from '@legado/contract';
import type { Pending } from '../interview-state.ts';
import { readAddress, suggestAccents, ufFromCep } from '../parsers/index.ts';
import { capitalizeName } from '../parsers/names.ts';
import { parseAddress, parseCep } from '../parsers/places.ts';

/** The testator's address as read, or what is missing; without only the CEP, the rest is kept. */
export type AddressAnswer =
  | { ok: true; endereco: Endereco }
  | { ok: false; faltando: string[]; semCep?: Omit<Endereco, 'cep'> };

/** "rua da gloria" → "Rua da Glória": a place's name as written on a letter. */
function placeName(raw: string): string {
  const spaced = raw.replace(/\s+/g, ' ').trim();
  const cased = /\p{Lu}/u.test(spaced) ? spaced : capitalizeName(spaced);
  const upper = cased.charAt(0).toLocaleUpperCase('pt-BR') + cased.slice(1);
  return suggestAccents(upper) ?? upper;
}

/**
 * Reads an address as people type it, with or without commas ("Moro na Rua Cardeal Arcoverde,
 * 1250…", "rua da gloria 45 liberdade salvador cep 40325000"); the comma reader is the fallback.
 */
export function readTestatorAddress(text: string): AddressAnswer {
  const read = readAddress(text);
  if (read?.logradouro && read.numero && read.cidade) {
    const uf = read.uf ?? (read.cep ? ufFromCep(read.cep) : undefined);
    if (uf) {
      const street = streetAndNumber(text, read.logradouro, read.numero);
      const bairro = read.bairro && cityless(read.bairro, read.cidade);
      const semCep: Omit<Endereco, 'cep'> = {
        logradouro: placeName(street.logradouro),
        numero: street.numero,
        ...(read.complemento && read.complemento !== street.numero
          ? { complemento: read.complemento }
          : {}),
        ...(bairro ? { bairro: placeName(bairro) } : {}),
        cidade: read.cidade,
        uf,
      };
      return read.cep
        ? { ok: true, endereco: { ...semCep, cep: read.cep } }
        : { ok: false, faltando: ['CEP'], semCep };
    }
  }
  const typed = parseAddress(text);
  return typed.ok ? typed : { ok: false, faltando: typed.faltando };
}

/** Another person's address (a witness's): the CEP may be unknown (LEGAL-BR §6). */
export type PersonAddress = Omit<Endereco, 'cep'> & { cep?: string };

/**
 * A witness's address as typed, with or without commas, CEP optional ("Rua da Bahia, 100,
 * Centro, Belo Horizonte/MG"); a string says what it lacks ("número", "cidade e UF").
 */
export function readPersonAddress(text: string): PersonAddress | string {
  // Typed with commas, the comma reader is exact ("Rua 7 de Setembro, 45, Centro, …").
  const typed = parseAddress(parseCep(text) ? text : `${text}, 00000-000`);
  if (typed.ok) {
    const { cep, ...rest } = typed.endereco;
    return cep === '00000000' ? rest : typed.endereco;
  }
  const read = readTestatorAddress(text);
  if (read.ok) return read.endereco;
  if (read.semCep) return read.semCep;
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

/** The CEP typed after the rest of the address was kept. */
export function completeWithCep(pending: Pending, text: string): Endereco | undefined {
  if (pending.kind !== 'endereco_cep') return undefined;
  const cep = parseCep(text);
  return cep ? { ...pending.endereco, cep } : undefined;
}
