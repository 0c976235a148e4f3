import type { InterviewState } from './interview-state.ts';
import { M } from './messages.ts';
import { resolvePerson, splitPeople, type Resolved } from './people.ts';
import { namesOfNickname, RELATION_WORD, sameName, sameRelation } from './parsers/match-people.ts';
import { isNameComment } from './parsers/name-comments.ts';
import { normalize } from './parsers/text.ts';

/**
 * An answer that names people (executor, tutor, a gift's beneficiary) as people say it: talk
 * before the name ("então é o meu…", "ele quer o…", "nomeio…", "quero q o Luan fique com…"),
 * comments and interjections between and after ("égua", "ela q resolve tudo pra mim"), and the
 * same person said twice in apposition ("o meu Zezinho, o Francisco José", "a Ana Beatriz, a irmã
 * dele", "o antonio carlos, o filho mais velho"). Each person is resolved once by `resolvePerson`
 * (full name, first names, nickname, relation, or a new full name); what only describes a person
 * named next to it is not asked about again.
 */

/**
 * Talk said before the person: "ok, então é o meu", "ele quer o", "quero que seja a", "nomeio",
 * "o mesmo Ricardo…", "quero q o luan fique com a". Typed text, accents optional.
 */
const LEADING_TALK = new RegExp(
  [
    // "quero q o luan fique com a ana", "que os meninos fiquem com": the child, then the tutor.
    String.raw`(?:(?:eu\s+)?(?:quero|queria|prefiro|desejo)\s+)?(?:que|q)\s+(?:(?:o|a|os|as|meu|minha|meus|minhas)\s+)?(?:[^,.;:]{1,40}?\s+)?(?:fique|fiquem|v[aá]|v[aã]o|more|morem|seja\s+criad[oa]|sejam\s+criad[oa]s)\s+(?:com|pra|para|pro|sob)\b\s*`,
    // "ok", "então", "bom", "sim!", "é": conversation openers.
    String.raw`(?:ok|okay|ent[aã]o|entendi|tendi|intendi|bom|bem|olha|ah+|sim|isso|pois|enfim|tipo|a[ií]|da[ií]|s[oó])\b[\s,.!:;-]*`,
    // "pode colocar a …", "coloca minha mãe", "bota o": asking to write the person down.
    String.raw`(?:(?:pode|podes|voc[eê] pode|vc pode)\s+)?(?:colocar|coloca|coloque|botar|bota|bote|p[oô]r|p[oõ]e|ponha|anotar|anota|anote|escrever|escreve|escreva)\b(?:\s+(?:a[ií]|l[aá]))?\s*:?\s*`,
    // "ele quer", "ela prefere", "eu indico", "nomeio", "acho que", "pode ser", "vai ser", "seria".
    String.raw`(?:(?:eu|ele|ela|meu av[oô]|minha av[oó]|minha m[aã]e|meu pai)\s+)?(?:quero|quer|queria|gostaria|desejo|prefiro|prefere|indico|indica|indicaria|nomeio|nomeia|escolho|escolhe|escolheria|acho|deixo|deixa|seria|pode ser|vai ser|fica|ficaria)\b(?:\s+com\b)?(?:\s+(?:que|q)\b)?(?:\s+(?:seja|fosse|fique\s+(?:com|pra|para|pro))\b)?\s*:?\s*`,
    // "como tutora", "para testamenteiro": the role said before the person.
    String.raw`(?:como|para|pra)\s+(?:tutor(?:a|es)?|testamenteir[oa]s?|substitut[oa]s?)\b[\s,:]*`,
    // "é o meu", "é a": "é" before the reference.
    String.raw`(?:[eé]|eh)\s+(?=(?:o|a|os|as|meu|minha|\p{Lu})\b)`,
    // "o mesmo Ricardo Queiroz", "a mesma Ana": "the same one" said with the name.
    String.raw`(?:o|a|ele|ela)\s+(?:mesm[oa]|msm)\s+(?=(?!(?:pessoa|que|q|de|da|do|la|l[aá])\b)\p{L}{2,}\s+\p{L})`,
  ]
    .map((p) => `^(?:${p})`)
    .join('|'),
  'iu',
);

/**
 * Where a relative or friend is from, said between the relation and the name: "meu amigo de
 * infância Caio …", "minha colega do trabalho Ana …", "meu irmão da igreja, o Paulo …".
 */
