import { formatCep, formatCpf } from '@legado/contract';
import { toContent } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinPt } from '../people.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { ageOn, formatDateBr, parseDate } from '../parsers/dates.ts';
import { parsePersonName } from '../parsers/names.ts';
import { parseAddress, parseCityUf } from '../parsers/places.ts';
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

/** Section 1 · identificação e capacidade. */
export const identityQuestions: Question[] = [
  defineQuestion({
    key: 'proprio',
    section: 'identificacao',
    ask: () => M.proprio.ask,
    example: M.proprio.example,
    options: YES_NO,
    editAliases: [/identifica|dados|meus dados|capacidade/],
    describe: (s) => yn(s.draft.testador.capacidade.declaraPlenoDiscernimento),
    parse: (text) => {
      const yes = parseYes(text);
      return yes.ok && !yes.value ? fail(M.proprio.no) : yes;
    },
    apply: (s) => {
      s.draft.testador.capacidade.declaraPlenoDiscernimento = true;
      return ok(s);
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
    parse: (text) => {
      const nome = parsePersonName(stripDocuments(text), { full: true });
      if (!nome) return fail(E.nomeCompleto);
      const cpf = parseCpf(text);
      return parsed({ nome, ...(cpf.ok ? { cpf: cpf.digits } : {}) });
    },
    apply: (s, { nome, cpf }) => {
      s.draft.testador.nome = nome;
      if (cpf && !s.draft.testador.cpf) {
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
    parse: (text, s) => {
      const r = parseCpf(text);
      if (!r.ok)
        return fail(r.reason === 'digito' ? M.cpf.invalid : `${E.cpfAusente} ${M.cpf.later}`);
      if (s.draft.pessoas.some((p) => p.cpf === r.digits)) return fail(E.cpfRepetido);
      return parsed(r.digits);
    },
    apply: (s, cpf) => {
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
    parse: (text, _s, ctx) => {
      const data = parseDate(text);
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
      t.naturalidade &&
        `Naturalidade: ${t.naturalidade}${t.nacionalidade ? ` (${t.nacionalidade})` : ''}`,
    ],
    // A Brazilian city ("Recife/PE") or a place abroad, typed as the person wrote it.
    parse: (text) => {
      const place = parseCityUf(text);
      if (place) return parsed({ naturalidade: `${place.cidade}/${place.uf}`, brazilian: true });
      const clean = text.trim().replace(/[.!]+$/, '');
      if (!/^[\p{L}][\p{L}' ,./()-]{2,80}$/u.test(clean) || parseYesNo(clean) !== undefined)
        return fail(E.cidadeEstado);
      return parsed({ naturalidade: clean.replace(/\s+/g, ' '), brazilian: false });
    },
    apply: (s, { naturalidade, brazilian }) => {
      s.draft.testador.naturalidade = naturalidade;
      if (brazilian) s.draft.testador.nacionalidade = 'brasileira';
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
      const clean = normalize(text);
      if (!/^[a-z][a-z ]{3,40}$/.test(clean) || parseYesNo(text) !== undefined)
        return fail(E.nacionalidade);
      return parsed(
        text
          .trim()
          .toLocaleLowerCase('pt-BR')
          .replace(/[.!]+$/, ''),
      );
    },
    apply: (s, nacionalidade) => {
      s.draft.testador.nacionalidade = nacionalidade;
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
      const clean = text
        .trim()
        .replace(/[.!]+$/, '')
        .replace(/^(?:sou|eu sou|trabalho como)\s+/i, '');
      if (!/^[\p{L}][\p{L}' ,/()-]{1,80}$/u.test(clean) || parseYesNo(clean) !== undefined)
        return fail(E.profissao);
      return parsed(clean.toLocaleLowerCase('pt-BR'));
    },
    apply: (s, profissao) => {
      s.draft.testador.profissao = profissao;
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
      return e ? `${e.logradouro}, ${e.numero}, ${e.cidade}/${e.uf}` : undefined;
    },
    summary: ({ draft: { testador: t } }) => {
      const e = t.endereco;
      return [
        e &&
          `Endereço: ${e.logradouro}, ${e.numero}${e.complemento ? `, ${e.complemento}` : ''}${e.bairro ? `, ${e.bairro}` : ''}, ${e.cidade}/${e.uf}, CEP ${formatCep(e.cep)}`,
      ];
    },
    parse: (text) => {
      const r = parseAddress(text);
      return r.ok ? parsed(r.endereco) : fail(M.endereco.missing(joinPt(r.faltando)));
    },
    apply: (s, endereco) => {
      s.draft.testador.endereco = endereco;
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
    parse: (text) => {
      const n = normalize(text);
      const blind = /\b1\b|ceg[oa]|cegueira|nao enxergo|nao vejo|deficiencia visual/.test(n);
      const noRead = /\b2\b|nao sei ler|nao leio|analfabet/.test(n);
      const noSign = /\b3\b|nao (?:consigo|sei|posso) assinar|nao assino/.test(n);
      if (!blind && !noRead && !noSign && parseYesNo(text) !== false && !/^nenhum/.test(n))
        return fail(M.capacidade.which);
      return parsed({ deficienciaVisualTotal: blind, sabeLer: !noRead, podeAssinar: !noSign });
    },
    apply: (s, limits) => {
      Object.assign(s.draft.testador.capacidade, limits);
      // CC 1.866-1.867: blind, or unable to read or sign, only the público form is possible.
      if (limits.deficienciaVisualTotal || !limits.sabeLer || !limits.podeAssinar) {
        s.draft.forma = 'publico';
        return ok(s, M.capacidade.publico);
      }
      if (s.draft.forma === 'publico' && !s.answered.includes('forma')) delete s.draft.forma;
      return ok(s);
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
