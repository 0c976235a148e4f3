import type { ChatMessage, InterviewProgress, TestamentStatus } from '@legado/contract';
import { processAssistantContent } from './markers';

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
}

export const initialChatState: ChatState = {
  messages: [],
  loading: false,
  error: null,
  currentTestamentId: null,
  documentReady: false,
  isJsonReady: false,
  finalJson: null,
  activeFormModal: null,
  isPreviewReady: false,
  isPreviewTestMode: false,
  progress: null,
  testamentStatus: null,
};

/** Everything that can happen to the chat state. */
export type ChatAction =
  | { type: 'reset' }
  | { type: 'loading'; loading: boolean }
  | { type: 'error'; error: string | null }
  | {
      type: 'conversationLoaded';
      testamentId: string;
      messages: ChatMessage[];
      progress: InterviewProgress | null;
      status: TestamentStatus;
      content?: Record<string, unknown>;
    }
  | { type: 'userMessageAdded'; message: ChatMessage }
  | {
      type: 'turnSucceeded';
      tempId: string;
      userMessage: ChatMessage;
      replies: ChatMessage[];
      progress: InterviewProgress | null;
      testamentJson?: Record<string, unknown>;
    }
  | { type: 'turnFailed'; apology: ChatMessage }
  | { type: 'formModal'; name: string | null }
  /** Closes this form only: the reply that closed it may already have opened the next one. */
  | { type: 'formModalClosed'; name: string }
  | { type: 'concluded' }
  | { type: 'previewTestMode'; example: Record<string, unknown> | null };

/** Applies assistant messages: strips markers, raises flags, drops marker-only messages. */
function applyAssistantMessages(state: ChatState, incoming: ChatMessage[]): ChatState {
  let next = state;
  const visible: ChatMessage[] = [];
  for (const message of incoming) {
    if (message.role !== 'assistant') {
      visible.push(message);
      continue;
    }
    const processed = processAssistantContent(message.content);
    if (processed.documentReady) next = { ...next, documentReady: true };
    if (processed.previewReady) next = { ...next, isPreviewReady: true };
    if (processed.formModal) next = { ...next, activeFormModal: processed.formModal };
    if (processed.display !== null) visible.push({ ...message, content: processed.display });
  }
  return { ...next, messages: [...next.messages, ...visible] };
}

function withFinalJson(state: ChatState, json: Record<string, unknown> | undefined): ChatState {
  if (!json || Object.keys(json).length === 0) return state;
  return { ...state, finalJson: json, isJsonReady: true, documentReady: true };
}

/** The chat state machine of spec §4. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState;
    case 'loading':
      return { ...state, loading: action.loading };
    case 'error':
      return { ...state, error: action.error };
    case 'conversationLoaded': {
      const base: ChatState = {
        ...initialChatState,
        currentTestamentId: action.testamentId,
        progress: action.progress,
        testamentStatus: action.status,
        loading: state.loading,
      };
      // A reload restores the preview: markers in the history raise the same flags again,
      // but a form asked for long ago is not reopened.
      const restored = { ...applyAssistantMessages(base, action.messages), activeFormModal: null };
      return withFinalJson(restored, action.content);
    }
    case 'userMessageAdded':
      return { ...state, messages: [...state.messages, action.message], error: null };
    case 'turnSucceeded': {
      // Spec §4: the optimistic user message is removed and re-added with its new id.
      const withoutTemp = {
        ...state,
        messages: state.messages.filter((message) => message.id !== action.tempId),
      };
      const withUser = { ...withoutTemp, messages: [...withoutTemp.messages, action.userMessage] };
      const next = applyAssistantMessages(
        { ...withUser, progress: action.progress },
        action.replies,
      );
      return withFinalJson(next, action.testamentJson);
    }
    case 'turnFailed':
      return { ...state, messages: [...state.messages, action.apology] };
    case 'formModal':
      return { ...state, activeFormModal: action.name };
    case 'formModalClosed':
      return state.activeFormModal === action.name ? { ...state, activeFormModal: null } : state;
    case 'concluded':
      return { ...state, testamentStatus: 'concluido' };
    case 'previewTestMode':
      return action.example
        ? {
            ...state,
            isPreviewTestMode: true,
            isPreviewReady: true,
            finalJson: action.example,
            isJsonReady: true,
          }
        : {
            ...state,
            isPreviewTestMode: false,
            isPreviewReady: false,
            finalJson: null,
            isJsonReady: false,
          };
  }
}
