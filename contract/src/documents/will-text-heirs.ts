import type { Descendente, TestamentContent } from '../will/testament-content.ts';
import { joinWithE } from './portuguese-format.ts';
import { bySex } from './portuguese-gender.ts';
import { fractionInFull } from './portuguese-numbers.ts';
import { legitimaInvaded, type ClauseBuilder } from './will-text-clause.ts';
import type { People } from './will-text-people.ts';
import { REGIME_TEXT, regimeOf } from './will-text-preamble.ts';

/** A child who died before the testator, with the grandchildren who take their place (1.851). */
interface Branch {
  parentId: string;
  grandchildIds: string[];
}

/** Predeceased children with descendants: each a branch that inherits per stirpes (1.854–1.855). */
function branchesOf(content: TestamentContent): Branch[] {
  const { descendentes } = content.familia;
  const dead = new Set(
    descendentes.filter((d) => d.grau === 'filho' && !d.vivo).map((d) => d.pessoaId),
  );
  const branches = new Map<string, string[]>();
  for (const d of descendentes) {
    if (d.grau !== 'neto' || !d.vivo || d.filhoDeId === undefined || !dead.has(d.filhoDeId))
      continue;
    branches.set(d.filhoDeId, [...(branches.get(d.filhoDeId) ?? []), d.pessoaId]);
  }
  return [...branches].map(([parentId, grandchildIds]) => ({ parentId, grandchildIds }));
}

/** The necessary heirs in the order the text names them, with representing grandchildren. */
function heirIds(content: TestamentContent, branches: Branch[]): string[] {
  const dead = new Set(
    content.familia.descendentes.filter((d: Descendente) => !d.vivo).map((d) => d.pessoaId),
  );
  // A disinherited heir is named in the clause of disinheritance, not among those owed a part.
  const disinherited = new Set((content.disposicoes.deserdacoes ?? []).map((d) => d.herdeiroId));
  const ids = content.derivados.herdeirosNecessarios.filter((id) => !dead.has(id));
  for (const branch of branches) {
    for (const id of branch.grandchildIds) if (!ids.includes(id)) ids.push(id);
  }
  return ids.filter((id) => !disinherited.has(id));
}

/** "Minha neta Ana herda por representação de sua mãe, Carla, pré-morta, …" (1.851–1.856). */
function representation(branch: Branch, people: People): string {
  const parent = people.name(branch.parentId);
  const parentSex = people.sexOf(branch.parentId);
  const whose = bySex(
    parentSex,
    `de seu pai, ${parent}, pré-morto`,
    `de sua mãe, ${parent}, pré-morta`,
    `de ${parent}, que faleceu antes de mim`,
  );
  // "a parte que a ele caberia"; with the sex unknown, "a parte que caberia a Carlos" would read
  // as a feminine article, so the clause names whose part it was instead.
  const partOf = bySex(
    parentSex,
    'a parte que a ele caberia',
    'a parte que a ela caberia',
    `a parte que seria de ${parent}`,
  );
  const names = joinWithE(branch.grandchildIds.map((id) => people.name(id)));
  if (branch.grandchildIds.length === 1) {
    const id = branch.grandchildIds[0] ?? '';
    const who = bySex(people.sexOf(id), `Meu neto ${names}`, `Minha neta ${names}`, names);
    return `${who} herda por representação ${whose}, recebendo ${partOf} (Código Civil, arts. 1.851 e 1.854).`;
  }
  const allFemale = branch.grandchildIds.every((id) => people.sexOf(id) === 'feminino');
  return `${allFemale ? 'Minhas netas' : 'Meus netos'} ${names} herdam por representação ${whose}, recebendo em conjunto, por estirpe, ${partOf}, dividida entre si em partes iguais (Código Civil, arts. 1.851, 1.854 e 1.855).`;
}

