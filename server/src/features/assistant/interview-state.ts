import {
  REGRAS_VERSAO,
  SCHEMA_VERSAO,
  type ClausulaRestritiva,
  type Endereco,
  type Pessoa,
  type TestamentContent,
} from '@legado/contract';
import { klona } from 'klona/json';
import { computeDerivados, evaluateRules } from './legal-rules.ts';
import { normalize } from './parsers/text.ts';
import {
  INTERVIEW_STATE_VERSION,
  type Draft,
  type InterviewState,
} from './interview-state-schema.ts';

export type { Draft, InterviewState, Pending } from './interview-state-schema.ts';

/** A fresh interview, before the welcome. */
export function initialState(): InterviewState {
  return {
    version: INTERVIEW_STATE_VERSION,
    started: false,
    draft: {
      pessoas: [],
      testador: { capacidade: {} },
      descendentes: [],
      ascendentes: [],
      heranca: [],
      legados: [],
      testamenteiros: [],
      naoPatrimoniais: { reconhecimentoFilhos: [], mensagens: [] },
      testemunhaIds: [],
    },
    answered: [],
    current: 'proprio',
    history: [],
    editing: null,
    pending: null,
    acknowledged: [],
    nextId: 1,
    concluded: false,
    turns: 0,
    attempts: 0,
  };
}

/** Adds a person to the registry and returns the new state's draft and the id (p1, p2, …). */
export function addPessoa(state: InterviewState, pessoa: Omit<Pessoa, 'id'>): string {
  const id = `p${state.nextId}`;
  state.nextId += 1;
  state.draft.pessoas.push({ id, ...pessoa });
  return id;
}

/** The person with this id. */
export function findPessoa(draft: Draft, id: string | undefined): Pessoa | undefined {
  return id ? draft.pessoas.find((p) => p.id === id) : undefined;
}

/** Finds a person by full name, or by a first name that identifies exactly one person. */
export function findPessoaByName(
  draft: Draft,
  name: string,
  pool?: readonly string[],
): Pessoa | undefined {
  const target = normalize(name);
  if (!target) return undefined;
  const candidates = draft.pessoas.filter((p) => !pool || pool.includes(p.id));
  const exact = candidates.find((p) => normalize(p.nome) === target);
  if (exact) return exact;
  // "a Bia": a nickname remembered when the person was named.
  const nicknamed = candidates.filter((p) =>
    draft.apelidos?.[p.id]?.some((a) => normalize(a) === target.replace(/^(?:o|a) /, '')),
  );
  if (nicknamed.length === 1) return nicknamed[0];
  const partial = candidates.filter((p) => {
    const n = normalize(p.nome);
    return n.startsWith(`${target} `) || n.split(' ')[0] === target;
  });
  return partial.length === 1 ? partial[0] : undefined;
}

/** Living children and grandchildren representing a deceased child (CC 1.851). */
export function livingChildren(draft: Draft): Draft['descendentes'] {
  return draft.descendentes.filter((d) => d.vivo && d.grau === 'filho');
}

