import type { ChatMessage, SendChatResponse } from '@legado/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import {
  createTestament,
  finalizeTestament,
  generatePdf,
  getChat,
  initChat,
  sendChatMessage,
} from './api/lazy-api';
import { testamentsQueryKey } from './api/query-keys';
import { chatReducer, initialChatState, type ChatState } from './chat-state';
import { processAssistantContent } from './markers';
import { chatText } from './messages';

/** Spec §4, §9: will creation is retried up to 2 more times, 1000 ms apart. */
export const NEW_WILL_RETRIES = 2;
export const NEW_WILL_RETRY_DELAY_MS = 1000;

/** What became of a form sent to the assistant. */
export type FormSubmitResult =
  /** Taken: the interview moved on. */
  | { status: 'accepted' }
  /** Delivered, but the assistant did not take it (its reason): the form keeps what was typed. */
  | { status: 'refused'; reason: string }
  /** Delivered; the assistant asks something to be answered in the chat (e.g. "manter mesmo assim"). */
  | { status: 'confirm' }
  /** Not delivered (a toast said why); nothing was lost either. */
  | { status: 'failed' };

/** The chat state with the actions of spec §4. */
export interface ChatContextValue extends ChatState {
  startNewChat: () => Promise<void>;
  loadChat: (testamentId: string) => Promise<void>;
  /** Resolves true when the message was delivered (the input may clear), false otherwise. */
  sendMessage: (text: string) => Promise<boolean>;
  /** Sends a form the assistant opened, shown in the chat as `summary`. */
  submitForm: (name: string, summary: string, values: unknown) => Promise<FormSubmitResult>;
  resetChat: () => void;
  generatePdf: () => Promise<void>;
  saveFinalDocument: () => Promise<void>;
  setActiveFormModal: (name: string | null) => void;
  /** Closes the form of this name, unless another one has been opened since. */
  closeFormModal: (name: string) => void;
  enterPreviewTestMode: (example: Record<string, unknown>) => void;
  exitPreviewTestMode: () => void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createWithRetries(userId: string): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= NEW_WILL_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(NEW_WILL_RETRY_DELAY_MS);
    try {
      const response = await createTestament(userId);
      const id = response.testament?.id;
      if (!id) throw new Error(chatText.invalidCreateResponse);
      return id;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(chatText.startFailed);
}

function clientMessage(role: ChatMessage['role'], content: string): ChatMessage {
  return { id: crypto.randomUUID(), role, content, created_at: new Date().toISOString() };
}

/** Holds the conversation; `userId` comes from the auth context (features do not import each other). */
export function ChatProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where the person is, and where they are going while a lazy page loads.
  const pendingPathname = useNavigation().location?.pathname;
  const pathnameRef = useRef(pathname);
  const pendingPathnameRef = useRef(pendingPathname);
  useLayoutEffect(() => {
    pathnameRef.current = pathname;
    pendingPathnameRef.current = pendingPathname;
  }, [pathname, pendingPathname]);
  const queryClient = useQueryClient();
  // Actions read the latest state without being recreated on every change.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const startNewChat = useCallback(async () => {
    if (!userId) {
      toast({
        title: chatText.notAuthenticatedTitle,
        description: chatText.notAuthenticatedDescription,
        variant: 'destructive',
      });
      await navigate('/login');
      return;
    }
    dispatch({ type: 'reset' });
    dispatch({ type: 'loading', loading: true });
    try {
      const testamentId = await createWithRetries(userId).catch((cause: unknown) => {
        throw new Error(chatText.startFailed, { cause });
      });
      const init = await initChat(testamentId).catch((cause: unknown) => {
        throw new Error(chatText.startFailed, { cause: new Error(chatText.initFailed, { cause }) });
      });
      if (!init.success)
        throw new Error(chatText.startFailed, { cause: new Error(chatText.initFailed) });
      dispatch({
        type: 'conversationLoaded',
        testamentId,
        messages: init.messages,
        progress: init.progress,
        status: 'draft',
      });
      void queryClient.invalidateQueries({ queryKey: testamentsQueryKey });
      // Only while the person is still on the chat: if they moved on (e.g. to "Meus dados")
      // while the will was being created, taking them back would be a surprise.
      const leaving =
        pendingPathnameRef.current !== undefined && pendingPathnameRef.current !== '/chat';
      if (pathnameRef.current === '/chat' && !leaving) {
        await navigate(`/chat?id=${testamentId}`, { replace: true });
      }
    } catch (error) {
      dispatch({ type: 'error', error: chatText.startFailed });
      toast({
        title: chatText.errorTitle,
        description: chatText.startFailed,
        variant: 'destructive',
      });
      console.error(chatText.startFailed, error instanceof Error ? error.cause : error);
    } finally {
      dispatch({ type: 'loading', loading: false });
    }
  }, [userId, navigate, queryClient]);

  const loadChat = useCallback(async (testamentId: string) => {
    dispatch({ type: 'loading', loading: true });
    try {
      const response = await getChat(testamentId);
      if (!response.success) throw new Error(chatText.loadFailed);
      dispatch({
        type: 'conversationLoaded',
        testamentId,
        messages: response.messages,
        progress: response.progress,
        status: response.testament.status,
        content: response.testament.content,
      });
    } catch (error) {
      const message = apiErrorMessage(error, chatText.loadFailed);
      dispatch({ type: 'reset' });
      dispatch({ type: 'error', error: message });
      toast({ title: chatText.errorTitle, description: message, variant: 'destructive' });
    } finally {
      dispatch({ type: 'loading', loading: false });
    }
  }, []);

  /** One turn: the user's message shown at once, then the reply; null when it did not go through. */
  const deliverTurn = useCallback(
    async (
      text: string,
      form?: { name: string; values: unknown },
    ): Promise<SendChatResponse | null> => {
      if (text.trim() === '') return null;
      const testamentId = stateRef.current.currentTestamentId;
      if (!testamentId) {
        dispatch({ type: 'error', error: chatText.noTestament });
        toast({
          title: chatText.errorTitle,
          description: chatText.noTestament,
          variant: 'destructive',
        });
        return null;
      }
      const optimistic = clientMessage('user', text.trim());
      dispatch({ type: 'userMessageAdded', message: optimistic });
      dispatch({ type: 'loading', loading: true });
      try {
        const response = await sendChatMessage({
          message: text,
          testamentId,
          ...(form ? { form } : {}),
        });
        dispatch({
          type: 'turnSucceeded',
          tempId: optimistic.id,
          userMessage: { ...response.userMessage, id: `user-${Date.now()}` },
          replies: response.replies.length > 0 ? response.replies : [response.message],
          progress: response.progress,
          ...(response.hasJson && response.testamentJson
            ? { testamentJson: response.testamentJson }
            : {}),
        });
        return response;
      } catch (error) {
        dispatch({ type: 'turnFailed', apology: clientMessage('assistant', chatText.apology) });
        toast({
          title: chatText.communicationErrorTitle,
          description: apiErrorMessage(
            error,
            error instanceof Error ? error.message : String(error),
          ),
          variant: 'destructive',
        });
        return null;
      } finally {
        dispatch({ type: 'loading', loading: false });
      }
    },
    [],
  );

  const sendMessage = useCallback(
    async (text: string) => (await deliverTurn(text)) !== null,
    [deliverTurn],
  );

  const submitForm = useCallback(
    async (name: string, summary: string, values: unknown): Promise<FormSubmitResult> => {
      const response = await deliverTurn(summary, { name, values });
      if (!response) return { status: 'failed' };
      const outcome = response.formOutcome ?? 'accepted';
      if (outcome !== 'refused') return { status: outcome };
      // Its replies say why (a witness who is also an heir, a sum above 100%…).
      const replies = response.replies.length > 0 ? response.replies : [response.message];
      const reason = replies
        .map((reply) => processAssistantContent(reply.content).display)
        .filter((text): text is string => text !== null)
        .join('\n');
      return { status: 'refused', reason };
    },
    [deliverTurn],
  );

  const generateDocument = useCallback(async () => {
    const testamentId = stateRef.current.currentTestamentId;
    if (!testamentId) {
      toast({
        title: chatText.errorTitle,
        description: chatText.noTestament,
        variant: 'destructive',
      });
      return;
    }
    try {
      await generatePdf(testamentId);
      toast({ title: chatText.pdfSuccessTitle, description: chatText.pdfSuccessDescription });
      await navigate(`/pdf-viewer?id=${testamentId}`);
    } catch (error) {
      toast({
        title: chatText.pdfErrorTitle,
        description: apiErrorMessage(error, chatText.pdfErrorDescription),
        variant: 'destructive',
      });
    }
  }, [navigate]);

  const saveFinalDocument = useCallback(async () => {
    const { currentTestamentId, finalJson } = stateRef.current;
    if (!currentTestamentId || !finalJson) {
      dispatch({ type: 'error', error: chatText.nothingToSave });
      toast({
        title: chatText.errorTitle,
        description: chatText.nothingToSave,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await finalizeTestament(currentTestamentId, finalJson);
      if (!result.success) throw new Error(result.error ?? chatText.saveFailed);
      dispatch({ type: 'concluded' });
      void queryClient.invalidateQueries({ queryKey: testamentsQueryKey });
      toast({ title: chatText.confirmedTitle, description: chatText.confirmedDescription });
    } catch (error) {
      toast({
        title: chatText.saveFailed,
        description: apiErrorMessage(error, chatText.saveFailed),
        variant: 'destructive',
      });
    }
  }, [queryClient]);

  const value = useMemo<ChatContextValue>(
    () => ({
      ...state,
      startNewChat,
      loadChat,
      sendMessage,
      submitForm,
      resetChat: () => dispatch({ type: 'reset' }),
      generatePdf: generateDocument,
      saveFinalDocument,
      setActiveFormModal: (name) => dispatch({ type: 'formModal', name }),
      closeFormModal: (name) => dispatch({ type: 'formModalClosed', name }),
      enterPreviewTestMode: (example) => dispatch({ type: 'previewTestMode', example }),
      exitPreviewTestMode: () => dispatch({ type: 'previewTestMode', example: null }),
    }),
    [state, startNewChat, loadChat, sendMessage, submitForm, generateDocument, saveFinalDocument],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The chat context; throws when used outside ChatProvider. */
export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used inside ChatProvider');
  return context;
}
