import type { Sexo } from '@legado/contract';
import { normalize } from './text.ts';

/** A person already named in the conversation. */
export interface KnownPerson {
  id: string;
  nome: string;
  /** Relation to the speaker as stored ("filho", "irmã", "cônjuge"…), any form. */
  relacao?: string;
  sexo?: Sexo;
  /** What the person calls them ("Jhow" for Jonathan Santos Oliveira), as said. */
  apelidos?: readonly string[];
}

/**
 * Words said after a reference that do not name anyone: "o jhow msm", "a patricia tb", "a minha
 * irmã que falei", "ele de novo".
 */
const AFTER_REFERENCE =
  /(?:\s+|,\s*)(?:(?:mesmo|mesma|msm|tb|tbm|tambem|de novo|ai|ne|ok|(?:que|q|a que|o que|de quem) (?:eu )?(?:te |lhe )?(?:ja )?(?:falei|disse|citei|mencionei|comentei|contei|falamos)(?: antes)?(?: agora)?|(?:la )?de antes|(?:la )?de cima))\s*$/;

/** The reference without the words after it that name no one. */
export function stripAfterReference(normalized: string): string {
  let out = normalized.replace(/[.!?]+$/, '').trim();
  for (let round = 0; round < 4; round++) {
    const next = out.replace(AFTER_REFERENCE, '').trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Brazilian nicknames and the first names they stand for (accents removed). */
const NICKNAMES: Record<string, string[]> = {
  ze: ['jose'],
  juca: ['jose'],
  zeca: ['jose'],
  zezao: ['jose'],
  dede: ['jose', 'andre'],
  quim: ['joaquim'],
  tuca: ['arthur', 'artur'],
  ritinha: ['rita'],
  rosinha: ['rosa', 'rosangela'],
  celinho: ['marcelo'],
  celinha: ['marcela'],
  zezinho: ['jose'],
  bia: ['beatriz'],
  tonho: ['antonio'],
  toninho: ['antonio'],
  tonha: ['antonia'],
  chico: ['francisco'],
  chica: ['francisca'],
  rafa: ['rafael', 'rafaela'],
  gabi: ['gabriela', 'gabriel'],
  dani: ['daniela', 'daniel', 'danielle'],
  fer: ['fernanda', 'fernando'],
  nanda: ['fernanda'],
  lu: ['luciana', 'lucia', 'luana', 'luiza', 'lucas'],
  cida: ['aparecida'],
  tati: ['tatiana', 'tatiane'],
  juju: ['juliana', 'julia'],
  ju: ['juliana', 'julia'],
  duda: ['maria eduarda', 'eduarda', 'eduardo'],
  dudu: ['eduardo'],
  guto: ['augusto', 'gustavo'],
  guga: ['gustavo'],
  manu: ['manuela', 'emanuel', 'emanuelle'],
  nando: ['fernando'],
  beto: ['roberto', 'alberto', 'humberto'],
  betinho: ['roberto', 'alberto', 'humberto'],
  neco: ['manoel', 'manuel'],
  mane: ['manoel', 'manuel'],
  quinho: ['joaquim'],
  tião: ['sebastiao'],
  tiao: ['sebastiao'],
  lena: ['helena', 'madalena'],
  leninha: ['helena', 'madalena'],
  cris: ['cristina', 'cristiane', 'cristiano'],
  rose: ['rosemeire', 'rosangela', 'roseli', 'rosa'],
  nena: ['antonia', 'helena'],
  zefinha: ['josefa'],
  zefa: ['josefa'],
  jhow: ['jonathan', 'jhonatan', 'jonatan', 'jonatas', 'johnathan'],
  carlinhos: ['carlos'],
  paulinho: ['paulo'],
  pedrinho: ['pedro'],
  joaozinho: ['joao'],
  mari: ['mariana', 'marina'],
  nati: ['natalia'],
  lari: ['larissa'],
  carol: ['carolina', 'caroline'],
  gui: ['guilherme'],
  leo: ['leonardo', 'leandro'],
  rick: ['ricardo'],
  marcinho: ['marcio', 'marcos'],
  toninha: ['antonia'],
};

/** The first names a nickname stands for ("zezinho" → josé), accents removed; none for a name. */
export function namesOfNickname(word: string): readonly string[] {
  return NICKNAMES[word] ?? [];
}

const COUNTS: Record<string, number> = { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 };

const RELATION_STEMS: ReadonlyArray<[RegExp, RegExp, Sexo?]> = [
  [/\bfilh[oa]s?\b|\bfios?\b/, /^filh|^fio/],
  [/\bnet[oa]s?\b/, /^net/],
  [/\birm[aã]o?s?\b|\birmas\b/, /^irm/],
  [/\b(marido|esposo|esposa|mulher|conjuge)\b/, /^(conjuge|marido|espos|mulher|cônjuge)/],
  [/\bcompanheir[oa]\b/, /^companheir/],
  [/\bsobrinh[oa]s?\b/, /^sobrinh/],
  [/\bpai\b/, /^pai/, 'masculino'],
  [/\bmae\b/, /^m[aã]e/, 'feminino'],
];

/** The sex a stored relation says ("irmã" → feminino, "marido" → masculino), when it says one. */
export function sexOfRelation(relacao: string | undefined): Sexo | undefined {
  const r = relacao ? normalize(relacao) : '';
  if (
    /^(?:filha|neta|irma|sobrinha|tia|prima|cunhada|sogra|afilhada|madrinha|amiga|vizinha|enteada|companheira|esposa|mulher|mae|nora|comadre)$/.test(
      r,
    )
  )
    return 'feminino';
  if (
    /^(?:filho|neto|irmao|sobrinho|tio|primo|cunhado|sogro|afilhado|padrinho|amigo|vizinho|enteado|companheiro|esposo|marido|pai|genro|compadre)$/.test(
      r,
    )
  )
    return 'masculino';
  return undefined;
}

/**
 * Who a reference points at among people already named: "o Rafael", "minha filha", "os dois",
 * "todos", "a Cida" (nickname by first name), accents and case ignored. Empty when no one fits;
 * more than one id when the reference is plural or ambiguous (ask which).
 */
export function matchPeople(reference: string, known: KnownPerson[]): string[] {
  const n = stripAfterReference(normalize(reference))
    .replace(/^(?:para|pra|pro|a|o|os|as|ao|aos|com|e)\s+/, '')
    .replace(/^(?:o|a|os|as)\s+/, '');
  if (!n) return [];
  const whole = known.filter((p) => normalize(p.nome) === n);
  if (whole.length > 0) return whole.map((p) => p.id);
  // "o jhow", "pro jhow": a nickname the person gave when naming them.
  const byNickname = known.filter((p) => p.apelidos?.some((a) => normalize(a) === n));
  if (byNickname.length > 0) return byNickname.map((p) => p.id);
  const plural =
    /\b(os dois|as duas|ambos|ambas|todos|todas|(?:os|as) (?:tres|quatro|cinco)|cada um|cada)\b/.test(
      normalize(reference),
    );
  const sex: Sexo | undefined = /\b(filha|neta|irma|sobrinha|esposa|mulher|companheira|mae)\b/.test(
    n,
  )
    ? 'feminino'
    : /\b(filho|neto|irmao|sobrinho|marido|esposo|companheiro|pai)\b/.test(n)
      ? 'masculino'
      : undefined;
  for (const [said, stored] of RELATION_STEMS) {
    if (!said.test(n)) continue;
    const related = known.filter((p) => p.relacao && stored.test(normalize(p.relacao)));
    const bySex =
      sex && !/s\b/.test(n.split(' ').at(-1) ?? '')
        ? related.filter((p) => {
            const known = p.sexo ?? sexOfRelation(p.relacao);
            return !known || known === sex;
          })
        : related;
    if (bySex.length > 0) return bySex.map((p) => p.id);
  }
  if (plural) {
    const said = normalize(reference);
    const count =
      COUNTS[/\b(?:os|as) (dois|duas|tres|quatro|cinco)\b/.exec(said)?.[1] ?? ''] ??
      (/\b(ambos|ambas)\b/.test(said) ? 2 : undefined);
    if (count === undefined || known.length === count) return known.map((p) => p.id);
    // "os três" with more people named: the one group of relatives that has three people.
    const groups = RELATION_STEMS.map(([, stored]) =>
      known.filter((p) => p.relacao && stored.test(normalize(p.relacao))),
    ).filter((group) => group.length === count);
    return groups.length === 1 ? (groups[0] ?? []).map((p) => p.id) : [];
  }
  // A first name, or a first name and a surname: "Rafael", "Cida" ≈ "Aparecida Lima".
  const all = n.split(' ');
  // "meu neto pedro", "pedro meu neto": a relation word said with a name (alone, "a Irma" is a name).
  const isRelation = (w: string, i: number) =>
    RELATION_WORD.test(w) && (/^(?:meu|minha)$/.test(all[i - 1] ?? '') || i < all.length - 1);
  const words = all.filter(
    (w, i) =>
      w.length >= 2 &&
      !['da', 'de', 'do', 'dos', 'das', 'meu', 'minha'].includes(w) &&
      !isRelation(w, i),
  );
  if (words.length === 0) return [];
  // "meu neto pedro" is not the friend Pedro: a relation said must not contradict the stored one.
  const said = all.find((w, i) => isRelation(w, i));
  const hits = known.filter((p) => {
    if (said && !sameRelation(said, p.relacao)) return false;
    const full = normalize(p.nome);
    const name = full.split(' ').filter((w) => !PARTICLES.has(w));
    const nick = words.length === 1 ? NICKNAMES[words[0] ?? ''] : undefined;
    // The names a person is called by: the first one, or the one after a "Maria", "José" or
    // "Ana" ("a Graça" is Maria das Graças, "a Cida" Maria Aparecida), never a middle name
    // ("pedro" is not João Pedro Alves).
    const called = CALLED_BY_SECOND.has(name[0] ?? '') ? name.slice(0, 2) : name.slice(0, 1);
    if (
      nick?.some((first) => (first.includes(' ') ? full.startsWith(first) : called.includes(first)))
    )
      return true;
    const [first, ...rest] = words;
    if (!first || !called.some((c) => sameName(first, c))) return false;
    // The words after the first name: surnames (or the second of a compound first name).
    return rest.every((w) => name.slice(1).some((part) => sameName(w, part)));
  });
  return hits.map((p) => p.id);
}

/** Particles between names: "Maria das Graças", "José da Silva". */
const PARTICLES = new Set(['da', 'de', 'do', 'dos', 'das', 'e']);

/** First names that are usually followed by the name a person is called by. */
const CALLED_BY_SECOND = new Set(['maria', 'jose', 'ana']);

/** A word said as a name is that part of the name: equal, "graca" ≈ "gracas", "cida" ≈ "aparecida". */
export function sameName(said: string, part: string): boolean {
  return (
    said === part ||
    (said.length >= 4 && part === `${said}s`) ||
    (part.length >= 5 && said.length >= 4 && part.endsWith(said))
  );
}

/** Relation words said with a name ("meu neto pedro", "minha irmã ana"), accents removed. */
export const RELATION_WORD =
  /^(?:filh[oa]s?|net[oa]s?|irma|irmao|irmas|irmaos|espos[oa]|marido|mulher|companheir[oa]|sobrinh[oa]s?|ti[oa]|prim[oa]|cunhad[oa]|amig[oa]|afilhad[oa]|compadre|comadre|mae|pai|sogr[oa]|genro|nora|entead[oa]|padrinho|madrinha|vizinh[oa]|avo)$/;

/** Whether a relation said ("neto") fits the one stored ("neto", "neta", "filho(a)"); none stored fits. */
export function sameRelation(said: string, stored: string | undefined): boolean {
  if (!stored) return true;
  const s = normalize(stored);
  if (/^(?:conjuge|espos|marido|mulher|companheir)/.test(s))
    return /^(?:espos|marido|mulher|companheir)/.test(said);
  if (/^(?:padrinho|madrinha)/.test(s)) return /^(?:padrinho|madrinha)/.test(said);
  if (/^(?:genro|nora)/.test(s)) return /^(?:genro|nora)/.test(said);
  if (/^(?:mae)/.test(s)) return said === 'mae';
  if (/^(?:pai)/.test(s)) return said === 'pai';
  if (/^avo/.test(s)) return said === 'avo';
  return s.slice(0, 4) === said.slice(0, 4);
}
