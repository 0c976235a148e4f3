import type { Descendente, TestamentContent } from '../testament-content.ts';
import { div, frac, HALF, isZero, mul, ONE, sub, ZERO, type Fraction } from './fraction.ts';
import { spouseStatus, type SpouseStatus } from './spouse.ts';
import { sameName } from './text.ts';

/** How a person comes to the succession. */
export type HeirClass = 'descendente' | 'conjuge' | 'companheiro' | 'ascendente';

/** One legal heir: their share of the estate (after the meação) and of it the legítima. */
export interface HeirShare {
  pessoaId: string;
  classe: HeirClass;
  /** The share of the estate the legal succession gives (1.829 ff.). */
  quinhao: Fraction;
  /** Half of it: what no disposition may take away (1.846). */
  legitima: Fraction;
  /** A grandchild taking the place of this predeceased child (1.851–1.855). */
  representa?: string;
}

/** Facts the assistant should tell the person about how the quotas were computed. */
export type SuccessionNote =
  | 'bens_particulares_presumidos'
  | 'companheiro_disputado'
  | 'conjuge_separado_de_fato'
  | 'conjuge_separado_judicialmente'
  | 'conjuge_sem_concorrencia'
  | 'regime_anterior_1977'
  | 'regime_separacao_obrigatoria_idade'
  | 'avos_sem_linha'
  | 'netos_por_cabeca';

/** The legal succession of the estate on `today`. */
export interface Succession {
  herdeiros: HeirShare[];
  conjuge: SpouseStatus | null;
  notas: SuccessionNote[];
}

type Facts = Pick<TestamentContent, 'familia' | 'testador' | 'pessoas'>;

interface Branch {
  heads: string[];
  /** The predeceased child the heads represent. */
  via?: string;
  /** Whether the spouse is an ascendant of the heads. */
  fromSpouse: boolean;
}

function spouseIsParentOf(content: Facts, child: Descendente): boolean {
  const conjuge = content.familia.conjuge;
  if (!conjuge) return false;
  if (child.outroGenitor === undefined || child.outroGenitor.trim() === '') return true;
  if (child.outroGenitor === conjuge.pessoaId) return true;
  const nome = content.pessoas.find((p) => p.id === conjuge.pessoaId)?.nome ?? '';
  return sameName(child.outroGenitor, nome);
}

/** Descendant branches (1.835): children by head, a predeceased child's descendants per stirpes. */
function descendantBranches(content: Facts, notas: SuccessionNote[]): Branch[] {
  const { descendentes } = content.familia;
  const filhos = descendentes.filter((d) => d.grau === 'filho');
  const netos = descendentes.filter((d) => d.grau === 'neto' && d.vivo);
  const branches: Branch[] = [];
  for (const filho of filhos) {
    const fromSpouse = spouseIsParentOf(content, filho);
    if (filho.vivo) {
      branches.push({ heads: [filho.pessoaId], fromSpouse });
      continue;
    }
    const kids = netos.filter((n) => n.filhoDeId === filho.pessoaId).map((n) => n.pessoaId);
    if (kids.length > 0) branches.push({ heads: kids, via: filho.pessoaId, fromSpouse });
  }
  const childIds = new Set(filhos.map((f) => f.pessoaId));
  const orphans = netos.filter((n) => !n.filhoDeId || !childIds.has(n.filhoDeId));
  if (branches.length === 0 && orphans.length > 0) {
    for (const n of orphans) branches.push({ heads: [n.pessoaId], fromSpouse: true });
  }
  // 1.835: with no child living, all grandchildren inherit by head, each their own branch.
  if (branches.length > 0 && branches.every((b) => b.via !== undefined)) {
    notas.push('netos_por_cabeca');
    return branches.flatMap((b) =>
      b.heads.map((head) => ({ heads: [head], fromSpouse: b.fromSpouse })),
    );
  }
  return branches;
}

function withDescendants(
  branches: Branch[],
  conjuge: SpouseStatus | null,
  herdeiros: HeirShare[],
): void {
  const concorre = conjuge?.herda === true && conjuge.concorreComDescendentes;
  let resto = ONE;
  if (conjuge && concorre) {
    let s = frac(1, branches.length + 1);
    // 1.832: at least a quarter when the spouse is the ascendant of all the heirs.
    if (branches.every((b) => b.fromSpouse) && branches.length > 3) s = frac(1, 4);
    herdeiros.push(share(conjuge, s));
    resto = sub(ONE, s);
  }
  const porRamo = div(resto, frac(branches.length));
  for (const branch of branches) {
    const each = div(porRamo, frac(branch.heads.length));
    for (const head of branch.heads) {
      herdeiros.push({
        pessoaId: head,
        classe: 'descendente',
        quinhao: each,
        legitima: mul(each, HALF),
        ...(branch.via ? { representa: branch.via } : {}),
      });
    }
  }
}

