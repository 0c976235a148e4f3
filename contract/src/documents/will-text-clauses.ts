import type { Heranca, TestamentContent } from '../will/testament-content.ts';
import { asSentence, formatReais, joinWithE, percentInFull } from './portuguese-format.ts';
import type { People } from './will-text-people.ts';
import { REGIME_TEXT } from './will-text-preamble.ts';

/** A clause before it gets its number; builders return null when the section does not apply. */
export interface UnnumberedClause {
  titulo: string;
  paragrafos: string[];
}

type ClauseBuilder = (content: TestamentContent, people: People) => UnnumberedClause | null;

/** The testator's own words, verbatim between quotes, ending as a sentence. */
const quoted = (text: string): string => `“${asSentence(text)}”`;

/** CC 1.947: who receives instead when the beneficiary dies first or refuses. */
function substitution(
  people: People,
  beneficiarioId: string,
  substitutoId: string | undefined,
  kind: 'heranca' | 'legado',
): string[] {
  if (substitutoId === undefined) return [];
  const name = people.get(beneficiarioId).nome.trim();
  const what = kind === 'heranca' ? 'esta parte da herança, ela' : 'este legado, ele';
  return [
    `Se ${name} falecer antes de mim, ou não puder ou não quiser aceitar ${what} caberá, em substituição, a ${people.describe(substitutoId)}, nos termos do art. 1.947 do Código Civil.`,
  ];
}

/** CC 1.969–1.970: without an express clause an earlier will survives where not contradicted. */
const revocation: ClauseBuilder = (content) =>
  content.revogacao.tipo === 'total'
    ? {
        titulo: 'Da revogação de testamentos anteriores',
        paragrafos: [
          'Revogo expressamente, em sua totalidade, qualquer testamento ou codicilo que eu tenha feito anteriormente, para que prevaleça apenas o presente (Código Civil, arts. 1.969 e 1.970).',
        ],
      }
    : null;

/** CC 1.845–1.850: the necessary heirs are named, and the legítima is declared respected. */
const legitima: ClauseBuilder = (content, people) => {
  const { derivados, familia } = content;
  if (!derivados.haLegitima || derivados.herdeirosNecessarios.length === 0) {
    return {
      titulo: 'Dos herdeiros necessários',
      paragrafos: [
        'Declaro que não tenho herdeiros necessários (descendentes, ascendentes ou cônjuge), razão pela qual posso dispor livremente da totalidade dos meus bens (Código Civil, arts. 1.789 e 1.850).',
      ],
    };
  }
  const paragrafos = [
    `Declaro que são meus herdeiros necessários ${people.describeAll(derivados.herdeirosNecessarios)}, a quem pertence, de pleno direito, a legítima, correspondente à metade dos bens da herança (Código Civil, arts. 1.845 e 1.846). Respeito integralmente a legítima: as disposições deste testamento alcançam somente a parte disponível dos meus bens, salvo quando nelas expressamente indicado que recaem sobre a totalidade (Código Civil, art. 1.789).`,
  ];
  const heirs = new Set(derivados.herdeirosNecessarios);
  if (content.disposicoes.heranca.some((share) => heirs.has(share.beneficiarioId))) {
    paragrafos.push(
      'O herdeiro necessário a quem eu deixar parte da porção disponível não perde o direito à sua legítima (Código Civil, art. 1.849).',
    );
  }
  const spouse = familia.conjuge;
  if (spouse !== null && !spouse.regimeBens.startsWith('separacao')) {
    paragrafos.push(
      `A meação de ${people.get(spouse.pessoaId).nome.trim()}, decorrente do regime da ${REGIME_TEXT[spouse.regimeBens]}, não integra a herança e não é objeto deste testamento.`,
    );
  }
  return { titulo: 'Dos herdeiros necessários e da legítima', paragrafos };
};

const BASE_TEXT: Record<Heranca['base'], string> = {
  disponivel: 'da parte disponível dos meus bens',
  total: 'da totalidade dos meus bens',
};

/** CC 1.906, 1.966: what the shares leave undisposed goes to the legal heirs. */
const shares: ClauseBuilder = (content, people) => {
  const { heranca } = content.disposicoes;
  if (heranca.length === 0) return null;
  const paragrafos = heranca.flatMap((share) => [
    `Deixo, a título de herança, a ${people.describe(share.beneficiarioId)} ${percentInFull(share.percentual)} ${BASE_TEXT[share.base]}.`,
    ...substitution(people, share.beneficiarioId, share.substitutoId, 'heranca'),
  ]);
  const undisposed = (['disponivel', 'total'] as const).some((base) => {
    const pool = heranca.filter((share) => share.base === base);
    return pool.length > 0 && pool.reduce((sum, share) => sum + share.percentual, 0) < 100 - 1e-9;
  });
  if (undisposed) {
    paragrafos.push(
      'A parte dos meus bens de que não disponho neste testamento caberá aos meus herdeiros legítimos, na ordem da lei (Código Civil, arts. 1.906 e 1.966).',
    );
  }
  return { titulo: 'Da herança', paragrafos };
};

