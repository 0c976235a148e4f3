import type { EstadoCivil, RegimeBens, Sexo } from '@legado/contract';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import {
  parseCivilStatus,
  parseRegime,
  presumedRegime,
  saysNoPact,
} from '../parsers/civil-status.ts';
import {
  companionNotSpouse,
  spouseNotCompanion,
  unionRegistered,
} from '../parsers/civil-status-mentions.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import type { CivilStatusFact } from '../parsers/fact-types.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { parsePersonName, readNamed } from '../parsers/names.ts';
import { rememberNickname } from '../people.ts';
import { normalize } from '../parsers/text.ts';
import { hasSpouse } from './facts.ts';
import { applySeparation, inferSexo } from './family-law.ts';
import { civilStatusWords, FM } from './family-messages.ts';
import {
  defineQuestion,
  fail,
  ok,
  parsed,
  parseYes,
  YES_NO,
  yn,
  type Outcome,
  type Parsed,
  type Question,
} from './question.ts';

const REGIME: Record<string, string> = {
  comunhao_parcial: 'comunhão parcial',
  comunhao_universal: 'comunhão universal',
  separacao_convencional: 'separação convencional (total)',
  separacao_obrigatoria: 'separação obrigatória',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/** How the registry names a spouse or a companion. */
function relacaoOf(tipo: 'casamento' | 'uniao_estavel'): string {
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
function partialName(nome: string | undefined): boolean {
  return nome !== undefined && !nome.trim().includes(' ');
}

/** Keeps whether a union is registered when the words say it; true when they did. */
function noteUnionRegistered(s: InterviewState, text: string): boolean {
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

/** Words of the name answer that tell the relation, not the name: "ela é minha companheira". */
const RELATION_CLAUSE =
  /\b(?:companheir[oa]|espos[oa]|marido|mulher|casad[oa]s?|casamos|casamento|uniao|ela|ele|nao|eh?)\b/;

/**
 * The name in an answer that may also tell the relation: "marlene dos santos silva, ela é minha
 * companheira nao esposa" → the clause that is a full name; else the whole answer.
 */
function nameOfPartner(text: string): string | undefined {
  const clean = stripDocuments(text);
  const whole = parsePersonName(clean, { full: true });
  if (whole) return whole;
  for (const clause of clean.split(/[,;.!]|\s+-\s+/)) {
    if (RELATION_CLAUSE.test(normalize(clause))) continue;
    const nome = parsePersonName(clause.trim(), { full: true });
    if (nome) return nome;
  }
  return undefined;
}

/** The relation an answer corrects: "companheira, não esposa" → a union; "é minha esposa" → a marriage. */
function relationSaid(text: string): 'casado' | 'uniao_estavel' | undefined {
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
type NonPartnerStatus = Exclude<EstadoCivil, 'casado' | 'uniao_estavel'>;

/**
 * An answer to the name or the regime question that says there is no spouse or companion: "não sou casada! sou
 * solteira" (the status it names), "não tenho marido" (none named: the status is asked again).
 * Undefined when the answer does not deny a partner, or names a companion instead.
 */
function partnerDenied(
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

/** What the name question read: the partner's name, or that there is no partner at all. */
type SpouseNameValue =
  | {
      kind: 'nome';
      nome: string;
      cpf?: string;
      relation?: 'casado' | 'uniao_estavel';
      fact?: CivilStatusFact;
      sexo?: Sexo;
      /** "josé carlos … (juca)": what the person calls them, for "o juca" later. */
      apelido?: string;
    }
  | { kind: 'sem_parceiro'; status: NonPartnerStatus | undefined };

/**
 * "não sou casada! sou solteira" at the name question: the civil status is corrected and the
 * partner leaves; "não tenho marido" without the status: it is asked again.
 */
function applyNoPartner(s: InterviewState, status: NonPartnerStatus | undefined): Outcome {
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

/** The spouse's or companion's full name (and CPF when typed). */
export const spouseNameQuestion: Question = defineQuestion({
  key: 'conjuge_nome',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: hasSpouse,
  // "Qual o nome completo da Marlene?" when only her first name was said.
  ask: (s) => {
    const partner = findPessoa(s.draft, s.draft.conjuge?.pessoaId);
    return partner && partialName(partner.nome)
      ? FM.conjugeNomeDe(partner.nome, partner.sexo)
      : M.conjugeNome.ask(s.draft.testador.estadoCivil === 'uniao_estavel');
  },
  example: M.conjugeNome.example,
  editAliases: [/conjuge|esposa|esposo|marido|companheir|regime/],
  editInstead: 'estado_civil',
  describe: (s) => {
    const nome = findPessoa(s.draft, s.draft.conjuge?.pessoaId)?.nome;
    return partialName(nome) ? undefined : nome;
  },
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
  // The full name, the CPF when typed with it, and a relation said with it ("ela é minha
  // companheira, não esposa"), which corrects the civil status.
  parse: (text, ctx, s): Parsed<SpouseNameValue> => {
    const nome = nameOfPartner(text);
    // "não sou casada! sou solteira", "não tenho marido": a correction of the civil status.
    const denied = nome ? undefined : partnerDenied(text, ctx.today);
    if (denied) return parsed({ kind: 'sem_parceiro', status: denied.status });
    // "não casamos! é união estável", said again once the union is noted: only the name is missing.
    if (
      !nome &&
      relationSaid(text) === 'uniao_estavel' &&
      s.draft.conjuge?.tipo === 'uniao_estavel'
    ) {
      const partner = findPessoa(s.draft, s.draft.conjuge.pessoaId);
      return fail(FM.uniaoJaAnotada(partner?.nome, partner?.sexo));
    }
    if (!nome) return fail(E.nomeCompleto);
    const cpf = parseCpf(text);
    const relation = relationSaid(text);
    const sexo = partnerSexo(text);
    const apelido = readNamed(stripDocuments(text))?.apelido;
    return parsed({
      kind: 'nome',
      nome,
      ...(apelido ? { apelido } : {}),
      ...(cpf.ok ? { cpf: cpf.digits } : {}),
      ...(relation ? { relation, fact: readCivilStatus(text, ctx.today) } : {}),
      ...(sexo ? { sexo } : {}),
    });
  },
  apply: (s, value) => {
    if (value.kind === 'sem_parceiro') return applyNoPartner(s, value.status);
    const { nome, cpf, relation, fact, sexo } = value;
    const changed = relation !== undefined && relation !== s.draft.testador.estadoCivil;
    if (changed) applyCivilStatus(s, relation, fact);
    const conj = s.draft.conjuge ?? { tipo: 'casamento' as const };
    const relacao = relacaoOf(conj.tipo);
    const existing = findPessoa(s.draft, conj.pessoaId);
    if (existing) {
      existing.nome = nome;
      existing.relacao = relacao;
      if (cpf !== undefined) existing.cpf = cpf;
      if (sexo) existing.sexo = sexo;
    } else {
      conj.pessoaId = addPessoa(s, {
        tipo: 'fisica',
        nome,
        relacao,
        ...(cpf !== undefined ? { cpf } : {}),
        ...(sexo ? { sexo } : {}),
      });
    }
    s.draft.conjuge = conj;
    if (value.apelido && conj.pessoaId) rememberNickname(s, conj.pessoaId, value.apelido);
    if (!changed) return ok(s);
    const partner = findPessoa(s.draft, conj.pessoaId);
    return ok(
      s,
      M.corrected([
        relation === 'uniao_estavel'
          ? FM.uniaoCorrigida(partner?.nome, partner?.sexo)
          : FM.casamentoCorrigido,
      ]),
    );
  },
});

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
  summary: ({ draft: d }) => [
    d.conjuge?.tipo === 'uniao_estavel' &&
      d.conjuge.uniaoFormalizada !== undefined &&
      `União registrada em cartório: ${d.conjuge.uniaoFormalizada ? 'sim' : 'não'}`,
  ],
  // "fizemos no cartório", "tá tudo no papel, a gente fez escritura", else sim/não.
  parse: (text) => {
    const registered = unionRegistered(text);
    return registered === undefined ? parseYes(text) : parsed(registered);
  },
  apply: (s, yes) => {
    if (s.draft.conjuge) s.draft.conjuge.uniaoFormalizada = yes;
    return ok(s, `⚠️ ${M.companheiro}`);
  },
});

/**
 * "não casamos!", "não somos casados", "ela é minha companheira, não esposa", said at any point
 * after the civil status was read as a marriage: the status becomes a união estável and the partner
 * a companion, keeping their name and the regime (nothing already answered is asked again); and
 * the other way, "somos casados sim", "é minha esposa, não companheira". Returns the words of the
 * correction, or undefined when the message is not one.
 */
export function correctUnionOrMarriage(
  s: InterviewState,
  text: string,
  today: string,
): string | undefined {
  if (!s.answered.includes('estado_civil')) return undefined;
  const status = s.draft.testador.estadoCivil;
  if (status === 'uniao_estavel' && spouseNotCompanion(text)) {
    applyCivilStatus(s, 'casado', undefined, text);
    s.answered = s.answered.filter((k) => k !== 'uniao_formalizada');
    return FM.casamentoCorrigido;
  }
  if (status !== 'casado' || !companionNotSpouse(text)) return undefined;
  applyCivilStatus(s, 'uniao_estavel', readCivilStatus(text, today), text);
  // A wedding's year and pacto do not apply to a union.
  s.answered = s.answered.filter((k) => k !== 'casamento_data');
  const registered = unionRegistered(text);
  if (registered !== undefined && s.draft.conjuge) {
    s.draft.conjuge.uniaoFormalizada = registered;
    if (!s.answered.includes('uniao_formalizada')) s.answered.push('uniao_formalizada');
  }
  const partner = findPessoa(s.draft, s.draft.conjuge?.pessoaId);
  return FM.uniaoCorrigida(partner?.nome, partner?.sexo);
}

/**
 * A message that corrects marriage into union (or back) answers no other question: its "não" is
 * not the answer to "você tem filhos?". Only the name question also takes a name said with it.
 */
export function onlyCorrectsPartnerKind(text: string, currentKey: string): boolean {
  return currentKey !== 'conjuge_nome' && (companionNotSpouse(text) || spouseNotCompanion(text));
}
