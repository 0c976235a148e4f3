import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from '../will/example-testament.ts';
import { TestamentContentSchema, type TestamentContent } from '../will/testament-content.ts';
import { findGaps } from './find-gaps.ts';
import { willText } from './will-text.ts';
import type { WillDocument } from './will-document.ts';
import { WillDocumentSchema } from './will-document.ts';

/** Every text of the document in reading order, one string. */
function fullText(doc: WillDocument): string {
  return [
    doc.titulo,
    doc.subtitulo ?? '',
    ...doc.preambulo,
    ...doc.clausulas.flatMap((c) => [`${c.numero} — ${c.titulo}`, ...c.paragrafos]),
    doc.fecho.texto,
    doc.fecho.cidadeData,
    ...doc.assinaturas.flatMap((s) => [s.papel, s.nome, s.cpf ?? '']),
  ].join('\n');
}

/** A will that uses every section: minors, tutor, restrictions, recognition, every wish. */
function fullWill(): TestamentContent {
  const will = structuredClone(EXAMPLE_TESTAMENT);
  will.pessoas.push(
    {
      id: 'p7',
      tipo: 'fisica',
      nome: 'Lúcia Gonçalves Araújo',
      cpf: '11144477735',
      relacao: 'irmã',
    },
    {
      id: 'p8',
      tipo: 'fisica',
      nome: 'João Vítor Mendes',
      dataNascimento: '2015-02-01',
      relacao: 'filho',
    },
    { id: 'p9', tipo: 'juridica', nome: 'Associação Patas Amigas', cnpj: '11222333000181' },
    { id: 'p10', tipo: 'fisica', nome: 'Renato Müller Assunção', cpf: '52998224725' },
  );
  will.familia.descendentes.push({ pessoaId: 'p8', grau: 'filho', vivo: true, menor: true });
  will.derivados.herdeirosNecessarios.push('p8');
  will.disposicoes.heranca = [
    { beneficiarioId: 'p2', percentual: 40, base: 'disponivel', substitutoId: 'p3' },
    { beneficiarioId: 'p7', percentual: 33.5, base: 'disponivel' },
  ];
  will.disposicoes.legados.push({
    beneficiarioId: 'p9',
    descricao: 'a quantia de vinte mil reais',
    tipo: 'quantia',
    valor: 20000,
    encargo: 'cuidar do meu cão Tobias até o fim da vida dele',
    substitutoId: 'p7',
  });
  will.disposicoes.clausulasRestritivas = [
    {
      tipos: ['inalienabilidade'],
      alcance: 'legitima',
      beneficiarioIds: ['p8'],
      justaCausa: 'proteger o patrimônio de filho ainda menor de idade',
    },
  ];
  will.testamenteiros = [
    { pessoaId: 'p10', ordem: 2, premioPercentual: 3, posseBens: false },
    { pessoaId: 'p7', ordem: 1, premioPercentual: 2.5, posseBens: false },
  ];
  will.tutela = { tutorIds: ['p7', 'p10'], outroGenitorVivo: true, outroGenitorConcorda: true };
  will.naoPatrimoniais = {
    reconhecimentoFilhos: ['p8'],
    funeral: 'Quero ser sepultado no jazigo da família',
    doacaoOrgaos: 'Desejo doar todos os órgãos que puderem ser aproveitados.',
    animais: 'O cão Tobias fica com a Associação Patas Amigas.',
    ativosDigitais: 'Minhas fotos na nuvem devem ser entregues aos meus filhos.',
    mensagens: ['Amo vocês.', 'Cuidem uns dos outros.'],
  };
  return will;
}

