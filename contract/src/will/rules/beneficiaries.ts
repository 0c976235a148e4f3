import type { TestamentContent } from '../testament-content.ts';

/**
 * The people who receive something from the will (shares, gifts and substitutes), from its
 * dispositions (the content's `disposicoes`, or the interview's draft while it is being written).
 */
export function beneficiaryIds(
  disposicoes: Pick<TestamentContent['disposicoes'], 'heranca' | 'legados'>,
): Set<string> {
  const ids = new Set<string>();
  for (const d of [...disposicoes.heranca, ...disposicoes.legados]) {
    ids.add(d.beneficiarioId);
    if (d.substitutoId) ids.add(d.substitutoId);
  }
  return ids;
}
