import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { sendAnswer } from '../support/chat.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStory } from '../support/story-chat.ts';

// Issue 16: a stale preview can never be confirmed, confirming is a deliberate step, and a
// concluded will changes through a new version that carries every answer.

const sizes = [
  { name: '360 px', width: 360, height: 740, phone: true },
  { name: '1366 px', width: 1366, height: 768, phone: false },
] as const;

const preview = (page: Page) => page.getByRole('complementary', { name: 'Prévia do testamento' });

/** On a phone the conversation and the document take turns on the screen. */
async function show(page: Page, phone: boolean, view: 'Conversa' | 'Documento') {
  if (phone) await page.getByRole('button', { name: view }).click();
}

/** At the review: "sim" (and "ciente" when alerts wait for it) until the document is back. */
async function confirmReview(page: Page) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const last = page.locator('[role="log"] li').last();
    const text = (await last.textContent()) ?? '';
    await sendAnswer(page, text.includes('"ciente"') ? 'ciente' : 'sim');
    const current = await page.locator('[role="log"] li').last().textContent();
    if (current?.includes('Pronto! Seu testamento foi montado')) return;
  }
  throw new Error('the review did not produce the document');
}

for (const size of sizes) {
  test(`at ${size.name}: a change after the preview makes it stale until the new document arrives, and only that one is confirmed`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUpThroughUi(page, uniqueEmail('desatualizado'));
    await answerStory(page, SINGLE_PERSON);
    await expect(preview(page)).toBeVisible();
    await expect(preview(page).getByRole('button', { name: 'Confirmar testamento' })).toBeEnabled();

    // The blocker of issue 16: "alterar desejos", then a wish.
    await show(page, size.phone, 'Conversa');
    await sendAnswer(page, 'alterar desejos');
    await show(page, size.phone, 'Documento');
    await expect(
      preview(page).getByRole('heading', { name: 'Prévia do seu testamento (desatualizada)' }),
    ).toBeVisible();
    await expect(preview(page).getByRole('status')).toContainText('Desatualizado');
    await expect(
      preview(page).getByRole('button', { name: 'Confirmar testamento' }),
    ).toBeDisabled();
    await expect(preview(page).getByRole('button', { name: 'Gerar PDF' })).toBeDisabled();

    await show(page, size.phone, 'Conversa');
    await sendAnswer(page, 'Quero ser cremado e que minhas cinzas fiquem no mar de Ubatuba.');
    await confirmReview(page);
    await show(page, size.phone, 'Documento');
    await expect(
      preview(page).getByRole('heading', { name: 'Prévia do seu testamento', exact: true }),
    ).toBeVisible();
    await expect(preview(page)).toContainText('Ubatuba');

    // Confirming is a deliberate step: what it means, the form, the next step.
    await preview(page).getByRole('button', { name: 'Confirmar testamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar o testamento?' });
    await expect(dialog).toContainText('o texto fica travado');
    await expect(dialog).toContainText('nova versão');
    await expect(dialog).toContainText('Forma: testamento particular');
    await expect(dialog).toContainText('três testemunhas');
    if (!size.phone) await expectNoSeriousViolations(page, 'confirm dialog');
    await page.setViewportSize({ width: size.width, height: size.height });
    await dialog.getByRole('button', { name: 'Confirmar e travar o texto' }).click();
    await expect(page.getByText('Documento Confirmado', { exact: true })).toBeVisible();

    await show(page, size.phone, 'Conversa');
    const notice = page.getByRole('status').filter({ hasText: 'foi concluído' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Criar nova versão' })).toBeVisible();
    await expect(page.locator('[role="log"] li').last()).not.toContainText('alterar');

    // The confirmed will is the new text, wish included.
    const id = new URL(page.url()).searchParams.get('id');
    const stored = await page.evaluate(async (willId) => {
      const token = (await (await fetch('/api/auth/token')).json()) as { token: string };
      const response = await fetch(`/api/v1/testaments/${willId}`, {
        headers: { authorization: `Bearer ${token.token}` },
      });
      return (await response.json()) as { testament: { status: string; content: unknown } };
    }, id);
    expect(stored.testament.status).toBe('concluido');
    expect(JSON.stringify(stored.testament.content)).toContain('Ubatuba');
  });
}

test('a new version of a concluded will keeps every answer, opens at the review and, once confirmed, replaces the old one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpThroughUi(page, uniqueEmail('nova-versao'));
  await answerStory(page, SINGLE_PERSON);
  await preview(page).getByRole('button', { name: 'Confirmar testamento' }).click();
  await page.getByRole('button', { name: 'Confirmar e travar o texto' }).click();
  await expect(page.getByText('Documento Confirmado', { exact: true })).toBeVisible();
  const oldId = new URL(page.url()).searchParams.get('id');

  await page
    .getByRole('status')
    .filter({ hasText: 'foi concluído' })
    .getByRole('button', { name: 'Criar nova versão' })
    .click();
  await expect(page).not.toHaveURL(new RegExp(oldId!));
  await expect(page).toHaveURL(/\/chat\?id=[0-9a-f-]{36}$/);
  const log = page.getByRole('log');
  await expect(log).toContainText('Revisão do seu testamento');
  await expect(log).toContainText('Carlos Alberto Mendes');
  await expect(log).not.toContainText('Qual é o seu nome completo');
  await expect(page.locator('#interview-progress-label')).toContainText('Etapa 10 de 10');
  // The review is answered in the message box, which has the focus (the button is gone), and the
  // concluded will did not come back in between.
  await expect(page.getByLabel('Sua resposta')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'foi concluído' })).toHaveCount(0);

  await confirmReview(page);
  await expect(preview(page)).toContainText('revoga', { ignoreCase: true });
  await preview(page).getByRole('button', { name: 'Confirmar testamento' }).click();
  await page.getByRole('button', { name: 'Confirmar e travar o texto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'foi concluído' })).toBeVisible();

  await page.goto('/meus-testamentos');
  // The cards (each has a heading), not the lines inside them.
  const oldRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading'), hasText: 'Substituído pelo testamento de' });
  await expect(oldRow).toHaveCount(1);
  await expect(oldRow.getByRole('link', { name: /Ver o PDF/ })).toHaveAttribute(
    'href',
    `/pdf-viewer?id=${oldId}`,
  );
});
