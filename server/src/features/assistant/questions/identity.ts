import { formatCep, formatCpf, nationalityFor, type Endereco } from '@legado/contract';
import { toContent } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinPt } from '../people.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { ageOn, formatDateBr, parseDate, stripDate } from '../parsers/dates.ts';
import { readDates, stripChatter } from '../parsers/index.ts';
import { restoreCommonAccents } from '../parsers/common-accents.ts';
import { writtenPlace } from '../parsers/place-words.ts';
import { readBirthplace } from '../parsers/birthplace.ts';
import { readProfessionAnswer } from '../parsers/profession-answer.ts';
import { withoutChatTail } from '../parsers/profession.ts';
import { parsePersonName } from '../parsers/names.ts';
import { readNationality } from '../parsers/nationality.ts';
import {
  completeWithCep,
  completeWithCity,
  readTestatorAddress,
  writtenAddress,
} from './address-answer.ts';
import { capacityQuestion } from './capacity-question.ts';
import { ownWillQuestion } from './own-will-question.ts';
import { defineQuestion, fail, ok, parsed, type Question } from './question.ts';

/** "Rua Barão de Aracati, 1234, apartamento 201, Aldeota, CEP 60115-081 (CE)": all but the city. */
function describeWithoutCity(e: Omit<Endereco, 'cidade'>) {
  const parts = [e.logradouro, e.numero, e.complemento, e.bairro].filter(Boolean);
  return `${parts.join(', ')}, CEP ${formatCep(e.cep)} (${e.uf})`;
}

/** "Rua das Flores, 123, São Paulo/SP". */
function describeAddress(e: { logradouro: string; numero: string; cidade: string; uf: string }) {
  return `${e.logradouro}, ${e.numero}, ${e.cidade}/${e.uf}`;
}

