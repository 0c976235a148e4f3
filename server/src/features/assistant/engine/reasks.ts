import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import type { AskedQuestion } from '../questions/catalogue.ts';

/** Someone already named who could receive or act: a child, the spouse, anyone but a witness. */
function someoneNamed(s: InterviewState): string | undefined {
  const d = s.draft;
  const ids = [
    ...d.descendentes.filter((x) => x.vivo).map((x) => x.pessoaId),
    ...(d.conjuge?.pessoaId ? [d.conjuge.pessoaId] : []),
    ...d.pessoas.filter((p) => p.tipo === 'fisica').map((p) => p.id),
  ];
  const id = ids.find((x) => !d.testemunhaIds.includes(x));
  return d.pessoas.find((p) => p.id === id)?.nome;
}

/** An example built from the person's own data ("50% para Rosa Maria Lima"), when there is one. */
function ownExample(s: InterviewState, q: AskedQuestion): string | undefined {
  const nome = someoneNamed(s);
  if (!nome) return undefined;
  switch (q.question.key) {
    case 'heranca':
      return `"50% para ${nome}"`;
    case 'legados':
      return `"meu carro para ${nome}"`;
    case 'testamenteiro':
    case 'tutor':
      return `"${nome}"`;
    default:
      return undefined;
  }
}

/**
 * How to answer after a refusal, more help each time: the example; then an example from the
 * person's own data; then the form or the buttons; then skipping or asking for help.
 */
export function reaskHelp(s: InterviewState, q: AskedQuestion, attempts: number): string {
  const generic = M.example(q.question.example);
  if (attempts <= 1) return generic;
  if (attempts === 2) {
    const own = ownExample(s, q);
    return own ? M.reask.ownExample(own) : generic;
  }
  if (attempts === 3) {
    if (q.question.form) return `${generic} ${M.reask.form(q.question.form.name)}`;
    if (q.question.options) return `${generic} ${M.reask.buttons(q.question.options)}`;
  }
  return `${generic} ${q.question.optional ? M.reask.skip : M.reask.help}`;
}
