import { normalize } from '../parsers/text.ts';

/**
 * A death or a conflict mentioned in a message. `keys` name who it is about in every way the
 * message does ("morte:filho", "morte:marcos"): the kind sentence is said once per person, however
 * a later message refers to them.
 */
export interface Event {
  key: string;
  keys: string[];
  sentence: string;
}

const RELATION_WORDS =
  'filh[oa]|espos[oa]|marido|mulher|companheir[oa]|pai|mae|irma|irmao|net[oa]|avo|genro|nora|entead[oa]';
const RELATIONS = new RegExp(`\\b(?:meu|minha|o|a)\\s+(${RELATION_WORDS})\\b`);
/** "meu filho Diego", "o Marcos": a capitalised first name right after a relation or an article. */
const NAMED = new RegExp(
  `\\b(?:(?:meu|minha)\\s+(?:${RELATION_WORDS})|o|a)\\s+(\\p{Lu}\\p{Ll}+)`,
  'gu',
);
const DEATH =
  /\b(?:faleceu|falecid[oa]s?|faleceram|morreu|morreram|obito|ja se foi|nos deixou|perdi (?:o |a |os |as )?(?:meu |minha |meus |minhas )?(?:filh|espos|marido|mulher|companheir|pai|mae|irm|net|avo))/;
/** A serious illness told ("descobri um cancer", "to fazendo quimio", "tenho alzheimer"). */
const ILLNESS =
  /\b(?:cancer|tumor|leucemia|linfoma|metastase|quimio\w*|radioterapia|alzheimer|parkinson|doenca (?:grave|terminal)|(?:estou|to|tou|fiquei|ando) (?:muito )?doente|descobri (?:uma|um) (?:doenca|tumor|cancer))\b/;
const ASSAULT =
  /\b(?:agrediu|agredid[oa]|agressao|me bateu|bateu em mim|violencia|me ameacou|ameaca\w*|boletim de ocorrencia)\b/;
const CONFLICT =
  /\b(?:brigad[oa]s?|brigamos|brigou|briga|nao (?:falo|fala|nos falamos|conversamos) (?:mais )?com|rompemos|cortei relacoes|abandonou|me abandonou|maltrat\w+|nao tenho (?:mais )?contato)\b/;
/** "pra não ter briga entre os meus filhos", "evitar briga", "sem briga": a fight to avoid, none told. */
const AVOIDED_FIGHT =
  /\b(?:(?:nao|nunca) (?:ter|haver|dar|terem|ter mais|quero|queria|gosto de)|evitar|sem|nenhuma?) (?:(?:\w+ ){0,2}?)brigas?\b/g;

/**
 * Who the event is about: the relation word, the names the message gives with a relation or an
 * article, and the known people's first names in the sentence that tells the event ("Marcos
 * Cavalcanti, falecido em 2019"); "alguem" when nothing tells.
 */
function about(text: string, event: RegExp, knownNames: readonly string[]): string[] {
  const n = normalize(text);
  const who = new Set<string>();
  const rel = RELATIONS.exec(n)?.[1];
  if (rel) who.add(rel);
  for (const m of text.matchAll(NAMED)) if (m[1]) who.add(normalize(m[1]));
  const sentences = text.split(/[\n.;!?]+/).map(normalize);
  for (const sentence of sentences.filter((s) => event.test(s))) {
    const words = new Set(sentence.split(/[^a-z]+/));
    for (const name of knownNames) if (words.has(name)) who.add(name);
  }
  return who.size > 0 ? [...who] : ['alguem'];
}

const KIND: readonly (readonly [RegExp, 'morte' | 'conflito', string])[] = [
  [DEATH, 'morte', 'Sinto muito pela sua perda. Vamos com calma.'],
  [
    ASSAULT,
    'conflito',
    'Sinto muito pelo que você passou. Aqui você pode decidir com calma, e eu explico o que a lei permite.',
  ],
  [
    CONFLICT,
    'conflito',
    'Sinto muito que a relação esteja difícil. Vamos ver com calma o que a lei permite.',
  ],
];

/**
 * One short kind sentence when a message mentions a death or a conflict ("meu filho faleceu",
 * "perdi minha esposa ano passado", "brigado com meu filho", "ele me agrediu"). `knownNames` are
 * the first names of the people already named in the conversation (normalized).
 */
export function eventIn(text: string, knownNames: readonly string[] = []): Event | undefined {
  const n = normalize(text);
  // "descobri um cancer … o pai deles faleceu": one sentence for both, each noted once.
  if (ILLNESS.test(n)) {
    const ill = about(text, ILLNESS, knownNames).map((who) => `doenca:${who}`);
    const died = DEATH.test(n) ? about(text, DEATH, knownNames).map((who) => `morte:${who}`) : [];
    const keys = [...ill, ...died];
    return {
      key: keys[0] ?? 'doenca:alguem',
      keys,
      sentence: died.length
        ? 'Sinto muito pelo diagnóstico e pela perda que você viveu. Vamos com calma.'
        : 'Sinto muito pelo diagnóstico. Vamos com calma.',
    };
  }
  const calm = n.replace(AVOIDED_FIGHT, ' ');
  const found = KIND.find(([pattern]) => pattern.test(calm));
  if (!found) return undefined;
  const [pattern, kind, sentence] = found;
  const keys = about(text, pattern, knownNames).map((who) => `${kind}:${who}`);
  return { key: keys[0] ?? `${kind}:alguem`, keys, sentence };
}
