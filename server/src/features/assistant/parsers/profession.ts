import { restoreCommonAccents } from './common-accents.ts';
import { normalize } from './text.ts';

/**
 * A profession said in a sentence: "sou professora aposentada", "trabalho como motorista",
 * "lavrador aposentado", "Comerciante aposentado". Returned in lower case, without "sou".
 */
/** Words of professions: never part of a person's name ("Pedreiro"). */
export const KNOWN =
  /\b(aposentad[oa]|professor[a]?|enfermeir[oa]|medic[oa]|advogad[oa]|engenheir[oa]|pedreiro|motorista|comerciante|lavrador[a]?|agricultor[a]?|do lar|dona de casa|costureira|cozinheir[oa]|vendedor[a]?|servidor[a]? public[oa]|funcionari[oa] public[oa]|militar|policial|contador[a]?|empresari[oa]|autonom[oa]|eletricista|mecanic[oa]|diarista|domestica|caminhoneiro|pescador[a]?|secretari[oa]|bancari[oa]|ferroviari[oa]|metalurgic[oa]|analista|tecnic[oa]|psicolog[oa]|dentista|farmaceutic[oa]|arquitet[oa]|jornalista|estudante|desempregad[oa]|pensionista|microempreendedor[a]?|artesa|cabeleireir[oa]|manicure|porteiro|vigilante|zelador[a]?|garcom|garconete|padeiro|marceneiro|carpinteiro|pintor[a]?|encanador|jardineiro|feirante|taxista|policial militar|produtor[a]? rural|produtor[a]?|pecuarista|fazendeir[oa]|sitiante|cuidador[a]?|auxiliar|operador[a]?|assistente|gerente|supervisor[a]?|soldador[a]?|torneiro|servente|faxineir[oa]|frentista|balconista|recepcionista|atendente|corretor[a]?|montador[a]?|carteiro|programador[a]?|desenvolvedor[a]?|designer|consultor[a]?|administrador[a]?|economista|fisioterapeuta|nutricionista|veterinari[oa]|serralheiro|confeiteir[oa]|entregador[a]?|motoboy)\b/;

/** A whole word of a trade ("aposentada"), and a trade at the start of words ("do lar"). */
const KNOWN_WORD = new RegExp(`^${KNOWN.source}$`);
const KNOWN_START = new RegExp(`^${KNOWN.source}`);

/**
 * A message with the words of a trade split by voice typing put together again: "Professora a
 * posentada" → "Professora aposentada", "enfer meira" → "enfermeira". Only when the two pieces make
 * one word of a trade and the second piece is no word of a trade alone.
 */
export function joinedSplitWords(text: string): string {
  const words = text.split(/(\s+)/);
  for (let i = 0; i + 2 < words.length; i += 2) {
    const left = words[i] ?? '';
    const right = words[i + 2] ?? '';
    const joined = normalize(`${left}${right}`).replace(/[.,;!]+$/, '');
    if (!/^\p{L}+$/u.test(left) || !joined) continue;
    const piece = (w: string) => normalize(w).replace(/[.,;!]+$/, '');
    // "a aposentada": the piece left after the typo reader made "posentada" whole again.
    if (
      piece(left).length <= 2 &&
      piece(right).startsWith(piece(left)) &&
      KNOWN_WORD.test(piece(right))
    ) {
      words.splice(i, 2);
      i -= 2;
      continue;
    }
    // "professor a vida toda" stays: a whole word of a trade is never the first piece.
    if (!KNOWN_WORD.test(joined) || KNOWN_WORD.test(piece(left)) || KNOWN_WORD.test(piece(right)))
      continue;
    words.splice(i, 3, `${left}${right}`);
    i -= 2;
  }
  return words.join('');
}

/** "ele era mestre de obras, ta aposentado": retired said as a clause of its own after the trade. */
const RETIRED_CLAUSE =
  /(?:\s*[,;]\s*(?:(?:e|mas)\s+)?|\s+(?:e|mas)\s+(?=(?:(?:eu|ele|ela)\s+)?(?:j[aá]\s+)?(?:t[aáoô]|est[aá]|estou|tou|sou|é|e|eh|j[aá]|hoje|agora)\s))(?:(?:eu|ele|ela)\s+)?(?:j[aá]\s+)?(?:(?:t[aáoô]|est[aá]|estou|tou|sou|é|e|eh|hoje|agora)\s+)?(?:j[aá]\s+)?aposentad([oa])\b.*$/iu;

/**
 * The trade and the retirement said apart: "ele era mestre de obras, ta aposentado" → "ele era
 * mestre de obras", retired ("o"). Undefined when retirement is not a clause of its own.
 */
