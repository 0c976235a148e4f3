import type { EstadoCivil } from '@legado/contract';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { parseCivilStatus, parseRegime } from '../parsers/civil-status.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { hasSpouse } from './facts.ts';
import { applySeparation, noteSexoFrom } from './family-law.ts';
import { fail, ok, YES_NO, yesNo, yn, type Question } from './question.ts';

const CIVIL_STATUS: Record<string, string> = {
  solteiro: 'solteiro(a)',
  casado: 'casado(a)',
  uniao_estavel: 'união estável',
  divorciado: 'divorciado(a)',
  separado: 'separado(a)',
  viuvo: 'viúvo(a)',
};
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
export const civilStatusQuestion: Question = {
  key: 'estado_civil',
  section: 'familia',
  ask: () => M.estadoCivil.ask,
  example: M.estadoCivil.example,
  options: M.estadoCivil.opcoes,
  editAliases: [/familia|estado civil|casamento|separad|separacao de fato/],
  describe: (s) => s.draft.testador.estadoCivil?.replace('_', ' '),
  summary: ({ draft: { testador: t } }) => [
    t.estadoCivil && `Estado civil: ${CIVIL_STATUS[t.estadoCivil] ?? t.estadoCivil}`,
  ],
  accept: (s, text, ctx) => {
    const fact = readCivilStatus(text, ctx.today);
    const status = fact?.estadoCivil ?? parseCivilStatus(text);
    if (!status) return fail(E.estadoCivil);
    applyCivilStatus(s, status);
    applySeparation(s, fact);
    const inferred = noteSexoFrom(s, text, s.draft.testador.profissao);
    return inferred ? { ...ok(s), alsoAnswered: ['sexo'] } : ok(s);
  },
};

/** The spouse's or companion's full name (and CPF when typed). */
export const spouseNameQuestion: Question = {
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
        `${d.conjuge?.tipo === 'uniao_estavel' ? 'Companheiro(a)' : 'Cônjuge'}: ${spouse.nome}${d.conjuge?.regimeBens ? `, ${REGIME[d.conjuge.regimeBens] ?? ''}` : ''}`,
    ];
  },
  accept: (s, text) => {
    const nome = parsePersonName(stripDocuments(text), { full: true });
    if (!nome) return fail(E.nomeCompleto);
    const cpf = parseCpf(text);
    const conj = s.draft.conjuge ?? { tipo: 'casamento' as const };
    const relacao = conj.tipo === 'casamento' ? 'cônjuge' : 'companheiro(a)';
    const existing = findPessoa(s.draft, conj.pessoaId);
    if (existing) {
      existing.nome = nome;
      existing.relacao = relacao;
      if (cpf.ok) existing.cpf = cpf.digits;
    } else {
      conj.pessoaId = addPessoa(s, {
        tipo: 'fisica',
        nome,
        relacao,
        ...(cpf.ok ? { cpf: cpf.digits } : {}),
      });
    }
    s.draft.conjuge = conj;
    return ok(s);
  },
};

/** The property regime; "não sei" gives the legal default. */
export const regimeQuestion: Question = {
  key: 'regime',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: hasSpouse,
  ask: () => M.regime.ask,
  example: M.regime.example,
  options: M.regime.opcoes,
  describe: (s) => s.draft.conjuge?.regimeBens?.replace(/_/g, ' '),
  accept: (s, text, ctx) => {
    const conj = s.draft.conjuge;
    if (!conj) return fail(E.regime);
    const regime = parseRegime(text);
    if (regime) {
      conj.regimeBens = regime;
      return ok(s);
    }
    if (
      /^(nao sei|sei la|sei nao|nao lembro|nao tenho certeza|nenhum|nao fizemos|nao fiz)/.test(
        normalize(text),
      )
    ) {
      // Married without a pact before the Divorce Law (27/12/1977): comunhão universal.
      const year = readCivilStatus(text, ctx.today)?.desdeAno;
      if (conj.tipo === 'casamento' && year !== undefined && year < 1977) {
        conj.regimeBens = 'comunhao_universal';
        return ok(s, M.regime.defaultBefore1977);
      }
      conj.regimeBens = 'comunhao_parcial';
      return ok(s, M.regime.default);
    }
    return fail(E.regime);
  },
};

/** Whether a união estável is registered. */
export const unionFormalizedQuestion: Question = {
  key: 'uniao_formalizada',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: (s) => s.draft.testador.estadoCivil === 'uniao_estavel',
  ask: () => M.uniaoFormalizada.ask,
  example: M.uniaoFormalizada.example,
  options: YES_NO,
  describe: (s) => yn(s.draft.conjuge?.uniaoFormalizada),
  accept: (s, text) =>
    yesNo(text, (yes) => {
      if (s.draft.conjuge) s.draft.conjuge.uniaoFormalizada = yes;
      return ok(s, `⚠️ ${M.companheiro}`);
    }),
};
