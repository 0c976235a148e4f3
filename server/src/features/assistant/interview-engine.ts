import {
  TestamentContentSchema,
  type FormOutcome,
  type RuleResult,
  type TestamentContent,
} from '@legado/contract';
import { klona } from 'klona/json';
import { answerFaq, isQuestion } from './faq.ts';
import { initialState, toValidatedContent, type InterviewState } from './interview-state.ts';
import { M, SECTION_ORDER, SECTION_TITLES, type SectionId } from './messages.ts';
import { joinNames } from './people.ts';
import { normalize } from './parsers/text.ts';
import { parseYesNo } from './parsers/yes-no.ts';
import { findQuestion, questionsFor, type Question, type TurnContext } from './questions.ts';
import { summaryText } from './summary.ts';

/** What the user sent: the start of the chat, a message, or a submitted form. */
export type TurnInput =
  | { kind: 'start' }
  | { kind: 'message'; text: string }
  | { kind: 'form'; name: string; values: unknown };

/** The engine's answer to one turn. */
export interface TurnResult {
  state: InterviewState;
  replies: string[];
  testamentJson?: TestamentContent;
  /** For a submitted form: taken, refused, or waiting for a typed confirmation. */
  formOutcome?: FormOutcome;
}

/** How a turn was handled (used by the model layer to know whether a proposal was accepted). */
export type TurnOutcome = 'start' | 'accepted' | 'rejected' | 'command' | 'faq' | 'other';

/** Number of etapas shown in "Etapa N de M". */
export const TOTAL_ETAPAS = SECTION_ORDER.length;

const MAX_TEXT = 4000;

/** The section and etapa number of the current question. */
export function currentSection(s: InterviewState): SectionId {
  if (s.atual === 'revisao' || s.atual === 'concluido') return 'revisao';
  return findQuestion(s, s.atual)?.secao ?? 'revisao';
}

/** The current question, or undefined at the review. */
export function currentQuestion(s: InterviewState): Question | undefined {
  return findQuestion(s, s.atual);
}

function etapa(sec: SectionId): number {
  return SECTION_ORDER.indexOf(sec) + 1;
}

function progress(sec: SectionId): string {
  return M.progress(etapa(sec), TOTAL_ETAPAS, SECTION_TITLES[sec]);
}

/** The text of the pending question, with progress, current value when correcting, and form marker. */
export function promptText(s: InterviewState, ctx: TurnContext): string {
  if (s.atual === 'concluido') return M.afterDone;
  if (s.atual === 'revisao') return reviewText(s, ctx);
  const q = currentQuestion(s);
  if (!q) return reviewText(s, ctx);
  const current = s.editando ? q.current?.(s) : undefined;
  return [
    progress(q.secao),
    q.ask(s) + (q.formulario ? ` [FORMULARIO:${q.formulario}]` : ''),
    ...(current ? [M.currentValue(current)] : []),
  ].join('\n');
}

const ICON: Record<RuleResult['severidade'], string> = { erro: '❌', alerta: '⚠️', info: 'ℹ️' };

function reviewResults(s: InterviewState, ctx: TurnContext): RuleResult[] {
  return toValidatedContent(s, ctx.today).validacoes;
}

function reviewText(s: InterviewState, ctx: TurnContext): string {
  const results = reviewResults(s, ctx);
  const summary = summaryText(s) ?? M.summaryEmpty;
  const rules = results.length
    ? results
        .map((r) => `${ICON[r.severidade]} ${r.mensagem}${r.reconhecido ? ' (ciente)' : ''}`)
        .join('\n')
    : M.review.noRules;
  return [
    progress('revisao'),
    M.review.title,
    summary,
    `${M.review.rulesTitle}\n${rules}`,
    reviewInstruction(results),
  ].join('\n\n');
}

function reviewInstruction(results: RuleResult[]): string {
  if (results.some((r) => r.severidade === 'erro')) return M.review.errors;
  if (results.some((r) => r.severidade === 'alerta' && !r.reconhecido)) return M.review.alerts;
  return M.review.confirm;
}

