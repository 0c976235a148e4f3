import { formatCep, formatCpf, nationalityFor } from '@legado/contract';
import { toContent, type InterviewState } from '../interview-state.ts';
import { hasLimit, readCapacity } from '../parsers/capacity.ts';
import { evaluateRules } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinPt } from '../people.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { ageOn, formatDateBr, parseDate, stripDate } from '../parsers/dates.ts';
import { findPlace, readDates, readProfession, stripChatter } from '../parsers/index.ts';
import { restoreCommonAccents } from '../parsers/common-accents.ts';
import { writtenPlace } from '../parsers/place-words.ts';
import {
  isSentence,
  professionHead,
  withoutChatTail,
  withoutTradeIntro,
} from '../parsers/profession.ts';
import { stateCapital, withoutResidence } from '../parsers/municipalities.ts';
import { parsePersonName } from '../parsers/names.ts';
import { readNationality } from '../parsers/nationality.ts';
import { parseCityUf, parseUf } from '../parsers/places.ts';
import { completeWithCep, readTestatorAddress, writtenAddress } from './address-answer.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
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

/** "Rua das Flores, 123, São Paulo/SP". */
function describeAddress(e: { logradouro: string; numero: string; cidade: string; uf: string }) {
  return `${e.logradouro}, ${e.numero}, ${e.cidade}/${e.uf}`;
}

/**
 * The person opened by telling their own facts ("meu nome é…, nasci…, sou casada…"), before saying
 * that the will is theirs. They are not stopped at that question: the rest of the identification
 * goes on with what they told, and the declaration the law needs from them (own will, full
 * discernment: arts. 1.858 and 1.860) is asked when it ends, still for them to affirm.
 */
function toldOwnFactsFirst(s: InterviewState): boolean {
  return !s.answered.includes('proprio') && s.answered.some((key) => key !== 'proprio');
}

/** "quero fazer meu testamento": what they came for, said before the declaration is asked. */
function wantsOwnWill(text: string): boolean {
  return /\b(?:quero|queria|gostaria de|vim|preciso) (?:fazer|escrever|deixar)\b/.test(
    normalize(text),
  );
}

const WANTS_OWN_WILL =
  'Que bom, vamos fazer juntos. Antes, preciso da sua confirmação: este testamento é seu, feito por sua própria vontade, e você está em pleno juízo para decidir?';

/**
 * "sou o neto dela, to digitando pq ela nao mexe com celular, mas é ela q ta decidindo tudo":
 * someone types for the person, whose decisions they are. Whom they type for ('ela'/'ele'), or
 * undefined when the message says no such thing or says the decisions are not the person's.
 */
function typingFor(text: string): 'ela' | 'ele' | undefined {
  const n = normalize(text);
  const types =
    /\b(?:(?:to|tou|estou|t[oô]|vou|eu)\s+(?:digitando|escrevendo|mexendo|teclando|ajudando|preenchendo)|digit(?:o|ando|ar) (?:pra|para|por) (?:ela|ele|(?:a |o )?(?:minha|meu) (?:mae|pai|avo|vo|vovo|tia|tio|sogra|sogro|madrinha|padrinho))|(?:ela|ele) (?:nao|n) (?:mexe|sabe mexer|consegue mexer|sabe usar|usa|consegue usar|enxerga)|(?:sou|aqui e) (?:(?:o|a) )?(?:net[oa]|filh[oa]|sobrinh[oa]|genro|nora|afilhad[oa]|bisnet[oa]) (?:dela|dele))\b/.test(
      n,
    );
  if (!types) return undefined;
  // "eu que decido", "ela nao quer": the will would not be the person's own.
  if (
    /\beu (?:q|que|quem) (?:decido|vou decidir|to decidindo|escolho)\b|\b(?:ela|ele) (?:nao|n) (?:quer|sabe de nada|esta sabendo)\b/.test(
      n,
    )
  )
    return undefined;
  const hers = (n.match(/\b(?:ela|dela|minha (?:mae|avo|vo|vovo|tia|sogra|madrinha))\b/g) ?? [])
    .length;
  const his = (n.match(/\b(?:ele|dele|meu (?:pai|avo|vo|vovo|tio|sogro|padrinho))\b/g) ?? [])
    .length;
  return his > hers ? 'ele' : 'ela';
}

/** Why someone may type for the person, in two warm sentences. */
function typedForNote(typist: 'ela' | 'ele', cannotSign: boolean): string {
  const d = typist === 'ela' ? 'dela' : 'dele';
  const mesmo = `${typist} mesm${typist === 'ela' ? 'a' : 'o'}`;
  // Who cannot sign never signs a will: in the público form a witness signs at their request.
  const end = cannotSign
    ? `que ${mesmo} confirme tudo no cartório; como ${typist} não consegue assinar, uma testemunha assina a rogo ${d} (art. 1.865)`
    : `que ${mesmo} leia e assine o documento no final`;
  return `Tudo bem você digitar por ${typist}: o testamento pode ser escrito com ajuda, desde que as decisões sejam ${d} e ${end}. Sigo considerando que este testamento é ${d}, feito por vontade própria.`;
}

