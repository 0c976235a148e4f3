import { formatCpf } from '@legado/contract';
import { klona } from 'klona/json';
import { AT_REVIEW } from '../interview-state-schema.ts';
import { addPessoa, type InterviewState } from '../interview-state.ts';
import { isQuestion } from '../faq.ts';
import { M } from '../messages.ts';
import { readFacts, type Facts } from '../parsers/index.ts';
import { readLabeledLines } from '../parsers/labeled-lines.ts';
import { ageOn, formatDateBr, parseDate } from '../parsers/dates.ts';
import { birthPlaceSaid, residenceSaid } from '../parsers/municipalities.ts';
import { nameAfterSou, parsePersonName } from '../parsers/names.ts';
import { onlyFirstNames } from '../parsers/name-quality.ts';
import { normalize } from '../parsers/text.ts';
import { presumedRegime } from '../parsers/civil-status.ts';
import { applicableQuestions, findQuestion } from '../questions/catalogue.ts';
import { childEntriesFrom } from '../questions/children-facts.ts';
import { NO_CHILDREN } from '../questions/children-edit.ts';
import { applyChildren } from '../questions/children.ts';
import { applyCivilStatus } from '../questions/family-spouse.ts';
import { noteGiftsSaid } from '../questions/gifts-answer.ts';
import { applySeparation, noteSexoFrom } from '../questions/family-law.ts';
import { readTestatorAddress } from '../questions/address-answer.ts';
import { applyCapacity } from '../questions/capacity-question.ts';
import { hasLimit, readCapacity } from '../parsers/capacity.ts';
import { answer, type TurnContext } from '../questions/question.ts';
import { forgetDependents } from './navigation.ts';
import { noteOtherParentDead } from './other-parent.ts';

/**
 * What one message said beyond the question asked: every fact is kept, through the same typed
 * path the question (or its form) uses, and shown in one line. A taker applies its facts to the
 * state and returns the words of what it kept, or undefined when the message holds nothing for it.
 */
type Taker = (
  s: InterviewState,
  facts: Facts,
  text: string,
  ctx: TurnContext,
) => string | undefined;

const SECTIONS_BEFORE_SHARES = new Set(['identificacao', 'anteriores', 'familia']);

