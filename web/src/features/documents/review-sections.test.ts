import { EXAMPLE_TESTAMENT, type TestamentContent } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { reviewSections } from './review-sections';

describe('reviewSections', () => {
  it('lists each part with its current values and the chat command that reopens it', () => {
    const sections = reviewSections(EXAMPLE_TESTAMENT);
    expect(sections.map((s) => s.title)).toEqual([
      'Identificação',
      'Família',
      'Herança e legados',
      'Cláusulas',
      'Testamenteiro',
      'Desejos',
      'Testemunhas e forma',
    ]);
    const byTitle = Object.fromEntries(sections.map((s) => [s.title, s]));
    expect(byTitle['Identificação']?.values).toEqual([
      'Carlos Alberto Mendes',
      'CPF 529.982.247-25 · nascimento 15/06/1975',
      'Rua das Flores, 123 — São Paulo/SP',
    ]);
    expect(byTitle['Família']?.values).toEqual([
      'Estado civil: casado (Maria Helena Mendes)',
      'Filhos: Ana Clara Mendes e Pedro Henrique Mendes',
    ]);
    expect(byTitle['Herança e legados']?.values).toContain(
      'o relógio de ouro que foi do meu pai para Pedro Henrique Mendes',
    );
    expect(byTitle['Herança e legados']?.command).toBe('alterar herança');
    expect(byTitle['Cláusulas']?.values).toEqual(['Nada informado.']);
    expect(byTitle['Testemunhas e forma']?.values).toEqual([
      'Forma: testamento particular',
      'Testemunhas: Roberto Carlos Lima, Juliana Pereira Santos e Marcos Vinícius Rocha',
      'Local: São Paulo/SP',
    ]);
  });

  it('agrees with a testator who is a woman, and lists Tutela when a child is a minor', () => {
    const content: TestamentContent = structuredClone(EXAMPLE_TESTAMENT);
    content.testador.sexo = 'feminino';
    content.familia.descendentes[1]!.menor = true;
    const sections = reviewSections(content);
    expect(sections.find((s) => s.id === 'familia')?.values[0]).toBe(
      'Estado civil: casada (Maria Helena Mendes)',
    );
    expect(sections.find((s) => s.id === 'tutela')).toMatchObject({
      title: 'Tutela',
      command: 'alterar tutela',
      values: ['Nada informado.'],
    });
  });
});
