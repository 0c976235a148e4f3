/**
 * The family facts the law needs beyond who is who (LEGAL-BR §2): the testator's sex (for the
 * words of the will), the wedding year and pacto (the default regime by date, 1.641 II), a
 * separation de fato (1.830, told with the civil status), bens particulares (1.829 I) and living
 * grandparents (1.836).
 * Each is one entry spliced into the family section's list at the place it is asked.
 */
import { effectiveRegime, nationalityFor, type Sexo } from '@legado/contract';
import {
  addPessoa,
  findPessoa,
  livingChildren,
  toContent,
  type InterviewState,
} from '../interview-state.ts';
import { joinNames } from '../people.ts';
import type { CivilStatusFact } from '../parsers/fact-types.ts';
import { readDates } from '../parsers/date-mentions.ts';
import { parseDate } from '../parsers/dates.ts';
import { parsePersonName, splitRelation } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { readPrivateProperty } from '../parsers/private-property.ts';
import { parseYesNo, readOwned } from '../parsers/yes-no.ts';
import { FM } from './family-messages.ts';
import { hasSpouse } from './facts.ts';
import {
  defineQuestion,
  fail,
  ok,
  parsed,
  parseYes,
  YES_NO,
  yn,
  type Parsed,
  type Question,
} from './question.ts';

/** Every grandparent dead: a plural death with no one named ("já faleceram todos", "todos já morreram"). */
const ALL_DEAD =
  /^(?:(?:nao|sim|todos|todas|os quatro|ja|tambem|eles|elas|meus avos|os avos)[,\s]+)*(?:faleceram|morreram|se foram|(?:sao|estao) (?:falecidos|mortos)|falecidos|falecidas|mortos)(?:[,\s]+(?:todos|todas|os quatro|ja|tambem|ha muito tempo|faz tempo|ha anos))*[.!\s]*$/;

const FEMININE =
  /\b(casada|solteira|viuva|divorciada|separada|aposentada|brasileira|dona de casa|professora|advogada|medica|enfermeira|engenheira|contadora|vendedora|costureira|cozinheira|empregada|diarista|funcionaria|servidora|agricultora|comerciante aposentada)\b/;
const MASCULINE =
  /\b(casado|solteiro|viuvo|divorciado|separado|aposentado|brasileiro|professor|advogado|medico|enfermeiro|engenheiro|contador|vendedor|funcionario|servidor|agricultor|pedreiro|motorista autonomo)\b/;

/** The sex a text gives away by its grammatical gender ("sou casada", "viúva"), if any. */
export function inferSexo(text: string): Sexo | undefined {
  const n = normalize(text);
  const f = FEMININE.test(n);
  const m = MASCULINE.test(n);
  return f && !m ? 'feminino' : m && !f ? 'masculino' : undefined;
}

/** Fills the testator's sex from what they typed, when it is not known yet; true if it did. */
export function noteSexoFrom(s: InterviewState, ...texts: (string | undefined)[]): boolean {
  if (s.draft.testador.sexo) return false;
  for (const t of texts) {
    const sexo = t ? inferSexo(t) : undefined;
    if (sexo) {
      s.draft.testador.sexo = sexo;
      return true;
    }
  }
  return false;
}

/** Born early enough that the wedding date can change the regime (before 1977, or over 70). */
function dateCanChangeRegime(s: InterviewState): boolean {
  const c = s.draft.conjuge;
  const born = s.draft.testador.dataNascimento;
  return (
    c?.tipo === 'casamento' &&
    (c.regimeBens === undefined || c.regimeBens === 'comunhao_parcial') &&
    born !== undefined &&
    born < '1962-01-01'
  );
}

function spouseName(s: InterviewState): string {
  return findPessoa(s.draft, s.draft.conjuge?.pessoaId)?.nome ?? 'seu cônjuge';
}

/** "1975", "12/05/1975", "casamos em 75"? (two digits are not read: ambiguous) */
function parseYearOrDate(text: string): string | undefined {
  const date = parseDate(text);
  if (date) return date;
  const m = /(?<!\d)(19\d{2}|20\d{2})(?!\d)/.exec(text);
  return m?.[1];
}

