import { isValidCnpj, type Pessoa, type Sexo } from '@legado/contract';
import { addPessoa, findPessoaByName, type InterviewState } from './interview-state.ts';
import { M } from './messages.ts';
import { parseCnpj, parseCpf, stripDocuments } from './parsers/cpf.ts';
import { sexOfRelation, stripAfterReference } from './parsers/match-people.ts';
import {
  accentNameMarkers,
  capitalizeName,
  parsePersonName,
  readNamed,
  sexOfFirstName,
  splitRelation,
} from './parsers/names.ts';
import {
  matchPeople,
  readPeople,
  stripChatter,
  type KnownPerson,
  type PersonMention,
  type Relation,
} from './parsers/index.ts';
import { dropNameComments } from './parsers/name-comments.ts';
import { isInstitutionName } from './parsers/share-receivers.ts';
import { normalize, splitList } from './parsers/text.ts';

/** The result of naming someone in an answer: the person id(s), or why it could not be used. */
export type Resolved = { ok: true; ids: string[] } | { ok: false; error: string };

const INSTITUTION =
  /^(associa[cç][aã]o|instituto|institui[cç][aã]o|funda[cç][aã]o|ong|igreja|hospital|lar|casa|apae|santa casa|par[oó]quia|cruz vermelha|mitra|clube|sociedade|universidade|escola|creche|abrigo|projeto|centro|grupo|comunidade|m[eé]dicos sem fronteiras|graacc|unicef)\b/i;

const GROUPS: [RegExp, (s: InterviewState) => string[]][] = [
  [
    /^(?:(?:para|pra|pros|aos|os|as)\s+)?(?:meus|minhas|nossos)?\s*(?:filhos|filhas)(?:\s+em partes iguais)?$/,
    (s) => s.draft.descendentes.filter((d) => d.vivo && d.grau === 'filho').map((d) => d.pessoaId),
  ],
  [
    /^(?:(?:para|pra|pro|ao|a|o)\s+)?(?:meu|minha)?\s*(?:esposa|esposo|marido|mulher|conjuge|companheir[oa])$/,
    (s) => (s.draft.conjuge?.pessoaId ? [s.draft.conjuge.pessoaId] : []),
  ],
  [
    // "pros 2", "as duas", "os gêmeos", "ambos": the two children, when there are exactly two.
    /^(?:(?:para|pra|pros|pras|aos|as|os)\s+)?(?:(?:os|as)\s+)?(?:2|dois|duas|gemeos|gemeas|ambos|ambas)$/,
    (s) => {
      const ids = s.draft.descendentes
        .filter((d) => d.vivo && d.grau === 'filho')
        .map((d) => d.pessoaId);
      return ids.length === 2 ? ids : [];
    },
  ],
  [
    /^(?:(?:para|pra|pros|aos|os|as)\s+)?(?:meus|minhas)?\s*netos$/,
    (s) => s.draft.descendentes.filter((d) => d.vivo && d.grau === 'neto').map((d) => d.pessoaId),
  ],
];

/**
 * Finds or registers the person an answer names: "meu amigo João Lima", "minha esposa", "Ana"
 * (a known child), "Associação Amigos, CNPJ 11.222.333/0001-81". Mutates state when registering.
 * `document` is a CPF or CNPJ typed in a field of its own (forms).
 */
