import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotarySteps } from './notary-steps';
import { SigningRecord } from './signing-record';

function renderRecord(signing: Parameters<typeof SigningRecord>[0]['signing']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SigningRecord
        testamentId="11111111-1111-4111-8111-111111111111"
        content={EXAMPLE_TESTAMENT}
        signing={signing}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Assinatura' });
}

const nameOf = (id: string) => EXAMPLE_TESTAMENT.pessoas.find((pessoa) => pessoa.id === id)!.nome;

describe('after the PDF', () => {
  it('a particular will not yet recorded as signed offers "Já assinei"', () => {
    const section = renderRecord(null);
    expect(within(section).getByRole('button', { name: 'Já assinei' })).toBeVisible();
  });

  it('a recorded signing shows the date, the witnesses by name, the place and a reminder naming the testamenteiro', () => {
    const [first, second] = EXAMPLE_TESTAMENT.formalidades.testemunhaIds;
    const section = renderRecord({
      signed_on: '2026-03-05',
      witness_ids: [first!, second!],
      original_location: 'Cofre de casa',
      recorded_at: '2026-03-05T15:00:00.000Z',
    });
    expect(section).toHaveTextContent('Assinado em 05/03/2026');
    expect(section).toHaveTextContent(
      `Testemunhas que assinaram: ${nameOf(first!)}, ${nameOf(second!)}`,
    );
    expect(section).toHaveTextContent('Original guardado em: Cofre de casa');
    const executor = nameOf(EXAMPLE_TESTAMENT.testamenteiros[0]!.pessoaId);
    expect(within(section).getByRole('note')).toHaveTextContent(
      `Conte a ${executor}, seu testamenteiro, onde está o original`,
    );
    expect(within(section).getByRole('button', { name: 'Corrigir o registro' })).toBeVisible();
  });

  it('a público minuta gets the steps to book the notary, in person or through e-Notariado', () => {
    render(<NotarySteps />);
    const section = screen.getByRole('region', { name: 'Como agendar no cartório' });
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(section).toHaveTextContent('tabelionato de notas');
    expect(section).toHaveTextContent('e-Notariado');
    expect(section).toHaveTextContent('Provimento CNJ nº 149/2023');
    expect(section).toHaveTextContent('duas testemunhas');
    expect(section).toHaveTextContent('certificado digital notarizado');
  });
});