const TAKERS: Record<string, Taker> = {
  nome: (s, facts, text) => {
    // "meu nome é osvaldo luiz marchetti" in any case; after "Sou", only a capitalised name.
    const named = /\b(?:me chamo|chamo-me|meu nome (?:e|é))\s+([\p{L}' ]+)/iu.exec(text)?.[1];
    const sou =
      /\b[Ss]ou (?:(?:o|a)\s+)?([\p{Lu}][\p{L}']+(?:\s+(?:d[aeo]s?\s+)?[\p{Lu}][\p{L}']+)+)/u.exec(
        text,
      )?.[1] ?? nameAfterSou(text);
    const raw = (named ?? sou)?.replace(/\s+(?:cpf|nasci|sou|tenho|moro)\b.*$/i, '').trim();
    const nome = raw && parsePersonName(raw, { full: true });
    if (!nome || facts.people.some((p) => p.nome === nome && p.relacao)) return undefined;
    s.draft.testador.nome = nome;
    return `nome ${nome}`;
  },
  cpf: (s, facts) => {
    if (!facts.cpf || facts.people.some((p) => p.cpf === facts.cpf)) return undefined;
    if (s.draft.pessoas.some((p) => p.cpf === facts.cpf)) return undefined;
    s.draft.testador.cpf = facts.cpf;
    return `CPF ${formatCpf(facts.cpf)}`;
  },
  nascimento: (s, facts, text, ctx) => {
    // "nasci em 14/03/1982 em Belo Horizonte", "nasci em curitiba em 12/08/1992", even when the
    // message names other people.
    const said =
      /\b(?:eu )?nasci (?:em [\p{L} ]{3,40}?,? )?(?:em|no dia|dia)?\s*(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2} de \p{L}+ de \d{2,4})/iu.exec(
        text,
      )?.[1];
    const data = facts.dataNascimento ?? (said ? parseDate(said) : undefined);
    // Out of the usual range, the question itself asks and explains (capacity at 16, CC 1.860).
    if (!data || data > ctx.today || ageOn(data, ctx.today) < 16 || ageOn(data, ctx.today) > 120)
      return undefined;
    s.draft.testador.dataNascimento = data;
    return `nascimento em ${formatDateBr(data)}`;
  },
  naturalidade: (s, _facts, text) => {
    // Only with a clear signal near the city: "nasci em …", "sou de …", "natural de …".
    const place = birthPlaceSaid(text);
    if (!place) return undefined;
    s.draft.testador.naturalidade = `${place.cidade}/${place.uf}`;
    s.draft.testador.nacionalidade = 'brasileira';
    return `naturalidade ${place.cidade}/${place.uf}`;
  },
  profissao: (s, facts) => {
    if (!facts.profession) return undefined;
    s.draft.testador.profissao = facts.profession;
    noteSexoFrom(s, facts.profession);
    return `profissão ${facts.profession}`;
  },
  endereco: (s, _facts, text) => {
    // Only the speaker's own address: "moro na…", "meu endereço é…" (not a relative's).
    if (!/\b(?:moro|moramos|resido|meu endere[cç]o)\b/i.test(text)) return undefined;
    if (/\b(?:ele|ela|eles|elas) mora/i.test(text)) return undefined;
    // "resido em Campinas": the city is kept for the address, asked later.
    const lived = residenceSaid(text);
    if (lived && !s.draft.moradia) s.draft.moradia = lived;
    const r = readTestatorAddress(text, s.draft.moradia);
    if (!r.ok) return undefined;
    s.draft.testador.endereco = r.endereco;
    return `endereço ${r.endereco.logradouro}, ${r.endereco.numero}, ${r.endereco.cidade}/${r.endereco.uf}`;
  },
  capacidade: (s, _facts, text) => {
    // "ela não consegue mais assinar, a mão treme, mas lê tudo": a limit told before it is asked
    // decides the form (público). Only limits: "none" is still asked.
    const said = readCapacity(text);
    if (!said || !hasLimit(said)) return undefined;
    const limits = { blind: !!said.blind, noRead: !!said.noRead, noSign: !!said.noSign };
    applyCapacity(s, limits);
    return M.volunteered.capacity(limits);
  },
  estado_civil: (s, facts, text) => {
    const status = facts.civilStatus?.estadoCivil;
    if (!status) return undefined;
    applyCivilStatus(s, status, facts.civilStatus, text);
    // "casada, mas separada há um ano": the separação de fato is told with the civil status.
    applySeparation(s, facts.civilStatus);
    // "sou casada", "viúvo": the grammatical gender tells how the will refers to the testator.
    noteSexoFrom(s, text);
    const desde = s.draft.conjuge?.separadoDeFatoDesde;
    return `${M.volunteered.civilStatus(status, s.draft.testador.sexo)}${desde ? M.volunteered.separadoDesde(desde) : ''}`;
  },
  conjuge_nome: (s, facts) => {
    const nome = facts.civilStatus?.parceiro;
    const conj = s.draft.conjuge;
    if (!nome || !conj || onlyFirstNames(nome)) return undefined;
    const relacao = conj.tipo === 'casamento' ? 'cônjuge' : 'companheiro(a)';
    const existing = s.draft.pessoas.find((p) => p.id === conj.pessoaId);
    if (existing) existing.nome = nome;
    else conj.pessoaId = addPessoa(s, { tipo: 'fisica', nome, relacao });
    return M.volunteered.spouse(conj.tipo === 'uniao_estavel', nome);
  },
  regime: (s, facts) => {
    const cs = facts.civilStatus;
    const regime =
      cs?.regime ?? (cs?.semPacto ? presumedRegime(s.draft.conjuge?.tipo, cs.desdeAno) : undefined);
    if (!regime || !s.draft.conjuge) return undefined;
    s.draft.conjuge.regimeBens = regime;
    return `regime ${M.volunteered.regime[regime] ?? regime}`;
  },
  uniao_formalizada: (s, _facts, text) => {
    const n = normalize(text);
    const conj = s.draft.conjuge;
    if (conj?.tipo !== 'uniao_estavel') return undefined;
    const no =
      /\b(?:nunca|nao|nem)\b[^.]*\b(?:papel|escritura|cartorio|registr\w*)\b|\bsem (?:papel|escritura|registro)\b/.test(
        n,
      );
    const yes =
      !no &&
      /\b(?:temos|fizemos|fiz|tem|com)\s+(?:a\s+)?escritura\b|\bregistrad[ao] em cartorio\b/.test(
        n,
      );
    if (!no && !yes) return undefined;
    conj.uniaoFormalizada = yes;
    return yes ? 'união registrada em cartório' : 'união sem escritura nem registro';
  },
  filhos: (s, facts, text, ctx) => {
    const entries = childEntriesFrom(facts, text);
    // "sou solteira, sem filhos", "nao tenho filhos": none, said once and about no one else.
    const n = normalize(text);
    if (entries.length === 0 && NO_CHILDREN.test(n) && (n.match(/\bfilh/g) ?? []).length === 1) {
      s.draft.descendentes = [];
      return M.volunteered.noChildren;
    }
    if (entries.length === 0) return undefined;
    // Applied to a copy: a refused list leaves the state as it was.
    const outcome = applyChildren(klona(s), entries, ctx);
    if (!outcome.ok) return undefined;
    Object.assign(s, outcome.state);
    return `filhos ${entries.map((e) => e.nome).join(', ')}`;
  },
};

