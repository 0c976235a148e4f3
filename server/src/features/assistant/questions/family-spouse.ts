import type { EstadoCivil } from '@legado/contract';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { parseCivilStatus, parseRegime } from '../parsers/civil-status.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { hasSpouse } from './facts.ts';
import { applySeparation, inferSexo } from './family-law.ts';
import {
  defineQuestion,
  fail,
  ok,
  parsed,
  parseYes,
  YES_NO,
  yn,
  type Question,
} from './question.ts';

const REGIME: Record<string, string> = {
  comunhao_parcial: 'comunhão parcial',
  comunhao_universal: 'comunhão universal',
  separacao_convencional: 'separação convencional (total)',
  separacao_obrigatoria: 'separação obrigatória',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/** Applies a civil status (typed or read from any message): a spouse or companion, or none. */
export function applyCivilStatus(s: InterviewState, status: EstadoCivil): void {
  s.draft.testador.estadoCivil = status;
  if (status === 'casado' || status === 'uniao_estavel') {
    const tipo = status === 'casado' ? 'casamento' : 'uniao_estavel';
    s.draft.conjuge = { ...(s.draft.conjuge ?? {}), tipo };
    if (tipo === 'casamento') delete s.draft.conjuge.uniaoFormalizada;
  } else {
    delete s.draft.conjuge;
  }
}

/** The civil status; a spouse or companion follows from it. */
export const civilStatusQuestion: Question = defineQuestion({
  key: 'estado_civil',
  section: 'familia',
  ask: () => M.estadoCivil.ask,
  example: M.estadoCivil.example,
  options: M.estadoCivil.opcoes,
  editAliases: [/familia|estado civil|casamento|separad|separacao de fato/],
  describe: (s) => s.draft.testador.estadoCivil?.replace('_', ' '),
  summary: ({ draft: { testador: t } }) => [
    t.estadoCivil && M.summary.civilStatus(t.estadoCivil, t.sexo),
  ],
  // The status, what the sentence says of a separação de fato, and the sex its words give away.
  parse: (text, ctx) => {
    const fact = readCivilStatus(text, ctx.today);
    const status = fact?.estadoCivil ?? parseCivilStatus(text);
    if (!status) return fail(E.estadoCivil);
    return parsed({ status, fact, sexo: inferSexo(text) });
  },
  apply: (s, { status, fact, sexo }) => {
    applyCivilStatus(s, status);
    applySeparation(s, fact);
    // The sex the words gave away, else the profession's, when not known yet.
    const t = s.draft.testador;
    const inferred = t.sexo
      ? undefined
      : (sexo ?? (t.profissao ? inferSexo(t.profissao) : undefined));
    if (!inferred) return ok(s);
    t.sexo = inferred;
    return { ...ok(s), alsoAnswered: ['sexo'] };
  },
});

/** The spouse's or companion's full name (and CPF when typed). */
export const spouseNameQuestion: Question = defineQuestion({
  key: 'conjuge_nome',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: hasSpouse,
  ask: (s) => M.conjugeNome.ask(s.draft.testador.estadoCivil === 'uniao_estavel'),
  example: M.conjugeNome.example,
  editAliases: [/conjuge|esposa|esposo|marido|companheir|regime/],
  editInstead: 'estado_civil',
  describe: (s) => findPessoa(s.draft, s.draft.conjuge?.pessoaId)?.nome,
  summary: ({ draft: d }) => {
    const spouse = findPessoa(d, d.conjuge?.pessoaId);
    return [
      spouse &&
        M.summary.spouse(
          d.conjuge?.tipo === 'uniao_estavel',
          spouse.nome,
          d.conjuge?.regimeBens && REGIME[d.conjuge.regimeBens],
        ),
    ];
  },
  // The full name, and the CPF when typed with it.
  parse: (text) => {
    const nome = parsePersonName(stripDocuments(text), { full: true });
    if (!nome) return fail(E.nomeCompleto);
    const cpf = parseCpf(text);
    return parsed({ nome, ...(cpf.ok ? { cpf: cpf.digits } : {}) });
  },
  apply: (s, { nome, cpf }) => {
    const conj = s.draft.conjuge ?? { tipo: 'casamento' as const };
    const relacao = conj.tipo === 'casamento' ? 'cônjuge' : 'companheiro(a)';
    const existing = findPessoa(s.draft, conj.pessoaId);
    if (existing) {
      existing.nome = nome;
      existing.relacao = relacao;
      if (cpf !== undefined) existing.cpf = cpf;
    } else {
      conj.pessoaId = addPessoa(s, {
        tipo: 'fisica',
        nome,
        relacao,
        ...(cpf !== undefined ? { cpf } : {}),
      });
    }
    s.draft.conjuge = conj;
    return ok(s);
  },
});

/** The property regime; "não sei" gives the legal default. */
export const regimeQuestion: Question = defineQuestion({
  key: 'regime',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: hasSpouse,
  ask: () => M.regime.ask,
  example: M.regime.example,
  options: M.regime.opcoes,
  describe: (s) => s.draft.conjuge?.regimeBens?.replace(/_/g, ' '),
  // The regime, or the one the law presumes when the person does not know (`presumed`).
  parse: (text, ctx, s) => {
    const conj = s.draft.conjuge;
    if (!conj) return fail(E.regime);
    const regime = parseRegime(text);
    if (regime) return parsed({ regime, presumed: false });
    if (
      /^(nao sei|sei la|sei nao|nao lembro|nao tenho certeza|nenhum|nao fizemos|nao fiz)/.test(
        normalize(text),
      )
    ) {
      // Married without a pact before the Divorce Law (27/12/1977): comunhão universal.
      const year = readCivilStatus(text, ctx.today)?.desdeAno;
      if (conj.tipo === 'casamento' && year !== undefined && year < 1977)
        return parsed({ regime: 'comunhao_universal' as const, presumed: true });
      return parsed({ regime: 'comunhao_parcial' as const, presumed: true });
    }
    return fail(E.regime);
  },
  apply: (s, { regime, presumed }) => {
    const conj = s.draft.conjuge;
    if (!conj) return fail(E.regime);
    conj.regimeBens = regime;
    if (!presumed) return ok(s);
    return ok(s, regime === 'comunhao_universal' ? M.regime.defaultBefore1977 : M.regime.default);
  },
});

/** Whether a união estável is registered. */
export const unionFormalizedQuestion: Question = defineQuestion({
  key: 'uniao_formalizada',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: (s) => s.draft.testador.estadoCivil === 'uniao_estavel',
  ask: () => M.uniaoFormalizada.ask,
  example: M.uniaoFormalizada.example,
  options: YES_NO,
  describe: (s) => yn(s.draft.conjuge?.uniaoFormalizada),
  parse: parseYes,
  apply: (s, yes) => {
    if (s.draft.conjuge) s.draft.conjuge.uniaoFormalizada = yes;
    return ok(s, `⚠️ ${M.companheiro}`);
  },
});
