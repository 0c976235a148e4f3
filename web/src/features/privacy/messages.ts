import { ACCOUNT_DELETION_PHRASE } from '@legado/contract';

/** What "Meus dados" tells the person we keep, and why (LGPD art. 9: clear information). */
export const storedData = [
  {
    title: 'Sua conta',
    text: 'Nome, e-mail, a data de criação e, se você entrou com senha, a senha protegida por criptografia (nem nós conseguimos lê-la). Servem para você entrar e para recuperar o acesso.',
  },
  {
    title: 'Seus acessos',
    text: 'Quando e de qual navegador e endereço IP você entrou. Servem para manter você conectado e para proteger a conta contra uso indevido.',
  },
  {
    title: 'Seus testamentos',
    text: 'As respostas da conversa com o assistente, o texto do testamento montado a partir delas e o ponto em que a entrevista parou. Servem para você continuar de onde parou e gerar o documento.',
  },
  {
    title: 'Os PDFs gerados',
    text: 'Cada PDF da minuta ou do documento final, com a impressão digital (SHA-256) que comprova o conteúdo. Servem para você baixar o documento de novo quando quiser.',
  },
];

/** Every Portuguese text of the privacy feature. */
export const privacyText = {
  title: 'Meus dados',
  intro:
    'Aqui você vê o que o Legado guarda sobre você e por quê, pode baixar uma cópia de tudo e pode excluir sua conta. São direitos seus pela Lei Geral de Proteção de Dados (LGPD).',
  storedHeading: 'O que guardamos',
  notShared:
    'Não vendemos nem compartilhamos seus dados. Eles ficam no nosso banco de dados apenas enquanto sua conta existir.',
  downloadHeading: 'Baixar uma cópia',
  downloadText:
    'Um arquivo JSON com sua conta, seus acessos, seus testamentos, as conversas e a lista dos PDFs gerados. Senhas e códigos de acesso não entram no arquivo.',
  download: 'Baixar meus dados',
  downloading: 'Preparando o arquivo…',
  downloadFailed: 'Não foi possível baixar seus dados agora. Tente de novo em instantes.',
  downloadDone: 'Arquivo baixado',
  downloadDoneDescription: 'Guarde-o em um lugar seguro: ele contém o texto do seu testamento.',
  deleteHeading: 'Excluir minha conta',
  deleteText:
    'Apaga sua conta e tudo o que está nela: testamentos, conversas e PDFs. Não é possível desfazer.',
  deleteOpen: 'Excluir minha conta',
  dialogTitle: 'Excluir sua conta para sempre?',
  dialogIrreversible:
    'Sua conta, seus testamentos, as conversas com o assistente e os PDFs serão apagados agora e não poderão ser recuperados.',
  dialogPaperWill:
    'Um testamento que você já imprimiu e assinou com as testemunhas continua valendo: ele não depende do Legado. Para revogá-lo, é preciso fazer um novo testamento.',
  dialogSuggestDownload: 'Se quiser uma cópia, baixe seus dados antes de excluir.',
  passwordLabel: 'Sua senha',
  passwordHint: 'Para confirmar que é você.',
  passwordRequired: 'Digite sua senha para confirmar.',
  phraseLabel: `Digite ${ACCOUNT_DELETION_PHRASE} para confirmar`,
  phraseHint: 'Sua conta entra pelo Google e não tem senha.',
  phraseRequired: `Digite ${ACCOUNT_DELETION_PHRASE} para confirmar.`,
  loadingMethod: 'Carregando…',
  cancel: 'Cancelar',
  close: 'Fechar',
  confirmDelete: 'Excluir definitivamente',
  deleting: 'Excluindo…',
  deleteFailed: 'Não foi possível excluir a conta agora. Tente de novo em instantes.',
  deletedTitle: 'Conta excluída',
  deletedDescription: 'Seus dados foram apagados do Legado.',
};
