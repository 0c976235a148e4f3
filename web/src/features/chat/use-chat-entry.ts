import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useChat } from './chat-context';

/**
 * Spec §4 "Chat screen entry": on /chat with no id and no will → new chat; new=true → reset and
 * force a new chat (the parameter then leaves the URL); an id different from the current will →
 * load it; nothing while loading (including the session) or off the chat route.
 */
export function useChatEntry(sessionLoading: boolean): void {
  const { loading, currentTestamentId, startNewChat, loadChat, resetChat } = useChat();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Guards against running the same entry twice (React StrictMode mounts effects twice).
  const handled = useRef<string | null>(null);
  // The new=true entry already handled (its key), kept apart from `handled` (see below).
  const forced = useRef<string | null>(null);

  const id = params.get('id');
  const forceNew = params.get('new') === 'true';

  useEffect(() => {
    if (location.pathname !== '/chat' || loading || sessionLoading) return;
    const key = forceNew ? `new:${location.key}` : id ? `id:${id}` : 'fresh';
    if (handled.current === key || forced.current === key) return;

    if (forceNew) {
      forced.current = key;
      // The URL becomes plain /chat: that is this same new chat, not a reason to start another
      // one (which would happen if this start fails and leaves no will in context).
      handled.current = 'fresh';
      resetChat();
      void navigate('/chat', { replace: true });
      void startNewChat();
    } else if (id && id !== currentTestamentId) {
      handled.current = key;
      void loadChat(id);
    } else if (!id && !currentTestamentId) {
      handled.current = key;
      void startNewChat();
    }
  }, [
    location.pathname,
    location.key,
    loading,
    sessionLoading,
    id,
    forceNew,
    currentTestamentId,
    startNewChat,
    loadChat,
    resetChat,
    navigate,
  ]);
}
