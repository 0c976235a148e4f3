import { parsePersonName, splitRelation } from './names.ts';
import { normalize } from './text.ts';

/**
 * Comments said after a person is named in a list answer (executor, tutor): "meu irmão, Hélio
 * Antônio Rezende. ele é de fora, né", "minha mae marlene pereira da costa, ela ja aceitou,
 * conversei c ela". What comes after the name in its own sentence or clause and opens with a
 * pronoun, "né", a verb or a conjunction is about that person, never part of a name.
 */

/** Words that open a comment about the person just named. */
const COMMENT_WORDS =
  /^(?:ele|ela|eles|elas|dele|dela|deles|delas|nele|nela|ne|neh|né|que|q|pq|porque|pois|mas|ja|inclusive|tambem|tb|tbm|sempre|nunca|eu|to|tô|ta|tá|esta|está|eh|é|mora|morou|sabe|gosta|cuida|cuidou|criou|conhece|aceita|topa|topou|quer|pode|vai|tem|fica|ficou|ajuda|ajudou|trabalha|vive|respeita|confio|confia|conheco|acho|entende|falou|disse)$/u;

/** Verb endings of the first word ("conversei", "aceitou", "combinaram"): a clause, not a name. */
const VERB_ENDING = /^\p{L}{3,}(?:ei|ou|aram|eram|iram|avam|amos|emos|imos)$/u;

/** A period after a word (not an initial, "José C. Lima"), then more text. */
const SENTENCE_END = /(?<=\p{L}{3})\.\s+(?=\S)/u;

/** Whether a clause is a comment about someone rather than a person: "ela ja aceitou". */
export function isNameComment(part: string): boolean {
  const first = normalize(part)
    .replace(/^[\s,;.!?-]+/, '')
    .split(/\s+/)[0]
    ?.replace(/[^\p{L}]+$/u, '');
  if (!first) return false;
  if (parsePersonName(part, { full: true })) return false;
  return COMMENT_WORDS.test(first) || VERB_ENDING.test(first);
}

/** Whether a part names someone: a name, or a relation word ("minha irmã"). */
function namesSomeone(part: string): boolean {
  return parsePersonName(part) !== undefined || splitRelation(part).relacao !== undefined;
}

/**
 * The parts of a list answer without the comments said after a name: a sentence after a period
 * that follows a name is split off; a comment clause, and the clauses after it until the next
 * one that names someone, are dropped. The first part is always kept.
 */
export function dropNameComments(parts: readonly string[]): string[] {
  const split = parts.flatMap((part) => {
    const end = SENTENCE_END.exec(part);
    if (!end) return [part];
    const before = part.slice(0, end.index);
    return parsePersonName(before, { full: true })
      ? [before, part.slice(end.index + end[0].length)]
      : [part];
  });
  const out: string[] = [];
  let inComment = false;
  for (const part of split) {
    if (out.length > 0 && isNameComment(part)) {
      inComment = true;
      continue;
    }
    if (inComment && !namesSomeone(part)) continue;
    inComment = false;
    out.push(part);
  }
  return out;
}
