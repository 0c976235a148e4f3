import { formatCnpj, formatCpf } from '../will/documents.ts';
import type { Pessoa, TestamentContent } from '../will/testament-content.ts';
import { joinWithE } from './portuguese-format.ts';

/** Looks people up in the will's registry by id. */
export interface People {
  get(id: string): Pessoa;
  /** "Ana Clara Mendes (filha, CPF nº 123.456.789-09)": the name with what identifies the person. */
  describe(id: string): string;
  /** Several people described and joined: "A (…), B (…) e C (…)". */
  describeAll(ids: readonly string[]): string;
}

/** The identifying details of a person, without the name: "filha, CPF nº 123.456.789-09". */
function identification(pessoa: Pessoa): string {
  const relation = pessoa.relacao?.trim();
  const document =
    pessoa.tipo === 'juridica'
      ? pessoa.cnpj === undefined
        ? undefined
        : `CNPJ nº ${formatCnpj(pessoa.cnpj)}`
      : pessoa.cpf === undefined
        ? undefined
        : `CPF nº ${formatCpf(pessoa.cpf)}`;
  // Whoever is named a beneficiary is no longer a "testemunha" in the text, whatever the registry
  // note says; the relation is only printed when it tells the reader who the person is.
  const parts = [relation === 'testemunha' ? undefined : relation, document].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return parts.join(', ');
}

/** The registry of the will as a lookup; an unknown id is a broken will, never a blank in the text. */
export function peopleOf(content: TestamentContent): People {
  const byId = new Map(content.pessoas.map((pessoa) => [pessoa.id, pessoa]));
  const get = (id: string): Pessoa => {
    const pessoa = byId.get(id);
    if (pessoa === undefined) throw new Error(`Pessoa ${id} não está no cadastro do testamento.`);
    return pessoa;
  };
  const describe = (id: string): string => {
    const pessoa = get(id);
    const details = identification(pessoa);
    return details === '' ? pessoa.nome.trim() : `${pessoa.nome.trim()} (${details})`;
  };
  return { get, describe, describeAll: (ids) => joinWithE(ids.map(describe)) };
}
