import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authEndpoints,
  fillPath,
  ownWillOf,
  routeTable,
  type Method,
  type RouteFixtures,
  type RouteSpec,
} from './route-table.ts';
import {
  expectErrorBody,
  origin,
  type GetContext,
  type SecurityContext,
} from './security-harness.ts';

/** Cases per route: 200 by default, more with FUZZ_RUNS=1000 (for a longer hunt). */
export const fuzzRuns = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200) || 200);
/** Room for a slow machine and for FUZZ_RUNS: a route's 200 cases take a few seconds. */
const fuzzTimeout = 120_000 * Math.max(1, fuzzRuns / 200);

// ---------------------------------------------------------------- generators

/** Strings meant to break things: NUL, lone surrogates, emoji, RTL, SQL and JSON look-alikes. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF\uD800',
    '😀👨‍👩‍👧‍👦🇧🇷',
    '\u202Eevil',
    '\uFEFF',
    'ção ñ ü ß',
    "'; drop table testaments; --",
    '{"$ne":null}',
    '__proto__',
    'constructor',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '529.982.247-25',
    '１２３',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', minLength: 4001, maxLength: 20_000 }),
);

const hugeNumber = fc.oneof(
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arbitrary JSON with the nasty strings and numbers mixed in. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false),
    nastyString,
    hugeNumber,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), nastyString), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/**
 * A value nested `depth` levels deep, in arrays or objects (fast-check must still be able to print
 * it; the raw texts below go much deeper).
 */
const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 400 }), fc.boolean(), anyJson)
  .map(([depth, inArrays, leaf]) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
    return value;
  });

/** A body of the route's shape with some fields of the wrong type and extra ones mixed in. */
const shaped = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      valid,
      fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }),
      fc.boolean(),
    )
    .map(([body, extra, addExtra]) =>
      addExtra && body && typeof body === 'object' && !Array.isArray(body)
        ? { ...extra, ...(body as Record<string, unknown>) }
        : body,
    );

type Payload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string | undefined };

/** JSON text no parser should accept, or accept only with surprises. */
const rawText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '""',
    '123456789012345678901234567890',
    '1e400',
    '-1e400',
    '{"a":1e999}',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\uFEFF{}',
    'NaN',
    "{'a':1}",
    '{"testamentId":"\\u0000"}',
    '{"message":"\\ud800"}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const payloadFor = (valid: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { weight: valid ? 4 : 0, arbitrary: valid ? shaped(valid) : anyJson },
            { weight: 3, arbitrary: anyJson },
            { weight: 1, arbitrary: deeplyNested },
          ),
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'APPLICATION/JSON',
          ),
        )
        .map(([value, contentType]): Payload => ({ kind: 'json', value, contentType })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          rawText,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'application/xml',
            'application/json; charset=latin1',
            undefined,
          ),
        )
        .map(([text, contentType]): Payload => ({ kind: 'raw', text, contentType })),
    },
  );

/** Query strings: well-formed, merged with the route's own, and broken percent-encoding. */
const queryFor = (valid: fc.Arbitrary<Record<string, string>> | undefined) =>
  fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        valid ?? fc.constant({}),
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('testamentId', 'token', 'id')),
          fc.oneof(nastyString, fc.uuid()),
          { maxKeys: 4 },
        ),
      )
      .map(([own, extra]) => new URLSearchParams({ ...extra, ...own }).toString()),
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      'testamentId=%FF',
      'testamentId[]=a&testamentId[]=b',
      'testamentId=1&testamentId=2',
      '__proto__[x]=1',
      'a'.repeat(10_000),
      '&&&==',
    ),
  );

/** A path id: the owner's, a random UUID, or anything at all. */
const idFor = (f: RouteFixtures, route: RouteSpec) =>
  fc.oneof(
    route.ownWill
      ? fc.constant(route.ownWill(f))
      : fc.constantFrom(f.owner.draftWillId, f.owner.finishedWillId),
    fc.uuid(),
    fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'a'.repeat(5000),
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    ),
  );

// ---------------------------------------------------------------- the invariant

/** No 5xx; every non-2xx answer is `{success:false, error, code}` in Portuguese. */
function expectWellBehaved(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 300) expectErrorBody(response, label);
}

