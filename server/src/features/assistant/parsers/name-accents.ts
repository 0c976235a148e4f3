import { accentEnding } from './common-accents.ts';
import { normalize } from './text.ts';

/**
 * Names typed without their accents: "Sebastiao", "Jucelia Bonfim", "Larissa Tenorio". Three
 * sources, in this order: a curated list of names with one written form in Brazil; names written
 * both ways ("Luis"/"Luís", "Tamara"/"Tâmara"), offered for people only; and endings that are
 * always accented in Portuguese ("-élia", "-ílio", "-ário", "-ões"…, see `ENDINGS` here and in
 * ./common-accents.ts). No dictionary is loaded: the whole is a few hundred words.
 */

/** Names and surnames with one written form, keyed without their accents. */
const ACCENTED = new Map(
  (
    'José João Sebastião Antônio Antônia Conceição Márcia Márcio Lúcia Lúcio Patrícia Cláudia ' +
    'Cláudio Fábio Fábia Flávio Flávia Vinícius Tânia Mônica Vitória Ângela Ângelo Glória Júlio ' +
    'Sérgio Rogério Cássio Cássia Célia Cecília Otávio Inês Josué André Jéssica Félix Débora ' +
    'Bárbara Lívia Fátima Cícero Moisés Tomás Aurélio Emília Amélia Hélio Zélia Simão Estêvão ' +
    'Romão Damião Adão Natália Letícia Eugênio Araújo Gonçalves Magalhães Guimarães Simões ' +
    'Brandão Falcão Leão Assunção Galvão Aragão Frederico Éder Élcio Mércia Nélio ' +
    'Benedito Valéria Virgínia Sônia Rúbia Gláucia Márcio Vânia Lúcio Luciano Caetano Ciça ' +
    'Conceição Anésio Osório Acácio Horácio Inácio Ambrósio Grácia Glória Plínio Rômulo Túlio ' +
    'Ênio Évora Jordão Sampaio Brás Tristão Mariângela Lucélia Rosângela Luzia Zé Cícera Sá ' +
    'Frazão Kauã Picanço Peçanha Gusmão Mourão Rebouças Bragança Nóbrega Patrício Valadão ' +
    'Quintão Damásio Graça Graças Heloísa Tainá Kauê Isaías Cândido Cândida Inácia Efigênia ' +
    'Teodósio Tibúrcio Honório Olímpio Eusébio Anastácio Gregório Virgílio Emídio Rosário ' +
    'Diógenes Hermínio Laércio ' +
    // One written form in Brazil: first names…
    'Ramão Kátia Cátia Lígia Lídia Núbia Nívea Nívia Janaína Jânio Tarcísio ' +
    'Maurício Fabrício Marcílio Venâncio Genésio Elísio Elísia Dário Aníbal Álvaro Ítalo Américo ' +
    'Péricles Leônidas Leôncio Eulália Quitéria Eugênia Otávia Lucrécia Brígida Rosélia Jerônimo ' +
    'Lázaro Cristóvão Abraão Salomão Sansão Gedeão Tomé Jônatas Cauã Luã Tauã Ubiratã Domício ' +
    'Estácio Inês Lúcio Valério Aurélia Cláudio Flávia Sebastiana Ângelo ' +
    // …and surnames.
    'Mendonça Lourenço Leitão Negrão Beltrão Conceição Romão Camarão Gusmão Brandão ' +
    'Simões Guimarães Magalhães Assunção Encarnação Nazaré Paixão ' +
    'Fontão Carrão Sertão Valença Mourão Jordão Araújo Tenório Lélis Mário ' +
    'Eurípedes Eurídice Aristóteles Sócrates Heráclito Hipólito Hermógenes Onésimo Anísio Sávio Ângelo ' +
    'Áurea Úrsula Lélia Célio Décio Nélia Jucélia Angélica Verônica Jerônimo Mônica Érico ' +
    'Ézio Otília Marília Elói Eloá Noé Aloísio Sofrônio Sinésio Ismênia Iraí Camões Gonçalo ' +
    'Calvão'
  )
    .split(' ')
    .filter((word) => word !== normalize(word).replace(/^./, (c) => c.toUpperCase()))
    .map((word) => [normalize(word), word] as const),
);

