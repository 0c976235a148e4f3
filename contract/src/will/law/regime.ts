import type { RegimeBens, TestamentContent } from '../testament-content.ts';
import { ageOn, earliestDayOf } from './dates.ts';

/** Lei 6.515/77 (in force 26/12/1977): comunhão parcial became the default regime. */
export const COMUNHAO_PARCIAL_DESDE = '1977-12-26';
/** Lei 12.344/2010 (in force 9/12/2010) raised the age of 1.641 II from 60 to 70. */
export const IDADE_70_DESDE = '2010-12-09';

/** Why the law reads a regime other than the declared one. */
export type MotivoRegime = 'anterior_1977' | 'idade_separacao_obrigatoria';

/** The regime the law applies to the marriage or union, next to the declared one. */
export interface RegimeAnalysis {
  declarado: RegimeBens;
  efetivo: RegimeBens;
  motivo?: MotivoRegime;
  /** 60 or 70: the age limit of 1.641 II on the wedding date, when it is the reason. */
  idadeLimite?: number;
  /** Wedding year 1977 without the day: the default regime cannot be told. */
  data1977Incerta?: boolean;
}

type RegimeFacts = Pick<TestamentContent, 'familia' | 'testador' | 'pessoas'>;

/** Whether a wedding date (or year) falls before 26/12/1977; undefined when only "1977" is known. */
export function casamentoAnteriorA1977(dataInicio: string): boolean | undefined {
  if (/^\d{4}$/.test(dataInicio)) {
    const year = Number(dataInicio);
    return year < 1977 ? true : year > 1977 ? false : undefined;
  }
  return dataInicio < COMUNHAO_PARCIAL_DESDE;
}

/** The age limit of separação obrigatória (1.641 II) on a wedding day. */
export function idadeSeparacaoObrigatoria(dia: string): number {
  return dia >= IDADE_70_DESDE ? 70 : 60;
}

/**
 * The property regime the law applies (LEGAL-BR §2): a casamento before 26/12/1977 without a
 * pacto antenupcial declared as comunhão parcial was comunhão universal; someone over the age of
 * 1.641 II at the wedding, without a pacto (STF Tema 1.236 lets a public deed opt out), married
 * under separação obrigatória. Null without spouse or companion.
 */
export function effectiveRegime(content: RegimeFacts): RegimeAnalysis | null {
  const conjuge = content.familia.conjuge;
  if (!conjuge) return null;
  const declarado = conjuge.regimeBens;
  const base: RegimeAnalysis = { declarado, efetivo: declarado };
  if (conjuge.tipo !== 'casamento' || !conjuge.dataInicio || conjuge.pactoAntenupcial === true)
    return base;
  const antes = casamentoAnteriorA1977(conjuge.dataInicio);
  if (antes === undefined && declarado === 'comunhao_parcial')
    return { ...base, data1977Incerta: true };
  if (antes === true && declarado === 'comunhao_parcial')
    return { ...base, efetivo: 'comunhao_universal', motivo: 'anterior_1977' };
  const dia = earliestDayOf(conjuge.dataInicio);
  const limite = idadeSeparacaoObrigatoria(dia);
  const nascimentos = [
    content.testador.dataNascimento,
    content.pessoas.find((p) => p.id === conjuge.pessoaId)?.dataNascimento,
  ].filter((d): d is string => d !== undefined);
  if (
    declarado !== 'separacao_obrigatoria' &&
    nascimentos.some((nascimento) => ageOn(nascimento, dia) >= limite)
  ) {
    return {
      ...base,
      efetivo: 'separacao_obrigatoria',
      motivo: 'idade_separacao_obrigatoria',
      idadeLimite: limite,
    };
  }
  return base;
}