const RELATION_FROM =
  /(\p{L}+)\s+(?:de|da|do|dos|das)\s+(?:inf[aâ]ncia|faculdade|trabalho|servi[cç]o|escola|col[eé]gio|igreja|banda|bairro|rua|longa data|muitos anos|anos|confian[cç]a|f[eé]|sempre|vida)\b(?=[\s,]+\p{L})/iu;

/**
 * "dona", "seu", "sr.", "sra." before a name: a way of respect, not part of it ("a dona maria do
 * socorro" → "a maria do socorro"). "seu" before a relation word is the possessive ("seu filho").
 */
const HONORIFIC =
  /(^|[\s,(])((?:(?:a|o)\s+)?)(?:dona|seu|sr\.?|sra\.?|srta\.?|senhor|senhora|d\.)\s+(?=(\p{L}+))/giu;

/** The name without the honorific before it; the rest as typed. */
export function withoutHonorific(text: string): string {
  return text.replace(HONORIFIC, (whole, before: string, article: string, next: string) =>
    RELATION_WORD.test(normalize(next)) || /^(?:que|q|de|da|do)$/i.test(next)
      ? whole
      : `${before}${article}`,
  );
}

/** The reference without the talk said before it: "ok, então é o meu Zezinho" → "o meu Zezinho". */
export function referenceSaid(text: string): string {
  let out = text
    .trim()
    .replace(RELATION_FROM, (whole, word: string) =>
      RELATION_WORD.test(normalize(word)) ? word : whole,
    );
  for (let round = 0; round < 5; round++) {
    const next = out.replace(LEADING_TALK, '').trim();
    if (next === out) break;
    out = next;
  }
  out = withoutHonorific(out).trim();
  return out || text.trim();
}

/** Interjections and fillers that are said between names and name no one ("égua", "kkk"). */
const INTERJECTION =
  /^(?:egua|eita|nossa|vixe|oxe|oxente|uai|bah|tche|mano|cara|ok|okay|sim|entao|enfim|pois|ne|neh|tipo|k{2,}|rs+|ha(?:ha)+|gracas a deus|se deus quiser|com certeza|claro)$/;

/** Words that describe who someone is without naming them ("o filho mais velho", "minha best friend"). */
const DESCRIPTION_WORD =
  /^(?:o|a|os|as|meu|minha|nosso|nossa|seu|sua|do|da|de|dos|das|dele|dela|deles|delas|mais|velh[oa]|nov[oa]|cacula|meio|primogenit[oa]|querid[oa]|amad[oa]|best|friend|bff|melhor|grande|unic[oa]|primeir[oa]|segund[oa]|coracao|vida|vo|vovo|voinha|vozinha|dinda|dindo|que|eu|falei|disse|citei|mencionei)$/;

/** "ela mesma", "o mesmo", "ele msm": a reference to the person named before, never talk. */
const SAME_ONE = /^(?:(?:o|a)\s+)?(?:(?:ele|ela)\s+)?(?:mesm[oa]|msm)\b|^(?:ele|ela)$/;

/** A relative of someone else, said alone: "o marido da Carla", "a irmã dele", "filho do Paulo". */
const OF_ANOTHER = new RegExp(
  `^(?:(?:o|a|os|as)\\s+)?${RELATION_WORD.source.replace(/^\^|\$$/g, '')}\\s+(?:dele|dela|deles|delas|d[aoe]s?\\s+\\p{L}+(?:\\s+\\p{L}+)?)$`,
  'u',
);

/** Whether a part names no one: an interjection, or a comment about the person ("ele é organizado"). */
function isTalk(part: string): boolean {
  if (SAME_ONE.test(normalize(part))) return false;
  const n = normalize(part)
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!n || INTERJECTION.test(n)) return true;
  return isNameComment(part) || /^(?:ele|ela|eles|elas|q|que|pq|porque|pois)\b/.test(n);
}

/**
 * Whether `part` only describes the person `id` (named next to it): its relation words fit the
 * one stored, and every name word in it is one of that person's names, nicknames or a nickname of
 * one of them. "meu Zezinho" describes Francisco José; "a irmã dele" describes anyone; "minha
 * irmã Ana" does not describe João Silva.
 */
