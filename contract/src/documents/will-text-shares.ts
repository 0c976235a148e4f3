import type { Fracao, Heranca } from '../will/testament-content.ts';
import { joinWithE, percentInFull } from './portuguese-format.ts';
import { fractionInFull, fractionOfPercent } from './portuguese-numbers.ts';
import type { ClauseBuilder } from './will-text-clause.ts';
import type { People } from './will-text-people.ts';

const BASE_TEXT: Record<Heranca['base'], string> = {
  disponivel: 'da parte disponível dos meus bens',
  total: 'da totalidade dos meus bens',
};
const WHOLE_TEXT: Record<Heranca['base'], string> = {
  disponivel: 'a parte disponível dos meus bens',
  total: 'a totalidade dos meus bens',
};

/** CC 1.947: who receives instead when the beneficiary dies first or refuses. */
export function substitution(
  people: People,
  beneficiarioId: string,
  substitutoId: string | undefined,
  kind: 'heranca' | 'legado',
): string[] {
  if (substitutoId === undefined) return [];
  const what = kind === 'heranca' ? 'esta parte da herança, ela' : 'este legado, ele';
  return [
    `Se ${people.name(beneficiarioId)} falecer antes de mim, ou não puder ou não quiser aceitar ${what} caberá, em substituição, a ${people.describe(substitutoId)}, nos termos do art. 1.947 do Código Civil.`,
  ];
}

/** The exact fraction of a share: the one recorded, or the simple one its percentage stands for. */
function fractionOf(share: Heranca): Fracao | undefined {
  return share.fracao ?? fractionOfPercent(share.percentual);
}

/** "1/3 (um terço)" when the share is a fraction, else "25% (vinte e cinco por cento)". */
function amountOf(share: Heranca): string {
  const fraction = fractionOf(share);
  return fraction === undefined
    ? percentInFull(share.percentual)
    : fractionInFull(fraction.numerador, fraction.denominador);
}

/** The shares of a pool as fractions of it, when every one is a fraction; else undefined. */
function poolFraction(pool: readonly Heranca[]): number {
  return pool.reduce((sum, share) => {
    const fraction = fractionOf(share);
    return sum + (fraction ? fraction.numerador / fraction.denominador : share.percentual / 100);
  }, 0);
}

/** Equal shares that together make the whole pool: "em partes iguais" (2 or more heirs). */
function equalWholePool(pool: readonly Heranca[]): boolean {
  if (pool.length < 2) return false;
  const first = pool[0];
  if (first === undefined) return false;
  const same = pool.every((share) => Math.abs(share.percentual - first.percentual) < 0.011);
  return same && Math.abs(poolFraction(pool) - 1) < 1e-3;
}

/** The paragraphs of one pool (shares of the disponível, or of everything). */
function poolParagraphs(pool: readonly Heranca[], people: People): string[] {
  const first = pool[0];
  if (first === undefined) return [];
  const substitutes = pool.flatMap((share) =>
    substitution(people, share.beneficiarioId, share.substitutoId, 'heranca'),
  );
  if (equalWholePool(pool)) {
    const each = fractionInFull(1, pool.length);
    return [
      `Deixo, a título de herança, ${WHOLE_TEXT[first.base]} a ${people.describeAll(pool.map((share) => share.beneficiarioId))}, em partes iguais, cabendo ${each} a cada herdeiro instituído.`,
      ...substitutes,
    ];
  }
  return pool.flatMap((share) => [
    `Deixo, a título de herança, a ${people.describe(share.beneficiarioId)} ${amountOf(share)} ${BASE_TEXT[share.base]}.`,
    ...substitution(people, share.beneficiarioId, share.substitutoId, 'heranca'),
  ]);
}

/** CC 1.906, 1.966: what the shares leave undisposed goes to the legal heirs. */
export const shares: ClauseBuilder = (content, people) => {
  const { heranca } = content.disposicoes;
  if (heranca.length === 0) return null;
  const pools = (['disponivel', 'total'] as const)
    .map((base) => heranca.filter((share) => share.base === base))
    .filter((pool) => pool.length > 0);
  const paragrafos = pools.flatMap((pool) => poolParagraphs(pool, people));
  // 33,33% + 33,33% + 33,34% is the whole; only a real remainder goes to the legal heirs.
  if (pools.some((pool) => poolFraction(pool) < 1 - 1e-3)) {
    paragrafos.push(
      'A parte dos meus bens de que não disponho neste testamento caberá aos meus herdeiros legítimos, na ordem da lei (Código Civil, arts. 1.906 e 1.966).',
    );
  }
  return { titulo: 'Da herança', paragrafos };
};

/** "A, B e C" by name, for texts that refer back to people already described. */
export function namesOf(people: People, ids: readonly string[]): string {
  return joinWithE(ids.map((id) => people.name(id)));
}
