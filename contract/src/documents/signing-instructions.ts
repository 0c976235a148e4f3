import type { TestamentContent } from '../will/testament-content.ts';

/** The will's form: a typed testamento particular or a minuta for a testamento público (CC 1.862). */
export type WillForm = TestamentContent['formalidades']['forma'];

/** What to do with the document, shown with the PDF and printed on its last page. */
export interface SigningInstructions {
  titulo: string;
  passos: string[];
  aviso: string;
}

/** What in the will adds a step to the instructions. */
export interface SigningInstructionsOptions {
  /** The will records a wish to donate organs: point to the AEDO, which works in time. */
  doacaoOrgaos?: boolean;
}

const NOT_LEGAL_ADVICE =
  'O Legado não presta assessoria jurídica. Em caso de dúvida, procure um advogado ou um tabelionato de notas.';

// LEGAL-BR §8 (and §3 for the AEDO); articles cited so the user can check them.
const PARTICULAR: SigningInstructions = {
  titulo: 'Como assinar o seu testamento particular',
  passos: [
    'Imprima o documento em papel, sem alterar, rasurar ou acrescentar nada ao texto.',
    'Assine na data impressa no testamento. Se for assinar em outro dia, gere o documento de novo com a nova data antes de imprimir.',
    'Reúna três testemunhas maiores de idade que não sejam herdeiras, legatárias, testamenteiras remuneradas nem tutoras nomeadas, nem cônjuges ou parentes próximos delas. Prefira pessoas mais jovens e fáceis de encontrar: depois do falecimento, o juiz poderá chamá-las para confirmar o testamento.',
    'Em um único encontro, leia o testamento em voz alta para as três testemunhas, todas presentes ao mesmo tempo (Código Civil, art. 1.876, § 2º).',
    'Você e as três testemunhas assinam a última página e rubricam todas as páginas.',
    'Cada testemunha escreve, abaixo da própria assinatura, o nome completo, o CPF e o endereço, se não estiverem impressos.',
    'Guarde o original em local seguro e conte ao testamenteiro onde ele está. Se quiser, registre-o para conservação em um Cartório de Registro de Títulos e Documentos (Lei nº 6.015/1973, art. 127, VII).',
    'O testamento particular não é registrado em nenhum cadastro central: se o papel se perder, o testamento se perde. Depois do falecimento, ele é confirmado em juízo com as testemunhas (Código Civil, arts. 1.877 e 1.878).',
  ],
  aviso: NOT_LEGAL_ADVICE,
};

const PUBLICO: SigningInstructions = {
  titulo: 'Como fazer o seu testamento público',
  passos: [
    'Este documento é uma minuta: ele não vale como testamento enquanto não for lavrado por um tabelião. Não o assine nem o rubrique.',
    'Leve a minuta a um tabelionato de notas, ou agende uma sessão on-line pelo e-Notariado com um tabelião competente, usando um certificado digital notarizado, que é gratuito (Código Nacional de Normas, Provimento CNJ nº 149/2023).',
    'Leve seus documentos pessoais (RG e CPF) e, se possível, os documentos dos bens mencionados.',
    'Compareça com duas testemunhas maiores de idade que não sejam herdeiras, legatárias nem parentes próximos delas (Código Civil, art. 1.864).',
    'O tabelião escreve o testamento no livro de notas, lê o texto em voz alta para você e para as testemunhas, e todos assinam.',
    'O testamento público fica arquivado no cartório e é comunicado à Central Notarial de Serviços Eletrônicos Compartilhados (CENSEC), onde os herdeiros o encontram; peça uma certidão (traslado) e conte ao testamenteiro onde ela está.',
  ],
  aviso: NOT_LEGAL_ADVICE,
};

const ORGAN_DONATION_STEP =
  'Como você deseja doar órgãos, faça também a Autorização Eletrônica de Doação de Órgãos (AEDO), gratuita, no e-Notariado (Provimento CNJ nº 164/2024), e conte à sua família: o testamento costuma ser lido tarde demais para a doação.';

/** The Portuguese signing steps for a form (LEGAL-BR §8). */
export function signingInstructions(
  forma: WillForm,
  options: SigningInstructionsOptions = {},
): SigningInstructions {
  const base = forma === 'publico' ? PUBLICO : PARTICULAR;
  return options.doacaoOrgaos === true
    ? { ...base, passos: [...base.passos, ORGAN_DONATION_STEP] }
    : base;
}