/** CC 1.912 ff.: specific gifts, each with its substitute and duty (encargo). */
const gifts: ClauseBuilder = (content, people) => {
  const { legados } = content.disposicoes;
  if (legados.length === 0) return null;
  const paragrafos = legados.flatMap((gift) => {
    const value =
      gift.valor === undefined ? '' : ` (valor de referência: ${formatReais(gift.valor)})`;
    const duty = gift.encargo?.trim()
      ? [
          `Este legado é feito com o seguinte encargo, que a pessoa beneficiada deverá cumprir: ${asSentence(gift.encargo)}`,
        ]
      : [];
    return [
      `Lego a ${people.describe(gift.beneficiarioId)} ${gift.descricao.trim().replace(/[.;]$/, '')}${value}.`,
      ...duty,
      ...substitution(people, gift.beneficiarioId, gift.substitutoId, 'legado'),
    ];
  });
  return { titulo: legados.length === 1 ? 'Do legado' : 'Dos legados', paragrafos };
};

const RESTRICTION_TEXT = {
  inalienabilidade: 'inalienabilidade',
  impenhorabilidade: 'impenhorabilidade',
  incomunicabilidade: 'incomunicabilidade',
} as const;

/** CC 1.848 (justa causa on the legítima) and 1.911 (inalienability implies the other two). */
const restrictions: ClauseBuilder = (content, people) => {
  const { clausulasRestritivas } = content.disposicoes;
  if (clausulasRestritivas.length === 0) return null;
  const paragrafos = clausulasRestritivas.flatMap((clause) => {
    const whose =
      clause.beneficiarioIds.length === 0
        ? 'a cada pessoa beneficiada por este testamento'
        : `a ${people.describeAll(clause.beneficiarioIds)}`;
    const scope = clause.alcance === 'legitima' ? 'na legítima' : 'na parte disponível';
    const kinds = joinWithE(clause.tipos.map((tipo) => RESTRICTION_TEXT[tipo]));
    const plural = clause.tipos.length > 1 ? 'as cláusulas' : 'a cláusula';
    const texts = [
      `Os bens que couberem ${whose}, ${scope}, ficam gravados com ${plural} de ${kinds}.`,
    ];
    if (clause.justaCausa?.trim()) {
      const basis = clause.alcance === 'legitima' ? ' (Código Civil, art. 1.848)' : '';
      texts.push(
        `Declaro como justa causa desta restrição: ${clause.justaCausa.trim().replace(/[.;]+$/, '')}${basis}.`,
      );
    }
    if (clause.tipos.includes('inalienabilidade') && clause.tipos.length < 3) {
      texts.push(
        'A inalienabilidade implica também a impenhorabilidade e a incomunicabilidade desses bens (Código Civil, art. 1.911).',
      );
    }
    return texts;
  });
  return { titulo: 'Das cláusulas restritivas', paragrafos };
};

/** CC 1.609 III, 1.610: recognition of a child, irrevocable even in a will. */
const recognition: ClauseBuilder = (content, people) => {
  const ids = content.naoPatrimoniais.reconhecimentoFilhos;
  if (ids.length === 0) return null;
  return {
    titulo: 'Do reconhecimento de filiação',
    paragrafos: ids.map(
      (id) =>
        `Reconheço, de forma expressa e irrevogável, a filiação de ${people.describe(id)}, para todos os efeitos legais, nos termos dos arts. 1.609, III, e 1.610 do Código Civil.`,
    ),
  };
};

/** CC 1.729–1.730: a tutor for minor children, in order. */
const guardianship: ClauseBuilder = (content, people) => {
  const { tutela } = content;
  if (tutela === null || tutela.tutorIds.length === 0) return null;
  const minors = content.familia.descendentes
    .filter((d) => d.grau === 'filho' && d.vivo && d.menor)
    .map((d) => people.get(d.pessoaId).nome.trim());
  const children =
    minors.length === 0
      ? 'dos meus filhos menores'
      : `dos meus filhos menores ${joinWithE(minors)}`;
  const [first, ...others] = tutela.tutorIds;
  const order =
    others.length === 0
      ? ''
      : ` Na falta, impedimento ou recusa desta, nomeio, sucessivamente e nesta ordem, ${people.describeAll(others)}.`;
  const paragrafos = [
    `Nomeio para a tutela ${children}, nos termos do art. 1.729 do Código Civil, ${people.describe(first ?? '')}.${order}`,
  ];
  if (tutela.outroGenitorVivo) {
    paragrafos.push(
      tutela.outroGenitorConcorda === true
        ? 'Esta nomeação é feita em conjunto com o outro genitor, que com ela concorda, e terá efeito se ambos os genitores vierem a faltar.'
        : 'Esta nomeação terá efeito somente se o outro genitor também vier a faltar ou não detiver o poder familiar (Código Civil, art. 1.730).',
    );
  }
  return { titulo: 'Da tutela', paragrafos };
};

