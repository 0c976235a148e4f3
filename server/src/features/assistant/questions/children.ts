import type { FilhoFormItemSchema } from '@legado/contract';
import type { z } from 'zod';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { ageOn, parseDate, stripDate } from '../parsers/dates.ts';
import { parsePersonName, readNamed, stripListHeader } from '../parsers/names.ts';
import { rememberNickname } from '../people.ts';
import { leadingFullName, nicknameAfterName } from './children-names.ts';
import { normalize, splitLines, splitList } from '../parsers/text.ts';
import { fail, ok, parsed, type Outcome, type Parsed, type TurnContext } from './question.ts';

/** A child (or grandchild) as read from an answer. */
export interface ChildEntry {
  nome: string;
  data?: string;
  falecido: boolean;
  cpf?: string;
  /** Said without a date ("de 2010", "maior de idade"). */
  menor?: boolean;
  /** What the person calls them ("a minha Ritinha"), to point at them later. */
  apelido?: string;
}

const DECEASED = /falecid|faleceu|morto|morta|morreu|in memoriam|†/i;

/** "filha da minha falecida esposa": a death said of someone else, never of the child. */
const ANOTHER_DEATH =
  /\b(?:falecid[oa]|finad[oa])\s+(?:espos[oa]|marido|mulher|companheir[oa]|pai|m[ãa]e|av[oóô]|irm[ãa]o?|sogr[oa])\b/giu;

/** A birth year said alone after a name: "o joao de 1990". */
const YEAR_ALONE = /\b(?:de|em)\s+((?:19|20)\d\d)(?!\d)(?![/.-]\d)/i;

/** Whether a child born in `year` is a minor on `today`, when the year alone tells it. */
function minorByYear(year: number, today: string): boolean | undefined {
  const age = Number(today.slice(0, 4)) - year;
  return age > 18 ? false : age < 18 ? true : undefined;
}

/**
 * One typed line: "Ana Souza, 10/02/2010", "Pedro (falecido)", "o joao de 1990" (with `today`, the
 * year alone tells whether he is a minor); a string is the reason to re-ask.
 */
export function parseChildLine(line: string, today?: string): ChildEntry | string {
  const falecido = DECEASED.test(line.replace(ANOTHER_DEATH, ' '));
  const data = parseDate(line);
  const cpf = parseCpf(line);
  const year = data ? undefined : YEAR_ALONE.exec(line)?.[1];
  const rest = stripDate(stripDocuments(line))
    .replace(YEAR_ALONE, ' ')
    .replace(
      /\(?\s*(?:j[aá]\s+)?(?:falecid[oa]|faleceu|morto|morta|morreu|in memoriam|†)\s*\)?/gi,
      ' ',
    )
    .replace(/[(),-]+\s*$/g, '')
    .replace(/^\s*(?:o|a)\s+/i, '')
    .trim();
  // "o Pedro Fagundes da Rosa a mãe deles é a Simone": the name said first, then words about him.
  const named = readNamed(rest);
  const nome = named?.nome ?? leadingFullName(rest);
  if (!nome) return M.filhos.badEntry(line.trim());
  const apelido = named?.apelido ?? nicknameAfterName(line, nome);
  const menor = year && today && !falecido ? minorByYear(Number(year), today) : undefined;
  return {
    nome,
    falecido,
    ...(apelido ? { apelido } : {}),
    ...(data ? { data } : {}),
    ...(cpf.ok ? { cpf: cpf.digits } : {}),
    ...(menor !== undefined ? { menor } : {}),
  };
}

/** One child from the 'filhos' form: each field read on its own, never joined into a sentence. */
export function childFromForm(item: z.infer<typeof FilhoFormItemSchema>): ChildEntry | string {
  const nome = parsePersonName(item.nome.trim());
  if (!nome) return M.filhos.badEntry(item.nome.trim());
  const data = item.dataNascimento ? parseDate(item.dataNascimento) : undefined;
  if (item.dataNascimento?.trim() && !data) return M.filhos.badEntry(item.nome.trim());
  const cpf = item.cpf ? parseCpf(item.cpf) : undefined;
  return {
    nome,
    falecido: item.falecido === true,
    ...(data ? { data } : {}),
    ...(cpf?.ok ? { cpf: cpf.digits } : {}),
  };
}

