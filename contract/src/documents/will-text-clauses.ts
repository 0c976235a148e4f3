import type { ClausulaRestritiva, Legado } from '../will/testament-content.ts';
import { asSentence, formatReais, joinWithE, percentInFull } from './portuguese-format.ts';
import { bySex } from './portuguese-gender.ts';
import { numberInWords, reaisInWords } from './portuguese-numbers.ts';
import type { ClauseBuilder } from './will-text-clause.ts';
import { disinheritance } from './will-text-disinheritance.ts';
import { legitima } from './will-text-heirs.ts';
import type { People } from './will-text-people.ts';
import { shares, substitution } from './will-text-shares.ts';

export type { UnnumberedClause } from './will-text-clause.ts';

/** The testator's own words, verbatim between quotes, ending as a sentence. */
const quoted = (text: string): string => `“${asSentence(text)}”`;

/** CC 1.969–1.970; a recognition of a child in an earlier will survives its revocation (1.610). */
const revocation: ClauseBuilder = (content) =>
  content.revogacao.tipo === 'total'
    ? {
        titulo: 'Da revogação de testamentos anteriores',
        paragrafos: [
          'Revogo expressamente, em sua totalidade, qualquer testamento ou codicilo que eu tenha feito anteriormente, para que prevaleça apenas o presente (Código Civil, arts. 1.969 e 1.970), ressalvado o reconhecimento de filho que neles eu tenha feito, que é irrevogável (Código Civil, art. 1.610).',
        ],
      }
    : null;

/** ", no valor de R$ 20.000,00 (vinte mil reais)" for a sum; an estimate for other things. */
function giftValue(gift: Legado): string {
  if (gift.valor === undefined || gift.valor <= 0) return '';
  const amount = `${formatReais(gift.valor)} (${reaisInWords(gift.valor)})`;
  return gift.tipo === 'quantia' ? `, no valor de ${amount}` : `, com valor estimado em ${amount}`;
}

