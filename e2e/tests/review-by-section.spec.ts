import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { sendAnswer } from '../support/chat.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStory, answerStoryUntil } from '../support/story-chat.ts';

// Issue 16, point 6: at the review every part of the will has an "Alterar" that reopens just
// that part, prefilled; the preview is marked outdated and cannot be confirmed until the
// interview produces the new document. Keyboard only, at a phone's width and a desktop's.

const previewOf = (page: Page) => page.getByRole('complementary', { name: 'Prévia do testamento' });

/** Presses Enter on a button reached by the keyboard, checking its focus is visible. */
async function pressWithKeyboard(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  expect(await button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
}

/** Answers until the interview reaches its final confirmation again, then confirms it. */
async function finishReview(page: Page): Promise<void> {
  const log = page.locator('[role="log"]');
  for (let turn = 0; turn < 12; turn += 1) {
    // No turn in flight: its reply (and any form it opens) is what is answered next.
    await expect(page.getByText('O assistente está escrevendo…')).toHaveCount(0);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    const last = (await log.locator('li').last().textContent()) ?? '';
    if (/Posso gerar o documento\?/.test(last)) return sendAnswer(page, 'sim');
    if (/"ciente"/.test(last)) {
      await sendAnswer(page, 'ciente');
      continue;
    }
    // An optional question (e.g. the witnesses' addresses) is skipped; any other is kept or denied.
    if (/"pular"/.test(last)) await sendAnswer(page, 'pular');
    else await sendAnswer(page, /Hoje está/.test(last) ? 'manter' : 'não');
  }
  throw new Error(
    `A revisão não voltou à confirmação final: ${await log.locator('li').last().textContent()}`,
  );
}

test('desktop: "Alterar" on Herança e legados opens the form prefilled; the preview updates after the change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpThroughUi(page, uniqueEmail('revisao-secao'));
  await expect(page.locator('[role="log"]')).toContainText('Olá!');
  await answerStory(page, SINGLE_PERSON);

  const preview = previewOf(page);
  const review = preview.getByRole('region', { name: 'Revise por seção' });
  await expect(review).toBeVisible();
  for (const title of [
    'Identificação',
    'Família',
    'Herança e legados',
    'Cláusulas',
    'Testamenteiro',
    'Desejos',
    'Testemunhas e forma',
  ]) {
    await expect(review.getByRole('button', { name: `Alterar ${title}` })).toBeVisible();
  }
  await expect(review).toContainText('60% para João Pedro Alves');
  const confirm = preview.getByRole('button', { name: 'Confirmar testamento' });
  await expect(confirm).toBeEnabled();
  await expectNoSeriousViolations(page, 'revisão por seção');
  await page.setViewportSize({ width: 1366, height: 900 });

  await pressWithKeyboard(page, review.getByRole('button', { name: 'Alterar Herança e legados' }));

  // The share form opens with what the will says.
  const shares = page.getByRole('dialog', { name: 'Quem recebe parte da herança' });
  await expect(shares).toBeVisible();
  // Behind the open form the page is hidden from the accessibility tree: found by CSS here.
  const behind = page.locator('aside[aria-label="Prévia do testamento"]');
  await expect(behind.getByText('Prévia do seu testamento (desatualizada)')).toBeVisible();
  await expect(behind.locator('button', { hasText: 'Confirmar testamento' })).toBeDisabled();
  const names = shares.getByLabel('Nome completo ou razão social', { exact: true });
  await expect(names).toHaveCount(2);
  await expect(names.nth(0)).toHaveValue('João Pedro Alves');
  await expect(names.nth(1)).toHaveValue('Associação Amigos do Bem');
  const percentages = shares.getByLabel('Percentual (%)', { exact: true });
  await expect(percentages.nth(0)).toHaveValue('60');
  await expect(percentages.nth(1)).toHaveValue('40');
  await expect(shares.getByLabel('CPF ou CNPJ (opcional)', { exact: true }).nth(1)).toHaveValue(
    '11.222.333/0001-81',
  );

  // 70 / 30 instead, with the keyboard.
  await percentages.nth(0).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('70');
  await percentages.nth(1).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(shares).toBeHidden();

  // A gift, with its kind and approximate value, in the next form of the part.
  const gifts = page.getByRole('dialog', { name: 'Bens ou valores específicos' });
  await expect(gifts).toBeVisible();
  await gifts.getByLabel('Bem ou valor', { exact: true }).fill('o apartamento da Rua Azul, 10');
  await gifts.getByLabel('Quem recebe', { exact: true }).fill('João Pedro Alves');
  await gifts.getByLabel('Tipo de bem (opcional)').selectOption({ label: 'Imóvel' });
  await gifts.getByLabel('Valor aproximado em R$ (opcional)').fill('350.000');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chat',
  );
  await gifts.getByRole('button', { name: 'Enviar' }).click();
  // Typed values, not a sentence: the kind as the will's enum, the value as a number.
  expect((await sent).postDataJSON()).toMatchObject({
    form: {
      name: 'legados',
      values: {
        itens: [
          {
            descricao: 'o apartamento da Rua Azul, 10',
            beneficiario: 'João Pedro Alves',
            tipo: 'imovel',
            valor: 350000,
          },
        ],
      },
    },
  });
  await expect(gifts).toBeHidden();

  // Reopened before the next document: the outdated one no longer says what the will holds, so
  // the form does not take its values; the assistant's "Hoje está" tells the new ones.
  await review.getByRole('button', { name: 'Alterar Herança e legados' }).click();
  const again = page.getByRole('dialog', { name: 'Quem recebe parte da herança' });
  await expect(again).toContainText('Hoje está: 70% para João Pedro Alves; 30% para');
  await expect(again.getByLabel('Percentual (%)', { exact: true })).toHaveValue('');
  await again.getByRole('button', { name: 'Manter como está' }).click();
  await expect(again).toBeHidden();
  // Kept: the assistant goes on to the part's next question, the gifts.
  await expect(gifts).toBeVisible();

  // Until the interview's next document: outdated, Confirmar disabled.
  await expect(behind.locator('button', { hasText: 'Confirmar testamento' })).toBeDisabled();
  await finishReview(page);

  await expect(preview.getByRole('heading', { name: 'Prévia do seu testamento' })).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(review).toContainText('70% para João Pedro Alves');
  await expect(review).toContainText('o apartamento da Rua Azul, 10 para João Pedro Alves');
  await expect(preview.getByRole('article')).toContainText('apartamento da Rua Azul');
});

