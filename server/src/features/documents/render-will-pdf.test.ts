import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT, willText } from '@legado/contract';
import { longWill, pdfPageTexts } from './pdf-test-support.ts';
import { renderWillPdfJob } from './render-will-pdf-job.ts';
import {
  closeWillPdfRenderer,
  renderWillPdf,
  warmUpWillPdfRenderer,
  willPdfRendererMode,
} from './render-will-pdf.ts';
import { sha256Canonical } from '../../lib/sha256-canonical.ts';

const TESTAMENT_ID = '0b5f8a1e-3c2d-4e6f-9a7b-1c2d3e4f5a6b';

function inputFor(content = EXAMPLE_TESTAMENT, status: 'draft' | 'concluido' = 'draft') {
  return { content, status, testamentId: TESTAMENT_ID, contentSha256: sha256Canonical(content) };
}

describe('renderWillPdf', () => {
  let draft: Buffer;
  let draftPages: string[];

  beforeAll(async () => {
    await warmUpWillPdfRenderer();
    draft = await renderWillPdf(inputFor());
    draftPages = await pdfPageTexts(draft);
  }, 60_000);

  afterAll(async () => {
    await closeWillPdfRenderer();
  });

  it('renders in a child process started from the .ts source', () => {
    expect(willPdfRendererMode()).toBe('child-process');
  });

  it('prints the will text with the accented names of the testator, heirs and witnesses', () => {
    const text = draftPages.join(' ');
    expect(draft.subarray(0, 5).toString()).toBe('%PDF-');
    for (const name of [
      'Carlos Alberto Mendes',
      'Maria Helena Mendes',
      'Ana Clara Mendes',
      'Pedro Henrique Mendes',
      'Roberto Carlos Lima',
      'Juliana Pereira Santos',
      'Marcos Vinícius Rocha',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('São Paulo, 10 de maio de 2025');
    expect(text).toContain('herança');
    expect(text).toContain('testamentaria');
  });

  it('prints every clause heading of willText', () => {
    const text = draftPages.join(' ');
    for (const clause of willText(EXAMPLE_TESTAMENT).clausulas) {
      expect(text).toContain(`${clause.numero} — ${clause.titulo}`);
    }
  });

  it('puts the page count, the will id, the content hash and the initials space on every will page', () => {
    const willPages = draftPages.slice(0, -1);
    const total = willPages.length;
    willPages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${total}`);
      expect(page).toContain(TESTAMENT_ID);
      expect(page).toContain(sha256Canonical(EXAMPLE_TESTAMENT));
      expect(page).toContain('Rubrica:');
    });
  });

  it('ends with a page of signing instructions for the chosen form', () => {
    const last = draftPages.at(-1)!;
    expect(last).toContain('Como assinar o seu testamento particular');
    expect(last).toContain('não faz parte do testamento');
  });

  it('never prints a placeholder or a leaked value', () => {
    expect(draftPages.join(' ')).not.toMatch(/undefined|null|NaN|\[object|_{3,}/);
  });

  it('watermarks every page of a draft and no page of a concluded will', async () => {
    for (const page of draftPages) expect(page).toContain('MINUTA — NÃO ASSINAR');
    const concluded = await pdfPageTexts(
      await renderWillPdf(inputFor(EXAMPLE_TESTAMENT, 'concluido')),
    );
    expect(concluded.join(' ')).not.toContain('MINUTA');
    expect(concluded.join(' ')).toContain('Carlos Alberto Mendes');
  });

  it('gives identical bytes for the same content, in the child process and in this one alike', async () => {
    const again = await renderWillPdf(inputFor());
    expect(again.equals(draft)).toBe(true);
    const inProcess = await renderWillPdfJob(inputFor());
    expect(inProcess.equals(draft)).toBe(true);
  });

  it('renders a four-page will with continuous page numbers', async () => {
    const pages = await pdfPageTexts(await renderWillPdf(inputFor(longWill())));
    const willPages = pages.length - 1;
    expect(willPages).toBeGreaterThanOrEqual(3);
    expect(pages[willPages - 1]).toContain(`Página ${willPages} de ${willPages}`);
    expect(pages.join(' ')).toContain('Cláusula Sétima');
  });

  it('prints a público minuta with the tabelionato instructions', async () => {
    const content = structuredClone(EXAMPLE_TESTAMENT);
    content.formalidades.forma = 'publico';
    content.formalidades.testemunhaIds = ['p4', 'p5'];
    const pages = await pdfPageTexts(await renderWillPdf(inputFor(content, 'concluido')));
    // The title is set in capitals by the PDF style.
    expect(pages[0]).toContain('MINUTA DE TESTAMENTO PÚBLICO');
    expect(pages.at(-1)).toContain('Como fazer o seu testamento público');
    expect(pages.at(-1)).toContain('e-Notariado');
  });

  it('keeps the event loop free while the renderer works', async () => {
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await renderWillPdf(inputFor(longWill()));
    const duration = performance.now() - started;
    clearInterval(ticker);
    // A render in this thread would stall the timer for about its whole duration; in the renderer
    // the timer keeps ticking. The floor absorbs scheduler noise on a loaded 2-core machine.
    expect(worstGap).toBeLessThan(Math.max(200, duration / 2));
  });
});