describe('willText', () => {
  it('writes the example will as numbered legal text (snapshot)', () => {
    expect(willText(EXAMPLE_TESTAMENT)).toMatchSnapshot();
  });

  it('produces a valid WillDocument with no gaps for the example and for a will using every section', () => {
    for (const content of [EXAMPLE_TESTAMENT, fullWill()]) {
      expect(TestamentContentSchema.safeParse(content).success).toBe(true);
      const doc = willText(content, { status: 'concluido' });
      expect(WillDocumentSchema.parse(doc)).toEqual(doc);
      expect(findGaps(doc)).toEqual([]);
      expect(fullText(doc)).not.toMatch(/undefined|null|NaN|\[object|_{2,}/);
    }
  });

  it('qualifies the testator in full in the preamble and declares capacity and free will', () => {
    const [qualification, capacity] = willText(EXAMPLE_TESTAMENT).preambulo;
    expect(qualification).toContain('Eu, Carlos Alberto Mendes, de nacionalidade brasileira');
    expect(qualification).toContain('natural de Campinas/SP');
    expect(qualification).toContain('com data de nascimento em 15 de junho de 1975');
    expect(qualification).toContain('casamento com Maria Helena Mendes');
    expect(qualification).toContain('comunhão parcial de bens');
    expect(qualification).toContain('de profissão engenheiro');
    expect(qualification).toContain('CPF sob o nº 529.982.247-25');
    expect(qualification).toContain(
      'Rua das Flores, nº 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000',
    );
    expect(capacity).toContain('pleno gozo das minhas faculdades mentais');
    expect(capacity).toContain('livre e espontânea vontade');
  });

  it('names every necessary heir in the legítima clause and every beneficiary where they receive', () => {
    const doc = willText(EXAMPLE_TESTAMENT);
    const clause = (title: string) =>
      doc.clausulas.find((c) => c.titulo === title)!.paragrafos.join(' ');
    expect(clause('Dos herdeiros necessários e da legítima')).toMatch(
      /Maria Helena Mendes \(cônjuge, CPF nº 123\.456\.789-09\), com 1\/6 \(um sexto\) da herança; Ana Clara Mendes \(filha\), com 1\/6 \(um sexto\) da herança; e Pedro Henrique Mendes \(filho\), com 1\/6/,
    );
    const shares = clause('Da herança');
    expect(shares).toContain(
      'a Maria Helena Mendes (cônjuge, CPF nº 123.456.789-09) 50% (cinquenta por cento) da parte disponível',
    );
    expect(shares).toContain('a Ana Clara Mendes (filha) 25% (vinte e cinco por cento)');
    expect(shares).toContain('caberá, em substituição, a Pedro Henrique Mendes (filho)');
    expect(clause('Do legado')).toBe(
      'Lego a Pedro Henrique Mendes (filho) o relógio de ouro que foi do meu pai.',
    );
    expect(clause('Da testamentaria')).toContain(
      'Maria Helena Mendes (cônjuge, CPF nº 123.456.789-09)',
    );
  });

  it('closes with the city and the date in full and a signature line per person with a formatted CPF', () => {
    const doc = willText(EXAMPLE_TESTAMENT);
    expect(doc.fecho.cidadeData).toBe('São Paulo, 10 de maio de 2025');
    expect(doc.assinaturas).toEqual([
      // The example records no sex: a caption that needs no agreement, never "Testador(a)".
      {
        papel: 'Assinatura de quem faz este testamento',
        nome: 'Carlos Alberto Mendes',
        cpf: '529.982.247-25',
      },
      { papel: 'Testemunha 1', nome: 'Roberto Carlos Lima', cpf: '987.654.321-00' },
      { papel: 'Testemunha 2', nome: 'Juliana Pereira Santos', cpf: '246.813.579-28' },
      { papel: 'Testemunha 3', nome: 'Marcos Vinícius Rocha', cpf: '135.792.468-28' },
    ]);
  });

  it('numbers the clauses continuously with Portuguese ordinals when sections are left out', () => {
    const will = structuredClone(EXAMPLE_TESTAMENT);
    will.disposicoes.legados = [];
    will.naoPatrimoniais = { reconhecimentoFilhos: [], mensagens: [] };
    will.revogacao = { tipo: 'nenhuma' };
    const doc = willText(will);
    expect(doc.clausulas.map((c) => `${c.numero} — ${c.titulo}`)).toEqual([
      'Cláusula Primeira — Dos herdeiros necessários e da legítima',
      'Cláusula Segunda — Da herança',
      'Cláusula Terceira — Da testamentaria',
    ]);
  });

  it('writes every optional section of a full will, each person named with CPF or CNPJ', () => {
    const doc = willText(fullWill());
    const text = fullText(doc);
    expect(doc.clausulas.map((c) => c.numero)).toEqual([
      'Cláusula Primeira',
      'Cláusula Segunda',
      'Cláusula Terceira',
      'Cláusula Quarta',
      'Cláusula Quinta',
      'Cláusula Sexta',
      'Cláusula Sétima',
      'Cláusula Oitava',
      'Cláusula Nona',
      'Cláusula Décima',
    ]);
    expect(text).toContain(
      '33,5% (trinta e três inteiros e cinco décimos por cento) da parte disponível',
    );
    expect(text).toContain(
      'A parte dos meus bens de que não disponho neste testamento caberá aos meus herdeiros legítimos',
    );
    expect(text).toContain(
      'Lego a Associação Patas Amigas (CNPJ nº 11.222.333/0001-81) a quantia de vinte mil reais, no valor de R$ 20.000,00 (vinte mil reais).',
    );
    expect(text).toContain(
      'encargo, que a pessoa beneficiada deverá cumprir: cuidar do meu cão Tobias até o fim da vida dele.',
    );
    expect(text).toContain('gravados com a cláusula de inalienabilidade');
    expect(text).toContain(
      'justa causa desta restrição, quanto a João Vítor Mendes: proteger o patrimônio de filho ainda menor de idade (Código Civil, art. 1.848).',
    );
    expect(text).toContain('a filiação de João Vítor Mendes (filho), para todos os efeitos legais');
    expect(text).toContain(
      'tutela de João Vítor Mendes, menor de idade, nos termos dos arts. 1.634, VI',
    );
    expect(text).toContain('Lúcia Gonçalves Araújo (irmã, CPF nº 111.444.777-35). Na falta');
    // A unilateral act (1.634 VI): the other parent never "agrees" inside this will.
    expect(text).not.toMatch(/concorda/);
    expect(text).toContain('o outro genitor tiver falecido ou não puder exercer o poder familiar');
    // Executors in their order, each with a fee.
    expect(text).toMatch(
      /testamentaria, nos termos do art\. 1\.976 do Código Civil, Lúcia Gonçalves Araújo .* Renato Müller Assunção \(CPF nº 529\.982\.247-25\)/,
    );
    expect(text).toContain(
      'Fixo o prêmio de Renato Müller Assunção, pelo exercício da testamentaria, em 3% (três por cento)',
    );
    expect(text).toContain(
      'Lúcia Gonçalves Araújo, pelo exercício da testamentaria, em 2,5% (dois inteiros e cinco décimos por cento)',
    );
    expect(text).not.toMatch(/deve ficar entre/);
    // The organ-donation wish is stated firmly (art. 14, Enunciado 277 CJF), never undercut.
    expect(text).not.toContain('não obriga a minha família');
    expect(text).toContain('Esta vontade, manifestada por mim em vida, deve prevalecer');
    expect(text).toContain('“Quero ser sepultado no jazigo da família.”');
    expect(text).toContain('Nenhuma senha é registrada neste testamento.');
    expect(text).toContain('Das mensagens finais');
  });

  it('turns a público will into a minuta to take to a tabelionato', () => {
    const will = structuredClone(EXAMPLE_TESTAMENT);
    will.formalidades.forma = 'publico';
    will.formalidades.testemunhaIds = ['p4', 'p5'];
    const doc = willText(will);
    expect(doc.titulo).toBe('Minuta de Testamento Público');
    expect(doc.subtitulo).toMatch(/tabelionato de notas/);
    expect(doc.fecho.texto).toMatch(/tabelião/);
    // A minuta is not signed at home: no signature blocks at all.
    expect(doc.assinaturas).toEqual([]);
    expect(doc.fecho.texto).toContain('não deve ser assinada nem rubricada');
    // The notary needs the witnesses' identification, as the lavrado will states it (1.864, II).
    const [first, second] = ['p4', 'p5'].map((id) => will.pessoas.find((p) => p.id === id)!);
    expect(doc.fecho.texto).toContain('Testemunhas que me acompanharão ao ato: ');
    expect(doc.fecho.texto).toContain(`${first!.nome}, CPF nº `);
    expect(doc.fecho.texto).toContain(`; e ${second!.nome}`);
    expect(findGaps(doc)).toEqual([]);
  });

  it('declares free disposition when there is no necessary heir', () => {
    const will = structuredClone(EXAMPLE_TESTAMENT);
    will.familia = {
      conjuge: null,
      descendentes: [],
      ascendentes: [],
      testamentosAnteriores: false,
    };
    will.testador.estadoCivil = 'viuvo';
    will.derivados = {
      idade: 49,
      herdeirosNecessarios: [],
      haLegitima: false,
      disponivelPercentual: 100,
    };
    const doc = willText(will);
    expect(doc.preambulo[0]).toContain('em situação de viuvez');
    expect(doc.clausulas[1]?.paragrafos[0]).toMatch(/não tenho herdeiros necessários/);
  });

  it('is pure: the same content gives the same document, and the status is carried', () => {
    expect(willText(fullWill())).toEqual(willText(fullWill()));
    expect(willText(EXAMPLE_TESTAMENT).status).toBe('draft');
    expect(willText(EXAMPLE_TESTAMENT, { status: 'concluido' }).status).toBe('concluido');
  });

  it('composes accents typed decomposed, so search and the PDF see one character', () => {
    const will = structuredClone(EXAMPLE_TESTAMENT);
    will.testador.nome = 'Jose\u0301 Conceic\u0327a\u0303o';
    const doc = willText(will);
    expect(doc.preambulo[0]).toContain('Eu, José Conceição,');
    expect(doc.assinaturas[0]?.nome).toBe('José Conceição');
  });

  it('refuses a reference to a person missing from the registry instead of printing a blank', () => {
    const will = structuredClone(EXAMPLE_TESTAMENT);
    will.disposicoes.legados = [{ beneficiarioId: 'p99', descricao: 'o meu carro' }];
    expect(() => willText(will)).toThrow(/p99/);
  });
});
