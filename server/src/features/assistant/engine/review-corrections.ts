/**
 * Corrections in plain words at the review, the summary before the will is made: a person points
 * at a line by its words ("não é arro, é o carro onix 2020"), by the relation or field it names
 * ("o nome do meu filho ta errado"), and the line gets the right value.
 */
import { AT_REVIEW } from '../interview-state-schema.ts';
import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { restoreCommonAccents } from '../parsers/common-accents.ts';
import { parsePersonName } from '../parsers/names.ts';
import { readBirthplace } from '../parsers/birthplace.ts';
import { readProfessionAnswer } from '../parsers/profession-answer.ts';
import { writtenPlace } from '../parsers/place-words.ts';
import { normalize } from '../parsers/text.ts';
import { readTestatorAddress } from '../questions/address-answer.ts';
import type { TurnContext } from '../questions/question.ts';
import { correctionsApplied } from './corrections.ts';

/** A value of the review a person can point at by its words. */
interface Line {
  value: string;
  /** Relation or field words that name it ("filho", "testemunha", "profissao"…). */
  names: readonly string[];
  person: boolean;
  set: (value: string) => string | undefined;
}

/** Words that name a line: the relation of a person ("filha" → "filho") or a field. */
const LINE_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bfilh[oa]s?\b/, 'filho'],
  [/\bnet[oa]s?\b/, 'neto'],
  [/\b(?:esposa|esposo|marido|mulher|conjuge|companheir[oa])\b/, 'conjuge'],
  [/\bpai\b/, 'pai'],
  [/\bmae\b/, 'mae'],
  [/\btestemunhas?\b/, 'testemunha'],
  [/\btestamenteir[oa]s?\b/, 'testamenteiro'],
  [/\bmeu nome\b/, 'eu'],
  [/\bprofiss/, 'profissao'],
  [/\b(?:naturalidade|onde nasci|cidade natal)\b/, 'naturalidade'],
  [/\bbairro\b/, 'bairro'],
  [/\b(?:complemento|apto|apartamento)\b/, 'complemento'],
  [/\b(?:rua|avenida|logradouro)\b/, 'logradouro'],
  [/\b(?:legado|bem|carro|moto|casa|apartamento|terreno|imovel)\b/, 'legado'],
];

/** Every value of the review that a correction in plain words can point at. */
function reviewLines(s: InterviewState): Line[] {
  const d = s.draft;
  const lines: Line[] = [];
  const relationsOf = (id: string): string[] => [
    ...d.descendentes.filter((x) => x.pessoaId === id).map((x) => x.grau),
    ...(d.conjuge?.pessoaId === id ? ['conjuge'] : []),
    ...d.ascendentes
      .filter((x) => x.pessoaId === id)
      .map((x) => (x.grau === 'mae' ? 'mae' : x.grau === 'pai' ? 'pai' : 'avo')),
    ...(d.testemunhaIds.includes(id) ? ['testemunha'] : []),
    ...(d.testamenteiros.some((x) => x.pessoaId === id) ? ['testamenteiro'] : []),
  ];
  for (const p of d.pessoas) {
    lines.push({
      value: p.nome,
      names: relationsOf(p.id),
      person: p.tipo === 'fisica',
      set: (typed) => {
        const nome = p.tipo === 'fisica' ? parsePersonName(typed, { full: true }) : typed.trim();
        if (!nome) return undefined;
        p.nome = nome;
        return nome;
      },
    });
  }
  const t = d.testador;
  if (t.nome)
    lines.push({
      value: t.nome,
      names: ['eu'],
      person: true,
      set: (typed) => {
        const nome = parsePersonName(typed, { full: true });
        if (nome) t.nome = nome;
        return nome;
      },
    });
  for (const legado of d.legados)
    lines.push({
      value: legado.descricao,
      names: ['legado'],
      person: false,
      set: (typed) => (legado.descricao = typed),
    });
  if (t.profissao)
    lines.push({
      value: t.profissao,
      names: ['profissao'],
      person: false,
      set: (typed) => {
        const profissao = readProfessionAnswer(typed);
        if (!profissao) return undefined;
        t.profissao = restoreCommonAccents(profissao);
        return t.profissao;
      },
    });
  if (t.naturalidade)
    lines.push({
      value: t.naturalidade,
      names: ['naturalidade'],
      person: false,
      set: (typed) => {
        // "é salvador ba": a Brazilian city from the list; a place abroad with its country.
        const read = readBirthplace(typed);
        if (!read || 'sameName' in read) return undefined;
        t.naturalidade = read.brasileira ? read.naturalidade : writtenPlace(read.naturalidade);
        if (read.brasileira) t.nacionalidade = t.nacionalidade ?? 'brasileira';
        return t.naturalidade;
      },
    });
  const e = t.endereco;
  if (e) {
    lines.push({
      value: e.logradouro,
      names: ['logradouro'],
      person: false,
      set: (typed) => {
        // "a rua ta errada, é rua da aurora 325, recife 50050-000": the whole address again.
        const whole = readTestatorAddress(typed);
        if (whole.ok) {
          t.endereco = whole.endereco;
          return `${whole.endereco.logradouro}, ${whole.endereco.numero}`;
        }
        if (/\d/.test(typed)) return undefined;
        return (e.logradouro = writtenPlace(typed));
      },
    });
    if (e.bairro)
      lines.push({
        value: e.bairro,
        names: ['bairro'],
        person: false,
        set: (typed) => (e.bairro = writtenPlace(typed.replace(/^bairro\s+/i, ''))),
      });
    if (e.complemento)
      lines.push({
        value: e.complemento,
        names: ['complemento'],
        person: false,
        set: (typed) => (e.complemento = typed),
      });
  }
  return lines;
}

