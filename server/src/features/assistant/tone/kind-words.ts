import { normalize } from '../parsers/text.ts';

/** A death or a conflict mentioned in a message, keyed so it is acknowledged only once. */
export interface Event {
  key: string;
  sentence: string;
}

const RELATIONS =
  /\b(?:meu|minha|o|a)\s+(filh[oa]|espos[oa]|marido|mulher|companheir[oa]|pai|mae|irma|irmao|net[oa]|avo|genro|nora|entead[oa])\b/;
const DEATH =
  /\b(?:faleceu|falecid[oa]s?|faleceram|morreu|morreram|obito|ja se foi|nos deixou|perdi (?:o |a |os |as )?(?:meu |minha |meus |minhas )?(?:filh|espos|marido|mulher|companheir|pai|mae|irm|net|avo))/;
const ASSAULT =
  /\b(?:agrediu|agredid[oa]|agressao|me bateu|bateu em mim|violencia|me ameacou|ameaca\w*|boletim de ocorrencia)\b/;
const CONFLICT =
  /\b(?:brigad[oa]s?|brigamos|brigou|briga|nao (?:falo|fala|nos falamos|conversamos) (?:mais )?com|rompemos|cortei relacoes|abandonou|me abandonou|maltrat\w+|nao tenho (?:mais )?contato)\b/;

/** Who the event is about: the relation word, or the first capitalized name, else nobody. */
function about(text: string, n: string): string {
  const rel = RELATIONS.exec(n)?.[1];
  if (rel) return rel;
  const name = /\b(?:o|a)\s+([A-ZÀ-Ú][a-zà-ú]+)/.exec(text)?.[1];
  return name ? normalize(name) : 'alguem';
}

/**
 * One short kind sentence when a message mentions a death or a conflict ("meu filho faleceu",
 * "perdi minha esposa ano passado", "brigado com meu filho", "ele me agrediu").
 */
export function eventIn(text: string): Event | undefined {
  const n = normalize(text);
  const who = about(text, n);
  if (DEATH.test(n))
    return { key: `morte:${who}`, sentence: 'Sinto muito pela sua perda. Vamos com calma.' };
  if (ASSAULT.test(n))
    return {
      key: `conflito:${who}`,
      sentence:
        'Sinto muito pelo que você passou. Aqui você pode decidir com calma, e eu explico o que a lei permite.',
    };
  if (CONFLICT.test(n))
    return {
      key: `conflito:${who}`,
      sentence:
        'Sinto muito que a relação esteja difícil. Vamos ver com calma o que a lei permite.',
    };
  return undefined;
}
