import { z } from 'zod';
import { TestamentStatusSchema } from './testaments.ts';

/** Spec §9 and issue 5: a chat message may have at most this many characters. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

/** A message of the conversation (spec §3). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});
/** Chat message. */
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Where the interview stands: progress and the answers a button can give. */
export const InterviewProgressSchema = z.object({
  etapa: z.number().int(),
  totalEtapas: z.number().int(),
  secao: z.string(),
  opcoes: z.array(z.string()).optional(),
  formulario: z.string().optional(),
});
/** Interview progress. */
export type InterviewProgress = z.infer<typeof InterviewProgressSchema>;

/** A structured form submission sent with a chat message ({form:{name, values}}). */
export const ChatFormSchema = z.object({
  name: z.string().min(1).max(64),
  values: z.unknown(),
});

/** POST /chat/init body (spec §7). */
export const ChatInitBodySchema = z.object({
  testamentId: z.uuid(),
  new: z.boolean().optional(),
});
/** Chat-init body. */
export type ChatInitBody = z.infer<typeof ChatInitBodySchema>;

/** POST /chat/init response: the first assistant message and the conversation so far. */
export const ChatInitResponseSchema = z.object({
  success: z.literal(true),
  message: ChatMessageSchema,
  messages: z.array(ChatMessageSchema),
  progress: InterviewProgressSchema.nullable(),
});
/** Chat-init response. */
export type ChatInitResponse = z.infer<typeof ChatInitResponseSchema>;

/** POST /chat body (spec §7). Length is checked by the service, so an overlong text gets 413. */
export const SendChatBodySchema = z.object({
  message: z.string(),
  testamentId: z.uuid(),
  form: ChatFormSchema.optional(),
});
/** Send-message body. */
export type SendChatBody = z.infer<typeof SendChatBodySchema>;

/**
 * What became of a submitted form: taken; refused (the reason is in the replies, the form should
 * stay open with what was typed); or waiting for an answer in the chat (e.g. "manter mesmo assim").
 */
export const FormOutcomeSchema = z.enum(['accepted', 'refused', 'confirm']);
/** Form outcome. */
export type FormOutcome = z.infer<typeof FormOutcomeSchema>;

/** POST /chat response: the assistant's reply and, once confirmed, the final JSON. */
export const SendChatResponseSchema = z.object({
  success: z.literal(true),
  message: ChatMessageSchema,
  /** Every assistant message of this turn, in order (message is the last one). */
  replies: z.array(ChatMessageSchema),
  /** The user's message as stored. */
  userMessage: ChatMessageSchema,
  hasJson: z.boolean(),
  testamentJson: z.record(z.string(), z.unknown()).optional(),
  progress: InterviewProgressSchema.nullable(),
  /** Only when the message carried a form. */
  formOutcome: FormOutcomeSchema.optional(),
  /**
   * True when this turn reopened the interview after its document was produced ("alterar …"):
   * that document is stale and can no longer be confirmed until the next one arrives.
   */
  documentOutdated: z.boolean().optional(),
});
/** Send-message response. */
export type SendChatResponse = z.infer<typeof SendChatResponseSchema>;

/** GET /chat?testamentId= query. */
export const GetChatQuerySchema = z.object({ testamentId: z.uuid() });

/** GET /chat response: the conversation plus what a reload needs to restore the screen. */
export const GetChatResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(ChatMessageSchema),
  testament: z.object({
    id: z.uuid(),
    status: TestamentStatusSchema,
    content: z.record(z.string(), z.unknown()),
  }),
  progress: InterviewProgressSchema.nullable(),
});
/** Get-chat response. */
export type GetChatResponse = z.infer<typeof GetChatResponseSchema>;
