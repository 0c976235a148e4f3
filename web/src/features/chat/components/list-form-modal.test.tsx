import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormSubmitResult } from '../chat-context';
import { ListFormModal, type ListFormItem } from './list-form-modal';

const good = [
  { nome: 'Roberto Carlos Lima', cpf: '987.654.321-00', dataNascimento: '20/01/1970' },
  { nome: 'Juliana Pereira Santos', cpf: '246.813.579-28', dataNascimento: '02/11/1985' },
];

function renderWitnesses({
  result = { status: 'accepted' },
  initialItems,
}: { result?: FormSubmitResult; initialItems?: ListFormItem[] } = {}) {
  const onSubmit = vi.fn((_summary: string, _values: { itens: Record<string, unknown>[] }) =>
    Promise.resolve(result),
  );
  const onDismiss = vi.fn((_items: ListFormItem[]) => undefined);
  const onAccepted = vi.fn(() => undefined);
  render(
    <ListFormModal
      name="testemunhas"
      initialItems={initialItems}
      onDismiss={onDismiss}
      onAccepted={onAccepted}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onDismiss, onAccepted, dialog: screen.getByRole('dialog') };
}

function fillWitness(index: number, witness: (typeof good)[number]) {
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getAllByLabelText(label)[index]!;
  fireEvent.change(field('Nome completo'), { target: { value: witness.nome } });
  fireEvent.change(field('CPF'), { target: { value: witness.cpf } });
  fireEvent.change(field('Data de nascimento'), { target: { value: witness.dataNascimento } });
}

const names = () =>
  within(screen.getByRole('dialog'))
    .getAllByLabelText('Nome completo')
    .map((input) => (input as HTMLInputElement).value);

describe('ListFormModal', () => {
  it('sends the entries and tells the page when the assistant took them', async () => {
    const { onSubmit, onAccepted, onDismiss } = renderWitnesses();
    fillWitness(0, good[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('Enviei o formulário: testemunhas.', {
      itens: [good[0]],
    });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a refused form stays open with everything typed and the assistant’s reason', async () => {
    const reason = 'Roberto Carlos Lima não pode ser testemunha (art. 1.801, II).';
    const { onAccepted, onDismiss } = renderWitnesses({ result: { status: 'refused', reason } });
    fillWitness(0, good[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar outro' }));
    fillWitness(1, good[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O assistente não aceitou estes dados:');
    expect(alert).toHaveTextContent(reason);
    expect(names()).toEqual([good[0]!.nome, good[1]!.nome]);
    expect(
      screen.getAllByLabelText('CPF').map((input) => (input as HTMLInputElement).value),
    ).toEqual([good[0]!.cpf, good[1]!.cpf]);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('a form that did not reach the server stays open with everything typed', async () => {
    const { onAccepted } = renderWitnesses({ result: { status: 'failed' } });
    fillWitness(0, good[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(names()).toEqual([good[0]!.nome]);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('closing without sending hands back what was typed, and opening again with it restores it', () => {
    const { onDismiss } = renderWitnesses();
    fillWitness(0, good[0]!);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const handedBack = onDismiss.mock.calls[0]![0];
    // The address fields, untouched, come back empty.
    expect(handedBack).toEqual([expect.objectContaining({ ...good[0], 'endereco.cidade': '' })]);
    cleanup();
    renderWitnesses({ initialItems: handedBack });
    expect(names()).toEqual([good[0]!.nome]);
    expect(screen.getByLabelText<HTMLInputElement>('CPF').value).toBe(good[0]!.cpf);
  });

  it('a form whose answer is asked in the chat makes way, handing back what was typed', async () => {
    const { onDismiss, onAccepted } = renderWitnesses({ result: { status: 'confirm' } });
    fillWitness(0, good[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onDismiss).toHaveBeenCalledWith([expect.objectContaining(good[0])]));
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('starts from the entries it is given', () => {
    renderWitnesses({ initialItems: [good[0]!, good[1]!] });
    expect(names()).toEqual([good[0]!.nome, good[1]!.nome]);
  });

  it('"Adicionar outro" puts the focus in the new entry’s first field', async () => {
    renderWitnesses();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar outro' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByLabelText('Nome completo')[1]),
    );
  });

  it('removing an entry puts the focus in the entry that took its place', async () => {
    const third = { nome: 'Marcos Vinícius Rocha', cpf: '135.792.468-28', dataNascimento: '' };
    renderWitnesses({ initialItems: [good[0]!, good[1]!, third] });
    fireEvent.click(screen.getByRole('button', { name: 'Remover testemunha 2' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByLabelText('Nome completo')[1]),
    );
    expect(names()).toEqual([good[0]!.nome, third.nome]);
  });

  it('removing the last entry puts the focus in the one before', async () => {
    renderWitnesses({ initialItems: [good[0]!, good[1]!] });
    fireEvent.click(screen.getByRole('button', { name: 'Remover testemunha 2' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Nome completo')),
    );
    expect(names()).toEqual([good[0]!.nome]);
  });

  it('sending with a field to fix puts the focus on it and sends nothing', () => {
    const { onSubmit } = renderWitnesses();
    fillWitness(0, { ...good[0]!, cpf: '111.111.111-11' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const cpf = screen.getByLabelText('CPF');
    expect(document.activeElement).toBe(cpf);
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos destacados');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a witness address begun must have street, number, city and state; it is sent nested', async () => {
    const { onSubmit, onAccepted } = renderWitnesses();
    fillWitness(0, good[0]!);
    const dialog = screen.getByRole('dialog');
    const group = within(dialog)
      .getByText('Endereço (opcional)', { selector: 'summary' })
      .closest('details')!;
    expect(group.open).toBe(false);
    fireEvent.click(within(dialog).getByText('Endereço (opcional)', { selector: 'summary' }));
    fireEvent.change(within(dialog).getByLabelText('Cidade'), { target: { value: 'Campinas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const street = within(dialog).getByLabelText('Rua, avenida…');
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Complemento (opcional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(street, { target: { value: 'Rua A' } });
    fireEvent.change(within(dialog).getByLabelText('Número'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Estado (UF)'), { target: { value: 'SP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toEqual({
      itens: [
        {
          ...good[0],
          endereco: { logradouro: 'Rua A', numero: '10', cidade: 'Campinas', uf: 'SP' },
        },
      ],
    });
  });

  it('opens with a witness address already known shown', () => {
    renderWitnesses({
      initialItems: [{ ...good[0]!, 'endereco.cidade': 'Campinas', 'endereco.uf': 'SP' }],
    });
    const group = within(screen.getByRole('dialog'))
      .getByText('Endereço (opcional)', { selector: 'summary' })
      .closest('details')!;
    expect(group.open).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Cidade').value).toBe('Campinas');
  });
});
