import { formatCep, formatCpf } from '../will/documents.ts';
import type { RegimeBens, TestamentContent } from '../will/testament-content.ts';
import type { People } from './will-text-people.ts';
import { dateInFull } from './portuguese-format.ts';

// The schema has no grammatical gender for the testator, so the qualification is written in
// gender-neutral constructions ("com data de nascimento em", "com residência e domicílio em")
// instead of "nascido/nascida", "residente e domiciliado/domiciliada".

/** "sob o regime da comunhão parcial de bens". */
export const REGIME_TEXT: Record<RegimeBens, string> = {
  comunhao_parcial: 'comunhão parcial de bens',
  comunhao_universal: 'comunhão universal de bens',
  separacao_convencional: 'separação convencional de bens',
  separacao_obrigatoria: 'separação obrigatória de bens',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/** "brasileiro" → "brasileira", to agree with "de nacionalidade"; other values as typed. */
function nationality(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/ês$/, 'esa').replace(/o$/, 'a'))
    .join(' ');
}

function civilStatus(content: TestamentContent, people: People): string {
  const { conjuge } = content.familia;
  if (conjuge !== null) {
    const union = conjuge.tipo === 'casamento' ? 'casamento' : 'união estável';
    return `vivendo em ${union} com ${people.describe(conjuge.pessoaId)}, sob o regime da ${REGIME_TEXT[conjuge.regimeBens]}`;
  }
  switch (content.testador.estadoCivil) {
    case 'solteiro':
      return 'sem casamento nem união estável';
    case 'casado':
      return 'em casamento';
    case 'uniao_estavel':
      return 'em união estável';
    case 'divorciado':
      return 'com casamento anterior dissolvido pelo divórcio';
    case 'separado':
      return 'em situação de separação judicial';
    case 'viuvo':
      return 'em situação de viuvez';
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

/** The testator's full qualification, the declaration of capacity and the opening formula. */
export function preamble(content: TestamentContent, people: People): string[] {
  const { testador } = content;
  const qualification = [
    `Eu, ${testador.nome.trim()}`,
    `de nacionalidade ${nationality(testador.nacionalidade)}`,
    `natural de ${testador.naturalidade.trim()}`,
    `com data de nascimento em ${dateInFull(testador.dataNascimento)}`,
    civilStatus(content, people),
    testador.profissao?.trim() ? `de profissão ${testador.profissao.trim()}` : undefined,
    testador.rg?.trim() ? `com cédula de identidade RG nº ${testador.rg.trim()}` : undefined,
    `com inscrição no CPF sob o nº ${formatCpf(testador.cpf)}`,
    `com residência e domicílio no endereço ${address(content)}`,
  ].filter((part): part is string => part !== undefined);

  const form =
    content.formalidades.forma === 'publico'
      ? 'apresento esta minuta para que o tabelião lavre o meu testamento público, na forma dos arts. 1.864 a 1.867 do Código Civil, segundo as disposições seguintes.'
      : 'faço este meu testamento particular, na forma dos arts. 1.876 a 1.880 do Código Civil, segundo as disposições seguintes.';

  return [
    `${qualification.join(', ')}, ${form}`,
    'Declaro que estou em pleno gozo das minhas faculdades mentais, que faço este testamento pessoalmente, de livre e espontânea vontade, sem induzimento, coação ou influência de quem quer que seja, e que ele expressa fielmente a minha última vontade (Código Civil, arts. 1.858 e 1.860).',
  ];
}
