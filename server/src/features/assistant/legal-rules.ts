import {
  isValidCnpj,
  isValidCpf,
  type Pessoa,
  type RuleCode,
  type RuleResult,
  type Severidade,
  type TestamentContent,
} from '@legado/contract';
import { ageOn } from './parsers/dates.ts';
import { formatPct } from './parsers/percentages.ts';
import { ruleMessages as M } from './rule-messages.ts';

/** What every rule may need beyond the will itself. */
export interface RuleContext {
  today: string;
  /** Codes the user explicitly acknowledged (alerts, and DISPONIVEL). */
  acknowledged?: readonly RuleCode[];
}

/** A rule: a pure function over the will's JSON. */
export type Rule = (content: TestamentContent, context: RuleContext) => RuleResult[];

const TOLERANCE = 0.01;

function result(
  code: RuleCode,
  severidade: Severidade,
  artigo: string,
  mensagem: string,
): RuleResult {
  return { code, severidade, artigo, mensagem };
}

function pessoa(content: TestamentContent, id: string): Pessoa | undefined {
  return content.pessoas.find((p) => p.id === id);
}

function nome(content: TestamentContent, id: string): string {
  return pessoa(content, id)?.nome ?? id;
}

/** Derived values (CC 1.845–1.846): necessary heirs, whether a legítima exists, the disponível. */
export function computeDerivados(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'formalidades'>,
): TestamentContent['derivados'] {
  const { familia } = content;
  const herdeiros: string[] = [];
  // A companion is reserved conservatively: whether they are a necessary heir is disputed (Tema 809).
  if (familia.conjuge) herdeiros.push(familia.conjuge.pessoaId);
  for (const d of familia.descendentes) if (d.vivo) herdeiros.push(d.pessoaId);
  for (const a of familia.ascendentes) herdeiros.push(a.pessoaId);
  const haLegitima = herdeiros.length > 0;
  return {
    idade: Math.max(0, ageOn(content.testador.dataNascimento, content.formalidades.data)),
    herdeirosNecessarios: herdeiros,
    haLegitima,
    disponivelPercentual: haLegitima ? 50 : 100,
  };
}

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

/** FORMA_CEGO: a totally blind testator may only make a público will (1.867). */
export const checkFormaCego: Rule = (c) =>
  c.testador.capacidade.deficienciaVisualTotal && c.formalidades.forma !== 'publico'
    ? [result('FORMA_CEGO', 'erro', '1.867', M.FORMA_CEGO())]
    : [];

/** TESTEM_QTD: particular needs 3 distinct witnesses, público 2 (1.876, 1.864). */
export const checkTestemQtd: Rule = (c) => {
  const { forma, testemunhaIds } = c.formalidades;
  const precisa = forma === 'particular' ? 3 : 2;
  const tem = new Set(testemunhaIds).size;
  return tem < precisa
    ? [
        result(
          'TESTEM_QTD',
          'erro',
          forma === 'particular' ? '1.876' : '1.864',
          M.TESTEM_QTD(forma, precisa, tem),
        ),
      ]
    : [];
};

/**
 * The people who receive something from the will (shares, gifts and substitutes), from its
 * dispositions (the content's `disposicoes`, or the interview's draft while it is being written).
 */
export function beneficiaryIds(
  disposicoes: Pick<TestamentContent['disposicoes'], 'heranca' | 'legados'>,
): Set<string> {
  const ids = new Set<string>();
  for (const d of [...disposicoes.heranca, ...disposicoes.legados]) {
    ids.add(d.beneficiarioId);
    if (d.substitutoId) ids.add(d.substitutoId);
  }
  return ids;
}

/** TESTEM_BENEF: a witness is a beneficiary, a paid testamenteiro or a tutor (1.801 II). */
export const checkTestemBenef: Rule = (c) => {
  const beneficiaries = beneficiaryIds(c.disposicoes);
  const paid = new Set(
    c.testamenteiros.filter((t) => t.premioPercentual !== undefined).map((t) => t.pessoaId),
  );
  const tutors = new Set(c.tutela?.tutorIds ?? []);
  return c.formalidades.testemunhaIds.flatMap((id) => {
    const papel = beneficiaries.has(id)
      ? 'beneficiário(a)'
      : paid.has(id)
        ? 'testamenteiro(a) remunerado(a)'
        : tutors.has(id)
          ? 'tutor(a) indicado(a)'
          : undefined;
    return papel
      ? [result('TESTEM_BENEF', 'erro', '1.801, II', M.TESTEM_BENEF(nome(c, id), papel))]
      : [];
  });
};

