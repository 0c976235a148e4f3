import { formatCep, formatCpf } from '../will/documents.ts';
import { effectiveRegime } from '../will/law/regime.ts';
import type { RegimeBens, Sexo, TestamentContent } from '../will/testament-content.ts';
import { bySex, nationalityFor, professionFor } from './portuguese-gender.ts';
import type { People } from './will-text-people.ts';
import { dateInFull } from './portuguese-format.ts';

// With the testator's sex known the qualification reads as a notary writes it ("brasileira,
// casada, nascida em…, residente e domiciliada…"). Without it, the text uses constructions that
// need no agreement ("de nacionalidade brasileira", "com data de nascimento em", "com residência e
// domicílio em"): never "brasileiro(a)".

/** "sob o regime da comunhão parcial de bens". */
export const REGIME_TEXT: Record<RegimeBens, string> = {
  comunhao_parcial: 'comunhão parcial de bens',
  comunhao_universal: 'comunhão universal de bens',
  separacao_convencional: 'separação convencional de bens',
  separacao_obrigatoria: 'separação obrigatória de bens',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/**
 * The regime the law applies, which the text states: a marriage before 26/12/1977 without a pact
 * declared as comunhão parcial was comunhão universal (LEGAL-BR §2).
 */
export function regimeOf(content: TestamentContent): RegimeBens | undefined {
  return effectiveRegime(content)?.efetivo;
}

/** "2010" → "2010"; "2010-03-05" → "5 de março de 2010". */
export function dateOrYear(value: string): string {
  return /^\d{4}$/.test(value) ? value : dateInFull(value);
}

function spouseStatus(content: TestamentContent, people: People, sexo: Sexo | undefined) {
  const { conjuge } = content.familia;
  if (conjuge === null) return undefined;
  const since = conjuge.dataInicio === undefined ? '' : ` desde ${dateOrYear(conjuge.dataInicio)}`;
  const union =
    conjuge.tipo === 'casamento'
      ? bySex(sexo, 'casado com', 'casada com', 'vivendo em casamento com')
      : 'vivendo em união estável com';
  const apart =
    conjuge.separadoDeFatoDesde === undefined
      ? ''
      : `, de quem estou ${bySex(sexo, 'separado', 'separada', 'em separação')} de fato desde ${dateOrYear(conjuge.separadoDeFatoDesde)}`;
  return `${union} ${people.describe(conjuge.pessoaId)}${since}, sob o regime da ${REGIME_TEXT[regimeOf(content) ?? conjuge.regimeBens]}${apart}`;
}

function civilStatus(content: TestamentContent, people: People): string {
  const { sexo, estadoCivil } = content.testador;
  const withSpouse = spouseStatus(content, people, sexo);
  if (withSpouse !== undefined) return withSpouse;
  switch (estadoCivil) {
    case 'solteiro':
      return bySex(sexo, 'solteiro', 'solteira', 'sem casamento nem união estável');
    case 'casado':
      return bySex(sexo, 'casado', 'casada', 'em casamento');
    case 'uniao_estavel':
      return 'em união estável';
    case 'divorciado':
      return bySex(
        sexo,
        'divorciado',
        'divorciada',
        'com casamento anterior dissolvido pelo divórcio',
      );
    case 'separado':
      return bySex(
        sexo,
        'separado judicialmente',
        'separada judicialmente',
        'em situação de separação judicial',
      );
    case 'viuvo':
      return bySex(sexo, 'viúvo', 'viúva', 'em situação de viuvez');
  }
}

function address(content: TestamentContent): string {
  const { endereco } = content.testador;
  const parts = [
    endereco.logradouro.trim(),
    `nº ${endereco.numero.trim()}`,
    endereco.complemento?.trim(),
    endereco.bairro?.trim(),
    `${endereco.cidade.trim()}/${endereco.uf}`,
    `CEP ${formatCep(endereco.cep)}`,
  ];
  return parts.filter((part): part is string => part !== undefined && part !== '').join(', ');
}

function qualification(content: TestamentContent, people: People): string[] {
  const { testador } = content;
  const { sexo } = testador;
  const profession = testador.profissao?.trim() ? professionFor(testador.profissao, sexo) : '';
  const rg = testador.rg?.trim();
  if (sexo === undefined) {
    return [
      `Eu, ${testador.nome.trim()}`,
      `de nacionalidade ${nationalityFor(testador.nacionalidade, 'feminino')}`,
      `natural de ${testador.naturalidade.trim()}`,
      `com data de nascimento em ${dateInFull(testador.dataNascimento)}`,
      civilStatus(content, people),
      ...(profession ? [`de profissão ${profession}`] : []),
      ...(rg ? [`com cédula de identidade RG nº ${rg}`] : []),
      `com inscrição no CPF sob o nº ${formatCpf(testador.cpf)}`,
      `com residência e domicílio no endereço ${address(content)}`,
    ];
  }
  const f = sexo === 'feminino';
  return [
    `Eu, ${testador.nome.trim()}`,
    nationalityFor(testador.nacionalidade, sexo),
    `${f ? 'nascida' : 'nascido'} em ${dateInFull(testador.dataNascimento)}`,
    `natural de ${testador.naturalidade.trim()}`,
    civilStatus(content, people),
    ...(profession ? [profession] : []),
    ...(rg ? [`${f ? 'portadora' : 'portador'} da cédula de identidade RG nº ${rg}`] : []),
    `${f ? 'inscrita' : 'inscrito'} no CPF sob o nº ${formatCpf(testador.cpf)}`,
    `${f ? 'residente e domiciliada' : 'residente e domiciliado'} no endereço ${address(content)}`,
  ];
}

/** The testator's full qualification, the declaration of capacity and the opening formula. */
export function preamble(content: TestamentContent, people: People): string[] {
  const form =
    content.formalidades.forma === 'publico'
      ? 'apresento esta minuta para que o tabelião lavre o meu testamento público, na forma dos arts. 1.864 a 1.867 do Código Civil, segundo as disposições seguintes.'
      : 'faço este meu testamento particular, na forma dos arts. 1.876 a 1.880 do Código Civil, segundo as disposições seguintes.';

  return [
    `${qualification(content, people).join(', ')}, ${form}`,
    'Declaro que estou em pleno gozo das minhas faculdades mentais, que faço este testamento pessoalmente, de livre e espontânea vontade, sem induzimento, coação ou influência de quem quer que seja, e que ele expressa fielmente a minha última vontade (Código Civil, arts. 1.858 e 1.860).',
  ];
}
