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
  // A first name, a surname or the start of a name: "Rafael", "Cida" ≈ "Maria Aparecida".
  const words = n
    .split(' ')
    .filter((w) => w.length >= 2 && !['da', 'de', 'do', 'dos', 'das', 'meu', 'minha'].includes(w));
  if (words.length === 0) return [];
  const hits = known.filter((p) => {
    const full = normalize(p.nome);
    const name = full.split(' ');
    const nick = words.length === 1 ? NICKNAMES[words[0] ?? ''] : undefined;
    if (
      nick?.some((first) => (first.includes(' ') ? full.startsWith(first) : name.includes(first)))
    ) {
      return true;
    }
    return words.every(
      (w) =>
        name.includes(w) ||
        // "a Graça" is "Maria das Graças": a devotional name said in the singular.
        (w.length >= 4 && name.includes(`${w}s`)) ||
        name.some((part) => part.length >= 5 && part.endsWith(w) && w.length >= 4),
    );
  });
  return hits.map((p) => p.id);
}