/** Where `words` occur, in order and next to each other, in `within`; -1 when they do not. */
function wordsAt(within: readonly string[], words: readonly string[]): number {
  for (let i = 0; i + words.length <= within.length; i++)
    if (words.every((w, k) => within[i + k] === w)) return i;
  return -1;
}

const SMALL_WORDS = /^(?:o|a|os|as|de|do|da|dos|das|e|em|no|na|um|uma)$/;

/**
 * The new value of a line pointed at by `old`: the whole of `novo` when it says most of the line
 * again ("não é arro, é o carro onix 2020" for "o arro onix 2020"), else the line with those
 * words replaced ("não é Ferreira, é Pereira").
 */
function replaced(value: string, old: string, novo: string): string {
  const words = value.split(/\s+/);
  const plain = words.map(normalize);
  const oldWords = normalize(old).split(' ');
  const at = wordsAt(plain, oldWords);
  const rest = plain.filter((_, i) => i < at || i >= at + oldWords.length);
  const newWords = normalize(novo).split(' ');
  const content = rest.filter((w) => !SMALL_WORDS.test(w));
  const restated = content.filter((w) => newWords.includes(w)).length * 2 >= content.length;
  if (at < 0 || restated) return novo;
  return [...words.slice(0, at), novo, ...words.slice(at + oldWords.length)].join(' ');
}

/** The line words a message speaks of ("o nome do meu filho") and the first word it used. */
function namesSaid(n: string): { names: string[]; word: string | undefined } {
  const found = LINE_WORDS.map(([re, name]) => ({ name, word: re.exec(n)?.[0] })).filter(
    (x) => x.word !== undefined,
  );
  return { names: found.map((x) => x.name), word: found[0]?.word };
}

const WRONG = /\b(?:errad[oa]s?|incorret[oa]s?|trocad[oa]s?|nao e isso|nao (?:ta|esta) cert[oa])\b/;
const ARTICLE = /^(?:(?:o|a|os|as)\s+)/i;
/** "o certo é", "o nome certo é", "é": what comes before a right value typed alone. */
const RIGHT_LEAD =
  /^(?:(?:o|a)\s+)?(?:(?:nome|certo|correto|certa|correta)\s+)*(?:(?:é|e|eh)\s+)?(?:(?:o|a)\s+)?/i;

