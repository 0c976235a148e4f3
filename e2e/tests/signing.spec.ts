import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStory } from '../support/story-chat.ts';

test('after the PDF, "Já assinei" records the date typed on a keypad, the witnesses and where the original is, with a reminder to tell the testamenteiro', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, uniqueEmail('assinei'));
  await answerStory(page, SINGLE_PERSON);
  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await preview.getByRole('button', { name: 'Confirmar testamento' }).click();
  await page.getByRole('button', { name: 'Confirmar e travar o texto' }).click();
  await expect(page.getByText('Documento Confirmado', { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Gerar PDF' }).click();
  await expect(page).toHaveURL(/\/pdf-viewer\?id=/);

  const signing = page.getByRole('region', { name: 'Assinatura' });
  await signing.getByRole('button', { name: 'Já assinei' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar a assinatura' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '"Já assinei" dialog');
  await page.setViewportSize({ width: 360, height: 740 });

  // Digits only, as on a phone's numeric keypad: the slashes come by themselves.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
  );
  const date = dialog.getByLabel('Data da assinatura');
  await date.click();
  await page.keyboard.type(today.replaceAll('/', ''));
  await expect(date).toHaveValue(today);
  await dialog.getByRole('checkbox', { name: 'Marcos Vinícius Rocha' }).uncheck();
  await dialog.getByLabel('Onde está guardado o original').fill('Cofre de casa, pasta azul');
  await dialog.getByRole('button', { name: 'Guardar registro' }).click();
  await expect(dialog).toBeHidden();

  await expect(signing).toContainText(`Assinado em ${today}`);
  await expect(signing).toContainText(
    'Testemunhas que assinaram: Roberto Carlos Lima, Juliana Pereira Santos',
  );
  await expect(signing).toContainText('Original guardado em: Cofre de casa, pasta azul');
  await expect(signing).toContainText('Conte a João Pedro Alves, seu testamenteiro');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Assinatura' })).toContainText(
    'Cofre de casa, pasta azul',
  );
});