/** How a labeled value is shown in the line of what was kept ("nome Elisabete Maria Kowalski"). */
const LABELED_WORDS: Record<string, string> = {
  nome: 'nome',
  cpf: 'CPF',
  nascimento: 'nascimento em',
  naturalidade: 'naturalidade',
  nacionalidade: 'nacionalidade',
  profissao: 'profissão',
  endereco: 'endereço',
  estado_civil: 'estado civil',
};

/**
 * "Nome: …", "CPF: …", "Data nasc.: …" lines pasted together: each value through its own
 * question. The current question, just read from the whole message, takes its labeled value too.
 * Returns what was kept, in words, and the message without those lines.
 */
function takeLabeled(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  skipKey: string,
): { kept: string[]; rest: string } | undefined {
  const data = readLabeledLines(text);
  if (!data) return undefined;
  const kept: string[] = [];
  for (const [key, value] of Object.entries(data.values)) {
    const q = findQuestion(s, key);
    if (!q || !LABELED_WORDS[key] || (s.answered.includes(key) && key !== skipKey)) continue;
    const outcome = answer(q.question, s, value, ctx, q.subject);
    if (!outcome.ok) continue;
    const before = q.question.describe?.(s, q.subject);
    Object.assign(s, outcome.state);
    const now = q.question.describe?.(s, q.subject);
    if (now !== before) forgetDependents(s, key);
    if (!s.answered.includes(key)) s.answered.push(key);
    if (key === 'estado_civil') noteSexoFrom(s, value);
    const shown =
      key === 'cpf' && s.draft.testador.cpf
        ? formatCpf(s.draft.testador.cpf)
        : key === 'estado_civil'
          ? undefined
          : now;
    kept.push(
      key === 'estado_civil'
        ? M.volunteered.civilStatus(s.draft.testador.estadoCivil ?? value, s.draft.testador.sexo)
        : `${LABELED_WORDS[key]} ${shown ?? value}`,
    );
  }
  return { kept, rest: data.rest };
}

/** "pretendo lavrar testamento particular", "quero fazer um testamento público": the form, named. */
const FORM_NAMED =
  /\b(?:quero|queria|pretendo|desejo|gostaria de|vou|prefiro|vim|venho|decidi) (?:(?!saber\b|entender\b|perguntar\b|se\b)\w+ ){0,3}?(?:testamento (?:\w+ )?(particular|publico)|(?:na |pela )?forma (particular|publica))\b/;

