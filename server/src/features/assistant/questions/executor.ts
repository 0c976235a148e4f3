import { E, M } from '../messages.ts';
import { joinNames, resolvePerson } from '../people.ts';
import { formatPct, parsePercent } from '../parsers/percentages.ts';
import { normalize, splitList } from '../parsers/text.ts';
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
    // The executors as named, in order; none is an empty list.
    parse: (text) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 3) return parsed([]);
      const names = splitList(
        text
          .replace(/^\s*(?:quero|indico|seria)\s+/i, '')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', '),
      );
      return names.length === 0 ? fail(E.testamenteiro) : parsed(names);
    },
    apply: (s, names) => {
      if (names.length === 0) {
        s.draft.testamenteiros = [];
        return ok(s);
      }
      const ids: string[] = [];
      for (const name of names) {
        const r = resolvePerson(s, name, { group: true });
        if (!r.ok) return fail(r.error);
        ids.push(...r.ids);
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0 || unique.length > 5) return fail(E.testamenteiro);
      s.draft.testamenteiros = unique.map((pessoaId, i) => ({
        pessoaId,
        ordem: i + 1,
        posseBens: false,
      }));
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'testamenteiro_premio',
    section: 'testamenteiro',
    dependsOn: ['testamenteiro'],
    appliesWhen: (s) => s.draft.testamenteiros.length > 0,
    ask: () => M.premio.ask,
    example: M.premio.example,
    describe: (s) => {
      const pct = s.draft.testamenteiros[0]?.premioPercentual;
      return pct === undefined ? undefined : formatPct(pct);
    },
    // CC 1.987: a prize of 1% to 5%; none is undefined.
    parse: (text) => {
      const pct = parsePercent(text);
      if (pct === undefined) return parseYesNo(text) === false ? parsed(undefined) : fail(E.premio);
      return pct < 1 || pct > 5 ? fail(M.premio.range) : parsed(pct);
    },
    apply: (s, pct) => {
      for (const x of s.draft.testamenteiros) {
        if (pct === undefined) delete x.premioPercentual;
        else x.premioPercentual = pct;
      }
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