/** "não é X, é Y", "é Y, não X", "onde está X é Y", "troca X por Y": the words pointed at and the right ones. */
function notThisButThat(typed: string): { old: string; novo: string; swap?: true } | undefined {
  const clean = typed.trim().replace(/[.!]+$/, '');
  const notIs =
    /\bn[ãa]o\s+(?:é|e|eh|era)\s+(.+?)\s*(?:[,;]\s*|\s)(?:(?:mas|e sim|e)\s+)?(?:é|e|eh)\s+(?:sim\s+)?(.+)$/iu.exec(
      clean,
    );
  if (notIs?.[1] && notIs[2]) return { old: notIs[1].trim(), novo: notIs[2].trim() };
  const written =
    /\bonde (?:t[aá]|est[aá]|aparece|diz)(?: escrito)?\s+(.+?)\s*,?\s+(?:é|e|eh|era pra ser|coloca|p[oõ]e|bota)\s+(.+)$/iu.exec(
      clean,
    );
  if (written?.[1] && written[2]) return { old: written[1].trim(), novo: written[2].trim() };
  const swap =
    /\b(?:troca|troque|trocar|muda|mude|mudar|corrige|corrija)\s+(?:o |a )?(.+?)\s+(?:por|pra|para|pelo|pela)\s+(.+)$/iu.exec(
      clean,
    );
  if (swap?.[1] && swap[2]) return { old: swap[1].trim(), novo: swap[2].trim(), swap: true };
  const isNot = /(?:^|[,;]\s*)(?:é|e|eh)\s+(.+?)\s*,?\s+e?\s*n[ãa]o\s+(?:é\s+)?(.+)$/iu.exec(clean);
  if (isNot?.[1] && isNot[2]) return { old: isNot[2].trim(), novo: isNot[1].trim() };
  return undefined;
}

/** "o nome do meu filho ta errado, é joão ferreira lima": the right value said after the mistake. */
function rightValue(typed: string): string | undefined {
  const clean = typed.trim().replace(/[.!]+$/, '');
  const m =
    /(?:errad[oa]s?|incorret[oa]s?|o (?:nome )?(?:certo|correto))\s*[,.:;-]*\s*(?:(?:o (?:nome )?(?:certo|correto))\s+)?(?:(?:é|e|eh)\s+|sou\s+)(.+)$/iu.exec(
      clean,
    );
  // "ta errado o carro, é o carro onix 2021": the clause after the mistake.
  const after =
    /errad[oa]s?\b.*?[,;:]\s*(?:(?:o|a)\s+(?:certo|correto|certa|correta)\s+)?(?:é|e|eh|sou|nasci\s+(?:em|no|na))\s+(.+)$/iu.exec(
      clean,
    );
  return (m?.[1] ?? after?.[1])?.trim();
}

const firstName = (nome: string) => normalize(nome).split(' ')[0] ?? '';

/** A full name typed alone at the review, after we asked for it: the person whose first name it shares. */
function renamedByFirstName(lines: readonly Line[], typed: string): string | undefined {
  const said = typed
    .trim()
    .replace(RIGHT_LEAD, '')
    .replace(/[.!]+$/, '');
  if (said.split(/\s+/).length > 6) return undefined;
  const nome = parsePersonName(said, { full: true });
  if (!nome || normalize(nome) !== normalize(said)) return undefined;
  const same = lines.filter(
    (l) =>
      l.person && firstName(l.value) === firstName(nome) && normalize(l.value) !== normalize(nome),
  );
  return same.length === 1 ? same[0]?.set(nome) : undefined;
}

/** The line whose words the message quotes ("não é arro"), those its words name first. */
function linePointedAt(
  lines: readonly Line[],
  old: string,
  names: readonly string[],
  swap: boolean,
): Line | undefined {
  const said = normalize(old).replace(ARTICLE, '');
  const oldWords = said.split(' ');
  const scored = lines
    // "troca a Juliana pelo Alexandre" puts another person in her place: not a new name.
    .filter((l) => !(swap && l.person))
    .map((l) => {
      const value = normalize(l.value);
      const exact = value === said || value.replace(ARTICLE, '') === said;
      const within = wordsAt(value.split(' '), oldWords) >= 0;
      const named = l.names.some((x) => names.includes(x));
      return { l, score: (exact ? 3 : within ? 2 : 0) + (named ? 1 : 0) };
    })
    .filter((x) => x.score >= 2)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || scored.filter((x) => x.score === best.score).length > 1) return undefined;
  return best.l;
}

