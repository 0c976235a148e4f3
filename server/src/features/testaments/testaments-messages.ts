/** Portuguese texts of the wills feature. */
export const testamentsMessages = {
  notFound: 'Testamento não encontrado.',
  otherUser: 'Você só pode criar testamentos na sua própria conta.',
  concluded:
    'Este testamento já foi concluído e não pode mais ser alterado. Para mudar algo, crie uma nova versão dele.',
  outdated:
    'Este documento está desatualizado: suas respostas mudaram depois desta prévia. Termine a revisão na conversa para gerar o documento atual e confirme de novo.',
  newVersionOfDraft:
    'Só um testamento concluído pode ganhar uma nova versão. Este ainda é um rascunho: continue a conversa.',
  alreadyReplaced:
    'Este testamento já foi substituído por uma versão mais nova. Crie a nova versão a partir do testamento mais recente.',
  deleteConcluded:
    'Um testamento concluído não pode ser excluído. Para mudar algo, crie uma nova versão dele.',
  signingNotParticular:
    'O registro de assinatura vale para o testamento particular concluído. A minuta do testamento público é assinada no cartório.',
  signingUnknownWitness: 'Marque apenas testemunhas que constam no testamento.',
  signingFuture: 'A data da assinatura não pode estar no futuro.',
  signingBeforeConclusion: 'A data da assinatura não pode ser anterior à conclusão do testamento.',
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
