import type { ChatMessage, SendChatResponse } from '@legado/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { apiErrorDetails, apiErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import {
  createNewVersion,
  createTestament,
  finalizeTestament,
  generatePdf,
  getTestaments,
  initChat,
  sendChatMessage,
} from './api/lazy-api';
import { conversationQuery, conversationQueryKey } from './api/conversation-query';
import { testamentsQueryKey } from './api/query-keys';
import {
  conversationView,
  formOpenedBy,
  withMessage,
  withOutdatedDocument,
  withStatus,
  withTurn,
  type ChatState,
  type Conversation,
} from './chat-state';
import { forgetOutdatedDocuments, keepOutdatedDocument } from './outdated-document';
import { CHAT_INPUT_ID } from './chat-input-id';
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
  /** A new version of a concluded will (every answer kept), opened at its review. */
  startNewVersion: (concludedId: string) => Promise<void>;
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

/** True while the person has the focus in the answer box and has typed something there. */
function typingAnAnswer(): boolean {
  const box = document.getElementById(CHAT_INPUT_ID);
  return (
    box instanceof HTMLTextAreaElement && document.activeElement === box && box.value.trim() !== ''
  );
}

function clientMessage(role: ChatMessage['role'], content: string): ChatMessage {
  return { id: crypto.randomUUID(), role, content, created_at: new Date().toISOString() };
}

interface TurnVariables {
  testamentId: string;
  text: string;
  form?: { name: string; values: unknown };
}

/**
 * Holds the conversation: the server's state lives in the data cache (the conversation query, a
 * turn as a mutation with an optimistic message); this adds which will is open and the screen's
 * own state. `userId` comes from the auth context (features do not import each other).
 */
