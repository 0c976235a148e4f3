import { E, M } from '../messages.ts';
import { joinNames, splitPeople } from '../people.ts';
import { namesNoOne, referenceSaid, resolveReferences } from '../people-references.ts';
import { formatPct, parsePercent } from '../parsers/percentages.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { NUMBER_WORD_PATTERN } from '../parsers/number-words.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLegitima } from './facts.ts';
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

/**
 * The prêmio said with the executor: "com prêmio de 2%", ", 3% da herança", "e quero pagar um
 * prêmio", or none: ", sem premio".
 */
const PREMIO = new RegExp(
  `[,;]?\\s*(?:e\\s+)?(?:com\\s+|sem\\s+|quero\\s+(?:pagar|dar)\\s+|(?:eu\\s+)?quero\\s+que\\s+(?:ele|ela)\\s+(?:ganhe|receba|tenha|leve|fique\\s+com)\\s+|(?:ele|ela)\\s+(?:ganha|recebe|leva)\\s+)?(?:(?:um|o)\\s+)?(?:pr[eê]mio|remunera[cç][aã]o|vintena|\\d+(?:[.,]\\d+)?\\s*(?:%|por\\s*cento)|${NUMBER_WORD_PATTERN}(?:\\s+e\\s+meio)?\\s+por\\s*cento).*$`,
  'i',
);

/** "se ele puder", "se ela aceitar", "caso ele queira": a courtesy said after the name. */
const COURTESY =
  /[\s,;]+(?:(?:se|caso)\s+(?:ele|ela|eles|elas|ele\(a\)|o mesmo|a mesma)?\s*(?:puder|puderem|possa|aceitar|aceitarem|aceite|quiser|quiserem|queira|topar|concordar)|se (?:for )?poss[ií]vel|por favor|claro)\b.*$/i;

/** Titles before a name: "pr. Edson Rocha", "pastor Edson", "dona Maria", "seu João", "dr. Carlos". */
const TITLE =
  /(^|[\s,;]|\b(?:o|a)\s)(?:pr|pra|pastor|pastora|padre|frei|dr|dra|doutor|doutora|dona|seu|sr|sra|senhor|senhora|prof|profa|professor|professora|di[aá]cono)\.?\s+(?=\p{L}+\s+\p{L})/giu;

/**
 * The executors' names as said: titles and courtesies left out ("o pr. edson rocha, se ele puder"
 * → "edson rocha"), and a description said before the name ("o pastor da igreja, o pr. edson
 * rocha") dropped when the next clause names the person.
 */
export function executorNames(text: string): string[] {
  const said = referenceSaid(text)
    .replace(COURTESY, '')
    .replace(/^\s*(?:quero|indico|seria|acho que|pode ser|nomeio)\s+/i, '')
    .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', ');
  const parts = splitPeople(said);
  const bare = (part: string) =>
    part
      .replace(TITLE, '$1')
      .replace(/^\s*(?:o|a)\s+/i, '')
      .trim();
  return parts
    .filter((part, i) => {
      const next = parts[i + 1];
      // A description without a name, followed by the person it describes.
      return (
        next === undefined ||
        !DESCRIPTION.test(normalize(part)) ||
        parsePersonName(bare(part), { full: true }) !== undefined ||
        parsePersonName(bare(next), { full: true }) === undefined
      );
    })
    .map((part) => part.replace(TITLE, '$1').trim());
}

/** Words that describe who someone is without naming them: "o pastor da igreja", "meu vizinho". */
const DESCRIPTION =
  /^(?:o|a|meu|minha|nosso|nossa)\s+(?:pastor|pastora|padre|frei|advogad[oa]|contador[a]?|medic[oa]|vizinh[oa]|amig[oa]|compadre|comadre|padrinho|madrinha|chefe|patr[aã]o|patroa|irm[aã]o da igreja|irm[aã] da igreja|lider|presidente|dono|dona|gerente|sindico|professor[a]?)\b/;