/** The next question after `fromKey`: the rest of a section being corrected, else the first open one. */
function nextKey(s: InterviewState, fromKey: string): string {
  const qs = questionsFor(s);
  if (s.editando) {
    const idx = qs.findIndex((q) => q.key === fromKey);
    const next = idx >= 0 ? qs.slice(idx + 1).find((q) => q.secao === s.editando) : undefined;
    if (next) return next.key;
    s.editando = null;
  }
  return qs.find((q) => !s.respondidas.includes(q.key))?.key ?? 'revisao';
}

function legitimaNote(s: InterviewState): string {
  const d = s.draft;
  const heirs: string[] = [];
  if (d.conjuge?.pessoaId) heirs.push(d.conjuge.pessoaId);
  heirs.push(
    ...d.descendentes.filter((x) => x.vivo).map((x) => x.pessoaId),
    ...d.ascendentes.map((a) => a.pessoaId),
  );
  return heirs.length
    ? M.legitima(joinNames(s, heirs), Boolean(d.conjuge?.pessoaId))
    : M.semLegitima;
}

/** Moves past an answered question and returns the notes to show before the next prompt. */
function advance(s: InterviewState, from: Question): string[] {
  if (!s.respondidas.includes(from.key)) s.respondidas.push(from.key);
  // Who receives something may have changed: the witnesses' relatives are asked about again.
  if (from.secao === 'heranca') {
    s.respondidas = s.respondidas.filter((key) => key !== 'testemunhas_parentes');
  }
  s.tentativas = 0;
  const next = nextKey(s, from.key);
  if (next !== s.atual) s.historico = [...s.historico, s.atual].slice(-60);
  s.atual = next;
  const nextSec = currentSection(s);
  return from.secao === 'familia' && nextSec !== 'familia' ? [legitimaNote(s)] : [];
}

/** Makes sure the current question still applies (answers may have changed what applies). */
function ensureCurrent(s: InterviewState): void {
  if (s.atual === 'revisao' || s.atual === 'concluido') return;
  if (!findQuestion(s, s.atual)) s.atual = nextKey(s, s.atual);
}

// ——— commands ———

const EDIT_TARGETS: [RegExp, string][] = [
  [/\bcpf\b/, 'cpf'],
  [/\bnome\b/, 'nome'],
  [/nascimento|data/, 'nascimento'],
  [/endereco|cep|moro/, 'endereco'],
  [/profissao/, 'profissao'],
  [/naturalidade|nacionalidade|onde nasci/, 'naturalidade'],
  [/identifica|dados|meus dados|capacidade/, 'proprio'],
  [/anterior|revoga/, 'anteriores'],
  [/filho|menores/, 'filhos'],
  [/conjuge|esposa|esposo|marido|companheir|regime/, 'conjuge_nome'],
  [/familia|estado civil|casamento/, 'estado_civil'],
  [/pais\b|pai\b|mae\b/, 'pais'],
  [/legado|bens especificos|bem especifico/, 'legados'],
  [/substitut/, 'substitutos'],
  [/heranca|beneficiari|divisao|partilha|porcentage|percentua|quem recebe/, 'heranca'],
  [/clausula|inalien|impenhor|incomunic/, 'clausulas'],
  [/tutor|tutela/, 'tutor'],
  [/testamenteiro|premio/, 'testamenteiro'],
  [/desejo|funeral|orgao|pessoais|mensage|animais|digita/, 'desejos'],
  [/testemunha/, 'testemunhas'],
  [/\bforma\b|particular|publico/, 'forma'],
  [/local|cidade/, 'local'],
];

type Command =
  | { kind: 'voltar' }
  | { kind: 'alterar'; alvo: string }
  | { kind: 'resumo' }
  | { kind: 'recomecar' }
  | { kind: 'pular' }
  | { kind: 'ajuda' }
  | { kind: 'manter' };

