/**
 * Corrections of an EARLIER answer typed as an aside inside the answer to another question: "…cep
 * 41950-350, ah e na profissão pode colocar professora aposentada", "…ah e a data do pedro eu
 * errei, é 10/03/2018", "ela botou minha data errada, eu nasci dia 17 de agosto não dia 7",
 * "não. ah pera, o nome do thiago é thiago henrique alves de lima". Each is read with where it
 * sits in the message, so the answer to the question asked is read without it.
 */

/** One aside: the field, the value as typed, whose it is ("pedro"), and where it sits. */
export interface AsideCorrection {
  campo: 'profissao' | 'data' | 'nome';
  novo: string;
  /** The person it is about, as typed ("pedro", "meu filho pedro", "dela"); none for the speaker. */
  quem?: string;
  /** Start and end of the aside in the message (the opener "ah e" included). */
  start: number;
  end: number;
}

/** Lower case, accents off, same length as the text (so a match's index points into the text). */
function folded(text: string): string {
  return text.toLowerCase().replace(/[à-ÿ]/g, (c) => c.normalize('NFD')[0] ?? c);
}

/** Words that open an aside: "ah e", "ah pera", "ops", "aliás", "e outra coisa". */
const OPENER =
  /(?:[\s,.;!]|^)(?:(?:ah+|ahh|ops|opa|ali[aá]s|e outra coisa|outra coisa|pera[ií]?|espera|e|a)[\s,.!]*)+$/u;

/** A date as people type it, day first: "10/03/2018", "17 de agosto", "dia 17", "17/8", "1953". */
const DATE =
  /\b(?:dia\s+)?(\d{1,2}\s*[/.-]\s*\d{1,2}(?:\s*[/.-]\s*\d{2,4})?|\d{1,2}\s+de\s+[a-z]{3,9}(?:\s+de\s+\d{2,4})?)\b|\bdia\s+(\d{1,2})\b|\b(19\d\d|20\d\d)\b/;

/** The end of the value: a comma, a sentence end, or words that explain ("que eu já…", "pq"). */
const VALUE_END =
  /\s*(?:[,;!?\n]|\.(?:\s|$)|\s(?:que|q|pq|porque|esqueci|ja|kkk+|rs+|e nao|nao)\b|[\u{1F300}-\u{1FAFF}\u2600-\u27BF]).*$/su;

/** "errei", "está errada", "botou errado", "na verdade", "corrige": the words of a mistake. */
const MISTAKE =
  /\b(?:errei|errou|errad[oa]s?|erro|corrig\w*|na verdade|me enganei|troca\w*|mud[ae]\w*|esqueci)\b/;

const PROFESSION =
  /\b(?:n[ao]|a|minha)\s+profissao\b[^.;!?\n]*?\b(?:pode\s+)?(?:colocar|coloca|coloque|botar|bota|bote|por|poe|ponha|trocar|troca|mudar|muda|mude|e|eh|seria|fica|ficar)\s+(?:(?:pra|para|por|como)\s+)?/g;

/** "a data do pedro", "a data de nascimento da minha filha ana", "o aniversário do joão". */
const WHOSE_DATE =
  /\b(?:a\s+)?(?:data(?:\s+de\s+nascimento)?|nascimento|aniversario)\s+d[oa]\s+((?:(?:meu|minha)\s+)?(?:(?:filh|net|sobrinh|entead)[oa]s?\s+)?[a-z]+(?:\s+(?!eu\b|ele\b|ela\b|ta\b|esta\b|e\b|eh\b|nao\b|foi\b|que\b|q\b|ficou\b|nasceu\b|errad|certa\b)[a-z]+)?)/g;

/** "a data de nascimento dela", "o aniversário dele": a person said by a pronoun. */
const PRONOUN_DATE =
  /\b(?:a\s+)?(?:data(?:\s+de\s+nascimento)?|nascimento|aniversario)\s+(dela|dele)\b/g;

/** "minha data", "meu nascimento", "eu nasci": the speaker's own birth date. */
const OWN_DATE =
  /\b(?:minha data(?:\s+de\s+nascimento)?|meu nascimento|meu aniversario|eu nasci)\b/g;