/** CC 1.976–1.987: executors in order, their fee (prêmio) and possession of the estate. */
const executors: ClauseBuilder = (content, people) => {
  if (content.testamenteiros.length === 0) return null;
  const ordered = [...content.testamenteiros].sort((a, b) => a.ordem - b.ordem);
  const [first, ...others] = ordered;
  if (first === undefined) return null;
  const paragrafos = [
    others.length === 0
      ? `Nomeio para exercer a testamentaria, nos termos do art. 1.976 do Código Civil, ${people.describe(first.pessoaId)}.`
      : `Nomeio para exercer a testamentaria, nos termos do art. 1.976 do Código Civil, ${people.describe(first.pessoaId)} e, na sua falta, impedimento ou recusa, sucessivamente e nesta ordem, ${people.describeAll(others.map((t) => t.pessoaId))}.`,
    'O prazo para o cumprimento deste testamento e a prestação de contas será de cento e oitenta dias a contar da aceitação da testamentaria (Código Civil, art. 1.983).',
  ];
  for (const executor of ordered) {
    if (executor.premioPercentual !== undefined) {
      paragrafos.push(
        `Pelo exercício da testamentaria, ${people.get(executor.pessoaId).nome.trim()} receberá o prêmio de ${percentInFull(executor.premioPercentual)} sobre a herança líquida (Código Civil, art. 1.987).`,
      );
    }
  }
  if (ordered.every((executor) => executor.premioPercentual === undefined)) {
    paragrafos.push(
      'Não fixo prêmio para a testamentaria; se devido, será arbitrado pelo juiz (Código Civil, art. 1.987).',
    );
  }
  if (ordered.some((executor) => executor.posseBens)) {
    paragrafos.push(
      'Confiro à testamentaria a posse e a administração da herança, ou de parte dela (Código Civil, art. 1.977).',
    );
  }
  return { titulo: 'Da testamentaria', paragrafos };
};

/** CC 1.857 §2; organ donation is only a wish the family must know (Lei 9.434/1997, art. 4º). */
const wishes: ClauseBuilder = (content) => {
  const { funeral, doacaoOrgaos, animais, ativosDigitais } = content.naoPatrimoniais;
  const paragrafos: string[] = [];
  if (funeral?.trim())
    paragrafos.push(`Quanto ao meu funeral, é esta a minha vontade: ${quoted(funeral)}`);
  if (doacaoOrgaos?.trim()) {
    paragrafos.push(
      `Quanto à doação de órgãos e tecidos, registro o meu desejo: ${quoted(doacaoOrgaos)} Sei que esta manifestação não obriga a minha família, cuja autorização a lei exige (Lei nº 9.434/1997, art. 4º), e por isso peço que ela conheça e respeite este desejo.`,
    );
  }
  if (animais?.trim()) {
    paragrafos.push(
      `Quanto aos meus animais de estimação, é esta a minha vontade: ${quoted(animais)}`,
    );
  }
  if (ativosDigitais?.trim()) {
    paragrafos.push(
      `Quanto às minhas contas e aos meus bens digitais, é esta a minha vontade: ${quoted(ativosDigitais)} Nenhuma senha é registrada neste testamento.`,
    );
  }
  if (paragrafos.length === 0) return null;
  return { titulo: 'Das disposições de caráter não patrimonial', paragrafos };
};

const messages: ClauseBuilder = (content) => {
  const texts = content.naoPatrimoniais.mensagens.map((m) => m.trim()).filter((m) => m !== '');
  if (texts.length === 0) return null;
  return {
    titulo: texts.length === 1 ? 'Da mensagem final' : 'Das mensagens finais',
    paragrafos: texts.map((text) => `Deixo registrada esta mensagem: ${quoted(text)}`),
  };
};

/** The clauses in the order they appear in the will; inapplicable ones return null. */
export const CLAUSE_BUILDERS: readonly ClauseBuilder[] = [
  revocation,
  legitima,
  shares,
  gifts,
  restrictions,
  recognition,
  guardianship,
  executors,
  wishes,
  messages,
];
