import {
  analyzeDispositions,
  formatFraction,
  isZero,
  legalSuccession,
  shareOfEstate,
  sum,
  toPercent,
  type DispositionAnalysis,
  type Fraction,
  type Pessoa,
  type Succession,
  type TestamentContent,
} from '@legado/contract';
import { toContent, type InterviewState } from '../interview-state.ts';
import { joinPt } from '../people.ts';
import { called } from './words.ts';

/**
 * What the will and the law give, computed once per question from the will's content: the
 * legítima per heir is the server's derived value (`derivados.legitimaPorHerdeiro`, the one home of
 * the law), never a separate computation.
 */
export interface Case {
  s: InterviewState;
  content: TestamentContent;
  succession: Succession;
  analysis: DispositionAnalysis;
  today: string;
}

/** The case of a will content (the draft's, or one changed to ask "what if"). */
export function caseOf(s: InterviewState, content: TestamentContent, today: string): Case {
  return {
    s,
    content,
    succession: legalSuccession(content, today),
    analysis: analyzeDispositions(content, today),
    today,
  };
}

/** The case of the draft as it stands; undefined when the draft cannot be read as a will yet. */
export function buildCase(s: InterviewState, today: string): Case | undefined {
  try {
    return caseOf(s, toContent(s, today), today);
  } catch {
    return undefined;
  }
}

/** "1/4 (25%)": the fraction a notary writes, with the percentage people think in. */
export function part(f: Fraction): string {
  if (f.denominador === 1) return formatFraction(f);
  // "157/170" means nothing to a person: past a plain denominator, only the percentage.
  return f.denominador > PLAIN_DENOMINATOR ? percent(f) : `${formatFraction(f)} (${percent(f)})`;
}

/** Fractions up to twelfths read plainly ("1/3", "5/12"); larger ones are said in percent. */
const PLAIN_DENOMINATOR = 12;

/** "92,4%": a share in percent, one decimal at most. */
export function percent(f: Fraction): string {
  const pct = Math.round(toPercent(f) * 10) / 10;
  return `${String(pct).replace('.', ',')}%`;
}

/** A share as a person reads it: "1/4", or "92,4%" when the fraction is not a plain one. */
export function plainShare(f: Fraction): string {
  return f.denominador > PLAIN_DENOMINATOR ? percent(f) : formatFraction(f);
}

const MEACAO_REGIMES = new Set(['comunhao_parcial', 'comunhao_universal']);

/** True when the spouse keeps half of the common property (meação) under the regime. */
export function hasMeacao(c: Case): boolean {
  const regime = c.content.familia.conjuge?.regimeBens;
  return regime !== undefined && MEACAO_REGIMES.has(regime);
}

/** "do que você tiver", or "do que for seu, depois da meação" when a spouse keeps half. */
export function ofEstate(c: Case): string {
  return hasMeacao(c) ? 'do que for seu, depois da meação' : 'do que você tiver';
}

/** "da Lúcia, do Anderson e da Patrícia": "de" joined to each article. */
export function ofAll(c: Case, people: readonly Pessoa[]): string {
  return joinPt(people.map((p) => called(c.s, p).the.replace(/^([oa]) /, 'd$1 ')));
}

export function person(c: Case, id: string): Pessoa | undefined {
  return c.content.pessoas.find((p) => p.id === id);
}

/** The people of these ids, in order, skipping unknown ids. */
export function peopleOf(c: Case, ids: readonly string[]): Pessoa[] {
  return ids.map((id) => person(c, id)).filter((p): p is Pessoa => p !== undefined);
}

/**
 * Whether the family is told far enough to know the necessary heirs: someone already counts, or
 * the parents (asked when there are no descendants) or grandparents were answered.
 */
export function familyKnown(c: Case): boolean {
  return (
    c.content.derivados.herdeirosNecessarios.length > 0 ||
    ['pais', 'avos'].some((k) => c.s.answered.includes(k))
  );
}

/**
 * The disponível in words: "1/2 do que for seu, depois da meação", "tudo o que você tiver", or,
 * before the family is known, the rule ("metade, se você tiver herdeiros necessários; sem eles, tudo").
 */
export function disponivelText(c: Case): string {
  if (!familyKnown(c))
    return 'a metade do que você tiver, se tiver herdeiros necessários; sem eles, tudo';
  const d = c.analysis.disponivel;
  return d.numerador === d.denominador
    ? 'tudo o que você tiver'
    : `${plainShare(d)} ${ofEstate(c)}`;
}

