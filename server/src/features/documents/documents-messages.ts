/** Portuguese texts of the PDF generation errors (what the person reads when it does not work). */
export const documentsMessages = {
  renderFailed:
    'Não foi possível gerar o documento deste testamento. Revise os textos mais longos ou a ' +
    'quantidade de itens e tente de novo; se continuar, fale com o suporte.',
  busy: 'O gerador de documentos está ocupado agora. Tente de novo em alguns segundos.',
  tooManyRenders: (minutes: number) =>
    `Você gerou muitos documentos em pouco tempo. Aguarde ${minutes} minuto(s) e tente de novo.`,
  hiddenCharacters:
    'O testamento contém caracteres invisíveis ou de controle, que o documento impresso não ' +
    'mostraria. Volte à conversa e escreva de novo os nomes e textos afetados.',
};
