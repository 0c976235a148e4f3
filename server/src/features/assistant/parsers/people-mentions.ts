import { wholeListMinor } from './whole-list-age.ts';
import type { Sexo } from '@legado/contract';
import { expandShorthand } from './chat-text.ts';
import type { PersonMention, Relation } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { suggestAccents } from './name-accents.ts';
import { NAME_LIKE_RELATIONS, isPlausibleName } from './name-quality.ts';
import { capitalisesNames, isNameWord, nameRun, tokens, type Token } from './name-tokens.ts';
import { personNotes } from './person-notes.ts';
import { HEADER_RELATION, PLURAL_HEADER, RELATION_WORDS } from './relation-words.ts';
import { normalize } from './text.ts';

/**
 * People named in a message, with what is said about them: "minha irmã, Mariana Ferreira Lima",
 * "meu filho Pedro, 14 anos", "Diego Barbosa, 17/01/1985", "Carla (mãe: Sandra)", "o Carlos,
 * falecido em 2019". Fragments of sentences never come back as people.
 */

const POSSESSIVE = new Set(['meu', 'minha', 'nosso', 'nossa', 'o', 'a', 'seu', 'sua']);
/** Words after which a name follows: "o Lucas", "pra Rosa", "filhos Paulo e Pedro". */
const INTRO = new Set(
  'o a para pra pro com e dona seu sr sra lugar chamo chama sao filhos filhas netos netas irmaos irmas sobrinhos pais'.split(
    ' ',
  ),
);
/** Words between a relation and its name: "minha esposa é a Neide", "minha irmã se chama Cleide". */
const LINK = new Set(['e', 'eh', 'a', 'o', 'dona', 'seu', 'se', 'chama', 'sr', 'sra', 'era']);
const ANIMALS = new Set([
  'cachorro',
  'cachorra',
  'cadela',
  'gato',
  'gata',
  'cao',
  'cavalo',
  'papagaio',
]);

/** Words that go on about the person just named ("…1978, que já faleceu"), not a new one. */
const NOTE_WORD =
  '(?:que|q|j[aá]|falec\\p{L}*|morreu|mort[oa]|nasc\\p{L}*|em|de|do|da|com|tem|tinha|anos|mas|hoje|mora\\p{L}*|vive|casad[oa]|solteir[oa]|divorciad[oa]|vi[uú]v[oa]|separad[oa]|maior(?:es)?|menor(?:es)?|cpf|rg|filh[oa]s?|sendo|pois|porque|foi|era|[eé]|eh|est[aá]|t[aá]|in)(?!\\p{L})';
/**
 * Where a date (or a note in brackets) ends its person and the next one begins: after a comma or
 * " e " ("joao … 10/02/1972, ana paula … 05/06/1975 e carlos …"), or right after the date when
 * the next name has its own date ("joao … 10/02/72 ana paula … 05/06/75").
 */
