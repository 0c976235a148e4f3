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

/** Someone who already receives a share or a gift, else a living child or the spouse. */
function receiverNamed(s: InterviewState): string | undefined {
  const d = s.draft;
  const ids = [
    ...d.heranca.map((h) => h.beneficiarioId),
    ...d.legados.map((l) => l.beneficiarioId),
    ...d.descendentes.filter((x) => x.vivo).map((x) => x.pessoaId),
    ...(d.conjuge?.pessoaId ? [d.conjuge.pessoaId] : []),
  ];
  const id = ids.find((x) => !d.testemunhaIds.includes(x));
  return d.pessoas.find((p) => p.id === id)?.nome;
}

/**
 * An adult already named who could be tutor or executor: never a minor (a child whose tutor is
 * being chosen, a grandchild), a witness or someone who died. For a tutor, not the spouse either
 * (the other parent already holds the poder familiar): a sibling or a friend named before, then an
 * adult child. Undefined when no one fits: the generic example is given.
 */
function adultNamed(s: InterviewState, forTutor: boolean): string | undefined {
  const d = s.draft;
  const minorsOrDead = new Set(
    d.descendentes.filter((x) => x.menor !== false || !x.vivo).map((x) => x.pessoaId),
  );
  const adultChildren = d.descendentes
    .filter((x) => x.menor === false && x.vivo)
    .map((x) => x.pessoaId);
  const spouse = d.conjuge?.pessoaId;
  const usable = (id: string) =>
    !minorsOrDead.has(id) && !d.testemunhaIds.includes(id) && !(forTutor && id === spouse);
  const others = d.pessoas
    .filter((p) => p.tipo === 'fisica' && !adultChildren.includes(p.id) && p.id !== spouse)
    .map((p) => p.id);
  const order = forTutor
    ? [...others, ...adultChildren]
    : [...(spouse ? [spouse] : []), ...adultChildren, ...others];
  const id = order.find(usable);
  return d.pessoas.find((p) => p.id === id)?.nome;
}

/** An example built from the person's own data ("50% para Rosa Maria Lima"), when there is one. */
function ownExample(s: InterviewState, q: AskedQuestion): string | undefined {
  const key = q.question.key;
  if (key === 'testamenteiro' || key === 'tutor') {
    const adult = adultNamed(s, key === 'tutor');
    return adult ? `"${adult}"` : undefined;
  }
  const nome = someoneNamed(s);
  if (!nome) return undefined;
  switch (key) {
    case 'heranca':
      return `"50% para ${nome}"`;
    case 'legados': {
      // Someone who already receives, a child or the spouse: never any name read (it may be junk).
      const receiver = receiverNamed(s);
      return receiver ? `"meu carro para ${receiver}"` : undefined;
    }
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