/**
 * Names written both ways in Brazil: offered with the accent for a person (who may keep it "sem
 * acento"), never put in a street's or a place's name.
 */
const BOTH_WAYS = new Map(
  'Luís Júlia Tâmara Thaís Taís Laís Érica Luísa Cléber Cortês'
    .split(' ')
    .map((word) => [normalize(word), word] as const),
);

/**
 * Endings of names always written with an accent (after two letters at least): "Jucelia" →
 * "Jucélia", "Emilio" → "Emílio", "Mauricio" → "Maurício", "Sebastiao" → "Sebastião". Endings
 * that common words share ("harmonia", "democracia", "navio") are left to the list.
 */
const ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/^(\p{L}{2,})elia$/u, '$1élia'],
  [/^(\p{L}{2,})ilia$/u, '$1ília'],
  [/^(\p{L}{2,})ilio$/u, '$1ílio'],
  [/^(\p{L}{2,})alia$/u, '$1ália'],
  [/^(\p{L}{2,})ulio$/u, '$1úlio'],
  [/^(\p{L}{2,})ici([ao])$/u, '$1íci$2'],
  [/^(\p{L}{2,})isi([ao])$/u, '$1ísi$2'],
  [/^(\p{L}{2,})acio$/u, '$1ácio'],
  [/^(\p{L}{2,})eci([ao])$/u, '$1éci$2'],
  [/^(\p{L}{2,})avi([ao])$/u, '$1ávi$2'],
  [/^(\p{L}{2,})eni([ao])$/u, '$1êni$2'],
  [/^(\p{L}{2,})encio$/u, '$1êncio'],
  [/^(\p{L}{2,})iao$/u, '$1ião'],
];

/** Endings of women's names that common words share ("harmonia", "mania"): people only. */
const PERSON_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/^(\p{L}{1,})oni([ao])$/u, '$1ôni$2'],
  [/^(\p{L}{1,})ania$/u, '$1ânia'],
];

function byEnding(endings: ReadonlyArray<[RegExp, string]>, lower: string): string | undefined {
  for (const [re, ending] of endings) if (re.test(lower)) return lower.replace(re, ending);
  return undefined;
}

/** One word of a name with its accents, when it was typed without any; else undefined. */
function accentedWord(word: string, person: boolean): string | undefined {
  const lower = word.toLocaleLowerCase('pt-BR');
  if (lower !== normalize(word)) return undefined;
  const listed = ACCENTED.get(lower) ?? (person ? BOTH_WAYS.get(lower) : undefined);
  if (listed) return listed;
  const ruled =
    byEnding(ENDINGS, lower) ??
    accentEnding(lower) ??
    (person ? byEnding(PERSON_ENDINGS, lower) : undefined);
  return ruled && ruled.charAt(0).toLocaleUpperCase('pt-BR') + ruled.slice(1);
}

function withAccents(name: string, person: boolean): string | undefined {
  let changed = false;
  const out = name
    .split(' ')
    .map((word) => {
      const accented = accentedWord(word, person);
      if (!accented || accented === word) return word;
      changed = true;
      // "Jucelia" → "Jucélia", "JUCELIA" → "JUCÉLIA", "jucelia" → "jucélia": the case as typed.
      if (word.length > 1 && word === word.toLocaleUpperCase('pt-BR'))
        return accented.toLocaleUpperCase('pt-BR');
      return /^\p{Lu}/u.test(word) ? accented : accented.toLocaleLowerCase('pt-BR');
    })
    .join(' ');
  return changed ? out : undefined;
}

/**
 * A person's name with the usual accents, when it was typed without them ("Sebastiao Ferreira" →
 * "Sebastião Ferreira"); undefined when nothing would change. A suggestion to offer, not a fix.
 */
export function suggestAccents(name: string): string | undefined {
  return withAccents(name, true);
}

/**
 * The people's names inside a street's or a place's name ("Rua Lelis Piedade" → "Rua Lélis
 * Piedade"): only the forms that have no other spelling.
 */
export function accentPlaceNames(name: string): string | undefined {
  return withAccents(name, false);
}

/** The words of an accented name that are also names without the accent: "Luís", "Tâmara". */
export function writtenBothWays(nome: string): string[] {
  return nome.split(' ').filter((word) => BOTH_WAYS.get(normalize(word)) === word);
}
