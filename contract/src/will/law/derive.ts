import type { TestamentContent } from '../testament-content.ts';
import { ageOn } from './dates.ts';
import { legalSuccession } from './heirs.ts';

/** The will's derived values. */
export type Derivados = TestamentContent['derivados'];

/**
 * Every derived value of the will, from its facts (LEGAL-BR §5: never trust a client's copy):
 * the testator's age on the date of the will, the necessary heirs with a part of the legítima,
 * whether there is a legítima, the disponível in percent, and each heir's legítima.
 */
export function derive(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'pessoas' | 'formalidades'>,
  today: string,
): Derivados {
  const { herdeiros } = legalSuccession(content, today);
  const haLegitima = herdeiros.length > 0;
  return {
    idade: Math.max(0, ageOn(content.testador.dataNascimento, content.formalidades.data)),
    herdeirosNecessarios: herdeiros.map((h) => h.pessoaId),
    haLegitima,
    disponivelPercentual: haLegitima ? 50 : 100,
    legitimaPorHerdeiro: herdeiros.map((h) => ({ pessoaId: h.pessoaId, fracao: h.legitima })),
  };
}