/** The line that shares the most words with the right value ("ta errado o carro, é o carro onix 2021"). */
function lineLike(
  lines: readonly Line[],
  novo: string,
  names: readonly string[],
): Line | undefined {
  const words = normalize(novo)
    .split(' ')
    .filter((w) => w.length >= 3 && !SMALL_WORDS.test(w));
  const scored = lines
    .filter((l) => !l.person && (names.length === 0 || l.names.some((x) => names.includes(x))))
    .map((l) => {
      const value = normalize(l.value).split(' ');
      return { l, score: words.filter((w) => value.includes(w)).length };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || scored.filter((x) => x.score === best.score).length > 1) return undefined;
  return best.l;
}

/** What a correction at the review did: the new values, or the question to ask for them. */
export type ReviewCorrection = { noted: string[] } | { ask: string };

/**
 * A correction in plain words at the review ("o nome do meu filho ta errado, nao é joao ferreira,
 * é joão ferreira lima", "ta errado ali, nao é arro, é o carro onix 2020", "peraí, o nome do meu
 * filho ta errado"): the line pointed at by its words, or by the relation or field it names, gets
 * the right value; without the right value, it is asked for. Undefined when it is no correction.
 */
export function correctAtReview(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): ReviewCorrection | undefined {
  const n = normalize(text);
  const { names, word } = namesSaid(n);
  const lines = reviewLines(s);
  const pair = notThisButThat(text);
  if (pair) {
    const line = linePointedAt(lines, pair.old, names, pair.swap === true);
    if (line) {
      const novo = line.person ? pair.novo.replace(ARTICLE, '') : pair.novo;
      const done = line.set(replaced(line.value, pair.old, novo));
      if (done) return { noted: [done] };
    }
  }
  const wrong = WRONG.test(n);
  const named = lines.filter((l) => l.names.some((x) => names.includes(x)));
  const people = named.filter((l) => l.person);
  if (wrong && /\bnome\b/.test(n) && people.length > 0 && word) {
    const right = pair?.novo ?? rightValue(text);
    const nome = right ? parsePersonName(right.replace(ARTICLE, ''), { full: true }) : undefined;
    // "o nome do meu filho joao ta errado": the one whose first name the message says.
    const mentioned = people.filter((l) => n.split(' ').includes(firstName(l.value)));
    const target =
      people.length === 1
        ? people[0]
        : nome
          ? people.find((l) => firstName(l.value) === firstName(nome))
          : mentioned.length === 1
            ? mentioned[0]
            : undefined;
    const done = nome ? target?.set(nome) : undefined;
    if (done) return { noted: [done] };
    const asked = target ? [target] : mentioned.length > 0 ? mentioned : people;
    return {
      ask: M.review.whichName(
        word,
        asked.map((l) => l.value),
      ),
    };
  }
  const right = wrong ? (pair?.novo ?? rightValue(text)) : undefined;
  // "o endereço ta errado, é rua da aurora 325, …, cep 50050-000": the whole address again.
  const address = right && /\bendereco\b/.test(n) ? readTestatorAddress(right) : undefined;
  if (address?.ok) {
    s.draft.testador.endereco = address.endereco;
    const e = address.endereco;
    return { noted: [`${e.logradouro}, ${e.numero}, ${e.cidade}/${e.uf}`] };
  }
  // "o endereço ta errado, é …" and other whole fields: the question's own reading, below.
  if (right && !/\b(?:endereco|cep|cpf|data|nascimento|local)\b/.test(n)) {
    // "a profissão ta errada, sou professora aposentada", "o bairro ta errado, é boa vista".
    const fields = named.filter((l) => !l.person);
    const line = fields.length === 1 ? fields[0] : lineLike(lines, right, names);
    const done = line?.set(right);
    if (done) return { noted: [done] };
  }
  if (!wrong && !pair) {
    const renamed = renamedByFirstName(lines, text);
    if (renamed) return { noted: [renamed] };
  }
  const fixed = correctionsApplied(s, text, ctx, AT_REVIEW);
  return fixed.length > 0 ? { noted: fixed } : undefined;
}