test('phone (360 px): "Alterar" on a part without a form shows its current values in the chat, and the Documento tab updates', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('revisao-celular'));
  await expect(page.locator('[role="log"]')).toContainText('Olá!');
  await answerStory(page, SINGLE_PERSON);

  const preview = previewOf(page);
  await expect(page.getByRole('button', { name: 'Documento' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const review = preview.getByRole('region', { name: 'Revise por seção' });
  await expect(review).toContainText('Testamenteiro');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The conversation, hidden while its last messages arrived, opens at its newest message.
  await page.getByRole('button', { name: 'Conversa' }).click();
  await expect(page.locator('[role="log"] li').last()).toBeInViewport();
  await page.getByRole('button', { name: 'Documento' }).click();

  await pressWithKeyboard(page, review.getByRole('button', { name: 'Alterar Testamenteiro' }));

  // The conversation takes the screen, with the part's question and what the will says now.
  const log = page.locator('[role="log"]');
  await expect(log).toBeVisible();
  await expect(log).toContainText('Vamos rever "Testamenteiro"');
  await expect(log).toContainText('Hoje está: João Pedro Alves');
  await expect(page.getByLabel('Sua resposta')).toBeFocused();

  await page.getByRole('button', { name: 'Documento' }).click();
  await expect(preview.getByRole('heading', { name: /desatualizada/ })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Confirmar testamento' })).toBeDisabled();
  await page.getByRole('button', { name: 'Conversa' }).click();

  await sendAnswer(page, 'Marina Alves Costa');
  await finishReview(page);

  await page.getByRole('button', { name: 'Documento' }).click();
  await expect(preview.getByRole('heading', { name: 'Prévia do seu testamento' })).toBeVisible();
  await expect(review).toContainText('Marina Alves Costa');
  await expect(preview.getByRole('button', { name: 'Confirmar testamento' })).toBeEnabled();
});

test('phone (360 px): at the final confirmation, before any document, "Alterar uma parte" reopens a part and its form shows what the will says, to keep it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('revisao-final'));
  await expect(page.locator('[role="log"]')).toContainText('Olá!');
  // Only at the review: not during the interview.
  await expect(page.getByRole('button', { name: 'Alterar uma parte' })).toHaveCount(0);
  await answerStoryUntil(page, SINGLE_PERSON, 'revisao');
  const log = page.locator('[role="log"]');
  await expect(log.locator('li').last()).toContainText('Posso gerar o documento?');

  const toggle = page.getByRole('button', { name: 'Alterar uma parte' });
  await pressWithKeyboard(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Alterar Identificação' })).toBeFocused();
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Alterar Testemunhas e forma' }));
  await expect(log).toContainText('Hoje está: particular');
  await sendAnswer(page, 'manter');

  // The witnesses' form, with the current witnesses named and a way to keep them.
  const witnesses = page.getByRole('dialog', { name: 'Testemunhas' });
  await expect(witnesses).toBeVisible();
  await expect(witnesses).toContainText(
    'Hoje está: Roberto Carlos Lima, Juliana Pereira Santos e Marcos Vinícius Rocha',
  );
  await expectNoSeriousViolations(page, 'formulário com o valor atual');
  await page.setViewportSize({ width: 360, height: 740 });
  await pressWithKeyboard(page, witnesses.getByRole('button', { name: 'Manter como está' }));
  await expect(witnesses).toBeHidden();
  await expect(log).toContainText('Mantido como estava.');

  await finishReview(page);
  const preview = previewOf(page);
  await expect(preview.getByRole('heading', { name: 'Prévia do seu testamento' })).toBeVisible();
  await expect(preview).toContainText('Marcos Vinícius Rocha');
});