/** A necessary heir's part of the legítima, as the server derived it for the will. */
export function legitimaOf(c: Case, id: string): Fraction | undefined {
  const derived = c.content.derivados.legitimaPorHerdeiro?.find((h) => h.pessoaId === id);
  return derived?.fracao ?? c.succession.herdeiros.find((h) => h.pessoaId === id)?.legitima;
}

/** The necessary heirs the legítima is divided among, by name: "o Diego e a Juliana". */
export function heirsCounted(c: Case): Pessoa[] {
  return peopleOf(c, c.content.derivados.herdeirosNecessarios);
}

export function hasDispositions(c: Case): boolean {
  return c.content.disposicoes.heranca.length > 0 || c.content.disposicoes.legados.length > 0;
}

/** Shares the will gives someone, as a part of the estate. */
export function sharesOf(c: Case, id: string): Fraction {
  return sum(
    c.content.disposicoes.heranca
      .filter((h) => h.beneficiarioId === id)
      .map((h) => shareOfEstate(h, c.analysis.disponivel)),
  );
}

export function legadosOf(c: Case, id: string): string[] {
  return c.content.disposicoes.legados
    .filter((l) => l.beneficiarioId === id)
    .map((l) => l.descricao);
}

/** Everyone the will gives a share or a legado to, in the order of the will. */
export function beneficiaries(c: Case): Pessoa[] {
  const ids = [
    ...c.content.disposicoes.heranca.map((h) => h.beneficiarioId),
    ...c.content.disposicoes.legados.map((l) => l.beneficiarioId),
  ];
  return peopleOf(c, [...new Set(ids)]);
}

/** "1/3", or "tudo" for the whole. */
function amount(f: Fraction): string {
  return f.numerador === f.denominador ? 'tudo' : plainShare(f);
}

/**
 * Who ends up with what, as the will is now: heirs with their legal share of the rest; a
 * disinherited heir's share is told apart, as it depends on the proof of the cause (1.965).
 */
export function distribution(c: Case): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const o of c.analysis.porHerdeiro) {
    seen.add(o.heir.pessoaId);
    const p = person(c, o.heir.pessoaId);
    const legados = legadosOf(c, o.heir.pessoaId);
    if (p && (!isZero(o.recebe) || legados.length > 0))
      lines.push(
        `${called(c.s, p).the}, ${[...(isZero(o.recebe) ? [] : [amount(o.recebe)]), ...legados].join(' e ')}`,
      );
  }
  const disinherited = c.content.disposicoes.deserdacoes.map((d) => d.herdeiroId);
  if (disinherited.length > 0) {
    const undone = { ...c.content, disposicoes: { ...c.content.disposicoes, deserdacoes: [] } };
    for (const o of analyzeDispositions(undone, c.today).porHerdeiro) {
      const p = disinherited.includes(o.heir.pessoaId) && person(c, o.heir.pessoaId);
      if (!p || isZero(o.recebe)) continue;
      seen.add(p.id);
      lines.push(
        `${called(c.s, p).the}, ${amount(o.recebe)} só se a deserdação não for provada (provada, essa parte vai para os filhos ${called(c.s, p).his}, se houver, ou para os outros herdeiros)`,
      );
    }
  }
  const others = [
    ...c.content.disposicoes.heranca.map((h) => h.beneficiarioId),
    ...c.content.disposicoes.legados.map((l) => l.beneficiarioId),
  ];
  for (const id of others) {
    if (seen.has(id)) continue;
    seen.add(id);
    const p = person(c, id);
    if (!p) continue;
    const given = sharesOf(c, id);
    const what = [...(isZero(given) ? [] : [amount(given)]), ...legadosOf(c, id)];
    lines.push(`${called(c.s, p).the}, ${what.join(' e ')}`);
  }
  return lines;
}

/**
 * Where the interview asks something: "é a pergunta de agora", "diga 'alterar …'" once answered,
 * or when it will be asked.
 */
export function whereAsked(
  s: InterviewState,
  key: string,
  alter: string,
  example: string,
  later: string,
): string {
  if (s.current === key) return `É a pergunta de agora: responda, por exemplo, ${example}.`;
  if (s.answered.includes(key))
    return `Para incluir, diga "alterar ${alter}" e responda, por exemplo, ${example}.`;
  return later;
}
