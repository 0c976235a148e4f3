import { addPessoa } from '../interview-state.ts';
import { M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parsePersonName, splitRelation } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { FM } from './family-messages.ts';
import { readParents } from './parents-answer.ts';
import { defineQuestion, fail, ok, parsed, type Question } from './question.ts';

/** The living parents, asked when no descendant is alive. */
export const parentsQuestion: Question = defineQuestion({
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
  // The living parents by name; none is an empty list.
  parse: (text, ctx) => {
    const n = normalize(text);
    const read = readParents(text, ctx.today);
    if (read?.ok) return parsed(read.parents);
    if (read) {
      return fail(read.missing === 'quem' ? FM.pais.quem : FM.pais.nomes(read.graus));
    }
    if (
      parseYesNo(text) === false &&
      n.split(' ').length <= 5 &&
      !/\b(pai|mae)\b.*\b(viv|sim)/.test(n)
    )
      return parsed([]);
    const parts = text
      .split(/\r?\n|;|\s+e\s+(?=(?:meu|minha|o|a)?\s*(?:pai|m[ãa]e)\b)/i)
      .map((p) => p.trim())
      .filter(Boolean);
    const out: { grau: 'pai' | 'mae'; nome: string }[] = [];
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
      out.push({ grau, nome });
    }
    if (out.length === 0 || out.length > 2) return fail(M.pais.needNames);
    return parsed(out);
  },
  apply: (s, parents) => {
    s.draft.ascendentes = parents.map(({ grau, nome }) => ({
      pessoaId: addPessoa(s, { tipo: 'fisica', nome, relacao: grau === 'mae' ? 'mãe' : 'pai' }),
      grau,
    }));
    return ok(s);
  },
});