function describes(state: InterviewState, part: string, id: string): boolean {
  const person = state.draft.pessoas.find((p) => p.id === id);
  if (!person) return false;
  // "a irmã dele, ela já é maior": what is said about the person after a pronoun is no name.
  const words = normalize(part)
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s(?:ele|ela|eles|elas|pois|porque|pq)\s.*$/, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const name = normalize(person.nome).split(' ');
  const nicknames = (state.draft.apelidos?.[id] ?? []).map((a) => normalize(a));
  let ofAnother = false;
  return words.every((w, i) => {
    // The words after "marido da …" name the other person, not this one.
    if (ofAnother || DESCRIPTION_WORD.test(w)) return true;
    if (RELATION_WORD.test(w)) {
      // "a irmã dele", "marido da Carla": a relation to someone else says nothing of this one.
      if (/^(?:dele|dela|deles|delas|da|do|de|das|dos)$/.test(words[i + 1] ?? '')) ofAnother = true;
      if (ofAnother) return true;
      return sameRelation(w, person.relacao);
    }
    if (nicknames.includes(w)) return true;
    if (name.some((part) => sameName(w, part))) return true;
    return namesOfNickname(w).some((first) => name.includes(first));
  });
}

/**
 * The people an answer names, one part each (as `splitPeople` or a question's own reading split
 * them): talk and comments left out, each part resolved, and a part that could not be resolved
 * dropped when it only describes the person named just before or after it. Fails with the first
 * part that names someone who cannot be told for sure (the question asks again, as before).
 */
export function resolveReferences(
  state: InterviewState,
  parts: readonly string[],
  options: { group?: boolean } = {},
): Resolved {
  const said = parts.map(referenceSaid).filter((p) => p.length > 0);
  // Talk is left out only when something else names a person: "ela mesma" alone is a reference.
  const named = said.filter((p) => !isTalk(p));
  const kept = named.length > 0 ? named : said;
  // "marido da Carla", "a irmã dele": whose relative that person is, never the speaker's own
  // husband or sister (said next to a name, it describes that person; alone, the name is asked).
  const results = kept.map((part) => ({
    part,
    r: OF_ANOTHER.test(normalize(part))
      ? ({ ok: false, error: M.heranca.fullName(part) } as const)
      : resolvePerson(state, part, options),
  }));
  const ids: string[] = [];
  for (const [i, { part, r }] of results.entries()) {
    if (r.ok) {
      ids.push(...r.ids);
      continue;
    }
    const neighbours = [results[i - 1]?.r, results[i + 1]?.r].flatMap((n) =>
      n?.ok && n.ids.length === 1 ? n.ids : [],
    );
    if (!neighbours.some((id) => describes(state, part, id))) return r;
  }
  return { ok: true, ids: [...new Set(ids)] };
}

/**
 * "não precisa, o pai dele tá vivo", "não quero indicar ninguém", "ninguém": no one is named. A
 * "não" followed, in its own clause, by not needing anyone, or by not wanting to name anyone
 * ("não quero pagar prêmio, a Ana Lima" names Ana).
 */
export function namesNoOne(text: string): boolean {
  const n = normalize(text);
  if (/^(?:ninguem|nenhum|nenhuma)\b/.test(n)) return true;
  const clause = /^(?:nao|n|nn)\b[^,.;:]*/.exec(n)?.[0] ?? '';
  const says =
    /\b(?:precisa|necessario|ha necessidade)\b/.test(clause) ||
    /\b(?:quero|vou|pretendo|desejo|preciso)\s+(?:\S+\s+)?(?:indicar|nomear|escolher|colocar|por|botar|ninguem|nenhum|nenhuma)\b/.test(
      clause,
    );
  return (
    says && !/\b(?:mas|prefiro|melhor|porem|indico|nomeio|escolho|fique com|fiquem com)\b/.test(n)
  );
}

/**
 * One person named with talk around the name ("a minha best friend, julia martins hoffmann"):
 * `resolvePerson` first; when it cannot tell, the parts of the answer read as above, kept only
 * when they name exactly one person.
 */
export function resolveOne(
  state: InterviewState,
  text: string,
  options: { group?: boolean } = {},
): Resolved {
  const first = resolvePerson(state, text, options);
  if (first.ok) return first;
  const parts = splitPeople(text);
  if (parts.length < 2 && referenceSaid(text) === text.trim()) return first;
  // Tried on a copy: people the parts would register are kept only if the answer is one person.
  const tried = resolveReferences(structuredClone(state), parts, options);
  if (!tried.ok || tried.ids.length !== 1) return first;
  return resolveReferences(state, parts, options);
}
