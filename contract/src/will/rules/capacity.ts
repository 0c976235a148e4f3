import { ageOn } from '../law/dates.ts';
import { result, type Rule } from './context.ts';
import { ruleMessages as M } from './messages.ts';

/** CAP_IDADE: the testator is at least 16 on the date of the will (1.860). */
export const checkCapIdade: Rule = (c) => {
  const idade = ageOn(c.testador.dataNascimento, c.formalidades.data);
  return idade < 16 ? [result('CAP_IDADE', 'erro', '1.860', M.CAP_IDADE(idade))] : [];
};

/** CAP_DISCERNIMENTO: full discernment declared, acting personally (1.858, 1.860). */
export const checkCapDiscernimento: Rule = (c) =>
  c.testador.capacidade.declaraPlenoDiscernimento && c.testador.capacidade.atoPessoal
    ? []
    : [result('CAP_DISCERNIMENTO', 'erro', '1.858, 1.860', M.CAP_DISCERNIMENTO())];

/** FORMA_CEGO: blind, cannot read or cannot sign → only the público minuta (1.865, 1.867, 1.876). */
export const checkFormaCego: Rule = (c) => {
  if (c.formalidades.forma === 'publico') return [];
  const { deficienciaVisualTotal, sabeLer, podeAssinar } = c.testador.capacidade;
  if (deficienciaVisualTotal) return [result('FORMA_CEGO', 'erro', '1.867', M.FORMA_CEGO('cego'))];
  if (!sabeLer) return [result('FORMA_CEGO', 'erro', '1.865, 1.876', M.FORMA_CEGO('nao_le'))];
  if (!podeAssinar)
    return [result('FORMA_CEGO', 'erro', '1.865, 1.876', M.FORMA_CEGO('nao_assina'))];
  return [];
};