/** Section 7 · testamenteiro (CC 1.976–1.990). */
export const executorQuestions: Question[] = [
  defineQuestion({
    key: 'testamenteiro',
    section: 'testamenteiro',
    optional: true,
    ask: () => M.testamenteiro.ask,
    example: M.testamenteiro.example,
    editAliases: [/testamenteiro|premio/],
    describe: (s) =>
      s.draft.testamenteiros.length
        ? joinNames(
            s,
            s.draft.testamenteiros.map((x) => x.pessoaId),
          )
        : undefined,
    summary: (s) => {
      const [first] = s.draft.testamenteiros;
      return [
        first &&
          `Testamenteiro(s): ${joinNames(
            s,
            s.draft.testamenteiros.map((x) => x.pessoaId),
          )}${first.premioPercentual ? `, prêmio de ${formatPct(first.premioPercentual)}` : ''}${first.posseBens ? ', com posse dos bens' : ''}`,
      ];
    },
    clear: (s) => {
      s.draft.testamenteiros = [];
    },
    // The executors as named and the prêmio said with them; null when the judge appoints one.
    parse: (text) => {
      const n = normalize(text);
      // "deixa o juiz escolher": no executor named, the judge appoints one (CC 1.984).
      const judge =
        (/\bjuiz\b|\bjustica\b/.test(n) && !/\bnao\b.*\bjuiz/.test(n)) ||
        /\b(?:ninguem|deixa pra la|sei nao|nao sei|nenhum)\b/.test(n);
      if ((parseYesNo(text) === false && n.split(' ').length <= 3) || judge || namesNoOne(text))
        return parsed(null);
      // "minha esposa, com prêmio de 2%": the prêmio said with the executor (1.987).
      const premio = PREMIO.exec(text);
      const pct = premio ? parsePercent(premio[0]) : undefined;
      const names = premio ? text.slice(0, premio.index) : text;
      // A prêmio wanted without its percentage is asked next; not said, the judge fixes it.
      const premioSemValor =
        premio !== null && pct === undefined && !/\b(?:sem|nao|nada)\b/.test(normalize(premio[0]));
      return parsed({ names: executorNames(names), pct, premioSemValor });
    },
    apply: (s, value) => {
      if (value === null) {
        s.draft.testamenteiros = [];
        return ok(s);
      }
      const { names, pct, premioSemValor } = value;
      const r = resolveReferences(s, names, { group: true });
      if (!r.ok) return fail(r.error);
      const unique = r.ids;
      if (unique.length === 0 || unique.length > 5) return fail(E.testamenteiro);
      if (pct !== undefined && (pct <= 0 || pct > 20)) return fail(M.premio.range);
      s.draft.testamenteiros = unique.map((pessoaId, i) => ({
        pessoaId,
        ordem: i + 1,
        posseBens: false,
        ...(pct !== undefined ? { premioPercentual: pct } : {}),
      }));
      if (premioSemValor) s.draft.premioSemValor = true;
      else delete s.draft.premioSemValor;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'testamenteiro_premio',
    section: 'testamenteiro',
    dependsOn: ['testamenteiro'],
    // The prêmio is said with the executor; asked only when wanted without its percentage.
    appliesWhen: (s) =>
      s.draft.testamenteiros.length > 0 &&
      (s.draft.premioSemValor === true || s.answered.includes('testamenteiro_premio')),
    ask: () => M.premio.ask,
    example: M.premio.example,
    describe: (s) => {
      const pct = s.draft.testamenteiros[0]?.premioPercentual;
      return pct === undefined ? undefined : formatPct(pct);
    },
    // The percentage, or null for no prêmio.
    parse: (text) => {
      const pct = parsePercent(text);
      if (pct !== undefined) return pct <= 0 || pct > 20 ? fail(M.premio.range) : parsed(pct);
      if (parseYesNo(text) === false || /\bsem (?:premio|nada|remuneracao)\b/.test(normalize(text)))
        return parsed(null);
      return fail(E.premio);
    },
    apply: (s, pct) => {
      for (const x of s.draft.testamenteiros) {
        if (pct === null) delete x.premioPercentual;
        else x.premioPercentual = pct;
      }
      delete s.draft.premioSemValor;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'testamenteiro_posse',
    section: 'testamenteiro',
    dependsOn: ['testamenteiro'],
    // CC 1.977: possession of the estate only when there are no necessary heirs.
    appliesWhen: (s) => s.draft.testamenteiros.length > 0 && !hasLegitima(s),
    ask: () => M.posse.ask,
    example: M.posse.example,
    options: YES_NO,
    describe: (s) =>
      s.answered.includes('testamenteiro_posse')
        ? yn(s.draft.testamenteiros[0]?.posseBens)
        : undefined,
    parse: parseYes,
    apply: (s, yes) => {
      for (const x of s.draft.testamenteiros) x.posseBens = yes;
      return ok(s);
    },
  }),
];