/** Splits "Ana, Pedro e Lucas" or one child per line into entries, keeping date bits with names. */
export function splitPeopleEntries(text: string): string[] {
  const stripped = stripListHeader(text);
  const lines = splitLines(stripped);
  if (lines.length > 1) return lines;
  // One line: "Ana, Pedro e Lucas" or "Ana Souza, 10/02/2010": split, then glue date/status bits back.
  const parts = splitList(stripped);
  const out: string[] = [];
  for (const part of parts) {
    const bare = stripDate(stripDocuments(part))
      .replace(/\(?(?:j[aá]\s+)?(?:falecid[oa]|faleceu|morto|morta|morreu)\)?/gi, '')
      .trim();
    const isDetail = !parsePersonName(bare) && !leadingFullName(bare);
    if (isDetail && out.length > 0) out[out.length - 1] = `${out[out.length - 1] ?? ''}, ${part}`;
    else out.push(part);
  }
  return out;
}

/** The entries read, or the first one that could not be read. */
export function allRead(entries: (ChildEntry | string)[]): Parsed<ChildEntry[]> {
  const bad = entries.find((e): e is string => typeof e === 'string');
  return bad ? fail(bad) : parsed(entries as ChildEntry[]);
}

/** Replaces the children known so far (keeping ids of the same names, and a dead child's heirs). */
export function applyChildren(
  s: InterviewState,
  children: ChildEntry[],
  ctx: TurnContext,
): Outcome {
  if (children.length === 0 || children.length > 30) return fail(M.filhos.needNames);
  for (const c of children) if (c.data && c.data > ctx.today) return fail(M.nascimento.future);
  const previous = s.draft.descendentes;
  s.draft.descendentes = [];
  for (const c of children) {
    const known = previous.find(
      (d) =>
        d.grau === 'filho' &&
        normalize(findPessoa(s.draft, d.pessoaId)?.nome ?? '') === normalize(c.nome),
    );
    const id =
      known?.pessoaId ?? addPessoa(s, { tipo: 'fisica', nome: c.nome, relacao: 'filho(a)' });
    const pessoa = findPessoa(s.draft, id);
    if (c.apelido) rememberNickname(s, id, c.apelido);
    if (pessoa) {
      if (c.data) pessoa.dataNascimento = c.data;
      if (c.cpf) pessoa.cpf = c.cpf;
    }
    const menor = c.falecido
      ? false
      : c.data
        ? ageOn(c.data, ctx.today) < 18
        : (c.menor ?? known?.menor);
    s.draft.descendentes.push({
      pessoaId: id,
      grau: 'filho',
      vivo: !c.falecido,
      ...(menor !== undefined ? { menor } : {}),
    });
    if (c.falecido) {
      for (const neto of previous.filter((d) => d.filhoDeId === id))
        s.draft.descendentes.push(neto);
    }
  }
  return ok(s);
}

/** The grandchildren who represent a deceased child (CC 1.851), replacing those known so far. */
export function applyGrandchildren(
  s: InterviewState,
  parentId: string,
  grandchildren: ChildEntry[],
  ctx: TurnContext,
): Outcome {
  s.draft.descendentes = s.draft.descendentes.filter((x) => x.filhoDeId !== parentId);
  for (const e of grandchildren) {
    const id = addPessoa(s, {
      tipo: 'fisica',
      nome: e.nome,
      relacao: 'neto(a)',
      ...(e.data ? { dataNascimento: e.data } : {}),
    });
    if (e.apelido) rememberNickname(s, id, e.apelido);
    s.draft.descendentes.push({
      pessoaId: id,
      grau: 'neto',
      vivo: !e.falecido,
      menor: e.data ? ageOn(e.data, ctx.today) < 18 : false,
      filhoDeId: parentId,
    });
  }
  return ok(s);
}