const DATE_END = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\b(?:19|20)\d{2}|\bde\s+\d{2})`;
const AFTER_DATE = new RegExp(
  `(?<=${DATE_END}\\)?|\\))(?:\\s*,\\s*(?:e\\s+)?|\\s+e\\s+)(?!${NOTE_WORD})(?=\\p{L})|(?<=${DATE_END})\\s+(?!${NOTE_WORD})(?=\\p{L}+(?:\\s+\\p{L}+){1,6}\\s+\\d)`,
  'iu',
);

/** Splits a message into one piece per person ("…, e a Beatriz", "… e o jose carlos"). */
function segments(text: string, cased: boolean): string[] {
  return (
    text
      .split(/\r?\n|;|(?<=[.!?])\s+/)
      .flatMap((line) =>
        line.split(
          /,?\s+e\s+(?=(?:o|a|meu|minha|meus|minhas|seu|sua)\s)|,\s*(?=(?:e\s+)?(?:o|a)\s+\p{L})|\s+(?=\d{1,2}[).-]\s)/iu,
        ),
      )
      // "Lucas (14/03/2006) e Beatriz (02/09/2014)": in a cased message, " e " before a capital.
      .flatMap((piece) => (cased ? piece.split(/\s+e\s+(?=\p{Lu}\p{Ll})/u) : [piece]))
      // "joao … 10/02/1972, ana paula … 05/06/1975 e carlos …": a date (or a note in brackets)
      // ends its person; what follows a comma or " e " is the next one.
      .flatMap((piece) => piece.split(AFTER_DATE))
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/** The relation said for the speaker in a segment, and where ("minha irmã", "o meu marido"). */
function relationIn(list: Token[]): { relation: [Relation, Sexo?]; at: number } | undefined {
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as Token;
    const rel = RELATION_WORDS[t.word];
    if (!rel) continue;
    const next = list[i + 1];
    // "madrinha da Beatriz", "a mãe deles" are relations to someone else, not to the speaker.
    const ofSomeone =
      next &&
      ['da', 'do', 'de', 'dele', 'dela', 'deles', 'delas'].includes(next.word) &&
      !t.breakAfter;
    const said = i === 0 || POSSESSIVE.has(list[i - 1]?.word ?? '') || list[i - 1]?.breakAfter;
    if (!ofSomeone && said) return { relation: rel, at: i };
  }
  return undefined;
}

interface Run {
  name: string;
  start: number;
  end: number;
}

/** The names in a segment: runs of name words introduced by an article, a relation or a list. */
function namesIn(
  list: Token[],
  cased: boolean,
  loose: boolean,
  relationAt: number,
  listed: boolean,
): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    // "Minha mãe, Irma Schmitt Becker": after the relation said, a capitalised "Irma" is her name.
    const relationAsName =
      relationAt >= 0 &&
      i === relationAt + 1 &&
      NAME_LIKE_RELATIONS.has(token.word) &&
      /^\p{Lu}/u.test(token.raw) &&
      isNameWord(list[i + 1], cased);
    if (relationAsName && !token.breakAfter) {
      const rest = nameRun(list, i + 1, cased);
      if (rest && isPlausibleName(`${token.raw} ${rest.name}`)) {
        runs.push({ name: `${token.raw} ${rest.name}`, start: i, end: rest.end });
        i = rest.end - 1;
        continue;
      }
    }
    if (!isNameWord(token, cased)) continue;
    const prev = list[i - 1];
    const introduced =
      (relationAt >= 0 && i === relationAt + 1) ||
      (prev &&
        INTRO.has(prev.word) &&
        !(prev.word === 'sao' && /^S/.test(prev.raw)) && // "São Paulo" is a city, "são Kelly e…" a list
        (!prev.breakAfter || /^(?:sr|sra|dona)$/.test(prev.word))) ||
      (relationAt >= 0 &&
        i > relationAt &&
        list.slice(relationAt + 1, i).every((t) => LINK.has(t.word))) ||
      // "Kelly, Jefferson e Wanderson": the next name of a list.
      (listed && prev?.mark === ',' && runs.at(-1)?.end === i) ||
      // "tenho 3 filhos tudo maior de idade: jose…": after a colon in a cased message or a list.
      (prev?.mark === ':' && (cased || listed)) ||
      // "são só dois filhos, Lucas e Beatriz"
      (prev?.breakAfter && listed && HEADER_RELATION[prev.word] !== undefined) ||
      (i === 0 && loose);
    const run = introduced ? nameRun(list, i, cased) : undefined;
    if (!run) continue;
    // A single word opening a message ("Espera, …", "Particular") is a name only in a list.
    if (i === 0 && relationAt !== 0 && run.name.split(' ').length === 1) {
      if (!listed) continue;
    }
    // "o Thor, meu cachorro", "meu gato Mingau": pets are not people.
    const pet =
      list.slice(Math.max(0, i - 3), i).some((t) => ANIMALS.has(t.word)) ||
      (POSSESSIVE.has(list[run.end]?.word ?? '') && ANIMALS.has(list[run.end + 1]?.word ?? ''));
    if (!pet) runs.push({ name: run.name, start: i, end: run.end });
    i = run.end - 1;
  }
  return runs;
}

/** The relation that belongs to this name: said just before it, or in apposition after it. */
function relationOf(
  list: Token[],
  run: Run,
  said: { relation: [Relation, Sexo?]; at: number } | undefined,
  onlyName: boolean,
): [Relation, Sexo?] | undefined {
  if (said && said.at < run.start) {
    const between = list.slice(said.at + 1, run.start);
    if (between.every((t) => LINK.has(t.word))) return said.relation;
  }
  const after = list[run.end];
  const word = list[run.end + 1]?.word ?? '';
  if (after && POSSESSIVE.has(after.word) && RELATION_WORDS[word]) return RELATION_WORDS[word];
  return onlyName ? said?.relation : undefined;
}

/** Every person named in the message. `today` (ISO) reads two-digit years and ages. */
export function readPeople(
  message: string,
  options: { today: string; defaultRelation?: Relation } = { today: '2026-01-01' },
): PersonMention[] {
  const text = expandShorthand(message);
  const cased = capitalisesNames(message);
  const people: PersonMention[] = [];
  let listRelation = options.defaultRelation;
  // "tenho uma filha que morreu, a Carla": a relation and notes waiting for their name.
  let pending: { relation: [Relation, Sexo?]; about: Partial<PersonMention> } | undefined;
  const segs = segments(text, cased);
  let afterPet = false;
  for (const segment of segs) {
    const n = normalize(segment);
    const header = /\b(?:nao|nem) (?:tenho|temos|tive)\b/.test(n) ? null : PLURAL_HEADER.exec(n);
    const previousList = listRelation;
    if (header?.[1]) {
      const ofChild =
        /\b(?:ela|ele)\s+(?:deixou|tem|teve)\b|\bfilh[oa]s (?:dela|dele)\b|^(?:e\s+)?(?:que\s+)?(?:deixou|teve|tinha)\b/.test(
          n,
        );
      listRelation = ofChild && header[1].startsWith('filh') ? 'neto' : HEADER_RELATION[header[1]];
    }
    // Notes in brackets and "mãe: Sandra" are read by personNotes(); names are read outside them.
    const clean = segment
      .replace(/\([^)]*\)?/g, ' , ')
      .replace(/\b(?:m[ãa]e|pai)\s*:\s*[\p{L} ]+/giu, ' , ')
      .replace(/\b(?:meu|minha|filh[oa]|fruto)\s+(?:com|da|do)\s+(?:a|o)\s+[\p{L}]+/giu, ' , ');
    const list = tokens(clean);
    const headerAt = header?.[1] ? list.findIndex((t) => t.word === header[1]) : -1;
    const said = relationIn(list);
    const about = personNotes(segment, options.today);
    const loose = Object.keys(about).length > 0 || segs.length === 1 || Boolean(listRelation);
    const found = namesIn(list, cased, loose, said?.at ?? -1, Boolean(listRelation));
    // "só um cachorro, o Bob": the name right after a pet is the pet's.
    const runs = afterPet && found[0] && found[0].start <= 1 ? found.slice(1) : found;
    afterPet = ANIMALS.has(list.at(-1)?.word ?? '');
    const ofTheChildren = /\b(?:mae|pai) (?:dele|dela|deles|delas|dos meninos|das meninas)\b/.test(
      n,
    );
    const noteSpans = runs.length > 1 ? spansOf(segment, runs) : [];
    runs.forEach((run, k) => {
      const article =
        list[run.start - 1]?.word === 'o'
          ? 'masculino'
          : list[run.start - 1]?.word === 'a'
            ? 'feminino'
            : undefined;
      // "a Carla, ela deixou 2 filhos": a header counts for the names after it.
      // "o marcos deixou 2: …": whoever left the list is not one of it.
      const parentOfList = ['deixou', 'teve'].includes(list[run.end]?.word ?? '');
      const listed =
        headerAt >= 0 && run.start < headerAt
          ? previousList
          : parentOfList
            ? undefined
            : listRelation;
      let rel =
        relationOf(list, run, said, runs.length === 1) ??
        (listed && !ofTheChildren ? ([listed] as [Relation, Sexo?]) : undefined);
      // Several names in one piece ("joao …, ana paula … e carlos … (falecido em 2020)"): what is
      // said between a name and the next one is about that name.
      let extra: Partial<PersonMention> =
        runs.length > 1 && Object.keys(about).length > 0
          ? personNotes(noteSpans[k] ?? '', options.today)
          : k === 0
            ? about
            : {};
      if (k === 0 && pending && (!rel || rel[0] === pending.relation[0])) {
        rel = rel?.[1] ? rel : pending.relation;
        extra = { ...pending.about, ...extra };
        pending = undefined;
      }
      // The article right before the name wins over a relation said further away ("2 fio, a rosa").
      const sexo =
        (article && rel?.[1] && article !== rel[1] ? article : undefined) ??
        rel?.[1] ??
        article ??
        (/\b(nascida|falecida)\b/.test(n) ? 'feminino' : undefined);
      const nome = capitalizeName(run.name);
      const nomeSugerido = suggestAccents(nome);
      people.push({
        nome,
        ...(nomeSugerido ? { nomeSugerido } : {}),
        ...(rel ? { relacao: rel[0] } : {}),
        ...(sexo ? { sexo } : {}),
        ...extra,
      });
    });
    const negated = /\bnao\b/.test(
      list
        .slice(0, Math.max(0, said?.at ?? 0))
        .map((t) => t.word)
        .join(' '),
    );
    if (runs.length === 0 && !negated) {
      const headerWord = header?.[1];
      const relation: [Relation, Sexo?] | undefined =
        said?.relation ?? (headerWord && listRelation ? RELATION_WORDS[headerWord] : undefined);
      if (relation && (said || Object.keys(about).length > 0)) {
        if (pending) people.push(pointer(pending.relation, pending.about));
        // A list header ("tenho 2 fio") says the relation, not each one's sex.
        pending = { relation: header ? [relation[0]] : relation, about };
      }
    }
  }
  // "minha filha" with no name: a pointer the engine resolves against people already named.
  if (pending) people.push(pointer(pending.relation, pending.about));
  // "a mãe deles é a Fernanda": the other parent of the children listed.
  const parent =
    /\b(?:mae|pai) (?:deles|delas|dele|dela)\s+(?:e|eh)\s+(?:a|o)\s+([a-z]+(?: [a-z]+)*)/.exec(
      normalize(text),
    );
  const parentName = parent?.[1]
    ? people.find((p) => p.nome && normalize(p.nome).startsWith(parent[1] ?? ''))?.nome
    : undefined;
  for (const child of people) {
    if (
      parentName &&
      child.relacao === 'filho' &&
      !child.outroGenitor &&
      child.nome !== parentName
    ) {
      child.outroGenitor = parentName;
    }
  }
  // "tenho 3 filhos tudo maior de idade: …", "os dois são menores": said of the whole list.
  const allMinor = wholeListMinor(text);
  if (allMinor !== undefined)
    for (const child of people)
      if (child.relacao === 'filho' && child.nome && !child.falecido) child.menor = allMinor;
  for (const person of people) adultBirth(person, options.today);
  return mergeSameName(people);
}

/** The text of a segment from each name to the next one (the first from the start). */
function spansOf(segment: string, runs: Run[]): string[] {
  const starts: number[] = [];
  let from = 0;
  for (const run of runs) {
    const words = run.name.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const re = new RegExp(words.join(String.raw`[\s,.]+`), 'iu');
    const m = re.exec(segment.slice(from));
    const at = m ? from + m.index : from;
    starts.push(at);
    from = m ? at + m[0].length : from;
  }
  return starts.map((at, k) => segment.slice(k === 0 ? 0 : at, starts[k + 1] ?? segment.length));
}

const ADULTS = new Set<Relation>([
  'conjuge',
  'companheiro',
  'ex_conjuge',
  'pai',
  'mae',
  'avo',
  'sogro',
  'tio',
]);

/** A spouse's or parent's birth typed with two digits is a century earlier if they'd be a child. */
function adultBirth(person: PersonMention, today: string): void {
  const birth = person.dataNascimento;
  if (!birth || !person.relacao || !ADULTS.has(person.relacao)) return;
  if (Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) < 16) {
    person.dataNascimento = `${Number(birth.slice(0, 4)) - 100}${birth.slice(4)}`;
  }
}

function pointer(relation: [Relation, Sexo?], about: Partial<PersonMention>): PersonMention {
  return { relacao: relation[0], ...(relation[1] ? { sexo: relation[1] } : {}), ...about };
}

function mergeSameName(people: PersonMention[]): PersonMention[] {
  const out: PersonMention[] = [];
  for (const person of people) {
    const key = person.nome ? normalize(person.nome) : undefined;
    const same = key
      ? out.find((p) => {
          if (!p.nome) return false;
          const other = normalize(p.nome);
          return other === key || other.split(' ')[0] === key || key.split(' ')[0] === other;
        })
      : undefined;
    if (!same) out.push(person);
    else {
      const longer =
        (same.nome ?? '').length >= (person.nome ?? '').length ? same.nome : person.nome;
      Object.assign(same, { ...person, ...same, ...stripUndefined(person), nome: longer });
    }
  }
  return out;
}

function stripUndefined(p: PersonMention): Partial<PersonMention> {
  const { nome: _nome, ...rest } = p;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}
