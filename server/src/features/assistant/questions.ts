import {
  FormValuesSchemas,
  isValidCnpj,
  type ClausulaRestritiva,
  type FormName,
  type Heranca,
  type Legado,
} from '@legado/contract';
import {
  addPessoa,
  findPessoa,
  findPessoaByName,
  livingChildren,
  toContent,
  type InterviewState,
} from './interview-state.ts';
import {
  beneficiaryIds,
  evaluateRules,
  looksLikeSecret,
  maxShareForOthers,
} from './legal-rules.ts';
import { E, M, type SectionId } from './messages.ts';
import { joinNames, joinPt, resolvePerson } from './people.ts';
import { parseCivilStatus, parseRegime } from './parsers/civil-status.ts';
import { parseCpf, stripDocuments } from './parsers/cpf.ts';
import { ageOn, formatDateBr, parseDate, stripDate } from './parsers/dates.ts';
import { formatMoney, parseMoney } from './parsers/money.ts';
import { parseNameList, parsePersonName, splitRelation } from './parsers/names.ts';
import { formatPct, parsePercent, roundPct, stripPercent } from './parsers/percentages.ts';
import { parseAddress, parseCityUf } from './parsers/places.ts';
import { parseWitnessLinks, type WitnessLink } from './parsers/witness-links.ts';
import { normalize, splitLines, splitList } from './parsers/text.ts';
import { parseYesNo } from './parsers/yes-no.ts';

/** The day of the turn: every date rule is relative to it. */
export interface TurnContext {
  today: string;
}

/** What a question made of an answer: a new state and notes to show, or a short reason to re-ask. */
export type Outcome =
  | { ok: true; state: InterviewState; notes: string[] }
  | { ok: false; error: string; pending?: InterviewState['pending'] };

/** One question of the interview. `accept` receives a copy of the state it may change. */
export interface Question {
  key: string;
  secao: SectionId;
  ask: (s: InterviewState) => string;
  example: string;
  opcoes?: readonly string[];
  formulario?: FormName;
  optional?: boolean;
  current?: (s: InterviewState) => string | undefined;
  accept: (s: InterviewState, text: string, ctx: TurnContext) => Outcome;
  acceptForm?: (s: InterviewState, values: unknown, ctx: TurnContext) => Outcome;
}

const YES_NO = ['Sim', 'Não'] as const;

function ok(state: InterviewState, ...notes: string[]): Outcome {
  return { ok: true, state, notes };
}
function fail(error: string): Outcome {
  return { ok: false, error };
}
function yesNo(text: string, onAnswer: (yes: boolean) => Outcome): Outcome {
  const yes = parseYesNo(text);
  return yes === undefined ? fail(E.simNao) : onAnswer(yes);
}
function yn(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? 'sim' : 'não';
}

/** True when the testator must use the público form (blind, cannot read or cannot sign). */
export function mustUsePublico(s: InterviewState): boolean {
  const c = s.draft.testador.capacidade;
  return c.deficienciaVisualTotal === true || c.sabeLer === false || c.podeAssinar === false;
}

function hasSpouse(s: InterviewState): boolean {
  return (
    s.draft.testador.estadoCivil === 'casado' || s.draft.testador.estadoCivil === 'uniao_estavel'
  );
}

function hasLivingMinor(s: InterviewState): boolean {
  return livingChildren(s.draft).some((d) => d.menor === true);
}

/** Whether a legítima exists for the family known so far (CC 1.845). */
export function hasLegitima(s: InterviewState): boolean {
  return (
    Boolean(s.draft.conjuge?.pessoaId) ||
    s.draft.descendentes.some((d) => d.vivo) ||
    s.draft.ascendentes.length > 0
  );
}

// ——— children ———

interface ChildEntry {
  nome: string;
  data?: string;
  falecido: boolean;
  cpf?: string;
}

function parseChildLine(line: string): ChildEntry | string {
  const falecido = /falecid|faleceu|morto|morta|morreu|in memoriam|†/i.test(line);
  const data = parseDate(line);
  const cpf = parseCpf(line);
  const rest = stripDate(stripDocuments(line))
    .replace(
      /\(?\s*(?:j[aá]\s+)?(?:falecid[oa]|faleceu|morto|morta|morreu|in memoriam|†)\s*\)?/gi,
      ' ',
    )
    .replace(/[(),-]+\s*$/g, '')
    .trim();
  const nome = parsePersonName(rest);
  if (!nome) return M.filhos.badEntry(line.trim());
  return { nome, falecido, ...(data ? { data } : {}), ...(cpf.ok ? { cpf: cpf.digits } : {}) };
}

function splitPeopleEntries(text: string): string[] {
  const stripped = text.replace(
    /^\s*(?:sim[,.!]?\s*)?(?:tenho\s+)?(?:(?:\d+|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez)\s+filh[oa]s?[:,]?\s*)?(?:(?:meus|minhas|os|as)\s+)?(?:filh[oa]s?|net[oa]s?)?\s*(?:s[aã]o)?\s*:?\s*/i,
    '',
  );
  const lines = splitLines(stripped);
  if (lines.length > 1) return lines;
  // One line: "Ana, Pedro e Lucas" or "Ana Souza, 10/02/2010": split, then glue date/status bits back.
  const parts = splitList(stripped);
  const out: string[] = [];
  for (const part of parts) {
    const isDetail = !parsePersonName(
      stripDate(stripDocuments(part))
        .replace(/\(?(?:j[aá]\s+)?(?:falecid[oa]|faleceu|morto|morta|morreu)\)?/gi, '')
        .trim(),
    );
    if (isDetail && out.length > 0) out[out.length - 1] = `${out[out.length - 1] ?? ''}, ${part}`;
    else out.push(part);
  }
  return out;
}

function applyChildren(
  s: InterviewState,
  entries: (ChildEntry | string)[],
  ctx: TurnContext,
): Outcome {
  const bad = entries.find((e): e is string => typeof e === 'string');
  if (bad) return fail(bad);
  const children = entries as ChildEntry[];
  if (children.length === 0) return fail(M.filhos.needNames);
  if (children.length > 30) return fail(M.filhos.needNames);
  for (const c of children) if (c.data && c.data > ctx.today) return fail(M.nascimento.future);
  // Replace the children (and their grandchildren) known so far, keeping ids of the same names.
  const previous = s.draft.descendentes;
  s.draft.descendentes = [];
  for (const c of children) {
    const known = previous.find(
      (d) =>
        d.grau === 'filho' &&
        normalize(findPessoa(s.draft, d.pessoaId)?.nome ?? '') === normalize(c.nome),
    );
    const id =
      known?.pessoaId ?? addPessoa(s, { tipo: 'fisica', nome: c.nome, relacao: 'filho(a)' });
    const pessoa = findPessoa(s.draft, id);
    if (pessoa) {
      if (c.data) pessoa.dataNascimento = c.data;
      if (c.cpf) pessoa.cpf = c.cpf;
    }
    const menor = c.falecido ? false : c.data ? ageOn(c.data, ctx.today) < 18 : known?.menor;
    s.draft.descendentes.push({
      pessoaId: id,
      grau: 'filho',
      vivo: !c.falecido,
      ...(menor !== undefined ? { menor } : {}),
    });
    if (c.falecido) {
      for (const neto of previous.filter((d) => d.filhoDeId === id))
        s.draft.descendentes.push(neto);
    }
  }
  s.respondidas = s.respondidas.filter((k) => k !== 'filhos_menores' && !k.startsWith('netos:'));
  return ok(s);
}

