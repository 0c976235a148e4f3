import { describe, expect, it } from 'vitest';
import { evaluateRules, REFERENCE_FAMILIES, referenceWill } from '@legado/contract';
import { recomputeDerived } from '../testaments/finalize-testament.ts';
import { pdfPageTexts } from './pdf-test-support.ts';
import { layoutWillPdf } from './render-will-pdf-job.ts';

// Issue #17: one reference family's will, concluded as the server concludes it and laid out by
// the PDF renderer, reads in the PDF as LEGAL-BR §2 says (the text of every family is asserted in
// contract/src/documents/reference-family-wills.test.ts).

describe('a reference family’s will in the PDF', () => {
  it('names the widow’s heirs with their parts, the grandchildren by representation, and counts its sheets', async () => {
    const family = REFERENCE_FAMILIES.viuvaComNetos;
    const draft = referenceWill(family);
    // The person kept everything to the son, acknowledging that it invades the grandchildren's part.
    draft.validacoes = evaluateRules(draft, {
      today: draft.formalidades.data,
      acknowledged: family.acknowledged,
    });
    const content = recomputeDerived(draft);
    const layout = await layoutWillPdf({
      content,
      status: 'concluido',
      testamentId: 'familia-viuva',
      contentSha256: 'abc',
    });
    const pages = await pdfPageTexts(layout.pdf);
    const willPages = pages.length - 1;
    const text = pages.slice(0, -1).join(' ');
    expect(layout.folhas).toBe(willPages);
    expect(text).toMatch(
      new RegExp(`Este testamento contém ${willPages} \\(\\p{L}+\\) folhas?`, 'u'),
    );
    expect(text).toContain('Eu, Helena Duarte Ramos, brasileira');
    expect(text).toContain('viúva');
    for (const heir of [
      'Otávio Nunes (filho), com 1/4 (um quarto) da herança',
      'Rui Nunes Alves (neto), com 1/8 (um oitavo) da herança',
      'Sara Nunes Alves (neta), com 1/8 (um oitavo) da herança',
    ]) {
      expect(text).toContain(heir);
    }
    expect(text).toContain('por representação de sua mãe, Paula Nunes, pré-morta');
    expect(text).toContain('serão reduzidas na medida necessária');
    expect(text).not.toContain('Respeito integralmente a legítima');
    expect(text).toContain('Testadora');
    expect(text).not.toMatch(/\p{L}\((?:a|o)\)/u);
  }, 60_000);
});
