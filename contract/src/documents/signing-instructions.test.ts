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
    expect(text).toMatch(/nome completo, o CPF e o endereço/);
    expect(text).toMatch(/testamenteiro/);
    expect(text).toMatch(/não é registrado/);
    // The date rule: sign on the printed date, or generate the document again.
    expect(text).toMatch(/Assine na data impressa/);
    expect(text).toMatch(/gere o documento de novo/);
    expect(text).toMatch(
      /Registro de Títulos e Documentos \(Lei nº 6\.015\/1973, art\. 127, VII\)/,
    );
    expect(text).toMatch(/confirmado em juízo com as testemunhas/);
  });

  it('points a donor to the free AEDO on e-Notariado, and only a donor', () => {
    for (const forma of ['particular', 'publico'] as const) {
      expect(signingInstructions(forma).passos.join(' ')).not.toMatch(/AEDO/);
      const text = signingInstructions(forma, { doacaoOrgaos: true }).passos.join(' ');
      expect(text).toMatch(/Autorização Eletrônica de Doação de Órgãos \(AEDO\), gratuita/);
      expect(text).toMatch(/Provimento CNJ nº 164\/2024/);
    }
  });

  it('tells how to take a público minuta to a notary or e-Notariado with two witnesses', () => {
    const instructions = signingInstructions('publico');
    const text = instructions.passos.join(' ');
    expect(instructions.titulo).toMatch(/público/);
    expect(text).toMatch(/tabelionato de notas/);
    expect(text).toMatch(/e-Notariado/);
    expect(text).toMatch(/duas testemunhas/);
    expect(text).toMatch(/Provimento CNJ nº 149\/2023/);
    expect(text).not.toMatch(/100\/2020/);
    expect(text).toMatch(/certificado digital notarizado/);
    expect(text).toMatch(/CENSEC/);
    expect(text).toMatch(/Não o assine nem o rubrique/);
    expect(instructions.aviso).toMatch(/não presta assessoria jurídica/);
  });
});