function parseCommand(text: string): Command | undefined {
  const n = normalize(text);
  if (
    /^(voltar|volta|volte|anterior|pergunta anterior|voltar uma(?: pergunta)?|quero voltar)$/.test(
      n,
    )
  )
    return { kind: 'voltar' };
  if (
    /^(resumo|ver resumo|mostrar resumo|me mostra o resumo|o que (?:ja )?(?:tem|temos|tenho|sabe|voce sabe)(?: ate agora)?)$/.test(
      n,
    )
  )
    return { kind: 'resumo' };
  if (
    /^(recomecar|reiniciar|comecar de novo|comecar do zero|apagar tudo|recomecar do zero)$/.test(n)
  )
    return { kind: 'recomecar' };
  if (
    /^(pular|pula|passo|proxima|prefiro nao (?:dizer|responder|informar)|nao quero (?:dizer|responder|informar))$/.test(
      n,
    )
  )
    return { kind: 'pular' };
  if (/^(ajuda|help|socorro|comandos|menu)$/.test(n)) return { kind: 'ajuda' };
  if (
    /^(manter|mantem|manter assim|deixa assim|deixar assim|pode manter|igual|continua igual)$/.test(
      n,
    )
  )
    return { kind: 'manter' };
  const m =
    /^(?:quero |preciso |gostaria de |vamos )?(?:alterar|corrigir|mudar|editar|trocar|refazer|rever|consertar)\b\s*(?:o |a |os |as |meu |minha |meus |minhas |de |do |da |dos |das |secao |parte )*(.*)$/.exec(
      n,
    );
  if (m) return { kind: 'alterar', alvo: m[1] ?? '' };
  return undefined;
}

function editTarget(s: InterviewState, alvo: string): Question | 'none' | 'not-applicable' {
  if (!alvo.trim()) return 'none';
  const section = SECTION_ORDER.find(
    (sec) =>
      normalize(SECTION_TITLES[sec]).startsWith(alvo) ||
      alvo.startsWith(normalize(SECTION_TITLES[sec]).split(' ')[0] ?? '#'),
  );
  const key = EDIT_TARGETS.find(([re]) => re.test(alvo))?.[1];
  const qs = questionsFor(s);
  const q = key
    ? qs.find((x) => x.key === key)
    : section
      ? qs.find((x) => x.secao === section)
      : undefined;
  if (q) return q;
  if (key === 'conjuge_nome') return qs.find((x) => x.key === 'estado_civil') ?? 'not-applicable';
  return key || section ? 'not-applicable' : 'none';
}

function sectionHint(): string {
  return '"alterar filhos", "alterar herança", "alterar testemunhas", "alterar endereço"';
}

// ——— the turn ———

function reply(
  state: InterviewState,
  replies: string[],
  outcome: TurnOutcome,
  testamentJson?: TestamentContent,
) {
  return { result: { state, replies, ...(testamentJson ? { testamentJson } : {}) }, outcome };
}

/** Tells the web what became of a submitted form (it keeps a refused form open). */
function withFormOutcome(
  turn: { result: TurnResult; outcome: TurnOutcome },
  formOutcome: FormOutcome,
) {
  return { ...turn, result: { ...turn.result, formOutcome } };
}

/**
 * A turn never changes the state it was given (the caller may keep it, e.g. the will cache). The
 * state is plain JSON (it is stored as jsonb), so klona's JSON mode copies it, ~9× faster than
 * structuredClone: two copies a turn were a third of the interview's time under load.
 */
function cloneState(prev: InterviewState | undefined): InterviewState {
  const fresh = initialState();
  if (!prev || typeof prev !== 'object' || prev.versao !== 1 || !prev.draft) return fresh;
  return klona(prev);
}

/**
 * A refused answer: the reason, then how to answer. A typed answer gets an example to type; a
 * form is corrected in the form itself, which the web keeps open with what was typed.
 */
function rejection(
  s: InterviewState,
  q: Question,
  error: string,
  pending: InterviewState['pending'] | undefined,
  via: TurnInput['kind'] = 'message',
) {
  s.tentativas += 1;
  s.pending = pending ?? null;
  const how = via === 'form' ? M.formRetry : M.example(q.example);
  const reask = pending ? error : `${error} ${how}`;
  return reply(s, [reask], 'rejected');
}

function finalize(s: InterviewState, ctx: TurnContext) {
  const content = toValidatedContent(s, ctx.today);
  const parsed = TestamentContentSchema.safeParse(content);
  if (!parsed.success) return reply(s, [M.internal], 'other');
  s.concluido = true;
  s.historico = [...s.historico, s.atual].slice(-60);
  s.atual = 'concluido';
  return reply(s, [M.done], 'accepted', parsed.data);
}

