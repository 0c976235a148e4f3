import type { Sexo } from '@legado/contract';
import { findPessoa, type InterviewState } from '../interview-state.ts';
import { formatDateBr } from '../parsers/dates.ts';
import { sexOfRelation } from '../parsers/match-people.ts';
import { sexOfFirstName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';

/**
 * A birth date corrected must keep the family possible: a parent is born before their children.
 * Whose date is meant, when said by "dela"/"dele", is read here too.
 */

/** The sex stored, said by the relation, or the usual one of the first name ("Eliane", "Pedro"). */
export function sexOfPerson(p: {
  nome: string;
  sexo?: Sexo | undefined;
  relacao?: string | undefined;
}): Sexo | undefined {
  return p.sexo ?? sexOfRelation(p.relacao) ?? sexOfFirstName(p.nome);
}

/** The people "dela"/"dele" can point at: those of that sex, named in the message first. */
export function pronounCandidates(s: InterviewState, quem: string, message: string) {
  const sexo: Sexo = quem === 'dela' ? 'feminino' : 'masculino';
  const people = s.draft.pessoas.filter((p) => p.tipo === 'fisica' && sexOfPerson(p) === sexo);
  const words = ` ${normalize(message).replace(/[^a-z0-9]+/g, ' ')} `;
  const named = people.filter((p) => {
    const first = normalize(p.nome).split(' ')[0];
    return first && words.includes(` ${first} `);
  });
  return named.length > 0 ? named : people;
}

/** "A data de quem: da Larissa ou da Mariana? …": the people "dela" could be, to choose from. */
export function askWhoseDate(
  names: ReadonlyArray<{ nome: string; sexo?: Sexo | undefined; relacao?: string | undefined }>,
  novo: string,
): string {
  const of = names
    .slice(0, 4)
    .map((p) => `${sexOfPerson(p) === 'feminino' ? 'da' : 'do'} ${p.nome}`);
  const list = of.length > 1 ? `${of.slice(0, -1).join(', ')} ou ${of.at(-1)}` : (of[0] ?? '');
  const example = of[0] ? `a data ${of[0].split(' ').slice(0, 2).join(' ')}` : 'a data do Pedro';
  return `Não mudei nenhuma data: a data ${novo} é de quem${list ? `: ${list}` : ''}? Escreva, por exemplo: "${example} está errada, é ${novo}".`;
}

/**
 * Why `data` cannot be the birth date of the person (`pessoaId`, or the testator when undefined):
 * a parent born after a child. Undefined when it is possible.
 */
export function impossibleBirth(
  s: InterviewState,
  data: string,
  pessoaId?: string,
): string | undefined {
  const d = s.draft;
  if (pessoaId === undefined) {
    // The testator: before each child and grandchild.
    for (const desc of d.descendentes) {
      const p = findPessoa(d, desc.pessoaId);
      if (p?.dataNascimento && p.dataNascimento <= data)
        return `Não mudei a sua data de nascimento: com ${formatDateBr(data)}, você teria nascido depois de ${p.nome} (${formatDateBr(p.dataNascimento)}). A data ${formatDateBr(data)} é de quem? Se for a sua, corrija antes a data de ${p.nome}.`;
    }
    return undefined;
  }
  const own = d.testador.dataNascimento;
  const p = findPessoa(d, pessoaId);
  if (!p) return undefined;
  const isDescendant = d.descendentes.some((x) => x.pessoaId === pessoaId);
  if (isDescendant && own && data <= own)
    return `Não mudei a data de ${p.nome}: com ${formatDateBr(data)}, ${sexOfPerson(p) === 'feminino' ? 'ela' : 'ele'} teria nascido antes de você (${formatDateBr(own)}). Qual é a data certa, e de quem é?`;
  return undefined;
}