/** TESTEM_INTERPOSTA: a witness's spouse, parent, child or sibling benefits (1.802). */
export const checkTestemInterposta: Rule = (c) => {
  const beneficiaries = beneficiaryIds(c.disposicoes);
  const out: RuleResult[] = [];
  for (const id of c.formalidades.testemunhaIds) {
    const linked = new Set<string>();
    for (const v of pessoa(c, id)?.vinculos ?? []) linked.add(v.pessoaId);
    for (const p of c.pessoas) if (p.vinculos?.some((v) => v.pessoaId === id)) linked.add(p.id);
    for (const other of linked) {
      if (beneficiaries.has(other)) {
        out.push(
          result(
            'TESTEM_INTERPOSTA',
            'alerta',
            '1.802',
            M.TESTEM_INTERPOSTA(nome(c, id), nome(c, other)),
          ),
        );
      }
    }
  }
  return out;
};

/** TESTEM_IDADE: a witness under 18 is an alert, under 16 an error (CC 228). */
export const checkTestemIdade: Rule = (c) =>
  c.formalidades.testemunhaIds.flatMap((id) => {
    const nascimento = pessoa(c, id)?.dataNascimento;
    if (!nascimento) return [];
    const idade = ageOn(nascimento, c.formalidades.data);
    if (idade < 16)
      return [result('TESTEM_IDADE', 'erro', '228', M.TESTEM_IDADE_MENOR16(nome(c, id)))];
    if (idade < 18)
      return [result('TESTEM_IDADE', 'alerta', '228', M.TESTEM_IDADE_MENOR18(nome(c, id)))];
    return [];
  });

/** TESTEM_TESTADOR: the testator, or the same person twice, listed as witness. */
export const checkTestemTestador: Rule = (c) => {
  const out: RuleResult[] = [];
  const seen = new Set<string>();
  const testadorNome = c.testador.nome.toLocaleLowerCase('pt-BR');
  for (const id of c.formalidades.testemunhaIds) {
    const p = pessoa(c, id);
    const keys = [
      id,
      ...(p?.cpf ? [`cpf:${p.cpf}`] : []),
      ...(p ? [`nome:${p.nome.toLocaleLowerCase('pt-BR')}`] : []),
    ];
    const isTestador =
      p?.cpf === c.testador.cpf || p?.nome.toLocaleLowerCase('pt-BR') === testadorNome;
    if (isTestador || keys.some((k) => seen.has(k))) {
      out.push(result('TESTEM_TESTADOR', 'erro', 'lógica', M.TESTEM_TESTADOR(p?.nome ?? id)));
    }
    for (const k of keys) seen.add(k);
  }
  return out;
};

function sumShares(
  c: TestamentContent,
  base: 'disponivel' | 'total',
  only?: (id: string) => boolean,
): number {
  return c.disposicoes.heranca
    .filter((h) => h.base === base && (!only || only(h.beneficiarioId)))
    .reduce((sum, h) => sum + h.percentual, 0);
}

/** PCT_SOMA: shares in one pool (disponível or total) add up to more than 100%. */
export const checkPctSoma: Rule = (c) =>
  (['disponivel', 'total'] as const).flatMap((base) => {
    const soma = sumShares(c, base);
    return soma > 100 + TOLERANCE
      ? [
          result(
            'PCT_SOMA',
            'erro',
            'lógica',
            M.PCT_SOMA(formatPct(soma), base === 'total' ? 'do patrimônio' : 'da parte disponível'),
          ),
        ]
      : [];
  });

/** PCT_FALTA: shares add up to less than the whole: the rest goes to the legal heirs (1.906, 1.966). */
export const checkPctFalta: Rule = (c) => {
  if (c.disposicoes.heranca.length === 0)
    return [result('PCT_FALTA', 'info', '1.906, 1.966', M.PCT_NADA())];
  const disponivel = computeDerivados(c).disponivelPercentual;
  // Everything as a share of the whole estate beyond the legítima.
  const soma = sumShares(c, 'total') + (sumShares(c, 'disponivel') * disponivel) / 100;
  return soma < disponivel - TOLERANCE
    ? [
        result(
          'PCT_FALTA',
          'info',
          '1.906, 1.966',
          M.PCT_FALTA(formatPct(soma), formatPct(disponivel - soma)),
        ),
      ]
    : [];
};

