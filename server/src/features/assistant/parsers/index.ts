/**
 * Readers of what people type (pure functions, no I/O). The engine calls `readFacts` on every
 * message, whatever was asked, and keeps what it finds:
 *
 *   readFacts(message, { today?, people?, listRelation? }) → Facts
 *     .people        PersonMention[]  { nome?, nomeSugerido?, relacao?, sexo?, dataNascimento?,
 *                                       idade?, cpf?, falecido?, falecidoEm?, outroGenitor?, menor? }
 *     .mentionedIds  string[]         ids of `context.people` the message points at
 *     .cpf / .cpfInvalido, .dataNascimento (the speaker's), .dates DateMention[]
 *     .places        PlaceMention[]   { cidade, uf, about: naturalidade | residencia | outro }
 *     .civilStatus   CivilStatusFact  { estadoCivil?, semParceiro?, estadoCivilNoPapel?, regime?,
 *                                       desdeAno?, separadoDeFato?, separadoDesdeAno?, parceiro? }
 *     .profession, .nacionalidade, .address AddressFact (CEP optional)
 *     .shares        ShareFact[]      { para, percentual?, base: disponivel | total, regra? }
 *     .gifts         GiftFact[]       { tipo, descricao, valor?, para? }
 *     .witnesses     WitnessFact[]    one per line with a CPF { nome, cpf?, cpfValido?, dataNascimento? }
 *     .yesNo         boolean          yes/no inside a sentence ("está sim, é o Carlos")
 *     .corrections   CorrectionFact[] { campo?, novo, antigo? } ("o local está errado, é Rio de Janeiro/RJ")
 *     .pergunta      true when the message asks something; its wishes (shares, gifts) are not taken
 *
 * Each reader is also exported for a single question: readPeople, readDates, readAge,
 * findPlace(s), resolveMunicipality, readCivilStatus, readProfession, readAddress, readShares,
 * readGifts, readWitnessLines, readYesNo, readCorrection, matchPeople, isPlausibleName,
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
export { isPlausibleName, suggestAccents } from './name-quality.ts';
export { expandShorthand, sentences, stripChatter } from './chat-text.ts';
