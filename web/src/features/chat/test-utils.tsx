import type {
  ChatInitResponse,
  ChatMessage,
  CreateTestamentResponse,
  GetChatResponse,
  SendChatBody,
  SendChatResponse,
} from '@legado/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, useLayoutEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { clearToasts } from '@/lib/use-toast';
import { ChatProvider, useChat } from './chat-context';
import type { ChatState } from './chat-state';
import { MessageList } from './components/message-list';
import { useChatEntry } from './use-chat-entry';

/** Test helpers for the chat feature: a fake API (MSW) and a probe that shows the chat context. */

export const USER_ID = 'user-1';
export const NEW_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const THIRD_ID = '33333333-3333-4333-8333-333333333333';
export const FIRST_QUESTION =
  'Olá! Vou ajudar você a escrever seu testamento. Qual é o seu nome completo?';

/** 'aaa.' + base64url({exp}) + '.sig': the web reads only `exp` and never verifies the token. */
export const FAKE_TOKEN = `aaa.${btoa(JSON.stringify({ exp: 4_102_444_800 }))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}.sig`;

export function message(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return { id, role, content, created_at: '2026-01-01T12:00:00.000Z' };
}

/** One request that reached the fake API. */
export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
  at: number;
}

type Resolver = (info: {
  request: Request;
  params: PathParams;
  body: unknown;
}) => Response | Promise<Response>;

const calls: RecordedCall[] = [];

/** Every /api/v1 request so far in this test, in order. */
export function apiCalls(method?: string, path?: string): RecordedCall[] {
  return calls.filter(
    (call) => (!method || call.method === method) && (!path || call.path === path),
  );
}

/** A handler for /api/v1{path} that records the request before answering. */
export function handle(method: 'get' | 'post' | 'put', path: string, resolver: Resolver) {
  return http[method]<PathParams, DefaultBodyType>(
    `*/api/v1${path}`,
    async ({ request, params }) => {
      const text = method === 'get' ? '' : await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        path: url.pathname.replace(/^\/api\/v1/, ''),
        search: url.search,
        body,
        authorization: request.headers.get('authorization'),
        at: Date.now(),
      });
      return resolver({ request, params, body });
    },
  );
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** A successful POST /chat answer; `replies` are the assistant messages of the turn. */
export function chatReply(
  sent: SendChatBody,
  replies: ChatMessage[],
  extra: Partial<SendChatResponse> = {},
): SendChatResponse {
  return {
    success: true,
    message: replies.at(-1) ?? message('a-empty', 'assistant', ''),
    replies,
    userMessage: message('server-user-id', 'user', sent.message),
    hasJson: false,
    progress: null,
    ...extra,
  };
}

export function loadedChat(
  id: string,
  messages: ChatMessage[],
  testament: Partial<GetChatResponse['testament']> = {},
): GetChatResponse {
  return {
    success: true,
    messages,
    testament: { id, status: 'draft', content: {}, ...testament },
    progress: null,
  };
}

const defaultHandlers = [
  http.get('*/api/auth/token', () => HttpResponse.json({ token: FAKE_TOKEN })),
  handle('post', '/testaments', () =>
    json({
      success: true,
      testament: { id: NEW_ID, status: 'draft' },
    } satisfies CreateTestamentResponse),
  ),
  handle('post', '/chat/init', () => {
    const first = message('a-first', 'assistant', FIRST_QUESTION);
    return json({
      success: true,
      message: first,
      messages: [first],
      progress: null,
    } satisfies ChatInitResponse);
  }),
  handle('get', '/chat', ({ request }) => {
    const id = new URL(request.url).searchParams.get('testamentId') ?? '';
    return json(loadedChat(id, [message(`a-${id}`, 'assistant', `Conversa ${id}`)]));
  }),
  handle('post', '/chat', ({ body }) => {
    const sent = body as SendChatBody;
    return json(
      chatReply(sent, [message(`a-reply-${calls.length}`, 'assistant', `Recebi: ${sent.message}`)]),
    );
  }),
  handle('get', '/testaments', () => json({ success: true, testaments: [] })),
  handle('post', '/testaments/:id/generate-pdf', ({ params }) =>
    json({ pdfUrl: `/api/v1/testaments/${String(params.id)}/pdf` }),
  ),
  handle('put', '/testaments/:id', () => json({ success: true })),
];

