import { necessaryHeirs, type HeirClass } from '../law/heirs.ts';
import type { RuleResult } from '../rule-result.ts';
import type { CausaDeserdacao } from '../testament-content.ts';
import { nome, result, type Rule } from './context.ts';
import { ruleMessages as M } from './messages.ts';
import { isConcreteReason, mentionsPerson } from './reasons.ts';

/** CLAUS_LEGITIMA: each heir burdened on the legítima needs a concrete justa causa of their own (1.848). */
export const checkClausLegitima: Rule = (c, ctx) => {
  const heirs = new Set(necessaryHeirs(c, ctx.today).map((h) => h.pessoaId));
  const out: RuleResult[] = [];
  for (const clause of c.disposicoes.clausulasRestritivas) {
    if (clause.alcance !== 'legitima') continue;
    const burdened = clause.beneficiarioIds.filter((id) => heirs.has(id));
    if (burdened.length === 0) continue;
    if (!isConcreteReason(clause.justaCausa)) {
      for (const id of burdened)
        out.push(
          result('CLAUS_LEGITIMA', 'erro', '1.848', M.CLAUS_LEGITIMA_SEM_CAUSA(nome(c, id))),
        );
      continue;
    }
    const causa = clause.justaCausa ?? '';
    if (burdened.length > 1 && !burdened.every((id) => mentionsPerson(causa, nome(c, id)))) {
      out.push(
        result(
          'CLAUS_LEGITIMA',
          'erro',
          '1.848',
          M.CLAUS_LEGITIMA_POR_HERDEIRO(burdened.map((id) => nome(c, id))),
        ),
      );
    }
  }
  return out;
};

/** Causes of 1.814, open against any heir; the others only against descendants and ascendants. */
const CAUSAS_1814: readonly CausaDeserdacao[] = [
  'homicidio_doloso',
  'acusacao_caluniosa',
  'impedir_testamento',
];

const CAUSA_TEXT: Record<CausaDeserdacao, string> = {
  homicidio_doloso: 'homicídio doloso ou tentativa',
  acusacao_caluniosa: 'acusação caluniosa ou crime contra a honra',
  impedir_testamento: 'impedir a livre disposição dos bens',
  ofensa_fisica: 'ofensa física',
  injuria_grave: 'injúria grave',
  relacoes_ilicitas: 'relações ilícitas',
  desamparo: 'desamparo em doença grave ou alienação mental',
};

function causeFits(classe: HeirClass, causa: CausaDeserdacao): boolean {
  return classe === 'descendente' || classe === 'ascendente' || CAUSAS_1814.includes(causa);
}

/**
 * DESERDACAO (1.961–1.965): only a necessary heir, with a legal cause fit for them and the facts
 * stated concretely (erro); and always the alert that the cause must be proved within 4 years.
 */
export const checkDeserdacao: Rule = (c, ctx) => {
  const deserdacoes = c.disposicoes.deserdacoes ?? [];
  if (deserdacoes.length === 0) return [];
  // The heirs as if nobody were disinherited: who could be.
  const heirs = new Map(necessaryHeirs(c, ctx.today).map((h) => [h.pessoaId, h.classe]));
  const out: RuleResult[] = [];
  for (const d of deserdacoes) {
    const quem = nome(c, d.herdeiroId);
    const classe = heirs.get(d.herdeiroId);
    if (!classe) {
      out.push(result('DESERDACAO', 'erro', '1.961', M.DESERDACAO_NAO_HERDEIRO(quem)));
    } else if (!causeFits(classe, d.causa)) {
      out.push(
        result(
          'DESERDACAO',
          'erro',
          '1.961, 1.962, 1.963',
          M.DESERDACAO_CAUSA_CLASSE(quem, CAUSA_TEXT[d.causa]),
        ),
      );
    } else if (!isConcreteReason(d.fatos, 6)) {
      out.push(result('DESERDACAO', 'erro', '1.964', M.DESERDACAO_CAUSA(quem)));
    }
  }
  out.push(
    result(
      'DESERDACAO',
      'alerta',
      '1.965',
      M.DESERDACAO_PROVA(deserdacoes.map((d) => nome(c, d.herdeiroId))),
    ),
  );
  return out;
};
