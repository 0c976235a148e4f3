import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStory } from '../support/story-chat.ts';

test('finish an interview, preview, confirm, generate the PDF and see page 1 in the viewer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, uniqueEmail('documento'));
  await expect(page.getByRole('log')).toContainText('Olá!');
  await answerStory(page, SINGLE_PERSON);

  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('CARLOS ALBERTO MENDES', { ignoreCase: true });
  await expect(preview).toContainText('Associação Amigos do Bem');
  await expect(page.getByRole('log')).not.toContainText('[DOCUMENTO_PRONTO]');
  await expect(page.getByRole('log')).not.toContainText('PREVIEW_READY');

  await preview.getByRole('button', { name: 'Confirmar testamento' }).click();
  await page.getByRole('button', { name: 'Confirmar e travar o texto' }).click();
  await expect(page.getByText('Documento Confirmado', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Seu testamento foi finalizado com sucesso.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'foi concluído' })).toBeVisible();
  await expect(page.getByLabel('Sua resposta')).toHaveCount(0);

  await preview.getByRole('button', { name: 'Gerar PDF' }).click();
  await expect(page).toHaveURL(/\/pdf-viewer\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText('Documento PDF gerado com sucesso', { exact: true })).toBeVisible();
  await expect(page.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Página 1 de \d+/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  await expect(page.getByText(/três testemunhas/).first()).toBeVisible();

  // "Imprimir" prints the will's own pages. The browser's dialog is stubbed: it would wait for a
  // person. Chromium's print of the page (page.pdf, print CSS) is what would reach the paper.
  await page.evaluate(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
  const pageCount = Number(
    /de (\d+)/.exec(
      (await page
        .getByText(/Página 1 de \d+/)
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  expect(pageCount).toBeGreaterThan(1);
  // The viewer counts the will's own pages; the signing instructions follow them on one more page,
  // printed too (the person needs them at the signing).
  const printedPages = pageCount + 1;
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  await expect(page.locator('.print-pages img')).toHaveCount(printedPages);
  await page.emulateMedia({ media: 'print' });
  const paper = await page.pdf({ preferCSSPageSize: true });
  // One A4 sheet (595 × 842 points) per page of the PDF (the signing instructions included).
  const mediaBoxes = [
    ...paper.toString('latin1').matchAll(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/g),
  ].map((box) => [Math.round(Number(box[1])), Math.round(Number(box[2]))]);
  expect(mediaBoxes).toEqual(Array.from({ length: printedPages }, () => [595, 842]));
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('.print-pages')).toHaveCount(0);
});

test('on a 360 px phone the finished document gets the whole screen, and the conversation is one tap away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('celular'));
  await answerStory(page, SINGLE_PERSON);

  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await expect(page.getByRole('button', { name: 'Documento' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(preview.getByRole('button', { name: 'Confirmar testamento' })).toBeVisible();
  await expect(page.getByRole('log')).toBeHidden();

  // With Tab through the document, each "Alterar" it reaches shows above the actions that stay
  // at the bottom of the screen, never under them; at its end the last line is above them too.
  const actions = preview.getByRole('button', { name: 'Gerar PDF' }).locator('..');
  await preview.getByRole('heading', { name: 'Prévia do seu testamento' }).focus();
  const covered: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.textContent()) === 'Gerar PDF') break;
    const [box, bar] = [await focused.boundingBox(), await actions.boundingBox()];
    if (box && bar && box.y + box.height > bar.y + 1) covered.push((await focused.textContent())!);
  }
  expect(covered).toEqual([]);
  await preview.evaluate((aside) => aside.scrollTo(0, aside.scrollHeight));
  const lastLine = preview.getByText('Testemunha 3', { exact: true });
  const [line, bar] = [await lastLine.boundingBox(), await actions.boundingBox()];
  expect(line!.y + line!.height).toBeLessThanOrEqual(bar!.y);

  await page.getByRole('button', { name: 'Conversa' }).click();
  await expect(page.getByRole('log')).toBeVisible();
  await expect(preview).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a 360 px phone the PDF fits the screen at first, and 100% is the page’s real, readable size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('pdf-celular'));
  await answerStory(page, SINGLE_PERSON);
  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await preview.getByRole('button', { name: 'Gerar PDF' }).click();
  await expect(page).toHaveURL(/\/pdf-viewer\?id=/);
  const canvas = page.locator('.react-pdf__Page canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  // Fitted to the width: the whole line is on the screen, and the label says how small it is.
  const fitted = (await canvas.boundingBox())!;
  expect(fitted.x).toBeGreaterThanOrEqual(0);
  expect(fitted.x + fitted.width).toBeLessThanOrEqual(360);
  const label = page.getByText(/^Zoom \d+%$/);
  const percent = Number(/(\d+)/.exec((await label.textContent()) ?? '')?.[1]);
  expect(percent).toBeLessThan(50);
  expect(await sideways()).toBeLessThanOrEqual(0);

  // 100%: an A4 page as wide as on paper (595 pt = 793 px), text at a readable size; the frame
  // scrolls sideways, not the page.
  await page.getByRole('button', { name: 'Tamanho real' }).click();
  await expect(label).toHaveText('Zoom 100%');
  await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(793);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Diminuir o zoom' }).click();
  await expect(label).toHaveText('Zoom 75%');
  await page.getByRole('button', { name: 'Ajustar à tela' }).click();
  await expect(label).toHaveText(`Zoom ${percent}%`);
  await page.getByRole('button', { name: 'Aumentar o zoom' }).click();
  await expect(label).toHaveText('Zoom 50%');
});
