import { stripChatter } from './chat-text.ts';
import { namesForeignCountry } from './countries.ts';
import type { Place } from './fact-types.ts';
import {
  findPlace,
  municipalitiesNamed,
  municipalityStartingWith,
  nearMunicipality,
  resolveMunicipality,
  residenceSaid,
  stateCapital,
  withoutResidence,
} from './municipalities.ts';
import { parseCityUf, parseUf, stateAtEnd } from './places.ts';
import { isSentence, withoutChatTail } from './profession.ts';
import { normalize } from './text.ts';
import { parseYesNo } from './yes-no.ts';

/** A place of birth as the will prints it, and the city the same answer says one lives in. */
export interface Birthplace {
  /** "Parintins/AM" from the list of municipalities, or a place abroad with its country. */
  naturalidade: string;
  brasileira: boolean;
  /** Read from a name typed short or with a slip: the reply names the city kept. */
  near: boolean;
  /** "mas to em manaus desde 92": where they live, kept for the address. */
  moradia?: Place;
}

/**
 * Who was born and the verb, before the place: "ele nasceu em", "sou natural de", "é de"; or
 * "em" alone ("Em Sertãozinho.").
 */
const BIRTH_INTRO =
  /^(?:(?:(?:eu|ele|ela)\s+)?(?:nasci|nasceu|nascid[oa]|(?:sou|é|e|eh)\s+natural|natural|sou|é|e|eh|era)\s+(?:aqui\s+)?(?:em|de|d[oa]|n[oa])|em)\s+/i;

/** "sp capital", "são paulo capital": the state's capital. */
const CAPITAL_OF = /^\s*([\p{L} ]{2,25}?)\s+capital\b/iu;

/**
 * The place of birth in an answer as people type it: "nasci em parintins mas to em manaus desde
 * 92" (Parintins/AM, living in Manaus/AM), "ele nasceu em cachoeira, no reconcavo" (Cachoeira/BA),
 * "sou de Quixadá, lá do sertão central", "jaboatao" (Jaboatão dos Guararapes/PE). A Brazilian
 * place is always a municipality of the IBGE list, never the person's words; a place abroad is
 * kept only with its country. A name of several municipalities gives them (`sameName`: the state
 * is asked); undefined when no such place is said: the question is asked again.
 */
export function readBirthplace(typed: string): Birthplace | { sameName: Place[] } | undefined {
  const said = withoutChatTail(typed);
  const moradia = residenceSaid(said);
  const withMoradia = moradia ? { moradia } : {};
  const text = withoutResidence(said).replace(/\s+/g, ' ').trim();
  const capital = parseUf(CAPITAL_OF.exec(text)?.[1] ?? '');
  const cityUf = parseCityUf(text);
  const place =
    (capital ? stateCapital(capital) : undefined) ??
    findPlace(stripChatter(text)) ??
    (cityUf ? resolveMunicipality(cityUf.cidade, cityUf.uf) : undefined) ??
    // "nasci em curitiba em 12/08/1992, engenheiro": the place among other facts.
    findPlace(text);
  if (place)
    return {
      naturalidade: `${place.cidade}/${place.uf}`,
      brasileira: true,
      near: false,
      ...withMoradia,
    };
  const clean = stripChatter(text)
    .replace(BIRTH_INTRO, '')
    .replace(/,\s*(?:n[ao]s?|em)\s+/gi, ', ')
    .trim()
    .replace(/[.!]+$/, '');
  // "pará" alone is a state, not a place abroad: the city is asked.
  if (
    !/^[\p{L}][\p{L}' ,./()-]{2,80}$/u.test(clean) ||
    parseYesNo(clean) !== undefined ||
    parseUf(clean) !== undefined ||
    isSentence(clean)
  )
    return undefined;
  // "jaboatao", "cachoeiro es": the first words of one municipality's name; "campo maoir": one
  // slip from one municipality only. The reply names the city kept.
  const atEnd = stateAtEnd(clean.replace(/[/,]/g, ' '));
  const near =
    municipalityStartingWith(atEnd?.before ?? clean, atEnd?.uf) ?? nearMunicipality(clean);
  if (near)
    return {
      naturalidade: `${near.cidade}/${near.uf}`,
      brasileira: true,
      near: true,
      ...withMoradia,
    };
  // "cachoeira", "santa maria": a municipality's name in several states, or a common word too.
  const named = municipalitiesNamed(clean);
  if (named.length > 0) return { sameName: named };
  // Abroad only with its country ("Guimarães, Portugal"); anything else is asked again.
  if (!namesForeignCountry(normalize(clean))) return undefined;
  return {
    naturalidade: clean.replace(/\s+/g, ' '),
    brasileira: false,
    near: false,
    ...withMoradia,
  };
}