/** "o nome do thiago é …", "o nome completo da minha irmã é …". */
const WHOSE_NAME =
  /\b(?:o\s+)?nome(?:\s+completo)?\s+d[oa]\s+((?:(?:meu|minha)\s+)?[a-z]+(?:\s+(?!e\b|eh\b|ta\b|esta\b|certo\b|correto\b)[a-z]+)?)\s+(?:(?:certo|correto|completo)\s+)?(?:e|eh|seria)\s+/g;

/** Where the aside opens: the opener words before the mention, else its sentence when not the first. */
function asideStart(low: string, at: number): number {
  const opener = OPENER.exec(low.slice(0, at));
  if (opener && opener[0].trim()) return opener.index;
  const sentence = Math.max(low.lastIndexOf('. ', at), low.lastIndexOf('\n', at));
  return sentence >= 0 ? sentence + 1 : at;
}

/** The end of the sentence holding `from`. */
function sentenceEnd(low: string, from: number): number {
  const m = /\.(?:\s|$)|[!?\n]/.exec(low.slice(from));
  return m ? from + m.index + 1 : low.length;
}

/** The value that starts at `from`, cut where the explanation begins. */
function valueAt(text: string, from: number): string {
  return text.slice(from).replace(VALUE_END, '').trim();
}

/** The date said after `from` in its sentence, before "não dia 7" (the wrong one). */
function dateAfter(
  low: string,
  text: string,
  from: number,
): { novo: string; end: number } | undefined {
  const end = sentenceEnd(low, from);
  const clause = low.slice(from, end).replace(/\s(?:e\s+)?nao\s.*$/s, '');
  // "eu errei, é 10/03/2018": the date after the words of the mistake.
  const m = DATE.exec(clause);
  const said = m?.[1] ?? m?.[2] ?? m?.[3];
  if (m?.index === undefined || !said) return undefined;
  const at = from + m.index + m[0].indexOf(said);
  return { novo: text.slice(at, at + said.length), end };
}

/** Every aside correction of an earlier answer in a message, in order. */
export function readAsideCorrections(text: string): AsideCorrection[] {
  const low = folded(text);
  const out: AsideCorrection[] = [];
  for (const m of low.matchAll(PROFESSION)) {
    const at = m.index + m[0].length;
    const novo = valueAt(text, at);
    if (!novo || novo.split(/\s+/).length > 6) continue;
    out.push({
      campo: 'profissao',
      novo,
      start: asideStart(low, m.index),
      end: sentenceEnd(low, at),
    });
  }
  for (const m of low.matchAll(WHOSE_DATE)) {
    const sentence = low.slice(asideStart(low, m.index), sentenceEnd(low, m.index));
    if (!MISTAKE.test(sentence) && !OPENER.test(low.slice(0, m.index))) continue;
    const date = dateAfter(low, text, m.index + m[0].length);
    if (!date || !m[1]) continue;
    out.push({
      campo: 'data',
      quem: m[1],
      novo: date.novo,
      start: asideStart(low, m.index),
      end: date.end,
    });
  }
  for (const m of low.matchAll(PRONOUN_DATE)) {
    const start = asideStart(low, m.index);
    const sentence = low.slice(start, sentenceEnd(low, m.index));
    if (!MISTAKE.test(sentence) && !OPENER.test(low.slice(0, m.index))) continue;
    const date = dateAfter(low, text, m.index + m[0].length);
    if (!date || !m[1]) continue;
    out.push({ campo: 'data', quem: m[1], novo: date.novo, start, end: date.end });
  }
  for (const m of low.matchAll(OWN_DATE)) {
    const start = asideStart(low, m.index);
    const sentence = low.slice(start, sentenceEnd(low, m.index));
    if (!MISTAKE.test(sentence) || out.some((c) => c.campo === 'data' && c.quem === undefined))
      continue;
    const date = dateAfter(low, text, m.index + m[0].length);
    if (!date) continue;
    out.push({ campo: 'data', novo: date.novo, start, end: date.end });
  }
  for (const m of low.matchAll(WHOSE_NAME)) {
    const at = m.index + m[0].length;
    const novo = valueAt(text, at);
    if (!novo || !m[1]) continue;
    out.push({
      campo: 'nome',
      quem: m[1],
      novo,
      start: asideStart(low, m.index),
      end: sentenceEnd(low, at),
    });
  }
  return out;
}
