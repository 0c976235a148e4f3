import { analyzeDispositions, invadedHeirs, shareOfEstate } from '../law/dispositions.ts';
import { compare, fromPercent, isZero, ONE, sum, toPercent } from '../law/fraction.ts';
import { SUCCESSION_NOTES } from '../law/explain.ts';
import { legalSuccession, necessaryHeirs } from '../law/heirs.ts';
import { effectiveRegime } from '../law/regime.ts';
import { currentRuleCode } from '../rule-result.ts';
import type { TestamentContent } from '../testament-content.ts';
import { named, result, type Rule } from './context.ts';
import { formatPart, formatPct } from './format.ts';
import { ruleMessages as M } from './messages.ts';

/** PCT_SOMA: shares in one pool (disponível or total) add up to more than 100%. */
export const checkPctSoma: Rule = (c) =>
  (['disponivel', 'total'] as const).flatMap((base) => {
    const shares = c.disposicoes.heranca.filter((h) => h.base === base);
    const soma = sum(shares.map((h) => h.fracao ?? fromPercent(h.percentual)));
    return compare(soma, ONE) > 0
      ? [
          result(
            'PCT_SOMA',
            'erro',
            'lógica',
            M.PCT_SOMA(
              formatPct(toPercent(soma)),
              base === 'total' ? 'do patrimônio' : 'da parte disponível',
            ),
          ),
        ]
      : [];
  });

/** PCT_FALTA: shares and valued legados leave part of the disponível to the legal heirs (1.906, 1.966). */
export const checkPctFalta: Rule = (c, ctx) => {
  if (c.disposicoes.heranca.length === 0)
    return [result('PCT_FALTA', 'info', '1.906, 1.966', M.PCT_NADA())];
  const a = analyzeDispositions(c, ctx.today);
  const disposto = sum([a.partes, a.legados]);
  if (compare(disposto, a.disponivel) >= 0) return [];
  const soma = toPercent(disposto);
  const restante = toPercent(a.disponivel) - soma;
  // Rounding alone (three shares of 33,33%) is not a gap worth telling.
  if (restante < 0.05) return [];
  return [
    result('PCT_FALTA', 'info', '1.906, 1.966', M.PCT_FALTA(formatPct(soma), formatPct(restante))),
  ];
};

/**
 * LEGITIMA_HERDEIRO: a necessary heir would receive less than their part of the legítima
 * (1.789, 1.846, 1.967) — erro, or an acknowledged alerta when the person chose to keep it.
 */
export const checkLegitimaHerdeiro: Rule = (c, ctx) => {
  const invaded = invadedHeirs(analyzeDispositions(c, ctx.today));
  if (invaded.length === 0) return [];
  const linhas = invaded.map((o) =>
    M.LEGITIMA_LINHA(
      named(c, o.heir.pessoaId),
      isZero(o.recebe) ? null : formatPart(o.recebe),
      formatPart(o.heir.legitima),
    ),
  );
  // Say what the quotas assumed (1.829 I: bens particulares unknown under comunhão parcial).
  const presumido = legalSuccession(c, ctx.today).notas.includes('bens_particulares_presumidos');
  const acknowledged = (ctx.acknowledged ?? []).some(
    (code) => currentRuleCode(code) === 'LEGITIMA_HERDEIRO',
  );
  const r = result(
    'LEGITIMA_HERDEIRO',
    acknowledged ? 'alerta' : 'erro',
    '1.789, 1.846, 1.967',
    [
      M.LEGITIMA_HERDEIRO(linhas),
      ...(presumido ? [SUCCESSION_NOTES.bens_particulares_presumidos] : []),
    ].join(' '),
  );
  return [acknowledged ? { ...r, reconhecido: true } : r];
};

/** LEGADO_VALOR: legados that cannot be measured against the disponível while a legítima exists (1.967). */
export const checkLegadoValor: Rule = (c, ctx) => {
  if (necessaryHeirs(c, ctx.today).length === 0) return [];
  const { legados, patrimonioEstimado } = c.disposicoes;
  const semValor = legados.filter((l) => l.valor === undefined);
  if (semValor.length > 0)
    return [
      result(
        'LEGADO_VALOR',
        'alerta',
        '1.967',
        M.LEGADO_VALOR(
          semValor.map((l) => l.descricao),
          false,
        ),
      ),
    ];
  const comValor = legados.filter((l) => (l.valor ?? 0) > 0);
  if (comValor.length > 0 && !(patrimonioEstimado && patrimonioEstimado > 0))
    return [
      result(
        'LEGADO_VALOR',
        'alerta',
        '1.967',
        M.LEGADO_VALOR(
          comValor.map((l) => l.descricao),
          true,
        ),
      ),
    ];
  return [];
};

/** LEGADO_COMUM: a legado of common property passes only the testator's part (1.914). */
export const checkLegadoComum: Rule = (c) => {
  const universal = effectiveRegime(c)?.efetivo === 'comunhao_universal';
  return c.disposicoes.legados.flatMap((l) => {
    if (l.bemComum === true)
      return [result('LEGADO_COMUM', 'alerta', '1.914', M.LEGADO_COMUM(l.descricao, true))];
    if (l.bemComum === undefined && universal)
      return [result('LEGADO_COMUM', 'alerta', '1.914', M.LEGADO_COMUM(l.descricao, false))];
    return [];
  });
};

/**
 * The largest share of the whole estate, in percent, that people who are not necessary heirs
 * may still receive: the disponível less what the shares already give them.
 */
export function maxShareForOthers(c: TestamentContent, exceptBeneficiaryId?: string): number {
  const heirs = new Set(necessaryHeirs(c, c.formalidades.data).map((h) => h.pessoaId));
  const disponivel = heirs.size > 0 ? fromPercent(50) : ONE;
  const used = sum(
    c.disposicoes.heranca
      .filter((h) => !heirs.has(h.beneficiarioId) && h.beneficiarioId !== exceptBeneficiaryId)
      .map((h) => shareOfEstate(h, disponivel)),
  );
  return Math.max(0, toPercent(disponivel) - toPercent(used));
}
