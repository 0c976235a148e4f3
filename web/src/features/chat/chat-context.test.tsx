import type { ChatMessage, SendChatBody } from '@legado/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS, TOAST_LIMIT, toast } from '@/lib/use-toast';
import {
  apiCalls,
  chatReply,
  chatState,
  conversationText,
  currentUrl,
  FAKE_TOKEN,
  FIRST_QUESTION,
  gate,
  handle,
  json,
  loadedChat,
  message,
  NEW_ID,
  OTHER_ID,
  renderChat,
  renderedMessages,
  THIRD_ID,
  setupChatServer,
  USER_ID,
} from './test-utils';

const server = setupChatServer();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MARKERS = [
  '[DOCUMENTO_PRONTO]',
  '[PREVIEW_READY]',
  '[FORMULARIO',
  'PREVIEW_READY',
  'DOCUMENTO_PRONTO',
];

/** Lets pending requests and effects run, for asserting that something did NOT happen. */
async function settle(ms = 80) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function setText(text: string) {
  fireEvent.change(screen.getByLabelText('probe-text'), { target: { value: text } });
}

function send(text: string, form?: { name: string; values: unknown }) {
  setText(text);
  fireEvent.change(screen.getByLabelText('probe-form'), {
    target: { value: form ? JSON.stringify(form) : '' },
  });
  click('probe-send');
}

/** The toasts on screen (the Toaster's items carry data-variant). */
function toastItems(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('li[data-variant]')];
}

/** Waits for the toast with this title and checks its whole text is title + description. */
async function expectToast(
  title: string,
  description?: string,
  options?: { timeout: number },
): Promise<HTMLElement> {
  return waitFor(() => {
    const item = toastItems().find((candidate) => candidate.textContent?.startsWith(title));
    if (!item) {
      throw new Error(
        `toast "${title}" not shown; toasts: ${JSON.stringify(toastItems().map((t) => t.textContent))}`,
      );
    }
    if (description !== undefined) expect(item.textContent).toBe(title + description);
    return item;
  }, options);
}

/** Long enough for a failed load to be tried again once, 1000 ms later (spec §9). */
const RETRIED = { timeout: 3000 };

/** Opens an existing chat through /chat?id= and waits until it is loaded. */
async function openChat(messages?: ChatMessage[], content: Record<string, unknown> = {}) {
  if (messages) {
    server.use(handle('get', '/chat', () => json(loadedChat(OTHER_ID, messages, { content }))));
  }
  const view = renderChat({ url: `/chat?id=${OTHER_ID}` });
  await waitFor(() => expect(chatState().currentTestamentId).toBe(OTHER_ID));
  await waitFor(() => expect(chatState().loading).toBe(false));
  return view;
}

/** Answers the next POST /chat turns with these assistant messages. */
function replyWith(contents: string[], extra: Parameters<typeof chatReply>[2] = {}) {
  server.use(
    handle('post', '/chat', ({ body }) =>
      json(
        chatReply(
          body as SendChatBody,
          contents.map((content, index) =>
            message(`a-${index}-${content.length}`, 'assistant', content),
          ),
          extra,
        ),
      ),
    ),
  );
}

