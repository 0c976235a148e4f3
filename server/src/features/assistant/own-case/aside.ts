/**
 * A message that answers and asks at once: "…o carro ele quer deixar pro meu primo matheus. isso
 * não tira a parte dos filhos dele né?", "td q eu puder deixar livre vai pra lari. e meus pais
 * ficam com o resto né?". The statement goes to the question asked; the question is answered
 * after it, with the will as it stands then.
 */
import { answerFaq } from '../faq.ts';
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';
import { answerOwnCase } from './answer.ts';

/** A message split into what it states and what it asks. */
export interface Aside {
  statement: string;
  question: string;
}

/** One sentence with the punctuation (or line break) that ends it. */
const SENTENCE = /[^.!?\n]+(?:[.!?]+|\n+|$)/g;

/** "…, né", "…, certo", "…, não é": a question tag closing the last sentence. */
const TAG = /(?:,|\s)\s*(?:ne|certo|correto|nao e|ne isso|confere|sim ou nao)\s*$/;

/** A question that asks nothing to answer: "ok?", "tá bom?", "pode ser?", "entendeu?". */
const RHETORICAL =
  /^(?:(?:ok|ta|ta bom|blz|beleza|certo|pode ser|pode|entendeu|entendido|tudo bem|ne|sim|correto|combinado|isso|serve|da|fechado|e isso|ta certo|ta ok)\W*)+$/;

/** Only an acknowledgement or a lead-in ("blz", "ok, mas antes", "uma dúvida"): not an answer. */
const ONLY_LEAD_IN =
  /^(?:(?:ah+|ai|ok|okay|blz|beleza|entendi|hum+|hm+|certo|ta|bom|tudo bem|pois bem|entao|mas|e|antes|so|uma duvida|duvida|outra coisa|pergunta|olha|veja|oi|oii+|ola|bom dia|boa tarde|boa noite|obrigad[ao]|valeu|tipo|assim)\b[\s,:;.!-]*)+$/;

/** "isso", "isto", "assim": a question about what the statement said. */
const POINTS_BACK = /\b(?:isso|isto|assim|disso|nisso|esse|essa|aquilo)\b/;

/**
 * The sentences that ask (ending in "?", or the last one closed by a question tag) apart from
 * those that state something; undefined when the message only asks or only states.
 */
export function splitQuestion(text: string): Aside | undefined {
  const sentences = text.match(SENTENCE) ?? [];
  if (sentences.length < 2) return undefined;
  const asks = sentences.map(
    (sentence, i) =>
      sentence.includes('?') ||
      (i === sentences.length - 1 && TAG.test(normalize(sentence).replace(/[.!\s]+$/, ''))),
  );
  if (!asks.some(Boolean) || asks.every(Boolean)) return undefined;
  const statement = sentences
    .filter((_, i) => !asks[i])
    .join('')
    .trim();
  const question = sentences
    .filter((_, i) => asks[i])
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const plain = normalize(statement)
    .replace(/[^a-z0-9\s,:;.!-]/g, ' ')
    .trim();
  if (!plain || ONLY_LEAD_IN.test(plain)) return undefined;
  return { statement, question };
}

/**
 * The reply to the question of a message whose statement was taken as the answer: about the
 * person's own case first, else the FAQ; undefined when nothing answers it (a rhetorical "tá?").
 */
export function answerAside(
  s: InterviewState,
  { question, whole }: { question: string; whole: string },
  ctx: TurnContext,
): string | undefined {
  if (RHETORICAL.test(normalize(question).replace(/[?!.\s]+$/, ''))) return undefined;
  // "…quero deserdar meu filho Diego. Dá pra fazer isso aqui?": a question pointing back ("isso")
  // has its topic in the statement.
  const pointsBack = POINTS_BACK.test(normalize(question));
  return (
    answerOwnCase(s, question, ctx) ??
    answerFaq(question, s) ??
    (pointsBack ? answerFaq(whole, s) : undefined)
  );
}
