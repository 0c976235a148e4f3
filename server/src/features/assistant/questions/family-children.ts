import { wholeListMinor, withoutWholeListAge } from '../parsers/whole-list-age.ts';
import { FormValuesSchemas } from '@legado/contract';
import {
  findPessoa,
  findPessoaByName,
  livingChildren,
  type InterviewState,
} from '../interview-state.ts';
import { E, M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { readFacts } from '../parsers/index.ts';
import { parseNameList } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { childEntriesFrom } from './children-facts.ts';
import { aboutDeceasedChild, otherDeceasedChildren } from './grandchildren-of.ts';
import { mergeRepeatedChildren, withoutChildWords } from './children-merge.ts';
import { childrenCount, countMismatch, speaksOfLife, unnamedDeath } from './children-count.ts';
import {
  ADDS_ONE,
  ALL_RIGHT,
  applyEdit,
  childEdit,
  confirmDrop,
  confirmNone,
  NO_CHILDREN,
  storedChildren,
  droppedBy,
  keepTheRest,
  KEEP_REST,
  namesOnly,
  type ChildEdit,
} from './children-edit.ts';
import {
  allRead,
  applyChildren,
  applyGrandchildren,
  childFromForm,
  parseChildLine,
  splitPeopleEntries,
  type ChildEntry,
} from './children.ts';
import {
  defineForm,
  defineQuestion,
  fail,
  ok,
  parsed,
  type Parsed,
  type Question,
} from './question.ts';

const childrenNames = (s: InterviewState, ids: string[]) => joinNames(s, ids);

/** The children, living or not, with their birth dates. */
export const childrenQuestion: Question = defineQuestion({
  key: 'filhos',
  section: 'familia',
  ask: () => M.filhos.ask,
  example: M.filhos.example,
  editAliases: [/filho|menores/],
  describe: (s) => {
    if (!s.answered.includes('filhos')) return undefined;
    const kids = s.draft.descendentes.filter((x) => x.grau === 'filho');
    return kids.length
      ? childrenNames(
          s,
          kids.map((k) => k.pessoaId),
        )
      : 'nenhum';
  },
  summary: (s) => {
    const d = s.draft;
    const kids = d.descendentes.filter((x) => x.grau === 'filho');
    const label = (k: (typeof kids)[number]) =>
      `${findPessoa(d, k.pessoaId)?.nome ?? ''}${!k.vivo ? ' (falecido)' : k.menor ? ' (menor)' : ''}`;
    return [
      s.answered.includes('filhos') &&
        `Filhos: ${kids.length ? kids.map(label).join(', ') : 'nenhum'}`,
    ];
  },
  // The children as read; null when there are none; one child changed or removed in words.
  parse: (text, ctx, s): Parsed<ChildEntry[] | ChildEdit | null> => {
    const n = normalize(text);
    // While children are stored: "só o primeiro tá errado, é …", "tirar o carlos".
    const edit = childEdit(text, s);
    if (edit) return parsed(edit);
    const stored = storedChildren(s);
    // "tá certo", "tudo certo": the list stays as it is.
    if (stored.length > 0 && ALL_RIGHT.test(n)) return parsed(keepTheRest([], s));
    if (parseYesNo(text) === false && !/\d/.test(n) && n.split(' ').length <= 4) {
      // A bare "não" never drops the children stored: only "não tenho filhos" does.
      if (stored.length > 0 && !NO_CHILDREN.test(n)) return fail(confirmNone(s, stored));
      return parsed(null);
    }
    if (parseYesNo(text) === true && n.split(' ').length <= 2) return fail(M.filhos.needNames);
    // "faltou o paulo …", "… o resto tá certo": the names without the words around them.
    const adding = stored.length > 0 && ADDS_ONE.test(n);
    const keeping = KEEP_REST.test(n);
    // "os gemeos davi …", "o caçula theo …": words that describe a child are not part of a name.
    const body = withoutChildWords(withoutWholeListAge(keeping || adding ? namesOnly(text) : text));
    // One child per line or item; when that reading fails, the readers' (notes and dates
    // inside sentences: "o Lucas…, nascido em 14/03/2006, e a Beatriz…, que nasceu em…").
    const lines = splitPeopleEntries(body).map((line) => {
      const entry = parseChildLine(line, ctx.today);
      if (typeof entry !== 'string') return entry;
      const facts = readFacts(line, { today: ctx.today, listRelation: 'filho' });
      const read = childEntriesFrom(facts, line);
      return read.length === 1 && read[0] ? read[0] : entry;
    });
    const read = childEntriesFrom(
      readFacts(body, { today: ctx.today, listRelation: 'filho' }),
      body,
    );
    // The readers find every name of an inline list ("joao … 10/02/1972, ana paula … 05/06/1975
    // e carlos …"), where one entry per line may glue two people together.
    const allMinor = wholeListMinor(text);
    const children =
      (lines.some((e) => typeof e === 'string') && read.length >= lines.length) ||
      read.length > lines.length
        ? parsed(read)
        : // "tenho 3 filhos tudo maior de idade: …": what the readers know of each one's age.
          allRead(
            lines.map((e) => {
              if (typeof e === 'string') return e;
              const menor = read.find((r) => r.nome === e.nome)?.menor;
              return menor === undefined ? e : { ...e, menor };
            }),
          );
    // "tenho 3 filhos" and two names read: someone was lost; ask instead of storing fewer.
    const said = childrenCount(text);
    if (!children.ok) return children;
    children.value = mergeRepeatedChildren(children.value, text).map((e) =>
      allMinor === undefined || e.falecido || e.menor !== undefined ? e : { ...e, menor: allMinor },
    );
    if (said !== undefined && said !== children.value.length)
      return fail(countMismatch(said, children.value));
    const whoDied = unnamedDeath(text, children.value);
    if (whoDied) return fail(whoDied);
    // "… o resto tá certo": the others stay as they are; "faltou o paulo …": added to them.
    if (keeping || adding) return parsed(keepTheRest(children.value, s));
    // A shorter list drops no one without asking.
    const dropped = droppedBy(children.value, s, said);
    return dropped.length > 0 ? fail(confirmDrop(s, dropped)) : children;
  },
  apply: (s, children, ctx) => {
    if (children === null) {
      s.draft.descendentes = [];
      return ok(s);
    }
    if (!Array.isArray(children)) return applyEdit(s, children);
    return applyChildren(s, children, ctx);
  },
  form: defineForm({
    name: 'filhos',
    schema: FormValuesSchemas.filhos,
    toValue: (values) =>
      values.itens.length === 0 ? parsed(null) : allRead(values.itens.map(childFromForm)),
  }),
});

/** Which living children are minors, while some child's age is unknown. */
export const minorChildrenQuestion: Question = defineQuestion({
  key: 'filhos_menores',
  section: 'familia',
  dependsOn: ['filhos'],
  // Asked while some living child's age is unknown; offered again when correcting the family.
  appliesWhen: (s) =>
    livingChildren(s.draft).some((c) => c.menor === undefined) ||
    (s.answered.includes('filhos_menores') &&
      livingChildren(s.draft).length > 0 &&
      s.editing === 'familia'),
  ask: (s) =>
    M.filhosMenores.ask(
      childrenNames(
        s,
        livingChildren(s.draft).map((c) => c.pessoaId),
      ),
    ),
  example: M.filhosMenores.example,
  options: ['Nenhum', 'Todos'],
  describe: (s) => {
    const minors = livingChildren(s.draft).filter((c) => c.menor);
    return minors.length
      ? childrenNames(
          s,
          minors.map((c) => c.pessoaId),
        )
      : 'nenhum';
  },
  // The ids of the living children who are minors.
  parse: (text, _ctx, s) => {
    const kids = livingChildren(s.draft);
    const n = normalize(text);
    // "não, a ana paula tá viva": a correction of who is alive (applied by the corrections), not
    // a "não" to this question.
    if (speaksOfLife(text)) return fail(E.filhosMenores);
    // "gemeos nao é nome, sao so 2 filhos": a remark about the list, never "none is a minor".
    if (
      /\bnao (?:e|eh) (?:um |o )?nome\b|\b(?:tri)?gem[eio]/.test(n) &&
      !/\b(?:todos|ambos|os dois|as duas)\b/.test(n)
    )
      return fail(E.filhosMenores);
    // "todos maiores", "nenhum menor", "tudo de maior": no one; "os dois são menores": everyone.
    const allMinor = wholeListMinor(text);
    if (allMinor !== undefined) return parsed(allMinor ? kids.map((k) => k.pessoaId) : []);
    // "sim os dois, tem 11 anos", "sim, ambos", "os tres": every living child.
    if (/^(?:sim,?\s+)?(?:todos|todas|ambos|ambas|os dois|as duas|os tres|as tres)\b/.test(n))
      return parsed(kids.map((k) => k.pessoaId));
    if (parseYesNo(text) === false || /^nenhum/.test(n)) return parsed([]);
    const names = parseNameList(
      text
        .replace(/^\s*(?:s[oó]|apenas|somente|sim,?)\s+/i, '')
        .replace(/\s+(?:[eé] menor|s[aã]o menores|tem menos de 18)$/i, ''),
    );
    if (!names) return fail(E.filhosMenores);
    const pool = kids.map((k) => k.pessoaId);
    const minorIds: string[] = [];
    for (const name of names) {
      const p = findPessoaByName(s.draft, name, pool);
      if (!p) return fail(M.filhosMenores.unknown(name));
      minorIds.push(p.id);
    }
    return parsed(minorIds);
  },
  apply: (s, minorIds) => {
    for (const k of livingChildren(s.draft)) k.menor = minorIds.includes(k.pessoaId);
    return ok(s);
  },
});

/** One deceased child's children: the entries, or null when there are none. */
interface GrandchildrenValue {
  own: ChildEntry[] | null;
  /** Other deceased children's, said in the same message. */
  others: { id: string; entries: ChildEntry[] | null }[];
}

/** "não, a patricia não deixou fio nenhum, nem casada ela era": a no, and no children left. */
const LEFT_NO_CHILDREN =
  /\b(?:nao|nunca) (?:deixou|teve|tinha|tem)\b.*\b(?:filh\w*|fi[oa]s?|netos?)\b|\b(?:filh\w*|fi[oa]s?) nenhum|\bnenhum (?:filh|fi[oa]\b|neto)|\bsem (?:filh|fi[oa]s?\b|neto)/;

/** The grandchildren in the words about one deceased child; null when there are none. */
function grandchildrenIn(about: { text: string } | 'none'): Parsed<ChildEntry[] | null> {
  if (about === 'none') return parsed(null);
  const text = about.text;
  if (speaksOfLife(text)) return fail(M.filhos.needNames);
  const n = normalize(text);
  if (parseYesNo(text) === false && (n.split(' ').length <= 4 || LEFT_NO_CHILDREN.test(n)))
    return parsed(null);
  const entries = splitPeopleEntries(text).map((line) => parseChildLine(line));
  return entries.length === 0 ? fail(M.filhos.needNames) : allRead(entries);
}

/** The children of each deceased child, who inherit in their place. */
export const grandchildrenQuestion: Question = defineQuestion({
  key: 'netos',
  section: 'familia',
  dependsOn: ['filhos'],
  forEach: (s) =>
    s.draft.descendentes.filter((x) => x.grau === 'filho' && !x.vivo).map((x) => x.pessoaId),
  ask: (s, deadChildId) => M.netos.ask(findPessoa(s.draft, deadChildId)?.nome ?? 'Seu filho'),
  example: M.netos.example,
  describe: (s, deadChildId) => {
    const netos = s.draft.descendentes.filter((x) => x.filhoDeId === deadChildId);
    return netos.length
      ? childrenNames(
          s,
          netos.map((x) => x.pessoaId),
        )
      : undefined;
  },
  summary: (s) => {
    const netos = s.draft.descendentes.filter((x) => x.grau === 'neto');
    return [
      netos.length > 0 &&
        `Netos (no lugar do pai/mãe): ${joinNames(
          s,
          netos.map((n) => n.pessoaId),
        )}`,
    ];
  },
  // The deceased child's children as read (null when there are none), and those of the other
  // deceased children the same message speaks of ("… a teresa nao deixou filho nenhum").
  parse: (typed, _ctx, s, deadChildId): Parsed<GrandchildrenValue> => {
    const own = grandchildrenIn(aboutDeceasedChild(typed, s, deadChildId));
    if (!own.ok) return own;
    const others = otherDeceasedChildren(typed, s, deadChildId).flatMap(({ id, about }) => {
      const read = grandchildrenIn(about);
      return read.ok ? [{ id, entries: read.value }] : [];
    });
    return parsed({ own: own.value, others });
  },
  apply: (s, value, ctx, deadChildId) => {
    const branches = [{ id: deadChildId, entries: value.own }, ...value.others];
    for (const { id, entries } of branches) {
      if (entries === null)
        s.draft.descendentes = s.draft.descendentes.filter((x) => x.filhoDeId !== id);
      else applyGrandchildren(s, id, entries, ctx);
    }
    const also = value.others.map((o) => `netos:${o.id}`);
    return also.length > 0 ? { ...ok(s), alsoAnswered: also } : ok(s);
  },
});