/**
 * The form of the will named before it is asked ("Pretendo lavrar testamento particular"), kept
 * through the form question itself and not asked again; undefined when none is named or the form
 * is already answered.
 */
function takeForm(s: InterviewState, text: string, ctx: TurnContext): string | undefined {
  if (s.answered.includes('forma')) return undefined;
  const n = normalize(text);
  // "quero saber se o testamento particular vale": a question names no choice.
  if (isQuestion(text)) return undefined;
  const named = FORM_NAMED.exec(n);
  const word = named?.[1] ?? named?.[2];
  const q = word ? findQuestion(s, 'forma') : undefined;
  if (!word || !q) return undefined;
  const outcome = answer(q.question, s, word, ctx, q.subject);
  if (!outcome.ok) return undefined;
  Object.assign(s, outcome.state);
  forgetDependents(s, 'forma');
  s.answered.push('forma');
  return s.draft.forma === 'publico' ? 'forma pública (no cartório)' : 'forma particular';
}

/**
 * Keeps the facts a message volunteered for questions not yet answered (the current one is the
 * caller's), marks them answered and returns the one line that shows them ("Anotei também: …").
 * Only facts of the first sections are taken this way: later a name or a date belongs to the
 * question being asked.
 */
export function takeVolunteered(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  skipKey: string,
): string | undefined {
  if (s.editing) return undefined;
  // "nenhum, só quero deixar meu carro pro Gabriel": a gift said with the shares is a legado.
  const gifts = skipKey === 'heranca' ? noteGiftsSaid(s, text) : undefined;
  if (gifts) return M.volunteered.noted([gifts]);
  const open = (key: string) => {
    if (key === skipKey) return false;
    // A profession skipped earlier ("pular") and told now ("sou viuva, aposentada") is kept.
    const skipped = key === 'profissao' && !s.draft.testador.profissao;
    if (s.answered.includes(key) && !skipped) return false;
    const q = findQuestion(s, key);
    return q !== undefined && SECTIONS_BEFORE_SHARES.has(q.question.section);
  };
  const form = skipKey === 'forma' ? undefined : takeForm(s, text, ctx);
  // Past the first sections nothing is taken this way: the message is not read for it.
  if (!Object.keys(TAKERS).some(open)) return form ? M.volunteered.noted([form]) : undefined;
  // Pasted "Label: value" lines; the other takers read only what is not in them.
  const labeled = takeLabeled(s, text, ctx, skipKey);
  const kept: string[] = [...(form ? [form] : []), ...(labeled?.kept ?? [])];
  if (labeled) text = labeled.rest;
  const facts = readFacts(text, { today: ctx.today });
  if (facts.pergunta && facts.people.length === 0 && !facts.cpf)
    return kept.length > 0 ? M.volunteered.noted(kept) : undefined;
  const otherParent = noteOtherParentDead(s, text);
  if (otherParent) kept.push(otherParent);
  // Each taker changes the state only when it keeps something (it returns its words).
  for (const [key, take] of Object.entries(TAKERS)) {
    if (!open(key)) continue;
    const said = take(s, facts, text, ctx);
    if (!said) continue;
    forgetDependents(s, key);
    if (!s.answered.includes(key)) s.answered.push(key);
    kept.push(said);
  }
  return kept.length > 0 ? M.volunteered.noted(kept) : undefined;
}

/**
 * After volunteered facts, the current question may be answered already, or no longer apply now
 * (the declaration that the will is theirs, after an opening that told their own facts): move to
 * the next open one.
 */
export function skipAnswered(s: InterviewState): void {
  if (!s.answered.includes(s.current) && findQuestion(s, s.current)) return;
  const next = applicableQuestions(s).find((q) => !s.answered.includes(q.key));
  s.current = next?.key ?? AT_REVIEW;
}
