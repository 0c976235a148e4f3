import { E, M } from '../messages.ts';
import { joinNames, resolvePerson, splitPeople } from '../people.ts';
import { formatPct, parsePercent } from '../parsers/percentages.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLegitima } from './facts.ts';
import { fail, ok, YES_NO, yesNo, yn, type Question } from './question.ts';

/** The prêmio said with the executor: "com prêmio de 2%", ", 3% da herança", "e quero pagar um prêmio". */
const PREMIO =
  /[,;]?\s*(?:e\s+)?(?:com\s+|quero\s+(?:pagar|dar)\s+)?(?:(?:um|o)\s+)?(?:pr[eê]mio|remunera[cç][aã]o|vintena|\d+(?:[.,]\d+)?\s*%).*$/i;

/** Section 7 · testamenteiro (CC 1.976–1.990). */
export const executorQuestions: Question[] = [
  {
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
    accept: (s, text) => {
      const n = normalize(text);
      // "deixa o juiz escolher": no executor named, the judge appoints one (CC 1.984).
      const judge =
        (/\bjuiz\b|\bjustica\b/.test(n) && !/\bnao\b.*\bjuiz/.test(n)) ||
        /\b(?:ninguem|deixa pra la|sei nao|nao sei|nenhum)\b/.test(n);
      if ((parseYesNo(text) === false && n.split(' ').length <= 3) || judge) {
        s.draft.testamenteiros = [];
        return ok(s);
      }
      // "minha esposa, com prêmio de 2%": the prêmio said with the executor (1.987).
      const premio = PREMIO.exec(text);
      const pct = premio ? parsePercent(premio[0]) : undefined;
      const names = premio ? text.slice(0, premio.index) : text;
      const ids: string[] = [];
      for (const part of splitPeople(
        names
          .replace(/^\s*(?:quero|indico|seria)\s+/i, '')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', '),
      )) {
        const r = resolvePerson(s, part, { group: true });
        if (!r.ok) return fail(r.error);
        ids.push(...r.ids);
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0 || unique.length > 5) return fail(E.testamenteiro);
      if (pct !== undefined && (pct <= 0 || pct > 20)) return fail(M.premio.range);
      s.draft.testamenteiros = unique.map((pessoaId, i) => ({
        pessoaId,
        ordem: i + 1,
        posseBens: false,
        ...(pct !== undefined ? { premioPercentual: pct } : {}),
      }));
      // A prêmio wanted without its percentage is asked next; not said, the judge fixes it.
      const wanted =
        premio !== null && pct === undefined && !/\b(?:sem|nao|nada)\b/.test(normalize(premio[0]));
      if (wanted) s.draft.premioSemValor = true;
      else delete s.draft.premioSemValor;
      return ok(s);
    },
  },
  {
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
    accept: (s, text) => {
      const pct = parsePercent(text);
      if (pct === undefined) {
        if (
          parseYesNo(text) === false ||
          /\bsem (?:premio|nada|remuneracao)\b/.test(normalize(text))
        ) {
          for (const x of s.draft.testamenteiros) delete x.premioPercentual;
          delete s.draft.premioSemValor;
          return ok(s);
        }
        return fail(E.premio);
      }
      if (pct <= 0 || pct > 20) return fail(M.premio.range);
      for (const x of s.draft.testamenteiros) x.premioPercentual = pct;
      delete s.draft.premioSemValor;
      return ok(s);
    },
  },
  {
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
    accept: (s, text) =>
      yesNo(text, (yes) => {
        for (const x of s.draft.testamenteiros) x.posseBens = yes;
        return ok(s);
      }),
  },
];
