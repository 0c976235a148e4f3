import {
  isConcreteReason,
  mentionsPerson,
  necessaryHeirs,
  type ClausulaRestritiva,
} from '@legado/contract';
import { findPessoa, toContent, type Draft, type InterviewState } from '../interview-state.ts';
import { looksLikeSecret } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import {
  mergeCauses,
  readHeirCauses,
  shortName,
  writtenCauses,
  type HeirCause,
} from './clauses-causes.ts';
import { durationSaid, scopeSaid } from './clauses-said.ts';
import { hasLegitima } from './facts.ts';
import { defineQuestion, fail, ok, parsed, type Parsed, type Question } from './question.ts';

/**
 * For the heir's whole life, as people say it: "enquanto eles forem vivos", "enquanto viver",
 * "pra sempre", "a vida toda", "até eles morrerem", "até o fim", "vitalícia".
 */
const LIFELONG =
  /\benquanto\s+(?:(?:eles?|elas?|ele|ela|o herdeiro|os herdeiros|meus filhos|estiverem|estiver)\s+)*(?:forem|for|viver\w*|estiver\w*\s+viv\w*|existir\w*|durar)\b|\b(?:pra|para|por)\s+sempre\b|\b(?:a|por toda a?|pela|durante a)\s*vida\b|\bvida\s+(?:toda|inteira)\b|\bvitalic|\bate\s+(?:(?:eles?|elas?)\s+)?(?:morrer\w*|falece\w*)|\bate (?:o fim|a morte)\b|\bnunca\s+(?:acaba|termina|vence)|\bpermanente/;

