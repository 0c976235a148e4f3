import type { InterviewState } from '../interview-state.ts';
import { M, SECTION_ORDER, SECTION_TITLES } from '../messages.ts';
import { normalize } from '../parsers/text.ts';
import {
  applicableQuestions,
  describeAnswer,
  QUESTIONS,
  type AskedQuestion,
} from '../questions/catalogue.ts';
import type { TurnContext } from '../questions/question.ts';
import { summaryText } from '../summary.ts';
import { advance, currentQuestion, ensureCurrent, pushHistory } from './navigation.ts';
import { promptText } from './prompts.ts';
import { reply, type Turn } from './turn-result.ts';

/** A word that steers the interview instead of answering it. */
export type Command =
  | { kind: 'back' }
  | { kind: 'edit'; target: string }
  | { kind: 'summary' }
  | { kind: 'restart' }
  | { kind: 'skip' }
  | { kind: 'help' }
  | { kind: 'keep' };

const COMMANDS: [RegExp, Exclude<Command['kind'], 'edit'>][] = [
  [
    /^(voltar|volta|volte|anterior|pergunta anterior|voltar uma(?: pergunta)?|quero voltar)$/,
    'back',
  ],
  [
    /^(resumo|ver resumo|mostrar resumo|me mostra o resumo|o que (?:ja )?(?:tem|temos|tenho|sabe|voce sabe)(?: ate agora)?)$/,
    'summary',
  ],
  [
    /^(recomecar|reiniciar|comecar de novo|comecar do zero|apagar tudo|recomecar do zero)$/,
    'restart',
  ],
  [
    /^(pular|pula|passo|proxima|prefiro nao (?:dizer|responder|informar)|nao quero (?:dizer|responder|informar))$/,
    'skip',
  ],
  [/^(ajuda|help|socorro|comandos|menu)$/, 'help'],
  [
    /^(manter|mantem|manter assim|deixa assim|deixar assim|pode manter|igual|continua igual)$/,
    'keep',
  ],
];

const EDIT =
  /^(?:quero |preciso |gostaria de |vamos )?(?:alterar|corrigir|mudar|editar|trocar|refazer|rever|consertar)\b\s*(?:o |a |os |as |meu |minha |meus |minhas |de |do |da |dos |das |secao |parte )*(.*)$/;

/** The command a message is, if it is one. */
export function parseCommand(text: string): Command | undefined {
  const n = normalize(text);
  const kind = COMMANDS.find(([re]) => re.test(n))?.[1];
  if (kind) return { kind };
  const m = EDIT.exec(n);
  return m ? { kind: 'edit', target: m[1] ?? '' } : undefined;
}

/** The question whose words occur first in the target ("regime do casamento" → the spouse). */
function questionNamed(target: string): string | undefined {
  let best: { key: string; at: number } | undefined;
  for (const q of QUESTIONS) {
    for (const re of q.editAliases ?? []) {
      const at = re.exec(target)?.index;
      if (at !== undefined && (!best || at < best.at)) best = { key: q.key, at };
    }
  }
  return best?.key;
}

function editTarget(s: InterviewState, target: string): AskedQuestion | 'none' | 'not-applicable' {
  if (!target.trim()) return 'none';
  const section = SECTION_ORDER.find(
    (sec) =>
      normalize(SECTION_TITLES[sec]).startsWith(target) ||
      target.startsWith(normalize(SECTION_TITLES[sec]).split(' ')[0] ?? '#'),
  );
  const key = questionNamed(target);
  const qs = applicableQuestions(s);
  const q = key
    ? qs.find((x) => x.question.key === key)
    : section
      ? qs.find((x) => x.question.section === section)
      : undefined;
  if (q) return q;
  const instead = QUESTIONS.find((x) => x.key === key)?.editInstead;
  if (instead) return qs.find((x) => x.key === instead) ?? 'not-applicable';
  return key || section ? 'not-applicable' : 'none';
}

const EDIT_HINT = '"alterar filhos", "alterar herança", "alterar testemunhas", "alterar endereço"';

/** Keeps ("manter") or skips ("pular") the current question. */
function keepOrSkip(s: InterviewState, kind: 'keep' | 'skip', ctx: TurnContext): Turn {
  const q = currentQuestion(s);
  if (!q) return reply(s, [promptText(s, ctx)], 'command');
  const before = describeAnswer(s, q);
  if (kind === 'skip') {
    if (!q.question.optional) return reply(s, [M.required, promptText(s, ctx)], 'command');
    q.question.clear?.(s, q.subject);
  } else {
    // What was answered, or a value shown while correcting, can be kept.
    const keep = s.answered.includes(q.key) || (s.editing !== null && before !== undefined);
    if (!keep) return reply(s, [promptText(s, ctx)], 'command');
  }
  const notes = advance(s, q, before, [], ctx);
  return reply(s, [kind === 'skip' ? M.skipped : M.kept, ...notes, promptText(s, ctx)], 'command');
}

/** Carries out a command. */
export function runCommand(s: InterviewState, command: Command, ctx: TurnContext): Turn {
  switch (command.kind) {
    case 'back': {
      const previous = s.history.at(-1);
      if (!previous) return reply(s, [M.backNothing, promptText(s, ctx)], 'command');
      s.history = s.history.slice(0, -1);
      s.current = previous;
      s.concluded = false;
      ensureCurrent(s);
      return reply(s, [M.back, promptText(s, ctx)], 'command');
    }
    case 'summary':
      return reply(
        s,
        [`${M.summaryTitle}\n\n${summaryText(s) ?? M.summaryEmpty}`, promptText(s, ctx)],
        'command',
      );
    case 'restart':
      s.pending = { kind: 'restart' };
      return reply(s, [M.restartConfirm], 'command');
    case 'help':
      return reply(s, [M.help, promptText(s, ctx)], 'command');
    case 'skip':
    case 'keep':
      return keepOrSkip(s, command.kind, ctx);
    case 'edit': {
      const question = editTarget(s, command.target);
      if (question === 'none')
        return reply(s, [M.editWhich(EDIT_HINT), promptText(s, ctx)], 'command');
      if (question === 'not-applicable')
        return reply(s, [M.editNotApplicable(command.target), promptText(s, ctx)], 'command');
      pushHistory(s);
      s.editing = question.question.section;
      s.current = question.key;
      s.concluded = false;
      // New answers may raise new alerts: ask again for acknowledgement (LEGITIMA_HERDEIRO stays a conscious choice).
      s.acknowledged = s.acknowledged.filter((c) => c === 'LEGITIMA_HERDEIRO');
      return reply(
        s,
        [M.editStart(SECTION_TITLES[question.question.section]), promptText(s, ctx)],
        'command',
      );
    }
  }
}