function share(conjuge: SpouseStatus, quinhao: Fraction): HeirShare {
  return {
    pessoaId: conjuge.pessoaId,
    classe: conjuge.companheiro ? 'companheiro' : 'conjuge',
    quinhao,
    legitima: mul(quinhao, HALF),
  };
}

/** Ascendants (1.836): parents, else grandparents half to each line; the spouse concurs (1.837). */
function withAscendants(
  content: Facts,
  conjuge: SpouseStatus | null,
  herdeiros: HeirShare[],
  notas: SuccessionNote[],
): boolean {
  const { ascendentes } = content.familia;
  const pais = ascendentes.filter((a) => a.grau === 'pai' || a.grau === 'mae');
  const avos = ascendentes.filter((a) => a.grau === 'avo');
  const grupo = pais.length > 0 ? pais : avos;
  if (grupo.length === 0) return false;
  let resto = ONE;
  if (conjuge?.herda) {
    const s = pais.length >= 2 ? frac(1, 3) : HALF;
    herdeiros.push(share(conjuge, s));
    resto = sub(ONE, s);
  }
  const add = (pessoaId: string, quinhao: Fraction) =>
    herdeiros.push({ pessoaId, classe: 'ascendente', quinhao, legitima: mul(quinhao, HALF) });
  const linhas = new Set(grupo.map((a) => a.linha));
  if (pais.length > 0 || linhas.has(undefined)) {
    if (pais.length === 0) notas.push('avos_sem_linha');
    for (const a of grupo) add(a.pessoaId, div(resto, frac(grupo.length)));
    return true;
  }
  const porLinha = div(resto, frac(linhas.size));
  for (const linha of linhas) {
    const daLinha = grupo.filter((a) => a.linha === linha);
    for (const a of daLinha) add(a.pessoaId, div(porLinha, frac(daLinha.length)));
  }
  return true;
}

/**
 * The legal succession (LEGAL-BR §2, CC 1.829–1.838): every legal heir among descendants,
 * spouse or companion and ascendants, with their share of the estate after the meação.
 * Collateral relatives are not necessary heirs and are left out.
 */
export function legalSuccession(content: Facts, today: string): Succession {
  const notas: SuccessionNote[] = [];
  const conjuge = spouseStatus(content, today);
  if (conjuge) {
    if (conjuge.companheiro) notas.push('companheiro_disputado');
    if (conjuge.excluidoPor === 'separacao_de_fato') notas.push('conjuge_separado_de_fato');
    if (conjuge.excluidoPor === 'separacao_judicial') notas.push('conjuge_separado_judicialmente');
    if (conjuge.regime.motivo === 'anterior_1977') notas.push('regime_anterior_1977');
    if (conjuge.regime.motivo === 'idade_separacao_obrigatoria')
      notas.push('regime_separacao_obrigatoria_idade');
  }
  const herdeiros: HeirShare[] = [];
  const branches = descendantBranches(content, notas);
  if (branches.length > 0) {
    if (conjuge?.herda && !conjuge.concorreComDescendentes) notas.push('conjuge_sem_concorrencia');
    if (conjuge?.herda && conjuge.concorreComDescendentes && conjuge.bensParticularesPresumidos)
      notas.push('bens_particulares_presumidos');
    withDescendants(branches, conjuge, herdeiros);
  } else if (!withAscendants(content, conjuge, herdeiros, notas) && conjuge?.herda) {
    herdeiros.push(share(conjuge, ONE)); // 1.838
  }
  return { herdeiros: herdeiros.filter((h) => !isZero(h.quinhao)), conjuge, notas };
}

/** The necessary heirs (1.845) with a part of the legítima in this succession. */
export function necessaryHeirs(content: Facts, today: string): HeirShare[] {
  return legalSuccession(content, today).herdeiros;
}

/** Each necessary heir's part of the estate (after the meação) that the legítima guarantees. */
export function legitimaPorHerdeiro(
  content: Facts,
  today: string,
): { pessoaId: string; fracao: Fraction }[] {
  return necessaryHeirs(content, today).map((h) => ({ pessoaId: h.pessoaId, fracao: h.legitima }));
}

/** The legítima as a whole: half of the estate when there is a necessary heir, else nothing. */
export function legitimaTotal(content: Facts, today: string): Fraction {
  return necessaryHeirs(content, today).length > 0 ? HALF : ZERO;
}
