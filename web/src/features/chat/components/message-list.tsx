import type { ChatMessage } from '@legado/contract';
import { useEffect, useRef } from 'react';
import { chatText } from '../messages';
import { MessageBubble } from './message-bubble';

/**
 * The conversation: a live log that screen readers follow and that scrolls to the newest. On a
 * phone it is hidden while the document is shown; messages that arrived meanwhile could not
 * scroll it, so it goes to the newest again when `shown` turns true.
 */
export function MessageList({
  messages,
  typing,
  shown = true,
}: {
  messages: ChatMessage[];
  typing: boolean;
  shown?: boolean;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages.length, typing]);
  useEffect(() => {
    if (shown) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [shown]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={chatText.conversationLabel}
      // Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable).
      tabIndex={0}
      // `relative`: the bubbles' visually hidden labels ("Você disse:") are positioned absolutely;
      // without a positioned scroller they hang off the page and stretch it (issue 16).
      className="relative flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
    >
      <ol className="mx-auto flex max-w-3xl flex-col gap-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      {typing ? (
        <p
          className="mx-auto mt-3 flex max-w-3xl items-center gap-2 text-sm text-muted"
          role="status"
        >
          <span aria-hidden className="inline-flex gap-1">
            <span className="size-2 animate-bounce rounded-full bg-slate-400" />
            <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
          {chatText.typing}
        </p>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
