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
  | { kind: 'voltar' }
  | { kind: 'alterar'; alvo: string }
  | { kind: 'resumo' }
  | { kind: 'recomecar' }
  | { kind: 'pular' }
  | { kind: 'ajuda' }
  | { kind: 'manter' };

const COMMANDS: [RegExp, Exclude<Command['kind'], 'alterar'>][] = [
  [
    /^(voltar|volta|volte|anterior|pergunta anterior|voltar uma(?: pergunta)?|quero voltar)$/,
    'voltar',
  ],
  [
    /^(resumo|ver resumo|mostrar resumo|me mostra o resumo|o que (?:ja )?(?:tem|temos|tenho|sabe|voce sabe)(?: ate agora)?)$/,
    'resumo',
  ],
  [
    /^(recomecar|reiniciar|comecar de novo|comecar do zero|apagar tudo|recomecar do zero)$/,
    'recomecar',
  ],
  [
    /^(pular|pula|passo|proxima|prefiro nao (?:dizer|responder|informar)|nao quero (?:dizer|responder|informar))$/,
    'pular',
  ],
  [/^(ajuda|help|socorro|comandos|menu)$/, 'ajuda'],
  [
    /^(manter|mantem|manter assim|deixa assim|deixar assim|pode manter|igual|continua igual)$/,
    'manter',
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
  return m ? { kind: 'alterar', alvo: m[1] ?? '' } : undefined;
}

/** The question whose words occur first in the target ("regime do casamento" → the spouse). */
function questionNamed(alvo: string): string | undefined {
  let best: { key: string; at: number } | undefined;
  for (const q of QUESTIONS) {
    for (const re of q.editAliases ?? []) {
      const at = re.exec(alvo)?.index;
      if (at !== undefined && (!best || at < best.at)) best = { key: q.key, at };
    }
  }
  return best?.key;
}

function editTarget(s: InterviewState, alvo: string): AskedQuestion | 'none' | 'not-applicable' {
  if (!alvo.trim()) return 'none';
  const section = SECTION_ORDER.find(
    (sec) =>
      normalize(SECTION_TITLES[sec]).startsWith(alvo) ||
      alvo.startsWith(normalize(SECTION_TITLES[sec]).split(' ')[0] ?? '#'),
  );
  const key = questionNamed(alvo);
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
function keepOrSkip(s: InterviewState, kind: 'manter' | 'pular', ctx: TurnContext): Turn {
  const q = currentQuestion(s);
  if (!q) return reply(s, [promptText(s, ctx)], 'command');
  const before = describeAnswer(s, q);
  if (kind === 'pular') {
    if (!q.question.optional) return reply(s, [M.required, promptText(s, ctx)], 'command');
    q.question.clear?.(s, q.subject);
  } else {
    // What was answered, or a value shown while correcting, can be kept.
    const keep = s.respondidas.includes(q.key) || (s.editando !== null && before !== undefined);
    if (!keep) return reply(s, [promptText(s, ctx)], 'command');
  }
  const notes = advance(s, q, before);
  return reply(s, [kind === 'pular' ? M.skipped : M.kept, ...notes, promptText(s, ctx)], 'command');
}

/** Carries out a command. */
export function runCommand(s: InterviewState, command: Command, ctx: TurnContext): Turn {
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
    case 'manter':
      return keepOrSkip(s, command.kind, ctx);
    case 'alterar': {
      const target = editTarget(s, command.alvo);
      if (target === 'none')
        return reply(s, [M.editWhich(EDIT_HINT), promptText(s, ctx)], 'command');
      if (target === 'not-applicable')
        return reply(s, [M.editNotApplicable(command.alvo), promptText(s, ctx)], 'command');
      pushHistory(s);
      s.editando = target.question.section;
      s.atual = target.key;
      s.concluido = false;
      // New answers may raise new alerts: ask again for acknowledgement (DISPONIVEL stays a conscious choice).
      s.reconhecidos = s.reconhecidos.filter((c) => c === 'DISPONIVEL');
      return reply(
        s,
        [M.editStart(SECTION_TITLES[target.question.section]), promptText(s, ctx)],
        'command',
      );
    }
  }
}
