import type { TestamentContent } from '../testament-content.ts';
import { addYears, latestDayOf } from './dates.ts';
import { effectiveRegime, type RegimeAnalysis } from './regime.ts';

/** What the law makes of the spouse or companion in the succession (1.829–1.832, 1.837–1.838). */
export interface SpouseStatus {
  pessoaId: string;
  /** União estável: inherits like a spouse (STF Tema 809), necessary heir or not is disputed. */
  companheiro: boolean;
  regime: RegimeAnalysis;
  /** False when 1.830 ends the succession rights (separated de fato over 2 years, or divorced). */
  herda: boolean;
  excluidoPor?: 'separacao_de_fato' | 'separacao_judicial';
  /** Whether the spouse concurs with descendants under the regime (1.829 I). */
  concorreComDescendentes: boolean;
  /** Comunhão parcial with bens particulares unknown: concurrence assumed. */
  bensParticularesPresumidos: boolean;
}

type SpouseFacts = Pick<TestamentContent, 'familia' | 'testador' | 'pessoas'>;

/** True when a separation de fato began more than 2 years before `today` (a year counts from its end). */
export function separadoHaMaisDeDoisAnos(desde: string, today: string): boolean {
  return addYears(latestDayOf(desde), 2) < today;
}

/** The spouse's or companion's standing in the succession on `today`, or null without one. */
export function spouseStatus(content: SpouseFacts, today: string): SpouseStatus | null {
  const conjuge = content.familia.conjuge;
  const regime = effectiveRegime(content);
  if (!conjuge || !regime) return null;
  const companheiro = conjuge.tipo === 'uniao_estavel';
  const separadoJudicialmente =
    !companheiro &&
    (content.testador.estadoCivil === 'divorciado' || content.testador.estadoCivil === 'separado');
  const separadoDeFato =
    conjuge.separadoDeFatoDesde !== undefined &&
    separadoHaMaisDeDoisAnos(conjuge.separadoDeFatoDesde, today);
  const efetivo = regime.efetivo;
  const semBensParticulares =
    efetivo === 'comunhao_parcial' && conjuge.temBensParticulares === false;
  return {
    pessoaId: conjuge.pessoaId,
    companheiro,
    regime,
    herda: !separadoJudicialmente && !separadoDeFato,
    ...(separadoJudicialmente
      ? { excluidoPor: 'separacao_judicial' as const }
      : separadoDeFato
        ? { excluidoPor: 'separacao_de_fato' as const }
        : {}),
    concorreComDescendentes:
      efetivo !== 'comunhao_universal' &&
      efetivo !== 'separacao_obrigatoria' &&
      !semBensParticulares,
    bensParticularesPresumidos:
      efetivo === 'comunhao_parcial' && conjuge.temBensParticulares === undefined,
  };
}
