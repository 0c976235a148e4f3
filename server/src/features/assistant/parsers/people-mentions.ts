import type { Sexo } from '@legado/contract';
import { expandShorthand } from './chat-text.ts';
import { parseCpf } from './cpf.ts';
import { readAge, readDates } from './date-mentions.ts';
import type { PersonMention, Relation } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { NAME_SUFFIXES, NOT_NAME_WORDS, isPlausibleName, suggestAccents } from './name-quality.ts';
import { normalize } from './text.ts';

/**
 * People named in a message, with what is said about them: "minha irmã, Mariana Ferreira Lima",
 * "meu filho Pedro, 14 anos", "Diego Barbosa, 17/01/1985", "Carla (mãe: Sandra)", "o Carlos,
 * falecido em 2019". Fragments of sentences never come back as people.
 */

const RELATION_WORDS: Record<string, [Relation, Sexo?]> = {
  filho: ['filho', 'masculino'],
  filha: ['filho', 'feminino'],
  fio: ['filho', 'masculino'],
  fia: ['filho', 'feminino'],
  enteado: ['enteado', 'masculino'],
  enteada: ['enteado', 'feminino'],
  neto: ['neto', 'masculino'],
  neta: ['neto', 'feminino'],
  pai: ['pai', 'masculino'],
  mae: ['mae', 'feminino'],
  avo: ['avo'],
  irmao: ['irmao', 'masculino'],
  irma: ['irmao', 'feminino'],
  sobrinho: ['sobrinho', 'masculino'],
  sobrinha: ['sobrinho', 'feminino'],
  tio: ['tio', 'masculino'],
  tia: ['tio', 'feminino'],
  primo: ['primo', 'masculino'],
  prima: ['primo', 'feminino'],
  cunhado: ['cunhado', 'masculino'],
  cunhada: ['cunhado', 'feminino'],
  genro: ['genro', 'masculino'],
  nora: ['nora', 'feminino'],
  sogro: ['sogro', 'masculino'],
  sogra: ['sogro', 'feminino'],
  afilhado: ['afilhado', 'masculino'],
  afilhada: ['afilhado', 'feminino'],
  padrinho: ['padrinho', 'masculino'],
  madrinha: ['padrinho', 'feminino'],
  amigo: ['amigo', 'masculino'],
  amiga: ['amigo', 'feminino'],
  vizinho: ['vizinho', 'masculino'],
  vizinha: ['vizinho', 'feminino'],
  marido: ['conjuge', 'masculino'],
  esposo: ['conjuge', 'masculino'],
  esposa: ['conjuge', 'feminino'],
  mulher: ['conjuge', 'feminino'],
  companheiro: ['companheiro', 'masculino'],
  companheira: ['companheiro', 'feminino'],
  'ex-marido': ['ex_conjuge', 'masculino'],
  'ex-mulher': ['ex_conjuge', 'feminino'],
  'ex-esposa': ['ex_conjuge', 'feminino'],
};
const PLURAL_HEADER =
  /\b(?:tenho|temos|sao|meus|minhas|os|as|dos|das)\s+(?:so\s+|apenas\s+)?(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis)?\s*(filh[oa]s?|fios|fias|fio|net[oa]s?|irmaos|irmas|irmao|irma|sobrinh[oa]s?)\b/;
const HEADER_RELATION: Record<string, Relation> = {
  filho: 'filho',
  filha: 'filho',
  neto: 'neto',
  neta: 'neto',
  irmao: 'irmao',
  irma: 'irmao',
  sobrinho: 'sobrinho',
  sobrinha: 'sobrinho',
  filhos: 'filho',
  filhas: 'filho',
  fios: 'filho',
  fias: 'filho',
  fio: 'filho',
  netos: 'neto',
  netas: 'neto',
  irmaos: 'irmao',
  irmas: 'irmao',
  sobrinhos: 'sobrinho',
  sobrinhas: 'sobrinho',
};

const POSSESSIVE = new Set(['meu', 'minha', 'nosso', 'nossa', 'o', 'a', 'seu', 'sua']);
const INTRO = new Set([
  'o',
  'a',
  'para',
  'pra',
  'pro',
  'com',
  'e',
  'dona',
  'seu',
  'sr',
  'sra',
  'lugar',
]);
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

interface Token {
  raw: string;
  word: string;
  /** A comma, parenthesis or colon right after this token ends a name. */
  breakAfter: boolean;
}

