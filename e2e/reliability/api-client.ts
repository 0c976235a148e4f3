import http from 'node:http';
import type {
  ChatMessage,
  CreateTestamentResponse,
  GetChatResponse,
  SendChatResponse,
} from '@legado/contract';
import { confirmationPathFromOutbox } from '../support/outbox.ts';
import { NoResponseError, request, type HttpResponse } from './http.ts';

/** An account created through the real auth endpoints. */
export interface Account {
  email: string;
  userId: string;
  /** Session cookie, to fetch a new access token when the old one is refused. */
  cookie: string;
  token: string;
}

/** What became of one chat turn, as the client saw it. */
export type TurnOutcome =
  | { kind: 'acknowledged'; userMessageId: string; replyIds: string[] }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'no-response'; code: string; reusedSocket: boolean; responseStarted: boolean };

const password = 'girassol-azul-42';
let emailCounter = 0;

function expectStatus(response: HttpResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(`${what}: HTTP ${response.status} ${response.body.slice(0, 300)}`);
  }
}

/** The JSON API of one running server, through one keep-alive connection pool. */
export class ApiClient {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  /** `dataDir`: the server's DATA_DIR, whose outbox holds the sign-up confirmations. */
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * POST /api/auth/sign-up/email (same Origin as the web app), the confirmation link from the
   * outbox (which signs in), then GET /api/auth/token.
   */
  async signUp(prefix: string): Promise<Account> {
    emailCounter += 1;
    const email = `${prefix}.${Date.now().toString(36)}.${emailCounter}@exemplo.com`;
    const response = await request(this.agent, this.port, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: this.origin },
      json: { name: 'Pessoa de Teste', email, password },
    });
    expectStatus(response, 200, `sign-up ${email}`);
    const confirmed = await request(
      this.agent,
      this.port,
      await confirmationPathFromOutbox(this.dataDir, email),
      { method: 'GET' },
    );
    const setCookie = confirmed.headers['set-cookie'] ?? [];
    const cookie = setCookie.map((value) => value.split(';')[0]).join('; ');
    const userId = (JSON.parse(response.body) as { user: { id: string } }).user.id;
    const account: Account = { email, userId, cookie, token: '' };
    account.token = await this.fetchToken(account);
    return account;
  }

  async fetchToken(account: Account): Promise<string> {
    const response = await request(this.agent, this.port, '/api/auth/token', {
      method: 'GET',
      headers: { cookie: account.cookie },
    });
    expectStatus(response, 200, `token for ${account.email}`);
    return (JSON.parse(response.body) as { token: string }).token;
  }

  /** A /api/v1 call with the bearer token; a 401 fetches a new token once and retries. */
  private async v1(
    account: Account,
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
  ): Promise<HttpResponse> {
    const send = () =>
      request(this.agent, this.port, `/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${account.token}` },
        ...(json === undefined ? {} : { json }),
      });
    const response = await send();
    if (response.status !== 401) return response;
    account.token = await this.fetchToken(account);
    return send();
  }

  async createWill(account: Account): Promise<string> {
    const response = await this.v1(account, 'POST', '/testaments', {
      user_id: account.userId,
      status: 'draft',
      content: {},
    });
    expectStatus(response, 201, 'POST /testaments');
    return (JSON.parse(response.body) as CreateTestamentResponse).testament.id;
  }

  /** POST /chat/init: the greeting (assistant messages only). */
  async initChat(account: Account, willId: string): Promise<ChatMessage[]> {
    const response = await this.v1(account, 'POST', '/chat/init', { testamentId: willId });
    expectStatus(response, 200, 'POST /chat/init');
    return (JSON.parse(response.body) as { messages: ChatMessage[] }).messages;
  }

  /** GET /chat: the stored conversation in order. */
  async loadChat(account: Account, willId: string): Promise<ChatMessage[]> {
    const response = await this.v1(account, 'GET', `/chat?testamentId=${willId}`);
    expectStatus(response, 200, `GET /chat ${willId}`);
    return (JSON.parse(response.body) as GetChatResponse).messages;
  }

  /** POST /chat; never throws: every way it can end is an outcome. */
  async sendTurn(account: Account, willId: string, message: string): Promise<TurnOutcome> {
    try {
      const response = await request(this.agent, this.port, '/api/v1/chat', {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}` },
        json: { testamentId: willId, message },
      });
      if (response.status !== 200) {
        return { kind: 'refused', status: response.status, body: response.body.slice(0, 300) };
      }
      const body = JSON.parse(response.body) as SendChatResponse;
      return {
        kind: 'acknowledged',
        userMessageId: body.userMessage.id,
        replyIds: body.replies.map((reply) => reply.id),
      };
    } catch (error) {
      if (error instanceof NoResponseError) {
        return {
          kind: 'no-response',
          code: error.code,
          reusedSocket: error.reusedSocket,
          responseStarted: error.responseStarted,
        };
      }
      throw error;
    }
  }
}
