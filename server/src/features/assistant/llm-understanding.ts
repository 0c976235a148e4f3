import type { generateObject as GenerateObject, LanguageModel } from 'ai';
import { z } from 'zod';
import { AT_DONE, readInterviewState } from './interview-state-schema.ts';
import type { InterviewState } from './interview-state.ts';
import {
  askText,
  currentQuestion,
  promptText,
  runTurnWithOutcome,
  type TurnResult,
} from './interview-engine.ts';
import { M } from './messages.ts';
import { parseYesNo } from './parsers/yes-no.ts';

/** How to reach an OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). */
export interface LlmOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
  /**
   * Told why a reading failed ("timeout", "http", "invalid output", …): never the message, the
   * question or the model's words, which may hold personal data.
   */
  onFailure?: (reason: string) => void;
}

/**
 * What the model may propose: a rewrite of the user's answer in the simple form the question
 * expects (then read by the same parsers and rules), or a short answer to a free question.
 */
export const LlmProposalSchema = z.object({
  tipo: z.enum(['resposta', 'pergunta', 'outro']),
  respostaNormalizada: z.string().max(2000).optional(),
  explicacao: z.string().max(800).optional(),
});
/** A proposal from the model. */
export type LlmProposal = z.infer<typeof LlmProposalSchema>;

/** The schema the model fills for one question: the answer's form is that question's example. */
function proposalSchemaFor(example: string | undefined) {
  if (!example) return LlmProposalSchema;
  return LlmProposalSchema.extend({
    respostaNormalizada: z
      .string()
      .max(2000)
      .describe(`A resposta reescrita no formato deste exemplo: ${example}`)
      .optional(),
  });
}

const SYSTEM = [
  'Você ajuda um assistente de testamentos brasileiro a entender respostas digitadas em português.',
  'Responda SOMENTE com um objeto JSON: {"tipo":"resposta"|"pergunta"|"outro","respostaNormalizada"?:string,"explicacao"?:string}.',
  'Se o usuário respondeu à pergunta, tipo "resposta" e reescreva a resposta no formato simples do exemplo (datas DD/MM/AAAA, CPF com números, porcentagens com %, nomes completos).',
  'Se o usuário fez uma pergunta sobre testamentos, tipo "pergunta" e explique em no máximo duas frases simples, sem dar conselho jurídico.',
  'Nunca invente dados que o usuário não disse.',
].join('\n');

const MARKER = /\[(?:DOCUMENTO_PRONTO|PREVIEW_READY|FORMULARIO:[^\]]*)\]/g;

/** What the person reads when the model's reading is said back, and when they turn it down. */
export const MODEL_READING = {
  confirm: (texto: string) =>
    `Entendi assim: "${texto}". Está certo? Responda "sim" para eu anotar, ou escreva de outro jeito.`,
  declined: 'Tudo bem, não anotei. Pode escrever de outro jeito:',
} as const;

/** Why a reading failed, in words that hold nothing the person typed. */
function failureReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    if (/status|http|fetch|ECONN|network/i.test(error.name + error.message)) return 'http';
    if (error instanceof z.ZodError || /JSON|schema|parse|object/i.test(error.name))
      return 'invalid output';
    return error.name;
  }
  return 'unknown';
}

/**
 * The model-backed reading behind the deterministic engine (issue 18, point 9). The engine reads
 * every message first; the model is asked only when the engine could not use it (a refusal, or
 * the "não sei responder" fallback). Its proposal goes through the same parsers and rules, and is
 * said back to the person, who confirms it before anything is stored. Never called inside a
 * database transaction: the chat computes a turn before its one-statement save (ADR 0011).
 */
export function createLlmUnderstanding(options: LlmOptions) {
  // The AI SDK (~40 MB with its provider) is loaded on the first turn that asks the model, so a
  // server without LLM_BASE_URL never pays for it.
  let sdk: Promise<{ generateObject: typeof GenerateObject; model: LanguageModel }> | undefined;
  const loadSdk = () =>
    (sdk ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]).then(
      ([ai, { createOpenAICompatible }]) => {
        const provider = createOpenAICompatible({
          name: 'legado-llm',
          baseURL: options.baseUrl.replace(/\/+$/, ''),
          // The question's schema goes to the model as a JSON schema (response_format), not only
          // as words in the prompt; an endpoint that refuses it fails, and the interview stands.
          supportsStructuredOutputs: true,
          ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        });
        return { generateObject: ai.generateObject, model: provider.chatModel(options.model) };
      },
    ));
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function propose(
    state: InterviewState,
    text: string,
    today: string,
  ): Promise<LlmProposal | undefined> {
    const q = currentQuestion(state);
    const prompt = [
      `Pergunta atual: ${q ? askText(state, q) : 'revisão final do testamento'}`,
      q ? `Exemplo de resposta: ${q.question.example}` : '',
      `Data de hoje: ${today}`,
      `Mensagem do usuário: ${text}`,
    ].join('\n');
    try {
      const { generateObject, model } = await loadSdk();
      const { object } = await generateObject({
        model,
        schema: proposalSchemaFor(q?.question.example),
        system: SYSTEM,
        prompt,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      return LlmProposalSchema.parse(object);
    } catch (error) {
      // Network error, timeout or invalid output: the engine's own reply stands.
      options.onFailure?.(failureReason(error));
      return undefined;
    }
  }

  /** The person's word on a reading said back: stored on "sim", dropped on "não". */
  function settleReading(
    state: InterviewState,
    texto: string,
    text: string,
    context: { today: string },
  ): TurnResult | InterviewState {
    const cleared: InterviewState = { ...state, pending: null };
    const yes = parseYesNo(text);
    if (yes === true) {
      return runTurnWithOutcome(cleared, { kind: 'message', text: texto }, context).result;
    }
    if (yes === false) {
      return { state: cleared, replies: [MODEL_READING.declined, promptText(cleared, context)] };
    }
    // Anything else is a new answer: read as if nothing had been said back.
    return cleared;
  }

  return {
    async reply(stored: unknown, text: string, context: { today: string }): Promise<TurnResult> {
      const read = readInterviewState(stored);
      let state = read.ok ? read.state : undefined;
      if (state?.pending?.kind === 'leitura_modelo') {
        const settled = settleReading(state, state.pending.texto, text, context);
        if ('replies' in settled) return settled;
        state = settled;
      }
      const input = { kind: 'message' as const, text };
      const own = runTurnWithOutcome(state ?? stored, input, context);
      const couldNotUse =
        (own.outcome === 'rejected' && !own.result.state.pending) ||
        (own.outcome === 'faq' && own.result.replies[0] === M.unknownQuestion);
      if (!state?.started || state.current === AT_DONE || !couldNotUse) return own.result;

      const proposal = await propose(state, text, context.today);
      const normalized = proposal?.respostaNormalizada?.trim();
      if (proposal?.tipo === 'resposta' && normalized) {
        // The proposal must pass exactly the same parsers and legal rules as typed text…
        const viaModel = runTurnWithOutcome(state, { kind: 'message', text: normalized }, context);
        if (viaModel.outcome === 'accepted') {
          // …and the person's "sim" before it is stored.
          return {
            state: { ...own.result.state, pending: { kind: 'leitura_modelo', texto: normalized } },
            replies: [MODEL_READING.confirm(normalized)],
          };
        }
      }
      const explicacao = proposal?.explicacao?.replace(MARKER, '').trim();
      if (proposal?.tipo === 'pergunta' && explicacao && own.outcome === 'faq') {
        return {
          state: own.result.state,
          replies: [explicacao, promptText(own.result.state, context)],
        };
      }
      return own.result;
    },
  };
}
