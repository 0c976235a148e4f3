import { ageOn } from '../law/dates.ts';
import { necessaryHeirs } from '../law/heirs.ts';
import { effectiveRegime } from '../law/regime.ts';
import type { TestamentContent } from '../testament-content.ts';
import { nome, pessoa, result, type Rule } from './context.ts';
import { ruleMessages as M } from './messages.ts';

/** TESTAMENTEIRO_POSSE: possession only when there is no spouse and no necessary heir (1.977). */
export const checkTestamenteiroPosse: Rule = (c, ctx) =>
  c.testamenteiros.some((t) => t.posseBens) &&
  (c.familia.conjuge || necessaryHeirs(c, ctx.today).length > 0)
    ? [result('TESTAMENTEIRO_POSSE', 'erro', '1.977', M.TESTAMENTEIRO_POSSE())]
    : [];

function hasMinorChild(c: TestamentContent): boolean {
  return c.familia.descendentes.some((d) => d.vivo && d.menor && d.grau === 'filho');
}

/** TUTOR_SEM_MENOR: a tutor named with no minor child. */
export const checkTutorSemMenor: Rule = (c) =>
  c.tutela && !hasMinorChild(c)
    ? [result('TUTOR_SEM_MENOR', 'alerta', 'lógica', M.TUTOR_SEM_MENOR())]
    : [];

/** TUTOR_FALTA: minor children and no tutor named (1.634 VI, 1.729). */
export const checkTutorFalta: Rule = (c) =>
  !c.tutela && hasMinorChild(c)
    ? [result('TUTOR_FALTA', 'info', '1.634, VI; 1.729', M.TUTOR_FALTA())]
    : [];

/** TUTOR_OUTRO_GENITOR: the other parent is alive: the nomination works only if they cannot exercise (1.634 VI, 1.729). */
export const checkTutorOutroGenitor: Rule = (c) =>
  c.tutela?.outroGenitorVivo && hasMinorChild(c)
    ? [result('TUTOR_OUTRO_GENITOR', 'alerta', '1.634, VI; 1.729', M.TUTOR_OUTRO_GENITOR())]
    : [];

/** RECONHECIMENTO: recognising a child is irrevocable (1.610); an adult child must consent (1.614). */
export const checkReconhecimento: Rule = (c) => {
  const ids = c.naoPatrimoniais.reconhecimentoFilhos;
  if (ids.length === 0) return [];
  const adultos = ids.filter((id) => {
    const nascimento = pessoa(c, id)?.dataNascimento;
    return nascimento !== undefined && ageOn(nascimento, c.formalidades.data) >= 18;
  });
  return [
    result(
      'RECONHECIMENTO',
      'info',
      adultos.length > 0 ? '1.610, 1.614' : '1.610',
      M.RECONHECIMENTO(adultos.map((id) => nome(c, id))),
    ),
  ];
};

/** REVOGACAO: an earlier will exists and there is no revocation clause (1.970). */
export const checkRevogacao: Rule = (c) =>
  c.familia.testamentosAnteriores && c.revogacao.tipo === 'nenhuma'
    ? [result('REVOGACAO', 'alerta', '1.970', M.REVOGACAO())]
    : [];

/** COMPANHEIRO: in a união estável the companion's status as necessary heir is disputed (Tema 809). */
export const checkCompanheiro: Rule = (c) =>
  c.familia.conjuge?.tipo === 'uniao_estavel'
    ? [result('COMPANHEIRO', 'alerta', 'STF, Tema 809', M.COMPANHEIRO())]
    : [];

/**
 * REGIME_DATA: a marriage before 26/12/1977 without a pacto declared as comunhão parcial (erro:
 * it was comunhão universal); someone over 70 (60 before 2010) at the wedding (alerta: 1.641 II).
 */
export const checkRegimeData: Rule = (c) => {
  const regime = effectiveRegime(c);
  if (!regime) return [];
  if (regime.motivo === 'anterior_1977')
    return [result('REGIME_DATA', 'erro', 'Lei 6.515/1977; 1.640', M.REGIME_DATA_1977())];
  if (regime.data1977Incerta)
    return [result('REGIME_DATA', 'alerta', 'Lei 6.515/1977', M.REGIME_DATA_1977_INCERTO())];
  if (regime.motivo === 'idade_separacao_obrigatoria')
    return [
      result('REGIME_DATA', 'alerta', '1.641, II', M.REGIME_DATA_IDADE(regime.idadeLimite ?? 70)),
    ];
  return [];
};
