import { describe, expect, it } from 'vitest';
import { signingInstructions } from './signing-instructions.ts';

describe('signingInstructions', () => {
  it('tells how to sign a testamento particular with three witnesses in one sitting', () => {
    const text = signingInstructions('particular').passos.join(' ');
    expect(text).toMatch(/sem alterar/);
    expect(text).toMatch(/três testemunhas/);
    expect(text).toMatch(/voz alta/);
    expect(text).toMatch(/único encontro/);
    expect(text).toMatch(/última página e rubricam todas as páginas/);
    expect(text).toMatch(/nome completo e o CPF/);
    expect(text).toMatch(/testamenteiro/);
    expect(text).toMatch(/não é registrado/);
  });

  it('tells how to take a público minuta to a notary or e-Notariado with two witnesses', () => {
    const instructions = signingInstructions('publico');
    const text = instructions.passos.join(' ');
    expect(instructions.titulo).toMatch(/público/);
    expect(text).toMatch(/tabelionato de notas/);
    expect(text).toMatch(/e-Notariado/);
    expect(text).toMatch(/duas testemunhas/);
    expect(instructions.aviso).toMatch(/não presta assessoria jurídica/);
  });
});
