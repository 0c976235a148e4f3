import type { generateObject as GenerateObject, LanguageModel } from 'ai';
import { z } from 'zod';
import { answerFaq } from './faq.ts';
import { AT_DONE, readInterviewState } from './interview-state-schema.ts';
import type { InterviewState } from './interview-state.ts';
import {
  askText,
  currentQuestion,
  promptText,
  runTurn,
  runTurnWithOutcome,
  type TurnResult,
} from './interview-engine.ts';

/** How to reach an OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). */
export interface LlmOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
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

const SYSTEM = [
  'Você ajuda um assistente de testamentos brasileiro a entender respostas digitadas em português.',
  'Responda SOMENTE com um objeto JSON: {"tipo":"resposta"|"pergunta"|"outro","respostaNormalizada"?:string,"explicacao"?:string}.',
  'Se o usuário respondeu à pergunta, tipo "resposta" e reescreva a resposta no formato simples do exemplo (datas DD/MM/AAAA, CPF com números, porcentagens com %, nomes completos).',
  'Se o usuário fez uma pergunta sobre testamentos, tipo "pergunta" e explique em no máximo duas frases simples, sem dar conselho jurídico.',
  'Nunca invente dados que o usuário não disse.',
].join('\n');

const COMMAND =
  /^\s*(voltar|resumo|recome[cç]ar|pular|ajuda|manter|alterar|corrigir|mudar|editar)\b/i;
const MARKER = /\[(?:DOCUMENTO_PRONTO|PREVIEW_READY|FORMULARIO:[^\]]*)\]/g;

/** The model-backed reading in front of the deterministic engine; always falls back to it. */
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
        schema: LlmProposalSchema,
        system: SYSTEM,
        prompt,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      return LlmProposalSchema.parse(object);
    } catch {
      // Network error, timeout or invalid output: the engine's own understanding takes over.
      return undefined;
    }
  }

  return {
    async reply(stored: unknown, text: string, context: { today: string }): Promise<TurnResult> {
      const input = { kind: 'message' as const, text };
      const read = readInterviewState(stored);
      const state = read.ok ? read.state : undefined;
      // Commands, built-in FAQ answers and turns outside a question never need the model.
      if (
        !state?.started ||
        COMMAND.test(text) ||
        answerFaq(text) ||
        state.pending ||
        state.current === AT_DONE
      ) {
        return runTurn(stored, input, context);
      }
      const proposal = await propose(state, text, context.today);
      const own = runTurnWithOutcome(state, input, context);
      if (proposal?.tipo === 'resposta' && proposal.respostaNormalizada?.trim()) {
        // The proposal goes through exactly the same parsers and legal rules as typed text.
        const viaModel = runTurnWithOutcome(
          state,
          { kind: 'message', text: proposal.respostaNormalizada },
          context,
        );
        if (viaModel.outcome === 'accepted') return viaModel.result;
      }
      if (proposal?.tipo === 'pergunta' && proposal.explicacao?.trim()) {
        const explicacao = proposal.explicacao.replace(MARKER, '').trim();
        return {
          state: own.result.state,
          replies: [explicacao, promptText(own.result.state, context)],
        };
      }
      return own.result;
    },
  };
}