function handleReview(s: InterviewState, text: string, ctx: TurnContext) {
  const results = reviewResults(s, ctx);
  const yes = parseYesNo(text);
  const n = normalize(text);
  if (results.some((r) => r.severidade === 'erro')) {
    s.tentativas += 1;
    return reply(s, [M.review.errors], 'rejected');
  }
  const pendingAlerts = results.filter((r) => r.severidade === 'alerta' && !r.reconhecido);
  if (pendingAlerts.length > 0) {
    if (yes === true || /ciente|entendi|li os alertas|estou de acordo/.test(n)) {
      s.reconhecidos = [...new Set([...s.reconhecidos, ...pendingAlerts.map((r) => r.code)])];
      return reply(s, [M.review.acknowledged, M.review.confirm], 'accepted');
    }
    s.tentativas += 1;
    return reply(s, [M.review.alerts], 'rejected');
  }
  if (yes === true || /^(confirmo|gerar|pode gerar|gera)/.test(n)) return finalize(s, ctx);
  s.tentativas += 1;
  return reply(s, [M.review.confirm], 'rejected');
}

/** The deterministic interview: one turn, pure, no clock and no randomness. */
export function runTurnWithOutcome(
  prev: InterviewState | undefined,
  input: TurnInput,
  ctx: TurnContext,
): { result: TurnResult; outcome: TurnOutcome } {
  const s = cloneState(prev);
  s.turnos += 1;
  if (!s.iniciado) {
    s.iniciado = true;
    return reply(s, [M.welcome, promptText(s, ctx)], 'start');
  }
  ensureCurrent(s);
  if (input.kind === 'start') return reply(s, [promptText(s, ctx)], 'start');

  if (input.kind === 'form') {
    const q = currentQuestion(s);
    if (!q?.acceptForm || q.formulario !== input.name)
      return withFormOutcome(reply(s, [M.formMismatch, promptText(s, ctx)], 'rejected'), 'refused');
    s.pending = null;
    const outcome = q.acceptForm(klona(s), input.values, ctx);
    if (!outcome.ok) {
      // A refusal that leaves a question pending ("manter mesmo assim?") is answered in the chat.
      const refused = rejection(s, q, outcome.error, outcome.pending, 'form');
      return withFormOutcome(refused, outcome.pending ? 'confirm' : 'refused');
    }
    const next = outcome.state;
    next.pending = null;
    const notes = advance(next, q);
    return withFormOutcome(
      reply(next, [...outcome.notes, ...notes, promptText(next, ctx)], 'accepted'),
      'accepted',
    );
  }

  // Markers only ever come from the assistant: a user typing one must not trigger the web.
  const text = (typeof input.text === 'string' ? input.text : '')
    .slice(0, MAX_TEXT)
    .replace(/\[(?:DOCUMENTO_PRONTO|PREVIEW_READY|FORMULARIO:[^\]]*)\]/gi, ' ')
    .replace(/(?![\n\r\t])\p{Cc}/gu, ' ')
    .trim();
  if (!text) return reply(s, [promptText(s, ctx)], 'other');

  // A confirmation the previous turn asked for.
  const pending = s.pending;
  s.pending = null;
  if (pending?.kind === 'recomecar') {
    if (parseYesNo(text) === true) {
      const fresh = initialState();
      fresh.iniciado = true;
      fresh.turnos = s.turnos;
      return reply(fresh, [M.restartDone, M.welcome, promptText(fresh, ctx)], 'command');
    }
    return reply(s, [M.restartCancel, promptText(s, ctx)], 'command');
  }
  if (
    pending?.kind === 'excesso' &&
    /\bmanter\b|mesmo assim/.test(normalize(text)) &&
    s.atual === 'heranca'
  ) {
    const q = currentQuestion(s);
    if (q) {
      s.draft.heranca = pending.heranca;
      s.draft.pessoas = pending.pessoas;
      s.proximoId = pending.nextId;
      s.reconhecidos = [...new Set([...s.reconhecidos, 'DISPONIVEL' as const])];
      const notes = advance(s, q);
      return reply(s, [M.heranca.overrideAccepted, ...notes, promptText(s, ctx)], 'accepted');
    }
  }

  const command = parseCommand(text);
  if (command) return runCommand(s, command, ctx);

  const faq = answerFaq(text);
  if (faq) return reply(s, [faq, promptText(s, ctx)], 'faq');

  if (s.atual === 'concluido') return reply(s, [M.afterDone], 'other');
  if (s.atual === 'revisao') return handleReview(s, text, ctx);

  const q = currentQuestion(s);
  if (!q) return reply(s, [promptText(s, ctx)], 'other');
  const outcome = q.accept(klona(s), text, ctx);
  if (!outcome.ok) {
    if (isQuestion(text) && !outcome.pending)
      return reply(s, [M.unknownQuestion, promptText(s, ctx)], 'faq');
    return rejection(s, q, outcome.error, outcome.pending);
  }
  const next = outcome.state;
  next.pending = null;
  const notes = advance(next, q);
  return reply(next, [...outcome.notes, ...notes, promptText(next, ctx)], 'accepted');
}