export const sexoQuestion: Question = defineQuestion({
  key: 'sexo',
  section: 'familia',
  // Asked only when nothing typed tells; an inferred sex counts as answered, so "alterar sexo" works.
  appliesWhen: (s) => s.draft.testador.sexo === undefined || s.answered.includes('sexo'),
  ask: () => FM.sexo.ask,
  example: FM.sexo.example,
  options: FM.sexo.opcoes,
  describe: (s) => s.draft.testador.sexo,
  // Shown in the review even when it was inferred, so a wrong guess can be corrected.
  summary: ({ draft: d }) => [
    d.testador.sexo &&
      `No testamento: ${d.testador.sexo === 'feminino' ? 'a testadora' : 'o testador'}`,
  ],
  editAliases: [/\bsexo\b|testador|testadora|homem|mulher/],
  parse: (text) => {
    const n = normalize(text);
    const sexo: Sexo | undefined = /\b(mulher|feminino|feminina|f|testadora)\b/.test(n)
      ? 'feminino'
      : /\b(homem|masculino|masculina|m|testador)\b/.test(n)
        ? 'masculino'
        : inferSexo(text);
    return sexo ? parsed(sexo) : fail(FM.sexo.erro);
  },
  apply: (s, sexo) => {
    const t = s.draft.testador;
    t.sexo = sexo;
    // The will writes the nationality agreeing with "o testador"/"a testadora": stored the same.
    if (t.nacionalidade) t.nacionalidade = nationalityFor(t.nacionalidade, sexo);
    return ok(s);
  },
});

/**
 * A union whose start was not said with it: when it began drives the meação and helps prove it
 * (LEGAL-BR §2). Once answered here it stays asked; told with the status, it is not asked.
 */
function unionStartUnknown(s: InterviewState): boolean {
  const c = s.draft.conjuge;
  return (
    c?.tipo === 'uniao_estavel' &&
    (c.dataInicio === undefined || s.answered.includes('casamento_data'))
  );
}

export const weddingDateQuestion: Question = defineQuestion({
  key: 'casamento_data',
  section: 'familia',
  dependsOn: ['estado_civil', 'regime'],
  appliesWhen: (s) => dateCanChangeRegime(s) || unionStartUnknown(s),
  ask: (s) => FM.casamentoData.ask(s.draft.conjuge?.tipo === 'uniao_estavel'),
  example: FM.casamentoData.example,
  describe: (s) =>
    s.draft.conjuge?.dataInicio &&
    `${s.draft.conjuge.dataInicio}${s.draft.conjuge.pactoAntenupcial ? ', com pacto antenupcial' : ''}`,
  summary: ({ draft: d }) => [
    d.conjuge?.dataInicio &&
      `${d.conjuge.tipo === 'uniao_estavel' ? 'Início da união' : 'Casamento'}: ${d.conjuge.dataInicio.split('-').reverse().join('/')}${d.conjuge.pactoAntenupcial ? ' (com pacto antenupcial)' : ''}`,
  ],
  // The date (or year) and whether a pacto antenupcial was made.
  parse: (text, ctx) => {
    // "faz uns 15 anos", "há 8 anos": the year that many years before today.
    const ago =
      /\b(?:ha|faz|tem|a)\s+(?:uns\s+|umas\s+|mais de\s+|quase\s+)?(\d{1,2})\s+anos\b/.exec(
        normalize(text),
      )?.[1];
    const data =
      parseYearOrDate(text) ??
      (ago ? String(Number(ctx.today.slice(0, 4)) - Number(ago)) : undefined);
    if (!data) return fail(FM.casamentoData.erro);
    const n = normalize(text);
    const pacto =
      /pacto|escritura/.test(n) && !/\b(sem|nao|nunca)\b[^.]*\b(pacto|escritura)/.test(n);
    return parsed({ data, pacto });
  },
  apply: (s, { data, pacto }, ctx) => {
    const c = s.draft.conjuge;
    if (!c) return fail(FM.casamentoData.erro);
    c.dataInicio = data;
    // A union has no pacto antenupcial ("temos escritura" is the union's deed).
    if (c.tipo === 'casamento') c.pactoAntenupcial = pacto;
    c.regimeBens ??= 'comunhao_parcial';
    // The contract's law reads the regime the date imposes; the draft follows it, and says why.
    const regime = effectiveRegime(toContent(s, ctx.today));
    if (regime?.motivo) {
      c.regimeBens = regime.efetivo;
      return ok(
        s,
        regime.motivo === 'anterior_1977' ? FM.casamentoData.antes1977 : FM.casamentoData.idade70,
      );
    }
    return ok(s);
  },
});

