import { E, M } from '../messages.ts';
import { joinNames, resolvePerson, splitPeople } from '../people.ts';
import { formatPct, parsePercent } from '../parsers/percentages.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLegitima } from './facts.ts';
import { fail, ok, YES_NO, yesNo, yn, type Question } from './question.ts';

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
      const ids: string[] = [];
      for (const part of splitPeople(
        text
          .replace(/^\s*(?:quero|indico|seria)\s+/i, '')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', '),
      )) {
        const r = resolvePerson(s, part, { group: true });
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
  },
  {
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
    accept: (s, text) => {
      const pct = parsePercent(text);
      if (pct === undefined) {
        if (
          parseYesNo(text) === false ||
          /\bsem (?:premio|nada|remuneracao)\b/.test(normalize(text))
        ) {
          for (const x of s.draft.testamenteiros) delete x.premioPercentual;
          return ok(s);
        }
        return fail(E.premio);
      }
      if (pct <= 0 || pct > 20) return fail(M.premio.range);
      for (const x of s.draft.testamenteiros) x.premioPercentual = pct;
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
