import { restoreCommonAccents } from './common-accents.ts';
import { normalize } from './text.ts';

/**
 * A profession said in a sentence: "sou professora aposentada", "trabalho como motorista",
 * "lavrador aposentado", "Comerciante aposentado". Returned in lower case, without "sou".
 */
/** Words of professions: never part of a person's name ("Pedreiro"). */
export const KNOWN =
  /\b(aposentad[oa]|professor[a]?|enfermeir[oa]|medic[oa]|advogad[oa]|engenheir[oa]|pedreiro|motorista|comerciante|lavrador[a]?|agricultor[a]?|do lar|dona de casa|costureira|cozinheir[oa]|vendedor[a]?|servidor[a]? public[oa]|funcionari[oa] public[oa]|militar|policial|contador[a]?|empresari[oa]|autonom[oa]|eletricista|mecanic[oa]|diarista|domestica|caminhoneiro|pescador[a]?|secretari[oa]|bancari[oa]|ferroviari[oa]|metalurgic[oa]|analista|tecnic[oa]|psicolog[oa]|dentista|farmaceutic[oa]|arquitet[oa]|jornalista|estudante|desempregad[oa]|pensionista|microempreendedor[a]?|artesa|cabeleireir[oa]|manicure|porteiro|vigilante|zelador[a]?|garcom|garconete|padeiro|marceneiro|carpinteiro|pintor[a]?|encanador|jardineiro|feirante|taxista|policial militar)\b/;

/** "aposentado, era ferroviário": the former trade, then retired ("ferroviário aposentado"). */
const RETIRED_FROM =
  /\baposentad([oa])\b[\s,;.-]*(?:e\s+|mas\s+)?(?:eu\s+)?(?:era|fui|trabalhava como|trabalhei como|trabalhei de)\s+(?:um |uma )?([a-z ]{3,40}?)(?=[,.;!]|$)/;

/** The profession said in the message, lower case, with its usual accents; undefined if none. */
export function readProfession(message: string): string | undefined {
  const n = normalize(message);
  const [, ending, former] = RETIRED_FROM.exec(n) ?? [];
  const trade = former ? readProfession(former) : undefined;
  if (trade && !/aposentad/.test(trade)) return `${trade} aposentad${ending ?? 'o'}`;
  const intros = n.matchAll(
    /\b(?:sou|trabalho como|trabalhei como|profissao:?|profissao e|atuo como|era)\s+(?:um |uma )?([a-z ]{3,40}?)(?=[,.;!]|$|\s+(?:e moro|moro|e tenho|tenho|casad|solteir|viuv|divorc|nascid|natural|ha \d))/g,
  );
  const intro = [...intros].find((m) => KNOWN.test(m[1] ?? ''));
  const candidate =
    intro?.[1]?.trim() ?? (KNOWN.test(n) && n.split(' ').length <= 4 ? n : undefined);
  if (!candidate || !KNOWN.test(candidate)) return undefined;
  // Keep the typed accents: find the same words in the message.
  const words = candidate.split(' ').length;
  const typedWords = message
    .split(/\s+/)
    .map((w) => w.replace(/[.,;!]/g, ''))
    .filter((w) => w);
  const start = typedWords.findIndex((w) => normalize(w) === candidate.split(' ')[0]);
  // "motorista de caminhao" → "motorista de caminhão": the will prints the word as it is written.
  return restoreCommonAccents(
    start >= 0
      ? typedWords
          .slice(start, start + words)
          .join(' ')
          .toLocaleLowerCase('pt-BR')
      : candidate,
  );
}