/** Words about reading, seeing or signing: with a "não" not understood, the question is asked again. */
const CAPACITY_WORDS =
  /\b(?:assin\w*|le|ler|leio|enxerg\w*|ve|vejo|ceg\w*|trem\w*|digit\w*|escrev\w*)\b/;

/**
 * Keeps the conditions that limit the form (blind, cannot read, cannot sign): the will can only
 * be público, at the notary (1.865, 1.867, 1.876). Returns the note that says so.
 */
export function applyCapacity(
  s: InterviewState,
  { blind, noRead, noSign }: { blind: boolean; noRead: boolean; noSign: boolean },
): string {
  Object.assign(s.draft.testador.capacidade, {
    deficienciaVisualTotal: blind,
    sabeLer: !noRead,
    podeAssinar: !noSign,
  });
  s.draft.forma = 'publico';
  return noSign && !blind && !noRead ? M.capacidade.publicoNaoAssina : M.capacidade.publico;
}

/** Section 1 · identificação e capacidade. */
export const identityQuestions: Question[] = [
  defineQuestion({
    key: 'proprio',
    section: 'identificacao',
    appliesWhen: (s) => !toldOwnFactsFirst(s) || s.answered.includes('capacidade'),
    ask: (s) => (toldOwnFactsFirst(s) ? M.proprio.askAfterFacts : M.proprio.ask),
    example: M.proprio.example,
    options: YES_NO,
    editAliases: [/identifica|dados|meus dados|capacidade/],
    describe: (s) => yn(s.draft.testador.capacidade.declaraPlenoDiscernimento),
    // "Quero fazer meu testamento" says what they came for, not that the will is theirs by their
    // own free will: that declaration is still asked (arts. 1.858 and 1.860).
    parse: (text) => {
      const typist = typingFor(text);
      if (typist) return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: true, typist });
      const said = parseYes(text);
      if (said.ok) return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: said.value });
      return wantsOwnWill(text) ? fail(WANTS_OWN_WILL) : said;
    },
    apply: (s, { yes, typist }) => {
      if (!yes) return fail(M.proprio.no);
      s.draft.testador.capacidade.declaraPlenoDiscernimento = true;
      const cannotSign = s.draft.testador.capacidade.podeAssinar === false;
      return typist ? ok(s, typedForNote(typist, cannotSign)) : ok(s);
    },
  }),
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
    // "Cidade/UF" with the nationality it implies, or a place abroad as typed.
    parse: (typed) => {
      // "curitiba, ja falei": the conversation after the place is not part of it; "nasci no crato
      // mas moro em juazeiro": where they live is the address, not this.
      const text = withoutResidence(withoutChatTail(typed)).replace(/\s+/g, ' ').trim();
      // "sp capital": the state's capital.
      const capital = /^\s*(\p{L}{2})\s+capital\b/iu.exec(text)?.[1];
      const place =
        (capital ? stateCapital(capital) : undefined) ??
        findPlace(stripChatter(text)) ??
        parseCityUf(text) ??
        // "nasci em curitiba em 12/08/1992, engenheiro": the place among other facts.
        (/\b(?:nasci|natural)\b/i.test(text) ? findPlace(text) : undefined);
      if (place) return parsed({ naturalidade: `${place.cidade}/${place.uf}`, brasileira: true });
      const clean = stripChatter(text)
        .replace(/^(?:eu\s+)?(?:nasci|sou natural)\s+(?:em|de|d[oa]|n[oa])\s+/i, '')
        .replace(/,\s*(?:n[ao]s?|em)\s+/gi, ', ')
        .trim()
        .replace(/[.!]+$/, '');
      // "pará" alone is a state, not a place abroad: the city is asked.
      if (
        !/^[\p{L}][\p{L}' ,./()-]{2,80}$/u.test(clean) ||
        parseYesNo(clean) !== undefined ||
        parseUf(clean) !== undefined ||
        isSentence(clean)
      )
        return fail(E.cidadeEstado);
      return parsed({ naturalidade: clean.replace(/\s+/g, ' '), brasileira: false });
    },
    apply: (s, { naturalidade, brasileira }) => {
      // "Campinas/SP" came from the list of municipalities; a place abroad gets its capitals and
      // accents ("caracas, venezuela" → "Caracas, Venezuela").
      s.draft.testador.naturalidade = naturalidade.includes('/')
        ? naturalidade
        : writtenPlace(naturalidade);
      if (brasileira) s.draft.testador.nacionalidade = 'brasileira';
      else delete s.draft.testador.nacionalidade;
      return ok(s);
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
      const typed = withoutTradeIntro(withoutChatTail(text).replace(/[.!]+$/, ''));
      // "pescador, mexo com barco faz 20 anos": the trade is the first clause; the rest is talk.
      const first = typed.split(/\s*[,;.]\s*|\s+-\s+/)[0] ?? '';
      const clean =
        readProfession(text) ??
        professionHead(typed) ??
        (typed.split(/\s+/).length > 4 && first.split(' ').length <= 4 && !isSentence(first)
          ? first
          : typed);
      if (
        !/^[\p{L}][\p{L}' ,/()-]{1,80}$/u.test(clean) ||
        parseYesNo(clean) !== undefined ||
        isSentence(clean)
      )
        return fail(E.profissao);
      return parsed(clean.toLocaleLowerCase('pt-BR'));
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
    parse: (text) => {
      const r = readTestatorAddress(text);
      if (r.ok) return parsed(r.endereco);
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
      const endereco = completeWithCep(pending, text);
      if (!endereco) return undefined;
      s.draft.testador.endereco = writtenAddress(endereco);
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'capacidade',
    section: 'identificacao',
    ask: () => M.capacidade.ask,
    example: M.capacidade.example,
    options: ['Nenhuma', '1', '2', '3'],
    summary: ({ draft: { testador: t } }) => [
      t.capacidade.deficienciaVisualTotal && 'Deficiência visual total',
      t.capacidade.sabeLer === false && 'Não sabe ler',
      t.capacidade.podeAssinar === false && 'Não pode assinar',
    ],
    // Which conditions the person has, in numbers or in words ("ela não consegue assinar, a mão
    // treme, mas lê sim"); none is null. A "não" about reading, seeing or signing that is not
    // understood is asked again, never read as "none".
    parse: (text) => {
      const said = readCapacity(text, { numbers: true });
      if (said && hasLimit(said))
        return parsed({ blind: !!said.blind, noRead: !!said.noRead, noSign: !!said.noSign });
      if (said) return parsed(null);
      const n = normalize(text);
      // "não, só uso óculos pra ler": a "não" said alone first answers the question.
      if (/^(?:nao|n|nenhum\w*|nada)(?:\s*[,.!;]|\s+nao\b|\s+nenhum\w*|$)/.test(n))
        return parsed(null);
      if (CAPACITY_WORDS.test(n) && !/^nenhum/.test(n)) return fail(M.capacidade.which);
      return parseYesNo(text) === false || /^nenhum/.test(n)
        ? parsed(null)
        : fail(M.capacidade.which);
    },
    apply: (s, conditions) => {
      const cap = s.draft.testador.capacidade;
      if (conditions === null) {
        Object.assign(cap, { deficienciaVisualTotal: false, sabeLer: true, podeAssinar: true });
        if (s.draft.forma === 'publico' && !s.answered.includes('forma')) delete s.draft.forma;
        return ok(s);
      }
      return ok(s, applyCapacity(s, conditions));
    },
  }),
];

/** Section 2 · testamentos anteriores. */
export const previousWillQuestions: Question[] = [
  defineQuestion({
    key: 'anteriores',
    section: 'anteriores',
    ask: () => M.anteriores.ask,
    example: M.anteriores.example,
    options: YES_NO,
    editAliases: [/anterior|revoga/],
    describe: (s) => yn(s.draft.testamentosAnteriores),
    summary: ({ draft: d }) => [
      d.testamentosAnteriores !== undefined &&
        `Testamento anterior: ${d.testamentosAnteriores ? 'sim' : 'não'}`,
    ],
    parse: parseYes,
    apply: (s, yes) => {
      s.draft.testamentosAnteriores = yes;
      if (!yes) s.draft.revogacao = 'total';
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'revogar',
    section: 'anteriores',
    appliesWhen: (s) => s.draft.testamentosAnteriores === true,
    ask: () => M.revogar.ask,
    example: M.revogar.example,
    options: YES_NO,
    describe: (s) =>
      s.draft.revogacao ? (s.draft.revogacao === 'total' ? 'sim' : 'não') : undefined,
    summary: ({ draft: d }) => [
      d.testamentosAnteriores === true &&
        `Revogar os anteriores: ${d.revogacao === 'nenhuma' ? 'não' : 'sim'}`,
    ],
    parse: parseYes,
    apply: (s, yes, ctx) => {
      s.draft.revogacao = yes ? 'total' : 'nenhuma';
      const alert = evaluateRules(toContent(s, ctx.today), {
        today: ctx.today,
        only: ['REVOGACAO'],
      })[0];
      return ok(s, ...(alert ? [`⚠️ ${alert.mensagem}`] : []));
    },
  }),
];
