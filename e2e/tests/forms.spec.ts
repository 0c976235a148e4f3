import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStoryUntil } from '../support/story-chat.ts';

// The forms the assistant opens, used as someone on a phone with a keyboard would: no mouse, and
// nothing typed is lost when the assistant refuses an entry or the form is closed.

/** Types one entry from the field that has the focus, Tab by Tab. */
async function typeEntry(page: Page, values: string[]): Promise<void> {
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    if (value) await page.keyboard.type(value);
  }
}

const inputValues = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByLabel(label, { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('the forms work with the keyboard alone, and a refused or closed form keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('formularios'));
  await expect(page.locator('[role="log"]')).toContainText('Olá!');

  // Up to the shares question: the children form opens on the way and is closed (no children).
  const chat = await answerStoryUntil(page, SINGLE_PERSON, 'heranca');

  // Beneficiaries: the dialog's first stop is its close button; Tab to the first field.
  const dialog = page.getByRole('dialog', { name: 'Quem recebe parte da herança' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Nome completo ou razão social')).toBeFocused();
  await typeEntry(page, ['João Pedro Alves', '60', '']);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Adicionar outro' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The new entry's first field has the focus.
  await expect(dialog.getByLabel('Nome completo ou razão social').nth(1)).toBeFocused();
  await typeEntry(page, ['Associação Amigos do Bem', '40', '11.222.333/0001-81']);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const log = page.locator('[role="log"]');
  await expect(log).toContainText('Enviei o formulário: quem recebe parte da herança.');
  // The same shares as the story types.
  chat.answeredOnPage();
  // The next question's form opens by itself (closing the first must not close it too).
  await expect(page.getByRole('dialog', { name: 'Bens ou valores específicos' })).toBeVisible();

  // The typed answers again, from the gifts question to the witnesses'.
  await chat.answerUntil('testemunhas');

  // Witnesses: one of them also receives a share, which the law forbids (art. 1.801, II).
  const witnesses = page.getByRole('dialog', { name: 'Testemunhas' });
  await expect(witnesses).toBeVisible();
  await page.keyboard.press('Tab');
  await typeEntry(page, ['João Pedro Alves', '987.654.321-00', '20/01/1970']);
  // Past the (closed) optional address to "Adicionar outro".
  await page.keyboard.press('Tab');
  await expect(witnesses.getByText('Endereço (opcional)', { exact: true }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await typeEntry(page, ['Juliana Pereira Santos', '246.813.579-28', '02/11/1985']);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(witnesses.getByRole('button', { name: 'Adicionar outro' })).toBeFocused();
  await page.keyboard.press('Enter');
  await typeEntry(page, ['Marcos Vinícius Rocha', '135.792.468-28', '14/07/1990']);
  await page.keyboard.press('Enter');

  await expect(witnesses.getByRole('alert')).toContainText('O assistente não aceitou');
  await expect(witnesses.getByRole('alert')).toContainText('1.801');
  const typed = ['João Pedro Alves', 'Juliana Pereira Santos', 'Marcos Vinícius Rocha'];
  expect(await inputValues(page, 'Nome completo')).toEqual(typed);
  expect(await inputValues(page, 'CPF')).toEqual([
    '987.654.321-00',
    '246.813.579-28',
    '135.792.468-28',
  ]);

  // Closed by mistake: the focus is back in the answer box, and the page offers the form again
  // right before it, with everything still there.
  await page.keyboard.press('Escape');
  await expect(witnesses).toBeHidden();
  await expect(page.getByLabel('Sua resposta')).toBeFocused();
  const reopen = page.getByRole('button', { name: 'Preencher o formulário: testemunhas' });
  await page.keyboard.press('Shift+Tab');
  await expect(reopen).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(witnesses).toBeVisible();
  expect(await inputValues(page, 'Nome completo')).toEqual(typed);

  // Another person in the first entry, and it goes through.
  await witnesses.getByLabel('Nome completo', { exact: true }).first().focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Roberto Carlos Lima');
  await page.keyboard.press('Enter');
  await expect(witnesses).toBeHidden();
  // Taken: the focus is in the answer box before the next key, so an answer typed at once
  // starts with its first letter.
  await page.keyboard.type('nao');
  await expect(page.getByLabel('Sua resposta')).toHaveValue('nao');
  await page.getByLabel('Sua resposta').fill('');
  await expect(reopen).toBeHidden();
  await expect(page.getByLabel('Sua resposta')).toBeFocused();

  // The story's witnesses are these three.
  chat.answeredOnPage();
  await chat.finish();
  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Roberto Carlos Lima');
  await expect(preview).toContainText('Associação Amigos do Bem');
});
