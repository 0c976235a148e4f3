import type { Sexo } from '@legado/contract';
import { NAME_LIKE_RELATIONS, isPlausibleName } from './name-quality.ts';
import { nameRun, tokens } from './name-tokens.ts';
import { HOME_PARENT_WORDS } from './relation-words.ts';
import { normalize, splitList } from './text.ts';

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'di', 'du', 'del', 'van', 'von']);

/** Capitalises a name the Brazilian way: "JOÃO DA SILVA" → "João da Silva". */
export function capitalizeName(raw: string): string {
  const words = raw.trim().replace(/\s+/g, ' ').split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (index > 0 && PARTICLES.has(lower)) return lower;
      // "Joana D'Arc" keeps the capital typed; "d'Ávila" typed in lower case stays so.
      if (/^d'/.test(lower) && lower.length > 2)
        return `${word.startsWith("D'") ? "D'" : "d'"}${upperFirst(lower.slice(2))}`;
      return lower
        .split('-')
        .map((part) => upperFirst(part))
        .join('-');
    })
    .join(' ');
}

function upperFirst(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

const PREFIX =
  /^\s*(?:(?:o\s+)?meu nome (?:completo\s+)?(?:e|é)|me chamo|eu me chamo|chamo-me|sou (?:o|a)|sou|(?:o\s+)?nome (?:dele|dela|completo)?\s*(?:e|é)|(?:e|é) (?:o|a)|ele se chama|ela se chama|se chama|chama|nome:)(?:(?<=:)\s*|\s+|$)/i;

/** Words that describe a relation, kept apart from the name: "meu amigo João" → relação "amigo". */
const RELATION =
  /^\s*(?:(?:para|pra|pro|ao|à|a|o)\s+)?(?:(?:o|a)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)?\s*(amig[oa]|espos[oa]|marido|mulher|companheir[oa]|namorad[oa]|filh[oa]|net[oa]|irm[aã]o?|irmã|sobrinh[oa]|prim[oa]|ti[oa]|pai|m[aã]e|mainha|painho|mam[aã]e|papai|afilhad[oa]|cunhad[oa]|genro|nora|sogr[oa]|enteado|enteada|vizinh[oa]|madrinha|padrinho|colega|cuidador[a]?|empregad[oa]|comadre|compadre)(?=[\s,]|$)\s*,?\s*/i;

/** Relation words people type without their accent, as the will writes them. */
const ACCENTED_RELATION: Readonly<Record<string, string>> = {
  ...HOME_PARENT_WORDS,
  mamãe: 'mãe',
  irma: 'irmã',
  irmao: 'irmão',
  irmã: 'irmã',
  mae: 'mãe',
};

/** Splits an optional relation word off a name: "minha irma Carla Souza" → {relacao:'irmã', resto}. */
export function splitRelation(text: string): { relacao?: string; resto: string } {
  const match = RELATION.exec(text);
  if (!match?.[1]) return { resto: text.trim() };
  const word = match[1].toLocaleLowerCase('pt-BR');
  // "Irma Schmitt Becker" with no "minha" before it: a first name, not "irmã" without its accent.
  const possessive = /\b(?:meu|minha|meus|minhas|nosso|nossa)\s/i.test(match[0]);
  if (!possessive && NAME_LIKE_RELATIONS.has(word) && /^\p{Lu}/u.test(match[1]))
    return { resto: text.trim() };
  return {
    relacao: ACCENTED_RELATION[word] ?? word,
    resto: text.slice(match[0].length).trim(),
  };
}

const NAME_CHARS = /^[\p{L}][\p{L}'’. -]*$/u;

/**
 * A person's name as typed, capitalised; undefined when it has digits or symbols.
 * With `full`, at least two words are required (nome completo). The name may come with words
 * around it: a nickname before "o nome de registro é …", other facts after a comma ("renata lopes
 * figueira, casamos em 2004"); a second name after a comma or a period is never taken as one.
 */
export function parsePersonName(
  text: string,
  options: { full?: boolean } = {},
): string | undefined {
  return readNamed(text, options)?.nome;
}

/** A name read from a message, and the nickname said before it ("o jhow kkk o nome dele todo e …"). */
export interface NamedPerson {
  nome: string;
  apelido?: string;
}

/** The name and the nickname said with it: "todo mundo me chama de zefinha mas o nome é …". */
export function readNamed(text: string, options: { full?: boolean } = {}): NamedPerson | undefined {
  const strict = strictName(text, options);
  if (strict) return { nome: strict };
  // "… o nome de registro é josefa alves de menezes": the name is what follows the last marker.
  const markers = [...text.matchAll(NAME_MARKER)];
  const last = markers.at(-1);
  if (last?.index !== undefined) {
    const after = text.slice(last.index + last[0].length);
    const nome = strictName(after, options) ?? leadingName(after, options);
    if (nome) {
      const apelido =
        nicknameIn(text.slice(0, markers[0]?.index ?? 0), nome) ??
        nicknameIn(after, nome, { calledOnly: true });
      return { nome, ...(apelido ? { apelido } : {}) };
    }
  }
  const lead = leadingName(text, options);
  if (!lead) return undefined;
  // "josefa alves de menezes (zefinha)": the word in parentheses is what she is called.
  const called = /\(\s*(?:a\s+|o\s+)?(\p{L}+)\s*\)/u.exec(text)?.[1];
  const apelido = called ? nicknameIn(called, lead) : nicknameIn(text, lead, { calledOnly: true });
  return { nome: lead, ...(apelido ? { apelido } : {}) };
}

/**
 * Words that introduce the registered name inside a sentence: "o nome de registro é", "o nome
 * dele todo e", "nome completo:", "ela se chama", "no documento é".
 */
const NAME_MARKER =
  /(?:\bnome\b(?:\s+(?:dele|dela|de registro|completo|completa|todo|toda|inteiro|certo|mesmo|msm|verdadeiro|oficial|de batismo|civil|direito|no documento|no rg|na certid[aã]o))*\s*(?:(?:e|é|eh)\s|:)|\b(?:se chama|chama-se|registrad[oa] como|no documento (?:e|é|ta|tá|est[aá]))\s|\b(?:ela|ele)\s+(?:é|eh)\s+(?:(?:a|o)\s+)?)\s*/giu;

/**
 * The words that introduce a name with the verb accented ("o nome dele todo e jonathan" → "… é
 * jonathan"), so a list split on "e" keeps the name with its words.
 */
export function accentNameMarkers(text: string): string {
  return text.replace(NAME_MARKER, (m) => m.replace(/\b(?:e|eh)(\s*)$/iu, 'é$1'));
}

/**
 * The speaker's own full name after "sou" at the start of a message, in any case: "sou marcelo
 * augusto figueira", "oi, eu sou a renata lopes, tenho 2 filhos". Undefined for "sou casada",
 * "sou aposentado", "sou de sorocaba" and a single word.
 */
export function nameAfterSou(text: string): string | undefined {
  const opening =
    /^\s*(?:(?:oi|ol[aá]|bom dia|boa tarde|boa noite|tudo bem)\b[\s,.!?]*)*(?:eu\s+)?sou\s+(?:(?:o|a)\s+)?/iu.exec(
      text,
    );
  if (!opening) return undefined;
  const list = tokens(text.slice(opening[0].length));
  const run = nameRun(list, 0, false);
  if (!run || run.name.split(' ').filter((w) => !PARTICLES.has(normalize(w))).length < 2)
    return undefined;
  return parsePersonName(run.name, { full: true });
}

/** "a zefinha", "me chamam de zefinha", "o jhow kkk": one name word said before the full name. */
function nicknameIn(before: string, nome: string, { calledOnly = false } = {}): string | undefined {
  const called =
    /\b(?:chama(?:m|va|vam)?\s+(?:ele|ela)?\s*de|conhecid[oa] (?:como|por)|apelido(?:\s+(?:dele|dela))?(?:\s+(?:e|é|eh))?)\s+(\p{L}+)/iu.exec(
      before,
    )?.[1];
  // "Bia é como todo mundo a chama", "Juca é como a gente chama ele": the word before.
  const calledSo = CALLED_SO.exec(before)?.[1];
  const said =
    called ??
    calledSo ??
    (calledOnly
      ? undefined
      : /^\s*(?:(?:meu|minha)\s+\p{L}+\s*,?\s*)?(?:(?:o|a)\s+)?(\p{L}+)\s*(?:,|\b(?:k{2,}|rs+|ha(?:ha)+)\b|(?:\s(?:o|a))?\s*$)/iu.exec(
          before,
        )?.[1]);
  if (!said) return undefined;
  const word = normalize(said);
  if (word.length < 3 || !isPlausibleName(word) || NOT_NAMES.has(word) || INTERJECTIONS.has(word))
    return undefined;
  if (normalize(nome).split(' ').includes(word)) return undefined;
  return capitalizeName(said);
}

/** "Bia é como todo mundo a chama": what someone is called, said before the words that say so. */
const CALLED_SO =
  /(?:^|[\s,.;])(\p{L}+)\s+(?:é|e|eh)\s+como\s+(?:todo mundo|todos|a gente|a fam[ií]lia|eu|n[oó]s)\s+(?:a\s+|o\s+)?cham(?:a|o|amos|am)\b/iu;

/** Words that open a sentence and are never what someone is called. */
const INTERJECTIONS = new Set(['olha', 'veja', 'enfim', 'opa', 'hein', 'nossa', 'moça', 'moca']);

/**
 * The name at the start of a message, before a comma, with other facts after it ("renata lopes
 * figueira, minha esposa, sem premio"). Undefined when what follows is another name: "Leticia,
 * Edson de Oliveira" is a list, not one person.
 */
function leadingName(text: string, options: { full?: boolean }): string | undefined {
  const cut = /\s*(?:[,;(]|\s-\s|\.\s|\s(?:mas|por[eé]m|s[oó] que|pq|porque)\s)\s*/iu.exec(text);
  if (!cut || cut.index === 0) return undefined;
  const nome = strictName(text.slice(0, cut.index), options);
  if (!nome) return undefined;
  const rest = text.slice(cut.index + cut[0].length);
  const parts = rest
    .split(/\s*(?:[,;]|\s-\s|\.\s|\s+(?:e|ou)\s+)\s*/u)
    .map((part) => part.replace(/^(?:e|ou)\s+/i, ''));
  // Any other full name after it ("ana souza, e pedro lima"), or a first name after a period.
  if (parts.some((part) => strictName(part, { full: true }))) return undefined;
  if (cut[0].includes('.') && strictName(parts[0] ?? '', {})) return undefined;
  return nome;
}

/** Chat words typed after a name, never a surname: "pro lucas msm", "a joana lima né", "ele aí". */
const FILLER_TAIL =
  /(?:[\s,]+(?:msm|mesm[oa]|ne|né|neh|tb|tbm|tamb[eé]m|a[ií]|l[aá]|viu|kk+|rs+|haha+))+\s*[.!?]*\s*$/iu;

function strictName(text: string, options: { full?: boolean }): string | undefined {
  let raw = text
    .replace(PREFIX, '')
    .replace(
      /\s+(?:(?:é|e)\s+)?(?:assim\s+)?(?:no|na|do|da)\s+(?:documento|rg|certid[aã]o|identidade)[.!]?\s*$/iu,
      '',
    )
    .trim();
  raw = splitRelation(raw).resto.replace(/^(?:o|a|os|as)\s+(?=\S)/i, '');
  raw = raw
    .replace(/[.!]+$/, '')
    .replace(/’/g, "'")
    .replace(FILLER_TAIL, '')
    .trim();
  if (raw.length < 2 || raw.length > 120 || !NAME_CHARS.test(raw)) return undefined;
  // "Leticia. Edson de Oliveira Junior": a period ends a name unless it marks an initial ("José C.").
  if (/\p{L}{4,}\.\s*\p{L}/u.test(raw)) return undefined;
  const words = raw.split(/\s+/).filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (words.some((w) => w.replace(/[.'-]/g, '').length === 0)) return undefined;
  if (options.full && words.length < 2) return undefined;
  if (isCommonWord(raw)) return undefined;
  // A fragment of a sentence ("Que Eu Em", "Fica Para O Eduardo") is never stored as a name.
  if (!isPlausibleName(raw)) return undefined;
  return capitalizeName(raw);
}

const NOT_NAMES = new Set([
  'sim',
  'nao',
  'nenhum',
  'nenhuma',
  'ninguem',
  'talvez',
  'ok',
  'voltar',
  'pular',
  'resumo',
  'todos',
  'todas',
  'ambos',
  'ambas',
  'nada',
  'claro',
  'obrigado',
  'obrigada',
  'oi',
  'ola',
  'teste',
  'nao sei',
]);

// Words that never occur in a person's name: a sentence typed at a name question ("meus pais já
// faleceram", "os dois são adultos") must be asked again, not stored as someone's name.
const NEVER_IN_NAMES = new Set([
  'ja',
  'sao',
  'nao',
  'sim',
  'tenho',
  'tem',
  'temos',
  'faleceu',
  'faleceram',
  'morreu',
  'morreram',
  'vivos',
  'vivas',
  'adultos',
  'adultas',
  'menores',
  'menor',
  'filhos',
  'filhas',
  'pais',
  'dois',
  'duas',
  'eles',
  'elas',
  'quero',
  'deixar',
]);

function isCommonWord(raw: string): boolean {
  const normalized = normalize(raw);
  return (
    NOT_NAMES.has(normalized) || normalized.split(' ').some((word) => NEVER_IN_NAMES.has(word))
  );
}

const LIST_PREFIX =
  /^\s*(?:(?:s[aã]o|tenho|eles s[aã]o|elas s[aã]o|os nomes s[aã]o|nomes?:?)\s+)?(?:(?:meus|minhas|os|as)\s+)?(?:filh[oa]s?|net[oa]s?|testemunhas?|tutor(?:es|a|as)?)?\s*(?:s[aã]o)?\s*:?\s*/i;

/** A list of names: "João e Maria", one per line, "meus filhos Ana, Pedro e Lucas". */
export function parseNameList(text: string): string[] | undefined {
  const stripped = text.replace(LIST_PREFIX, '');
  // "Ana Souza. Leticia Prado": a period between names separates them as a comma does.
  const parts = splitList(stripped).flatMap((part) => part.split(/(?<=\p{L}{2})\.\s+(?=\p{L})/u));
  if (parts.length === 0) return undefined;
  const names = parts.map((part) => parsePersonName(part));
  if (names.some((n) => n === undefined)) return undefined;
  return names as string[];
}

const COUNT = String.raw`(?:\d+|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez)`;
const KIN = String.raw`(?:filh[oa]s?|fi[oa]s?|net[oa]s?)`;
/** "sim,", "tenho", "o marcos deixou 2", "tenho 3 filhos tudo maior de idade": words before the names. */
const HEADER_VERB = String.raw`(?:tenho|temos|tive|tivemos|deixou|teve|tem)`;
const LIST_HEADER = new RegExp(
  String.raw`^\s*(?:sim[,.!]?\s*)?(?:(?:(?:ele|ela|(?:o|a)\s+\p{L}+)\s+)?${HEADER_VERB}\s+)?(?:(?:s[oó]|apenas)\s+)?(?:${COUNT}\s*(?:${KIN})?(?:\s+(?:s[oó]|apenas)\b)?(?:\s*[:,])?\s*)?(?:(?:meus|minhas|os|as)\s+)?(?:${KIN})?\s*(?:s[aã]o)?\s*:?\s*`,
  'iu',
);

/** "eu tenho 1", "tenho 1 só", "filho mesmo tenho dois": a count said with its verb. */
const COUNTED = new RegExp(
  String.raw`\b${HEADER_VERB}\s+(?:s[oó]\s+|apenas\s+)?${COUNT}(?:\s+(?:s[oó]|apenas))?\s*$`,
  'iu',
);

/**
 * A list of relatives without the words before the names: "sim, o marcos deixou 2: pedro
 * henrique cavalcanti e luana cavalcanti", "tenho 1, o miguel sousa rocha", "tenho 3 filhos tudo
 * maior de idade: jose…", "deixou minha neta Gabriela". A count is never part of a name.
 */
export function stripListHeader(text: string): string {
  const colon = /^([^:\n]{1,80}):\s*(?=\S)/u.exec(text);
  // Everything before a colon that says how many or whose they are is the header.
  if (
    colon?.[1] &&
    new RegExp(String.raw`\b(?:${HEADER_VERB}|${KIN}|${COUNT})(?![\p{L}])`, 'iu').test(colon[1])
  )
    return text.slice(colon[0].length);
  // "filho mesmo eu tenho 1, o Gabriel …": a first clause that only says how many.
  const clause = /^([^,:\n]{1,40}),\s*(?=\S)/u.exec(text);
  if (clause?.[1] && COUNTED.test(clause[1]) && !parsePersonName(clause[1], { full: true }))
    return text.slice(clause[0].length);
  return text.replace(LIST_HEADER, '');
}

/** Men's first names with a woman's ending ("Luca", "Nicola", "René"): the exception to the guess below. */
const MEN_IN_A = new Set(['luca', 'nicola', 'joshua', 'jonatha', 'isaia', 'andrea', 'rene']);

/** Women's first names that end otherwise: "Eliane", "Aline", "Gisele", "Claudete", "Alice", "Matilde". */
const WOMEN_ENDINGS = /(?:a|ane|ine|ene|ele|elle|ete|ette|ice|ise|ilde|ah)$/;

/** Women's first names with an ending men's names also have ("Raquel", "Laís", "Beatriz"). */
const WOMEN = new Set(
  (
    'raquel isabel rachel mabel lais thais tais iris beatriz ingrid ester esther rute ruth ' +
    'carmem carmen miriam mirian lurdes lourdes nair suelen yasmin jasmin'
  ).split(' '),
);

/**
 * Whether a name reads as a woman's by its first name ("Rita Pereira", "Eliane Prado", "Raquel
 * Lima" yes, "Antonio Pereira" no): only a guess, for when neither the sex nor a relation word
 * says it.
 */
export function firstNameLooksFeminine(nome: string): boolean {
  const first = normalize(nome).split(' ')[0] ?? '';
  return WOMEN.has(first) || (WOMEN_ENDINGS.test(first) && !MEN_IN_A.has(first));
}

/**
 * The sex a first name usually tells ("Eliane" and "Rita" a woman's, "Pedro" a man's), or
 * undefined when it does not ("Luca", "Davi", "Ariel"). The one guess every reply's article
 * ("a Eliane", "do Pedro") uses when neither the sex nor a relation word says it.
 */
export function sexOfFirstName(nome: string): Sexo | undefined {
  if (firstNameLooksFeminine(nome)) return 'feminino';
  return /o$/.test(normalize(nome).split(' ')[0] ?? '') ? 'masculino' : undefined;
}