export function retiredApart(text: string): { trade: string; ending: 'o' | 'a' } | undefined {
  const m = RETIRED_CLAUSE.exec(text);
  if (!m || m.index === 0) return undefined;
  const trade = text.slice(0, m.index).trim();
  // "sou viuva, aposentada": the civil status is no trade; retired is the whole answer.
  const words = normalize(withoutTradeIntro(trade)).split(' ');
  if (!trade || words.every((w) => CIVIL_STATUS.test(w) || w === 'e')) return undefined;
  return { trade, ending: m[1]?.toLowerCase() === 'a' ? 'a' : 'o' };
}

/** "aposentado, era ferroviário": the former trade, then retired ("ferroviário aposentado"). */
const RETIRED_FROM =
  /\baposentad([oa])\b[\s,;.-]*(?:e\s+|mas\s+)?(?:eu\s+)?(?:era|fui|trabalhava como|trabalhei como|trabalhei de)\s+(?:um |uma )?([a-z ]{3,40}?)(?=[,.;!]|$)/;

/**
 * What people type after a value that is not part of it: "já falei", "tb", "como eu disse", "né".
 * Matched on the last words once accents and case go.
 */
const CHAT_TAIL = [
  'ja falei',
  'ja disse',
  'ja respondi',
  'ja te falei',
  'ja te disse',
  'como falei',
  'como disse',
  'como eu falei',
  'como eu disse',
  'como ja falei',
  'como ja disse',
  'como eu ja falei',
  'como eu ja disse',
  'como eu te disse',
  'como te disse',
  'eu acho',
  'acho',
  'tb',
  'tbm',
  'tambem',
  'ne',
  'neh',
  'viu',
  'ok',
  'rs',
  'isso',
].map((phrase) => phrase.split(' '));

/** Conversation said before a value: "já falei, engenheiro", "como eu disse: Curitiba". */
const CHAT_HEAD =
  /^(?:j[aá] (?:te )?(?:falei|disse)|como (?:eu )?(?:j[aá] )?(?:te )?(?:falei|disse))\b[\s,.:;!-]*/i;

/**
 * A value without the conversation typed around it ("engenheiro, ja falei tb" → "engenheiro",
 * "curitiba, como eu disse" → "curitiba"): a field of the will never holds a sentence.
 */
export function withoutChatTail(text: string): string {
  let words = text.trim().replace(CHAT_HEAD, '').split(/\s+/).filter(Boolean);
  for (let changed = true; changed && words.length > 1;) {
    changed = false;
    const plain = words.map((w) => normalize(w.replace(/[,;.:!?]+/g, ' ')));
    for (const phrase of CHAT_TAIL) {
      const at = words.length - phrase.length;
      if (at < 1 || phrase.some((w, i) => plain[at + i] !== w)) continue;
      words = words.slice(0, at);
      changed = true;
      break;
    }
  }
  return words.join(' ').replace(/[\s,;:-]+$/, '');
}

/** Words of talk, never in a short legal value ("trabalhei muito, sabe", "acho que sim"). */
const TALK =
  /\b(?:eu|falei|disse|acho|quero|queria|tenho|moro|nasci|sim|nao|voce|vc|ja|tb|tambem|pra|pro|sabe|porque)\b/;

/**
 * Whether a value typed for an identity field is a sentence rather than the value: a field of the
 * will never holds one, so the question is asked again with its example.
 */
export function isSentence(value: string): boolean {
  const n = normalize(value);
  return n.split(' ').length > 6 || TALK.test(n);
}

/** The employer or the place after a trade: "na vale", "no banco do brasil", "pela prefeitura". */
const EMPLOYER = /\s+(?:na|no|nas|nos|numa|num|pela|pelo)\s.*$/;

/** Civil status said with the trade ("sou viuva, aposentada"): not part of the profession. */
const CIVIL_STATUS = /^(?:solteir|casad|viuv|divorciad|separad|amigad|juntad)[oa]s?$/;

/**
 * "nasci em curitiba em 12/08/1992, engenheiro", "sou viuva, aposentada": a clause that is only a
 * profession, up to three words starting with one ("técnica de enfermagem").
 */
function professionClause(n: string): string | undefined {
  for (const raw of n.split(/\s*[,;.]\s*|\s+e\s+(?=sou\b)/)) {
    const clause = raw
      .replace(/^(?:e\s+)?(?:eu\s+)?(?:sou|trabalho como|atuo como)\s+(?:um |uma )?/, '')
      .replace(EMPLOYER, '')
      .trim();
    const words = clause.split(' ').filter((w) => !CIVIL_STATUS.test(w));
    const first = words[0] ?? '';
    if (words.length === 0 || words.length > 3) continue;
    // "do lar", "produtor rural": a trade of two words; never "ta aposentado" (talk, then a trade).
    if (!KNOWN_WORD.test(first) && !KNOWN_START.test(words.slice(0, 2).join(' '))) continue;
    return words.join(' ');
  }
  return undefined;
}

/**
 * Who works and the verb, said before a trade: "sou", "trabalho como", and for someone typing for
 * a relative "ela é", "ele era", "minha vó é", "ela trabalha de".
 */
