import { witnessPieces } from '../parsers/witness-list.ts';
import { FormValuesSchemas } from '@legado/contract';
import { E, M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parseCityUf } from '../parsers/places.ts';
import { findPlace } from '../parsers/index.ts';
import { placeAfterYesNo } from '../parsers/municipalities.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { mustUsePublico } from './facts.ts';
import type { Draft } from '../interview-state.ts';
import { defineForm, defineQuestion, fail, ok, parsed, type Question } from './question.ts';
import {
  allWitnessesRead,
  applyWitnesses,
  applyWitnessLinks,
  parseWitnessLinkAnswer,
  parseWitnessLine,
  requiredWitnesses,
  witnessFromForm,
  witnessLinksText,
  witnessRelevantBeneficiaries,
  witnessWithAddress,
} from './witnesses.ts';

/** Section 9 · forma, testemunhas e local. */
export const formalityQuestions: Question[] = [
  defineQuestion({
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
    parse: (text) => {
      const n = normalize(text);
      const forma: Draft['forma'] = /particular|^1\b|em casa|imprim/.test(n)
        ? 'particular'
        : /public|^2\b|cartorio|tabeli/.test(n)
          ? 'publico'
          : undefined;
      return forma ? parsed(forma) : fail(E.forma);
    },
    apply: (s, forma) => {
      s.draft.forma = forma;
      return ok(s);
    },
  }),
  defineQuestion({
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
    // An address typed without a city takes the testator's (the witnesses' usually live near).
    parse: (text, ctx, s) =>
      allWitnessesRead(
        witnessPieces(text).map((piece) =>
          parseWitnessLine(piece, ctx.today, s.draft.testador.endereco),
        ),
      ),
    apply: applyWitnesses,
    form: defineForm({
      name: 'testemunhas',
      schema: FormValuesSchemas.testemunhas,
      toValue: (values) => allWitnessesRead(values.itens.map(witnessFromForm)),
    }),
  }),
  defineQuestion({
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
    parse: (text, _ctx, s) => parseWitnessLinkAnswer(s, text),
    apply: applyWitnessLinks,
  }),
  defineQuestion({
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
    // A city typed, or "sim" for the city of the address.
    parse: (text, _ctx, s) => {
      // "nao, vai ser em niteroi rj", "Sim, Rio de Janeiro": the city, spelled as the list does.
      const place = findPlace(text) ?? placeAfterYesNo(text) ?? parseCityUf(text);
      if (place) return parsed(place);
      const e = s.draft.testador.endereco;
      if (parseYesNo(text) === true && e) return parsed({ cidade: e.cidade, uf: e.uf });
      return fail(E.cidadeUf);
    },
    apply: (s, { cidade, uf }) => {
      s.draft.cidade = cidade;
      s.draft.uf = uf;
      return ok(s);
    },
  }),
];
