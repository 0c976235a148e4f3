import { findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import type { ChildEntry } from './children.ts';
import { fail, ok, type Outcome } from './question.ts';

/**
 * A children answer given again while children are stored ("alterar filhos" at the review): a
 * correction of one of them ("só o primeiro tá errado, é joao ferreira lima. o resto tá certo",
 * "o nome do segundo é …", "a ana paula é ana paula ferreira lima costa"), a removal said in
 * words ("tirar o carlos"), or a new list. A shorter list never silently drops anyone.
 */

/** A child renamed in place: the same person (their date, death, grandchildren, shares). */
export interface ChildRename {
  kind: 'rename';
  pessoaId: string;
  nome: string;
}

/** Children said to leave the list ("tirar a ana paula e o carlos"). */
export interface ChildRemoval {
  kind: 'remove';
  pessoaIds: string[];
}

export type ChildEdit = ChildRename | ChildRemoval;

const ORDINALS: Record<string, number> = {
  primeir: 0,
  segund: 1,
  terceir: 2,
  quart: 3,
  quint: 4,
  sext: 5,
  setim: 6,
};
const ORDINAL =
  /\b(?:d?[oa]|d[oa]s?)\s+(primeir|segund|terceir|quart|quint|sext|setim|ultim)[oa]\b/;
/** "o resto tá certo", "os outros estão certos", "as outras estão certas". */
export const KEEP_REST =
  /\b(?:o resto|os outros|as outras|os demais|as demais|o restante)\s+(?:ta|tao|esta|estao|sao|e|eh|continua|continuam|fica|ficam)?\s*(?:cert|corret|bem|igual|iguais|assim)/;
/** "faltou o pedro …", "tenho mais um, …", "esqueci da …": a child added to those stored. */
export const ADDS_ONE =
  /\b(?:faltou|faltaram|esqueci|mais (?:um|uma|dois|duas)\b|tambem tenho|tenho tambem|tem tambem|outr[oa] filh)/;
/** "é joao ferreira lima", "se chama …", "o certo é …": the new name, as typed. */
const NEW_NAME =
  /(?:^|[\s,:;])(?:[eé]h?|se chama|chama|o certo [eé]|o correto [eé]|na verdade [eé]|seria|fica)\s*:?\s+(?:o\s+|a\s+)?([\p{L}' ]+?)\s*(?=[.,;!\n]|$|\s(?:o resto|os outros|as outras|os demais|e o resto)\b)/iu;

/** "tá certo", "tudo certo", "está certo": nothing to change. */
export const ALL_RIGHT =
  /^(?:(?:nao|sim|ok)\W+)?(?:(?:ta|esta|tudo|ta tudo|esta tudo|estao|tao)\s+)?(?:cert[oa]s?|corret[oa]s?|ok)(?:\s+(?:assim|sim|ja))?\W*$/;
/** "não tenho filhos", "nenhum filho": said in words, all the children leave. */
export const NO_CHILDREN = /\b(?:nao tenho (?:mais )?(?:nenhum )?filh|nenhum filh|sem filh)/;

/** The ids of the children stored. */
export function storedChildren(s: Readonly<InterviewState>): string[] {
  return s.answered.includes('filhos') ? storedKids(s).map((k) => k.id) : [];
}

/** A bare "não" while children are stored: ask before dropping them all. */
export function confirmNone(s: Readonly<InterviewState>, ids: string[]): string {
  return `Então você não tem filhos? Antes você citou ${joinNames(s, ids)}. Se é isso, escreva "não tenho filhos". Para manter a lista como está, escreva "manter".`;
}

function storedKids(s: Readonly<InterviewState>) {
  return s.draft.descendentes
    .filter((d) => d.grau === 'filho')
    .map((d) => ({ id: d.pessoaId, nome: findPessoa(s.draft, d.pessoaId)?.nome ?? '' }));
}

/** The child a reference names: whole name, first two words or first word, if only one fits. */
function childNamed(
  reference: string,
  kids: { id: string; nome: string }[],
): { id: string; nome: string } | undefined {
  const ref = normalize(reference).replace(/^(?:o|a)\s+/, '');
  if (!ref) return undefined;
  const fits = kids.filter((k) => {
    const n = normalize(k.nome);
    return n === ref || `${n} `.startsWith(`${ref} `);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** The new name said for one child, with an ordinal or the child's current name. */
function renameOf(text: string, s: Readonly<InterviewState>): ChildRename | undefined {
  const kids = storedKids(s);
  const n = normalize(text);
  const typed = NEW_NAME.exec(text)?.[1];
  const nome = typed ? parsePersonName(typed, { full: true }) : undefined;
  if (!nome) return undefined;
  const ordinal = ORDINAL.exec(n)?.[1];
  if (ordinal) {
    const index = ordinal === 'ultim' ? kids.length - 1 : ORDINALS[ordinal];
    const kid = index === undefined ? undefined : kids[index];
    return kid && normalize(kid.nome) !== normalize(nome)
      ? { kind: 'rename', pessoaId: kid.id, nome }
      : undefined;
  }
  // "a ana paula é ana paula ferreira lima costa", "o nome do joao é joao pedro ferreira lima"
  const named =
    /^(?:(?:nao|na verdade|errei|corrigindo)\W+)*(?:o nome (?:d[oa]|de)\s+|(?:o|a)\s+)?([a-z' ]+?)\s+(?:e|eh|se chama|na verdade e)\s/.exec(
      n,
    )?.[1];
  const kid = named ? childNamed(named, kids) : undefined;
  // "joao e ana paula ferreira lima" is a list, not João renamed: the new name must repeat the
  // one said ("a ana paula é ana paula …") or be introduced as a name ("o nome do joao é …").
  const asName =
    named !== undefined &&
    (normalize(nome).startsWith(named.replace(/^(?:o|a)\s+/, '')) ||
      /^(?:(?:nao|na verdade|errei|corrigindo)\W+)*o nome (?:d[oa]|de)\s/.test(n) ||
      /\b(?:se chama|na verdade e)\s/.test(n));
  if (kid && asName && normalize(kid.nome) !== normalize(nome))
    return { kind: 'rename', pessoaId: kid.id, nome };
  // "é joao ferreira lima, o resto tá certo": the child with that first name.
  if (KEEP_REST.test(n)) {
    const same = kids.filter((k) => sameChild(k.nome, nome));
    if (same.length === 1 && same[0]) return { kind: 'rename', pessoaId: same[0].id, nome };
  }
  return undefined;
}

/**
 * The same child typed again: the same name, the same first name, or the first name fixed with
 * the rest the same ("joa ferreira lima" → "joao ferreira lima").
 */
function sameChild(a: string, b: string): boolean {
  const [fa = '', ...ra] = normalize(a).split(' ');
  const [fb = '', ...rb] = normalize(b).split(' ');
  if (fa === fb) return true;
  const prefix = Math.min(fa.length, fb.length) >= 3 && (fa.startsWith(fb) || fb.startsWith(fa));
  return prefix && ra.join(' ') === rb.join(' ');
}

/** "tirar a ana paula e o carlos", "o carlos sai da lista": the children named to leave. */
function removalOf(text: string, s: Readonly<InterviewState>): ChildRemoval | undefined {
  const n = normalize(text);
  const kids = storedKids(s);
  const said =
    /\b(?:tirar|tira|tire|remover|remove|excluir|exclui|apagar|apaga|pode tirar)\s+(.+)$/.exec(
      n,
    )?.[1] ??
    /^(?:sim\W+)?(.+?)\s+(?:saem|sai|saiam|podem sair|pode sair)\b/.exec(n)?.[1] ??
    // "gemeos nao é nome, sao so 2 filhos", "o lucas nao é meu filho, é enteado".
    /^(?:(?:o|a)\s+)?([a-z][a-z ]*?)\s+nao\s+(?:e|eh)\s+(?:um\s+|o\s+)?(?:nome|(?:meu\s+|minha\s+)?filh[oa])\b/.exec(
      n,
    )?.[1];
  if (!said) return undefined;
  const ids = said
    .split(/\s*(?:,|\be\b)\s*/)
    .map((part) => part.replace(/\b(?:da lista|tambem|sim)\b/g, '').trim())
    .filter(Boolean)
    .map((part) => childNamed(part, kids)?.id);
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  return { kind: 'remove', pessoaIds: ids as string[] };
}

/** A correction of one child or a removal said in words, when children are stored. */
export function childEdit(text: string, s: Readonly<InterviewState>): ChildEdit | undefined {
  if (!s.answered.includes('filhos') || storedKids(s).length === 0) return undefined;
  return removalOf(text, s) ?? renameOf(text, s);
}

/**
 * The stored children a new list leaves out, when it is shorter and says no count: to confirm
 * before anyone is dropped. Empty when the list keeps everyone or is longer.
 */
export function droppedBy(
  list: ChildEntry[],
  s: Readonly<InterviewState>,
  countSaid: number | undefined,
): string[] {
  if (!s.answered.includes('filhos')) return [];
  const kids = storedKids(s);
  if (list.length >= kids.length || countSaid === list.length) return [];
  return kids.filter((k) => !list.some((e) => sameChild(e.nome, k.nome))).map((k) => k.id);
}

/** "Então a Ana Paula e o Carlos saem da lista? …" */
export function confirmDrop(s: Readonly<InterviewState>, ids: string[]): string {
  const names = joinNames(s, ids);
  const one = ids.length === 1;
  return `Então ${names} ${one ? 'sai' : 'saem'} da lista de filhos? Se ${one ? 'sai' : 'saem'}, escreva "tirar ${names}". Se não, escreva a lista completa, um filho por linha, ou só o que muda (por exemplo, "o nome do segundo é …").`;
}

/** A stored child as an entry of a list (to keep them when "o resto tá certo"). */
function storedEntry(s: Readonly<InterviewState>, id: string): ChildEntry | undefined {
  const d = s.draft.descendentes.find((x) => x.pessoaId === id && x.grau === 'filho');
  const p = findPessoa(s.draft, id);
  if (!d || !p) return undefined;
  return {
    nome: p.nome,
    falecido: !d.vivo,
    ...(p.dataNascimento ? { data: p.dataNascimento } : {}),
    ...(p.cpf ? { cpf: p.cpf } : {}),
    ...(d.menor !== undefined ? { menor: d.menor } : {}),
  };
}

/**
 * "joao ferreira lima 10/02/1972, o resto tá certo": the stored list with the children named
 * replaced (same name or first name), in their places; new names at the end.
 */
export function keepTheRest(list: ChildEntry[], s: Readonly<InterviewState>): ChildEntry[] {
  const used = new Set<ChildEntry>();
  const out: ChildEntry[] = [];
  for (const kid of storedKids(s)) {
    const said =
      list.find((e) => normalize(e.nome) === normalize(kid.nome)) ??
      list.find((e) => !used.has(e) && sameChild(e.nome, kid.nome));
    if (said) used.add(said);
    const entry = said ?? storedEntry(s, kid.id);
    if (entry) out.push(entry);
  }
  return [...out, ...list.filter((e) => !used.has(e))];
}

/** Applies a rename or a removal to the children, with the line that shows it. */
export function applyEdit(s: InterviewState, edit: ChildEdit): Outcome {
  if (edit.kind === 'rename') {
    const pessoa = findPessoa(s.draft, edit.pessoaId);
    if (!pessoa) return fail(M.filhos.needNames);
    const before = pessoa.nome;
    pessoa.nome = edit.nome;
    return ok(
      s,
      `Anotei: ${edit.nome} no lugar de ${before}; os outros filhos continuam como estavam.`,
    );
  }
  const names = joinNames(s, edit.pessoaIds);
  s.draft.descendentes = s.draft.descendentes.filter(
    (d) => !edit.pessoaIds.includes(d.pessoaId) && !edit.pessoaIds.includes(d.filhoDeId ?? ''),
  );
  return ok(
    s,
    `Anotei: ${names} ${edit.pessoaIds.length === 1 ? 'saiu' : 'saíram'} da lista de filhos.`,
  );
}

/** "tenho mais um, o paulo …, o resto tá certo" → "o paulo …": the words around the names go. */
export function namesOnly(text: string): string {
  return text
    .replace(
      /[,.;!]?\s*(?:e\s+|mas\s+)?(?:o resto|os outros|as outras|os demais|as demais|o restante)\b.*$/is,
      '',
    )
    .replace(
      /^\s*(?:(?:eu\s+)?tenho mais (?:um|uma|dois|duas)|faltou|faltaram|esqueci(?:\s+de\s+(?:falar|dizer))?(?:\s+d[oae]s?)?|tamb[eé]m tenho|tenho tamb[eé]m|tem tamb[eé]m)\b\s*[,:]?\s*/i,
      '',
    )
    .trim();
}
