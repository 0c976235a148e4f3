import { MAX_CHAT_MESSAGE_LENGTH } from '@legado/contract';

/** Portuguese texts of the chat feature. */
export const chatMessages = {
  empty: 'Escreva uma mensagem antes de enviar.',
  tooLong: `Sua mensagem tem mais de ${MAX_CHAT_MESSAGE_LENGTH} caracteres. Divida o texto em partes menores e envie de novo.`,
  formSummary: (name: string) => `(formulário enviado: ${name})`,
};
