import {
  formatFraction,
  FormValuesSchemas,
  legalSuccession,
  SUCCESSION_NOTES,
  type EstadoCivil,
} from '@legado/contract';
import {
  addPessoa,
  findPessoa,
  findPessoaByName,
  livingChildren,
  toContent,
  type InterviewState,
} from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parseCivilStatus, parseRegime } from '../parsers/civil-status.ts';
import { readCivilStatus, readFacts } from '../parsers/index.ts';
import { childEntriesFrom } from './children-facts.ts';
import { readLivingParents } from './parents-answer.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { parseNameList, parsePersonName, splitRelation } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import {
  applyChildren,
  applyGrandchildren,
  childFromForm,
  parseChildLine,
  splitPeopleEntries,
} from './children.ts';
import { hasSpouse } from './facts.ts';
import {
  applySeparation,
  grandparentsQuestion,
  noteSexoFrom,
  privatePropertyQuestion,
  separationQuestion,
  sexoQuestion,
  weddingDateQuestion,
} from './family-law.ts';
import { FM } from './family-messages.ts';
import {
  defineForm,
  fail,
  ok,
  YES_NO,
  yesNo,
  yn,
  type Question,
  type TurnContext,
} from './question.ts';

const childrenNames = (s: InterviewState, ids: string[]) => joinNames(s, ids);

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

/** Said when the family section ends: what the law guarantees each necessary heir (CC 1.845–1.846). */
export function legitimaNote(s: InterviewState, ctx?: TurnContext): string {
  const today = ctx?.today ?? new Date().toISOString().slice(0, 10);
  const content = toContent(s, today);
  const { herdeiros, notas } = legalSuccession(content, today);
  if (herdeiros.length === 0) return M.semLegitima;
  // The fractions come from the contract's law; grouped by equal fraction for one sentence.
  const groups = new Map<string, string[]>();
  for (const h of herdeiros) {
    const fr = formatFraction(h.legitima);
    const nome = findPessoa(s.draft, h.pessoaId)?.nome ?? '';
    groups.set(fr, [...(groups.get(fr) ?? []), nome]);
  }
  const frases = [...groups].map(([fr, nomes]) => FM.legitimaGrupo(nomes, fr));
  return [FM.legitimaPorHerdeiro(frases), ...notas.map((n) => SUCCESSION_NOTES[n])].join(' ');
}

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