/** Section 5 · cláusulas restritivas (CC 1.848, 1.911). */
export const clauseQuestions: Question[] = [
  defineQuestion({
    key: 'clausulas',
    section: 'clausulas',
    ask: () => M.clausulas.ask,
    example: M.clausulas.example,
    editAliases: [/clausula|inalien|impenhor|incomunic/],
    describe: (s) =>
      s.answered.includes('clausulas')
        ? (s.draft.clausulaTipos?.join(', ') ?? 'nenhuma')
        : undefined,
    summary: ({ draft: d, answered }) => [
      Boolean(d.clausulaTipos?.length) &&
        `${d.clausulaTipos?.join(', ') ?? ''} sobre ${d.clausulaAlcance === 'ambas' ? 'legítima e disponível' : d.clausulaAlcance === 'legitima' ? 'a legítima' : 'a parte disponível'}`,
      answered.includes('clausulas') && !d.clausulaTipos?.length && 'Nenhuma',
    ],
    // The clauses wanted and the heirs named; null for none.
    parse: (text, _ctx, s) => {
      const n = normalize(text);
      const tipos = new Set<ClausulaRestritiva['tipos'][number]>();
      if (/inalien|nao (?:possa|pode) (?:ser )?vend/.test(n)) {
        tipos.add('inalienabilidade').add('impenhorabilidade').add('incomunicabilidade');
      }
      if (/impenhor|penhor/.test(n)) tipos.add('impenhorabilidade');
      if (/incomunic|conjuge do herdeiro|comunica/.test(n)) tipos.add('incomunicabilidade');
      if (tipos.size === 0)
        return parseYesNo(text) === false ? parsed(null) : fail(M.clausulas.which);
      return parsed({
        tipos: [...tipos],
        heirIds: heirsNamedIn(s, text),
        all: tipos.size === 3 && /inalien/.test(n),
        // "…sobre a disponível, por toda a vida": the next two answers, said in this one.
        alcance: scopeSaid(n),
        duracao: durationSaid(n, LIFELONG),
      });
    },
    apply: (s, value) => {
      if (value === null) {
        delete s.draft.clausulaTipos;
        delete s.draft.clausulaAlcance;
        delete s.draft.justaCausa;
        return ok(s);
      }
      s.draft.clausulaTipos = value.tipos;
      if (value.heirIds.length > 0) s.draft.clausulaHerdeiroIds = value.heirIds;
      else delete s.draft.clausulaHerdeiroIds;
      const also: string[] = [];
      if (value.alcance) {
        s.draft.clausulaAlcance = value.alcance;
        also.push('clausulas_alcance');
      }
      if (value.duracao) {
        s.draft.clausulaDuracao = value.duracao;
        also.push('clausulas_duracao');
      }
      const said =
        also.length > 0
          ? [
              M.clausulas.said(
                value.tipos,
                value.alcance,
                value.duracao?.tipo === 'ate_idade' ? value.duracao.idade : value.duracao && 'vida',
              ),
            ]
          : [];
      const accepted = ok(s, ...(value.all ? [M.clausulas.inalienabilidade] : []), ...said);
      return also.length > 0 ? { ...accepted, alsoAnswered: also } : accepted;
    },
  }),
  defineQuestion({
    key: 'clausulas_alcance',
    section: 'clausulas',
    dependsOn: ['clausulas'],
    appliesWhen: (s) => Boolean(s.draft.clausulaTipos?.length) && hasLegitima(s),
    ask: () => M.clausulasAlcance.ask,
    example: M.clausulasAlcance.example,
    options: M.clausulasAlcance.opcoes,
    describe: (s) => s.draft.clausulaAlcance,
    parse: (text) => {
      const n = normalize(text);
      const alcance: Draft['clausulaAlcance'] = /ambas|as duas|tudo|todas/.test(n)
        ? 'ambas'
        : /legitima/.test(n)
          ? 'legitima'
          : /disponivel/.test(n)
            ? 'disponivel'
            : undefined;
      return alcance ? parsed(alcance) : fail(E.alcance);
    },
    apply: (s, alcance) => {
      s.draft.clausulaAlcance = alcance;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'justa_causa',
    section: 'clausulas',
    dependsOn: ['clausulas'],
    // CC 1.848: a clause on the legítima needs a stated just cause.
    appliesWhen: (s) =>
      Boolean(s.draft.clausulaTipos?.length) &&
      (s.draft.clausulaAlcance === 'legitima' || s.draft.clausulaAlcance === 'ambas'),
    ask: (s) => M.justaCausa.ask(burdenedHeirNames(s)),
    example: M.justaCausa.example,
    describe: (s) => s.draft.justaCausa,
    summary: ({ draft: d }) => [d.justaCausa && `Justa causa: ${d.justaCausa}`],
    // The just cause in the person's words, heir by heir; null drops the clause on the legítima.
    parse: (text, _ctx, s) => {
      if (parseYesNo(text) === false) return parsed(null);
      const clean = text.trim();
      if (clean.includes('?')) return fail(M.justaCausa.question);
      return justCause(s, clean, []);
    },
    // The causes of the heirs still missing, after those an earlier message gave.
    confirm: (s, pending, text) => {
      if (pending.kind !== 'justa_causa_parcial' || text.includes('?')) return undefined;
      const heirs = burdenedHeirs(s);
      const known = pending.causas.map((c) => c.heirId);
      if (readHeirCauses(text, heirs, otherPeople(s, heirs), known).length === 0) return undefined;
      const value = justCause(s, text.trim(), pending.causas);
      if (!value.ok) return value;
      s.draft.justaCausa = value.value;
      return ok(s);
    },
    apply: (s, justaCausa) => {
      if (justaCausa === null) {
        s.draft.clausulaAlcance = 'disponivel';
        delete s.draft.justaCausa;
        return ok(s, M.justaCausa.dropped);
      }
      s.draft.justaCausa = justaCausa;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'clausulas_duracao',
    section: 'clausulas',
    dependsOn: ['clausulas'],
    appliesWhen: (s) => Boolean(s.draft.clausulaTipos?.length),
    ask: () => M.clausulasDuracao.ask,
    example: M.clausulasDuracao.example,
    options: M.clausulasDuracao.opcoes,
    describe: (s) => {
      const d = s.draft.clausulaDuracao;
      return d
        ? d.tipo === 'vitalicia'
          ? 'por toda a vida'
          : `até os ${d.idade} anos`
        : undefined;
    },
    summary: ({ draft: d }) => [
      d.clausulaDuracao &&
        `Duração: ${d.clausulaDuracao.tipo === 'vitalicia' ? 'por toda a vida do herdeiro' : `até o herdeiro completar ${d.clausulaDuracao.idade} anos`}`,
    ],
    parse: (text): Parsed<NonNullable<Draft['clausulaDuracao']>> => {
      const n = normalize(text);
      const idade = /(?<!\d)(\d{2,3})\s*(?:anos)?/.exec(n)?.[1];
      if (idade && Number(idade) >= 18 && Number(idade) <= 100 && !/vida/.test(n))
        return parsed({ tipo: 'ate_idade' as const, idade: Number(idade) });
      if (LIFELONG.test(n)) return parsed({ tipo: 'vitalicia' as const });
      if (/vida|vitalic|sempre|morrer|falecer|nao tem prazo|sem prazo/.test(n))
        return parsed({ tipo: 'vitalicia' as const });
      return fail(M.clausulasDuracao.erro);
    },
    apply: (s, duracao) => {
      s.draft.clausulaDuracao = duracao;
      return ok(s);
    },
  }),
];

/** The living necessary heirs known so far (spouse, living descendants, ascendants). */
function necessaryHeirIds(s: InterviewState): string[] {
  const d = s.draft;
  return [
    ...(d.conjuge?.pessoaId ? [d.conjuge.pessoaId] : []),
    ...d.descendentes.filter((x) => x.vivo).map((x) => x.pessoaId),
    ...d.ascendentes.map((a) => a.pessoaId),
  ];
}

/** The heirs a clause text names ("que o Rafael não possa vender"), by first or full name. */
function heirsNamedIn(s: InterviewState, text: string): string[] {
  return necessaryHeirIds(s).filter((id) => {
    const nome = findPessoa(s.draft, id)?.nome;
    return nome !== undefined && mentionsPerson(text, nome);
  });
}

/**
 * The just cause of the clause on the legítima: one heir's in their words; several heirs' each
 * read from the words after their names (with `before`, the causes earlier messages gave), while
 * some are missing the ones read are kept pending and the missing heirs asked by name.
 */
function justCause(s: InterviewState, clean: string, before: readonly HeirCause[]): Parsed<string> {
  const heirs = burdenedHeirs(s);
  if (heirs.length > 1) {
    const read = readHeirCauses(
      clean,
      heirs,
      otherPeople(s, heirs),
      before.map((c) => c.heirId),
    );
    const causes = mergeCauses(before, read);
    const missing = heirs.filter((h) => !causes.some((c) => c.heirId === h.id));
    if (missing.length === 0) return parsed(writtenCauses(causes, s.draft));
    if (read.length > 0) {
      const everyone = s.draft.pessoas.map((p) => p.nome);
      const short = (ids: readonly string[]) =>
        heirs.filter((h) => ids.includes(h.id)).map((h) => shortName(h.nome, everyone));
      return {
        ok: false,
        error: M.justaCausa.partial(
          short(causes.map((c) => c.heirId)),
          short(missing.map((h) => h.id)),
        ),
        pending: { kind: 'justa_causa_parcial', causas: causes },
      };
    }
  }
  if (!isConcreteReason(clean)) return fail(M.justaCausa.tooShort);
  if (looksLikeSecret(clean)) return fail(M.desejos.secret);
  const missing = heirs.map((h) => h.nome).filter((n) => !mentionsPerson(clean, n));
  if (heirs.length > 1 && missing.length > 0) return fail(M.justaCausa.perHeir(missing));
  return parsed(clean.slice(0, 1000));
}

/** Everyone else a cause may name (the spouse the clause spares): kept out of the heirs' causes. */
function otherPeople(s: InterviewState, heirs: readonly { id: string }[]) {
  return s.draft.pessoas
    .filter((p) => p.tipo === 'fisica' && p.nome && !heirs.some((h) => h.id === p.id))
    .map((p) => ({ id: p.id, nome: p.nome }));
}

/**
 * The names of the heirs the clause on the legítima burdens: only those with a part of it in this
 * succession (the law's one list, necessaryHeirs): under comunhão universal the spouse does not
 * inherit alongside the children (1.829 I) and needs no cause.
 */
function burdenedHeirNames(s: InterviewState): string[] {
  return burdenedHeirs(s).map((h) => h.nome);
}

/** The heirs the clause on the legítima burdens, with their ids. */
function burdenedHeirs(s: InterviewState): { id: string; nome: string }[] {
  const chosen = s.draft.clausulaHerdeiroIds ?? [];
  const today = new Date().toISOString().slice(0, 10);
  const heirs = new Set(necessaryHeirs(toContent(s, today), today).map((h) => h.pessoaId));
  return necessaryHeirIds(s)
    .filter((id) => heirs.has(id))
    .filter((id) => chosen.length === 0 || chosen.includes(id))
    .map((id) => ({ id, nome: findPessoa(s.draft, id)?.nome ?? '' }))
    .filter((h) => h.nome !== '');
}