/**
 * A separação de fato told with the civil status ("casada, mas separada há um ano", "separada de
 * fato desde 2021"): its year is kept; told without since when, `separado_fato` asks it next;
 * not told, the couple lives together. Only a marriage: a union ends when the couple parts.
 */
export function applySeparation(s: InterviewState, fact: CivilStatusFact | undefined): void {
  const c = s.draft.conjuge;
  delete s.draft.separadoDeFatoSemData;
  if (!c) return;
  if (c.tipo !== 'casamento' || !fact?.separadoDeFato) {
    delete c.separadoDeFatoDesde;
    return;
  }
  if (fact.separadoDesdeAno !== undefined) c.separadoDeFatoDesde = String(fact.separadoDesdeAno);
  else {
    delete c.separadoDeFatoDesde;
    s.draft.separadoDeFatoSemData = true;
  }
}

export const separationQuestion: Question = defineQuestion({
  key: 'separado_fato',
  section: 'familia',
  dependsOn: ['estado_civil'],
  // Asked only when the civil status told of a separation without saying since when.
  appliesWhen: (s) =>
    s.draft.conjuge?.tipo === 'casamento' &&
    hasSpouse(s) &&
    (s.draft.separadoDeFatoSemData === true || s.answered.includes('separado_fato')),
  ask: (s) => FM.separadoDeFato.ask(spouseName(s)),
  example: FM.separadoDeFato.example,
  describe: (s) =>
    s.draft.conjuge?.separadoDeFatoDesde
      ? `separados desde ${s.draft.conjuge.separadoDeFatoDesde}`
      : s.answered.includes('separado_fato')
        ? 'vivem juntos'
        : undefined,
  summary: ({ draft: d }) => [
    d.conjuge?.separadoDeFatoDesde && `Separados de fato desde ${d.conjuge.separadoDeFatoDesde}`,
  ],
  // Since when the couple lives apart; null when they do not (or there is no spouse).
  parse: (text, ctx, s) => {
    if (!s.draft.conjuge) return parsed(null);
    const yes = parseYesNo(text);
    const desde =
      parseYearOrDate(text) ??
      readDates(text, ctx.today)
        .find((d) => d.year)
        ?.year?.toString();
    if (desde && yes !== false) return parsed(desde);
    if (yes === false) return parsed(null);
    return fail(FM.separadoDeFato.desdeQuando);
  },
  apply: (s, desde) => {
    const c = s.draft.conjuge;
    if (!c) return ok(s);
    if (desde !== null) c.separadoDeFatoDesde = desde;
    else delete c.separadoDeFatoDesde;
    delete s.draft.separadoDeFatoSemData;
    return ok(s);
  },
});

export const privatePropertyQuestion: Question = defineQuestion({
  key: 'bens_particulares',
  section: 'familia',
  dependsOn: ['estado_civil', 'regime', 'filhos'],
  // Only then does the answer change who inherits (1.829 I: the spouse concurs with descendants).
  appliesWhen: (s) =>
    s.draft.conjuge?.regimeBens === 'comunhao_parcial' &&
    s.draft.conjuge.separadoDeFatoDesde === undefined &&
    livingChildren(s.draft).length > 0,
  ask: () => FM.bensParticulares.ask,
  example: FM.bensParticulares.example,
  options: YES_NO,
  describe: (s) => yn(s.draft.conjuge?.temBensParticulares),
  summary: ({ draft: d }) => [
    d.conjuge?.temBensParticulares === true &&
      `Bens particulares: sim${d.bensParticularesDescricao ? ` (${d.bensParticularesDescricao})` : ''}`,
  ],
  // "tenho, um terreno que herdei do meu pai": a yes, and what it is is kept in their words.
  parse: (text): Parsed<{ yes: boolean; what?: string }> => {
    const owned = readOwned(text) ?? readPrivateProperty(text);
    if (owned) return parsed(owned);
    const said = parseYes(text);
    return said.ok ? parsed({ yes: said.value }) : said;
  },
  apply: (s, { yes, what }) => {
    if (s.draft.conjuge) s.draft.conjuge.temBensParticulares = yes;
    if (yes && what) s.draft.bensParticularesDescricao = what.slice(0, 300);
    else delete s.draft.bensParticularesDescricao;
    return ok(s);
  },
});

