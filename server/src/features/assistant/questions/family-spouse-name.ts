/** The spouse's or companion's name question; the answer may also correct the relation. */
import type { Sexo } from '@legado/contract';
import { addPessoa, findPessoa } from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import type { CivilStatusFact } from '../parsers/fact-types.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { parsePersonName, readNamed } from '../parsers/names.ts';
import { rememberNickname } from '../people.ts';
import { onlyFirstNames } from '../parsers/name-quality.ts';
import { normalize } from '../parsers/text.ts';
import { hasSpouse } from './facts.ts';
import { FM } from './family-messages.ts';
import { REGIME } from './family-regime.ts';
import {
  applyCivilStatus,
  applyNoPartner,
  partialName,
  partnerDenied,
  partnerSexo,
  relacaoOf,
  relationSaid,
  type NonPartnerStatus,
} from './family-spouse.ts';
import { defineQuestion, fail, ok, parsed, type Parsed, type Question } from './question.ts';

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
    // "maria aparecida": first names only, the surname is still missing.
    if (!nome || onlyFirstNames(nome)) return fail(E.nomeCompleto);
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
      // "com a Bia desde 2012", then "Beatriz Medeiros Fontes": "Bia" is what she is called.
      const called = existing.nome.trim();
      if (!/\s/.test(called) && !normalize(nome).split(' ').includes(normalize(called)))
        rememberNickname(s, existing.id, called);
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
