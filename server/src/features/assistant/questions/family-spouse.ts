/**
 * The civil status and the partner that follows it: the question, a status applied from any
 * message (the partner added, renamed or dropped), and an answer that denies having a partner.
 */
import type { EstadoCivil, Sexo } from '@legado/contract';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { parseCivilStatus } from '../parsers/civil-status.ts';
import {
  companionNotSpouse,
  spouseNotCompanion,
  unionRegistered,
} from '../parsers/civil-status-mentions.ts';
import type { CivilStatusFact } from '../parsers/fact-types.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { onlyFirstNames } from '../parsers/name-quality.ts';
import { normalize } from '../parsers/text.ts';
import { applySeparation, inferSexo } from './family-law.ts';
import { civilStatusWords, FM } from './family-messages.ts';
import { defineQuestion, fail, ok, parsed, type Outcome, type Question } from './question.ts';

/** How the registry names a spouse or a companion. */
export function relacaoOf(tipo: 'casamento' | 'uniao_estavel'): string {
  return tipo === 'casamento' ? 'cônjuge' : 'companheiro(a)';
}

/**
 * The partner's sex as the words give it: the article before their name ("com a Marlene"), the
 * relation ("minha companheira", "meu marido") or a pronoun ("ela é…"). Undefined when unsure.
 */
export function partnerSexo(text: string, nome?: string): Sexo | undefined {
  const n = normalize(text);
  const first = nome ? normalize(nome).split(' ')[0] : undefined;
  const article = first
    ? new RegExp(`\\b(a|o|dona|seu|sr|sra)\\.?\\s+${first}\\b`).exec(n)?.[1]
    : undefined;
  const f =
    article === 'a' ||
    article === 'dona' ||
    article === 'sra' ||
    /\b(?:companheira|esposa|minha mulher|ela)\b/.test(n);
  const m =
    article === 'o' ||
    article === 'seu' ||
    article === 'sr' ||
    /\b(?:companheiro|esposo|marido|ele)\b/.test(n);
  return f && !m ? 'feminino' : m && !f ? 'masculino' : undefined;
}

/**
 * Applies a civil status (typed or read from any message): a spouse or companion, or none. What
 * the sentence said with it is kept: a union's start ("moro com a Marlene há 20 anos" → 2006) and
 * the companion's first name and sex, so the name question asks for "o nome completo da Marlene"
 * and the will calls her "companheira". A spouse's relation follows a change of the status.
 */
export function applyCivilStatus(
  s: InterviewState,
  status: EstadoCivil,
  fact?: CivilStatusFact,
  text?: string,
): void {
  s.draft.testador.estadoCivil = status;
  if (status !== 'casado' && status !== 'uniao_estavel') {
    dropPartner(s);
    delete s.draft.conjuge;
    return;
  }
  const tipo: 'casamento' | 'uniao_estavel' = status === 'casado' ? 'casamento' : 'uniao_estavel';
  const conj = { ...(s.draft.conjuge ?? {}), tipo };
  s.draft.conjuge = conj;
  const partner = findPessoa(s.draft, conj.pessoaId);
  if (partner && partner.relacao !== relacaoOf(tipo)) partner.relacao = relacaoOf(tipo);
  if (tipo === 'casamento') delete conj.uniaoFormalizada;
  else {
    // No pacto antenupcial in a union; the year said with it is when the union began.
    delete conj.pactoAntenupcial;
    if (fact?.desdeAno !== undefined) conj.dataInicio = String(fact.desdeAno);
  }
  const sexo = text ? partnerSexo(text, fact?.parceiro) : undefined;
  if (partner) {
    if (sexo && !partner.sexo) partner.sexo = sexo;
    return;
  }
  // A spouse's name is kept once full; a companion's first name already, to ask for the rest.
  if (!fact?.parceiro || (tipo === 'casamento' && partialName(fact.parceiro))) return;
  conj.pessoaId = addPessoa(s, {
    tipo: 'fisica',
    nome: fact.parceiro,
    relacao: relacaoOf(tipo),
    ...(sexo ? { sexo } : {}),
  });
}

/** The former partner leaves the registry with the status, unless named elsewhere in the will. */
function dropPartner(s: InterviewState): void {
  const id = s.draft.conjuge?.pessoaId;
  if (!id) return;
  const elsewhere = JSON.stringify({ ...s.draft, pessoas: [], conjuge: undefined });
  if (elsewhere.includes(`"${id}"`)) return;
  s.draft.pessoas = s.draft.pessoas.filter((p) => p.id !== id);
}

/** Only a first name is known yet ("moro com a Marlene"): the name question still asks it. */
export function partialName(nome: string | undefined): boolean {
  return nome !== undefined && onlyFirstNames(nome);
}

