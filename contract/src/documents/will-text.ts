import { formatCep, formatCpf } from '../will/documents.ts';
import type { Pessoa, TestamentContent } from '../will/testament-content.ts';
import { clauseNumber, dateInFull } from './portuguese-format.ts';
import { bySex } from './portuguese-gender.ts';
import { numberInWords } from './portuguese-numbers.ts';
import { CLAUSE_BUILDERS } from './will-text-clauses.ts';
import { peopleOf } from './will-text-people.ts';
import { preamble } from './will-text-preamble.ts';
import type { WillDocument, WillSignature } from './will-document.ts';

/** Options of `willText`: the will's status is carried into the document (the PDF watermarks drafts). */
export interface WillTextOptions {
  status: 'draft' | 'concluido';
  /**
   * How many sheets the printed will has (the PDF counts its own pages): a testamento particular
   * then states it in its closing. Left out by the preview, which has no pages.
   */
  folhas?: number;
}

const PUBLIC_SUBTITLE =
  'Minuta para testamento público, a ser levada a um tabelionato de notas, onde o tabelião lavrará o testamento na presença de duas testemunhas. Esta minuta, por si só, não é um testamento.';

/** "1 (uma) folha", "3 (três) folhas": sheets are feminine. */
export function sheetsInFull(folhas: number): string {
  const words = numberInWords(folhas)
    .replace(/\bum$/, 'uma')
    .replace(/\bdois$/, 'duas');
  return `${folhas} (${words}) ${folhas === 1 ? 'folha' : 'folhas'}`;
}

/**
 * The witnesses a público minuta names for the notary, as the lavrado will identifies them (art.
 * 1.864, II): name, CPF and address when known. No signature lines: the minuta is not signed.
 */
function publicWitnesses(content: TestamentContent): string {
  const people = peopleOf(content);
  const named = content.formalidades.testemunhaIds.map((id) => {
    const witness = people.get(id);
    return [
      witness.nome.trim(),
      witness.cpf === undefined ? undefined : `CPF nº ${formatCpf(witness.cpf)}`,
      witness.endereco === undefined ? undefined : `residente em ${addressLine(witness.endereco)}`,
    ]
      .filter((part) => part !== undefined)
      .join(', ');
  });
  if (named.length === 0) return '';
  const list =
    named.length === 1
      ? named[0]
      : `${named.slice(0, -1).join('; ')}; e ${named[named.length - 1] ?? ''}`;
  return ` ${named.length === 1 ? 'Testemunha que me acompanhará' : 'Testemunhas que me acompanharão'} ao ato: ${list}.`;
}

function closing(content: TestamentContent, folhas: number | undefined): string {
  if (content.formalidades.forma === 'publico') {
    return `Esta minuta expressa a minha última vontade e servirá de base para que o tabelião lavre o meu testamento público, a ser lido em voz alta e assinado por mim, pelas duas testemunhas e pelo tabelião, em um só ato (Código Civil, art. 1.864).${publicWitnesses(content)} Por ser apenas uma minuta, não deve ser assinada nem rubricada.`;
  }
  const sheets =
    folhas === undefined
      ? ''
      : ` Este testamento contém ${sheetsInFull(folhas)}, numeradas e rubricadas por mim e pelas testemunhas.`;
  return `Por ser esta a expressão da minha última vontade, fiz este testamento por processo mecânico, sem rasuras nem espaços em branco, e o li em voz alta na presença simultânea das testemunhas abaixo identificadas, no mínimo três, que, depois de ouvi-lo, o assinam comigo (Código Civil, art. 1.876, § 2º).${sheets}`;
}

/** A witness's address on one line, for the court to find them (LEGAL-BR §1). */
function addressLine(endereco: NonNullable<Pessoa['endereco']>): string {
  return [
    endereco.logradouro.trim(),
    `nº ${endereco.numero.trim()}`,
    endereco.complemento?.trim(),
    endereco.bairro?.trim(),
    `${endereco.cidade.trim()}/${endereco.uf}`,
    endereco.cep === undefined ? undefined : `CEP ${formatCep(endereco.cep)}`,
  ]
    .filter((part): part is string => part !== undefined && part !== '')
    .join(', ');
}

/** The testator's and each witness's block; none on a público minuta, signed only at the notary's. */
function signatures(content: TestamentContent): WillSignature[] {
  if (content.formalidades.forma === 'publico') return [];
  const people = peopleOf(content);
  const { testador } = content;
  return [
    {
      papel: bySex(
        testador.sexo,
        'Testador',
        'Testadora',
        'Assinatura de quem faz este testamento',
      ),
      nome: testador.nome.trim(),
      cpf: formatCpf(testador.cpf),
    },
    ...content.formalidades.testemunhaIds.map((id, i) => {
      const witness = people.get(id);
      return {
        papel: `Testemunha ${i + 1}`,
        nome: witness.nome.trim(),
        ...(witness.cpf === undefined ? {} : { cpf: formatCpf(witness.cpf) }),
        ...(witness.endereco === undefined ? {} : { endereco: addressLine(witness.endereco) }),
      };
    }),
  ];
}

/**
 * Text typed on some systems arrives decomposed (a + combining accent): composing it keeps the
 * preview, the PDF and text search seeing one "á", and the PDF font needs no mark positioning.
 */
function composed(doc: WillDocument): WillDocument {
  const nfc = (text: string) => text.normalize('NFC');
  return {
    ...doc,
    titulo: nfc(doc.titulo),
    ...(doc.subtitulo === undefined ? {} : { subtitulo: nfc(doc.subtitulo) }),
    preambulo: doc.preambulo.map(nfc),
    clausulas: doc.clausulas.map((c) => ({
      ...c,
      titulo: nfc(c.titulo),
      paragrafos: c.paragrafos.map(nfc),
    })),
    fecho: { texto: nfc(doc.fecho.texto), cidadeData: nfc(doc.fecho.cidadeData) },
    assinaturas: doc.assinaturas.map((a) => ({
      ...a,
      nome: nfc(a.nome),
      ...(a.endereco === undefined ? {} : { endereco: nfc(a.endereco) }),
    })),
  };
}

/**
 * The will's legal text in Portuguese, built from its content: the one source both the HTML
 * preview and the PDF render. Sections that do not apply are left out and the remaining clauses
 * are numbered continuously (Cláusula Primeira, Segunda, …). Pure: same content, same text.
 */
export function willText(
  content: TestamentContent,
  options: WillTextOptions = { status: 'draft' },
): WillDocument {
  const people = peopleOf(content);
  const { forma, cidade, data } = content.formalidades;
  const clausulas = CLAUSE_BUILDERS.map((build) => build(content, people))
    .filter((clause) => clause !== null)
    .map((clause, i) => ({ numero: clauseNumber(i + 1), ...clause }));
  return composed({
    forma,
    status: options.status,
    titulo: forma === 'publico' ? 'Minuta de Testamento Público' : 'Testamento Particular',
    ...(forma === 'publico' ? { subtitulo: PUBLIC_SUBTITLE } : {}),
    preambulo: preamble(content, people),
    clausulas,
    fecho: {
      texto: closing(content, options.folhas),
      cidadeData: `${cidade.trim()}, ${dateInFull(data)}`,
    },
    assinaturas: signatures(content),
  });
}
