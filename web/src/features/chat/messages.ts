/** Every Portuguese text of the chat feature; spec §8 strings are exact. */
export const chatText = {
  notAuthenticatedTitle: 'Não autenticado',
  notAuthenticatedDescription: 'Por favor faça login para continuar',
  startFailed: 'Erro ao iniciar chat',
  invalidCreateResponse: 'Resposta inválida ao criar testamento',
  initFailed: 'Falha ao inicializar o chat',
  loadFailed: 'Erro ao carregar mensagens',
  errorTitle: 'Erro',
  noTestament: 'Nenhum testamento selecionado',
  communicationErrorTitle: 'Erro de Comunicação',
  apology:
    'Desculpe, ocorreu um erro interno ao processar sua mensagem. Por favor, envie sua mensagem novamente.',
  pdfErrorTitle: 'Erro ao gerar documento',
  pdfErrorDescription: 'Não foi possível gerar o documento',
  pdfSuccessTitle: 'Sucesso',
  pdfSuccessDescription: 'Documento PDF gerado com sucesso',
  saveFailed: 'Erro ao salvar e finalizar testamento',
  nothingToSave: 'Não há testamento ou conteúdo JSON para salvar',
  confirmedTitle: 'Documento Confirmado',
  confirmedDescription: 'Seu testamento foi finalizado com sucesso.',
  inputLabel: 'Sua resposta',
  inputPlaceholder: 'Escreva sua resposta…',
  send: 'Enviar',
  sending: 'Enviando…',
  typing: 'O assistente está escrevendo…',
  conversationLabel: 'Conversa com o assistente',
  quickRepliesLabel: 'Respostas rápidas',
  myWills: 'Meus testamentos',
  newWill: 'Novo testamento',
  concludedNotice:
    'Este testamento foi concluído e o texto está travado. Para mudar algo, crie uma nova versão: ela já vem com todas as suas respostas.',
  documentOutdated:
    'Você mudou respostas depois desta prévia. Termine a revisão na conversa para ver o documento atualizado e poder confirmá-lo.',
  outdatedLabel: 'Desatualizado',
  confirmOpen: 'Confirmar testamento',
  confirming: 'Confirmando…',
  finalizeTitle: 'Confirmar o testamento?',
  finalizeLocked:
    'Ao confirmar, o texto fica travado: este testamento não poderá mais ser mudado. Se precisar mudar algo depois, você cria uma nova versão, que já vem com todas as suas respostas, e ela substitui esta.',
  finalizeCheck: 'Antes, confira na prévia os nomes, os CPFs, os percentuais e as testemunhas.',
  finalizeFormTitle: (publico: boolean) =>
    publico ? 'Forma: testamento público (minuta)' : 'Forma: testamento particular',
  finalizeNextStep: (publico: boolean) =>
    publico
      ? 'Próximo passo: gere a minuta em PDF e leve-a a um tabelionato de notas (ou agende uma sessão on-line pelo e-Notariado), com duas testemunhas. O testamento só vale depois de lavrado pelo tabelião.'
      : 'Próximo passo: gere o PDF, imprima sem alterar nada e, num único encontro, leia o texto em voz alta para três testemunhas; todos assinam. O testamento vale a partir dessas assinaturas.',
  finalizeCancel: 'Voltar e revisar',
  finalizeConfirm: 'Confirmar e travar o texto',
  newVersion: 'Criar nova versão',
  creatingNewVersion: 'Criando a nova versão…',
  charactersLeft: (left: number) => `${left} caracteres restantes`,
  inputHint: 'Enter envia; Shift+Enter pula linha.',
  progress: (etapa: number, total: number, secao: string) =>
    `Etapa ${etapa} de ${total} · ${secao}`,
  formSubmitted: (label: string) => `Enviei o formulário: ${label}.`,
  closeForm: 'Fechar formulário',
  addFormItem: 'Adicionar outro',
  removeFormItem: (itemLabel: string, position: number) => `Remover ${itemLabel} ${position}`,
  fixHighlightedFields: 'Corrija os campos destacados antes de enviar.',
  formRefusedTitle: 'O assistente não aceitou estes dados:',
  /** The button that opens again the form the current question asks for. */
  openForm: (title: string) => `Preencher o formulário: ${title.toLowerCase()}`,
};