/** The fake API for one test file: anything unexpected fails the test. */
export function setupChatServer() {
  const server = setupServer(...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    clearToasts();
  });
  afterAll(() => server.close());
  return server;
}

/** A response that waits until the test releases it. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

function ChatEntry({ sessionLoading }: { sessionLoading: boolean }) {
  useChatEntry(sessionLoading);
  return null;
}

/** Shows the chat state and offers every action as a button. */
function Probe() {
  const chat = useChat();
  const [text, setText] = useState('');
  const [form, setForm] = useState('');
  const [result, setResult] = useState('');
  const {
    startNewChat,
    startNewVersion,
    loadChat,
    sendMessage,
    submitForm,
    generatePdf,
    saveFinalDocument,
  } = chat;
  return (
    <div>
      {/* JSON.stringify leaves the actions out: this is the ChatState part of the context. */}
      <pre data-testid="chat-state">{JSON.stringify(chat)}</pre>
      <label>
        probe-text
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label>
        probe-form
        <input value={form} onChange={(event) => setForm(event.target.value)} />
      </label>
      <output data-testid="send-result">{result}</output>
      <button
        type="button"
        onClick={() => {
          // With a form: submitForm, whose result is printed as JSON; else sendMessage's boolean.
          if (form) {
            const { name, values } = JSON.parse(form) as { name: string; values: unknown };
            void submitForm(name, text, values).then((outcome) =>
              setResult(JSON.stringify(outcome)),
            );
          } else {
            void sendMessage(text).then((delivered) => setResult(String(delivered)));
          }
        }}
      >
        probe-send
      </button>
      <button type="button" onClick={() => void startNewChat()}>
        probe-new-chat
      </button>
      <button type="button" onClick={() => void loadChat(text)}>
        probe-load
      </button>
      <button type="button" onClick={() => void generatePdf()}>
        probe-pdf
      </button>
      <button type="button" onClick={() => void saveFinalDocument()}>
        probe-save
      </button>
      <button type="button" onClick={() => void startNewVersion(chat.currentTestamentId ?? '')}>
        probe-new-version
      </button>
      <MessageList messages={chat.messages} typing={false} />
    </div>
  );
}

function LocationView() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderChatOptions {
  /** The first URL. */
  url?: string;
  userId?: string | null;
  /** Where the chat-entry hook runs: on /chat only (as ChatPage does), on every route, or nowhere. */
  entry?: 'chat' | 'everywhere' | 'none';
  sessionLoading?: boolean;
  /** Render in React StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
}

/** Renders the real ChatProvider in a memory router, with the probe, the location and the Toaster. */
export function renderChat({
  url = '/chat',
  userId = USER_ID,
  entry = 'chat',
  sessionLoading = false,
  strict = false,
}: RenderChatOptions = {}) {
  const entryElement = <ChatEntry sessionLoading={sessionLoading} />;
  // Who is signed in can change during the test (signInAs): a sign-out, or another person.
  const session = { setUser: (_id: string | null) => {} };
  function Shell() {
    const [user, setUser] = useState(userId);
    useLayoutEffect(() => {
      session.setUser = setUser;
    }, []);
    return (
      <ChatProvider userId={user}>
        {entry === 'everywhere' ? entryElement : null}
        <LocationView />
        <Probe />
        <Outlet />
        <Toaster />
      </ChatProvider>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/chat', element: entry === 'chat' ? entryElement : null },
          { path: '/login', element: <h1>Entrar</h1> },
          { path: '/pdf-viewer', element: <h1>Documento</h1> },
          { path: '*', element: <h1>Outra página</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const signInAs = (id: string | null) => act(() => session.setUser(id));
  return { ...view, router, queryClient, signInAs };
}

/** The chat context state as the probe prints it. */
export function chatState(): ChatState {
  return JSON.parse(screen.getByTestId('chat-state').textContent ?? '{}') as ChatState;
}

export function currentUrl(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The texts of the rendered conversation, one per bubble. */
export function renderedMessages(): string[] {
  const log = screen.getByRole('log');
  return within(log)
    .queryAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/^(Você disse:|Assistente:)/, '').trim());
}

/** The rendered conversation as one text. */
export function conversationText(): string {
  return screen.getByRole('log').textContent ?? '';
}
