/**
 * A change of mind about who holds a role, said at another question: "não. na verdade prefiro meu
 * irmão como testamenteiro, o Paulo Sérgio Rodrigues Souza", "pensando bem, o tutor vai ser minha
 * irmã Carla Souza", "troca o testamenteiro pro meu filho Pedro", "quero mudar a tutora: minha
 * prima Ana Lima". Read with where it sits, so the rest of the message still answers the question
 * asked ("não"); the new person is read by the role's own question.
 */

/** A role changed, the words that name the new person (as typed), and where the change sits. */
export interface RoleChange {
  /** The question that names the role. */
  key: 'testamenteiro' | 'tutor';
  novo: string;
  start: number;
  end: number;
}

/** Lower case, accents off, same length as the text (so a match's index points into the text). */
function folded(text: string): string {
  return text.toLowerCase().replace(/[à-ÿ]/g, (c) => c.normalize('NFD')[0] ?? c);
}

/** The role's words and the question that names it. */
const ROLE = /\b(?:(testamenteir[oa]s?)|(tutor(?:a|es)?|tutela))\b/g;

/** Words that change an earlier choice. Without one, naming a role is not a change. */
const CHANGE =
  /\b(?:na verdade|pensando bem|mudei de ideia|mudei de opiniao|prefiro|preferia|melhor|troca\w*|troque\w*|mud[aeo]\w*|corrig\w*|errei|me enganei|em vez d[eo]|ao inves d[eo]|no lugar d[eo])\b/;

/** The words around the new person, taken off before the role's question reads them. */
const FILLER = new RegExp(
  [
    // "na verdade", "pensando bem", "mudei de ideia", "eu errei", "acho melhor"
    '\\b(?:na verdade|pensando bem|mudei de (?:ideia|opiniao)|(?:eu\\s+)?(?:errei|me enganei)|(?:acho\\s+)?melhor)\\b',
    // "eu prefiro que seja", "quero que fique", "queria"
    '\\b(?:eu\\s+)?(?:prefiro|preferia|quero|queria)(?:\\s+(?:que\\s+)?(?:seja|fique|fica|ser)\\b)?',
    // "quero trocar o testamenteiro para", "muda a tutora pra"
    '\\b(?:pode\\s+)?(?:troca\\w*|troque\\w*|mud[aeo]\\w*|corrig\\w*)\\b(?:\\s+(?:o|a|os|as|de|d[oa]))?',
    // "como testamenteiro", "o testamenteiro vai ser", "de tutora", "pra tutor"
    '\\b(?:como|de|pra|para|pro)?\\s*(?:(?:o|a|os|as|meu|minha)\\s+)?(?:testamenteir[oa]s?|tutor(?:a|es)?|tutela)\\b(?:\\s+(?:vai ser|sera|seria|e|eh|fica|passa a ser|pode ser)\\b)?',
    // "para o", "pelo", "pela", "por"
    '^\\s*(?:pra|para|pro|pelo|pela|por)\\b',
    '\\b(?:dele|dela)\\s*$',
  ].join('|'),
  'g',
);

/** Words before the new person: "e", "ah", "pro", "que seja", "coloca a". */
const LEADING =
  /^(?:[\s,:;-]+|(?:e|ah+|a|o|os|as|pra|para|pro|pelo|pela|por|que|seja|fique|coloca|coloque|bota|bote|poe|ponha|pode|ser|agora|entao)(?=[\s,:;-]|$))+/iu;

/** "… no lugar do Jorge", "em vez da Ana": the one replaced, not the new person. */
const OLD_ONE = /\s*,?\s*(?:no lugar|em vez|ao inv[eé]s)\s+d[eoa]s?\b.*$/iu;

/** "deixa o tutor como está": no change. */
const KEEP = /\b(?:como (?:esta|ta|estava)|assim mesmo|do jeito que)\b/;

/** Where the sentence holding `at` starts and ends. */
function sentenceAround(low: string, at: number): [number, number] {
  const before = low.slice(0, at);
  const starts = [...before.matchAll(/(?:[.!?;]|\n)\s*/g)];
  const last = starts.at(-1);
  const start = last ? last.index + last[0].length : 0;
  const after = /[.!?;\n]/.exec(low.slice(at));
  return [start, after ? at + after.index + 1 : low.length];
}

/** Every change of a role's holder in a message, one per role. */
export function readRoleChanges(text: string): RoleChange[] {
  const low = folded(text);
  const out: RoleChange[] = [];
  for (const m of low.matchAll(ROLE)) {
    const key = m[1] ? 'testamenteiro' : 'tutor';
    if (out.some((c) => c.key === key)) continue;
    const [start, end] = sentenceAround(low, m.index);
    const sentence = low.slice(start, end);
    if (!CHANGE.test(sentence)) continue;
    const named = cleanNamed(text.slice(start, end).replace(/[.!?;\n]+$/, ''));
    if (named) out.push({ key, novo: named, start, end });
  }
  return out;
}

/** The new person's words without the filler (kept in their case and accents). */
function cleanNamed(said: string): string | undefined {
  const low = folded(said);
  let out = '';
  let from = 0;
  for (const m of low.matchAll(FILLER)) {
    out += `${said.slice(from, m.index)} `;
    from = m.index + m[0].length;
  }
  out += said.slice(from);
  const named = out
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(OLD_ONE, '')
    .replace(LEADING, '')
    .replace(/[\s,:;-]+$/g, '')
    .trim();
  return /\p{L}{2}/u.test(named) && !KEEP.test(folded(named)) ? named : undefined;
}
