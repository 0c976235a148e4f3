/** Every Portuguese text of the documents feature (the will's own text comes from willText). */
export const documentsText = {
  previewLabel: 'Prévia do testamento',
  draftNotice:
    'Minuta: revise o texto com calma. Ele só vira o documento final quando você confirmar.',
  signaturesHeading: 'Assinaturas',
  cpf: (cpf: string) => `CPF ${cpf}`,
  viewerLabel: 'Visualizador do PDF do testamento',
  toolbarLabel: 'Controles do PDF',
  previous: 'Anterior',
  next: 'Próxima',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  /**
   * The viewer's page label. The will's PDF ends with a page of signing instructions that is not
   * part of the will: its pages are counted as the PDF's own footer counts them, without it.
   */
  pageOf: (page: number, pdfPages: number) => {
    const willPages = Math.max(1, pdfPages - 1);
    return page > willPages
      ? 'Instruções de assinatura (não fazem parte do testamento)'
      : `Página ${page} de ${willPages}`;
  },
  zoomOut: 'Diminuir o zoom',
  zoomIn: 'Aumentar o zoom',
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  /** The page fits the screen's width (on a phone, smaller than its real size). */
  fitWidth: 'Ajustar à tela',
  /** 100% is the page's real size: the size it has on paper. */
  realSize: 'Tamanho real',
  download: 'Baixar PDF',
  print: 'Imprimir',
  preparingPrint: 'Preparando a impressão…',
  printError:
    'Não foi possível preparar a impressão aqui. Baixe o PDF e imprima o arquivo baixado.',
  loading: 'Carregando o PDF…',
  loadError: 'Não foi possível abrir o PDF. Tente baixar o arquivo.',
  pageLoading: 'Carregando a página…',
  defaultFileName: 'testamento.pdf',
  /** The line above the PDF: what to do with it, by status and form (a public minuta is never signed). */
  viewerStatus: (concluded: boolean, forma: 'particular' | 'publico') =>
    !concluded
      ? 'Esta é uma minuta: confirme o testamento na conversa antes de imprimir para assinar.'
      : forma === 'publico'
        ? 'Minuta concluída: leve-a a um tabelionato de notas. Não a assine nem a rubrique: o testamento é lavrado e assinado no cartório.'
        : 'Testamento concluído: imprima sem alterar nada e assine com as testemunhas.',
  reviewHeading: 'Revise por seção',
  reviewIntro:
    'Confira cada parte. “Alterar” reabre só aquela parte, com o que já está preenchido; depois a prévia é atualizada.',
  change: 'Alterar',
  changeAPart: 'Alterar uma parte',
  changeSection: (title: string) => `Alterar ${title}`,
  signedHeading: 'Assinatura',
  signedQuestion:
    'Já imprimiu e assinou com as três testemunhas? Registre aqui quando foi, quem assinou e onde está o original, para não esquecer.',
  signedOpen: 'Já assinei',
  signedTitle: 'Registrar a assinatura',
  signedDescription:
    'Isto fica guardado só para você, ao lado do testamento. O texto do testamento não muda.',
  signedDateLabel: 'Data da assinatura',
  signedDateHint: 'DD/MM/AAAA',
  signedDateInvalid: 'Informe uma data válida, por exemplo 05/03/2026.',
  signedWitnessesLegend: 'Quais testemunhas assinaram?',
  signedLocationLabel: 'Onde está guardado o original',
  signedLocationHint:
    'Por exemplo: cofre de casa, pasta azul; ou Cartório de Títulos e Documentos.',
  signedLocationRequired: 'Diga onde o original está guardado.',
  signedSave: 'Guardar registro',
  signedSaving: 'Guardando…',
  signedCancel: 'Cancelar',
  signedSaved: 'Registro guardado',
  signedSaveFailed: 'Não foi possível guardar o registro.',
  signedOn: (date: string) => `Assinado em ${date}`,
  signedBy: (names: string) => `Testemunhas que assinaram: ${names}`,
  signedNoWitness: 'Nenhuma testemunha marcada: o testamento particular precisa de três.',
  keptAt: (place: string) => `Original guardado em: ${place}`,
  tellExecutor: (name: string) =>
    `Conte a ${name}, seu testamenteiro, onde está o original: sem o papel, o testamento se perde.`,
  tellSomeone:
    'Conte a alguém de confiança onde está o original: sem o papel, o testamento se perde.',
  signedEdit: 'Corrigir o registro',
  notaryHeading: 'Como agendar no cartório',
  notarySteps: [
    'Escolha um tabelionato de notas: pode ser de qualquer cidade, se você for pessoalmente. Para fazer on-line pelo e-Notariado, o tabelião precisa ser do lugar onde você mora (Provimento CNJ nº 149/2023, o Código Nacional de Normas).',
    'Ligue, escreva ou use o site do cartório para marcar um testamento público. Envie a minuta em PDF e pergunte o valor (os emolumentos são fixados por lei em cada estado) e os documentos pedidos.',
    'Convide duas testemunhas maiores de idade que não sejam herdeiras, legatárias nem parentes próximos delas; elas precisam estar presentes (ou na videoconferência) no dia.',
    'No ato on-line, você e as testemunhas precisam de certificado digital notarizado, emitido de graça pelo próprio cartório, e de uma videoconferência gravada.',
    'No dia, leve RG e CPF e, se possível, os documentos dos bens citados. O tabelião lê o testamento, todos assinam, e ele fica registrado no cartório e na central nacional (CENSEC).',
    'Peça o traslado (a cópia oficial) e conte ao testamenteiro em que cartório o testamento foi feito.',
  ],
  replacedNotice: (date: string) =>
    `Este testamento foi substituído pelo testamento de ${date}, que revoga este. Use o mais recente.`,
};