/** CC 1.912 ff.: specific gifts, each with its value, substitute and duty (encargo). */
const gifts: ClauseBuilder = (content, people) => {
  const { legados } = content.disposicoes;
  if (legados.length === 0) return null;
  const paragrafos = legados.flatMap((gift) => {
    const duty = gift.encargo?.trim()
      ? [
          `Este legado é feito com o seguinte encargo, que a pessoa beneficiada deverá cumprir: ${asSentence(gift.encargo)}`,
        ]
      : [];
    // 1.914: of property the testator owns only in part, only that part passes.
    const common =
      gift.bemComum === true
        ? ', abrangendo apenas a minha parte (meação), nos termos do art. 1.914 do Código Civil'
        : '';
    return [
      `Lego a ${people.describe(gift.beneficiarioId)} ${gift.descricao.trim().replace(/[.;]$/, '')}${giftValue(gift)}${common}.`,
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

function duration(clause: ClausulaRestritiva, people: People, id: string | undefined): string {
  if (clause.duracao === undefined) return '';
  if (clause.duracao.tipo === 'vitalicia') return ', em caráter vitalício';
  const age = `${clause.duracao.idade} (${numberInWords(clause.duracao.idade)}) anos de idade`;
  return id === undefined
    ? `, até que a pessoa beneficiada complete ${age}`
    : `, até que ${people.name(id)} complete ${age}`;
}

/** CC 1.848 (justa causa on the legítima, per heir) and 1.911 (inalienability implies the others). */
const restrictions: ClauseBuilder = (content, people) => {
  const { clausulasRestritivas } = content.disposicoes;
  if (clausulasRestritivas.length === 0) return null;
  const paragrafos = clausulasRestritivas.flatMap((clause) => {
    const scope = clause.alcance === 'legitima' ? 'na legítima' : 'na parte disponível';
    const kinds = joinWithE(clause.tipos.map((tipo) => RESTRICTION_TEXT[tipo]));
    const plural = clause.tipos.length > 1 ? 'as cláusulas' : 'a cláusula';
    const cause = clause.justaCausa?.trim().replace(/[.;]+$/, '');
    const basis = clause.alcance === 'legitima' ? ' (Código Civil, art. 1.848)' : '';
    const heirs: (string | undefined)[] =
      clause.beneficiarioIds.length === 0 ? [undefined] : clause.beneficiarioIds;
    const texts = heirs.flatMap((id) => {
      const whose =
        id === undefined
          ? 'a cada pessoa beneficiada por este testamento'
          : `a ${people.describe(id)}`;
      return [
        `Os bens que couberem ${whose}, ${scope}, ficam gravados com ${plural} de ${kinds}${duration(clause, people, id)}.`,
        ...(cause
          ? [
              id === undefined
                ? `Declaro como justa causa desta restrição: ${cause}${basis}.`
                : `Declaro como justa causa desta restrição, quanto a ${people.name(id)}: ${cause}${basis}.`,
            ]
          : []),
      ];
    });
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

/** "dos meus filhos menores de idade A e B", "da minha filha menor de idade A", "de A, menor de idade". */
function minorsText(ids: readonly string[], people: People): string {
  if (ids.length === 0) return 'dos meus filhos menores de idade';
  const names = joinWithE(ids.map((id) => people.name(id)));
  if (ids.length > 1) {
    const allFemale = ids.every((id) => people.sexOf(id) === 'feminino');
    return `${allFemale ? 'das minhas filhas' : 'dos meus filhos'} menores de idade ${names}`;
  }
  return bySex(
    people.sexOf(ids[0] ?? ''),
    `do meu filho menor de idade ${names}`,
    `da minha filha menor de idade ${names}`,
    `de ${names}, menor de idade`,
  );
}

/**
 * CC 1.634 VI, 1.729: a parent names a tutor by will, alone; it takes effect only when the other
 * parent cannot exercise the poder familiar. 1.733 §2: a curador especial for what minors receive.
 */
const guardianship: ClauseBuilder = (content, people) => {
  const { tutela } = content;
  if (tutela === null || tutela.tutorIds.length === 0) return null;
  const minors = content.familia.descendentes
    .filter((d) => d.grau === 'filho' && d.vivo && d.menor)
    .map((d) => d.pessoaId);
  const [first, ...others] = tutela.tutorIds;
  const order =
    others.length === 0
      ? ''
      : ` Na falta, impedimento ou recusa da pessoa nomeada, nomeio, sucessivamente e nesta ordem, ${people.describeAll(others)}.`;
  const paragrafos = [
    `Nomeio para a tutela ${minorsText(minors, people)}, nos termos dos arts. 1.634, VI, e 1.729 do Código Civil, ${people.describe(first ?? '')}.${order}`,
  ];
  if (tutela.outroGenitorVivo) {
    paragrafos.push(
      'Esta nomeação é ato meu, próprio e pessoal, e produzirá efeito se, ao tempo da minha morte, o outro genitor tiver falecido ou não puder exercer o poder familiar (Código Civil, arts. 1.634, VI, e 1.729).',
    );
  }
  if (tutela.curadorEspecialId !== undefined) {
    paragrafos.push(
      `Nomeio ${people.describe(tutela.curadorEspecialId)} para exercer a curadoria especial dos bens que, por este testamento, couberem a herdeiro ou legatário menor de idade, ainda que sob o poder familiar ou a tutela de outra pessoa (Código Civil, art. 1.733, § 2º).`,
    );
  }
  return { titulo: 'Da tutela', paragrafos };
};

/** CC 1.976–1.988: executors in order, their fee (prêmio) and possession of the estate. */
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
        `Fixo o prêmio de ${people.name(executor.pessoaId)}, pelo exercício da testamentaria, em ${percentInFull(executor.premioPercentual)} sobre a herança líquida (Código Civil, art. 1.987).`,
      );
    }
  }
  if (ordered.every((executor) => executor.premioPercentual === undefined)) {
    paragrafos.push(
      'Não fixo prêmio para a testamentaria; se devido, será arbitrado pelo juiz entre 1% (um por cento) e 5% (cinco por cento) da herança líquida (Código Civil, art. 1.987).',
    );
  }
  if (content.derivados.haLegitima) {
    paragrafos.push(
      'Havendo herdeiros necessários, o prêmio será pago somente da parte disponível (Código Civil, art. 1.987, parágrafo único).',
    );
  }
  const beneficiaries = new Set([
    ...content.disposicoes.heranca.map((share) => share.beneficiarioId),
    ...content.disposicoes.legados.map((gift) => gift.beneficiarioId),
  ]);
  if (ordered.some((executor) => beneficiaries.has(executor.pessoaId))) {
    paragrafos.push(
      'O testamenteiro que for também herdeiro ou legatário neste testamento poderá preferir o prêmio à herança ou ao legado (Código Civil, art. 1.988).',
    );
  }
  if (ordered.some((executor) => executor.posseBens)) {
    paragrafos.push(
      'Confiro à testamentaria a posse e a administração da herança, ou de parte dela (Código Civil, art. 1.977).',
    );
  }
  return { titulo: 'Da testamentaria', paragrafos };
};

/** CC 1.857 §2; organ donation is the donor's own express wish (art. 14; Enunciado 277 CJF). */
const wishes: ClauseBuilder = (content) => {
  const { funeral, doacaoOrgaos, animais, ativosDigitais } = content.naoPatrimoniais;
  const paragrafos: string[] = [];
  if (funeral?.trim())
    paragrafos.push(`Quanto ao meu funeral, é esta a minha vontade: ${quoted(funeral)}`);
  if (doacaoOrgaos?.trim()) {
    paragrafos.push(
      `Declaro, de forma expressa e para depois da minha morte, a minha vontade de doar órgãos, tecidos e partes do meu corpo para fins de transplante ou tratamento, com objetivo altruístico (Código Civil, art. 14): ${quoted(doacaoOrgaos)} Esta vontade, manifestada por mim em vida, deve prevalecer (Enunciado 277 da Jornada de Direito Civil do Conselho da Justiça Federal), e peço à minha família que a respeite e a cumpra.`,
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
  disinheritance,
  recognition,
  guardianship,
  executors,
  wishes,
  messages,
];