export function resolvePerson(
  state: InterviewState,
  raw: string,
  options: { group?: boolean; document?: string } = {},
): Resolved {
  // "ela mesma", "o mesmo": the person the last answer named.
  if (SAME_ONE.test(normalize(raw))) {
    const same = lastNamed(state, normalize(raw));
    if (same) return { ok: true, ids: [same] };
  }
  const said = dropWordsAfter(raw.trim());
  const text = said.replace(/^(?:para|pra|pro|ao|à|a|o|aos|às)\s+/i, '');
  const n = normalize(stripDocuments(text));
  // "o jhow", "pro jhow": a nickname given when the person was named.
  const nicknamed = knownPeople(state).filter((p) =>
    p.apelidos?.some((a) => normalize(a) === n.replace(/^(?:o|a)\s+/, '')),
  );
  if (nicknamed.length === 1 && nicknamed[0]) return { ok: true, ids: [nicknamed[0].id] };
  if (options.group !== false) {
    for (const [re, pick] of GROUPS) {
      if (re.test(n)) {
        const ids = pick(state);
        if (ids.length > 0) return { ok: true, ids };
      }
    }
  }
  // A form gives the document in its own field; typed text may carry it after the name.
  const documentText = options.document ?? text;
  const cnpj = parseCnpj(documentText);
  const cpf = cnpj.ok ? { ok: false as const } : parseCpf(documentText);
  const split = splitRelation(stripDocuments(text));
  // "o marido dela, o marcio costa": a relation of someone else, not of the person typing.
  const ofAnother = /^(?:dela|dele|delas|deles)\b/i.test(split.resto);
  const relacao = ofAnother ? undefined : split.relacao;
  const resto = ofAnother ? split.resto.replace(/^\S+\s*,?\s*/, '') : split.resto;
  const cleaned = resto
    .replace(/^(?:o|a|os|as)\s+(?=[A-ZÀ-Ú])/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (cnpj.ok || INSTITUTION.test(cleaned) || isInstitutionName(cleaned)) {
    if (cleaned.length < 3) return { ok: false, error: M.heranca.fullName(text) };
    const existing = findPessoaByName(state.draft, cleaned);
    if (existing) return { ok: true, ids: [existing.id] };
    const spaced = cleaned.replace(/\s+/g, ' ');
    const nome = /[A-Z]/.test(spaced)
      ? spaced.charAt(0).toLocaleUpperCase('pt-BR') + spaced.slice(1)
      : capitalizeName(spaced);
    const pessoa: Omit<Pessoa, 'id'> = {
      tipo: 'juridica',
      nome,
      ...(cnpj.ok && isValidCnpj(cnpj.digits) ? { cnpj: cnpj.digits } : {}),
    };
    return { ok: true, ids: [addPessoa(state, pessoa)] };
  }
  const existing = findPessoaByName(state.draft, cleaned);
  if (existing) {
    if (cpf.ok && !existing.cpf) existing.cpf = cpf.digits;
    return { ok: true, ids: [existing.id] };
  }
  // A relation word alone ("minha mãe") may point to a known relative.
  if (!cleaned && relacao) {
    const byRelation = state.draft.pessoas.filter(
      (p) => p.relacao && normalize(p.relacao) === normalize(relacao),
    );
    if (byRelation.length === 1 && byRelation[0]) return { ok: true, ids: [byRelation[0].id] };
  }
  // "joana prado lima ou carla menezes souza": two people, never the first alone.
  const either = cleaned.split(/\s+ou\s+/i);
  if (either.length > 1 && either.every((part) => parsePersonName(part, { full: true })))
    return { ok: false, error: M.heranca.fullName(cleaned) };
  const named = readNamed(cleaned, { full: true });
  if (!named) {
    const mentioned = fromMentions(state, text, options.group !== false);
    const known = mentioned ? undefined : byFirstName(state, text);
    if (known) return { ok: true, ids: [known] };
    return mentioned ?? { ok: false, error: M.heranca.fullName(cleaned || text) };
  }
  const { nome, apelido } = named;
  // "o jhow kkk o nome dele todo e jonathan santos oliveira" names someone already known.
  const known = findPessoaByName(state.draft, nome);
  if (known) {
    if (apelido) rememberNickname(state, known.id, apelido);
    return { ok: true, ids: [known.id] };
  }
  const id = addPessoa(state, {
    tipo: 'fisica',
    nome,
    ...(cpf.ok ? { cpf: cpf.digits } : {}),
    ...(relacao ? { relacao } : {}),
  });
  if (apelido) rememberNickname(state, id, apelido);
  return { ok: true, ids: [id] };
}

/** Words before a first name that only say who the person is: "a minha irmã", "o meu filho". */
const BEFORE_FIRST_NAME =
  /^(?:o|a|pra|para|pro|ao|meu|minha|nosso|nossa|filh[oa]|irma|irmao|espos[oa]|marido|mulher|companheir[oa]|sobrinh[oa]|net[oa]|ti[oa]|prim[oa]|cunhad[oa]|amig[oa]|afilhad[oa]|compadre|comadre|mae|pai|mais|velh[oa]|nov[oa]|cacula)$/;

/** Words after a first name that describe the person rather than go on with a surname. */
const AFTER_FIRST_NAME =
  /^(?:meu|minha|nosso|nossa|que|q|se|caso|pois|porque|pq|ele|ela|mesmo|mesma|msm|ja|tb|tbm|tambem|la|aqui|filh[oa]|irma|irmao|sobrinh[oa]|net[oa]|espos[oa]|marido|mulher|mais|o|a|por|com)$/;

/**
 * "o gabriel meu filho mais velho", "A minha irmã Isabel, que mora aqui": someone already in the
 * will, named by first name with words about them; the one known person of that first name.
 * Undefined when a surname follows (another person) or two known people share the first name.
 */
function byFirstName(state: InterviewState, text: string): string | undefined {
  const words = normalize(text)
    .replace(/[,;:.!?()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let at = 0;
  while (at < words.length && BEFORE_FIRST_NAME.test(words[at] ?? '')) at++;
  const first = words[at];
  const next = words[at + 1];
  if (!first || first.length < 3 || (next !== undefined && !AFTER_FIRST_NAME.test(next)))
    return undefined;
  // "meu amigo joão" is not the son João: a relation said must be the one stored, if any.
  const said = [...words.slice(0, at), ...words.slice(at + 1)].find((w) => RELATION_WORD.test(w));
  const hits = knownPeople(state).filter(
    (p) =>
      normalize(p.nome).split(' ')[0] === first &&
      (!said || !p.relacao || normalize(p.relacao).slice(0, 4) === said.slice(0, 4)),
  );
  return hits.length === 1 ? hits[0]?.id : undefined;
}

/** Relation words that tell who someone is to the person typing ("irmã", "filho", "amigo"). */
const RELATION_WORD =
  /^(?:filh[oa]|irma|irmao|espos[oa]|marido|mulher|companheir[oa]|sobrinh[oa]|net[oa]|ti[oa]|prim[oa]|cunhad[oa]|amig[oa]|afilhad[oa]|compadre|comadre|mae|pai)$/;

/** Keeps what the person calls someone ("Jhow"), so "o jhow msm" later points at them. */
export function rememberNickname(state: InterviewState, id: string, apelido: string): void {
  const apelidos = { ...(state.draft.apelidos ?? {}) };
  const said = apelidos[id] ?? [];
  if (!said.some((a) => normalize(a) === normalize(apelido))) apelidos[id] = [...said, apelido];
  state.draft.apelidos = apelidos;
}

/** "ela mesma", "o mesmo", "ele msm", "a mesma pessoa": the one named just before. */
const SAME_ONE =
  /^(?:(?:para|pra|pro|a|o)\s+)?(?:(?:ele|ela)\s+)?(?:(?:o|a)\s+)?(?:mesmo|mesma|msm)(?:\s+pessoa)?(?:\s+(?:de antes|que (?:eu )?falei))?$|^(?:ele|ela)$/;

/**
 * The person the latest answer that named someone named (the tutor before the executor, the
 * spouse before the regime), among the people who can still act; else the last adult registered.
 */
function lastNamed(state: InterviewState, said: string): string | undefined {
  const d = state.draft;
  const byQuestion: Record<string, () => string[]> = {
    tutor: () => d.tutela?.tutorIds ?? [],
    testamenteiro: () => d.testamenteiros.map((t) => t.pessoaId),
    conjuge_nome: () => (d.conjuge?.pessoaId ? [d.conjuge.pessoaId] : []),
    heranca: () => d.heranca.map((h) => h.beneficiarioId),
    legados: () => d.legados.map((l) => l.beneficiarioId),
    substitutos: () =>
      [...d.heranca, ...d.legados].flatMap((x) => (x.substitutoId ? [x.substitutoId] : [])),
  };
  const usable = new Set(knownPeople(state).map((p) => p.id));
  const minors = new Set(d.descendentes.filter((x) => x.menor !== false).map((x) => x.pessoaId));
  const fits = (id: string) => usable.has(id) && !d.testemunhaIds.includes(id);
  const sex = /\b(?:ela|mesma)\b/.test(said)
    ? 'feminino'
    : /\b(?:ele|mesmo)\b/.test(said)
      ? 'masculino'
      : undefined;
  // Among those named together ("a patricia e o marcio"), "ela mesma" is the woman.
  const pick = (ids: string[]): string | undefined =>
    ids.find((id) => sexOf(state, id) === sex) ??
    ids.find((id) => sexOf(state, id) === undefined) ??
    ids[0];
  for (const key of [...state.history].reverse()) {
    const ids = byQuestion[key]?.().filter(fits) ?? [];
    if (ids.length > 0) return pick(ids);
  }
  return pick(
    [...d.pessoas]
      .reverse()
      .filter((p) => p.tipo === 'fisica' && fits(p.id) && !minors.has(p.id))
      .map((p) => p.id)
      .slice(0, 1),
  );
}

/** The sex stored, said by the relation, or the usual one of the first name ("Patrícia", "Márcio"). */
function sexOf(state: InterviewState, id: string): Sexo | undefined {
  const p = findPessoaById(state, id);
  if (!p) return undefined;
  return p.sexo ?? sexOfRelation(p.relacao) ?? sexOfFirstName(p.nome);
}

function findPessoaById(state: InterviewState, id: string): Pessoa | undefined {
  return state.draft.pessoas.find((p) => p.id === id);
}

/** "a patricia tb", "o jhow msm", "a minha irmã que falei" → the reference alone. */
function dropWordsAfter(text: string): string {
  const said = normalize(text);
  const kept = stripAfterReference(said);
  if (!kept || kept === said) return text;
  // The words taken off the end of the normalized text, taken off the end of the typed one.
  const dropped = said.split(' ').length - kept.split(' ').length;
  const words = text.trim().split(/\s+/);
  if (dropped <= 0 || dropped >= words.length) return text;
  return words
    .slice(0, words.length - dropped)
    .join(' ')
    .replace(/[,;]+$/, '');
}

const FEMININE: Partial<Record<Relation, string>> = {
  filho: 'filha',
  neto: 'neta',
  irmao: 'irmã',
  sobrinho: 'sobrinha',
  tio: 'tia',
  primo: 'prima',
  cunhado: 'cunhada',
  sogro: 'sogra',
  afilhado: 'afilhada',
  padrinho: 'madrinha',
  amigo: 'amiga',
  vizinho: 'vizinha',
  enteado: 'enteada',
  companheiro: 'companheira',
};
const MASCULINE: Partial<Record<Relation, string>> = {
  conjuge: 'cônjuge',
  ex_conjuge: 'ex-cônjuge',
  irmao: 'irmão',
  mae: 'mãe',
  avo: 'avô',
};

/** The relation as stored in the registry ("irmã", "amigo"). */
function relationLabel(mention: PersonMention): string {
  const r = mention.relacao ?? 'outro';
  if (mention.sexo === 'feminino' && FEMININE[r]) return FEMININE[r];
  return MASCULINE[r] ?? r;
}

/** The people already named who can still receive, as the readers match them (not the dead). */
function knownPeople(state: InterviewState): KnownPerson[] {
  const dead = new Set(
    state.draft.descendentes.filter((d) => d.vivo === false).map((d) => d.pessoaId),
  );
  return state.draft.pessoas
    .filter((p) => p.tipo === 'fisica' && !dead.has(p.id))
    .map((p) => {
      const apelidos = state.draft.apelidos?.[p.id];
      return {
        id: p.id,
        nome: p.nome,
        ...(p.relacao ? { relacao: p.relacao } : {}),
        ...(p.sexo ? { sexo: p.sexo } : {}),
        ...(apelidos?.length ? { apelidos } : {}),
      };
    });
}

/**
 * A sentence that points at someone ("fica para o Eduardo", "meu filho mais velho, o Wellington
 * Arruda", "a Graça"): the person already named it points at, or a new full name read in it.
 * Undefined when no one is meant for sure (the question asks who).
 */
function fromMentions(state: InterviewState, text: string, group: boolean): Resolved | undefined {
  const known = knownPeople(state);
  const mentions = readPeople(text);
  // "a patricia zanella costa ou o marcio costa": two new people in one answer are never one.
  const newNames = new Set(
    mentions.flatMap((m) => {
      const nome = m.nome && parsePersonName(m.nome, { full: true });
      return nome && m.nome && matchPeople(m.nome, known).length === 0 ? [normalize(nome)] : [];
    }),
  );
  if (newNames.size > 1) return undefined;
  for (const mention of mentions) {
    if (!mention.nome) continue;
    const ids = matchPeople(mention.nome, known);
    if (ids.length === 1) return { ok: true, ids };
    const nome = parsePersonName(mention.nome, { full: true });
    if (ids.length === 0 && nome)
      return {
        ok: true,
        ids: [
          addPessoa(state, {
            tipo: 'fisica',
            nome,
            ...(mention.relacao ? { relacao: relationLabel(mention) } : {}),
          }),
        ],
      };
  }
  const ids = matchPeople(stripChatter(text), known);
  // "minha filha" with two children of unknown sex is ambiguous: ask, never split between them.
  if (ids.length === 1 || (group && ids.length > 1 && PLURAL.test(normalize(text))))
    return { ok: true, ids };
  return undefined;
}

/** Words that make a reference plural ("os dois", "meus filhos", "cada um"). */
const PLURAL =
  /\b(?:os|as|meus|minhas|seus|suas|dois|duas|tres|ambos|ambas|todos|todas|cada|filhos|filhas|netos|netas|irmaos|irmas|sobrinhos|sobrinhas|pais)\b/;

/**
 * The people a list answer names, one part each: "Minha cunhada, Renata Lopes Martins" is one
 * person (a relation alone joins the name after it), "a Ana e o Pedro" two.
 */
export function splitPeople(text: string): string[] {
  const out: string[] = [];
  // "o nome dele todo e jonathan …": that "e" is "é", never a second person.
  for (const part of splitList(relationBeforeName(accentNameMarkers(text)))) {
    const last = out.at(-1);
    const said = last === undefined ? undefined : splitRelation(last);
    // "meu filho mais velho, o Wellington Arruda": the relation (and its words) joins the name.
    if (last !== undefined && said?.relacao && !parsePersonName(said.resto.trim()))
      out[out.length - 1] = `${last} ${part}`;
    // "minha irma rosangela, rosangela menezes dos santos": the first name, then the full name.
    else if (last !== undefined && said && repeatsFirstName(said.resto, part))
      out[out.length - 1] =
        `${last.slice(0, last.length - said.resto.trim().length)}${part.trim().replace(/^(?:o|a)\s+/i, '')}`;
    else out.push(part);
  }
  // "meu irmão, Hélio Rezende. ele é de fora, né": what is said about the person is no one.
  return dropNameComments(out);
}

/**
 * Whether `full` is the full name of the first name said just before: "rosangela" then
 * "rosangela menezes dos santos" (one person said twice), never two names.
 */
function repeatsFirstName(first: string, full: string): boolean {
  const said = normalize(first.replace(/^(?:o|a)\s+/i, '')).trim();
  const whole = normalize(full.replace(/^(?:o|a)\s+/i, '')).trim();
  if (!said || said.includes(' ') || !whole.startsWith(`${said} `)) return false;
  return parsePersonName(full.trim(), { full: true }) !== undefined;
}

/**
 * "marina alves costa, minha amiga": a relation said after a name, between commas, describes that
 * person; it is moved before the name ("minha amiga marina alves costa") so it is not read as a
 * second person. "ana souza e minha esposa" stays two people.
 */
function relationBeforeName(text: string): string {
  return text.replace(
    /([^,]*\p{L}),\s*((?:meu|minha)\s+\p{L}+)\s*(?=,|$)/gu,
    (whole, name: string, relation: string) => {
      const said = splitRelation(relation);
      const onePerson = !/\s(?:e|ou)\s/i.test(name);
      return onePerson && said.relacao && said.resto === '' ? `${relation} ${name.trim()}` : whole;
    },
  );
}

/** Names of people by id, joined for a message: "Ana, Pedro e Lucas". */
export function joinNames(state: InterviewState, ids: readonly string[]): string {
  const names = ids.map((id) => state.draft.pessoas.find((p) => p.id === id)?.nome ?? id);
  return joinPt(names);
}

/** Joins words the Portuguese way: "a, b e c". */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}
