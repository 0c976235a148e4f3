import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { eventually } from '../../../test/eventually.ts';
import { RENDERER_READY } from './will-pdf-protocol.ts';
import { PdfRendererBusyError, PdfRenderError, WillPdfProcess } from './will-pdf-process.ts';

const input = {
  content: EXAMPLE_TESTAMENT,
  status: 'draft' as const,
  testamentId: 'id',
  contentSha256: 'hash',
};

const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-renderer-'));
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));

/** A stand-in renderer: says it is ready, then does `onRequest` with each request. */
function fakeRenderer(name: string, onRequest: string): string {
  const file = path.join(fixtures, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `process.on('message', (request) => { ${onRequest} });
process.on('disconnect', () => process.exit(0));
process.send(${JSON.stringify(RENDERER_READY)});`,
  );
  return file;
}

/** Whether a process runs; a zombie (exited, not yet reaped by its new parent) does not. */
const isAlive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

const noFallback = async (): Promise<Buffer> => {
  throw new Error('the fallback must not run');
};

describe('WillPdfProcess', () => {
  it('renders in process when the renderer cannot start, and says so', async () => {
    const fallback = vi.fn(async () => Buffer.from('%PDF-fallback'));
    const onRendererFailure = vi.fn();
    const renderer = new WillPdfProcess({
      entry: path.join(fixtures, 'no-such-renderer.mjs'),
      fallback,
      onRendererFailure,
    });
    expect((await renderer.render(input)).toString()).toBe('%PDF-fallback');
    expect((await renderer.render(input)).toString()).toBe('%PDF-fallback');
    expect(renderer.mode).toBe('in-process');
    expect(fallback).toHaveBeenCalledTimes(2);
    expect(onRendererFailure).toHaveBeenCalledTimes(1);
    await renderer.close();
  });

  it('falls back when the renderer never says it is ready', async () => {
    const file = path.join(fixtures, 'silent.mjs');
    fs.writeFileSync(file, 'setInterval(() => {}, 1000);');
    const fallback = vi.fn(async () => Buffer.from('%PDF-fallback'));
    const renderer = new WillPdfProcess({ entry: file, fallback, startTimeoutMs: 300 });
    expect((await renderer.render(input)).toString()).toBe('%PDF-fallback');
    expect(renderer.mode).toBe('in-process');
    await renderer.close();
  });

  it('refuses renders once closed, even one waiting for the renderer to start', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer('closing', ''),
      fallback: noFallback,
    });
    const waiting = renderer.render(input);
    await renderer.close();
    await expect(waiting).rejects.toThrow('O gerador de PDF foi encerrado.');
    await expect(renderer.render(input)).rejects.toThrow('O gerador de PDF foi encerrado.');
    expect(renderer.pid).toBeUndefined();
  });

  it('gets the bytes back through the IPC channel, for several renders in flight', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'echo',
        `process.send({ id: request.id, ok: true, pdf: new TextEncoder().encode('%PDF-' + request.id + '-' + request.input.testamentId) });`,
      ),
      fallback: noFallback,
    });
    const pdfs = await Promise.all([1, 2, 3].map(() => renderer.render(input)));
    expect(pdfs.map((pdf) => pdf.toString())).toEqual(['%PDF-1-id', '%PDF-2-id', '%PDF-3-id']);
    expect(Buffer.isBuffer(pdfs[0])).toBe(true);
    expect(renderer.mode).toBe('child-process');
    await renderer.close();
  });

  it('passes a render error on, and keeps the renderer for the next render', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'fails-first',
        `process.send(request.id === 1 ? { id: 1, ok: false, error: 'fonte ausente' } : { id: request.id, ok: true, pdf: new Uint8Array([37]) });`,
      ),
      fallback: noFallback,
    });
    await expect(renderer.render(input)).rejects.toThrow('fonte ausente');
    const pid = renderer.pid;
    expect((await renderer.render(input)).toString()).toBe('%');
    expect(renderer.pid).toBe(pid);
    await renderer.close();
  });

  it('kills a renderer that overruns, and starts a new one for the next render', async () => {
    const onRendererFailure = vi.fn();
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'stuck-first',
        `if (request.id !== 1) process.send({ id: request.id, ok: true, pdf: new Uint8Array([37]) });`,
      ),
      fallback: noFallback,
      timeoutMs: 300,
      startTimeoutMs: 30_000,
      onRendererFailure,
    });
    await renderer.warmUp();
    const stuck = renderer.pid!;
    await expect(renderer.render(input)).rejects.toThrow('A geração do PDF passou de 300 ms.');
    expect(onRendererFailure).toHaveBeenCalledTimes(1);
    await eventually(() => expect(isAlive(stuck)).toBe(false));
    expect((await renderer.render(input)).toString()).toBe('%');
    expect(renderer.pid).not.toBe(stuck);
    await renderer.close();
  });

  it('fails the pending render when the renderer dies, and recovers', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'dies-first',
        `if (request.id === 1) process.exit(3); process.send({ id: request.id, ok: true, pdf: new Uint8Array([37]) });`,
      ),
      fallback: noFallback,
    });
    await expect(renderer.render(input)).rejects.toThrow('O gerador de PDF parou (código 3).');
    expect((await renderer.render(input)).toString()).toBe('%');
    await renderer.close();
  });

  it('fails a slow render alone: the renders queued behind it still get their PDF', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'slow-first',
        `if (request.id !== 1) process.send({ id: request.id, ok: true, pdf: new Uint8Array([request.id]) });`,
      ),
      fallback: noFallback,
      timeoutMs: 400,
      startTimeoutMs: 30_000,
    });
    const [slow, second, third] = [1, 2, 3].map(() =>
      renderer.render(input).then(
        (pdf) => pdf[0],
        (error: unknown) => error,
      ),
    );
    const failure = await slow;
    expect(failure).toBeInstanceOf(PdfRenderError);
    expect((failure as PdfRenderError).reason).toBe('timeout');
    expect(await second).toBe(2);
    expect(await third).toBe(3);
    await renderer.close();
  });

  it("counts each render's time from when it starts, not from when it was queued", async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'steady',
        `setTimeout(() => process.send({ id: request.id, ok: true, pdf: new Uint8Array([request.id]) }), 150);`,
      ),
      fallback: noFallback,
      timeoutMs: 400,
      startTimeoutMs: 30_000,
    });
    // Six renders of 150 ms each: the last waits 750 ms in line, but none takes 400 ms itself.
    const pdfs = await Promise.all([1, 2, 3, 4, 5, 6].map(() => renderer.render(input)));
    expect(pdfs.map((pdf) => pdf[0])).toEqual([1, 2, 3, 4, 5, 6]);
    await renderer.close();
  });

  it('fails a render that crashes the renderer alone, and renders the rest', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer(
        'poison-first',
        `if (request.id === 1) process.exit(9); process.send({ id: request.id, ok: true, pdf: new Uint8Array([request.id]) });`,
      ),
      fallback: noFallback,
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        renderer.render(input).then(
          (pdf) => pdf[0],
          (error: unknown) => (error as PdfRenderError).reason,
        ),
      ),
    );
    expect(results).toEqual(['crashed', 2, 3]);
    await renderer.close();
  });

  it('refuses a render when too many are waiting', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer('never-answers', ''),
      fallback: noFallback,
      maxQueued: 2,
    });
    await renderer.warmUp();
    const inFlight = [1, 2, 3].map(() => renderer.render(input).catch(() => undefined));
    await expect(renderer.render(input)).rejects.toBeInstanceOf(PdfRendererBusyError);
    await renderer.close();
    await Promise.all(inFlight);
  });

  it('stops an idle renderer', async () => {
    const renderer = new WillPdfProcess({
      entry: fakeRenderer('idle', ''),
      fallback: noFallback,
      idleMs: 100,
    });
    await renderer.warmUp();
    const pid = renderer.pid!;
    await eventually(() => expect(isAlive(pid)).toBe(false));
    expect(renderer.pid).toBeUndefined();
    await renderer.close();
  });

  it('leaves no renderer behind when the server is killed with SIGKILL', async () => {
    const module = pathToFileURL(path.join(import.meta.dirname, 'render-will-pdf.ts')).href;
    const server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { warmUpWillPdfRenderer, willPdfRendererPid } = await import(${JSON.stringify(module)});
await warmUpWillPdfRenderer();
console.log(willPdfRendererPid());
setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let rendererPid = 0;
    try {
      const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]();
      const { value: line } = await lines.next();
      rendererPid = Number(line);
      expect(rendererPid).toBeGreaterThan(0);
      expect(isAlive(rendererPid)).toBe(true);
    } finally {
      server.kill('SIGKILL');
    }
    await eventually(() => expect(isAlive(rendererPid)).toBe(false));
  }, 60_000);
});
