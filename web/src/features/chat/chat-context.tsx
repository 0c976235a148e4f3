import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** A message in the conversation (spec §3). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

/** Spec §3 chat context state. */
export interface ChatState {
  messages: ChatMessage[];
  loading: boolean;
  error: string | null;
  currentTestamentId: string | null;
  documentReady: boolean;
  isJsonReady: boolean;
  finalJson: unknown;
  activeFormModal: string | null;
  isPreviewReady: boolean;
  isPreviewTestMode: boolean;
}

const initialChatState: ChatState = {
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
};

const ChatContext = createContext<ChatState | null>(null);

/** Holds the conversation for the chat screen. */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [state] = useState<ChatState>(initialChatState);
  const value = useMemo(() => state, [state]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The chat state; throws when used outside ChatProvider. */
export function useChat(): ChatState {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used inside ChatProvider');
  return context;
}
