import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput } from './components/chat-input';

/** Like the chat page: the input is busy while the message is being sent. */
function Harness({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const [sending, setSending] = useState(false);
  return (
    <ChatInput
      busy={sending}
      onSend={async (text) => {
        setSending(true);
        try {
          return await onSend(text);
        } finally {
          setSending(false);
        }
      }}
    />
  );
}

function deferred() {
  let resolve!: (delivered: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

const box = () => screen.getByRole('textbox', { name: 'Sua resposta' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });

describe('ChatInput', () => {
  it('Enter sends the text and clears the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Harness onSend={onSend} />);

    await user.type(box(), 'Meu nome é Ana{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Meu nome é Ana');
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('Shift+Enter makes a new line and does not send', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Harness onSend={onSend} />);

    await user.type(box(), 'Primeira linha{Shift>}{Enter}{/Shift}Segunda linha');
    expect(box()).toHaveValue('Primeira linha\nSegunda linha');
    expect(onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Primeira linha\nSegunda linha');
  });

  it('does not send an empty or blank text', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Harness onSend={onSend} />);

    expect(sendButton()).toBeDisabled();
    await user.click(box());
    await user.keyboard('{Enter}');
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('while sending keeps the focus and what is typed next, sends nothing more, then sends again', async () => {
    const user = userEvent.setup();
    const turn = deferred();
    const onSend = vi.fn(() => turn.promise);
    render(<Harness onSend={onSend} />);

    await user.type(box(), 'Tenho dois filhos{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Tenho dois filhos');
    expect(box()).toHaveFocus();
    expect(box()).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Enviando…');

    // The next answer starts while the reply is on its way; Enter does not send it yet.
    await user.type(box(), 'João Pedro Souza{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue('João Pedro Souza');

    turn.resolve(true);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('João Pedro Souza');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('João Pedro Souza');
  });

  it('gives the text back when sending fails', async () => {
    const user = userEvent.setup();
    const turn = deferred();
    render(<Harness onSend={() => turn.promise} />);

    await user.type(box(), 'Quero deixar a casa para minha filha{Enter}');
    expect(box()).toHaveValue('');
    turn.resolve(false);

    await waitFor(() => expect(box()).toHaveValue('Quero deixar a casa para minha filha'));
    expect(box()).toBeEnabled();
    expect(sendButton()).toBeEnabled();
  });

  it('a failed send gives the text back without dropping what was typed meanwhile', async () => {
    const user = userEvent.setup();
    const turn = deferred();
    render(<Harness onSend={() => turn.promise} />);

    await user.type(box(), 'joao ferreira lima{Enter}');
    await user.type(box(), '529.982.247-25');
    turn.resolve(false);

    await waitFor(() => expect(box()).toHaveValue('joao ferreira lima\n529.982.247-25'));
    expect(box()).toHaveFocus();
  });
});
