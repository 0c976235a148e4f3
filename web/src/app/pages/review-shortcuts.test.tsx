import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewShortcuts } from './review-shortcuts';

describe('ReviewShortcuts', () => {
  it('opens the list of parts, and a part sends its chat command', () => {
    const onChange = vi.fn();
    render(<ReviewShortcuts disabled={false} onChange={onChange} document={null} />);
    const toggle = screen.getByRole('button', { name: 'Alterar uma parte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Alterar Família' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Without a document every part is offered, Tutela included.
    expect(screen.getByRole('button', { name: 'Alterar Tutela' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar Família' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ command: 'alterar família' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out Tutela when the document shows no minor child', () => {
    render(
      <ReviewShortcuts
        disabled={false}
        onChange={() => undefined}
        document={EXAMPLE_TESTAMENT as unknown as Record<string, unknown>}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Alterar uma parte' }));
    expect(screen.getByRole('button', { name: 'Alterar Desejos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Alterar Tutela' })).toBeNull();
  });
});