// ——— shares ———

interface ShareEntry {
  pct?: number;
  quem: string;
}

const PCT_TOKEN =
  /\d{1,3}(?:[.,]\d{1,4})?\s*(?:%|por ?cento|porcento)|\b(?:a\s+)?metade\b|\b(?:um|dois|tr[eê]s|1|2|3)\s+(?:ter[cç]os?|quartos?|quinto)\b|\b[123]\/[345]\b|\btudo\b|\btodo o (?:meu )?patrim[oô]nio\b/gi;

function splitShares(text: string): ShareEntry[] | string {
  const n = normalize(text);
  const equal =
    /(?:igualmente|em partes iguais|dividid[oa] (?:igualmente )?entre|divide entre|metade para cada)/.exec(
      n,
    );
  if (equal) {
    const who = text
      .replace(
        /.*?(?:igualmente|em partes iguais|dividid[oa]\s+(?:igualmente\s+)?entre|divide\s+entre|metade para cada)\s*(?:entre|para|pra)?\s*/i,
        '',
      )
      .trim();
    const people = splitList(who);
    return people.map((quem) => ({ quem }));
  }
  const out: ShareEntry[] = [];
  for (const line of splitLines(text)) {
    const matches = [...line.matchAll(PCT_TOKEN)];
    if (matches.length === 0) return M.heranca.noShare(line);
    const startsWithPct = (matches[0]?.index ?? 0) < 3;
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i];
      if (!m || m.index === undefined) continue;
      let segment: string;
      if (startsWithPct) {
        const end = matches[i + 1]?.index ?? line.length;
        segment = line.slice(m.index, end);
      } else {
        const prev = matches[i - 1];
        const start = prev?.index !== undefined ? prev.index + prev[0].length : 0;
        segment = line.slice(start, m.index + m[0].length);
      }
      const pct = parsePercent(m[0]);
      const quem = stripPercent(segment)
        .replace(/^[\s,;]*(?:e\s+)?/i, '')
        .replace(/[\s,;]+(?:e)?\s*$/i, '')
        .replace(/\s+(?:com|fica com|recebe|:|-|–)\s*$/i, '')
        .replace(/^(?:do (?:meu )?patrim[oô]nio|da heran[cç]a|dos (?:meus )?bens)\s+/i, '')
        .replace(/^(?:vai\s+|fica\s+|ficam\s+)?(?:para|pra|pro|ao|à|a|aos|às)\s+/i, '')
        .replace(/[\s:–-]+$/, '')
        .trim();
      if (!quem) return M.heranca.needShares;
      out.push({ quem, ...(pct !== undefined ? { pct } : {}) });
    }
  }
  return out;
}

function applyShares(s: InterviewState, entries: ShareEntry[], ctx: TurnContext): Outcome {
  if (entries.length === 0) return fail(M.heranca.needShares);
  const legitima = hasLegitima(s);
  const heranca: Heranca[] = [];
  const equal = entries.every((e) => e.pct === undefined);
  const resolved: { ids: string[]; pct?: number }[] = [];
  for (const e of entries) {
    const r = resolvePerson(s, e.quem);
    if (!r.ok) return fail(r.error);
    resolved.push({ ids: r.ids, ...(e.pct !== undefined ? { pct: e.pct } : {}) });
  }
  if (equal) {
    const all = resolved.flatMap((r) => r.ids);
    for (const id of all)
      heranca.push({
        beneficiarioId: id,
        percentual: roundPct(100 / all.length),
        base: legitima ? 'disponivel' : 'total',
      });
  } else {
    for (const r of resolved) {
      if (r.pct === undefined) return fail(M.heranca.needShares);
      for (const id of r.ids)
        heranca.push({
          beneficiarioId: id,
          percentual: roundPct(r.pct / r.ids.length),
          base: 'total',
        });
    }
  }
  // Same beneficiary twice: add up.
  const merged: Heranca[] = [];
  for (const h of heranca) {
    const same = merged.find((m) => m.beneficiarioId === h.beneficiarioId && m.base === h.base);
    if (same) same.percentual = roundPct(same.percentual + h.percentual);
    else merged.push(h);
  }
  s.draft.heranca = merged;
  const content = toContent(s, ctx.today);
  const results = evaluateRules(content, {
    today: ctx.today,
    only: ['PCT_SOMA', 'DISPONIVEL', 'CNPJ_DV', 'CPF_DV'],
  });
  const soma = results.find(
    (r) => r.code === 'PCT_SOMA' || r.code === 'CNPJ_DV' || r.code === 'CPF_DV',
  );
  if (soma) return fail(soma.mensagem);
  const excess = results.find((r) => r.code === 'DISPONIVEL');
  if (excess) {
    const max = formatPct(
      maxShareForOthers({ ...content, disposicoes: { ...content.disposicoes, heranca: [] } }),
    );
    return {
      ok: false,
      error: `${excess.mensagem}\n${M.heranca.excess(max)}\n${M.heranca.excessOverride}`,
      pending: {
        kind: 'excesso',
        heranca: s.draft.heranca,
        pessoas: s.draft.pessoas,
        nextId: s.proximoId,
      },
    };
  }
  s.reconhecidos = s.reconhecidos.filter((c) => c !== 'DISPONIVEL');
  const lista = merged.map(
    (h) =>
      `${formatPct(h.percentual)}${h.base === 'disponivel' ? ' da parte disponível' : ''} para ${joinNames(s, [h.beneficiarioId])}`,
  );
  const notes = [M.heranca.accepted(joinPt(lista))];
  const falta = evaluateRules(content, { today: ctx.today, only: ['PCT_FALTA'] })[0];
  if (falta) notes.push(falta.mensagem);
  return ok(s, ...notes);
}

// ——— gifts ———

function parseGift(s: InterviewState, line: string): Legado | string {
  const m = /^(.*\S)\s+(?:para|pra|pro|ao|à|aos|às)\s+(.+)$/i.exec(line.trim());
  if (!m?.[1] || !m[2]) return M.legados.badEntry(line.trim());
  let descricao = m[1].replace(/^(?:deixo|quero deixar|deixar)\s+/i, '').trim();
  if (looksLikeSecret(descricao)) return M.desejos.secret;
  const valor = parseMoney(descricao);
  const isMoney = valor !== undefined && /r\s*\$|reais|\bmil\b|quantia|dinheiro/i.test(descricao);
  if (isMoney) descricao = M.legados.quantia(formatMoney(valor));
  const r = resolvePerson(s, m[2], { group: true });
  if (!r.ok) return r.error;
  const beneficiarioId = r.ids[0];
  if (!beneficiarioId || descricao.length < 2) return M.legados.badEntry(line.trim());
  return { beneficiarioId, descricao, ...(isMoney ? { valor } : {}) };
}

function applyGifts(s: InterviewState, lines: string[]): Outcome {
  if (lines.length === 0 || lines.length > 30) return fail(M.legados.needGifts);
  const legados: Legado[] = [];
  for (const line of lines) {
    const g = parseGift(s, line);
    if (typeof g === 'string') return fail(g);
    legados.push(g);
  }
  s.draft.legados = legados;
  return ok(
    s,
    M.heranca.accepted(
      legados.map((l) => `${l.descricao} para ${joinNames(s, [l.beneficiarioId])}`).join('; '),
    ),
  );
}

// ——— witnesses ———

interface WitnessEntry {
  nome: string;
  cpf: string;
  data: string;
}

