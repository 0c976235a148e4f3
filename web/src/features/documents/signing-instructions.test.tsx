import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SigningInstructions } from './signing-instructions';

describe('SigningInstructions', () => {
  it('lists the steps to sign a testamento particular before three witnesses', () => {
    render(<SigningInstructions forma="particular" />);
    const section = screen.getByRole('region', {
      name: 'Como assinar o seu testamento particular',
    });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(section).toHaveTextContent('três testemunhas');
    expect(section).toHaveTextContent('rubricam todas as páginas');
    expect(section).toHaveTextContent('nome completo, o CPF e o endereço');
    expect(section).toHaveTextContent('Assine na data impressa');
    expect(section).toHaveTextContent('não é registrado em nenhum cadastro central');
  });

  it('tells where to take a público minuta', () => {
    render(<SigningInstructions forma="publico" />);
    const section = screen.getByRole('region', { name: 'Como fazer o seu testamento público' });
    expect(section).toHaveTextContent('tabelionato de notas');
    expect(section).toHaveTextContent('e-Notariado');
    expect(section).toHaveTextContent('duas testemunhas');
    expect(section).toHaveTextContent('não presta assessoria jurídica');
  });

  it('adds the AEDO step only when the will states an organ-donation wish', () => {
    const { unmount } = render(<SigningInstructions forma="particular" />);
    expect(screen.getByRole('region')).not.toHaveTextContent('AEDO');
    unmount();
    render(<SigningInstructions forma="particular" doacaoOrgaos />);
    expect(screen.getByRole('region')).toHaveTextContent('AEDO');
  });
});
