import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT, willText } from '@legado/contract';
import { WillPreview } from './will-preview';

describe('WillPreview', () => {
  it('shows the will text from the content: title, numbered clauses and names', () => {
    render(<WillPreview content={EXAMPLE_TESTAMENT} />);
    const preview = screen.getByRole('article', { name: 'Prévia do testamento' });
    expect(
      within(preview).getByRole('heading', { level: 2, name: 'Testamento Particular' }),
    ).toBeVisible();
    for (const clause of willText(EXAMPLE_TESTAMENT).clausulas) {
      expect(
        within(preview).getByRole('heading', {
          level: 3,
          name: `${clause.numero} — ${clause.titulo}`,
        }),
      ).toBeVisible();
    }
    expect(preview).toHaveTextContent('Eu, Carlos Alberto Mendes, de nacionalidade brasileira');
    expect(preview).toHaveTextContent('Lego a Pedro Henrique Mendes (filho) o relógio de ouro');
    expect(preview).toHaveTextContent('São Paulo, 10 de maio de 2025');
  });

  it('ends with a signature line for the testator and each witness, with name and CPF', () => {
    render(<WillPreview content={EXAMPLE_TESTAMENT} status="concluido" />);
    const signatures = within(screen.getByRole('region', { name: 'Assinaturas' })).getAllByRole(
      'listitem',
    );
    expect(signatures.map((item) => item.textContent)).toEqual([
      'Carlos Alberto MendesCPF 529.982.247-25Assinatura de quem faz este testamento',
      'Roberto Carlos LimaCPF 987.654.321-00Testemunha 1',
      'Juliana Pereira SantosCPF 246.813.579-28Testemunha 2',
      'Marcos Vinícius RochaCPF 135.792.468-28Testemunha 3',
    ]);
  });

  it('marks a draft as a minuta and a concluded will not', () => {
    const { rerender } = render(<WillPreview content={EXAMPLE_TESTAMENT} />);
    expect(screen.getByText(/Minuta: revise o texto/)).toBeVisible();
    rerender(<WillPreview content={EXAMPLE_TESTAMENT} status="concluido" />);
    expect(screen.queryByText(/Minuta: revise o texto/)).toBeNull();
  });

  it('renders an already built document as it is, including the público subtitle', () => {
    const content = structuredClone(EXAMPLE_TESTAMENT);
    content.formalidades.forma = 'publico';
    render(<WillPreview document={willText(content, { status: 'concluido' })} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Minuta de Testamento Público' }),
    ).toBeVisible();
    expect(screen.getByText(/tabelionato de notas/)).toBeVisible();
    // A minuta is signed only at the tabelionato: no signature lines in the preview either.
    expect(screen.queryByRole('region', { name: 'Assinaturas' })).toBeNull();
  });

  it('never shows a placeholder or a leaked value', () => {
    render(<WillPreview content={EXAMPLE_TESTAMENT} />);
    expect(screen.getByRole('article').textContent).not.toMatch(/undefined|null|NaN|\[object/);
  });
});