async function sendAndWait(text: string) {
  const before = apiCalls('POST', '/chat').length;
  send(text);
  await waitFor(() => expect(apiCalls('POST', '/chat')).toHaveLength(before + 1));
  await waitFor(() => expect(chatState().loading).toBe(false));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * With fake timers: attempt `done + 1` of will creation does not come before 1000 ms after
 * attempt `done` (fake clock), and does come right after.
 */
async function expectNextAttemptOneSecondLater(done: number) {
  const creations = () => apiCalls('POST', '/testaments');
  const last = creations()[done - 1]?.at ?? Number.NaN;
  await act(() => vi.advanceTimersByTimeAsync(Math.max(0, last + 900 - Date.now())));
  expect(creations()).toHaveLength(done);
  await act(() => vi.advanceTimersByTimeAsync(200));
  await waitFor(() => expect(creations()).toHaveLength(done + 1));
}

describe('chat screen entry', () => {
  it('on /chat with no id and no will, creates a will, initialises the chat, shows the first message and moves to /chat?id=', async () => {
    renderChat({ url: '/chat' });

    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
    expect(chatState()).toMatchObject({
      currentTestamentId: NEW_ID,
      testamentStatus: 'draft',
      error: null,
    });
    await waitFor(() => expect(chatState().loading).toBe(false));

    const calls = apiCalls().filter((call) => call.path !== '/testaments' || call.method !== 'GET');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /testaments',
      'POST /chat/init',
    ]);
    expect(calls[0]?.body).toEqual({ user_id: USER_ID, status: 'draft', content: {} });
    expect(calls[1]?.body).toEqual({ testamentId: NEW_ID, new: true });
    expect(calls.every((call) => call.authorization === `Bearer ${FAKE_TOKEN}`)).toBe(true);

    // The new id in the URL is the current will: it is not loaded again.
    await settle();
    expect(apiCalls('GET', '/chat')).toHaveLength(0);
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
  });

  it('with new=true resets everything, forces a new chat and takes the parameter out of the URL', async () => {
    const { router } = await openChat(
      [message('old-1', 'assistant', 'Seu testamento está pronto [DOCUMENTO_PRONTO]')],
      { testador: { nome: 'Ana' } },
    );
    expect(chatState()).toMatchObject({ documentReady: true, isJsonReady: true });
    expect(renderedMessages()).toEqual(['Seu testamento está pronto']);

    const creation = gate();
    server.use(
      handle('post', '/testaments', async () => {
        await creation.opened;
        return json({ success: true, testament: { id: NEW_ID, status: 'draft' } });
      }),
    );
    const urls: string[] = [];
    const unsubscribe = router.subscribe((state) =>
      urls.push(state.location.pathname + state.location.search),
    );
    await act(() => router.navigate('/chat?new=true'));

    // While the new will is being created, the old chat is already gone.
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    expect(chatState()).toMatchObject({
      messages: [],
      currentTestamentId: null,
      documentReady: false,
      isJsonReady: false,
      finalJson: null,
      isPreviewReady: false,
      activeFormModal: null,
      error: null,
    });
    expect(currentUrl()).toBe('/chat');

    creation.release();
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    await waitFor(() => expect(chatState().loading).toBe(false));
    unsubscribe();

    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
    expect(chatState()).toMatchObject({
      currentTestamentId: NEW_ID,
      documentReady: false,
      finalJson: null,
    });
    expect(urls[0]).toBe('/chat?new=true');
    expect(urls.slice(1).some((url) => url.includes('new='))).toBe(false);
    expect(urls.at(-1)).toBe(`/chat?id=${NEW_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
    // Exactly one new will, and the old one is not loaded again.
    await settle();
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
    expect(apiCalls('GET', '/chat')).toHaveLength(1);
  });

  it('with new=true, a failed start is not retried again once the parameter leaves the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await openChat();
    server.use(handle('post', '/testaments', () => json({ error: 'Banco indisponível' }, 500)));

    await act(() => router.navigate('/chat?new=true'));
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    await expectNextAttemptOneSecondLater(1);
    await expectNextAttemptOneSecondLater(2);
    await waitFor(() => expect(chatState().error).toBe('Erro ao iniciar chat'));
    expect(currentUrl()).toBe('/chat');

    // One start (3 attempts), not a second one for the plain /chat URL.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(apiCalls('POST', '/testaments')).toHaveLength(3);
    expect(chatState()).toMatchObject({
      error: 'Erro ao iniciar chat',
      loading: false,
      messages: [],
    });
  });

  it('in StrictMode (effects run twice) still starts exactly one chat, also for new=true', async () => {
    const { router } = renderChat({ url: '/chat', strict: true });
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    await settle();
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
    expect(apiCalls('POST', '/chat/init')).toHaveLength(1);

    await act(() => router.navigate('/chat?new=true'));
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(2));
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    await settle();
    expect(apiCalls('POST', '/testaments')).toHaveLength(2);
    expect(apiCalls('GET', '/chat')).toHaveLength(0);
    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
  });

  it('in StrictMode, opening /chat?new=true directly starts exactly one chat', async () => {
    renderChat({ url: '/chat?new=true', strict: true });
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    await settle();
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
  });

  it('with new=true and no session still clears the old chat before asking for login', async () => {
    const { router } = renderChat({ url: `/chat?id=${OTHER_ID}`, userId: null });
    await waitFor(() => expect(chatState().currentTestamentId).toBe(OTHER_ID));

    await act(() => router.navigate('/chat?new=true'));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await expectToast('Não autenticado', 'Por favor faça login para continuar');
    expect(chatState()).toMatchObject({ currentTestamentId: null, messages: [] });
    expect(apiCalls('POST', '/testaments')).toHaveLength(0);
  });

  it('with an id different from the current will loads that chat (GET /chat?testamentId=), and not again for the same id', async () => {
    const { router } = renderChat({ url: `/chat?id=${OTHER_ID}` });

    await waitFor(() => expect(renderedMessages()).toEqual([`Conversa ${OTHER_ID}`]));
    expect(apiCalls('GET', '/chat').map((call) => call.search)).toEqual([
      `?testamentId=${OTHER_ID}`,
    ]);
    expect(apiCalls('POST', '/testaments')).toHaveLength(0);
    expect(chatState().currentTestamentId).toBe(OTHER_ID);

    await act(() => router.navigate(`/chat?id=${THIRD_ID}`));
    await waitFor(() => expect(renderedMessages()).toEqual([`Conversa ${THIRD_ID}`]));
    expect(chatState().currentTestamentId).toBe(THIRD_ID);

    await act(() => router.navigate(`/chat?id=${THIRD_ID}`));
    await settle();
    expect(apiCalls('GET', '/chat').map((call) => call.search)).toEqual([
      `?testamentId=${OTHER_ID}`,
      `?testamentId=${THIRD_ID}`,
    ]);
    expect(apiCalls('POST', '/testaments')).toHaveLength(0);
  });

  it('does nothing while the session is loading', async () => {
    renderChat({ url: '/chat', sessionLoading: true });
    await settle();
    expect(apiCalls()).toHaveLength(0);
    expect(chatState()).toMatchObject({ currentTestamentId: null, messages: [], loading: false });
    expect(currentUrl()).toBe('/chat');
  });

  it('does nothing while a chat is loading, and acts on the new id once loading ends', async () => {
    const first = gate();
    server.use(
      handle('get', '/chat', async ({ request }) => {
        const id = new URL(request.url).searchParams.get('testamentId') ?? '';
        if (id === OTHER_ID) await first.opened;
        return json(loadedChat(id, [message(`a-${id}`, 'assistant', `Conversa ${id}`)]));
      }),
    );
    const { router } = renderChat({ url: `/chat?id=${OTHER_ID}` });
    await waitFor(() => expect(apiCalls('GET', '/chat')).toHaveLength(1));
    expect(chatState().loading).toBe(true);

    await act(() => router.navigate(`/chat?id=${THIRD_ID}`));
    await settle();
    expect(apiCalls('GET', '/chat')).toHaveLength(1);

    first.release();
    await waitFor(() => expect(chatState().currentTestamentId).toBe(THIRD_ID));
    await waitFor(() => expect(renderedMessages()).toEqual([`Conversa ${THIRD_ID}`]));
    expect(apiCalls('GET', '/chat').map((call) => call.search)).toEqual([
      `?testamentId=${OTHER_ID}`,
      `?testamentId=${THIRD_ID}`,
    ]);
  });

  it('does nothing when not on the chat route', async () => {
    const { router } = renderChat({ url: '/painel', entry: 'everywhere' });
    await settle();
    expect(apiCalls()).toHaveLength(0);
    expect(chatState().currentTestamentId).toBeNull();

    // The same hook, once on /chat, does start a chat.
    await act(() => router.navigate('/chat'));
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
  });
});

describe('starting a new chat', () => {
  it('does not take the person back to the chat when they left while the will was created', async () => {
    const creation = gate();
    server.use(
      handle('post', '/testaments', async () => {
        await creation.opened;
        return json({ success: true, testament: { id: NEW_ID, status: 'draft' } });
      }),
    );
    const { router } = renderChat({ url: '/chat', entry: 'everywhere' });
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    await act(() => router.navigate('/meus-dados'));
    creation.release();
    await waitFor(() => expect(chatState().currentTestamentId).toBe(NEW_ID));
    await settle();
    expect(currentUrl()).toBe('/meus-dados');
  });

  it('without a session shows "Não autenticado" and goes to /login, calling no API', async () => {
    renderChat({ url: '/chat', userId: null });

    const toastRoot = await expectToast('Não autenticado', 'Por favor faça login para continuar');
    expect(toastRoot).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await settle();
    expect(apiCalls()).toHaveLength(0);
  });

  it('retries will creation 2 more times 1000 ms apart, then fails with "Erro ao iniciar chat"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('post', '/testaments', () => json({ error: 'Banco indisponível' }, 500)));

    renderChat({ url: '/chat' });
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    await expectNextAttemptOneSecondLater(1);
    await expectNextAttemptOneSecondLater(2);

    await waitFor(() => expect(chatState().error).toBe('Erro ao iniciar chat'));
    await expectToast('Erro', 'Erro ao iniciar chat');
    expect(chatState()).toMatchObject({ loading: false, currentTestamentId: null, messages: [] });

    const times = apiCalls('POST', '/testaments').map((call) => call.at);
    for (const [gap] of [[times[1]! - times[0]!], [times[2]! - times[1]!]]) {
      expect(gap).toBeGreaterThanOrEqual(1000);
      expect(gap).toBeLessThan(1500);
    }
    // No fourth attempt, no chat init, and the URL stays put.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(apiCalls('POST', '/testaments')).toHaveLength(3);
    expect(apiCalls('POST', '/chat/init')).toHaveLength(0);
    expect(currentUrl()).toBe('/chat');
    expect(consoleError).toHaveBeenCalledWith('Erro ao iniciar chat', expect.anything());
  });

  it('counts a create response without testament.id as a failure ("Resposta inválida ao criar testamento")', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handle('post', '/testaments', () => json({ success: true, testament: { status: 'draft' } })),
    );

    renderChat({ url: '/chat' });
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    await expectNextAttemptOneSecondLater(1);
    await expectNextAttemptOneSecondLater(2);
    await waitFor(() => expect(chatState().error).toBe('Erro ao iniciar chat'));

    expect(apiCalls('POST', '/testaments')).toHaveLength(3);
    expect(apiCalls('POST', '/chat/init')).toHaveLength(0);
    await expectToast('Erro', 'Erro ao iniciar chat');
    const cause = consoleError.mock.calls.find((call) => call[0] === 'Erro ao iniciar chat')?.[1];
    expect(cause).toBeInstanceOf(Error);
    expect((cause as Error).message).toBe('Resposta inválida ao criar testamento');
  });

  it('succeeds when a retry gets a valid will after invalid responses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    server.use(
      handle('post', '/testaments', () => {
        attempts += 1;
        return attempts < 3
          ? json({ success: true, testament: {} })
          : json({ success: true, testament: { id: NEW_ID, status: 'draft' } });
      }),
    );

    renderChat({ url: '/chat' });
    await waitFor(() => expect(apiCalls('POST', '/testaments')).toHaveLength(1));
    await expectNextAttemptOneSecondLater(1);
    await expectNextAttemptOneSecondLater(2);

    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
    expect(apiCalls('POST', '/testaments')).toHaveLength(3);
    expect(chatState().error).toBeNull();
  });

  it('fails with "Erro ao iniciar chat" when the chat init fails, without creating more wills', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('post', '/chat/init', () => json({ error: 'Assistente indisponível' }, 503)));

    renderChat({ url: '/chat' });
    await waitFor(() => expect(chatState().error).toBe('Erro ao iniciar chat'));
    await expectToast('Erro', 'Erro ao iniciar chat');
    expect(chatState()).toMatchObject({ loading: false, messages: [], currentTestamentId: null });
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
    expect(apiCalls('POST', '/chat/init')).toHaveLength(1);
    expect(currentUrl()).toBe('/chat');
    const cause = consoleError.mock.calls.find((call) => call[0] === 'Erro ao iniciar chat')?.[1];
    expect((cause as Error).message).toBe('Falha ao inicializar o chat');
  });
});

describe('sending a message', () => {
  it('does not send an empty or blank message', async () => {
    await openChat();
    const before = chatState().messages;

    send('');
    await settle(30);
    expect(screen.getByTestId('send-result')).toHaveTextContent('false');
    send('   \n\t ');
    await settle();

    expect(apiCalls('POST', '/chat')).toHaveLength(0);
    expect(chatState().messages).toEqual(before);
    expect(chatState().error).toBeNull();
  });

  it('without a will fails with "Nenhum testamento selecionado" (error and toast)', async () => {
    renderChat({ url: '/chat', entry: 'none' });

    send('Olá');
    await expectToast('Erro', 'Nenhum testamento selecionado');
    expect(chatState().error).toBe('Nenhum testamento selecionado');
    expect(chatState().messages).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('send-result')).toHaveTextContent('false'));
    await settle();
    expect(apiCalls()).toHaveLength(0);
  });

  it('shows the user message at once with a client id, then replaces it with user-{timestamp}', async () => {
    await openChat();
    const turn = gate();
    server.use(
      handle('post', '/chat', async ({ body }) => {
        await turn.opened;
        const sent = body as SendChatBody;
        return json(
          chatReply(sent, [message('a-2', 'assistant', 'Obrigado, Ana. Você é casada?')]),
        );
      }),
    );

    const before = Date.now();
    send('Meu nome é Ana Souza');
    await waitFor(() =>
      expect(renderedMessages()).toEqual([`Conversa ${OTHER_ID}`, 'Meu nome é Ana Souza']),
    );
    const pending = chatState().messages.at(-1);
    expect(pending).toMatchObject({ role: 'user', content: 'Meu nome é Ana Souza' });
    expect(pending?.id).toMatch(UUID);
    expect(chatState().loading).toBe(true);

    turn.release();
    await waitFor(() =>
      expect(renderedMessages()).toEqual([
        `Conversa ${OTHER_ID}`,
        'Meu nome é Ana Souza',
        'Obrigado, Ana. Você é casada?',
      ]),
    );
    const after = Date.now();
    const userMessages = chatState().messages.filter((item) => item.role === 'user');
    expect(userMessages).toHaveLength(1);
    const [, stamp] = /^user-(\d+)$/.exec(userMessages[0]?.id ?? '') ?? [];
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);
    expect(Number(stamp)).toBeLessThanOrEqual(after);
    expect(chatState().messages.some((item) => item.id === pending?.id)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('send-result')).toHaveTextContent('true'));
    expect(apiCalls('POST', '/chat')[0]?.body).toEqual({
      message: 'Meu nome é Ana Souza',
      testamentId: OTHER_ID,
    });
  });

  it('sends the form with the message when one is given', async () => {
    await openChat();
    const form = { name: 'filhos', values: [{ nome: 'João', idade: 12 }] };
    send('Enviei o formulário: filhos.', form);
    await waitFor(() => expect(apiCalls('POST', '/chat')).toHaveLength(1));
    expect(apiCalls('POST', '/chat')[0]?.body).toEqual({
      message: 'Enviei o formulário: filhos.',
      testamentId: OTHER_ID,
      form,
    });
  });

  it('a form the assistant took is reported accepted', async () => {
    await openChat();
    server.use(
      handle('post', '/chat', ({ body }) =>
        json(
          chatReply(body as SendChatBody, [message('a-next', 'assistant', 'Anotei. Próxima.')], {
            formOutcome: 'accepted',
          }),
        ),
      ),
    );
    send('Enviei o formulário: beneficiários.', { name: 'beneficiarios', values: { itens: [] } });
    await waitFor(() =>
      expect(screen.getByTestId('send-result')).toHaveTextContent('{"status":"accepted"}'),
    );
  });

  it('a refused form is reported with the assistant’s reason', async () => {
    await openChat();
    server.use(
      handle('post', '/chat', ({ body }) =>
        json(
          chatReply(
            body as SendChatBody,
            [
              message(
                'a-refused',
                'assistant',
                'João não pode ser testemunha. Corrija no formulário. [FORMULARIO:testemunhas]',
              ),
            ],
            { formOutcome: 'refused' },
          ),
        ),
      ),
    );
    send('Enviei o formulário: testemunhas.', { name: 'testemunhas', values: { itens: [] } });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('send-result').textContent || '{}')).toEqual({
        status: 'refused',
        reason: 'João não pode ser testemunha. Corrija no formulário.',
      }),
    );
    // The reason is in the conversation too, without the marker.
    expect(renderedMessages()).toContain('João não pode ser testemunha. Corrija no formulário.');
  });

  it('a form whose answer the assistant asks for in the chat is reported as such', async () => {
    await openChat();
    server.use(
      handle('post', '/chat', ({ body }) =>
        json(
          chatReply(
            body as SendChatBody,
            [message('a-confirm', 'assistant', 'Responda "manter mesmo assim".')],
            { formOutcome: 'confirm' },
          ),
        ),
      ),
    );
    send('Enviei o formulário: beneficiários.', { name: 'beneficiarios', values: { itens: [] } });
    await waitFor(() =>
      expect(screen.getByTestId('send-result')).toHaveTextContent('{"status":"confirm"}'),
    );
  });

  it('a form that did not reach the server is reported failed', async () => {
    await openChat();
    server.use(handle('post', '/chat', () => json({ error: 'Fora do ar' }, 503)));
    send('Enviei o formulário: filhos.', { name: 'filhos', values: { itens: [] } });
    await waitFor(() =>
      expect(screen.getByTestId('send-result')).toHaveTextContent('{"status":"failed"}'),
    );
  });

  it.each([
    [
      'the server’s error',
      500,
      { error: 'Serviço do assistente indisponível' },
      'Serviço do assistente indisponível',
    ],
    ['else the server’s message', 502, { message: 'Falha no modelo' }, 'Falha no modelo'],
    ['else the error text', 500, null, 'Request failed with status code 500'],
  ])(
    'on failure adds an apology and toasts "Erro de Comunicação" with %s',
    async (_case, status, body, description) => {
      await openChat();
      server.use(
        handle('post', '/chat', () =>
          body ? json(body, status) : new HttpResponse(null, { status }),
        ),
      );

      send('Tenho dois filhos');
      await expectToast('Erro de Comunicação', description);
      await waitFor(() => expect(renderedMessages()).toHaveLength(3));
      const apology = renderedMessages()[2] ?? '';
      expect(apology).toMatch(/desculpe/i);
      expect(apology).toMatch(/erro interno/i);
      expect(apology).toMatch(/envie sua mensagem novamente/i);
      expect(chatState().messages.at(-1)?.role).toBe('assistant');
      await waitFor(() => expect(screen.getByTestId('send-result')).toHaveTextContent('false'));
      expect(chatState().loading).toBe(false);
    },
  );
});

describe('loading a chat', () => {
  it('fails, after the data cache’s one retry, with toast "Erro" and chat error preferring the server’s error text', async () => {
    server.use(handle('get', '/chat', () => json({ error: 'Testamento não encontrado' }, 404)));
    renderChat({ url: `/chat?id=${OTHER_ID}` });

    await expectToast('Erro', 'Testamento não encontrado', RETRIED);
    await waitFor(() => expect(chatState().error).toBe('Testamento não encontrado'));
    expect(chatState()).toMatchObject({ messages: [], loading: false });
    expect(apiCalls('GET', '/chat')).toHaveLength(2);
  });

  it('fails with "Erro ao carregar mensagens" when the server sends no error text', async () => {
    server.use(handle('get', '/chat', () => new HttpResponse(null, { status: 500 })));
    renderChat({ url: `/chat?id=${OTHER_ID}` });

    await expectToast('Erro', 'Erro ao carregar mensagens', RETRIED);
    await waitFor(() => expect(chatState().error).toBe('Erro ao carregar mensagens'));
    expect(chatState().messages).toEqual([]);
  });
});

describe('flags from the assistant', () => {
  it('[DOCUMENTO_PRONTO] sets documentReady and is not shown', async () => {
    await openChat();
    expect(chatState().documentReady).toBe(false);
    replyWith(['Seu testamento está pronto para revisão. [DOCUMENTO_PRONTO]']);

    await sendAndWait('Sim, está tudo certo');
    expect(chatState()).toMatchObject({ documentReady: true, isJsonReady: false, finalJson: null });
    expect(renderedMessages().at(-1)).toBe('Seu testamento está pronto para revisão.');
    for (const marker of MARKERS) expect(conversationText()).not.toContain(marker);
  });

  it('hasJson with testamentJson sets finalJson, isJsonReady and documentReady', async () => {
    await openChat();
    const testamentJson = { testador: { nome: 'Ana Souza' }, herdeiros: [{ nome: 'João' }] };

    replyWith(['Anotado.'], { hasJson: false, testamentJson });
    await sendAndWait('primeiro');
    replyWith(['Anotado de novo.'], { hasJson: true });
    await sendAndWait('segundo');
    expect(chatState()).toMatchObject({
      finalJson: null,
      isJsonReady: false,
      documentReady: false,
    });

    replyWith(['Aqui está o resumo final.'], { hasJson: true, testamentJson });
    await sendAndWait('Confirmo');
    expect(chatState()).toMatchObject({
      finalJson: testamentJson,
      isJsonReady: true,
      documentReady: true,
    });
  });

  it('[PREVIEW_READY] (with or without 👉) sets isPreviewReady, is removed, and hides what is left under 5 characters', async () => {
    await openChat();
    replyWith([
      'Veja a prévia ao lado 👉 [PREVIEW_READY]',
      '👉 [PREVIEW_READY]',
      'ok [PREVIEW_READY]',
    ]);

    await sendAndWait('Quero ver');
    expect(chatState().isPreviewReady).toBe(true);
    expect(renderedMessages()).toEqual([
      `Conversa ${OTHER_ID}`,
      'Quero ver',
      'Veja a prévia ao lado',
    ]);
    for (const marker of MARKERS) expect(conversationText()).not.toContain(marker);
  });

  it('[PREVIEW_READY] without the emoji also works, and a long enough rest is shown', async () => {
    await openChat();
    replyWith(['A prévia está pronta [PREVIEW_READY]']);
    await sendAndWait('E agora?');
    expect(chatState().isPreviewReady).toBe(true);
    expect(renderedMessages().at(-1)).toBe('A prévia está pronta');
  });

  it('[FORMULARIO:<name>] opens that form and is not shown', async () => {
    await openChat();
    expect(chatState().activeFormModal).toBeNull();
    replyWith(['Preencha os dados dos seus filhos. [FORMULARIO:filhos]']);

    await sendAndWait('Tenho filhos');
    expect(chatState().activeFormModal).toBe('filhos');
    expect(renderedMessages().at(-1)).toBe('Preencha os dados dos seus filhos.');
    for (const marker of MARKERS) expect(conversationText()).not.toContain(marker);
  });

  it('a form does not open over an answer being typed in the answer box', async () => {
    await openChat();
    replyWith(['Preencha os dados dos seus filhos. [FORMULARIO:filhos]']);
    const box = document.createElement('textarea');
    box.id = 'chat-input';
    document.body.append(box);
    try {
      send('Tenho filhos');
      box.focus();
      box.value = 'joao';
      await waitFor(() => expect(chatState().loading).toBe(false));
      expect(renderedMessages().at(-1)).toBe('Preencha os dados dos seus filhos.');
      expect(chatState().activeFormModal).toBeNull();
      expect(box).toHaveFocus();

      // An empty box: the form opens as usual.
      box.value = '';
      await sendAndWait('Tenho filhos');
      expect(chatState().activeFormModal).toBe('filhos');
    } finally {
      box.remove();
    }
  });

  it('uses the message when a reply has no replies list', async () => {
    await openChat();
    server.use(
      handle('post', '/chat', ({ body }) =>
        json({
          ...chatReply(body as SendChatBody, []),
          message: message('a-only', 'assistant', 'Só a mensagem [DOCUMENTO_PRONTO]'),
        }),
      ),
    );
    await sendAndWait('Oi');
    expect(renderedMessages().at(-1)).toBe('Só a mensagem');
    expect(chatState().documentReady).toBe(true);
  });

  it('a reloaded conversation raises the flags again and shows no marker', async () => {
    const content = { testador: { nome: 'Ana' } };
    await openChat(
      [
        message('h1', 'assistant', 'Preencha os filhos [FORMULARIO:filhos]'),
        message('h2', 'user', 'Pronto'),
        message('h3', 'assistant', 'Veja a prévia 👉 [PREVIEW_READY]'),
        message('h4', 'assistant', '👉 [PREVIEW_READY]'),
        message('h5', 'assistant', 'Tudo certo. [DOCUMENTO_PRONTO]'),
      ],
      content,
    );

    expect(renderedMessages()).toEqual([
      'Preencha os filhos',
      'Pronto',
      'Veja a prévia',
      'Tudo certo.',
    ]);
    for (const marker of MARKERS) expect(conversationText()).not.toContain(marker);
    expect(chatState()).toMatchObject({
      isPreviewReady: true,
      documentReady: true,
      finalJson: content,
      isJsonReady: true,
      // A form asked for long ago is not reopened on reload.
      activeFormModal: null,
    });
  });
});

describe('generatePdf', () => {
  it('requires a current will', async () => {
    renderChat({ url: '/chat', entry: 'none' });
    click('probe-pdf');
    await expectToast('Erro', 'Nenhum testamento selecionado');
    await settle();
    expect(apiCalls()).toHaveLength(0);
    expect(currentUrl()).toBe('/chat');
  });

  it('on success toasts "Sucesso" and goes to /pdf-viewer?id=', async () => {
    await openChat();
    click('probe-pdf');

    const root = await expectToast('Sucesso', 'Documento PDF gerado com sucesso');
    expect(root).toHaveAttribute('data-variant', 'default');
    await waitFor(() => expect(currentUrl()).toBe(`/pdf-viewer?id=${OTHER_ID}`));
    expect(apiCalls('POST', `/testaments/${OTHER_ID}/generate-pdf`)).toHaveLength(1);
  });

  it.each([
    [
      '"Não foi possível gerar o documento" when the server sends no error',
      null,
      'Não foi possível gerar o documento',
    ],
    [
      'the server’s error when it sends one',
      { error: 'Gerador de PDF indisponível' },
      'Gerador de PDF indisponível',
    ],
  ])('on failure toasts "Erro ao gerar documento" with %s', async (_case, body, description) => {
    await openChat();
    server.use(
      handle('post', '/testaments/:id/generate-pdf', () =>
        body ? json(body, 500) : new HttpResponse(null, { status: 500 }),
      ),
    );
    click('probe-pdf');

    const root = await expectToast('Erro ao gerar documento', description);
    expect(root).toHaveAttribute('data-variant', 'destructive');
    await settle();
    expect(currentUrl()).toBe(`/chat?id=${OTHER_ID}`);
  });
});

describe('saveFinalDocument', () => {
  it('without a will refuses with "Não há testamento ou conteúdo JSON para salvar"', async () => {
    renderChat({ url: '/chat', entry: 'none' });
    click('probe-save');
    await expectToast('Erro', 'Não há testamento ou conteúdo JSON para salvar');
    expect(chatState().error).toBe('Não há testamento ou conteúdo JSON para salvar');
    await settle();
    expect(apiCalls()).toHaveLength(0);
  });

  it('with a will but no JSON refuses the same way', async () => {
    await openChat();
    click('probe-save');
    await expectToast('Erro', 'Não há testamento ou conteúdo JSON para salvar');
    expect(chatState().error).toBe('Não há testamento ou conteúdo JSON para salvar');
    await settle();
    expect(apiCalls('PUT')).toHaveLength(0);
  });

  it('on success PUTs {content, status: concluido} and toasts "Documento Confirmado"', async () => {
    await openChat();
    const testamentJson = { testador: { nome: 'Ana Souza' } };
    replyWith(['Confirmado.'], { hasJson: true, testamentJson });
    await sendAndWait('Confirmo');

    click('probe-save');
    const root = await expectToast(
      'Documento Confirmado',
      'Seu testamento foi finalizado com sucesso.',
    );
    expect(root).toHaveAttribute('data-variant', 'default');
    const puts = apiCalls('PUT');
    expect(puts.map((call) => call.path)).toEqual([`/testaments/${OTHER_ID}`]);
    expect(puts[0]?.body).toEqual({ content: testamentJson, status: 'concluido' });
    await waitFor(() => expect(chatState().testamentStatus).toBe('concluido'));
  });

  it.each([
    ['an HTTP error', () => new HttpResponse(null, { status: 500 })],
    ['success: false', () => json({ success: false })],
  ])('on %s toasts "Erro ao salvar e finalizar testamento"', async (_case, respond) => {
    await openChat([message('h1', 'assistant', 'Resumo')], { testador: { nome: 'Ana' } });
    server.use(handle('put', '/testaments/:id', respond));

    click('probe-save');
    const root = await expectToast('Erro ao salvar e finalizar testamento');
    expect(root).toHaveAttribute('data-variant', 'destructive');
    expect(apiCalls('PUT')).toHaveLength(1);
    expect(chatState().testamentStatus).toBe('draft');
  });
});

describe('the current document, new versions and empty drafts', () => {
  const summary = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    status: 'draft',
    title: 'Testamento iniciado em 01/01/2026',
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    finalized_at: null,
    answered: false,
    testator_name: null,
    progress: { etapa: 1, totalEtapas: 10, revisao: false },
    forma: null,
    replaces: null,
    replaced_by: null,
    ...extra,
  });

  it('a new chat reuses the newest draft with no answer instead of creating another', async () => {
    server.use(
      handle('get', '/testaments', () =>
        json({
          success: true,
          testaments: [
            summary(OTHER_ID, { answered: true }),
            summary(THIRD_ID),
            summary(NEW_ID, { replaces: { id: OTHER_ID, finalized_at: null } }),
          ],
        }),
      ),
    );
    renderChat({ url: '/chat' });
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${THIRD_ID}`));
    expect(apiCalls('POST', '/testaments')).toHaveLength(0);
    expect(apiCalls('POST', '/chat/init')[0]?.body).toEqual({ testamentId: THIRD_ID, new: true });
    expect(renderedMessages()).toEqual([FIRST_QUESTION]);
  });

  it('creates a will as the spec says when the list of wills cannot be read', async () => {
    server.use(handle('get', '/testaments', () => json({ error: 'Fora do ar' }, 503)));
    renderChat({ url: '/chat' });
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${NEW_ID}`));
    expect(apiCalls('POST', '/testaments')).toHaveLength(1);
  });

  it('a turn that reopened the interview marks the preview outdated, and it is not sent to be confirmed', async () => {
    const document = { testador: { nome: 'Ana Souza' } };
    await openChat([message('h1', 'assistant', 'Pronto! [DOCUMENTO_PRONTO]')], document);
    replyWith(['Vamos rever "Desejos pessoais".'], { documentOutdated: true });
    await sendAndWait('alterar desejos');
    expect(chatState()).toMatchObject({
      finalJson: document,
      isDocumentOutdated: true,
      isJsonReady: false,
    });

    click('probe-save');
    await expectToast(
      'Erro ao salvar e finalizar testamento',
      'Você mudou respostas depois desta prévia. Termine a revisão na conversa para ver o documento atualizado e poder confirmá-lo.',
    );
    await settle();
    expect(apiCalls('PUT')).toHaveLength(0);
  });

  it('after a reload in the middle of an "Alterar", the outdated preview is back where it was', async () => {
    const document = { testador: { nome: 'Ana Souza' } };
    const history = [message('h1', 'assistant', 'Pronto! [DOCUMENTO_PRONTO] 👉 [PREVIEW_READY]')];
    const view = await openChat(history, document);
    replyWith(['Vamos rever "Desejos pessoais".'], { documentOutdated: true });
    await sendAndWait('alterar desejos');
    view.unmount();

    // The server cleared the stale document; the reloaded tab still shows it, marked outdated.
    await openChat(history, {});
    expect(chatState()).toMatchObject({
      finalJson: document,
      isDocumentOutdated: true,
      isPreviewReady: true,
      isJsonReady: false,
    });
  });

  it('signing out forgets the open will, the cached conversation and the outdated preview kept for a reload', async () => {
    const document = { testador: { nome: 'Ana Souza' } };
    const history = [message('h1', 'assistant', 'Pronto! [DOCUMENTO_PRONTO] 👉 [PREVIEW_READY]')];
    const view = await openChat(history, document);
    replyWith(['Vamos rever "Desejos pessoais".'], { documentOutdated: true });
    await sendAndWait('alterar desejos');
    const kept = () =>
      Object.keys(sessionStorage).filter((key) =>
        key.startsWith('legado:documento-desatualizado:'),
      );
    expect(kept()).toHaveLength(1);
    sessionStorage.setItem('outra-coisa', 'fica');

    view.signInAs(null);
    await waitFor(() => expect(chatState().currentTestamentId).toBeNull());
    expect(chatState()).toMatchObject({ messages: [], finalJson: null, isPreviewReady: false });
    expect(kept()).toEqual([]);
    expect(sessionStorage.getItem('outra-coisa')).toBe('fica');
    expect(view.queryClient.getQueryData(['chat', OTHER_ID])).toBeUndefined();
  });

  it('a session that only loads again keeps the open will', async () => {
    const view = await openChat();
    view.signInAs(USER_ID);
    await settle();
    expect(chatState().currentTestamentId).toBe(OTHER_ID);
  });

  it('a confirmation the server refuses as outdated marks the preview outdated with the server’s message', async () => {
    const document = { testador: { nome: 'Ana Souza' } };
    await openChat([message('h1', 'assistant', 'Resumo')], document);
    server.use(
      handle('put', '/testaments/:id', () =>
        json(
          {
            success: false,
            error: 'Este documento está desatualizado.',
            code: 'CONFLICT',
            details: { documentOutdated: true },
          },
          409,
        ),
      ),
    );
    click('probe-save');
    await expectToast(
      'Erro ao salvar e finalizar testamento',
      'Este documento está desatualizado.',
    );
    await waitFor(() => expect(chatState().isDocumentOutdated).toBe(true));
    expect(chatState()).toMatchObject({ testamentStatus: 'draft', finalJson: document });
  });

  it('a new version is created from the concluded will, started and opened', async () => {
    server.use(
      handle('post', '/testaments/:id/new-version', () =>
        json({ success: true, testament: { id: THIRD_ID, status: 'draft' } }, 201),
      ),
    );
    await openChat([message('h1', 'assistant', 'Pronto')], { testador: { nome: 'Ana' } });
    click('probe-new-version');
    await waitFor(() => expect(currentUrl()).toBe(`/chat?id=${THIRD_ID}`));
    expect(apiCalls('POST', `/testaments/${OTHER_ID}/new-version`)).toHaveLength(1);
    expect(apiCalls('POST', '/chat/init')[0]?.body).toEqual({ testamentId: THIRD_ID, new: true });
    expect(chatState()).toMatchObject({ currentTestamentId: THIRD_ID, finalJson: null });
    await settle();
    expect(apiCalls('GET', '/chat')).toHaveLength(1);
  });

  it('a new version the server refuses is explained, and the chat stays', async () => {
    server.use(
      handle('post', '/testaments/:id/new-version', () =>
        json(
          { success: false, error: 'Este testamento já foi substituído.', code: 'CONFLICT' },
          409,
        ),
      ),
    );
    await openChat();
    click('probe-new-version');
    await expectToast('Erro', 'Este testamento já foi substituído.');
    expect(currentUrl()).toBe(`/chat?id=${OTHER_ID}`);
    expect(chatState()).toMatchObject({ currentTestamentId: OTHER_ID, error: null });
    expect(renderedMessages()).toEqual([`Conversa ${OTHER_ID}`]);
  });
});

describe('app-wide settings the chat relies on', () => {
  it('the data cache does not refetch on window focus, retries once and keeps data fresh for 300000 ms', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      retry: 1,
      staleTime: 300_000,
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failing = vi.fn(() => Promise.reject(new Error('falhou')));
    const result = client.fetchQuery({ queryKey: ['falha'], queryFn: failing });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await settled).toBeInstanceOf(Error);
    expect(failing).toHaveBeenCalledTimes(2);

    await client.fetchQuery({ queryKey: ['ok'], queryFn: () => Promise.resolve(1) });
    const query = client.getQueryCache().find({ queryKey: ['ok'] });
    vi.advanceTimersByTime(299_000);
    expect(query?.isStaleByTime(client.getDefaultOptions().queries?.staleTime as number)).toBe(
      false,
    );
    vi.advanceTimersByTime(2_000);
    expect(query?.isStaleByTime(client.getDefaultOptions().queries?.staleTime as number)).toBe(
      true,
    );
  });

  it('toasts: one at a time, default and destructive variants, gone after 5000 ms by default', async () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);

    act(() => void toast({ title: 'Primeiro aviso' }));
    const first = await expectToast('Primeiro aviso');
    expect(first).toHaveAttribute('data-variant', 'default');

    act(
      () =>
        void toast({
          title: 'Segundo aviso',
          description: 'Algo deu errado',
          variant: 'destructive',
        }),
    );
    const second = await expectToast('Segundo aviso', 'Algo deu errado');
    expect(second).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('Primeiro aviso')).not.toBeInTheDocument();
    expect(toastItems()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(screen.getByText('Segundo aviso')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.queryByText('Segundo aviso')).not.toBeInTheDocument());
  });
});
