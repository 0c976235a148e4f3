import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT, willText, type TestamentContent } from '@legado/contract';
import { longWill, pdfPagePathCounts, pdfPageTexts } from './pdf-test-support.ts';
import { layoutWillPdf } from './render-will-pdf-job.ts';
import { splitClosing } from './will-pdf-document.tsx';

// Layout rules of the printed will (LEGAL-BR §1, §8; CC 1.876 § 2º), rendered in this process.

function inputFor(content: TestamentContent) {
  return { content, status: 'concluido' as const, testamentId: 'doc-1', contentSha256: 'abc' };
}

function woman(): TestamentContent {
  const will = longWill();
  will.testador = { ...will.testador, nome: 'Helena Duarte Mendes', sexo: 'feminino' };
  will.pessoas[3]!.endereco = {
    logradouro: 'Rua Augusta',
    numero: '1500',
    cidade: 'São Paulo',
    uf: 'SP',
  };
  return will;
}

describe('splitClosing', () => {
  it('keeps the sheet count with the signatures and lets the rest of the closing flow', () => {
    const { flowing, kept } = splitClosing(
      willText(EXAMPLE_TESTAMENT, { status: 'concluido', folhas: 3 }),
    );
    expect(flowing).toMatch(/^Por ser esta a expressão .* \(Código Civil, art\. 1\.876, § 2º\)\.$/);
    expect(kept).toBe(
      'Este testamento contém 3 (três) folhas, numeradas e rubricadas por mim e pelas testemunhas.',
    );
  });

  it('keeps a one-sentence closing whole, and a minuta’s closing flows as one paragraph', () => {
    const single = willText(EXAMPLE_TESTAMENT);
    expect(splitClosing(single)).toEqual({ kept: single.fecho.texto });
    const content = structuredClone(EXAMPLE_TESTAMENT);
    content.formalidades.forma = 'publico';
    const minuta = willText(content);
    expect(splitClosing(minuta)).toEqual({ kept: minuta.fecho.texto });
  });
});

describe('layoutWillPdf', () => {
  it('states the real number of sheets and cancels the space left before the closing', async () => {
    let filled = 0;
    for (const content of [EXAMPLE_TESTAMENT, woman()]) {
      const layout = await layoutWillPdf(inputFor(content));
      const pages = await pdfPageTexts(layout.pdf);
      const willPages = pages.length - 1;
      expect(layout.folhas).toBe(willPages);
      expect(pages.join(' ')).toMatch(
        new RegExp(`Este testamento contém ${willPages} \\(\\p{L}+\\) folhas?`, 'u'),
      );
      expect(layout.passes).toBeLessThanOrEqual(2);
      // The closing and the signatures stay together; when they had to move on, the line that
      // cancels the space they left stands on the page left behind.
      const { closingPage = 0, textEndPage = 0, fillerPage } = layout.probe;
      const paths = await pdfPagePathCounts(layout.pdf);
      if (closingPage > textEndPage) {
        expect(fillerPage).toBe(textEndPage);
        // That page draws more than the first page, which has the same footer: the line.
        expect(paths[textEndPage - 1]).toBeGreaterThan(paths[0] ?? 0);
        filled++;
      }
    }
    // Both fixtures leave such a space as they are written today: the line is really exercised.
    expect(filled).toBeGreaterThan(0);
  }, 60_000);

  it('captions a woman’s signature "Testadora" and prints each witness’s address', async () => {
    const pages = await pdfPageTexts((await layoutWillPdf(inputFor(woman()))).pdf);
    const text = pages.join(' ');
    expect(text).toContain('Testadora');
    expect(text).not.toMatch(/Testador\b/);
    expect(text).toContain('Rua Augusta, nº 1500, São Paulo/SP');
    expect(text).toContain('residente e domiciliada');
    expect(text).not.toMatch(/\p{L}\(a\)/u);
  }, 60_000);

  it('prints a público minuta with no signature line, no initials field and no sheet count', async () => {
    // No path at all on a minuta's pages: no signature line, no initials blank, no filler.
    const content = structuredClone(EXAMPLE_TESTAMENT);
    content.formalidades.forma = 'publico';
    content.formalidades.testemunhaIds = ['p4', 'p5'];
    const layout = await layoutWillPdf(inputFor(content));
    const pages = await pdfPageTexts(layout.pdf);
    const will = pages.slice(0, -1).join(' ');
    expect(layout.passes).toBe(1);
    expect(await pdfPagePathCounts(layout.pdf)).toEqual(pages.map(() => 0));
    expect(will).not.toContain('Rubrica:');
    expect(will).not.toContain('Testemunha 1');
    expect(will).not.toContain('CPF 987.654.321-00');
    expect(will).not.toContain('folhas');
    expect(will).toContain('não deve ser assinada nem rubricada');
    expect(pages.at(-1)).toContain('Provimento CNJ nº 149/2023');
  }, 60_000);

  it('points an organ donor to the AEDO on the instructions page', async () => {
    const pages = await pdfPageTexts((await layoutWillPdf(inputFor(longWill()))).pdf);
    expect(pages.at(-1)).toContain('AEDO');
    expect(pages.slice(0, -1).join(' ')).toContain('Enunciado 277');
  }, 60_000);
});
