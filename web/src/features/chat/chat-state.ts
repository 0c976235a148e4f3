import type {
  ChatMessage,
  GetChatResponse,
  InterviewProgress,
  SendChatResponse,
  TestamentStatus,
} from '@legado/contract';
import { processAssistantContent } from './markers';

/** A conversation as the data cache holds it: GET /chat's answer, updated turn by turn. */
export type Conversation = GetChatResponse & {
  /**
   * The document a change made stale (this tab only; the server has cleared it): still shown,
   * marked outdated, never confirmed, until the interview produces the next one.
   */
  outdatedDocument?: Record<string, unknown>;
};

/** Spec §3 chat context state (plus progress and the will's status, which the screen shows). */
export interface ChatState {
  messages: ChatMessage[];
  loading: boolean;
  error: string | null;
  currentTestamentId: string | null;
  documentReady: boolean;
  isJsonReady: boolean;
  finalJson: Record<string, unknown> | null;
  activeFormModal: string | null;
  isPreviewReady: boolean;
  /** Our meaning (spec: not shown): the preview shows an example will, clearly labelled. */
  isPreviewTestMode: boolean;
  progress: InterviewProgress | null;
  testamentStatus: TestamentStatus | null;
  /** finalJson is a document a later change made stale: shown, but it cannot be confirmed. */
  isDocumentOutdated: boolean;
}

/** What the screen shows of a conversation: spec §4's flags, read from the whole history. */
export type ConversationView = Pick<
  ChatState,
  | 'messages'
  | 'documentReady'
  | 'isJsonReady'
  | 'finalJson'
  | 'isPreviewReady'
  | 'progress'
  | 'testamentStatus'
  | 'isDocumentOutdated'
>;

const noConversation: ConversationView = {
  messages: [],
  documentReady: false,
  isJsonReady: false,
  finalJson: null,
  isPreviewReady: false,
  progress: null,
  testamentStatus: null,
  isDocumentOutdated: false,
};

/**
 * Markers are stripped and raise their flags, marker-only messages are dropped (spec §4); the
 * will's saved content is the final JSON. A reload thus restores what the turns had shown.
 */
export function conversationView(conversation: Conversation | undefined): ConversationView {
  if (!conversation) return noConversation;
  let documentReady = false;
  let isPreviewReady = false;
  const messages: ChatMessage[] = [];
  for (const message of conversation.messages) {
    if (message.role !== 'assistant') {
      messages.push(message);
      continue;
    }
    const processed = processAssistantContent(message.content);
    documentReady ||= processed.documentReady;
    isPreviewReady ||= processed.previewReady;
    if (processed.display !== null) messages.push({ ...message, content: processed.display });
  }
  const current = hasDocument(conversation.testament.content)
    ? conversation.testament.content
    : null;
  return {
    messages,
    documentReady: documentReady || current !== null,
    isJsonReady: current !== null,
    finalJson: current ?? conversation.outdatedDocument ?? null,
    isPreviewReady,
    progress: conversation.progress,
    testamentStatus: conversation.testament.status,
    isDocumentOutdated: current === null && conversation.outdatedDocument !== undefined,
  };
}

const hasDocument = (content: Record<string, unknown>) => Object.keys(content).length > 0;

/** The current document becomes outdated: kept for the preview, cleared as the server did. */
export function withOutdatedDocument(conversation: Conversation): Conversation {
  const { content } = conversation.testament;
  if (!hasDocument(content)) return conversation;
  return {
    ...conversation,
    testament: { ...conversation.testament, content: {} },
    outdatedDocument: content,
  };
}

/** The conversation with one more message (the optimistic user message, or the apology). */
export function withMessage(conversation: Conversation, message: ChatMessage): Conversation {
  return { ...conversation, messages: [...conversation.messages, message] };
}

/**
 * A turn's answer: the optimistic message is removed and re-added with its id of the form
 * user-{timestamp} (spec §3, §4), the replies follow, and a final JSON becomes the content; a
 * turn that reopened the interview makes the current document outdated.
 */
export function withTurn(
  conversation: Conversation,
  optimisticId: string,
  response: SendChatResponse,
  now = Date.now(),
): Conversation {
  const replies = response.replies.length > 0 ? response.replies : [response.message];
  const json = response.hasJson ? response.testamentJson : undefined;
  const base = response.documentOutdated ? withOutdatedDocument(conversation) : conversation;
  const { outdatedDocument: _replaced, ...withoutOutdated } = base;
  return {
    ...(json ? withoutOutdated : base),
    messages: [
      ...conversation.messages.filter((message) => message.id !== optimisticId),
      { ...response.userMessage, id: `user-${now}` },
      ...replies,
    ],
    progress: response.progress,
    testament: json ? { ...base.testament, content: json } : base.testament,
  };
}

/** The will, once confirmed (spec §4 "Finalizing"). */
export function withStatus(conversation: Conversation, status: TestamentStatus): Conversation {
  return { ...conversation, testament: { ...conversation.testament, status } };
}

/** The form the turn's replies ask to open ([FORMULARIO:<name>]), the last one winning. */
export function formOpenedBy(response: SendChatResponse): string | null {
  const replies = response.replies.length > 0 ? response.replies : [response.message];
  let form: string | null = null;
  for (const reply of replies) form = processAssistantContent(reply.content).formModal ?? form;
  return form;
}
