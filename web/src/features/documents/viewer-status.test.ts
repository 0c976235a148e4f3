import { describe, expect, it } from 'vitest';
import { documentsText } from './messages';

describe('documentsText.viewerStatus', () => {
  it('never tells the person to sign a concluded public minuta', () => {
    const text = documentsText.viewerStatus(true, 'publico');
    expect(text).toMatch(/tabelionato/);
    expect(text).not.toMatch(/assine com as testemunhas/);
  });

  it('tells the person to print and sign a concluded particular will', () => {
    expect(documentsText.viewerStatus(true, 'particular')).toMatch(/assine com as testemunhas/);
  });

  it('asks to confirm first while the will is a draft', () => {
    expect(documentsText.viewerStatus(false, 'publico')).toMatch(/confirme o testamento/);
  });
});

describe('documentsText.pageOf', () => {
  it('counts the will’s pages without the signing-instructions page at the end', () => {
    // A PDF of 4 pages: 3 of the will, then the instructions.
    expect(documentsText.pageOf(1, 4)).toBe('Página 1 de 3');
    expect(documentsText.pageOf(3, 4)).toBe('Página 3 de 3');
    expect(documentsText.pageOf(4, 4)).toMatch(/^Instruções de assinatura/);
  });
});