const TRADE_INTRO =
  /^\s*(?:(?:eu\s+)?(?:sou|estou|t[oô]|tou|t[aá]|est[aá]|trabalho\s+(?:como|de)|atuo\s+como)|(?:(?:(?:a|o)\s+)?(?:(?:minha|meu)\s+)?(?:v[oóô]|av[oóô]|vov[oóô]|m[aã]e|pai|ti[oa]|espos[oa]|marido)|ela|ele)\s+(?:é|e|eh|era|foi|trabalha(?:va)?\s+(?:como|de)|trabalhou\s+(?:como|de)|atua(?:va)?\s+como))\s+(?:um\s+|uma\s+)?(?=\p{L})/iu;

/** The trade without who works and the verb: "ela é costureira aposentada" → "costureira aposentada". */
export function withoutTradeIntro(text: string): string {
  return text.replace(TRADE_INTRO, '');
}

const EMOJI = /(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+/gu;

/** The profession said in the message, lower case, with its usual accents; undefined if none. */
export function readProfession(said: string): string | undefined {
  // "desenvolvedora de software 👩‍💻": an emoji is no word of the trade.
  const message = withoutTradeIntro(withoutChatTail(said.replace(EMOJI, ' ').trim()));
  const n = normalize(message);
  const [, ending, former] = RETIRED_FROM.exec(n) ?? [];
  const trade = former ? readProfession(former) : undefined;
  if (trade && !/aposentad/.test(trade)) return `${trade} aposentad${ending ?? 'o'}`;
  const intros = n.matchAll(
    /\b(?:sou|trabalho como|trabalhei como|profissao:?|profissao e|atuo como|era)\s+(?:um |uma )?([a-z ]{3,40}?)(?=[,.;!]|$|\s+(?:e moro|moro|e resido|resido|e vivo|e tenho|tenho|casad|solteir|viuv|divorc|nascid|natural|ha \d))/g,
  );
  const intro = [...intros].find((m) => KNOWN.test(m[1] ?? ''));
  const candidate =
    intro?.[1]
      ?.replace(/^(?:solteir|casad|viuv|divorciad|separad)[oa]s?\s+(?:e\s+)?(?:sou\s+)?/, '')
      .trim() ??
    professionClause(n) ??
    (KNOWN.test(n) && n.split(' ').length <= 4 ? n : undefined);
  if (!candidate || !KNOWN.test(candidate)) return undefined;
  // "técnico de manutenção na vale": where the trade is done, or for whom, is not the trade.
  const head = candidate.replace(EMPLOYER, '');
  // Keep the typed accents: find the same words in the message.
  const words = head.split(' ').length;
  const typedWords = message
    .split(/\s+/)
    .map((w) => w.replace(/[.,;!]/g, ''))
    .filter((w) => w);
  const start = typedWords.findIndex((w) => normalize(w) === head.split(' ')[0]);
  // "motorista de caminhao" → "motorista de caminhão": the will prints the word as it is written.
  return restoreCommonAccents(
    start >= 0
      ? typedWords
          .slice(start, start + words)
          .join(' ')
          .toLocaleLowerCase('pt-BR')
      : head,
  );
}

/** Where or what a trade is done, said after it: "no pantanal", "de turismo", "em casa", "pra fora". */
const TRADE_TAIL = /\s(?:no|na|nos|nas|em|pelo|pela|para|pra|pro|de turismo|do turismo|ha|faz)\s/;

/**
 * The trade at the head of a longer answer that names no known trade: "piloteiro de barco de turismo
 * no pantanal" → "piloteiro de barco". The words after the trade say where or what it is done; the
 * head is the words before them, up to three ("piloteiro de barco"). Undefined for talk.
 */
export function professionHead(said: string): string | undefined {
  // "eu trabalho de piloteiro no rio": the trade after the words that introduce it.
  const typed = said.trim().replace(/^(?:eu\s+)?(?:trabalho|atuo|mexo)\s+(?:de|como|com)\s+/i, '');
  const words = typed.split(/\s+/);
  if (words.length < 3 || TALK.test(normalize(typed)) || /[,;.!?]/.test(typed)) return undefined;
  const plain = words.map((w) => normalize(w));
  const tail = TRADE_TAIL.exec(` ${plain.join(' ')} `);
  const upTo = tail
    ? ` ${plain.join(' ')} `
        .slice(0, tail.index + 1)
        .trim()
        .split(' ').length
    : 0;
  if (upTo < 1 || (plain[0]?.length ?? 0) < 4) return undefined;
  const linked = ['de', 'da', 'do'].includes(plain[1] ?? '') && (plain[2]?.length ?? 0) > 2;
  const size = upTo <= 3 ? upTo : linked ? 3 : 1;
  return words.slice(0, size).join(' ');
}
