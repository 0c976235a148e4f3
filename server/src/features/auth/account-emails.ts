import type { MailMessage } from '../mail/mailer.ts';

// The e-mails about an account. None names the person: the name on an account that nobody has
// confirmed may be anyone's text, and these messages go to whoever owns the address.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SIGNATURE = 'Equipe Legado';

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; link: string },
): MailMessage {
  const [first, ...rest] = paragraphs;
  return {
    to,
    subject,
    text: [
      'Olá!',
      '',
      first!,
      '',
      action.link,
      '',
      ...rest.flatMap((p) => [p, '']),
      SIGNATURE,
    ].join('\n'),
    html: [
      '<p>Olá!</p>',
      `<p>${escapeHtml(first!)}</p>`,
      `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
      ...rest.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${SIGNATURE}</p>`,
    ].join('\n'),
  };
}

/** The Portuguese password-reset e-mail, pointing at /redefinir-senha?token=… */
export function resetPasswordEmail(to: string, link: string): MailMessage {
  return message(
    to,
    'Legado: redefina sua senha',
    [
      'Recebemos um pedido para redefinir a senha da sua conta no Legado. Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
      'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
    ],
    { label: 'Escolher uma nova senha', link },
  );
}

/** Sent on sign-up: the link confirms the address and signs the person in. */
export function confirmAddressEmail(to: string, link: string): MailMessage {
  return message(
    to,
    'Legado: confirme seu e-mail',
    [
      'Uma conta no Legado foi criada com este e-mail. Para confirmar que o endereço é seu e entrar, abra o link abaixo (ele vale por 24 horas):',
      'Se não foi você quem criou a conta, ignore este e-mail e não abra o link: nenhuma conta será ativada com o seu endereço.',
    ],
    { label: 'Confirmar meu e-mail', link },
  );
}

/**
 * Sent when someone signs up with an address whose account was never confirmed: the owner of the
 * mailbox chooses a password and the account becomes theirs, emptied of whatever it held.
 */
export function claimAddressEmail(to: string, link: string): MailMessage {
  return message(
    to,
    'Legado: confirme seu e-mail e escolha sua senha',
    [
      'Alguém pediu para criar uma conta no Legado com este e-mail, que já tinha um cadastro nunca confirmado. Para ficar com a conta, escolha sua senha no link abaixo (ele vale por 1 hora): o cadastro antigo e tudo o que ele tinha serão apagados.',
      'Se não foi você quem pediu, ignore este e-mail.',
    ],
    { label: 'Escolher minha senha', link },
  );
}

/** Sent when someone signs up with the address of a confirmed account. */
export function accountExistsEmail(to: string, signInLink: string): MailMessage {
  return message(
    to,
    'Legado: você já tem uma conta',
    [
      'Alguém tentou criar uma conta no Legado com este e-mail, mas você já tem uma. Para entrar, use sua senha; se a esqueceu, peça um link para redefini-la na tela de entrada:',
      'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
    ],
    { label: 'Entrar no Legado', link: signInLink },
  );
}