export function ChatProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [currentTestamentId, setCurrentTestamentId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [loadingChat, setLoadingChat] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [activeFormModal, setActiveFormModal] = useState<string | null>(null);
  const [example, setExample] = useState<Record<string, unknown> | null>(null);
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
  const conversation = useQuery({
    ...conversationQuery(currentTestamentId ?? ''),
    enabled: currentTestamentId !== null,
  }).data;
  const view = useMemo(
    () => conversationView(currentTestamentId ? conversation : undefined),
    [currentTestamentId, conversation],
  );
  // Actions read the latest will and JSON without being recreated on every change.
  const latest = useRef({ currentTestamentId, ...view });
  useLayoutEffect(() => {
    latest.current = { currentTestamentId, ...view };
  }, [currentTestamentId, view]);

  /** POST /testaments, tried again up to 2 more times, 1000 ms apart (spec §4, §9). */
  const { mutateAsync: createWill } = useMutation({
    mutationFn: async (owner: string) => {
      const id = (await createTestament(owner)).testament?.id;
      if (!id) throw new Error(chatText.invalidCreateResponse);
      return id;
    },
    retry: NEW_WILL_RETRIES,
    retryDelay: NEW_WILL_RETRY_DELAY_MS,
    // Spec §4: a failure is reported, never held until the browser says it is online again.
    networkMode: 'always',
  });

  const updateConversation = useCallback(
    (testamentId: string, update: (conversation: Conversation) => Conversation) => {
      const updated = queryClient.setQueryData<Conversation>(
        conversationQueryKey(testamentId),
        (old) => (old ? update(old) : old),
      );
      if (updated) keepOutdatedDocument(testamentId, updated);
      return updated;
    },
    [queryClient],
  );

  const resetChat = useCallback(() => {
    setCurrentTestamentId(null);
    setError(null);
    setActiveFormModal(null);
  }, []);

  // The person signed out (here, in another tab, or the session ended) or someone else signed
  // in: nothing of theirs stays in this tab, neither the open will, nor the cached conversations
  // and list of wills, nor the outdated documents kept in sessionStorage.
  const signedInAs = useRef(userId);
  useEffect(() => {
    const previous = signedInAs.current;
    signedInAs.current = userId;
    if (previous === null || previous === userId) return;
    resetChat();
    setExample(null);
    forgetOutdatedDocuments();
    queryClient.removeQueries();
  }, [userId, resetChat, queryClient]);

  /** POST /chat/init (idempotent) on a draft, which then becomes the open conversation. */
  const openDraft = useCallback(
    async (testamentId: string) => {
      const init = await initChat(testamentId).catch((cause: unknown) => {
        throw new Error(chatText.startFailed, { cause: new Error(chatText.initFailed, { cause }) });
      });
      if (!init.success)
        throw new Error(chatText.startFailed, { cause: new Error(chatText.initFailed) });
      queryClient.setQueryData<Conversation>(conversationQueryKey(testamentId), {
        success: true,
        messages: init.messages,
        testament: { id: testamentId, status: 'draft', content: {} },
        progress: init.progress,
      });
      setCurrentTestamentId(testamentId);
      void queryClient.invalidateQueries({ queryKey: testamentsQueryKey });
    },
    [queryClient],
  );

  /**
   * The newest draft with no answer yet (and not a new version, which carries answers): a new
   * chat reuses it instead of piling up empty drafts (ADR 0027). Null when none, or unknown.
   */
  const unansweredDraft = useCallback(async (): Promise<string | null> => {
    try {
      const { testaments } = await queryClient.fetchQuery({
        queryKey: testamentsQueryKey,
        queryFn: getTestaments,
        staleTime: 0,
        retry: false,
      });
      const draft = testaments.find(
        (will) => will.status === 'draft' && !will.answered && will.replaces === null,
      );
      return draft?.id ?? null;
    } catch {
      return null;
    }
  }, [queryClient]);

  const startNewVersion = useCallback(
    async (concludedId: string) => {
      setStarting(true);
      try {
        const { testament } = await createNewVersion(concludedId);
        resetChat();
        await openDraft(testament.id);
        // Committed at once: a render with the loading over and the address still on the
        // concluded will would open that one again (and then the new one, a second time).
        await navigate(`/chat?id=${testament.id}`, { flushSync: true });
      } catch (failure) {
        // The concluded will stays open; the toast says why (e.g. already replaced).
        const message = apiErrorMessage(failure, chatText.startFailed);
        toast({ title: chatText.errorTitle, description: message, variant: 'destructive' });
      } finally {
        setStarting(false);
      }
    },
    [navigate, openDraft, resetChat],
  );

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
    resetChat();
    setStarting(true);
    try {
      const testamentId =
        (await unansweredDraft()) ??
        (await createWill(userId).catch((cause: unknown) => {
          throw new Error(chatText.startFailed, { cause });
        }));
      await openDraft(testamentId);
      // Only while the person is still on the chat: if they moved on (e.g. to "Meus dados")
      // while the will was being created, taking them back would be a surprise.
      const leaving =
        pendingPathnameRef.current !== undefined && pendingPathnameRef.current !== '/chat';
      if (pathnameRef.current === '/chat' && !leaving) {
        await navigate(`/chat?id=${testamentId}`, { replace: true });
      }
    } catch (failure) {
      setError(chatText.startFailed);
      toast({
        title: chatText.errorTitle,
        description: chatText.startFailed,
        variant: 'destructive',
      });
      console.error(chatText.startFailed, failure instanceof Error ? failure.cause : failure);
    } finally {
      setStarting(false);
    }
  }, [userId, navigate, resetChat, createWill, openDraft, unansweredDraft]);

  const loadChat = useCallback(
    async (testamentId: string) => {
      setLoadingChat(true);
      try {
        await queryClient.fetchQuery(conversationQuery(testamentId));
        setCurrentTestamentId(testamentId);
        setError(null);
        setActiveFormModal(null);
      } catch (failure) {
        const message = apiErrorMessage(failure, chatText.loadFailed);
        resetChat();
        setError(message);
        toast({ title: chatText.errorTitle, description: message, variant: 'destructive' });
      } finally {
        setLoadingChat(false);
      }
    },
    [queryClient, resetChat],
  );

  /** One turn: the user's message is shown at once (spec §4), then the reply or an apology. */
  const turn = useMutation({
    mutationFn: ({ testamentId, text, form }: TurnVariables) =>
      sendChatMessage({ message: text, testamentId, ...(form ? { form } : {}) }),
    networkMode: 'always',
    onMutate: async ({ testamentId, text }) => {
      await queryClient.cancelQueries({ queryKey: conversationQueryKey(testamentId) });
      const optimistic = clientMessage('user', text.trim());
      updateConversation(testamentId, (old) => withMessage(old, optimistic));
      setError(null);
      return { optimisticId: optimistic.id };
    },
    onSuccess: (response, { testamentId }, context) => {
      updateConversation(testamentId, (old) => withTurn(old, context.optimisticId, response));
      // "Meus testamentos" (name, stage, last change) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: testamentsQueryKey, refetchType: 'none' });
      // Not over an answer being typed: the keys that follow would land in the form (or on its
      // close button, and be lost). The page offers the form right above the box instead.
      const form = formOpenedBy(response);
      if (form && !typingAnAnswer()) setActiveFormModal(form);
    },
    onError: (failure, { testamentId }) => {
      updateConversation(testamentId, (old) =>
        withMessage(old, clientMessage('assistant', chatText.apology)),
      );
      toast({
        title: chatText.communicationErrorTitle,
        description: apiErrorMessage(
          failure,
          failure instanceof Error ? failure.message : String(failure),
        ),
        variant: 'destructive',
      });
    },
  });
  const { mutateAsync: runTurn } = turn;

  /** Resolves to the server's answer, or null when the turn did not go through. */
  const deliverTurn = useCallback(
    async (
      text: string,
      form?: { name: string; values: unknown },
    ): Promise<SendChatResponse | null> => {
      if (text.trim() === '') return null;
      const testamentId = latest.current.currentTestamentId;
      if (!testamentId) {
        setError(chatText.noTestament);
        toast({
          title: chatText.errorTitle,
          description: chatText.noTestament,
          variant: 'destructive',
        });
        return null;
      }
      return runTurn({ testamentId, text, ...(form ? { form } : {}) }).catch(() => null);
    },
    [runTurn],
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
    const testamentId = latest.current.currentTestamentId;
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
    } catch (failure) {
      toast({
        title: chatText.pdfErrorTitle,
        description: apiErrorMessage(failure, chatText.pdfErrorDescription),
        variant: 'destructive',
      });
    }
  }, [navigate]);

  const saveFinalDocument = useCallback(async () => {
    const { currentTestamentId: testamentId, finalJson, isDocumentOutdated } = latest.current;
    if (isDocumentOutdated) {
      toast({
        title: chatText.saveFailed,
        description: chatText.documentOutdated,
        variant: 'destructive',
      });
      return;
    }
    if (!testamentId || !finalJson) {
      setError(chatText.nothingToSave);
      toast({
        title: chatText.errorTitle,
        description: chatText.nothingToSave,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await finalizeTestament(testamentId, finalJson);
      if (!result.success) throw new Error(result.error ?? chatText.saveFailed);
      updateConversation(testamentId, (old) => withStatus(old, 'concluido'));
      void queryClient.invalidateQueries({ queryKey: testamentsQueryKey });
      toast({ title: chatText.confirmedTitle, description: chatText.confirmedDescription });
    } catch (failure) {
      // The server says this preview is no longer the interview's document (issue 16).
      const details = apiErrorDetails(failure) as { documentOutdated?: boolean } | undefined;
      if (details?.documentOutdated) updateConversation(testamentId, withOutdatedDocument);
      toast({
        title: chatText.saveFailed,
        description: apiErrorMessage(failure, chatText.saveFailed),
        variant: 'destructive',
      });
    }
  }, [queryClient, updateConversation]);

  const closeFormModal = useCallback(
    (name: string) => setActiveFormModal((open) => (open === name ? null : open)),
    [],
  );
  const enterPreviewTestMode = useCallback(
    (content: Record<string, unknown>) => setExample(content),
    [],
  );
  const exitPreviewTestMode = useCallback(() => setExample(null), []);

  const loading = starting || loadingChat || turn.isPending;
  const value = useMemo<ChatContextValue>(
    () => ({
      ...view,
      // The example will (our test mode) is shown instead of the person's own preview.
      ...(example ? { isPreviewReady: true, finalJson: example, isJsonReady: true } : {}),
      isPreviewTestMode: example !== null,
      loading,
      error,
      currentTestamentId,
      activeFormModal,
      startNewChat,
      startNewVersion,
      loadChat,
      sendMessage,
      submitForm,
      resetChat,
      generatePdf: generateDocument,
      saveFinalDocument,
      setActiveFormModal,
      closeFormModal,
      enterPreviewTestMode,
      exitPreviewTestMode,
    }),
    [
      view,
      example,
      loading,
      error,
      currentTestamentId,
      activeFormModal,
      startNewChat,
      startNewVersion,
      loadChat,
      sendMessage,
      submitForm,
      resetChat,
      generateDocument,
      saveFinalDocument,
      closeFormModal,
      enterPreviewTestMode,
      exitPreviewTestMode,
    ],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The chat context; throws when used outside ChatProvider. */
export function useChat(): ChatContextValue {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChat must be used inside ChatProvider');
  return context;
}