/** The largest share of the whole estate that non-necessary heirs may still receive. */
export function maxShareForOthers(c: TestamentContent, exceptBeneficiaryId?: string): number {
  const { herdeirosNecessarios, disponivelPercentual } = computeDerivados(c);
  const heirs = new Set(herdeirosNecessarios);
  const used = othersShare(c, heirs, exceptBeneficiaryId);
  return Math.max(0, disponivelPercentual - used);
}

function othersShare(c: TestamentContent, heirs: Set<string>, except?: string): number {
  const disponivel = computeDerivados(c).disponivelPercentual;
  const isOther = (id: string) => !heirs.has(id) && id !== except;
  return sumShares(c, 'total', isOther) + (sumShares(c, 'disponivel', isOther) * disponivel) / 100;
}

/** DISPONIVEL: with necessary heirs, others may not receive more than the disponível (1.789, 1.846, 1.967). */
export const checkDisponivel: Rule = (c, ctx) => {
  const derivados = computeDerivados(c);
  if (!derivados.haLegitima) return [];
  const heirs = new Set(derivados.herdeirosNecessarios);
  const soma = othersShare(c, heirs);
  if (soma <= derivados.disponivelPercentual + TOLERANCE) return [];
  const acknowledged = ctx.acknowledged?.includes('DISPONIVEL') ?? false;
  const nomes = derivados.herdeirosNecessarios.map((id) => nome(c, id)).join(', ');
  const r = result(
    'DISPONIVEL',
    acknowledged ? 'alerta' : 'erro',
    '1.789, 1.846, 1.967',
    M.DISPONIVEL(formatPct(soma), formatPct(derivados.disponivelPercentual), nomes),
  );
  return [acknowledged ? { ...r, reconhecido: true } : r];
};

/** CLAUS_LEGITIMA: a restrictive clause on the legítima needs a stated justa causa (1.848). */
export const checkClausLegitima: Rule = (c) =>
  c.disposicoes.clausulasRestritivas.some(
    (cl) => cl.alcance === 'legitima' && (cl.justaCausa ?? '').trim().length < 5,
  )
    ? [result('CLAUS_LEGITIMA', 'erro', '1.848', M.CLAUS_LEGITIMA())]
    : [];

/** TESTAMENTEIRO_POSSE: possession only when there is no spouse and no necessary heir (1.977). */
export const checkTestamenteiroPosse: Rule = (c) =>
  c.testamenteiros.some((t) => t.posseBens) && (c.familia.conjuge || computeDerivados(c).haLegitima)
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

/** TUTOR_FALTA: minor children and no tutor named (1.729). */
export const checkTutorFalta: Rule = (c) =>
  !c.tutela && hasMinorChild(c) ? [result('TUTOR_FALTA', 'info', '1.729', M.TUTOR_FALTA())] : [];

/** TUTOR_CONJUNTO: the other parent is alive, so the nomination should be joint (1.729). */
export const checkTutorConjunto: Rule = (c) =>
  c.tutela?.outroGenitorVivo && c.tutela.outroGenitorConcorda !== true
    ? [result('TUTOR_CONJUNTO', 'alerta', '1.729', M.TUTOR_CONJUNTO())]
    : [];

/** RECONHECIMENTO: recognising a child in a will is irrevocable (1.610). */
export const checkReconhecimento: Rule = (c) =>
  c.naoPatrimoniais.reconhecimentoFilhos.length > 0
    ? [result('RECONHECIMENTO', 'info', '1.610', M.RECONHECIMENTO())]
    : [];

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

/** ORGAOS: an organ-donation wish is not binding; the family must consent (Lei 9.434, art. 4). */
export const checkOrgaos: Rule = (c) =>
  c.naoPatrimoniais.doacaoOrgaos
    ? [result('ORGAOS', 'info', 'Lei 9.434/1997, art. 4º', M.ORGAOS())]
    : [];

/** CPF_DV: every CPF has valid check digits. */
export const checkCpfDv: Rule = (c) => [
  ...(isValidCpf(c.testador.cpf) ? [] : [result('CPF_DV', 'erro', '—', M.CPF_DV(c.testador.nome))]),
  ...c.pessoas.flatMap((p) =>
    p.cpf && !isValidCpf(p.cpf) ? [result('CPF_DV', 'erro', '—', M.CPF_DV(p.nome))] : [],
  ),
];

/** CNPJ_DV: every CNPJ has valid check digits. */
export const checkCnpjDv: Rule = (c) =>
  c.pessoas.flatMap((p) =>
    p.cnpj && !isValidCnpj(p.cnpj) ? [result('CNPJ_DV', 'erro', '—', M.CNPJ_DV(p.nome))] : [],
  );