/** Turns the draft into the will's content; missing text fields become '' (caught by SEM_LACUNAS). */
export function toContent(state: InterviewState, today: string): TestamentContent {
  const { draft } = state;
  const t = draft.testador;
  const cap = t.capacidade;
  const endereco: Endereco = t.endereco ?? {
    logradouro: '',
    numero: '',
    cidade: '',
    uf: 'SP',
    cep: '',
  };
  const c = draft.conjuge;
  const conjuge = c?.pessoaId
    ? {
        pessoaId: c.pessoaId,
        tipo: c.tipo,
        regimeBens: c.regimeBens ?? ('comunhao_parcial' as const),
        ...(c.uniaoFormalizada !== undefined ? { uniaoFormalizada: c.uniaoFormalizada } : {}),
        ...(c.dataInicio !== undefined ? { dataInicio: c.dataInicio } : {}),
        ...(c.pactoAntenupcial !== undefined ? { pactoAntenupcial: c.pactoAntenupcial } : {}),
        ...(c.separadoDeFatoDesde !== undefined
          ? { separadoDeFatoDesde: c.separadoDeFatoDesde }
          : {}),
        ...(c.temBensParticulares !== undefined
          ? { temBensParticulares: c.temBensParticulares }
          : {}),
      }
    : null;
  const base = {
    schemaVersao: SCHEMA_VERSAO,
    regrasVersao: REGRAS_VERSAO,
    pessoas: draft.pessoas,
    testador: {
      nome: t.nome ?? '',
      cpf: t.cpf ?? '',
      dataNascimento: t.dataNascimento ?? today,
      nacionalidade: t.nacionalidade ?? '',
      naturalidade: t.naturalidade ?? '',
      ...(t.profissao ? { profissao: t.profissao } : {}),
      ...(t.sexo ? { sexo: t.sexo } : {}),
      estadoCivil: t.estadoCivil ?? 'solteiro',
      endereco,
      capacidade: {
        sabeLer: cap.sabeLer ?? true,
        podeAssinar: cap.podeAssinar ?? true,
        deficienciaVisualTotal: cap.deficienciaVisualTotal ?? false,
        declaraPlenoDiscernimento: cap.declaraPlenoDiscernimento ?? false,
        atoPessoal: cap.declaraPlenoDiscernimento ?? false,
      },
    },
    familia: {
      conjuge,
      descendentes: draft.descendentes.map((d) => ({ ...d, menor: d.menor ?? false })),
      ascendentes: draft.ascendentes,
      testamentosAnteriores: draft.testamentosAnteriores ?? false,
    },
    derivados: { idade: 0, herdeirosNecessarios: [], haLegitima: false, disponivelPercentual: 100 },
    disposicoes: {
      heranca: draft.heranca,
      legados: draft.legados,
      ...(draft.patrimonioEstimado !== undefined
        ? { patrimonioEstimado: draft.patrimonioEstimado }
        : {}),
      clausulasRestritivas: buildClausulas(state),
      deserdacoes: (draft.deserdacoes ?? []).flatMap((d) =>
        d.causa && d.fatos ? [{ herdeiroId: d.herdeiroId, causa: d.causa, fatos: d.fatos }] : [],
      ),
    },
    testamenteiros: draft.testamenteiros,
    tutela:
      draft.tutela && draft.tutela.tutorIds.length > 0
        ? {
            tutorIds: draft.tutela.tutorIds,
            outroGenitorVivo: draft.tutela.outroGenitorVivo ?? false,
            ...(draft.tutela.outroGenitorConcorda !== undefined
              ? { outroGenitorConcorda: draft.tutela.outroGenitorConcorda }
              : {}),
          }
        : null,
    naoPatrimoniais: draft.naoPatrimoniais,
    revogacao: { tipo: draft.revogacao ?? 'total' },
    formalidades: {
      forma: draft.forma ?? 'particular',
      cidade: draft.cidade ?? '',
      uf: draft.uf ?? endereco.uf,
      data: today,
      testemunhaIds: draft.testemunhaIds,
    },
    validacoes: [],
  } satisfies TestamentContent;
  // Detached from the draft it was built from (plain JSON, so klona's JSON mode is enough).
  const content: TestamentContent = klona(base);
  content.derivados = computeDerivados(content);
  return content;
}

function buildClausulas(state: InterviewState): ClausulaRestritiva[] {
  const { draft } = state;
  if (!draft.clausulaTipos || draft.clausulaTipos.length === 0) return [];
  const out: ClausulaRestritiva[] = [];
  const alcance = draft.clausulaAlcance ?? 'disponivel';
  const beneficiarios = [
    ...new Set([
      ...draft.heranca.map((h) => h.beneficiarioId),
      ...draft.legados.map((l) => l.beneficiarioId),
    ]),
  ];
  if (alcance !== 'legitima' && beneficiarios.length > 0) {
    out.push({
      tipos: draft.clausulaTipos,
      alcance: 'disponivel',
      beneficiarioIds: beneficiarios,
      ...(draft.clausulaDuracao ? { duracao: draft.clausulaDuracao } : {}),
    });
  }
  if (alcance !== 'disponivel') {
    const chosen = draft.clausulaHerdeiroIds ?? [];
    const heirs = [
      ...(draft.conjuge?.pessoaId ? [draft.conjuge.pessoaId] : []),
      ...draft.descendentes.filter((d) => d.vivo).map((d) => d.pessoaId),
      ...draft.ascendentes.map((a) => a.pessoaId),
    ].filter((id) => chosen.length === 0 || chosen.includes(id));
    out.push({
      tipos: draft.clausulaTipos,
      alcance: 'legitima',
      beneficiarioIds: heirs,
      ...(draft.justaCausa ? { justaCausa: draft.justaCausa } : {}),
      ...(draft.clausulaDuracao ? { duracao: draft.clausulaDuracao } : {}),
    });
  }
  return out;
}

/** The content with its rule results (validacoes) filled in. */
export function toValidatedContent(state: InterviewState, today: string): TestamentContent {
  const content = toContent(state, today);
  content.validacoes = evaluateRules(content, { today, acknowledged: state.acknowledged });
  return content;
}
