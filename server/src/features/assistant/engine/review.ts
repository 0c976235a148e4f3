import { TestamentContentSchema, type RuleResult } from '@legado/contract';
import { AT_DONE, AT_REVIEW } from '../interview-state-schema.ts';
import { toValidatedContent, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { normalize } from '../parsers/text.ts';
import { readYesNo } from '../parsers/answer-mentions.ts';
import type { TurnContext } from '../questions/question.ts';
import { summaryText } from '../summary.ts';
import { accentNames } from './accents.ts';
import { parseCommand, runCommand, type Command } from './commands.ts';
import { correctAtReview } from './review-corrections.ts';
import { progress, pushHistory } from './navigation.ts';
import { promptText } from './prompts.ts';
import { skipAnswered, takeVolunteered } from './volunteered.ts';
import { reply, type Turn } from './turn-result.ts';

const ICON: Record<RuleResult['severidade'], string> = { erro: '❌', alerta: '⚠️', info: 'ℹ️' };

function reviewResults(s: InterviewState, ctx: TurnContext): RuleResult[] {
  return toValidatedContent(s, ctx.today).validacoes;
}

function reviewInstruction(results: RuleResult[]): string {
  if (results.some((r) => r.severidade === 'erro')) return M.review.errors;
  if (results.some((r) => r.severidade === 'alerta' && !r.reconhecido)) return M.review.alerts;
  return M.review.confirm;
}

/** The review: the summary, every rule's result, and what to answer next. */
export function reviewText(s: InterviewState, ctx: TurnContext): string {
  const results = reviewResults(s, ctx);
  const summary = summaryText(s) ?? M.summaryEmpty;
  const rules = results.length
    ? results
        .map((r) => `${ICON[r.severidade]} ${r.mensagem}${r.reconhecido ? ' (ciente)' : ''}`)
        .join('\n')
    : M.review.noRules;
  return [
    progress('revisao'),
    M.review.title,
    summary,
    `${M.review.rulesTitle}\n${rules}`,
    reviewInstruction(results),
  ].join('\n\n');
}

function finalize(s: InterviewState, ctx: TurnContext): Turn {
  const content = toValidatedContent(s, ctx.today);
  const parsed = TestamentContentSchema.safeParse(content);
  if (!parsed.success) return reply(s, [M.internal], 'other');
  s.concluded = true;
  pushHistory(s);
  s.current = AT_DONE;
  return reply(s, [M.done], 'accepted', parsed.data);
}

/** "nao é isso, quero mudar a herança" → "alterar herança", when a section is named. */
function editInSentence(text: string): Command | undefined {
  const at =
    /\b(?:quero |preciso |vou |pode )?(?:alterar|corrigir|mudar|editar|trocar|rever)\b/i.exec(
      normalize(text),
    );
  if (!at || at.index === 0) return undefined;
  const command = parseCommand(normalize(text).slice(at.index));
  return command?.kind === 'edit' && command.target.trim() ? command : undefined;
}

/** A clause that agrees with the review: "sim", "está correto", "tá ótimo", "pode gerar", "pode sim". */
const AGREES = [
  /^(?:sim|isso|isso mesmo|isso ai|ok|okay|ta bom|esta bom|tudo bem|beleza|blz|perfeito|otimo|exato|exatamente|confirmo|pode mandar|manda|bora|vamos|vamos la|confirmado|confirmada|fechado|pode|pode sim|pode ser|gera|gerar|faz|faca|finaliza|obrigad[oa]|por favor|sim senhor|sim senhora)$/,
  /^(?:(?:esta|ta|to|estao|tao|ficou|tudo)\s+)*(?:tudo\s+)?(?:certo|correto|certinho|ok|otimo|perfeito|bom|bem|beleza|em ordem|de acordo)$/,
  /^(?:(?:entao|sim|ok)\s+)?(?:pode|podem|pode sim)\s+(?:ja\s+)?(?:gerar|fazer|fechar|finalizar|concluir|seguir|prosseguir|emitir|imprimir|mandar)(?:\s+(?:o|meu|o meu)\s+(?:testamento|documento))?(?:\s+sim)?$/,
];

/**
 * "Está correto. Pode gerar.", "ta tudo certo, pode fazer", "ela disse que pode fazer": every
 * clause agrees (someone typing for the person may pass on her word).
 */
function agreesWithReview(n: string): boolean {
  const clauses = n
    .replace(
      /^(?:(?:ela|ele|minha mae|meu pai|a vo|o vo)\s+)?(?:disse|falou|mandou dizer|pediu pra dizer|ta dizendo)\s+que\s+/,
      '',
    )
    .split(/\s*[.,;!]+\s*|\s+e\s+|\s+(?=pode\b)/)
    .map((c) => c.trim())
    .filter(Boolean);
  return clauses.length > 0 && clauses.every((c) => AGREES.some((re) => re.test(c)));
}

/** An answer at the review: errors block; one "sim" acknowledges the alerts and produces the will. */
export function handleReview(s: InterviewState, text: string, ctx: TurnContext): Turn {
  // "o nome do meu filho ta errado, nao é joao ferreira, é joão ferreira lima": the line pointed
  // at is corrected and the review shown again; without the right value, it is asked for.
  const correction = correctAtReview(s, text, ctx);
  if (correction && 'ask' in correction) return reply(s, [correction.ask], 'other');
  if (correction) {
    // A name typed without its accents is offered with them, and shown so in the note.
    const accented = accentNames(s);
    const offered = s.accentsOffered ?? [];
    const noted = correction.noted.map(
      (said) => offered.find((nome) => normalize(nome) === normalize(said)) ?? said,
    );
    // A change that opens questions ("na verdade sou casada": the spouse) asks them first; what
    // the message said of them ("sou casado com a Renata Alves") is kept.
    const also = takeVolunteered(s, text, ctx, AT_REVIEW);
    skipAnswered(s);
    const atReview = s.current === AT_REVIEW;
    const next = atReview ? reviewText(s, ctx) : promptText(s, ctx);
    return reply(
      s,
      [
        M.review.noted(noted, atReview),
        ...(also ? [also] : []),
        ...(accented ? [accented] : []),
        next,
      ],
      'accepted',
    );
  }
  const results = reviewResults(s, ctx);
  const yes = readYesNo(text);
  const n = normalize(text);
  if (results.some((r) => r.severidade === 'erro')) {
    s.attempts += 1;
    return reply(s, [M.review.errors], 'rejected');
  }
  // One confirmation both acknowledges the alerts shown above it and produces the will.
  const pendingAlerts = results.filter((r) => r.severidade === 'alerta' && !r.reconhecido);
  // "pode gerar? o nome ta errado": a doubt or a mistake said with it is no confirmation.
  const doubts = /\b(?:errad[oa]s?|incorret[oa]s?|espera|perai|calma)\b/.test(n);
  const confirmed =
    (!doubts && yes === true) ||
    (!doubts && /^(confirmo|gerar|pode gerar|gera|pode fazer|faz|fechado)\b/.test(n)) ||
    (!doubts && agreesWithReview(n)) ||
    (pendingAlerts.length > 0 && /ciente|entendi|li os alertas|estou de acordo/.test(n));
  if (confirmed) {
    s.acknowledged = [...new Set([...s.acknowledged, ...pendingAlerts.map((r) => r.code)])];
    return finalize(s, ctx);
  }
  // "não é isso, quero mudar a herança": the section to change, said inside a sentence.
  const edit = editInSentence(text);
  if (edit) return runCommand(s, edit, ctx);
  s.attempts += 1;
  if (pendingAlerts.length > 0) return reply(s, [M.review.alerts], 'rejected');
  s.attempts += 1;
  return reply(s, [M.review.confirm], 'rejected');
}
