import { ACCOUNT_DELETION_PHRASE } from '@legado/contract';

/** Portuguese texts of the privacy feature (export and account deletion). */
export const privacyMessages = {
  passwordRequired: 'Digite sua senha para confirmar a exclusão da conta.',
  wrongPassword: 'Senha incorreta. Confira e tente de novo.',
  phraseRequired: `Esta conta entra pelo Google e não tem senha. Digite ${ACCOUNT_DELETION_PHRASE} para confirmar a exclusão.`,
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas seguidas. Aguarde ${minutes} minuto(s) e tente de novo.`,
};
