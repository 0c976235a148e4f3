import {
  currentRuleCode,
  type LegacyRuleCode,
  type RuleCode,
  type RuleResult,
} from '../rule-result.ts';
import type { TestamentContent } from '../testament-content.ts';
import { checkCapDiscernimento, checkCapIdade, checkFormaCego } from './capacity.ts';
import { checkClausLegitima, checkDeserdacao } from './clauses.ts';
import type { Rule, RuleContext } from './context.ts';
import {
  checkCompanheiro,
  checkReconhecimento,
  checkRegimeData,
  checkRevogacao,
  checkTestamenteiroPosse,
  checkTutorFalta,
  checkTutorOutroGenitor,
  checkTutorSemMenor,
} from './family.ts';
import {
  checkLegadoComum,
  checkLegadoValor,
  checkLegitimaHerdeiro,
  checkPctFalta,
  checkPctSoma,
} from './shares.ts';
import { checkCnpjDv, checkCpfDv, checkOrgaos, checkSemLacunas, checkSenhas } from './text.ts';
import {
  checkTestemBenef,
  checkTestemIdade,
  checkTestemInterposta,
  checkTestemParente,
  checkTestemQtd,
  checkTestemTestador,
} from './witnesses.ts';

/** Every rule of LEGAL-BR §5 by code, in the order they are shown. */
export const RULES: Record<RuleCode, Rule> = {
  CAP_IDADE: checkCapIdade,
  CAP_DISCERNIMENTO: checkCapDiscernimento,
  FORMA_CEGO: checkFormaCego,
  TESTEM_QTD: checkTestemQtd,
  TESTEM_BENEF: checkTestemBenef,
  TESTEM_INTERPOSTA: checkTestemInterposta,
  TESTEM_PARENTE: checkTestemParente,
  TESTEM_IDADE: checkTestemIdade,
  TESTEM_TESTADOR: checkTestemTestador,
  PCT_SOMA: checkPctSoma,
  PCT_FALTA: checkPctFalta,
  LEGITIMA_HERDEIRO: checkLegitimaHerdeiro,
  LEGADO_VALOR: checkLegadoValor,
  LEGADO_COMUM: checkLegadoComum,
  CLAUS_LEGITIMA: checkClausLegitima,
  DESERDACAO: checkDeserdacao,
  TESTAMENTEIRO_POSSE: checkTestamenteiroPosse,
  TUTOR_SEM_MENOR: checkTutorSemMenor,
  TUTOR_FALTA: checkTutorFalta,
  TUTOR_OUTRO_GENITOR: checkTutorOutroGenitor,
  RECONHECIMENTO: checkReconhecimento,
  REVOGACAO: checkRevogacao,
  COMPANHEIRO: checkCompanheiro,
  REGIME_DATA: checkRegimeData,
  ORGAOS: checkOrgaos,
  CPF_DV: checkCpfDv,
  CNPJ_DV: checkCnpjDv,
  SEM_LACUNAS: checkSemLacunas,
  SENHAS: checkSenhas,
};

/** Options of `evaluateRules`: the day, acknowledged codes, and optionally only some codes. */
export interface EvaluateOptions extends RuleContext {
  only?: readonly (RuleCode | LegacyRuleCode)[];
}

/** Runs the rules (all, or only some codes; replaced codes run their successor) and marks acknowledged alerts. */
export function evaluateRules(content: TestamentContent, options: EvaluateOptions): RuleResult[] {
  const acknowledged = new Set((options.acknowledged ?? []).map(currentRuleCode));
  const codes = options.only
    ? [...new Set(options.only.map(currentRuleCode))]
    : (Object.keys(RULES) as RuleCode[]);
  const context: RuleContext = { today: options.today, acknowledged: [...acknowledged] };
  return codes.flatMap((code) =>
    RULES[code](content, context).map((r) =>
      r.severidade === 'alerta' && acknowledged.has(r.code) ? { ...r, reconhecido: true } : r,
    ),
  );
}

/** True when a result blocks the final document: an erro, or an alerta not yet acknowledged. */
export function isBlocking(r: RuleResult): boolean {
  return r.severidade === 'erro' || (r.severidade === 'alerta' && r.reconhecido !== true);
}