function inject(
  ctx: SecurityContext,
  request: {
    method: Method;
    url: string;
    payload: Payload;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
) {
  const { payload } = request;
  const contentType = payload.kind === 'none' ? undefined : payload.contentType;
  return ctx.app.inject({
    method: request.method,
    url: request.url,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    headers: { ...request.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload.kind === 'json' ? { payload: JSON.stringify(payload.value) ?? 'null' } : {}),
    ...(payload.kind === 'raw' ? { payload: payload.text } : {}),
  });
}

const describePayload = (payload: Payload) =>
  payload.kind === 'none'
    ? 'no body'
    : `${payload.contentType ?? 'no content-type'} ${(payload.kind === 'json' ? (JSON.stringify(payload.value) ?? 'undefined') : payload.text).slice(0, 200)}`;

/** Property-based fuzzing of every route's body, query and path id (fast-check). */
export function routeFuzz(getContext: GetContext): void {
  let ctx: SecurityContext;
  beforeAll(() => {
    ctx = getContext();
  });

  describe.each(routeTable.filter((route) => !route.path.startsWith('/api/auth/')))(
    '$method $path',
    (route) => {
      it(
        `never answers 5xx and always errs in Portuguese JSON (${fuzzRuns} cases)`,
        async () => {
          const withBody = route.method !== 'GET';
          const hasId = route.path.includes('{id}');
          const statuses = new Set<number>();
          await fc.assert(
            fc.asyncProperty(
              withBody
                ? payloadFor(route.validBody?.(ctx))
                : fc.constant<Payload>({ kind: 'none' }),
              queryFor(route.validQuery?.(ctx)),
              hasId ? idFor(ctx, route) : fc.constant(''),
              // Mostly the owner's token, so the cases get past authentication.
              fc.constantFrom('ana', 'ana', 'ana', 'ana', 'bruno', 'none'),
              async (payload, query, id, who) => {
                const url = `${fillPath(route.path, id)}${query ? `?${query}` : ''}`;
                const token =
                  who === 'ana' ? ctx.ana.token : who === 'bruno' ? ctx.bruno.token : undefined;
                const response = await inject(ctx, {
                  method: route.method,
                  url,
                  payload,
                  headers: token ? { authorization: `Bearer ${token}` } : {},
                });
                statuses.add(response.statusCode);
                expectWellBehaved(response, `${route.method} ${url} [${describePayload(payload)}]`);
              },
            ),
            { numRuns: fuzzRuns },
          );
          // Not vacuous: some cases got past authentication and validation into the handler.
          const refusedEarly = new Set([400, 401, 413, 414, 415]);
          expect([...statuses].filter((status) => !refusedEarly.has(status))).not.toEqual([]);
        },
        fuzzTimeout,
      );
    },
  );

  let ipCounter = 0;
  describe.each(authEndpoints)('$method $path', (endpoint) => {
    it(
      `never answers 5xx and always errs in Portuguese JSON (${fuzzRuns} cases)`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            endpoint.method === 'POST'
              ? payloadFor(endpoint.validBody?.())
              : fc.constant<Payload>({ kind: 'none' }),
            queryFor(undefined),
            fc.constantFrom<string | undefined>(
              origin,
              origin,
              origin,
              undefined,
              'https://malicioso.exemplo',
              'null',
            ),
            fc.constantFrom<string | undefined>(
              undefined,
              ctx.bruno.cookie,
              'better-auth.session_token=lixo.lixo',
            ),
            async (payload, query, requestOrigin, cookie) => {
              ipCounter += 1;
              const url = `${endpoint.path}${query ? `?${query}` : ''}`;
              const response = await inject(ctx, {
                method: endpoint.method,
                url,
                payload,
                // A fresh address per case, so the limiter does not answer every case with 429.
                remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
                headers: {
                  ...(requestOrigin ? { origin: requestOrigin } : {}),
                  ...(cookie ? { cookie } : {}),
                },
              });
              expectWellBehaved(
                response,
                `${endpoint.method} ${url} [${describePayload(payload)}]`,
              );
            },
          ),
          { numRuns: fuzzRuns },
        );
      },
      fuzzTimeout,
    );
  });

  it(
    `never answers 5xx on any path under /api (${fuzzRuns} cases)`,
    async () => {
      const segment = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
        fc.constantFrom(
          '%',
          '%E0%A4%A',
          '..',
          '.',
          '%2e%2e',
          'v1',
          'auth',
          'testaments',
          '%00',
          '',
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE'),
          fc.constantFrom(
            '/api/',
            '/api/v1/',
            '/api/auth/',
            '/api/v1/testaments/',
            '/api/v1/chat/',
          ),
          fc.array(segment, { minLength: 1, maxLength: 4 }),
          async (method, prefix, segments) => {
            const url = `${prefix}${segments.join('/')}`;
            const response = await inject(ctx, {
              method,
              url,
              payload: { kind: 'none' },
              headers: { authorization: `Bearer ${ctx.ana.token}`, origin },
            });
            expectWellBehaved(response, `${method} ${url}`);
          },
        ),
        { numRuns: fuzzRuns },
      );
    },
    fuzzTimeout,
  );

  it('survives JSON nested 50 000 levels deep, at the top and inside each field that takes any JSON', async () => {
    // JSON.parse takes any depth, JSON.stringify and recursive code do not.
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const will = ctx.owner.draftWillId;
    const shapedBodies: Record<string, string[]> = {
      '/api/v1/chat': [
        `{"testamentId":"${will}","message":"","form":{"name":"testador","values":${deepObject}}}`,
        `{"testamentId":"${will}","message":"oi","form":{"name":"bens","values":${deepArray}}}`,
      ],
      '/api/v1/testaments/{id}': [`{"status":"concluido","content":${deepObject}}`],
      '/api/v1/testaments': [
        `{"user_id":"${ctx.ana.userId}","status":"draft","content":${deepObject}}`,
      ],
      '/api/v1/me': [`{"password":${deepObject}}`],
      '/api/auth/sign-up/email': [
        `{"name":"Funda","email":"funda@exemplo.com","password":"pinheiro-alto-77","userData":${deepObject}}`,
      ],
      '/api/auth/sign-in/email': [
        `{"email":"ana.seguranca@exemplo.com","password":"x1234567","rememberMe":${deepObject}}`,
      ],
      '/api/auth/request-password-reset': [
        `{"email":"funda@exemplo.com","redirectTo":${deepArray}}`,
      ],
    };
    const targets = [
      ...routeTable.filter(
        (route) => route.method !== 'GET' && !route.path.startsWith('/api/auth/'),
      ),
      ...authEndpoints.filter((endpoint) => endpoint.method === 'POST'),
    ];
    let ip = 0;
    for (const target of targets) {
      const { method, path } = target;
      for (const text of [deepObject, deepArray, ...(shapedBodies[path] ?? [])]) {
        ip += 1;
        const url = fillPath(path, ownWillOf(target, ctx));
        const response = await inject(ctx, {
          method,
          url,
          payload: { kind: 'raw', text, contentType: 'application/json' },
          remoteAddress: `10.250.0.${ip}`,
          headers: { authorization: `Bearer ${ctx.ana.token}`, origin },
        });
        expectWellBehaved(response, `${method} ${url} [${text.slice(0, 80)}…]`);
      }
    }
  });

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) with a 400, never a 500', async () => {
    const will = ctx.owner.draftWillId;
    const cases: [Method, string, unknown][] = [];
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFFy']) {
      cases.push(
        ['POST', '/api/v1/chat', { testamentId: will, message: bad }],
        [
          'POST',
          '/api/v1/chat',
          { testamentId: will, message: '', form: { name: 'testador', values: { nome: bad } } },
        ],
        ['POST', '/api/v1/chat', { testamentId: will, message: 'oi', [bad]: 1 }],
        ['PUT', `/api/v1/testaments/${will}`, { status: 'concluido', content: { nome: bad } }],
        ['DELETE', '/api/v1/me', { password: bad }],
        ['POST', '/api/auth/sign-in/email', { email: `a${bad}@exemplo.com`, password: 'x1234567' }],
        [
          'POST',
          '/api/auth/sign-up/email',
          { name: bad, email: `b${bad}@exemplo.com`, password: 'pinheiro-alto-77' },
        ],
        ['POST', '/api/auth/request-password-reset', { email: `c${bad}@exemplo.com` }],
        ['POST', '/api/auth/reset-password', { token: bad, newPassword: 'pinheiro-alto-77' }],
      );
    }
    cases.push(
      ['POST', '/api/auth/reset-password?token=%00abc', { newPassword: 'pinheiro-alto-77' }],
      ['GET', '/api/auth/reset-password/%00abc?callbackURL=%2F', undefined],
      ['GET', '/api/auth/verify-email?token=%00abc', undefined],
    );
    let ip = 0;
    for (const [method, url, value] of cases) {
      ip += 1;
      const response = await inject(ctx, {
        method,
        url,
        payload:
          value === undefined
            ? { kind: 'none' }
            : { kind: 'json', value, contentType: 'application/json' },
        remoteAddress: `10.251.0.${ip}`,
        headers: { authorization: `Bearer ${ctx.ana.token}`, origin },
      });
      const label = `${method} ${url} ${JSON.stringify(value)}`;
      expectWellBehaved(response, label);
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a body over 1 MB with 413 in Portuguese on every route that takes one', async () => {
    const huge = JSON.stringify({
      message: 'a'.repeat(1_100_000),
      testamentId: ctx.owner.draftWillId,
    });
    for (const route of routeTable.filter((candidate) => candidate.method !== 'GET')) {
      const url = fillPath(route.path, ownWillOf(route, ctx)).replace('{*}', 'sign-in/email');
      const response = await ctx.app.inject({
        method: route.method,
        url,
        headers: {
          authorization: `Bearer ${ctx.ana.token}`,
          'content-type': 'application/json',
          origin,
        },
        payload: huge,
      });
      expect(response.statusCode, url).toBe(413);
      expectErrorBody(response, url);
    }
  });
}
