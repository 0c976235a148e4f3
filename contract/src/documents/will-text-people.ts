import { formatCnpj, formatCpf } from '../will/documents.ts';
import type { Pessoa, Sexo, TestamentContent } from '../will/testament-content.ts';
import { agreeMarks, bySex } from './portuguese-gender.ts';
import { joinWithE } from './portuguese-format.ts';

/** Looks people up in the will's registry by id. */
export interface People {
  get(id: string): Pessoa;
  /** The person's sex when the will records it. */
  sexOf(id: string): Sexo | undefined;
  /** The person's relation to the testator, agreeing with their sex ("filha"), if it can be said. */
  relationOf(id: string): string | undefined;
  /** "Ana Clara Mendes (filha, CPF nº 123.456.789-09)": the name with what identifies the person. */
  describe(id: string): string;
  /** Several people described and joined: "A (…), B (…) e C (…)". */
  describeAll(ids: readonly string[]): string;
  /** The bare name, trimmed. */
  name(id: string): string;
}

/** The relation the family facts give a person: "filha", "neto", "companheira", "avó". */
function familyRole(content: TestamentContent, id: string, sexo: Sexo | undefined) {
  const { conjuge, descendentes, ascendentes } = content.familia;
  if (conjuge?.pessoaId === id) {
    return conjuge.tipo === 'casamento'
      ? 'cônjuge'
      : bySex(sexo, 'companheiro', 'companheira', 'convivente');
  }
  const descendant = descendentes.find((d) => d.pessoaId === id);
  if (descendant !== undefined) {
    return descendant.grau === 'filho'
      ? bySex(sexo, 'filho', 'filha', undefined)
      : bySex(sexo, 'neto', 'neta', undefined);
  }
  const ascendant = ascendentes.find((a) => a.pessoaId === id);
  if (ascendant === undefined) return undefined;
  if (ascendant.grau === 'pai') return 'pai';
  if (ascendant.grau === 'mae') return 'mãe';
  return bySex(sexo, 'avô', 'avó', undefined);
}

/**
 * The registry of the will as a lookup; an unknown id is a broken will, never a blank in the text.
 * Relations come from what the user said ("irmã"), made to agree with the person's sex when it
 * was noted as "filho(a)", or else from the family facts; a relation that cannot agree is left out.
 */
export function peopleOf(content: TestamentContent): People {
  const byId = new Map(content.pessoas.map((pessoa) => [pessoa.id, pessoa]));
  const get = (id: string): Pessoa => {
    const pessoa = byId.get(id);
    if (pessoa === undefined) throw new Error(`Pessoa ${id} não está no cadastro do testamento.`);
    return pessoa;
  };
  const relationOf = (id: string): string | undefined => {
    const pessoa = get(id);
    const typed = pessoa.relacao?.trim();
    // Whoever is named a beneficiary is no longer a "testemunha" in the text, whatever the
    // registry note says; the relation is only printed when it tells the reader who the person is.
    const said = typed && typed !== 'testemunha' ? agreeMarks(typed, pessoa.sexo) : undefined;
    return said || familyRole(content, id, pessoa.sexo);
  };
  const identification = (pessoa: Pessoa): string => {
    const document =
      pessoa.tipo === 'juridica'
        ? pessoa.cnpj === undefined
          ? undefined
          : `CNPJ nº ${formatCnpj(pessoa.cnpj)}`
        : pessoa.cpf === undefined
          ? undefined
          : `CPF nº ${formatCpf(pessoa.cpf)}`;
    return [relationOf(pessoa.id), document]
      .filter((part) => part !== undefined && part !== '')
      .join(', ');
  };
  const describe = (id: string): string => {
    const pessoa = get(id);
    const details = identification(pessoa);
    return details === '' ? pessoa.nome.trim() : `${pessoa.nome.trim()} (${details})`;
  };
  return {
    get,
    sexOf: (id) => get(id).sexo,
    relationOf,
    describe,
    describeAll: (ids) => joinWithE(ids.map(describe)),
    name: (id) => get(id).nome.trim(),
  };
}
