import type { TestamentContent } from '../will/testament-content.ts';

/** The will's form: a typed testamento particular or a minuta for a testamento público (CC 1.862). */
export type WillForm = TestamentContent['formalidades']['forma'];

/** What to do with the document, shown with the PDF and printed on its last page. */
export interface SigningInstructions {
  titulo: string;
  passos: string[];
  aviso: string;
}

const NOT_LEGAL_ADVICE =
  'O Legado não presta assessoria jurídica. Em caso de dúvida, procure um advogado ou um tabelionato de notas.';

// LEGAL-BR §8; articles cited so the user can check them.
const PARTICULAR: SigningInstructions = {
  titulo: 'Como assinar o seu testamento particular',
  passos: [
    'Imprima o documento em papel, sem alterar, rasurar ou acrescentar nada ao texto.',
    'Reúna três testemunhas maiores de idade que não sejam herdeiras, legatárias, testamenteiras remuneradas nem tutoras nomeadas, nem cônjuges ou parentes próximos delas.',
    'Em um único encontro, leia o testamento em voz alta para as três testemunhas, todas presentes ao mesmo tempo (Código Civil, art. 1.876, § 2º).',
    'Você e as três testemunhas assinam a última página e rubricam todas as páginas.',
    'Cada testemunha escreve, abaixo da própria assinatura, o nome completo e o CPF.',
    'Guarde o original em local seguro e conte ao testamenteiro onde ele está.',
    'O testamento particular não é registrado em nenhum cadastro central: se o papel se perder, o testamento se perde. Depois do falecimento, ele é confirmado em juízo com as testemunhas (art. 1.878).',
  ],
  aviso: NOT_LEGAL_ADVICE,
};

const PUBLICO: SigningInstructions = {
  titulo: 'Como fazer o seu testamento público',
  passos: [
    'Este documento é uma minuta: ele não vale como testamento enquanto não for lavrado por um tabelião.',
    'Leve a minuta a qualquer tabelionato de notas, ou agende uma sessão on-line pelo e-Notariado (Provimento CNJ nº 100/2020).',
    'Leve seus documentos pessoais (RG e CPF) e, se possível, os documentos dos bens mencionados.',
    'Compareça com duas testemunhas maiores de idade que não sejam herdeiras, legatárias nem parentes próximos delas (Código Civil, art. 1.864).',
    'O tabelião escreve o testamento no livro de notas, lê o texto para você e para as testemunhas, e todos assinam.',
    'O testamento público fica arquivado no cartório; peça uma certidão (traslado) e conte ao testamenteiro onde ela está.',
  ],
  aviso: NOT_LEGAL_ADVICE,
};

/** The Portuguese signing steps for a form (LEGAL-BR §8). */
export function signingInstructions(forma: WillForm): SigningInstructions {
  return forma === 'publico' ? PUBLICO : PARTICULAR;
}