/** Keeps whether a union is registered when the words say it; true when they did. */
export function noteUnionRegistered(s: InterviewState, text: string): boolean {
  const conj = s.draft.conjuge;
  if (conj?.tipo !== 'uniao_estavel') return false;
  const registered = unionRegistered(text);
  if (registered === undefined) return false;
  conj.uniaoFormalizada = registered;
  return true;
}

/** The civil status; a spouse or companion follows from it. */
export const civilStatusQuestion: Question = defineQuestion({
  key: 'estado_civil',
  section: 'familia',
  ask: () => M.estadoCivil.ask,
  example: M.estadoCivil.example,
  options: M.estadoCivil.opcoes,
  editAliases: [/familia|estado civil|casamento|separad|separacao de fato/],
  describe: ({ draft: { testador: t } }) =>
    t.estadoCivil && civilStatusWords(t.estadoCivil, t.sexo),
  summary: ({ draft: { testador: t } }) => [
    t.estadoCivil && M.summary.civilStatus(t.estadoCivil, t.sexo),
  ],
  // The status, what the sentence says of a separação de fato, and the sex its words give away.
  parse: (text, ctx) => {
    const fact = readCivilStatus(text, ctx.today);
    // "só namoramos, nunca moramos juntos", "não tenho marido": no partner, whatever word else.
    const loose = parseCivilStatus(text);
    const status =
      fact?.estadoCivil ??
      (fact?.semParceiro && (loose === 'casado' || loose === 'uniao_estavel') ? undefined : loose);
    if (!status) return fail(E.estadoCivil);
    return parsed({ status, fact, sexo: inferSexo(text), text });
  },
  apply: (s, { status, fact, sexo, text }) => {
    applyCivilStatus(s, status, fact, text);
    applySeparation(s, fact);
    // "moro com a Daiane, td no papel pq a gnt fez escritura": the union's registry is told too.
    const also = noteUnionRegistered(s, text) ? ['uniao_formalizada'] : [];
    // The sex the words gave away, else the profession's, when not known yet.
    const t = s.draft.testador;
    const inferred = t.sexo
      ? undefined
      : (sexo ?? (t.profissao ? inferSexo(t.profissao) : undefined));
    if (inferred) {
      t.sexo = inferred;
      also.push('sexo');
    }
    return also.length > 0 ? { ...ok(s), alsoAnswered: also } : ok(s);
  },
});

/** The relation an answer corrects: "companheira, não esposa" → a union; "é minha esposa" → a marriage. */
export function relationSaid(text: string): 'casado' | 'uniao_estavel' | undefined {
  if (companionNotSpouse(text)) return 'uniao_estavel';
  const n = normalize(text);
  const spouseWord = /\b(?:minha|meu|e)\s+(?:espos[oa]|marido|mulher)\b/.test(n);
  const notCompanion = /\b(?:nao|nem)\s+(?:e\s+|eh\s+)?(?:minha\s+|meu\s+)?companheir[oa]\b/.test(
    n,
  );
  if (spouseWord && notCompanion) return 'casado';
  if (/\bcompanheir[oa]\b/.test(n) && !notCompanion) return 'uniao_estavel';
  return undefined;
}

/** A civil status without a spouse or companion. */
export type NonPartnerStatus = Exclude<EstadoCivil, 'casado' | 'uniao_estavel'>;

/**
 * An answer to the name or the regime question that says there is no spouse or companion: "não sou casada! sou
 * solteira" (the status it names), "não tenho marido" (none named: the status is asked again).
 * Undefined when the answer does not deny a partner, or names a companion instead.
 */
export function partnerDenied(
  text: string,
  today: string,
): { status: NonPartnerStatus | undefined } | undefined {
  if (relationSaid(text) || spouseNotCompanion(text)) return undefined;
  const fact = readCivilStatus(text, today);
  const status = fact?.estadoCivil;
  if (status === 'casado' || status === 'uniao_estavel') return undefined;
  if (status) return { status };
  return fact?.semParceiro ? { status: undefined } : undefined;
}

/**
 * "não sou casada! sou solteira" at the name question: the civil status is corrected and the
 * partner leaves; "não tenho marido" without the status: it is asked again.
 */
export function applyNoPartner(s: InterviewState, status: NonPartnerStatus | undefined): Outcome {
  if (status) {
    applyCivilStatus(s, status);
    applySeparation(s, undefined);
    return ok(s, M.corrected([FM.semParceiro(civilStatusWords(status, s.draft.testador.sexo))]));
  }
  dropPartner(s);
  delete s.draft.conjuge;
  delete s.draft.testador.estadoCivil;
  applySeparation(s, undefined);
  s.answered = s.answered.filter((k) => k !== 'estado_civil');
  return ok(s, FM.semParceiroQualEstadoCivil);
}
