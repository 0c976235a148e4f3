import { MAX_CHAT_MESSAGE_LENGTH } from '@legado/contract';
import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CHAT_INPUT_ID } from '../chat-input-id';
import { chatText } from '../messages';

// Kept apart so the chat context can name it without loading this component.
export { CHAT_INPUT_ID } from '../chat-input-id';

/**
 * The answer box: Enter sends, Shift+Enter adds a line. While a message is on its way (`busy`)
 * nothing more is sent, but the box keeps the focus and what is typed: disabling it would drop
 * the focus (on a phone, the keyboard closes) and the first letters of the next answer (issue
 * 16). Sending clears only what was sent; a failed send gives the text back. `disabled`: there
 * is no will to answer for.
 */
export function ChatInput({
  busy,
  disabled = false,
  onSend,
}: {
  busy: boolean;
  disabled?: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const left = MAX_CHAT_MESSAGE_LENGTH - text.length;
  const blocked = busy || disabled;

  const submit = async () => {
    if (blocked || text.trim() === '' || left < 0) return;
    const sent = text;
    setText('');
    const delivered = await onSend(sent);
    // Not delivered: the text comes back, before whatever was typed meanwhile (kept too).
    if (!delivered) setText((current) => (current === '' ? sent : `${sent}\n${current}`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="mx-auto flex w-full max-w-3xl items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex-1">
        <label htmlFor={CHAT_INPUT_ID} className="sr-only">
          {chatText.inputLabel}
        </label>
        <textarea
          id={CHAT_INPUT_ID}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          disabled={disabled}
          placeholder={chatText.inputPlaceholder}
          aria-describedby="chat-input-hint"
          className="block max-h-40 min-h-11 w-full resize-none rounded-xl border border-slate-400 bg-white px-3 py-2 text-base field-sizing-content disabled:bg-slate-100"
        />
        <p id="chat-input-hint" className="mt-1 text-xs text-muted">
          {left < 500 ? chatText.charactersLeft(Math.max(0, left)) : chatText.inputHint}
        </p>
      </div>
      <Button
        type="submit"
        disabled={blocked || text.trim() === '' || left < 0}
        aria-label={chatText.send}
        className="mb-5"
      >
        <SendHorizontal aria-hidden className="size-5" />
        <span className="hidden sm:inline">{busy ? chatText.sending : chatText.send}</span>
      </Button>
    </form>
  );
}
