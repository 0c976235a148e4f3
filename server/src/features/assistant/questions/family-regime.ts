/** The property regime question, and the words of each regime. */
import type { RegimeBens } from '@legado/contract';
import { E, M } from '../messages.ts';
import { parseRegime, presumedRegime, saysNoPact } from '../parsers/civil-status.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { hasSpouse } from './facts.ts';
import { FM } from './family-messages.ts';
import {
  applyNoPartner,
  noteUnionRegistered,
  partnerDenied,
  type NonPartnerStatus,
} from './family-spouse.ts';
import { defineQuestion, fail, ok, parsed, type Parsed, type Question } from './question.ts';

export const REGIME: Record<string, string> = {
  comunhao_parcial: 'comunhão parcial',
  comunhao_universal: 'comunhão universal',
  separacao_convencional: 'separação convencional (total)',
  separacao_obrigatoria: 'separação obrigatória',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/** What the regime question read: the regime (or the presumed one), or that there is no partner. */
type RegimeValue =
  | { regime: RegimeBens; presumed: boolean; text: string }
  | { semParceiro: true; status: NonPartnerStatus | undefined };

/** The property regime; "não sei" gives the legal default. */
export const regimeQuestion: Question = defineQuestion({
  key: 'regime',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: hasSpouse,
  // A union has no pacto antenupcial: the regime is the written contract's, else comunhão parcial.
  ask: (s) => (s.draft.conjuge?.tipo === 'uniao_estavel' ? FM.regimeUniao.ask : M.regime.ask),
  example: M.regime.example,
  options: M.regime.opcoes,
  describe: (s) => {
    const regime = s.draft.conjuge?.regimeBens;
    return regime && REGIME[regime];
  },
  // The regime, or the one the law presumes when the person does not know (`presumed`).
  parse: (text, ctx, s): Parsed<RegimeValue> => {
    const conj = s.draft.conjuge;
    if (!conj) return fail(E.regime);
    const regime = parseRegime(text);
    if (regime) return parsed({ regime, presumed: false, text });
    // "não sou casada, sou solteira": a correction of the civil status.
    const denied = partnerDenied(text, ctx.today);
    if (denied) return parsed({ semParceiro: true, status: denied.status });
    if (saysNoPact(text)) {
      const regime = presumedRegime(conj.tipo, readCivilStatus(text, ctx.today)?.desdeAno);
      return parsed({ regime, presumed: true, text });
    }
    return fail(E.regime);
  },
  apply: (s, value) => {
    if ('semParceiro' in value) return applyNoPartner(s, value.status);
    const { regime, presumed, text } = value;
    const conj = s.draft.conjuge;
    if (!conj) return fail(E.regime);
    conj.regimeBens = regime;
    // "comunhão parcial, que tá na escritura": the union is registered.
    if (!presumed && noteUnionRegistered(s, text))
      return { ...ok(s), alsoAnswered: ['uniao_formalizada'] };
    if (!presumed) return ok(s);
    if (conj.tipo === 'uniao_estavel') return ok(s, FM.regimeUniao.default);
    return ok(s, regime === 'comunhao_universal' ? M.regime.defaultBefore1977 : M.regime.default);
  },
});
