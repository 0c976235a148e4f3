import http from 'node:http';

/** A response the server sent (whatever its status). */
export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** No response: the connection failed before a complete response arrived. */
export class NoResponseError extends Error {
  constructor(
    /** ECONNREFUSED (never accepted), ECONNRESET, EPIPE, TIMEOUT, … */
    readonly code: string,
    message: string,
    /** The request went out on a kept-alive connection (one that had already served another). */
    readonly reusedSocket: boolean,
    /** Part of a response (its status line at least) had arrived. */
    readonly responseStarted: boolean,
  ) {
    super(message);
    this.name = 'NoResponseError';
  }
}

export interface RequestOptions {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs?: number;
}

/**
 * One HTTP request to 127.0.0.1 through a keep-alive agent, as a browser would reuse connections.
 * Resolves with any complete response; rejects with NoResponseError when there is none.
 */
export function request(
  agent: http.Agent,
  port: number,
  path: string,
  options: RequestOptions,
): Promise<HttpResponse> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    let settled = false;
    let responseStarted = false;
    const fail = (code: string, message: string) => {
      if (settled) return;
      settled = true;
      reject(new NoResponseError(code, message, req.reusedSocket, responseStarted));
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method,
        agent,
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
        },
      },
      (res) => {
        responseStarted = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('aborted', () => fail('ECONNRESET', 'response aborted'));
        res.on('error', (error: NodeJS.ErrnoException) =>
          fail(error.code ?? 'ERROR', error.message),
        );
        res.on('end', () => {
          if (settled) return;
          if (!res.complete) return fail('ECONNRESET', 'incomplete response');
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => {
      fail('TIMEOUT', `no response within ${options.timeoutMs ?? 15_000} ms`);
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? 'ERROR', error.message));
    req.end(payload);
  });
}
