import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import type { GetContext, SecurityContext } from './security-harness.ts';

/** The CSP header as directive → sources. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, `CSP on ${response.statusCode}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** QUALITY.md's headers on any response: strict CSP for scripts, no framing, nosniff, referrer. */
function expectBaseHeaders(response: LightMyRequestResponse, label: string): void {
  const csp = cspOf(response);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, `${label} script-src`).toBeDefined();
  expect(scriptSrc, `${label} script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label} script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${label} script-src`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${label} frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${label} object-src`).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

/** Security headers on the HTML app and on the API, in test and in production. */
export function securityHeaders(getContext: GetContext): void {
  let ctx: SecurityContext;
  let webDist: string;
  let web: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    ctx = getContext();
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Legado</title><script type="module" src="/assets/app.js"></script>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("legado")');
    ({ app: web } = await createTestApp(ctx.database, { deps: { webDist } }));
    ({ app: production } = await createTestApp(ctx.database, {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://legado.exemplo.com.br',
        BETTER_AUTH_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
        LOG_LEVEL: 'silent',
      },
      deps: { webDist },
    }));
  });
  afterAll(async () => {
    await web?.close();
    await production?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the HTML page with a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    for (const url of ['/', '/chat?id=123', '/entrar', '/redefinir-senha?token=abc']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectBaseHeaders(response, url);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const asset = await web.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectBaseHeaders(asset, '/assets/app.js');
  });

  it('sends the same headers and Cache-Control: no-store on every /api answer, errors included', async () => {
    const bearer = { authorization: `Bearer ${ctx.ana.token}` };
    for (const [method, url, headers] of [
      ['GET', '/api/v1/health', {}],
      ['GET', '/api/config', {}],
      ['GET', '/api/v1/me', bearer],
      ['GET', '/api/v1/testaments', bearer],
      ['GET', `/api/v1/testaments/${ctx.owner.finishedWillId}/pdf`, bearer],
      ['GET', '/api/v1/me', {}],
      ['GET', '/api/v1/nada-aqui', {}],
      ['POST', '/api/v1/testaments', bearer],
      ['GET', '/api/auth/get-session', { cookie: ctx.ana.cookie }],
      ['GET', '/api/auth/token', { cookie: ctx.ana.cookie }],
      ['GET', '/api/auth/token', {}],
      ['GET', '/api/auth/jwks', {}],
    ] as const) {
      for (const app of [ctx.app, web]) {
        const response = await app.inject({ method, url, headers });
        const label = `${method} ${url} → ${response.statusCode}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.headers['cache-control'], label).toBe('no-store');
        expectBaseHeaders(response, label);
        expect(response.headers['strict-transport-security'], label).toBeUndefined();
      }
    }
  });

  it('answers a malformed or overlong URL with no-store and nosniff as well', async () => {
    for (const url of ['/api/v1/testaments/%E0%A4%A', `/api/v1/testaments/${'a'.repeat(500)}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps the API documentation page free of inline scripts too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expectBaseHeaders(response, '/api/docs');
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('adds HSTS (one year, subdomains) and upgrade-insecure-requests in production only', async () => {
    for (const url of ['/', '/api/v1/health', '/api/v1/me', '/api/auth/get-session']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      const hsts = String(response.headers['strict-transport-security']);
      expect(hsts, url).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)![1]), url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain('includeSubDomains');
      expectBaseHeaders(response, `production ${url}`);
      expect(cspOf(response).has('upgrade-insecure-requests'), url).toBe(true);
      if (url.startsWith('/api/')) expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
}
