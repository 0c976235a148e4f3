/**
 * A substitute said through the gift at the substitutes question: "ai queria que o carro fosse
 * pro irmao dela, o pedro henrique zanotti", "a moto vai pro meu irmão então". The gift named
 * (one legado, by its words) says whom the substitute replaces: its receiver.
 */
import { findPessoa, type InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import { namingWords } from './gifts-law.ts';

/** "o carro fosse pro …", "a moto vai pra …": the gift's new receiver, after the verb. */
const GOES_TO =
  /\b(?:fosse|fique|fica|ficasse|va|vai|iria|passe|passa|passasse)\s+(?:para|pro|pra)\s+(?:o\s+|a\s+)?(.+)$/i;

/** [whom it replaces, the substitute as written], when the line names exactly one gift. */
export function substituteByGift(s: InterviewState, line: string): [string, string] | undefined {
  const goes = GOES_TO.exec(line);
  if (!goes?.[1]) return undefined;
  const words = new Set(normalize(line.slice(0, goes.index)).split(/[^a-z0-9]+/));
  const named = s.draft.legados.filter((l) => namingWords(l).some((w) => words.has(w)));
  const gift = named.length === 1 ? named[0] : undefined;
  const de = gift && findPessoa(s.draft, gift.beneficiarioId)?.nome;
  return de ? [de, goes[1].trim()] : undefined;
}
