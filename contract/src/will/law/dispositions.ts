import type { Heranca, Legado, TestamentContent } from '../testament-content.ts';
import {
  add,
  compare,
  frac,
  fromPercent,
  HALF,
  max,
  mul,
  ONE,
  sub,
  sum,
  ZERO,
  type Fraction,
} from './fraction.ts';
import { legalSuccession, type HeirShare } from './heirs.ts';

/** What the dispositions, as written, leave one necessary heir. */
export interface HeirOutcome {
  heir: HeirShare;
  /** His shares and valued legados, plus his legal share of what is not disposed of. */
  recebe: Fraction;
  /** How much less than the legítima (zero when it is respected). */
  falta: Fraction;
}

/** The dispositions measured against the estate (after the meação) and the legítima. */
export interface DispositionAnalysis {
  /** The part of the estate the testator may dispose of freely (1.789). */
  disponivel: Fraction;
  /** Shares (herança) as a part of the estate. */
  partes: Fraction;
  /** Legados with a known value, as a part of the estate (estate value known). */
  legados: Fraction;
  /** Legados whose part of the estate cannot be told (no value, or no estate value). */
  legadosSemMedida: Legado[];
  /** What the will gives beyond the disponível (0 when it fits). */
  excesso: Fraction;
  porHerdeiro: HeirOutcome[];
}

/** A share as a part of the estate: of everything, or of the disponível. */
export function shareOfEstate(h: Heranca, disponivel: Fraction): Fraction {
  const base = h.base === 'total' ? ONE : disponivel;
  return mul(h.fracao ?? fromPercent(h.percentual), base);
}

/**
 * A legado as a part of the estate, from its approximate value and the estate's; only the
 * testator's half of common property passes (1.914). Undefined when either value is unknown.
 */
export function legadoOfEstate(l: Legado, patrimonio: number | undefined): Fraction | undefined {
  if (l.valor === undefined) return undefined;
  if (l.valor === 0) return ZERO;
  if (patrimonio === undefined || patrimonio <= 0) return undefined;
  const part = frac(Math.round(l.valor * 100), Math.round(patrimonio * 100));
  return l.bemComum ? mul(part, HALF) : part;
}

/**
 * For each necessary heir, what the will as written leaves them (LEGAL-BR §2 "check per heir"):
 * their shares and legados, plus their legal share of whatever is not disposed of (1.906, 1.966).
 * Heirs being disinherited are left to the DESERDACAO rule.
 */
export function analyzeDispositions(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'pessoas' | 'disposicoes'>,
  today: string,
): DispositionAnalysis {
  const { herdeiros } = legalSuccession(content, today);
  const disponivel = herdeiros.length > 0 ? HALF : ONE;
  const { heranca, legados, patrimonioEstimado } = content.disposicoes;
  const partesPor = new Map<string, Fraction>();
  for (const h of heranca) {
    const part = shareOfEstate(h, disponivel);
    partesPor.set(h.beneficiarioId, add(partesPor.get(h.beneficiarioId) ?? ZERO, part));
  }
  const legadosSemMedida: Legado[] = [];
  for (const l of legados) {
    const part = legadoOfEstate(l, patrimonioEstimado);
    if (part === undefined) legadosSemMedida.push(l);
    else partesPor.set(l.beneficiarioId, add(partesPor.get(l.beneficiarioId) ?? ZERO, part));
  }
  const partes = sum(heranca.map((h) => shareOfEstate(h, disponivel)));
  const legadosTotal = sum(
    legados.map((l) => legadoOfEstate(l, patrimonioEstimado)).filter((f) => f !== undefined),
  );
  const disposto = add(partes, legadosTotal);
  const naoDisposto = max(ZERO, sub(ONE, disposto));
  const deserdados = new Set((content.disposicoes.deserdacoes ?? []).map((d) => d.herdeiroId));
  const porHerdeiro = herdeiros
    .filter((heir) => !deserdados.has(heir.pessoaId))
    .map((heir) => {
      const recebe = add(partesPor.get(heir.pessoaId) ?? ZERO, mul(heir.quinhao, naoDisposto));
      return { heir, recebe, falta: max(ZERO, sub(heir.legitima, recebe)) };
    });
  return {
    disponivel,
    partes,
    legados: legadosTotal,
    legadosSemMedida,
    excesso: max(ZERO, sub(disposto, disponivel)),
    porHerdeiro,
  };
}

/** The heirs whose legítima the dispositions, as written, would invade. */
export function invadedHeirs(analysis: DispositionAnalysis): HeirOutcome[] {
  return analysis.porHerdeiro.filter((o) => compare(o.recebe, o.heir.legitima) < 0);
}

/**
 * True when the dispositions, as written, leave every necessary heir at least their legítima:
 * only then may a text say the legítima is respected.
 */
export function legitimaRespeitada(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'pessoas' | 'disposicoes'>,
  today: string,
): boolean {
  return invadedHeirs(analyzeDispositions(content, today)).length === 0;
}
