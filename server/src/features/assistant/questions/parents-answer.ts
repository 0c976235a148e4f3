import { readPeople } from '../parsers/index.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';

/** A living parent as read: who (pai or mãe) and the full name. */
export interface ParentEntry {
  grau: 'pai' | 'mae';
  nome: string;
}

const DEAD = /\b(?:falec\w*|morr\w*|mort[oa]s?|ja se foi|in memoriam)\b/;
const ALIVE = /\bviv[oa]s?\b/;

/**
 * Reads the living parents from a sentence, one clause per parent: "minha mãe Josefa Medeiros é
 * viva, tem 85 anos. meu pai já faleceu", "Minha mãe já morreu, meu pai Manoel Nogueira Braga é
 * vivo", "meus pais já são falecidos" (none). Undefined when a living parent has no full name.
 */
export function readLivingParents(text: string, today: string): ParentEntry[] | undefined {
  const n = normalize(text);
  if (/\b(?:meus )?pais\b/.test(n) && DEAD.test(n) && !/\b(?:pai|mae)\b/.test(n)) return [];
  // "meu pai e minha mãe são vivos: José Farias e Helena Mendes Farias": names in that order.
  const both = /\b(?:(meu pai) e minha m[ãa]e|minha m[ãa]e e meu pai)\b[^:]*:\s*(.+)$/i.exec(text);
  if (both?.[2] && !DEAD.test(n)) {
    const names = both[2]
      .split(/\s*,\s*|\s+e\s+/)
      .map((x) => parsePersonName(x.trim(), { full: true }));
    const order: ParentEntry['grau'][] = both[1] ? ['pai', 'mae'] : ['mae', 'pai'];
    if (names.length === 2 && names.every(Boolean))
      return names.map((nome, i) => ({ grau: order[i] ?? 'pai', nome: nome ?? '' }));
  }
  const clauses = text
    .split(
      /[.;\n]|,\s*(?=(?:e\s+)?(?:s[oó]\s+)?(?:meu|minha|o|a)\s+(?:pai|m[ãa]e)\b)|\s+e\s+(?=(?:meu|minha)\s+(?:pai|m[ãa]e)\b)/i,
    )
    .map((c) => c.trim())
    .filter(Boolean);
  const out: ParentEntry[] = [];
  let last: ParentEntry['grau'] | undefined;
  for (const clause of clauses) {
    const c = normalize(clause);
    const grau = /\bmae\b/.test(c) ? 'mae' : /\bpai\b/.test(c) ? 'pai' : undefined;
    if (/\bmae\b/.test(c) && /\bpai\b/.test(c)) return undefined;
    const dead = DEAD.test(c) && !ALIVE.test(c);
    const named = readPeople(clause, { today }).find((p) => p.nome);
    const nome = named?.nome && parsePersonName(named.nome, { full: true });
    // "so minha mae, claudia nascimento prado": the name may come in the next clause.
    const who = grau ?? (nome && !dead ? last : undefined);
    if (grau) last = grau;
    if (!who || dead) continue;
    if (!nome) {
      if (grau && !out.some((p) => p.grau === grau) && !clauses.some((x) => x !== clause))
        return undefined;
      continue;
    }
    if (!out.some((p) => p.grau === who)) out.push({ grau: who, nome });
  }
  return out.length > 0 || DEAD.test(n) ? out : undefined;
}