/** "Maria (cônjuge), a quem cabe, a título de legítima, 1/8 (um oitavo) da herança". */
function heirList(content: TestamentContent, people: People, ids: string[]): string {
  const parts = new Map(
    (content.derivados.legitimaPorHerdeiro ?? []).map((q) => [q.pessoaId, q.fracao]),
  );
  const items = ids.map((id) => {
    const part = parts.get(id);
    return part === undefined
      ? people.describe(id)
      : `${people.describe(id)}, com ${fractionInFull(part.numerador, part.denominador)} da herança`;
  });
  // Items that carry their own commas are separated by semicolons: "A, com 1/8; B, com 1/8; e C".
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}; e ${items[items.length - 1] ?? ''}`;
}

/**
 * The companion inherits like a spouse (STF, Tema 809), but whether they are a necessary heir is
 * disputed (LEGAL-BR §2): the text says so instead of asserting it.
 */
function companionNote(id: string, people: People): string {
  const who = bySex(
    people.sexOf(id),
    `ao meu companheiro, ${people.name(id)}`,
    `à minha companheira, ${people.name(id)}`,
    `a ${people.name(id)}, com quem vivo em união estável`,
  );
  return `Quanto ${who}, a parte acima lhe é indicada porque o companheiro sucede como o cônjuge (Supremo Tribunal Federal, Tema 809, RE 878.694); registro, porém, que é controvertido se o companheiro é herdeiro necessário.`;
}

/** CC 1.845–1.850: the necessary heirs are named, with their part and any representation. */
export const legitima: ClauseBuilder = (content, people) => {
  const { derivados, familia } = content;
  const branches = branchesOf(content);
  const ids = heirIds(content, branches);
  if (!derivados.haLegitima || ids.length === 0) {
    return {
      titulo: 'Dos herdeiros necessários',
      paragrafos: [
        'Declaro que não tenho herdeiros necessários (descendentes, ascendentes ou cônjuge), razão pela qual posso dispor livremente da totalidade dos meus bens (Código Civil, arts. 1.789 e 1.850).',
      ],
    };
  }
  const withParts = (derivados.legitimaPorHerdeiro ?? []).length > 0;
  const paragrafos = [
    withParts
      ? `Declaro que são meus herdeiros necessários, a quem pertence, de pleno direito, a legítima, correspondente à metade dos bens da herança (Código Civil, arts. 1.845 e 1.846), nas seguintes partes: ${heirList(content, people, ids)}.`
      : `Declaro que são meus herdeiros necessários ${people.describeAll(ids)}, a quem pertence, de pleno direito, a legítima, correspondente à metade dos bens da herança (Código Civil, arts. 1.845 e 1.846).`,
    ...branches.map((branch) => representation(branch, people)),
    legitimaInvaded(content)
      ? 'Se as disposições deste testamento excederem a parte disponível, serão reduzidas na medida necessária para completar a legítima de cada herdeiro necessário: primeiro as quotas dos herdeiros instituídos e, se não bastar, os legados, na proporção do seu valor (Código Civil, arts. 1.966 e 1.967).'
      : 'Respeito integralmente a legítima: as disposições deste testamento alcançam somente a parte disponível dos meus bens, salvo quando nelas expressamente indicado que recaem sobre a totalidade (Código Civil, art. 1.789).',
  ];
  const heirs = new Set(ids);
  if (content.disposicoes.heranca.some((share) => heirs.has(share.beneficiarioId))) {
    paragrafos.push(
      'O herdeiro necessário a quem eu deixar parte da porção disponível não perde o direito à sua legítima (Código Civil, art. 1.849).',
    );
  }
  const spouse = familia.conjuge;
  if (spouse !== null && spouse.tipo === 'uniao_estavel' && heirs.has(spouse.pessoaId)) {
    paragrafos.push(companionNote(spouse.pessoaId, people));
  }
  const regime = regimeOf(content);
  if (spouse !== null && regime !== undefined && !regime.startsWith('separacao')) {
    paragrafos.push(
      `A meação de ${people.name(spouse.pessoaId)}, decorrente do regime da ${REGIME_TEXT[regime]}, não integra a herança e não é objeto deste testamento.`,
    );
  }
  return { titulo: 'Dos herdeiros necessários e da legítima', paragrafos };
};
