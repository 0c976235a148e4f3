import type { Legado } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import { giftInWords } from './gifts-answer.ts';
import { amountsIn, namingWords } from './gifts-law.ts';
import { GM } from './gifts-messages.ts';

/** Words that take a gift back: "esquece o carro", "tira a hilux", "não vai mais pra ninguém". */
const TAKE_BACK =
  /\b(?:esquec[ea]\w*|tira|tirar|tire|retira\w*|remov\w*|cancel\w*|desconsider\w*|nao vai (?:mais )?(?:para|pra) ninguem|nao vai mais|nao (?:quero|vou) mais (?:deixar|dar)|(?:vou|vo|quero|pretendo) vender|ja vendi|vendi|nao tenho mais)\b/;
/** A car said by its kind ("o carro"): a vehicle gift that is not a motorbike, tractor or boat. */
const CAR_WORD = /\b(?:carro|automovel|caminhonete|veiculo)\b/;
const NOT_A_CAR = /\b(?:moto|motocicleta|biz|trator|caminhao|barco|lancha|bicicleta)\b/;

/** The gifts a sentence names, by their own words or, for a car, by its kind. */
function giftsNamedIn(gifts: readonly Legado[], sentence: string): Legado[] {
  const words = new Set(sentence.split(/[^a-z0-9]+/));
  const byWords = gifts.filter((l) => namingWords(l).some((w) => words.has(w) && w !== 'carro'));
  const cars = CAR_WORD.test(sentence)
    ? gifts.filter((l) => l.tipo === 'veiculo' && !NOT_A_CAR.test(normalize(l.descricao)))
    : [];
  return [...new Set([...byWords, ...(cars.length === 1 ? cars : [])])];
}

/**
 * Gifts taken back in words, wherever said ("bah, esquece o que eu falei do carro, a hilux eu vou
 * vender antes, nao vai pra ninguem", "tira a hilux do testamento"): removed from the will; the
 * words that show it, or undefined. A part of the sentence with a value ("o trator vale uns 180
 * mil") is left to the question that reads it.
 */
export function takeGiftsBack(s: InterviewState, text: string): string | undefined {
  const gifts = s.draft.legados;
  if (gifts.length === 0) return undefined;
  const removed = new Set<Legado>();
  for (const sentence of normalize(text).split(/[.;!?\n]+/)) {
    const parts = sentence.split(/,\s*/).filter((part) => amountsIn(part).length === 0);
    const said = parts.join(', ');
    if (!TAKE_BACK.test(said)) continue;
    for (const l of giftsNamedIn(gifts, said)) removed.add(l);
  }
  if (removed.size === 0) return undefined;
  s.draft.legados = gifts.filter((l) => !removed.has(l));
  return GM.tirei([...removed].map((l) => giftInWords(s, l)));
}