function parseWitnessLine(line: string): WitnessEntry | string {
  const cpf = parseCpf(line);
  if (!cpf.ok)
    return cpf.reason === 'digito'
      ? M.testemunhas.cpf(line.trim())
      : M.testemunhas.line(line.trim());
  const data = parseDate(stripDocuments(line));
  const nome = parsePersonName(stripDate(stripDocuments(line)).replace(/[,;]+/g, ' ').trim(), {
    full: true,
  });
  if (!data || !nome) return M.testemunhas.line(line.trim());
  return { nome, cpf: cpf.digits, data };
}

function requiredWitnesses(s: InterviewState): number {
  return s.draft.forma === 'publico' ? 2 : 3;
}

function applyWitnesses(
  s: InterviewState,
  entries: (WitnessEntry | string)[],
  ctx: TurnContext,
): Outcome {
  const bad = entries.find((e): e is string => typeof e === 'string');
  if (bad) return fail(bad);
  const list = entries as WitnessEntry[];
  const n = requiredWitnesses(s);
  if (list.length < n || list.length > 5) return fail(M.testemunhas.count(n, list.length));
  const ids: string[] = [];
  for (const w of list) {
    const known =
      (s.draft.pessoas.find((p) => p.cpf === w.cpf) ??
      findPessoaByName(s.draft, w.nome)?.nome === w.nome)
        ? (s.draft.pessoas.find((p) => p.cpf === w.cpf) ?? findPessoaByName(s.draft, w.nome))
        : undefined;
    if (known) {
      if (!known.cpf) known.cpf = w.cpf;
      if (!known.dataNascimento) known.dataNascimento = w.data;
      ids.push(known.id);
    } else {
      ids.push(
        addPessoa(s, {
          tipo: 'fisica',
          nome: w.nome,
          cpf: w.cpf,
          dataNascimento: w.data,
          relacao: 'testemunha',
        }),
      );
    }
  }
  s.draft.testemunhaIds = ids;
  // New witnesses: their relatives are asked again (the next question), from a clean slate.
  for (const p of s.draft.pessoas) delete p.vinculos;
  s.respondidas = s.respondidas.filter((k) => k !== 'testemunhas_parentes');
  const content = toContent(s, ctx.today);
  const results = evaluateRules(content, {
    today: ctx.today,
    only: [
      'TESTEM_QTD',
      'TESTEM_BENEF',
      'TESTEM_TESTADOR',
      'TESTEM_IDADE',
      'TESTEM_INTERPOSTA',
      'CPF_DV',
    ],
  });
  const erro = results.find((r) => r.severidade === 'erro');
  if (erro) return fail(erro.mensagem);
  return ok(s, ...results.map((r) => `⚠️ ${r.mensagem}`));
}

// ——— witnesses' relatives (CC 1.802) ———

/** The people (not institutions) who receive something, and who are not witnesses themselves. */
function witnessRelevantBeneficiaries(s: InterviewState) {
  const ids = beneficiaryIds(s.draft);
  return s.draft.pessoas.filter(
    (p) => ids.has(p.id) && p.tipo === 'fisica' && !s.draft.testemunhaIds.includes(p.id),
  );
}

function witnessLinksText(s: InterviewState): string | undefined {
  // Never asked (or asked again after a change): nothing to keep with "manter".
  if (!s.respondidas.includes('testemunhas_parentes')) return undefined;
  const lines = s.draft.testemunhaIds.flatMap((id) => {
    const witness = findPessoa(s.draft, id);
    return (witness?.vinculos ?? []).map((v) =>
      M.testemunhasParentes.link(
        witness?.nome ?? '',
        M.testemunhasParentes.tipos[v.tipo],
        findPessoa(s.draft, v.pessoaId)?.nome ?? '',
      ),
    );
  });
  return lines.length > 0 ? lines.join('; ') : M.testemunhasParentes.none;
}

function applyWitnessLinks(s: InterviewState, text: string, ctx: TurnContext): Outcome {
  const witnesses = s.draft.testemunhaIds
    .map((id) => findPessoa(s.draft, id))
    .filter((p): p is NonNullable<typeof p> => p !== undefined);
  // Relations first: "não, mas o Marcos é marido da Marina" states one.
  const parsed = parseWitnessLinks(text, witnesses, witnessRelevantBeneficiaries(s));
  let links: WitnessLink[];
  if ('links' in parsed) {
    links = parsed.links;
  } else {
    const answer = parseYesNo(text);
    if (answer !== false) {
      return fail(
        answer === true
          ? M.testemunhasParentes.which
          : M.testemunhasParentes.unclear(parsed.unclear),
      );
    }
    links = [];
  }
  for (const witness of witnesses) {
    const own = links
      .filter((link) => link.witnessId === witness.id)
      .map(({ tipo, pessoaId }) => ({ tipo, pessoaId }));
    if (own.length > 0) witness.vinculos = own;
    else delete witness.vinculos;
  }
  if (links.length === 0) return ok(s, M.testemunhasParentes.noted);
  const alerts = evaluateRules(toContent(s, ctx.today), {
    today: ctx.today,
    only: ['TESTEM_INTERPOSTA'],
  });
  return ok(s, ...alerts.map((r) => `⚠️ ${r.mensagem}`), M.testemunhasParentes.change);
}

// ——— the questions ———

function nameQuestion(): Question {
  return {
    key: 'nome',
    secao: 'identificacao',
    ask: () => M.nome.ask,
    example: M.nome.example,
    current: (s) => s.draft.testador.nome,
    accept: (s, text) => {
      const nome = parsePersonName(stripDocuments(text), { full: true });
      if (!nome) return fail(E.nomeCompleto);
      s.draft.testador.nome = nome;
      const cpf = parseCpf(text);
      if (cpf.ok && !s.draft.testador.cpf) {
        s.draft.testador.cpf = cpf.digits;
        s.respondidas.push('cpf');
      }
      return ok(s);
    },
  };
}

