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
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  zoomOut: 'Diminuir o zoom',
  zoomIn: 'Aumentar o zoom',
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  download: 'Baixar PDF',
  print: 'Imprimir',
  preparingPrint: 'Preparando a impressão…',
  printError:
    'Não foi possível preparar a impressão aqui. Baixe o PDF e imprima o arquivo baixado.',
  loading: 'Carregando o PDF…',
  loadError: 'Não foi possível abrir o PDF. Tente baixar o arquivo.',
  pageLoading: 'Carregando a página…',
  defaultFileName: 'testamento.pdf',
};
