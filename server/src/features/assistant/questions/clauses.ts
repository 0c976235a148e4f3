import type { ClausulaRestritiva } from '@legado/contract';
import { looksLikeSecret } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLegitima } from './facts.ts';
import { fail, ok, type Question } from './question.ts';

/** Section 5 · cláusulas restritivas (CC 1.848, 1.911). */
export const clauseQuestions: Question[] = [
  {
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
    accept: (s, text) => {
      const n = normalize(text);
      const tipos = new Set<ClausulaRestritiva['tipos'][number]>();
      if (/inalien|nao (?:possa|pode) (?:ser )?vend/.test(n)) {
        tipos.add('inalienabilidade').add('impenhorabilidade').add('incomunicabilidade');
      }
      if (/impenhor|penhor/.test(n)) tipos.add('impenhorabilidade');
      if (/incomunic|conjuge do herdeiro|comunica/.test(n)) tipos.add('incomunicabilidade');
      if (tipos.size === 0) {
        if (parseYesNo(text) === false) {
          delete s.draft.clausulaTipos;
          delete s.draft.clausulaAlcance;
          delete s.draft.justaCausa;
          return ok(s);
        }
        return fail(M.clausulas.which);
      }
      s.draft.clausulaTipos = [...tipos];
      return ok(
        s,
        ...(tipos.size === 3 && /inalien/.test(n) ? [M.clausulas.inalienabilidade] : []),
      );
    },
  },
  {
    key: 'clausulas_alcance',
    section: 'clausulas',
    dependsOn: ['clausulas'],
    appliesWhen: (s) => Boolean(s.draft.clausulaTipos?.length) && hasLegitima(s),
    ask: () => M.clausulasAlcance.ask,
    example: M.clausulasAlcance.example,
    options: M.clausulasAlcance.opcoes,
    describe: (s) => s.draft.clausulaAlcance,
    accept: (s, text) => {
      const n = normalize(text);
      const alcance = /ambas|as duas|tudo|todas/.test(n)
        ? 'ambas'
        : /legitima/.test(n)
          ? 'legitima'
          : /disponivel/.test(n)
            ? 'disponivel'
            : undefined;
      if (!alcance) return fail(E.alcance);
      s.draft.clausulaAlcance = alcance;
      return ok(s);
    },
  },
  {
    key: 'justa_causa',
    section: 'clausulas',
    dependsOn: ['clausulas'],
    // CC 1.848: a clause on the legítima needs a stated just cause.
    appliesWhen: (s) =>
      Boolean(s.draft.clausulaTipos?.length) &&
      (s.draft.clausulaAlcance === 'legitima' || s.draft.clausulaAlcance === 'ambas'),
    ask: () => M.justaCausa.ask,
    example: M.justaCausa.example,
    describe: (s) => s.draft.justaCausa,
    summary: ({ draft: d }) => [d.justaCausa && `Justa causa: ${d.justaCausa}`],
    accept: (s, text) => {
      if (parseYesNo(text) === false) {
        s.draft.clausulaAlcance = 'disponivel';
        delete s.draft.justaCausa;
        return ok(s, M.justaCausa.dropped);
      }
      const clean = text.trim();
      if (clean.length < 10 || !/\p{L}{3}/u.test(clean)) return fail(M.justaCausa.tooShort);
      if (looksLikeSecret(clean)) return fail(M.desejos.secret);
      s.draft.justaCausa = clean.slice(0, 1000);
      return ok(s);
    },
  },
];
