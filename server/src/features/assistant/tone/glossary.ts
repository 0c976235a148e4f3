/** Legal terms and a few plain words for each, given the first time the assistant uses the term. */
export const GLOSSARY: readonly { id: string; term: RegExp; gloss: string }[] = [
  {
    id: 'herdeiros_necessarios',
    term: /herdeiros? necessári[oa]s?/iu,
    gloss: 'filhos e netos, cônjuge ou companheiro, pais e avós',
  },
  {
    id: 'legitima',
    term: /legítima/iu,
    gloss: 'a metade dos bens que a lei guarda para os herdeiros necessários',
  },
  {
    id: 'disponivel',
    term: /parte disponível/iu,
    gloss: 'o que você pode deixar para quem quiser',
  },
  { id: 'testamenteiro', term: /testamenteir[oa]/iu, gloss: 'quem cuida de cumprir o testamento' },
  {
    id: 'meacao',
    term: /meação/iu,
    gloss: 'a metade dos bens do casal que já é do cônjuge',
  },
  {
    id: 'regime',
    term: /regime de bens/iu,
    gloss: 'as regras que dizem o que é de cada um no casamento',
  },
  {
    id: 'deserdacao',
    term: /deserdação/iu,
    gloss: 'tirar da herança um herdeiro necessário, só pelas causas da lei',
  },
  {
    id: 'justa_causa',
    term: /justa causa/iu,
    gloss: 'um motivo sério, escrito no testamento',
  },
];

const LETTER = /\p{L}/u;

/** Each term's pattern, global and case-insensitive, built once (matchAll copies it per use). */
const TERM_PATTERNS = new Map(
  GLOSSARY.map((entry) => [entry.id, new RegExp(entry.term.source, 'giu')]),
);

/** True when the text right after the term already explains it: "(…", " é …", " são …". */
function explainedHere(after: string): boolean {
  return /^\s*(?:\(|,\s*(?:ou seja|isto é)|(?:é|são)\s+(?:a|o|as|os|um|uma|quem|quando|aquel\p{L}*)\s)/u.test(
    after,
  );
}

/** True when the term is only quoted or asked about ("o que é legítima?"). */
function onlyMentioned(before: string): boolean {
  return /(?:o que (?:é|e)(?: a| o)?\s*|["“«]\s*)$/iu.test(before);
}

/**
 * Adds "(…)" after the first use of each term not explained yet, in order over the replies.
 * Returns the new replies and the ids of the terms now explained. Replies with a marker line
 * are changed only in their text, never in the marker.
 */
export function explainTerms(
  replies: readonly string[],
  explained: readonly string[],
): { replies: string[]; explained: string[] } {
  const done = new Set(explained);
  const out = replies.map((reply) => {
    let text = reply;
    for (const entry of GLOSSARY) {
      if (done.has(entry.id)) continue;
      for (const m of text.matchAll(TERM_PATTERNS.get(entry.id)!)) {
        const start = m.index;
        const end = start + m[0].length;
        if (LETTER.test(text.charAt(start - 1)) || LETTER.test(text.charAt(end))) continue;
        const before = text.slice(0, start);
        const after = text.slice(end);
        if (onlyMentioned(before)) continue;
        if (before.lastIndexOf('[') > before.lastIndexOf(']')) continue;
        done.add(entry.id);
        if (!explainedHere(after)) text = `${text.slice(0, end)} (${entry.gloss})${after}`;
        break;
      }
    }
    return text;
  });
  return { replies: out, explained: [...done] };
}