function tokens(segment: string): Token[] {
  return [...segment.matchAll(/([\p{L}][\p{L}'’-]*)|([,():;.!?"“”]|\d[\d./-]*)/gu)].reduce<Token[]>(
    (out, m) => {
      if (m[1]) out.push({ raw: m[1], word: normalize(m[1]), breakAfter: false });
      else if (out.length > 0) (out[out.length - 1] as Token).breakAfter = true;
      return out;
    },
    [],
  );
}

/**
 * A word that can be part of a name. In a message where names are capitalised and other words
 * are not ("quero q minha irmã Cleide seja a testamenteira"), only capitalised words count.
 */
function isNameWord(token: Token | undefined, cased = false): boolean {
  return Boolean(
    token &&
    token.word.length >= 2 &&
    !NOT_NAME_WORDS.has(token.word) &&
    !PARTICLES.has(token.word) &&
    (!cased || /^\p{Lu}/u.test(token.raw)),
  );
}

/** True when the message capitalises some word inside a sentence, so capitals mark names. */
function capitalisesNames(text: string): boolean {
  if (text === text.toUpperCase()) return false;
  return /[\p{L},:;]\s+(?:[\p{Ll}]+\s+)*\p{Lu}\p{Ll}/u.test(
    text.replace(/(?:^|[.!?\n]\s*)\p{Lu}/gu, ' x'),
  );
}

/** The longest run of name words starting at `from` (particles only between name words). */
function nameRun(
  list: Token[],
  from: number,
  cased: boolean,
): { name: string; end: number } | undefined {
  const words: string[] = [];
  let i = from;
  while (i < list.length) {
    const token = list[i] as Token;
    const suffix =
      NAME_SUFFIXES.has(token.word) &&
      words.filter((w) => !PARTICLES.has(w)).length >= 2 &&
      (!cased || /^\p{Lu}/u.test(token.raw));
    if (suffix) {
      words.push(token.raw);
      i++;
      break;
    }
    if (isNameWord(token, cased)) {
      words.push(token.raw);
      i++;
      if (token.breakAfter) break;
    } else if (
      token.word !== 'e' &&
      PARTICLES.has(token.word) &&
      words.length > 0 &&
      isNameWord(list[i + 1], cased) &&
      !token.breakAfter
    ) {
      words.push(token.word);
      i++;
    } else break;
  }
  if (words.length === 0) return undefined;
  const name = words.join(' ');
  return isPlausibleName(name) ? { name, end: i } : undefined;
}

/** Splits a message into one piece per person ("…, e a Beatriz", "… e o jose carlos"). */
function segments(text: string): string[] {
  return text
    .split(/\r?\n|;|(?<=[.!?])\s+/)
    .flatMap((line) =>
      line.split(/,?\s+e\s+(?=(?:o|a|meu|minha|seu|sua)\s)|,\s*(?=(?:e\s+)?(?:o|a)\s+\p{L})/iu),
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

function notes(segment: string, today: string): Partial<PersonMention> {
  const n = normalize(segment);
  const out: Partial<PersonMention> = {};
  const cpf = parseCpf(segment);
  if (cpf.ok) out.cpf = cpf.digits;
  const dates = readDates(segment, today);
  const birth = dates.find((d) => d.iso && (d.about === 'nascimento' || d.about === 'outro'));
  if (birth?.iso) out.dataNascimento = birth.iso;
  if (/\b(falecid[oa]|faleceu|morreu|morto|morta|in memoriam)\b/.test(n)) {
    out.falecido = true;
    const death = dates.find((d) => d.about === 'falecimento') ?? dates.find((d) => !d.iso);
    if (death) out.falecidoEm = death.iso ?? String(death.year);
    if (out.dataNascimento && out.falecidoEm === out.dataNascimento) delete out.dataNascimento;
  }
  const age = readAge(segment);
  if (age !== undefined) out.idade = age;
  if (/\bmenor\b/.test(n) || (age !== undefined && age < 18)) out.menor = true;
  const parent =
    /\(?\s*(?:mae|pai)\s*(?::|e a|e o|eh a|eh o)\s*([a-z][a-z ]*?)\s*(?:\)|,|$)/.exec(n) ??
    /\b(?:meu|minha|filh[oa]|fruto)\s+(?:com|da|do)\s+(?:a|o)\s+([a-z][a-z ]*?)\s*(?:\)|,|$|\bnasc)/.exec(
      n,
    );
  if (parent?.[1] && isPlausibleName(parent[1])) out.outroGenitor = capitalizeName(parent[1]);
  return out;
}

/** Every person named in the message. `today` (ISO) reads two-digit years and ages. */
export function readPeople(
  message: string,
  options: { today: string; defaultRelation?: Relation } = { today: '2026-01-01' },
): PersonMention[] {
  const text = expandShorthand(message);
  const cased = capitalisesNames(message);
  const header = PLURAL_HEADER.exec(normalize(text));
  const listRelation = header?.[1] ? HEADER_RELATION[header[1]] : options.defaultRelation;
  const people: PersonMention[] = [];
  const segs = segments(text);
  for (const segment of segs) {
    // Notes in brackets and "mãe: Sandra" are read by notes(); names are read outside them.
    const clean = segment
      .replace(/\([^)]*\)?/g, ' , ')
      .replace(/\b(?:m[ãa]e|pai)\s*:\s*[\p{L} ]+/giu, ' , ')
      .replace(/\b(?:meu|minha|filh[oa]|fruto)\s+(?:com|da|do)\s+(?:a|o)\s+[\p{L}]+/giu, ' , ');
    const list = tokens(clean);
    let relation: [Relation, Sexo?] | undefined;
    let relationAt = -1;
    list.forEach((t, i) => {
      const rel = RELATION_WORDS[t.word];
      const next = list[i + 1];
      // "madrinha da Beatriz" is a relation to someone else, not to the speaker.
      const ofSomeone =
        next &&
        ['da', 'do', 'de', 'dele', 'dela', 'deles', 'delas'].includes(next.word) &&
        !t.breakAfter;
      const said = i === 0 || POSSESSIVE.has(list[i - 1]?.word ?? '') || list[i - 1]?.breakAfter;
      if (rel && !relation && !ofSomeone && said) {
        relation = rel;
        relationAt = i;
      }
    });
    const about = notes(segment, options.today);
    const hasNotes = Object.keys(about).length > 0;
    const before = people.length;
    for (let i = 0; i < list.length; i++) {
      const token = list[i] as Token;
      if (!isNameWord(token, cased)) continue;
      const prev = list[i - 1];
      const introduced =
        i === relationAt + 1 && relationAt >= 0
          ? true
          : (prev && INTRO.has(prev.word) && !prev.breakAfter) ||
            (i === 0 && (hasNotes || segs.length === 1 || Boolean(listRelation)));
      if (!introduced && !(prev?.breakAfter && listRelation)) continue;
      const run = nameRun(list, i, cased);
      if (!run) continue;
      // A lone word opening a sentence ("Espera, …") is a name only when it is all there is.
      const alone = run.end === list.length;
      if (i === 0 && relationAt !== 0 && !prev && run.name.split(' ').length === 1 && !alone)
        continue;
      const article =
        prev?.word === 'o' ? 'masculino' : prev?.word === 'a' ? 'feminino' : undefined;
      const ofTheChildren =
        /\b(?:mae|pai) (?:dele|dela|deles|delas|dos meninos|das meninas)\b/.test(
          normalize(segment),
        );
      const rel: [Relation, Sexo?] | undefined =
        relation ?? (listRelation && !ofTheChildren ? [listRelation] : undefined);
      const sexo =
        rel?.[1] ??
        article ??
        (/\b(nascida|falecida)\b/.test(normalize(segment)) ? 'feminino' : undefined);
      const nome = capitalizeName(run.name);
      const nomeSugerido = suggestAccents(nome);
      people.push({
        nome,
        ...(nomeSugerido ? { nomeSugerido } : {}),
        ...(rel ? { relacao: rel[0] } : {}),
        ...(sexo ? { sexo } : {}),
        ...(people.length === before ? about : {}),
      });
      i = run.end - 1;
    }
    const negated = /\bnao\b/.test(
      list
        .slice(0, Math.max(0, relationAt))
        .map((t) => t.word)
        .join(' '),
    );
    if (
      relation &&
      !negated &&
      !PLURAL_HEADER.test(normalize(segment)) &&
      !people.some((p) => p.relacao === relation?.[0]) &&
      relationAt >= 0
    ) {
      // "minha filha" with no name: a pointer the engine resolves against people already named.
      people.push({
        relacao: relation[0],
        ...(relation[1] ? { sexo: relation[1] } : {}),
        ...about,
      });
    }
  }
  // "a mãe deles é a Fernanda": the other parent of the children listed.
  const parent =
    /\b(?:mae|pai) (?:deles|delas|dele|dela)\s+(?:e|eh)\s+(?:a|o)\s+([a-z]+(?: [a-z]+)*)/.exec(
      normalize(text),
    );
  if (parent?.[1] && listRelation) {
    const name = people.find((p) => p.nome && normalize(p.nome).startsWith(parent[1] ?? ''))?.nome;
    for (const child of people) {
      if (child.relacao === listRelation && !child.outroGenitor && name) child.outroGenitor = name;
    }
  }
  return mergeSameName(people);
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
