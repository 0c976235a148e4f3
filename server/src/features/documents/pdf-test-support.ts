// Test support only (pdfjs-dist is a devDependency): text extraction and a long will.
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EXAMPLE_TESTAMENT, type TestamentContent } from '@legado/contract';

/** The text of each page of a PDF, as pdf.js reads it, with whitespace collapsed. */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of (detaches) the buffer it gets: give it a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
      .join('');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return pages;
}

/** How many vector paths each page of a PDF draws (lines, borders, shapes; not text). */
export async function pdfPagePathCounts(pdf: Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const counts: number[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const { fnArray } = await page.getOperatorList();
    counts.push(fnArray.filter((op) => op === OPS.constructPath).length);
  }
  await document.destroy();
  return counts;
}

/** The example will with enough gifts and wishes to fill about four pages. */
export function longWill(): TestamentContent {
  const will = structuredClone(EXAMPLE_TESTAMENT);
  const items = [
    'o apartamento situado na Rua das Acácias, nº 120, apartamento 31, Vila Mariana, São Paulo/SP, com os móveis que o guarnecem',
    'o automóvel de minha propriedade, com todos os seus acessórios',
    'a coleção de livros de direito e de história do Brasil da minha biblioteca',
    'as joias que pertenceram à minha mãe, guardadas no cofre da minha residência',
    'o piano de cauda da sala de estar, com as partituras que o acompanham',
    'a quantia depositada na minha conta de poupança no Banco do Brasil',
  ];
  will.disposicoes.legados = items.flatMap((descricao, i) => [
    {
      beneficiarioId: i % 2 === 0 ? 'p2' : 'p3',
      descricao,
      substitutoId: i % 2 === 0 ? 'p3' : 'p2',
      encargo:
        'conservar o bem e permitir que os demais membros da família o visitem ou usem em datas festivas',
    },
  ]);
  will.naoPatrimoniais = {
    ...will.naoPatrimoniais,
    doacaoOrgaos:
      'Desejo doar todos os órgãos e tecidos que puderem ser aproveitados para transplante.',
    animais:
      'Peço que a minha cadela Mel fique com a minha filha Ana Clara, que a conhece desde filhote.',
    ativosDigitais:
      'As fotos e os vídeos guardados nas minhas contas devem ser entregues aos meus filhos.',
    mensagens: [
      'Agradeço à minha família por todo o amor, pela paciência e pelos anos de alegria que vivemos juntos.',
      'Peço aos meus filhos que cuidem um do outro e da mãe deles, e que nunca deixem que bens materiais os separem.',
    ],
  };
  return will;
}
