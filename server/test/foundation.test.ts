import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../src/db/client.ts';
import { errors } from '../src/errors/app-error.ts';
import { databaseTargets } from './test-database.ts';
import { createTestApp } from './test-app.ts';

describe.each(databaseTargets)('foundation on $name', (target) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
  });
  afterAll(async () => {
    await database.close().catch(() => undefined);
    await drop();
  });

  it('applies the committed migrations: every table exists with its foreign keys', async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'jwks',
        'testaments',
        'chat_messages',
        'testament_documents',
        'testament_signings',
      ]),
    );
    const fks = await selectRows<{ table_name: string; delete_rule: string }>(
      database.db,
      sql`
      select tc.table_name, rc.delete_rule
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY'
        and tc.table_name in ('testaments', 'chat_messages', 'testament_signings')`,
    );
    // Owner → wills → messages and signing records cascade; a new version only loses its link.
    expect(fks.map((row) => `${row.table_name} ${row.delete_rule}`).sort()).toEqual([
      'chat_messages CASCADE',
      'testament_signings CASCADE',
      'testaments CASCADE',
      'testaments SET NULL',
    ]);
  });

  it('answers health with the database status', async () => {
    const { app } = await createTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers unknown API paths with a Portuguese JSON 404, never the HTML page', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Legado</title>');
    const { app } = await createTestApp(database, { deps: { webDist } });
    for (const [method, url] of [
      ['GET', '/api/v1/nada-aqui'],
      ['POST', '/api/v1/nada-aqui'],
      ['GET', '/api/qualquer'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        success: false,
        error: 'Não encontramos o que você procurou.',
        code: 'NOT_FOUND',
      });
    }
    await app.close();
  });

  it('serves index.html for deep links so /chat?id=… loads the app', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Legado</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const { app } = await createTestApp(database, { deps: { webDist } });
    const deepLink = await app.inject({ method: 'GET', url: '/chat?id=123' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Legado</title>');
    expect(deepLink.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(deepLink.headers['content-security-policy']).toContain("object-src 'none'");
    expect(deepLink.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(deepLink.headers['x-content-type-options']).toBe('nosniff');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const traversal = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
    await app.close();
  });

  it('hints the page’s own code on a deep link, so a phone fetches it with the entry', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Legado</title>\n  </head><body></body></html>',
    );
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_field-1.js': { file: 'assets/field-1.js', imports: ['_react-1.js'] },
        'src/app/pages/login-page.tsx': {
          file: 'assets/login-page-1.js',
          imports: ['index.html', '_react-1.js', '_field-1.js'],
        },
      }),
    );
    const { app } = await createTestApp(database, { deps: { webDist } });
    const login = await app.inject({ method: 'GET', url: '/login?redirect=%2Fchat' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    const hints = [...login.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
    // The page and what only it needs; the entry's own imports are already in index.html.
    expect(hints.map((hint) => hint[1])).toEqual(['/assets/login-page-1.js', '/assets/field-1.js']);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
    expect(home.body).toContain('<title>Legado</title>');
    await app.close();
  });

  it('sends the brotli or gzip copy of an asset to browsers that accept it', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Legado</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    const source = 'console.log("Legado");\n'.repeat(200);
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), source);
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js.br'), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), zlib.gzipSync(source));
    const { app } = await createTestApp(database, { deps: { webDist } });
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(source);
    const plain = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    await app.close();
  });

  it('turns every error into {success:false, error, code} and hides internals of 5xx', async () => {
    const { app, logs } = await createTestApp(database);
    app.get('/api/v1/test-boom', () => {
      throw new Error('segredo interno: senha do banco');
    });
    app.post('/api/v1/test-echo', (request) => request.body ?? null);
    app.get('/api/v1/test-conflict', () => {
      throw errors.conflict('Este testamento já foi concluído.');
    });
    const boom = await app.inject({ method: 'GET', url: '/api/v1/test-boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      success: false,
      error: 'Ocorreu um erro interno. Tente novamente em instantes.',
      code: 'INTERNAL_ERROR',
    });
    expect(boom.body).not.toContain('segredo');
    expect(logs.text).toContain('request failed');
    const conflict = await app.inject({ method: 'GET', url: '/api/v1/test-conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      error: 'Este testamento já foi concluído.',
      code: 'CONFLICT',
    });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      success: false,
      error: 'O corpo da requisição não é um JSON válido.',
      code: 'VALIDATION_ERROR',
    });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await app.close();
  });

  it('never logs authorization headers, cookies or query strings', async () => {
    const { app, logs } = await createTestApp(database);
    await app.inject({
      method: 'GET',
      url: '/api/v1/health?token=abc-secreto-123',
      headers: { authorization: 'Bearer eyJ-segredo', cookie: 'better-auth.session_token=xyz' },
    });
    expect(logs.text).toContain('/api/v1/health');
    expect(logs.text).not.toContain('abc-secreto-123');
    expect(logs.text).not.toContain('eyJ-segredo');
    expect(logs.text).not.toContain('xyz');
    await app.close();
  });

  it('answers 503 when the database stops answering', async () => {
    const { database: doomed, drop: dropDoomed } = await target.open();
    const { app } = await createTestApp(doomed);
    await doomed.close();
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      status: 'degraded',
      database: 'unavailable',
    });
    await app.close();
    await dropDoomed();
  });
});