export const grandparentsQuestion: Question = defineQuestion({
  key: 'avos',
  section: 'familia',
  dependsOn: ['pais', 'filhos'],
  appliesWhen: (s) =>
    s.answered.includes('pais') &&
    !s.draft.descendentes.some((d) => d.vivo) &&
    !s.draft.ascendentes.some((a) => a.grau === 'pai' || a.grau === 'mae'),
  ask: () => FM.avos.ask,
  example: FM.avos.example,
  describe: (s) => {
    const avos = s.draft.ascendentes.filter((a) => a.grau === 'avo');
    return avos.length
      ? joinNames(
          s,
          avos.map((a) => a.pessoaId),
        )
      : s.answered.includes('avos')
        ? 'nenhum'
        : undefined;
  },
  summary: (s) => {
    const avos = s.draft.ascendentes.filter((a) => a.grau === 'avo');
    return [
      avos.length > 0 &&
        `Avós vivos: ${joinNames(
          s,
          avos.map((a) => a.pessoaId),
        )}`,
    ];
  },
  // The living grandparents by name (and side); none is an empty list.
  parse: (text) => {
    if (parseYesNo(text) === false && normalize(text).split(' ').length <= 6) return parsed([]);
    // "já faleceram todos", "todos falecidos", "morreram os quatro": none is alive.
    if (ALL_DEAD.test(normalize(text)) && !/\bviv[oa]\b|\bmas\b|\d/.test(normalize(text)))
      return parsed([]);
    const out: { nome: string; avo: string; linha?: 'paterna' | 'materna' }[] = [];
    for (const part of text.split(/\r?\n|;|\s+e\s+(?=(?:meu|minha)\s+av)/i)) {
      if (!part.trim()) continue;
      // A grandparent by name: no shares, amounts or documents in the line.
      if (/[%\d]|\b(para|pra|metade|tudo)\b/i.test(part)) return fail(FM.avos.erro);
      const { resto } = splitRelation(
        part
          .replace(/^(?:sim,?\s*)/i, '')
          .replace(/^(?:(?:a|o)\s+)?(?:minha|meu)?\s*av[óôo]\s+/i, '')
          .trim(),
      );
      const nome = parsePersonName(resto.replace(/^[,:\s]+/, '').split(',')[0] ?? '', {
        full: true,
      });
      if (!nome) return fail(FM.avos.erro);
      const n = normalize(part);
      const linha =
        /(do|lado do|por parte de) pai|mae do meu pai|pai do meu pai|paterno|paterna/.test(n)
          ? 'paterna'
          : /(da|lado da|por parte de) mae|mae da minha mae|pai da minha mae|materno|materna/.test(
                n,
              )
            ? 'materna'
            : undefined;
      const avo = /avô/i.test(part) ? 'avô' : 'avó';
      out.push({ nome, avo, ...(linha ? { linha } : {}) });
    }
    return parsed(out);
  },
  apply: (s, grandparents) => {
    const keep = s.draft.ascendentes.filter((a) => a.grau !== 'avo');
    const out: InterviewState['draft']['ascendentes'] = grandparents.map(
      ({ nome, avo, linha }) => ({
        pessoaId: addPessoa(s, { tipo: 'fisica', nome, relacao: avo }),
        grau: 'avo',
        ...(linha ? { linha } : {}),
      }),
    );
    s.draft.ascendentes = [...keep, ...out];
    return ok(s);
  },
});
