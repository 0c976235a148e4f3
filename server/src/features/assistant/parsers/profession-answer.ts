import {
  isSentence,
  joinedSplitWords,
  professionHead,
  readProfession,
  retiredApart,
  withoutChatTail,
  withoutTradeIntro,
} from './profession.ts';
import { parseYesNo } from './yes-no.ts';

/** The trade typed, lower case, without the talk; undefined if none. */
function tradeSaid(text: string): string | undefined {
  const typed = withoutTradeIntro(withoutChatTail(text).replace(/[.!]+$/, ''));
  // "pescador, mexo com barco faz 20 anos": the trade is the first clause; the rest is talk.
  const first = typed.split(/\s*[,;.]\s*|\s+-\s+/)[0] ?? '';
  const clean =
    readProfession(text) ??
    professionHead(typed) ??
    (typed.split(/\s+/).length > 4 && first.split(' ').length <= 4 && !isSentence(first)
      ? first
      : typed);
  if (
    !/^[\p{L}][\p{L}' ,/()-]{1,80}$/u.test(clean) ||
    parseYesNo(clean) !== undefined ||
    isSentence(clean)
  )
    return undefined;
  return clean.toLocaleLowerCase('pt-BR');
}

/**
 * A profession typed as an answer (to the question or in a correction at the review), lower case:
 * "Professora a posentada" → "professora aposentada" (a word split by voice typing), "ele era
 * mestre de obras, ta aposentado" → "mestre de obras aposentado". Undefined for talk.
 */
export function readProfessionAnswer(text: string): string | undefined {
  const said = joinedSplitWords(text);
  const apart = retiredApart(said);
  const trade = tradeSaid(apart?.trade ?? said);
  if (!trade) return undefined;
  return apart && !/aposentad/i.test(trade) ? `${trade} aposentad${apart.ending}` : trade;
}