function runCommand(s: InterviewState, command: Command, ctx: TurnContext) {
  switch (command.kind) {
    case 'voltar': {
      const previous = s.historico.at(-1);
      if (!previous) return reply(s, [M.backNothing, promptText(s, ctx)], 'command');
      s.historico = s.historico.slice(0, -1);
      s.atual = previous;
      s.concluido = false;
      ensureCurrent(s);
      return reply(s, [M.back, promptText(s, ctx)], 'command');
    }
    case 'resumo':
      return reply(
        s,
        [`${M.summaryTitle}\n\n${summaryText(s) ?? M.summaryEmpty}`, promptText(s, ctx)],
        'command',
      );
    case 'recomecar':
      s.pending = { kind: 'recomecar' };
      return reply(s, [M.restartConfirm], 'command');
    case 'ajuda':
      return reply(s, [M.help, promptText(s, ctx)], 'command');
    case 'pular':
    case 'manter': {
      const q = currentQuestion(s);
      if (!q) return reply(s, [promptText(s, ctx)], 'command');
      const keep = command.kind === 'manter' && s.respondidas.includes(q.key);
      if (command.kind === 'pular' && !q.optional)
        return reply(s, [M.required, promptText(s, ctx)], 'command');
      if (command.kind === 'manter' && !keep) return reply(s, [promptText(s, ctx)], 'command');
      if (command.kind === 'pular') skip(s, q.key);
      const notes = advance(s, q);
      return reply(
        s,
        [command.kind === 'pular' ? M.skipped : M.kept, ...notes, promptText(s, ctx)],
        'command',
      );
    }
    case 'alterar': {
      const target = editTarget(s, command.alvo);
      if (target === 'none')
        return reply(s, [M.editWhich(sectionHint()), promptText(s, ctx)], 'command');
      if (target === 'not-applicable')
        return reply(s, [M.editNotApplicable(command.alvo), promptText(s, ctx)], 'command');
      s.historico = [...s.historico, s.atual].slice(-60);
      s.editando = target.secao;
      s.atual = target.key;
      s.concluido = false;
      // New answers may raise new alerts: ask again for acknowledgement (DISPONIVEL stays a conscious choice).
      s.reconhecidos = s.reconhecidos.filter((c) => c === 'DISPONIVEL');
      return reply(s, [M.editStart(SECTION_TITLES[target.secao]), promptText(s, ctx)], 'command');
    }
  }
}

function skip(s: InterviewState, key: string): void {
  const d = s.draft;
  if (key === 'profissao') delete d.testador.profissao;
  if (key === 'tutor') delete d.tutela;
  if (key === 'testamenteiro') d.testamenteiros = [];
  if (key === 'desejos') d.naoPatrimoniais = { reconhecimentoFilhos: [], mensagens: [] };
  if (key === 'substitutos') {
    for (const h of d.heranca) delete h.substitutoId;
    for (const l of d.legados) delete l.substitutoId;
  }
}

/** The deterministic interview turn (see runTurnWithOutcome). */
export function runTurn(
  prev: InterviewState | undefined,
  input: TurnInput,
  ctx: TurnContext,
): TurnResult {
  return runTurnWithOutcome(prev, input, ctx).result;
}