/** Section 1 · identificação e capacidade. */
export const identityQuestions: Question[] = [
  ownWillQuestion,
  defineQuestion({
    key: 'nome',
    section: 'identificacao',
    ask: () => M.nome.ask,
    example: M.nome.example,
    editAliases: [/\bnome\b/],
    describe: (s) => s.draft.testador.nome,
    summary: ({ draft: { testador: t } }) => [t.nome && `Nome: ${t.nome}`],
    // The full name, and the CPF when it came with it; "…, ja falei", "… ne" are not part of it.
    parse: (typed) => {
      const text = withoutChatTail(typed);
      const nome =
        parsePersonName(stripDocuments(text), { full: true }) ??
        parsePersonName(stripChatter(stripDate(stripDocuments(text))).split(',')[0] ?? '', {
          full: true,
        });
      if (!nome) return fail(E.nomeCompleto);
      const cpf = parseCpf(text);
      return parsed({ nome, ...(cpf.ok ? { cpf: cpf.digits } : {}) });
    },
    apply: (s, { nome, cpf }) => {
      s.draft.testador.nome = nome;
      if (cpf !== undefined && !s.draft.testador.cpf) {
        // The CPF came with the name: its own question is answered too.
        s.draft.testador.cpf = cpf;
        return { ...ok(s), alsoAnswered: ['cpf'] };
      }
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'cpf',
    section: 'identificacao',
    ask: () => M.cpf.ask,
    example: M.cpf.example,
    editAliases: [/\bcpf\b/],
    describe: (s) => s.draft.testador.cpf,
    summary: ({ draft: { testador: t } }) => [t.cpf && `CPF: ${formatCpf(t.cpf)}`],
    parse: (text) => {
      const r = parseCpf(text);
      if (!r.ok)
        return fail(r.reason === 'digito' ? M.cpf.invalid : `${E.cpfAusente} ${M.cpf.later}`);
      return parsed(r.digits);
    },
    apply: (s, cpf) => {
      if (s.draft.pessoas.some((p) => p.cpf === cpf)) return fail(E.cpfRepetido);
      s.draft.testador.cpf = cpf;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'nascimento',
    section: 'identificacao',
    ask: () => M.nascimento.ask,
    example: M.nascimento.example,
    editAliases: [/nascimento|data/],
    describe: (s) =>
      s.draft.testador.dataNascimento ? formatDateBr(s.draft.testador.dataNascimento) : undefined,
    summary: ({ draft: { testador: t } }) => [
      t.dataNascimento && `Nascimento: ${formatDateBr(t.dataNascimento)}`,
    ],
    parse: (text, ctx) => {
      // "14 de fevereiro de 45": a two-digit year of an adult's birth.
      const data =
        parseDate(text) ?? readDates(text, ctx.today, { minAge: 16 }).find((d) => d.iso)?.iso;
      if (!data) return fail(E.data);
      if (data > ctx.today) return fail(M.nascimento.future);
      if (ageOn(data, ctx.today) > 120) return fail(M.nascimento.tooOld);
      return parsed(data);
    },
    apply: (s, data, ctx) => {
      s.draft.testador.dataNascimento = data;
      const cap = evaluateRules(toContent(s, ctx.today), {
        today: ctx.today,
        only: ['CAP_IDADE'],
      })[0];
      if (cap) return fail(cap.mensagem);
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'naturalidade',
    section: 'identificacao',
    ask: () => M.naturalidade.ask,
    example: M.naturalidade.example,
    editAliases: [/naturalidade|nacionalidade|onde nasci/],
    describe: (s) => s.draft.testador.naturalidade,
    summary: ({ draft: { testador: t } }) => [
      t.naturalidade && M.summary.naturalidade(t.naturalidade, t.nacionalidade, t.sexo),
    ],
    // "Cidade/UF" from the list of municipalities, or a place abroad with its country.
    parse: (typed) => {
      const place = readBirthplace(typed);
      if (place && 'sameName' in place) return fail(M.naturalidade.whichState(place.sameName));
      return place ? parsed(place) : fail(M.naturalidade.unknown);
    },
    apply: (s, { naturalidade, brasileira, near, moradia }) => {
      // "nasci em parintins mas to em manaus": where they live is kept for the address.
      if (moradia) s.draft.moradia = moradia;
      // "Campinas/SP" came from the list of municipalities; a place abroad gets its capitals and
      // accents ("caracas, venezuela" → "Caracas, Venezuela").
      s.draft.testador.naturalidade = naturalidade.includes('/')
        ? naturalidade
        : writtenPlace(naturalidade);
      if (brasileira) s.draft.testador.nacionalidade = 'brasileira';
      else delete s.draft.testador.nacionalidade;
      return near ? ok(s, M.naturalidade.quase(naturalidade)) : ok(s);
    },
  }),
  defineQuestion({
    key: 'nacionalidade',
    section: 'identificacao',
    dependsOn: ['naturalidade'],
    appliesWhen: (s) =>
      s.draft.testador.naturalidade !== undefined && s.draft.testador.nacionalidade === undefined,
    ask: () => M.nacionalidade.ask,
    example: M.nacionalidade.example,
    describe: (s) => s.draft.testador.nacionalidade,
    parse: (text) => {
      const nacionalidade = readNationality(withoutChatTail(text));
      return nacionalidade ? parsed(nacionalidade) : fail(E.nacionalidade);
    },
    apply: (s, nacionalidade) => {
      const { sexo } = s.draft.testador;
      // Stored as the will prints it, agreeing with "o testador"/"a testadora" when known.
      s.draft.testador.nacionalidade = sexo ? nationalityFor(nacionalidade, sexo) : nacionalidade;
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'profissao',
    section: 'identificacao',
    optional: true,
    ask: () => M.profissao.ask,
    example: M.profissao.example,
    editAliases: [/profissao/],
    describe: (s) => s.draft.testador.profissao,
    summary: ({ draft: { testador: t } }) => [t.profissao && `Profissão: ${t.profissao}`],
    clear: (s) => {
      delete s.draft.testador.profissao;
    },
    parse: (text) => {
      const profissao = readProfessionAnswer(text);
      return profissao ? parsed(profissao) : fail(E.profissao);
    },
    apply: (s, profissao) => {
      // "motorista de caminhao" → "motorista de caminhão": printed as it is written.
      s.draft.testador.profissao = restoreCommonAccents(profissao);
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'endereco',
    section: 'identificacao',
    ask: () => M.endereco.ask,
    example: M.endereco.example,
    editAliases: [/endereco|cep|moro/],
    describe: (s) => {
      const e = s.draft.testador.endereco;
      return e ? describeAddress(e) : undefined;
    },
    summary: ({ draft: { testador: t } }) => {
      const e = t.endereco;
      return [
        e &&
          `Endereço: ${e.logradouro}, ${e.numero}${e.complemento ? `, ${e.complemento}` : ''}${e.bairro ? `, ${e.bairro}` : ''}, ${e.cidade}/${e.uf}, CEP ${formatCep(e.cep)}`,
      ];
    },
    // The full address; without its CEP, the CEP is asked for (the rest kept pending).
    parse: (text, _ctx, s) => {
      // "moro na Rua …, CEP …" after "moro aqui em Fortaleza": the city said before is used.
      const r = readTestatorAddress(text, s.draft.moradia);
      if (r.ok) return parsed(r.endereco);
      if (r.semCidade)
        return {
          ok: false,
          error: M.endereco.onlyCity(describeWithoutCity(r.semCidade)),
          pending: { kind: 'endereco_cidade', endereco: r.semCidade },
        };
      if (r.semCep)
        return {
          ok: false,
          error: r.cepOutroEstado
            ? M.endereco.cepOutroEstado(formatCep(r.cepOutroEstado), describeAddress(r.semCep))
            : M.endereco.onlyCep(describeAddress(r.semCep)),
          pending: { kind: 'endereco_cep', endereco: r.semCep },
        };
      return fail(M.endereco.missing(joinPt(r.faltando)));
    },
    apply: (s, endereco) => {
      // Typed in the form too: the street and bairro as on a letter ("Rua São José").
      s.draft.testador.endereco = writtenAddress(endereco);
      return ok(s);
    },
    confirm: (s, pending, text) => {
      const endereco = completeWithCep(pending, text) ?? completeWithCity(pending, text);
      if (!endereco) return undefined;
      s.draft.testador.endereco = writtenAddress(endereco);
      return ok(s);
    },
  }),
  capacityQuestion,
];