/** Section 3 · família. */
export const familyQuestions: Question[] = [
  {
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
  },
  sexoQuestion,
  {
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
  },
  {
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
  },
  {
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
  },
  weddingDateQuestion,
  separationQuestion,
  {
    key: 'filhos',
    section: 'familia',
    ask: () => M.filhos.ask,
    example: M.filhos.example,
    editAliases: [/filho|menores/],
    describe: (s) => {
      if (!s.answered.includes('filhos')) return undefined;
      const kids = s.draft.descendentes.filter((x) => x.grau === 'filho');
      return kids.length
        ? childrenNames(
            s,
            kids.map((k) => k.pessoaId),
          )
        : 'nenhum';
    },
    summary: (s) => {
      const d = s.draft;
      const kids = d.descendentes.filter((x) => x.grau === 'filho');
      const label = (k: (typeof kids)[number]) =>
        `${findPessoa(d, k.pessoaId)?.nome ?? ''}${!k.vivo ? ' (falecido)' : k.menor ? ' (menor)' : ''}`;
      return [
        s.answered.includes('filhos') &&
          `Filhos: ${kids.length ? kids.map(label).join(', ') : 'nenhum'}`,
      ];
    },
    accept: (s, text, ctx) => {
      const n = normalize(text);
      if (parseYesNo(text) === false && !/\d/.test(n) && n.split(' ').length <= 4) {
        s.draft.descendentes = [];
        return ok(s);
      }
      if (parseYesNo(text) === true && n.split(' ').length <= 2) return fail(M.filhos.needNames);
      // One child per line or item; when that reading fails, the readers' (notes and dates
      // inside sentences: "o Lucas…, nascido em 14/03/2006, e a Beatriz…, que nasceu em…").
      const lines = splitPeopleEntries(text).map((line) => {
        const entry = parseChildLine(line);
        if (typeof entry !== 'string') return entry;
        const facts = readFacts(line, { today: ctx.today, listRelation: 'filho' });
        const read = childEntriesFrom(facts, line);
        return read.length === 1 && read[0] ? read[0] : entry;
      });
      if (lines.some((e) => typeof e === 'string')) {
        const read = childEntriesFrom(
          readFacts(text, { today: ctx.today, listRelation: 'filho' }),
          text,
        );
        if (read.length >= lines.length) return applyChildren(s, read, ctx);
      }
      return applyChildren(s, lines, ctx);
    },
    form: defineForm({
      name: 'filhos',
      schema: FormValuesSchemas.filhos,
      accept: (s, values, ctx) => {
        if (values.itens.length === 0) {
          s.draft.descendentes = [];
          return ok(s);
        }
        return applyChildren(s, values.itens.map(childFromForm), ctx);
      },
    }),
  },
  {
    key: 'filhos_menores',
    section: 'familia',
    dependsOn: ['filhos'],
    // Asked while some living child's age is unknown; offered again when correcting the family.
    appliesWhen: (s) =>
      livingChildren(s.draft).some((c) => c.menor === undefined) ||
      (s.answered.includes('filhos_menores') &&
        livingChildren(s.draft).length > 0 &&
        s.editing === 'familia'),
    ask: (s) =>
      M.filhosMenores.ask(
        childrenNames(
          s,
          livingChildren(s.draft).map((c) => c.pessoaId),
        ),
      ),
    example: M.filhosMenores.example,
    options: ['Nenhum', 'Todos'],
    describe: (s) => {
      const minors = livingChildren(s.draft).filter((c) => c.menor);
      return minors.length
        ? childrenNames(
            s,
            minors.map((c) => c.pessoaId),
          )
        : 'nenhum';
    },
    accept: (s, text) => {
      const kids = livingChildren(s.draft);
      const n = normalize(text);
      if (/^(todos|todas|ambos|ambas|os dois|as duas|sim,? todos)/.test(n)) {
        for (const k of kids) k.menor = true;
        return ok(s);
      }
      if (parseYesNo(text) === false || /^nenhum/.test(n)) {
        for (const k of kids) k.menor = false;
        return ok(s);
      }
      const names = parseNameList(
        text
          .replace(/^\s*(?:s[oó]|apenas|somente|sim,?)\s+/i, '')
          .replace(/\s+(?:[eé] menor|s[aã]o menores|tem menos de 18)$/i, ''),
      );
      if (!names) return fail(E.filhosMenores);
      const pool = kids.map((k) => k.pessoaId);
      const minorIds: string[] = [];
      for (const name of names) {
        const p = findPessoaByName(s.draft, name, pool);
        if (!p) return fail(M.filhosMenores.unknown(name));
        minorIds.push(p.id);
      }
      for (const k of kids) k.menor = minorIds.includes(k.pessoaId);
      return ok(s);
    },
  },
  privatePropertyQuestion,
  {
    key: 'netos',
    section: 'familia',
    dependsOn: ['filhos'],
    forEach: (s) =>
      s.draft.descendentes.filter((x) => x.grau === 'filho' && !x.vivo).map((x) => x.pessoaId),
    ask: (s, deadChildId) => M.netos.ask(findPessoa(s.draft, deadChildId)?.nome ?? 'Seu filho'),
    example: M.netos.example,
    describe: (s, deadChildId) => {
      const netos = s.draft.descendentes.filter((x) => x.filhoDeId === deadChildId);
      return netos.length
        ? childrenNames(
            s,
            netos.map((x) => x.pessoaId),
          )
        : undefined;
    },
    summary: (s) => {
      const netos = s.draft.descendentes.filter((x) => x.grau === 'neto');
      return [
        netos.length > 0 &&
          `Netos (no lugar do pai/mãe): ${joinNames(
            s,
            netos.map((n) => n.pessoaId),
          )}`,
      ];
    },
    accept: (s, text, ctx, deadChildId) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 4) {
        s.draft.descendentes = s.draft.descendentes.filter((x) => x.filhoDeId !== deadChildId);
        return ok(s);
      }
      return applyGrandchildren(s, deadChildId, splitPeopleEntries(text).map(parseChildLine), ctx);
    },
  },
  {
    key: 'pais',
    section: 'familia',
    appliesWhen: (s) => !s.draft.descendentes.some((x) => x.vivo) && s.answered.includes('filhos'),
    ask: () => M.pais.ask,
    example: M.pais.example,
    editAliases: [/pais\b|pai\b|mae\b/],
    describe: (s) =>
      s.draft.ascendentes.length
        ? joinNames(
            s,
            s.draft.ascendentes.map((a) => a.pessoaId),
          )
        : undefined,
    summary: (s) => {
      const pais = s.draft.ascendentes.filter((a) => a.grau !== 'avo');
      return [
        pais.length > 0 &&
          `Pais vivos: ${joinNames(
            s,
            pais.map((a) => a.pessoaId),
          )}`,
      ];
    },
    accept: (s, text, ctx) => {
      const n = normalize(text);
      const read = readLivingParents(text, ctx.today);
      if (read) {
        s.draft.ascendentes = read.map(({ grau, nome }) => ({
          pessoaId: addPessoa(s, { tipo: 'fisica', nome, relacao: grau === 'mae' ? 'mãe' : 'pai' }),
          grau,
        }));
        return ok(s);
      }
      if (
        parseYesNo(text) === false &&
        n.split(' ').length <= 5 &&
        !/\b(pai|mae)\b.*\b(viv|sim)/.test(n)
      ) {
        s.draft.ascendentes = [];
        return ok(s);
      }
      const parts = text
        .split(/\r?\n|;|\s+e\s+(?=(?:meu|minha|o|a)?\s*(?:pai|m[ãa]e)\b)/i)
        .map((p) => p.trim())
        .filter(Boolean);
      const out: InterviewState['draft']['ascendentes'] = [];
      for (const part of parts) {
        const { relacao, resto } = splitRelation(part.replace(/^(?:sim,?\s*)?(?:s[oó]\s+)?/i, ''));
        const grau =
          relacao && /^m/.test(normalize(relacao))
            ? 'mae'
            : relacao && /^pai/.test(normalize(relacao))
              ? 'pai'
              : undefined;
        const nome = parsePersonName(resto.replace(/^[,:\s]+/, ''), { full: true });
        if (!grau || !nome) return fail(M.pais.needNames);
        const id = addPessoa(s, { tipo: 'fisica', nome, relacao: grau === 'mae' ? 'mãe' : 'pai' });
        out.push({ pessoaId: id, grau });
      }
      if (out.length === 0 || out.length > 2) return fail(M.pais.needNames);
      s.draft.ascendentes = out;
      return ok(s);
    },
  },
  grandparentsQuestion,
];