/** The questions that apply to this person now, in interview order. */
export function questionsFor(s: InterviewState): Question[] {
  const d = s.draft;
  const t = d.testador;
  const qs: Question[] = [];
  const push = (applies: boolean, q: Question) => {
    if (applies) qs.push(q);
  };

  // 1 · identificação e capacidade
  push(true, {
    key: 'proprio',
    secao: 'identificacao',
    ask: () => M.proprio.ask,
    example: M.proprio.example,
    opcoes: YES_NO,
    current: (st) => yn(st.draft.testador.capacidade.declaraPlenoDiscernimento),
    accept: (st, text) =>
      yesNo(text, (yes) => {
        if (!yes) return fail(M.proprio.no);
        st.draft.testador.capacidade.declaraPlenoDiscernimento = true;
        return ok(st);
      }),
  });
  push(true, nameQuestion());
  push(true, {
    key: 'cpf',
    secao: 'identificacao',
    ask: () => M.cpf.ask,
    example: M.cpf.example,
    current: (st) => st.draft.testador.cpf,
    accept: (st, text) => {
      const r = parseCpf(text);
      if (!r.ok)
        return fail(r.reason === 'digito' ? M.cpf.invalid : `${E.cpfAusente} ${M.cpf.later}`);
      if (st.draft.pessoas.some((p) => p.cpf === r.digits)) return fail(E.cpfRepetido);
      st.draft.testador.cpf = r.digits;
      return ok(st);
    },
  });
  push(true, {
    key: 'nascimento',
    secao: 'identificacao',
    ask: () => M.nascimento.ask,
    example: M.nascimento.example,
    current: (st) =>
      st.draft.testador.dataNascimento ? formatDateBr(st.draft.testador.dataNascimento) : undefined,
    accept: (st, text, ctx) => {
      const data = parseDate(text);
      if (!data) return fail(E.data);
      if (data > ctx.today) return fail(M.nascimento.future);
      const idade = ageOn(data, ctx.today);
      if (idade > 120) return fail(M.nascimento.tooOld);
      st.draft.testador.dataNascimento = data;
      const cap = evaluateRules(toContent(st, ctx.today), {
        today: ctx.today,
        only: ['CAP_IDADE'],
      })[0];
      if (cap) return fail(cap.mensagem);
      return ok(st);
    },
  });
  push(true, {
    key: 'naturalidade',
    secao: 'identificacao',
    ask: () => M.naturalidade.ask,
    example: M.naturalidade.example,
    current: (st) => st.draft.testador.naturalidade,
    accept: (st, text) => {
      const place = parseCityUf(text);
      if (place) {
        st.draft.testador.naturalidade = `${place.cidade}/${place.uf}`;
        st.draft.testador.nacionalidade = 'brasileira';
        st.respondidas = st.respondidas.filter((k) => k !== 'nacionalidade');
        return ok(st);
      }
      const clean = text.trim().replace(/[.!]+$/, '');
      if (!/^[\p{L}][\p{L}' ,./()-]{2,80}$/u.test(clean) || parseYesNo(clean) !== undefined)
        return fail(E.cidadeEstado);
      st.draft.testador.naturalidade = clean.replace(/\s+/g, ' ');
      delete st.draft.testador.nacionalidade;
      return ok(st);
    },
  });
  push(t.naturalidade !== undefined && t.nacionalidade === undefined, {
    key: 'nacionalidade',
    secao: 'identificacao',
    ask: () => M.nacionalidade.ask,
    example: M.nacionalidade.example,
    accept: (st, text) => {
      const clean = normalize(text);
      if (!/^[a-z][a-z ]{3,40}$/.test(clean) || parseYesNo(text) !== undefined)
        return fail(E.nacionalidade);
      st.draft.testador.nacionalidade = text
        .trim()
        .toLocaleLowerCase('pt-BR')
        .replace(/[.!]+$/, '');
      return ok(st);
    },
  });
  push(true, {
    key: 'profissao',
    secao: 'identificacao',
    optional: true,
    ask: () => M.profissao.ask,
    example: M.profissao.example,
    current: (st) => st.draft.testador.profissao,
    accept: (st, text) => {
      const clean = text
        .trim()
        .replace(/[.!]+$/, '')
        .replace(/^(?:sou|eu sou|trabalho como)\s+/i, '');
      if (!/^[\p{L}][\p{L}' ,/()-]{1,80}$/u.test(clean) || parseYesNo(clean) !== undefined)
        return fail(E.profissao);
      st.draft.testador.profissao = clean.toLocaleLowerCase('pt-BR');
      return ok(st);
    },
  });
  push(true, {
    key: 'endereco',
    secao: 'identificacao',
    ask: () => M.endereco.ask,
    example: M.endereco.example,
    current: (st) => {
      const e = st.draft.testador.endereco;
      return e ? `${e.logradouro}, ${e.numero}, ${e.cidade}/${e.uf}` : undefined;
    },
    accept: (st, text) => {
      const r = parseAddress(text);
      if (!r.ok) return fail(M.endereco.missing(joinPt(r.faltando)));
      st.draft.testador.endereco = r.endereco;
      return ok(st);
    },
  });
  push(true, {
    key: 'capacidade',
    secao: 'identificacao',
    ask: () => M.capacidade.ask,
    example: M.capacidade.example,
    opcoes: ['Nenhuma', '1', '2', '3'],
    accept: (st, text) => {
      const n = normalize(text);
      const cap = st.draft.testador.capacidade;
      const blind = /\b1\b|ceg[oa]|cegueira|nao enxergo|nao vejo|deficiencia visual/.test(n);
      const noRead = /\b2\b|nao sei ler|nao leio|analfabet/.test(n);
      const noSign = /\b3\b|nao (?:consigo|sei|posso) assinar|nao assino/.test(n);
      if (!blind && !noRead && !noSign) {
        const yes = parseYesNo(text);
        if (yes === false || /^nenhum/.test(n)) {
          Object.assign(cap, { deficienciaVisualTotal: false, sabeLer: true, podeAssinar: true });
          if (st.draft.forma === 'publico' && !st.respondidas.includes('forma'))
            delete st.draft.forma;
          return ok(st);
        }
        return fail(M.capacidade.which);
      }
      Object.assign(cap, { deficienciaVisualTotal: blind, sabeLer: !noRead, podeAssinar: !noSign });
      st.draft.forma = 'publico';
      return ok(st, M.capacidade.publico);
    },
  });

  // 2 · testamentos anteriores
  push(true, {
    key: 'anteriores',
    secao: 'anteriores',
    ask: () => M.anteriores.ask,
    example: M.anteriores.example,
    opcoes: YES_NO,
    current: (st) => yn(st.draft.testamentosAnteriores),
    accept: (st, text) =>
      yesNo(text, (yes) => {
        st.draft.testamentosAnteriores = yes;
        if (!yes) st.draft.revogacao = 'total';
        return ok(st);
      }),
  });
  push(d.testamentosAnteriores === true, {
    key: 'revogar',
    secao: 'anteriores',
    ask: () => M.revogar.ask,
    example: M.revogar.example,
    opcoes: YES_NO,
    current: (st) =>
      st.draft.revogacao ? (st.draft.revogacao === 'total' ? 'sim' : 'não') : undefined,
    accept: (st, text, ctx) =>
      yesNo(text, (yes) => {
        st.draft.revogacao = yes ? 'total' : 'nenhuma';
        const alert = evaluateRules(toContent(st, ctx.today), {
          today: ctx.today,
          only: ['REVOGACAO'],
        })[0];
        return ok(st, ...(alert ? [`⚠️ ${alert.mensagem}`] : []));
      }),
  });

  // 3 · família
  push(true, {
    key: 'estado_civil',
    secao: 'familia',
    ask: () => M.estadoCivil.ask,
    example: M.estadoCivil.example,
    opcoes: M.estadoCivil.opcoes,
    current: (st) => st.draft.testador.estadoCivil?.replace('_', ' '),
    accept: (st, text) => {
      const status = parseCivilStatus(text);
      if (!status) return fail(E.estadoCivil);
      st.draft.testador.estadoCivil = status;
      if (status === 'casado' || status === 'uniao_estavel') {
        const tipo = status === 'casado' ? 'casamento' : 'uniao_estavel';
        st.draft.conjuge = { ...(st.draft.conjuge ?? {}), tipo };
        if (tipo === 'casamento') delete st.draft.conjuge.uniaoFormalizada;
      } else {
        delete st.draft.conjuge;
        st.respondidas = st.respondidas.filter(
          (k) => !['conjuge_nome', 'regime', 'uniao_formalizada'].includes(k),
        );
      }
      return ok(st);
    },
  });
  push(hasSpouse(s), {
    key: 'conjuge_nome',
    secao: 'familia',
    ask: (st) => M.conjugeNome.ask(st.draft.testador.estadoCivil === 'uniao_estavel'),
    example: M.conjugeNome.example,
    current: (st) => findPessoa(st.draft, st.draft.conjuge?.pessoaId)?.nome,
    accept: (st, text) => {
      const nome = parsePersonName(stripDocuments(text), { full: true });
      if (!nome) return fail(E.nomeCompleto);
      const cpf = parseCpf(text);
      const conj = st.draft.conjuge ?? { tipo: 'casamento' as const };
      const relacao = conj.tipo === 'casamento' ? 'cônjuge' : 'companheiro(a)';
      const existing = findPessoa(st.draft, conj.pessoaId);
      if (existing) {
        existing.nome = nome;
        existing.relacao = relacao;
        if (cpf.ok) existing.cpf = cpf.digits;
      } else {
        conj.pessoaId = addPessoa(st, {
          tipo: 'fisica',
          nome,
          relacao,
          ...(cpf.ok ? { cpf: cpf.digits } : {}),
        });
      }
      st.draft.conjuge = conj;
      return ok(st);
    },
  });
  push(hasSpouse(s), {
    key: 'regime',
    secao: 'familia',
    ask: () => M.regime.ask,
    example: M.regime.example,
    opcoes: M.regime.opcoes,
    current: (st) => st.draft.conjuge?.regimeBens?.replace(/_/g, ' '),
    accept: (st, text) => {
      const conj = st.draft.conjuge;
      if (!conj) return fail(E.regime);
      const regime = parseRegime(text);
      if (regime) {
        conj.regimeBens = regime;
        return ok(st);
      }
      if (
        /^(nao sei|sei la|nao lembro|nao tenho certeza|nenhum|nao fizemos|nao fiz)/.test(
          normalize(text),
        )
      ) {
        conj.regimeBens = 'comunhao_parcial';
        return ok(st, M.regime.default);
      }
      return fail(E.regime);
    },
  });
  push(s.draft.testador.estadoCivil === 'uniao_estavel', {
    key: 'uniao_formalizada',
    secao: 'familia',
    ask: () => M.uniaoFormalizada.ask,
    example: M.uniaoFormalizada.example,
    opcoes: YES_NO,
    current: (st) => yn(st.draft.conjuge?.uniaoFormalizada),
    accept: (st, text) =>
      yesNo(text, (yes) => {
        if (st.draft.conjuge) st.draft.conjuge.uniaoFormalizada = yes;
        return ok(st, `⚠️ ${M.companheiro}`);
      }),
  });
  push(true, {
    key: 'filhos',
    secao: 'familia',
    ask: () => M.filhos.ask,
    example: M.filhos.example,
    formulario: 'filhos',
    current: (st) => {
      const kids = st.draft.descendentes.filter((x) => x.grau === 'filho');
      return st.respondidas.includes('filhos')
        ? kids.length
          ? joinNames(
              st,
              kids.map((k) => k.pessoaId),
            )
          : 'nenhum'
        : undefined;
    },
    accept: (st, text, ctx) => {
      const n = normalize(text);
      if (parseYesNo(text) === false && !/\d/.test(n) && n.split(' ').length <= 4) {
        st.draft.descendentes = [];
        return ok(st);
      }
      if (parseYesNo(text) === true && n.split(' ').length <= 2) return fail(M.filhos.needNames);
      return applyChildren(st, splitPeopleEntries(text).map(parseChildLine), ctx);
    },
    acceptForm: (st, values, ctx) => {
      const parsed = FormValuesSchemas.filhos.safeParse(values);
      if (!parsed.success) return fail(M.formInvalid);
      if (parsed.data.itens.length === 0) {
        st.draft.descendentes = [];
        return ok(st);
      }
      const entries = parsed.data.itens.map((item) =>
        parseChildLine(
          [item.nome, item.dataNascimento ?? '', item.cpf ?? '', item.falecido ? 'falecido' : '']
            .filter(Boolean)
            .join(', '),
        ),
      );
      return applyChildren(st, entries, ctx);
    },
  });
  const unknownMinors = livingChildren(d).filter((c) => c.menor === undefined);
  push(
    unknownMinors.length > 0 ||
      (s.respondidas.includes('filhos_menores') &&
        livingChildren(d).length > 0 &&
        s.editando === 'familia'),
    {
      key: 'filhos_menores',
      secao: 'familia',
      ask: (st) =>
        M.filhosMenores.ask(
          joinNames(
            st,
            livingChildren(st.draft).map((c) => c.pessoaId),
          ),
        ),
      example: M.filhosMenores.example,
      opcoes: ['Nenhum', 'Todos'],
      current: (st) => {
        const minors = livingChildren(st.draft).filter((c) => c.menor);
        return minors.length
          ? joinNames(
              st,
              minors.map((c) => c.pessoaId),
            )
          : 'nenhum';
      },
      accept: (st, text) => {
        const kids = livingChildren(st.draft);
        const n = normalize(text);
        if (/^(todos|todas|ambos|ambas|os dois|as duas|sim,? todos)/.test(n)) {
          for (const k of kids) k.menor = true;
          return ok(st);
        }
        if (parseYesNo(text) === false || /^nenhum/.test(n)) {
          for (const k of kids) k.menor = false;
          return ok(st);
        }
        const names = parseNameList(
          text
            .replace(/^\s*(?:s[oó]|apenas|somente|sim,?)\s+/i, '')
            .replace(/\s+(?:[eé] menor|s[aã]o menores|tem menos de 18)$/i, ''),
        );
        if (!names) return fail(E.filhosMenores);
        const pool = kids.map((k) => k.pessoaId);
        const minorIds: string[] = [];
        for (const name of names) {
          const p = findPessoaByName(st.draft, name, pool);
          if (!p) return fail(M.filhosMenores.unknown(name));
          minorIds.push(p.id);
        }
        for (const k of kids) k.menor = minorIds.includes(k.pessoaId);
        return ok(st);
      },
    },
  );
  for (const dead of d.descendentes.filter((x) => x.grau === 'filho' && !x.vivo)) {
    const filho = findPessoa(d, dead.pessoaId)?.nome ?? 'Seu filho';
    push(true, {
      key: `netos:${dead.pessoaId}`,
      secao: 'familia',
      ask: () => M.netos.ask(filho),
      example: M.netos.example,
      current: (st) => {
        const netos = st.draft.descendentes.filter((x) => x.filhoDeId === dead.pessoaId);
        return netos.length
          ? joinNames(
              st,
              netos.map((x) => x.pessoaId),
            )
          : undefined;
      },
      accept: (st, text, ctx) => {
        const others = st.draft.descendentes.filter((x) => x.filhoDeId !== dead.pessoaId);
        if (parseYesNo(text) === false && normalize(text).split(' ').length <= 4) {
          st.draft.descendentes = others;
          return ok(st);
        }
        const entries = splitPeopleEntries(text).map(parseChildLine);
        const bad = entries.find((e): e is string => typeof e === 'string');
        if (bad || entries.length === 0) return fail(bad ?? M.filhos.needNames);
        st.draft.descendentes = others;
        for (const e of entries as ChildEntry[]) {
          const id = addPessoa(st, {
            tipo: 'fisica',
            nome: e.nome,
            relacao: 'neto(a)',
            ...(e.data ? { dataNascimento: e.data } : {}),
          });
          st.draft.descendentes.push({
            pessoaId: id,
            grau: 'neto',
            vivo: !e.falecido,
            menor: e.data ? ageOn(e.data, ctx.today) < 18 : false,
            filhoDeId: dead.pessoaId,
          });
        }
        return ok(st);
      },
    });
  }
  push(!d.descendentes.some((x) => x.vivo) && s.respondidas.includes('filhos'), {
    key: 'pais',
    secao: 'familia',
    ask: () => M.pais.ask,
    example: M.pais.example,
    current: (st) =>
      st.draft.ascendentes.length
        ? joinNames(
            st,
            st.draft.ascendentes.map((a) => a.pessoaId),
          )
        : undefined,
    accept: (st, text) => {
      const n = normalize(text);
      if (
        parseYesNo(text) === false &&
        n.split(' ').length <= 5 &&
        !/\b(pai|mae)\b.*\b(viv|sim)/.test(n)
      ) {
        st.draft.ascendentes = [];
        return ok(st);
      }
      const parts = text
        .split(/\r?\n|;|\s+e\s+(?=(?:meu|minha|o|a)?\s*(?:pai|m[ãa]e)\b)/i)
        .map((p) => p.trim())
        .filter(Boolean);
      const out: InterviewState['draft']['ascendentes'] = [];
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
        const id = addPessoa(st, { tipo: 'fisica', nome, relacao: grau === 'mae' ? 'mãe' : 'pai' });
        out.push({ pessoaId: id, grau });
      }
      if (out.length === 0 || out.length > 2) return fail(M.pais.needNames);
      st.draft.ascendentes = out;
      return ok(st);
    },
  });

  // 4 · herança, legados, substitutos
  push(true, {
    key: 'heranca',
    secao: 'heranca',
    ask: (st) => M.heranca.ask(hasLegitima(st)),
    example: M.heranca.example,
    formulario: 'beneficiarios',
    current: (st) =>
      st.respondidas.includes('heranca')
        ? st.draft.heranca.length
          ? st.draft.heranca
              .map((h) => `${formatPct(h.percentual)} para ${joinNames(st, [h.beneficiarioId])}`)
              .join('; ')
          : 'nenhuma divisão especial'
        : undefined,
    accept: (st, text, ctx) => {
      const n = normalize(text);
      if (
        /^(nenhum|nenhuma|ninguem|nao|nada|como (?:a|manda a) lei|deixar como a lei|so a lei|pela lei)/.test(
          n,
        ) &&
        !/\d|%/.test(n)
      ) {
        st.draft.heranca = [];
        return ok(st, M.heranca.none);
      }
      const entries = splitShares(text);
      if (typeof entries === 'string') return fail(entries);
      return applyShares(st, entries, ctx);
    },
    acceptForm: (st, values, ctx) => {
      const parsed = FormValuesSchemas.beneficiarios.safeParse(values);
      if (!parsed.success) return fail(M.formInvalid);
      if (parsed.data.itens.length === 0) {
        st.draft.heranca = [];
        return ok(st, M.heranca.none);
      }
      const entries: ShareEntry[] = [];
      for (const item of parsed.data.itens) {
        const pct = parsePercent(
          typeof item.percentual === 'number' ? `${item.percentual}%` : item.percentual,
        );
        if (pct === undefined) return fail(M.heranca.noShare(item.nome));
        entries.push({ pct, quem: [item.nome, item.documento].filter(Boolean).join(', ') });
      }
      return applyShares(st, entries, ctx);
    },
  });
  const institutions = d.pessoas.filter(
    (p) =>
      p.tipo === 'juridica' &&
      [...d.heranca, ...d.legados].some((h) => h.beneficiarioId === p.id) &&
      (!p.cnpj || s.respondidas.includes(`cnpj:${p.id}`)),
  );
  for (const inst of institutions) {
    push(true, {
      key: `cnpj:${inst.id}`,
      secao: 'heranca',
      optional: true,
      ask: () => M.cnpj.ask(inst.nome),
      example: M.cnpj.example,
      current: (st) => findPessoa(st.draft, inst.id)?.cnpj,
      accept: (st, text) => {
        const digits = text.replace(/\D/g, '');
        if (digits.length !== 14) return fail(E.cnpjTamanho);
        if (!isValidCnpj(digits)) return fail(M.cnpj.invalid);
        const p = findPessoa(st.draft, inst.id);
        if (p) p.cnpj = digits;
        return ok(st);
      },
    });
  }
  push(true, {
    key: 'legados',
    secao: 'heranca',
    ask: () => M.legados.ask,
    example: M.legados.example,
    formulario: 'legados',
    current: (st) =>
      st.respondidas.includes('legados')
        ? st.draft.legados.length
          ? st.draft.legados
              .map((l) => `${l.descricao} para ${joinNames(st, [l.beneficiarioId])}`)
              .join('; ')
          : 'nenhum'
        : undefined,
    accept: (st, text) => {
      const n = normalize(text);
      const yes = parseYesNo(text);
      if (yes === false && !/\b(para|pra|pro)\b/.test(n)) {
        st.draft.legados = [];
        return ok(st);
      }
      if (yes === true && n.split(' ').length <= 2) return fail(M.legados.needGifts);
      return applyGifts(st, splitLines(text.replace(/^\s*(?:sim|quero)[,.!:]?\s*/i, '')));
    },
    acceptForm: (st, values) => {
      const parsed = FormValuesSchemas.legados.safeParse(values);
      if (!parsed.success) return fail(M.formInvalid);
      if (parsed.data.itens.length === 0) {
        st.draft.legados = [];
        return ok(st);
      }
      return applyGifts(
        st,
        parsed.data.itens.map((i) => `${i.descricao} para ${i.beneficiario}`),
      );
    },
  });
  push(d.heranca.length + d.legados.length > 0, {
    key: 'substitutos',
    secao: 'heranca',
    optional: true,
    ask: () => M.substitutos.ask,
    example: M.substitutos.example,
    accept: (st, text) => {
      const n = normalize(text);
      if (parseYesNo(text) === false && n.split(' ').length <= 4) {
        for (const h of st.draft.heranca) delete h.substitutoId;
        for (const l of st.draft.legados) delete l.substitutoId;
        return ok(st);
      }
      const benefIds = [
        ...st.draft.heranca.map((h) => h.beneficiarioId),
        ...st.draft.legados.map((l) => l.beneficiarioId),
      ];
      const notes: string[] = [];
      for (const line of splitLines(text)) {
        const m =
          /(?:no lugar d[eoa]s?|substitut[oa] d[eoa]s?|se)\s+(.+?)(?:\s+(?:faltar|morrer|falecer|n[aã]o puder|recusar))?\s*(?:,|:|→|->|\bfica\b|\bentra\b|\bvai\b)\s*(?:para\s+)?(.+)$/i.exec(
            line,
          ) ?? /^(.+?)\s*(?:→|->|:)\s*(.+)$/.exec(line);
        if (!m?.[1] || !m[2]) return fail(E.substitutoFormato);
        const target = findPessoaByName(
          st.draft,
          splitRelation(m[1]).resto.replace(/^(?:o|a)\s+/i, ''),
          benefIds,
        );
        if (!target) return fail(M.substitutos.notBeneficiary(m[1].trim()));
        const sub = resolvePerson(st, m[2].replace(/^(?:o|a)\s+(?=[A-ZÀ-Ú])/, ''), {
          group: false,
        });
        if (!sub.ok) return fail(sub.error);
        const subId = sub.ids[0];
        if (!subId || subId === target.id) return fail(E.substitutoMesmo);
        for (const h of st.draft.heranca)
          if (h.beneficiarioId === target.id) h.substitutoId = subId;
        for (const l of st.draft.legados)
          if (l.beneficiarioId === target.id) l.substitutoId = subId;
        notes.push(`no lugar de ${target.nome}, ${joinNames(st, [subId])}`);
      }
      return ok(st, M.heranca.accepted(notes.join('; ')));
    },
  });

  // 5 · cláusulas restritivas
  push(true, {
    key: 'clausulas',
    secao: 'clausulas',
    ask: () => M.clausulas.ask,
    example: M.clausulas.example,
    current: (st) =>
      st.respondidas.includes('clausulas')
        ? (st.draft.clausulaTipos?.join(', ') ?? 'nenhuma')
        : undefined,
    accept: (st, text) => {
      const n = normalize(text);
      const tipos = new Set<ClausulaRestritiva['tipos'][number]>();
      if (/inalien|nao (?:possa|pode) (?:ser )?vend/.test(n)) {
        tipos.add('inalienabilidade').add('impenhorabilidade').add('incomunicabilidade');
      }
      if (/impenhor|penhor/.test(n)) tipos.add('impenhorabilidade');
      if (/incomunic|conjuge do herdeiro|comunica/.test(n)) tipos.add('incomunicabilidade');
      if (tipos.size === 0) {
        const yes = parseYesNo(text);
        if (yes === false) {
          delete st.draft.clausulaTipos;
          delete st.draft.clausulaAlcance;
          delete st.draft.justaCausa;
          return ok(st);
        }
        return fail(M.clausulas.which);
      }
      st.draft.clausulaTipos = [...tipos];
      st.respondidas = st.respondidas.filter(
        (k) => k !== 'clausulas_alcance' && k !== 'justa_causa',
      );
      return ok(
        st,
        ...(tipos.size === 3 && /inalien/.test(n) ? [M.clausulas.inalienabilidade] : []),
      );
    },
  });
  push(Boolean(d.clausulaTipos?.length) && hasLegitima(s), {
    key: 'clausulas_alcance',
    secao: 'clausulas',
    ask: () => M.clausulasAlcance.ask,
    example: M.clausulasAlcance.example,
    opcoes: M.clausulasAlcance.opcoes,
    accept: (st, text) => {
      const n = normalize(text);
      const alcance = /ambas|as duas|tudo|todas/.test(n)
        ? 'ambas'
        : /legitima/.test(n)
          ? 'legitima'
          : /disponivel/.test(n)
            ? 'disponivel'
            : undefined;
      if (!alcance) return fail(E.alcance);
      st.draft.clausulaAlcance = alcance;
      return ok(st);
    },
  });
  push(
    Boolean(d.clausulaTipos?.length) &&
      (d.clausulaAlcance === 'legitima' || d.clausulaAlcance === 'ambas'),
    {
      key: 'justa_causa',
      secao: 'clausulas',
      ask: () => M.justaCausa.ask,
      example: M.justaCausa.example,
      current: (st) => st.draft.justaCausa,
      accept: (st, text) => {
        if (parseYesNo(text) === false) {
          st.draft.clausulaAlcance = 'disponivel';
          delete st.draft.justaCausa;
          return ok(st, M.justaCausa.dropped);
        }
        const clean = text.trim();
        if (clean.length < 10 || !/\p{L}{3}/u.test(clean)) return fail(M.justaCausa.tooShort);
        if (looksLikeSecret(clean)) return fail(M.desejos.secret);
        st.draft.justaCausa = clean.slice(0, 1000);
        return ok(st);
      },
    },
  );

  // 6 · tutor
  push(hasLivingMinor(s), {
    key: 'tutor',
    secao: 'tutela',
    optional: true,
    ask: () => M.tutor.ask,
    example: M.tutor.example,
    current: (st) =>
      st.draft.tutela?.tutorIds.length ? joinNames(st, st.draft.tutela.tutorIds) : undefined,
    accept: (st, text) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 3) {
        delete st.draft.tutela;
        return ok(st);
      }
      const ids: string[] = [];
      for (const part of splitList(
        text
          .replace(/^\s*(?:indico|quero|seria)\s+/i, '')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', '),
      )) {
        const r = resolvePerson(st, part, { group: false });
        if (!r.ok) return fail(r.error);
        ids.push(...r.ids);
      }
      if (ids.length === 0) return fail(E.tutor);
      const minors = livingChildren(st.draft)
        .filter((c) => c.menor)
        .map((c) => c.pessoaId);
      if (ids.some((id) => minors.includes(id))) return fail(E.tutorMenor);
      st.draft.tutela = { ...(st.draft.tutela ?? {}), tutorIds: [...new Set(ids)] };
      return ok(st);
    },
  });
  push(hasLivingMinor(s) && Boolean(d.tutela?.tutorIds.length), {
    key: 'outro_genitor',
    secao: 'tutela',
    ask: () => M.outroGenitor.ask,
    example: M.outroGenitor.example,
    opcoes: YES_NO,
    current: (st) => yn(st.draft.tutela?.outroGenitorVivo),
    accept: (st, text) =>
      yesNo(text, (yes) => {
        if (!st.draft.tutela) return fail(M.tutor.ask);
        st.draft.tutela.outroGenitorVivo = yes;
        if (!yes) delete st.draft.tutela.outroGenitorConcorda;
        return ok(st);
      }),
  });
  push(hasLivingMinor(s) && d.tutela?.outroGenitorVivo === true, {
    key: 'tutor_concorda',
    secao: 'tutela',
    ask: () => M.tutorConcorda.ask,
    example: M.tutorConcorda.example,
    opcoes: YES_NO,
    current: (st) => yn(st.draft.tutela?.outroGenitorConcorda),
    accept: (st, text, ctx) =>
      yesNo(text, (yes) => {
        if (!st.draft.tutela) return fail(M.tutor.ask);
        st.draft.tutela.outroGenitorConcorda = yes;
        const alert = evaluateRules(toContent(st, ctx.today), {
          today: ctx.today,
          only: ['TUTOR_CONJUNTO'],
        })[0];
        return ok(st, ...(alert ? [`⚠️ ${alert.mensagem}`] : []));
      }),
  });

  // 7 · testamenteiro
  push(true, {
    key: 'testamenteiro',
    secao: 'testamenteiro',
    optional: true,
    ask: () => M.testamenteiro.ask,
    example: M.testamenteiro.example,
    current: (st) =>
      st.draft.testamenteiros.length
        ? joinNames(
            st,
            st.draft.testamenteiros.map((x) => x.pessoaId),
          )
        : undefined,
    accept: (st, text) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 3) {
        st.draft.testamenteiros = [];
        return ok(st);
      }
      const ids: string[] = [];
      for (const part of splitList(
        text
          .replace(/^\s*(?:quero|indico|seria)\s+/i, '')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', '),
      )) {
        const r = resolvePerson(st, part, { group: true });
        if (!r.ok) return fail(r.error);
        ids.push(...r.ids);
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0 || unique.length > 5) return fail(E.testamenteiro);
      st.draft.testamenteiros = unique.map((pessoaId, i) => ({
        pessoaId,
        ordem: i + 1,
        posseBens: false,
      }));
      st.respondidas = st.respondidas.filter(
        (k) => k !== 'testamenteiro_premio' && k !== 'testamenteiro_posse',
      );
      return ok(st);
    },
  });
  push(d.testamenteiros.length > 0, {
    key: 'testamenteiro_premio',
    secao: 'testamenteiro',
    ask: () => M.premio.ask,
    example: M.premio.example,
    accept: (st, text) => {
      const pct = parsePercent(text);
      if (pct === undefined) {
        if (parseYesNo(text) === false) {
          for (const x of st.draft.testamenteiros) delete x.premioPercentual;
          return ok(st);
        }
        return fail(E.premio);
      }
      if (pct < 1 || pct > 5) return fail(M.premio.range);
      for (const x of st.draft.testamenteiros) x.premioPercentual = pct;
      return ok(st);
    },
  });
  push(d.testamenteiros.length > 0 && !hasLegitima(s), {
    key: 'testamenteiro_posse',
    secao: 'testamenteiro',
    ask: () => M.posse.ask,
    example: M.posse.example,
    opcoes: YES_NO,
    accept: (st, text) =>
      yesNo(text, (yes) => {
        for (const x of st.draft.testamenteiros) x.posseBens = yes;
        return ok(st);
      }),
  });

  // 8 · desejos não patrimoniais
  push(true, {
    key: 'desejos',
    secao: 'desejos',
    optional: true,
    ask: () => M.desejos.ask,
    example: M.desejos.example,
    accept: (st, text, ctx) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 4) {
        st.draft.naoPatrimoniais = { reconhecimentoFilhos: [], mensagens: [] };
        return ok(st);
      }
      if (looksLikeSecret(text)) return fail(M.desejos.secret);
      const np: InterviewState['draft']['naoPatrimoniais'] = {
        reconhecimentoFilhos: [],
        mensagens: [],
      };
      const add = (
        field: 'funeral' | 'doacaoOrgaos' | 'animais' | 'ativosDigitais',
        sentence: string,
      ) => {
        np[field] = np[field] ? `${np[field]} ${sentence}` : sentence;
      };
      const sentences = text
        .split(/\r?\n|(?<=[.!;])\s+/)
        .map((x) => x.trim())
        .filter((x) => x.length > 1);
      for (const raw of sentences) {
        const sentence = /[.!?]$/.test(raw) ? raw : `${raw}.`;
        const n = normalize(raw);
        const recon =
          /reconhe[cç]o\s+(?:como\s+)?(?:meu|minha)?\s*(?:filh[oa])?\s*(?:a|o)?\s*([\p{L}' -]+)/iu.exec(
            raw,
          );
        if (/reconhe/.test(n) && /filh/.test(n) && recon?.[1]) {
          const nome = parsePersonName(
            recon[1].replace(/\s+como\s+(?:meu|minha)\s+filh[oa].*$/i, ''),
            { full: true },
          );
          if (!nome) return fail(E.reconhecimento);
          const existing = findPessoaByName(st.draft, nome);
          const id = existing?.id ?? addPessoa(st, { tipo: 'fisica', nome, relacao: 'filho(a)' });
          np.reconhecimentoFilhos.push(id);
          if (!st.draft.descendentes.some((x) => x.pessoaId === id)) {
            st.draft.descendentes.push({ pessoaId: id, grau: 'filho', vivo: true, menor: false });
          }
        } else if (/funeral|enterr|sepult|crema|velorio|cinzas|tumulo|jazigo|missa|culto/.test(n))
          add('funeral', sentence);
        else if (/orgao|orgaos|doacao de|doar (?:meus )?(?:orgaos|corpo)|tecidos|corneas/.test(n))
          add('doacaoOrgaos', sentence);
        else if (/cachorr|gat[oa]|animal|animais|\bpet|passaro|cavalo|cadela/.test(n))
          add('animais', sentence);
        else if (
          /digital|digitais|rede social|redes sociais|instagram|facebook|e-?mail|conta|perfil|nuvem|whatsapp|cripto/.test(
            n,
          )
        )
          add('ativosDigitais', sentence);
        else np.mensagens.push(sentence);
      }
      st.draft.naoPatrimoniais = np;
      const content = toContent(st, ctx.today);
      const infos = evaluateRules(content, {
        today: ctx.today,
        only: ['ORGAOS', 'RECONHECIMENTO'],
      });
      return ok(st, ...infos.map((r) => `ℹ️ ${r.mensagem}`));
    },
  });

  // 9 · forma, testemunhas e local
  push(!mustUsePublico(s), {
    key: 'forma',
    secao: 'formalidades',
    ask: () => M.forma.ask,
    example: M.forma.example,
    opcoes: M.forma.opcoes,
    current: (st) => st.draft.forma,
    accept: (st, text) => {
      const n = normalize(text);
      const forma = /particular|^1\b|em casa|imprim/.test(n)
        ? 'particular'
        : /public|^2\b|cartorio|tabeli/.test(n)
          ? 'publico'
          : undefined;
      if (!forma) return fail(E.forma);
      if (forma !== st.draft.forma)
        st.respondidas = st.respondidas.filter((k) => k !== 'testemunhas');
      st.draft.forma = forma;
      return ok(st);
    },
  });
  push(true, {
    key: 'testemunhas',
    secao: 'formalidades',
    ask: (st) => M.testemunhas.ask(requiredWitnesses(st)),
    example: M.testemunhas.example,
    formulario: 'testemunhas',
    current: (st) =>
      st.draft.testemunhaIds.length ? joinNames(st, st.draft.testemunhaIds) : undefined,
    accept: (st, text, ctx) => applyWitnesses(st, splitLines(text).map(parseWitnessLine), ctx),
    acceptForm: (st, values, ctx) => {
      const parsed = FormValuesSchemas.testemunhas.safeParse(values);
      if (!parsed.success) return fail(M.formInvalid);
      return applyWitnesses(
        st,
        parsed.data.itens.map((i) => parseWitnessLine(`${i.nome}, ${i.cpf}, ${i.dataNascimento}`)),
        ctx,
      );
    },
  });
  // CC 1.802: a witness's spouse, parent, child or sibling receiving something is presumed a
  // front person. Only the person can tell us these relations; the rule TESTEM_INTERPOSTA reads
  // them from the witnesses' `vinculos`.
  push(s.draft.testemunhaIds.length > 0 && witnessRelevantBeneficiaries(s).length > 0, {
    key: 'testemunhas_parentes',
    secao: 'formalidades',
    ask: (st) =>
      M.testemunhasParentes.ask(
        joinNames(
          st,
          witnessRelevantBeneficiaries(st).map((p) => p.id),
        ),
      ),
    example: M.testemunhasParentes.example,
    opcoes: M.testemunhasParentes.opcoes,
    current: (st) => witnessLinksText(st),
    accept: (st, text, ctx) => applyWitnessLinks(st, text, ctx),
  });
  push(true, {
    key: 'local',
    secao: 'formalidades',
    ask: (st) => {
      const e = st.draft.testador.endereco;
      return M.local.ask(e ? `${e.cidade}/${e.uf}` : undefined);
    },
    example: M.local.example,
    current: (st) => (st.draft.cidade ? `${st.draft.cidade}/${st.draft.uf ?? ''}` : undefined),
    accept: (st, text) => {
      const place = parseCityUf(text);
      const e = st.draft.testador.endereco;
      if (place) {
        st.draft.cidade = place.cidade;
        st.draft.uf = place.uf;
        return ok(st);
      }
      if (parseYesNo(text) === true && e) {
        st.draft.cidade = e.cidade;
        st.draft.uf = e.uf;
        return ok(st);
      }
      return fail(E.cidadeUf);
    },
  });
  return qs;
}

/** The question with this key, if it applies now. */
export function findQuestion(s: InterviewState, key: string): Question | undefined {
  return questionsFor(s).find((q) => q.key === key);
}
