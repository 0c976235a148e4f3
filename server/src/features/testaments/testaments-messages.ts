/** Portuguese texts of the wills feature. */
export const testamentsMessages = {
  notFound: 'Testamento não encontrado.',
  otherUser: 'Você só pode criar testamentos na sua própria conta.',
  concluded:
    'Este testamento já foi concluído e não pode mais ser alterado. Para mudar algo, comece um novo testamento.',
  outdated:
    'Este documento está desatualizado: suas respostas mudaram depois desta prévia. Termine a revisão na conversa para gerar o documento atual e confirme de novo.',
  invalidContent:
    'O conteúdo do testamento está incompleto ou inválido. Volte à conversa e revise as respostas.',
  rulesBlock:
    'O testamento ainda tem pendências que impedem a conclusão. Revise os itens indicados.',
  notReadyForPdf:
    'O testamento ainda não está pronto para virar documento. Termine a conversa com o assistente.',
  noPdf: 'Ainda não há PDF gerado para este testamento.',
  untitled: (date: string) => `Testamento iniciado em ${date}`,
  titled: (name: string) => `Testamento de ${name}`,
};
