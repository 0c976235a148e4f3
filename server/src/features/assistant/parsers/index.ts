/**
 * Readers of what people type (pure functions, no I/O, never throw). The engine calls
 * `readFacts` on every message, whatever was asked, keeps what it finds, confirms it in one line
 * and never asks for it again. Values come out clean (no "Moro na", "sim,", "como eu falei").
 *
 *   readFacts(message: string, context?: FactContext) → Facts
 *     context       { today?: ISO date, people?: KnownPerson[] {id, nome, relacao?, sexo?},
 *                     listRelation?: Relation (names listed without one, e.g. 'filho') }
 *     .nome / .nomeSugerido  the speaker's own name ("meu nome é…", "sou o…"), accents to offer
 *     .idade / .dataNascimento / .anoNascimento  the speaker's age, birth date, or only its year
 *     .cpf / .cpfInvalido    a CPF with right / wrong check digits (digits only)
 *     .people        PersonMention[]  { nome?, nomeSugerido?, relacao?: Relation, sexo?,
 *                                       dataNascimento?, idade?, cpf?, falecido?, falecidoEm?,
 *                                       outroGenitor?, menor? } (no nome = a pointer: "minha filha")
 *     .mentionedIds  string[]         ids of context.people the message points at
 *     .dates         DateMention[]    { iso?, year?, about: nascimento | casamento | uniao | … }
 *     .places        PlaceMention[]   { cidade, uf, about: naturalidade | residencia | outro }
 *     .civilStatus   CivilStatusFact  { estadoCivil?, semParceiro?, estadoCivilNoPapel?, regime?,
 *                                       desdeAno?, separadoDeFato?, separadoDesdeAno?, parceiro? }
 *     .profession, .nacionalidade ('brasileira' | 'brasileiro')
 *     .address       AddressFact      { logradouro?, numero?, complemento?, bairro?, cidade?, uf?, cep? }
 *     .shares        ShareFact[]      { para, percentual?, base: disponivel | total,
 *                                       regra?: toda_disponivel | igual | resto_igual }
 *     .gifts         GiftFact[]       { tipo: imovel | veiculo | dinheiro | joia | animal | objeto,
 *                                       descricao, valor?, para? }
 *     .witnesses     WitnessFact[]    one per line { nome, cpf?, cpfValido?, dataNascimento? }
 *     .yesNo         boolean          yes/no inside a sentence ("está sim, é o Carlos")
 *     .corrections   CorrectionFact[] { campo?, novo, antigo? } ("o local está errado, é Rio de Janeiro/RJ")
 *     .pergunta      true when the message asks something; its wishes (shares, gifts) are not taken
 *
 * `para` (shares, gifts) is a name ("Rosa") or a pointer ("minha filha", "os dois", "cada"):
 * resolve it with matchPeople(para, knownPeople) → ids (empty: ask who; several: ask which).
 *
 * Each reader is also exported for a single question: readPeople, readDates, readAge,
 * findPlace(s), resolveMunicipality, readCivilStatus, readProfession, readAddress, readShares,
 * readGifts, readWitnessLines, readYesNo, readCorrection(s), matchPeople, isPlausibleName,
 * suggestAccents, stripChatter, expandShorthand.
 */
export type * from './fact-types.ts';
export { readFacts, type FactContext, type Facts } from './read-facts.ts';
export { readPeople } from './people-mentions.ts';
export { readDates, readAge, inferYear } from './date-mentions.ts';
export {
  findPlace,
  findPlaces,
  municipalitiesNamed,
  resolveMunicipality,
} from './municipalities.ts';
export { readCivilStatus } from './civil-status-mentions.ts';
export { readProfession } from './profession.ts';
export { readAddress, ufFromCep } from './address-mentions.ts';
export { readShares } from './share-mentions.ts';
export { readGifts } from './gift-mentions.ts';
export { readWitnessLines } from './witness-lines.ts';
export { readCorrection, readCorrections, readYesNo } from './answer-mentions.ts';
export { matchPeople, type KnownPerson } from './match-people.ts';
export { isPlausibleName } from './name-quality.ts';
export { suggestAccents } from './name-accents.ts';
export { expandShorthand, sentences, stripChatter } from './chat-text.ts';
