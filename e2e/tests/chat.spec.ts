import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { sendAnswer } from '../support/chat.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { StoryChat } from '../support/story-chat.ts';

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversa com o assistente' });

/** One answer, and its reply (e2e/support/chat.ts). */
const answer = sendAnswer;

test('a person answers several questions, reloads and finds the conversation and progress as left', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('chat'));
  await expect(conversation(page)).toContainText('Olá! Eu sou o assistente do Legado');
  await expect(page).toHaveURL(/\/chat\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText(/Etapa 1 de 10/).first()).toBeVisible();

  await page
    .getByRole('group', { name: 'Respostas rápidas' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(conversation(page)).toContainText('Qual é o seu nome completo');

  await answer(page, 'maria josé da silva');
  await expect(conversation(page)).toContainText('Qual é o seu CPF?');
  await answer(page, '529.982.247-25');
  await expect(conversation(page)).toContainText('data de nascimento');
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(conversation(page)).toContainText('maria josé da silva');
  await expect(conversation(page)).toContainText('529.982.247-25');
  await expect(conversation(page)).toContainText('data de nascimento');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Etapa 1 de 10 · Identificação/).first()).toBeVisible();
  await expect(conversation(page)).not.toContainText('[PREVIEW_READY]');
});

test('/chat?new=true starts a fresh will and the parameter leaves the address', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('novo'));
  await expect(page).toHaveURL(/\/chat\?id=/);
  const firstId = new URL(page.url()).searchParams.get('id');
  await answer(page, 'sim');
  await expect(conversation(page)).toContainText('Qual é o seu nome completo');

  await page.goto('/chat?new=true');
  await expect(page).toHaveURL(/\/chat\?id=[0-9a-f-]{36}$/);
  const secondId = new URL(page.url()).searchParams.get('id');
  expect(secondId).not.toBe(firstId);
  expect(page.url()).not.toContain('new=true');
  await expect(conversation(page)).toContainText('Olá! Eu sou o assistente do Legado');
  await expect(conversation(page)).not.toContainText('Qual é o seu nome completo');

  await page.getByRole('link', { name: 'Meus testamentos' }).click();
  await expect(page).toHaveURL('/meus-testamentos');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
});

test('a second person cannot open the first person’s will', async ({ browser }) => {
  const owner = await browser.newPage();
  await signUpThroughUi(owner, uniqueEmail('dona'));
  await answer(owner, 'sim');
  await answer(owner, 'Joana Segredo Lacerda');
  await expect(conversation(owner)).toContainText('CPF');
  const ownersPath = new URL(owner.url()).pathname + new URL(owner.url()).search;

  const intruder = await browser.newPage();
  await signUpThroughUi(intruder, uniqueEmail('intrusa'));
  await intruder.goto(ownersPath);
  await expect(intruder.getByRole('alert').first()).toContainText('Testamento não encontrado.');
  await expect(intruder.getByText('Joana Segredo Lacerda')).toHaveCount(0);
});

/** What the person sent, in order (the log's own messages). */
const sentMessages = (page: Page) =>
  page
    .locator('[role="log"] li')
    .filter({ hasText: 'Você disse:' })
    .evaluateAll((items) =>
      items.map((item) => (item.textContent ?? '').replace('Você disse:', '')),
    );

test('on a slow phone nothing typed is lost: typed while the reply is on its way, as it arrives, or right after a form closes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // A phone's processor: the page handles each key later, as on the try with new people.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await signUpThroughUi(page, uniqueEmail('digitando'));
  await expect(conversation(page)).toContainText('Olá!');
  const box = page.getByLabel('Sua resposta');
  await box.focus();
  const chat = new StoryChat(page, SINGLE_PERSON);

  // The next answer typed at once, while the reply is on its way: kept, and sent whole.
  await page.keyboard.type('sim');
  await page.keyboard.press('Enter');
  await page.keyboard.type('joao ferreira lima');
  chat.answeredOnPage();
  await expect(conversation(page)).toContainText('Qual é o seu nome completo');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('joao ferreira lima');
  await page.keyboard.press('Enter');
  // Typed slowly from the Enter on, so the reply (two messages) lands in the middle of it.
  await page.keyboard.type('529.982.247-25', { delay: 40 });
  chat.answeredOnPage();
  await expect(conversation(page)).toContainText('Qual é o seu CPF?');
  await expect(box).toHaveValue('529.982.247-25');
  await page.keyboard.press('Enter');
  await expect(conversation(page)).toContainText('data de nascimento');
  expect((await sentMessages(page)).slice(-2)).toEqual(['joao ferreira lima', '529.982.247-25']);
  chat.answeredOnPage();

  // The reply to the marital status opens the children's form, but the next answer is already
  // being typed: the form does not pop over it (the keys would land there), it waits one button
  // away, and the answer goes on in the box.
  await chat.answerUntil('estado_civil');
  await page.route('**/api/v1/chat', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await box.focus();
  await page.keyboard.type('solteiro');
  await page.keyboard.press('Enter');
  chat.answeredOnPage();
  await page.keyboard.type('nao tenho', { delay: 120 });
  await expect(conversation(page)).toContainText('filhos');
  await expect(page.getByRole('button', { name: /Preencher o formulário/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('nao tenho');
  const bubbles = await page.locator('[role="log"] li').count();
  await page.keyboard.press('Enter');
  chat.answeredOnPage();
  // Sent whole, and answered (the next question is there) before the network is itself again.
  await expect.poll(() => page.locator('[role="log"] li').count()).toBeGreaterThan(bubbles + 1);
  expect((await sentMessages(page)).at(-1)).toBe('nao tenho');
  await page.unroute('**/api/v1/chat');

  // The shares' form opens with the reply; closed with Escape, what is typed right away goes
  // whole into the answer box (the focus came back before the first key).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await chat.answerUntil('heranca');
  const form = page.getByRole('dialog', { name: 'Quem recebe parte da herança' });
  await expect(form).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.keyboard.press('Escape');
  await page.keyboard.type('60% para meu amigo joao');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('60% para meu amigo joao');
});