const PLACEHOLDER = /^\s*$|\bundefined\b|\bnull\b|\bNaN\b|_{3,}|\[[^\]]*\]|\{\{|\bx{3,}\b|\.{4,}/i;

function findBlank(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? path : undefined;
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findBlank(item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findBlank(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** SEM_LACUNAS: no blanks, placeholders, "undefined" or "null" in what becomes the text (1.876 §2). */
export const checkSemLacunas: Rule = (c) => {
  const { validacoes: _ignored, ...rest } = c;
  const campo = findBlank(rest, '');
  return campo ? [result('SEM_LACUNAS', 'erro', '1.876, §2º', M.SEM_LACUNAS(campo))] : [];
};

const SECRET = [
  /\b(?:senha|password|passwd|pin|c[oó]digo de acesso)\b\s*(?:[:=é]|e\s)/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\b(?:seed|frase[- ]semente|chave privada|private key)\b/i,
  /(?<![\w@.])(?=[^\s@]*\d)(?=[^\s@]*[a-zA-Z])(?=[^\s@]*[!#$%&*+=?^~])[^\s@]{8,}(?![\w@])/,
];

/** True when a free text looks like it carries a password or private key. */
export function looksLikeSecret(text: string): boolean {
  return SECRET.some((re) => re.test(text));
}

/** SENHAS: free text that looks like a password or private key. */
export const checkSenhas: Rule = (c) => {
  const np = c.naoPatrimoniais;
  const texts: [string, string | undefined][] = [
    ['funeral', np.funeral],
    ['doação de órgãos', np.doacaoOrgaos],
    ['animais', np.animais],
    ['ativos digitais', np.ativosDigitais],
    ...np.mensagens.map((m): [string, string] => ['mensagens', m]),
    ...c.disposicoes.legados.flatMap((l): [string, string | undefined][] => [
      ['legados', l.descricao],
      ['legados', l.encargo],
    ]),
  ];
  return texts
    .filter(([, text]) => text !== undefined && looksLikeSecret(text))
    .map(([campo]) => result('SENHAS', 'alerta', 'privacidade', M.SENHAS(campo)));
};

/** Every rule by code, in the order they are shown. */
export const RULES: Record<RuleCode, Rule> = {
  CAP_IDADE: checkCapIdade,
  CAP_DISCERNIMENTO: checkCapDiscernimento,
  FORMA_CEGO: checkFormaCego,
  TESTEM_QTD: checkTestemQtd,
  TESTEM_BENEF: checkTestemBenef,
  TESTEM_INTERPOSTA: checkTestemInterposta,
  TESTEM_IDADE: checkTestemIdade,
  TESTEM_TESTADOR: checkTestemTestador,
  PCT_SOMA: checkPctSoma,
  PCT_FALTA: checkPctFalta,
  DISPONIVEL: checkDisponivel,
  CLAUS_LEGITIMA: checkClausLegitima,
  TESTAMENTEIRO_POSSE: checkTestamenteiroPosse,
  TUTOR_SEM_MENOR: checkTutorSemMenor,
  TUTOR_FALTA: checkTutorFalta,
  TUTOR_CONJUNTO: checkTutorConjunto,
  RECONHECIMENTO: checkReconhecimento,
  REVOGACAO: checkRevogacao,
  COMPANHEIRO: checkCompanheiro,
  ORGAOS: checkOrgaos,
  CPF_DV: checkCpfDv,
  CNPJ_DV: checkCnpjDv,
  SEM_LACUNAS: checkSemLacunas,
  SENHAS: checkSenhas,
};

/** Runs the rules (all, or only some codes) and marks acknowledged alerts. */
export function evaluateRules(
  content: TestamentContent,
  context: RuleContext & { only?: readonly RuleCode[] },
): RuleResult[] {
  const codes = (context.only ?? (Object.keys(RULES) as RuleCode[])).filter(
    (code) => code in RULES,
  );
  return codes.flatMap((code) =>
    RULES[code](content, context).map((r) =>
      r.severidade === 'alerta' && context.acknowledged?.includes(r.code)
        ? { ...r, reconhecido: true }
        : r,
    ),
  );
}

/** True when a result blocks the final document: an erro, or an alerta not yet acknowledged. */
export function isBlocking(r: RuleResult): boolean {
  return r.severidade === 'erro' || (r.severidade === 'alerta' && r.reconhecido !== true);
}
