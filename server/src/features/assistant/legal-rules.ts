/**
 * The legal rules live in the contract (`@legado/contract`: will/law and will/rules); this file
 * keeps the names the assistant imports. While the interview still speaks of the replaced codes
 * DISPONIVEL and TUTOR_CONJUNTO, asking for one of them with `only` runs its successor and labels
 * the results with the old code, so the interview's checks keep working until it moves on. And
 * since the interview asks an institution's CNPJ only after the share that names it, a step's
 * CNPJ_DV checks the digits alone; the review (every rule) also requires the CNPJ itself.
 */
import {
  checkCnpjDigits,
  currentRuleCode,
  derive,
  evaluateRules as evaluateContractRules,
  LEGACY_RULE_CODES,
  type LegacyRuleCode,
  type RuleCode,
  type RuleResult,
  type TestamentContent,
} from '@legado/contract';

export {
  beneficiaryIds,
  isBlocking,
  looksLikeSecret,
  maxShareForOthers,
  RULES,
  type Rule,
  type RuleContext,
} from '@legado/contract';

/** A rule code the interview may still hold: a current one, or a replaced one. */
export type InterviewRuleCode = RuleCode | LegacyRuleCode;

/** A result as the interview sees it when it asked for a replaced code. */
export type InterviewRuleResult = Omit<RuleResult, 'code'> & { code: InterviewRuleCode };

/** Derived values, computed from the facts on the date of the will (or `today`). */
export function computeDerivados(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'pessoas' | 'formalidades'>,
  today: string = content.formalidades.data,
): TestamentContent['derivados'] {
  return derive(content, today);
}

interface Options {
  today: string;
  acknowledged?: readonly InterviewRuleCode[];
}

/** Runs every rule: the results a will stores. */
export function evaluateRules(content: TestamentContent, options: Options): RuleResult[];
/** Runs only some rules; a replaced code runs its successor, labelled with the old code. */
export function evaluateRules(
  content: TestamentContent,
  options: Options & { only: readonly InterviewRuleCode[] },
): InterviewRuleResult[];
export function evaluateRules(
  content: TestamentContent,
  options: Options & { only?: readonly InterviewRuleCode[] },
): InterviewRuleResult[] {
  const asked = new Set(options.only ?? []);
  const results = options.only
    ? [
        ...evaluateContractRules(content, {
          ...options,
          only: options.only.filter((code) => code !== 'CNPJ_DV'),
        }),
        ...(asked.has('CNPJ_DV') ? checkCnpjDigits(content, options) : []),
      ]
    : evaluateContractRules(content, options);
  const legacy = Object.entries(LEGACY_RULE_CODES) as [LegacyRuleCode, RuleCode][];
  return results.map((r) => {
    const old = legacy.find(([from, to]) => to === r.code && asked.has(from) && !asked.has(to));
    return old ? { ...r, code: old[0] } : r;
  });
}

export { currentRuleCode };
