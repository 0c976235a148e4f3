import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The Portuguese password-reset e-mail, pointing at /redefinir-senha?token=… */
export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  return {
    to,
    subject: 'Legado: redefina sua senha',
    text: [
      greeting,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Legado.',
      'Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
      '',
      link,
      '',
      'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
      '',
      'Equipe Legado',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Legado.</p>
<p><a href="${escapeHtml(link)}">Escolher uma nova senha</a></p>
<p>O link vale por 1 hora e só pode ser usado uma vez.</p>
<p>Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Legado</p>`,
  };
}
