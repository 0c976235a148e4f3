import { FormValuesSchemas } from '@legado/contract';
import { E, M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parseCityUf } from '../parsers/places.ts';
import { findPlace } from '../parsers/index.ts';
import { normalize, splitLines } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { mustUsePublico } from './facts.ts';
import { defineForm, fail, ok, type Question } from './question.ts';
import {
  applyWitnesses,
  applyWitnessLinks,
  parseWitnessLine,
  requiredWitnesses,
  witnessFromForm,
  witnessLinksText,
  witnessRelevantBeneficiaries,
  witnessWithAddress,
} from './witnesses.ts';

/** Section 9 · forma, testemunhas e local. */
export const formalityQuestions: Question[] = [
  {
    key: 'forma',
    section: 'formalidades',
    appliesWhen: (s) => !mustUsePublico(s),
    ask: () => M.forma.ask,
    example: M.forma.example,
    options: M.forma.opcoes,
    editAliases: [/\bforma\b|particular|publico/],
    describe: (s) => s.draft.forma,
    summary: ({ draft: d }) => [
      d.forma &&
        `Forma: ${d.forma === 'publico' ? 'público (minuta para o cartório)' : 'particular'}`,
    ],
    accept: (s, text) => {
      const n = normalize(text);
      const forma = /particular|^1\b|em casa|imprim/.test(n)
        ? 'particular'
        : /public|^2\b|cartorio|tabeli/.test(n)
          ? 'publico'
          : undefined;
      if (!forma) return fail(E.forma);
      s.draft.forma = forma;
      return ok(s);
    },
  },
  {
    key: 'testemunhas',
    section: 'formalidades',
    // The number of witnesses depends on the form.
    dependsOn: ['forma'],
    ask: (s) => M.testemunhas.ask(requiredWitnesses(s)),
    example: M.testemunhas.example,
    editAliases: [/testemunha/],
    describe: (s) =>
      s.draft.testemunhaIds.length ? joinNames(s, s.draft.testemunhaIds) : undefined,
    summary: (s) => [
      s.draft.testemunhaIds.length > 0 &&
        `Testemunhas: ${s.draft.testemunhaIds.map((id) => witnessWithAddress(s, id)).join('; ')}`,
    ],
    accept: (s, text, ctx) =>
      applyWitnesses(
        s,
        splitLines(text).map((line) => parseWitnessLine(line, ctx.today)),
        ctx,
      ),
    form: defineForm({
      name: 'testemunhas',
      schema: FormValuesSchemas.testemunhas,
      accept: (s, values, ctx) => applyWitnesses(s, values.itens.map(witnessFromForm), ctx),
    }),
  },
  {
    // CC 1.802: a witness's spouse, parent, child or sibling receiving something is presumed a
    // front person. Only the person can tell us these relations; the rule TESTEM_INTERPOSTA reads
    // them from the witnesses' `vinculos`.
    key: 'testemunhas_parentes',
    section: 'formalidades',
    dependsOn: ['testemunhas', 'heranca', 'cnpj', 'legados', 'substitutos'],
    appliesWhen: (s) =>
      s.draft.testemunhaIds.length > 0 && witnessRelevantBeneficiaries(s).length > 0,
    ask: (s) =>
      M.testemunhasParentes.ask(
        joinNames(
          s,
          witnessRelevantBeneficiaries(s).map((p) => p.id),
        ),
      ),
    example: M.testemunhasParentes.example,
    options: M.testemunhasParentes.opcoes,
    describe: witnessLinksText,
    accept: (s, text, ctx) => applyWitnessLinks(s, text, ctx),
  },
  {
    key: 'local',
    section: 'formalidades',
    ask: (s) => {
      const e = s.draft.testador.endereco;
      return M.local.ask(e ? `${e.cidade}/${e.uf}` : undefined);
    },
    example: M.local.example,
    editAliases: [/local|cidade/],
    describe: (s) => (s.draft.cidade ? `${s.draft.cidade}/${s.draft.uf ?? ''}` : undefined),
    summary: (s) => [s.draft.cidade && `Local: ${s.draft.cidade}/${s.draft.uf ?? ''}`],
    accept: (s, text) => {
      // "nao, vai ser em niteroi rj", "Sim, Rio de Janeiro": the city, spelled as the list does.
      const place = findPlace(text) ?? parseCityUf(text);
      const e = s.draft.testador.endereco;
      if (place) {
        s.draft.cidade = place.cidade;
        s.draft.uf = place.uf;
        return ok(s);
      }
      if (parseYesNo(text) === true && e) {
        s.draft.cidade = e.cidade;
        s.draft.uf = e.uf;
        return ok(s);
      }
      return fail(E.cidadeUf);
    },
  },
];
