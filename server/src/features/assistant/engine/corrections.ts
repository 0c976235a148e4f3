import { AT_REVIEW } from '../interview-state-schema.ts';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { matchPeople, readCorrections, type CorrectionFact } from '../parsers/index.ts';
import { parsePersonName } from '../parsers/names.ts';
import { parseCep } from '../parsers/places.ts';
import { restoreCommonAccents } from '../parsers/common-accents.ts';
import { writtenPlace } from '../parsers/place-words.ts';
import { withoutChatTail } from '../parsers/profession.ts';
import { normalize } from '../parsers/text.ts';
import { findQuestion } from '../questions/catalogue.ts';
import { answer, type TurnContext } from '../questions/question.ts';
import { forgetDependents } from './navigation.ts';

/** Which question a corrected field belongs to. */
const FIELD_QUESTION: Partial<Record<NonNullable<CorrectionFact['campo']>, string>> = {
  local: 'local',
  naturalidade: 'naturalidade',
  endereco: 'endereco',
  cpf: 'cpf',
  regime: 'regime',
  data: 'nascimento',
  estadoCivil: 'estado_civil',
};

/** The person a "dela/dele" points at: the one named last. */
function lastNamed(s: InterviewState) {
  return [...s.draft.pessoas].reverse().find((p) => p.tipo === 'fisica');
}

/** Replaces a person by another in every place of the draft that points at them. */
function swapPerson(s: InterviewState, fromId: string, toId: string): void {
  const { pessoas, ...rest } = s.draft;
  const swapped = JSON.parse(
    JSON.stringify(rest).replaceAll(`"${fromId}"`, `"${toId}"`),
  ) as InterviewState['draft'];
  s.draft = { ...swapped, pessoas: pessoas.filter((p) => p.id !== fromId) };
}

function applyOne(
  s: InterviewState,
  c: CorrectionFact,
  text: string,
  ctx: TurnContext,
): string | undefined {
  const novo = c.novo.split(/[.;\n]/)[0]?.trim() ?? '';
  if (!novo) return undefined;
  const n = normalize(text);
  if (c.campo === 'nome') {
    const nome = parsePersonName(novo, { full: true });
    if (!nome) return undefined;
    const person = /\b(?:dela|dele)\b/.test(n) ? lastNamed(s) : undefined;
    if (person) {
      person.nome = nome;
      return nome;
    }
    if (/\bmeu nome\b/.test(n) && s.answered.includes('nome')) {
      s.draft.testador.nome = nome;
      return nome;
    }
    return undefined;
  }
  if (c.campo === 'pessoa' && c.antigo) {
    const known = s.draft.pessoas.map((p) => ({
      id: p.id,
      nome: p.nome,
      ...(p.relacao ? { relacao: p.relacao } : {}),
    }));
    const from = matchPeople(c.antigo, known);
    if (from.length !== 1 || !from[0]) return undefined;
    const to = matchPeople(novo, known);
    const nome = parsePersonName(novo, { full: true });
    const toId =
      to.length === 1 && to[0] ? to[0] : nome ? addPessoa(s, { tipo: 'fisica', nome }) : undefined;
    if (!toId || toId === from[0]) return undefined;
    swapPerson(s, from[0], toId);
    return findPessoa(s.draft, toId)?.nome;
  }
  if (c.campo === 'numero' && s.draft.testador.endereco && /^\d+[a-z]?$/i.test(novo)) {
    s.draft.testador.endereco.numero = novo;
    return `número do endereço ${novo}`;
  }
  if (c.campo === 'cep' && s.draft.testador.endereco) {
    const cep = parseCep(novo);
    if (!cep) return undefined;
    s.draft.testador.endereco.cep = cep;
    return `CEP ${novo}`;
  }
  const key = c.campo ? FIELD_QUESTION[c.campo] : undefined;
  const q = key ? findQuestion(s, key) : undefined;
  if (!key || !q || !s.answered.includes(key)) return undefined;
  const outcome = answer(q.question, s, novo, ctx, q.subject);
  // Only a reading that gives someone a share: "não, nada de herança" is not a new division.
  if (!outcome.ok || outcome.state.draft.heranca.length === 0) return undefined;
  const before = q.question.describe?.(s, q.subject);
  Object.assign(s, outcome.state);
  if (q.question.describe?.(s, q.subject) !== before) forgetDependents(s, key);
  return q.question.describe?.(s, q.subject) ?? novo;
}

/** "não", "na verdade", "o Paulo já morreu": words that take back an earlier answer. */
const TAKES_BACK =
  /^(?:nao|na verdade|alias|errei|me enganei|corrigindo)\b|\b(?:morreu|faleceu|falecid[oa])\b/;
const SPEAKS_OF_SHARES = /\b(?:parte disponivel|heranca|por cento|porcento|metade)\b|%/;
const DEATH = /\b(?:morreu|faleceu|falecid[oa])\b/;

/**
 * "não, o Paulo já morreu, a parte disponível toda vai pra Ana Lúcia", said after the shares were
 * answered, while still in their section: the shares are read again from what remains once the taking back and the death are
 * left out. Returns the new shares in words, or undefined when they could not be read.
 */
function correctShares(s: InterviewState, text: string, ctx: TurnContext): string | undefined {
  const n = normalize(text);
  if (!s.answered.includes('heranca') || !TAKES_BACK.test(n) || !SPEAKS_OF_SHARES.test(n))
    return undefined;
  const said = text
    .split(/[,;.!]\s*/)
    .map((clause) =>
      clause.replace(/^\s*(?:n[aã]o|na verdade|ali[aá]s|errei|me enganei)\b\s*/i, ''),
    )
    .filter((clause) => clause.trim() && !DEATH.test(normalize(clause)))
    .join(', ');
  const q = findQuestion(s, 'heranca');
  if (!said || !q) return undefined;
  const outcome = answer(q.question, s, said, ctx, q.subject);
  // Only a reading that gives someone a share: "não, nada de herança" is not a new division.
  if (!outcome.ok || outcome.state.draft.heranca.length === 0) return undefined;
  const before = q.question.describe?.(s, q.subject);
  Object.assign(s, outcome.state);
  const after = q.question.describe?.(s, q.subject);
  if (after !== before) forgetDependents(s, 'heranca');
  return after;
}

/**
 * Corrections in plain words, anywhere ("não, o nome dela é Ana Paula", "troca a Juliana pelo
 * Alexandre", "eu sou CASADA", "o local está errado, é Rio de Janeiro/RJ"): applied to that field
 * of the state, and the words that show what changed. The interview stays where it was.
 */
export function applyCorrections(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): string | undefined {
  const done = correctionsApplied(s, text, ctx, currentKey);
  return done.length > 0 ? M.corrected(done) : undefined;
}

/** The corrections of a message applied to the state, each in the words that show it. */
function correctionsApplied(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): string[] {
  const done: string[] = [];
  const corrections = readCorrections(text);
  // "errei o número, é 1320": the house number.
  const numero =
    /\b(?:errei o numero|o numero (?:certo |correto )?(?:e|eh))\b\D*(\d+[a-z]?)\b/.exec(
      normalize(text),
    )?.[1];
  if (numero && !corrections.some((c) => c.campo === 'numero'))
    corrections.push({ campo: 'numero', novo: numero });
  for (const c of corrections) {
    if (c.campo && FIELD_QUESTION[c.campo] === currentKey) continue;
    const said = applyOne(s, c, text, ctx);
    if (said) done.push(said);
  }
  // Within the section of the shares (gifts, substitutes): later, such words belong to their question.
  const inShares =
    currentKey !== 'heranca' && findQuestion(s, currentKey)?.question.section === 'heranca';
  const shares = inShares ? correctShares(s, text, ctx) : undefined;
  if (shares) done.push(shares);
  return done;
}

/** A value of the review a person can point at by its words. */
interface Line {
  value: string;
  /** Relation words that name it ("filho", "esposa", "testemunha"…); empty for a thing. */
  relations: readonly string[];
  person: boolean;
  set: (value: string) => string | undefined;
}

/** "filha" → "filho": the relation words as the lines of the review carry them. */
const RELATION_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bfilh[oa]s?\b/, 'filho'],
  [/\bnet[oa]s?\b/, 'neto'],
  [/\b(?:esposa|esposo|marido|mulher|conjuge|companheir[oa])\b/, 'conjuge'],
  [/\bpai\b/, 'pai'],
  [/\bmae\b/, 'mae'],
  [/\btestemunhas?\b/, 'testemunha'],
  [/\btestamenteir[oa]s?\b/, 'testamenteiro'],
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
      relations: relationsOf(p.id),
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
      relations: ['eu'],
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
      relations: [],
      person: false,
      set: (typed) => (legado.descricao = typed),
    });
  if (t.profissao)
    lines.push({
      value: t.profissao,
      relations: [],
      person: false,
      set: (typed) =>
        (t.profissao = restoreCommonAccents(withoutChatTail(typed).toLocaleLowerCase('pt-BR'))),
    });
  if (t.naturalidade && !t.naturalidade.includes('/'))
    lines.push({
      value: t.naturalidade,
      relations: [],
      person: false,
      set: (typed) => (t.naturalidade = writtenPlace(withoutChatTail(typed))),
    });
  const e = t.endereco;
  if (e) {
    lines.push({
      value: e.logradouro,
      relations: [],
      person: false,
      set: (typed) => (e.logradouro = writtenPlace(typed)),
    });
    if (e.bairro)
      lines.push({
        value: e.bairro,
        relations: [],
        person: false,
        set: (typed) => (e.bairro = writtenPlace(typed)),
      });
    if (e.complemento)
      lines.push({
        value: e.complemento,
        relations: [],
        person: false,
        set: (typed) => (e.complemento = typed),
      });
  }
  return lines;
}

/** Whether `words` occur, in order and next to each other, in `within`. */
function wordsAt(within: string[], words: string[]): number {
  for (let i = 0; i + words.length <= within.length; i++)
    if (words.every((w, k) => within[i + k] === w)) return i;
  return -1;
}

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
  const content = rest.filter((w) => !/^(?:o|a|os|as|de|do|da|dos|das)$/.test(w));
  const restated = content.filter((w) => newWords.includes(w)).length * 2 >= content.length;
  if (at < 0 || restated) return novo;
  return [...words.slice(0, at), novo, ...words.slice(at + oldWords.length)].join(' ');
}

/** The relation a message speaks of ("o nome do meu filho") and the word it used. */
function relationSaid(n: string): { relation: string; word: string } | undefined {
  for (const [re, relation] of RELATION_WORDS) {
    const word = re.exec(n)?.[0];
    if (word) return { relation, word };
  }
  return undefined;
}

const WRONG =
  /\b(?:errad[oa]s?|incorret[oa]s?|trocad[oa]s?|nao e isso|nao ta certo|nao esta certo)\b/;
const ARTICLE = /^(?:(?:o|a|os|as)\s+)/i;

/** "não é X, é Y" (or "é Y, não X"): the words pointed at and the right ones. */
function notThisButThat(typed: string): { old: string; novo: string } | undefined {
  const clean = typed.trim().replace(/[.!]+$/, '');
  const notIs =
    /\bn[ãa]o\s+(?:é|e|eh|era)\s+(.+?)\s*[,;]\s*(?:(?:mas|e sim|e)\s+)?(?:é|e|eh)\s+(?:sim\s+)?(.+)$/iu.exec(
      clean,
    );
  if (notIs?.[1] && notIs[2]) return { old: notIs[1].trim(), novo: notIs[2].trim() };
  const isNot = /(?:^|[,;]\s*)(?:é|e|eh)\s+(.+?)\s*,?\s+e?\s*n[ãa]o\s+(?:é\s+)?(.+)$/iu.exec(clean);
  if (isNot?.[1] && isNot[2]) return { old: isNot[2].trim(), novo: isNot[1].trim() };
  return undefined;
}

/** "o nome do meu filho ta errado, é joão ferreira lima": the right value said after the mistake. */
function rightValue(typed: string): string | undefined {
  const clean = typed.trim().replace(/[.!]+$/, '');
  const m =
    /(?:errad[oa]s?|incorret[oa]s?|o (?:nome )?(?:certo|correto))\s*[,.:;-]*\s*(?:(?:o (?:nome )?(?:certo|correto))\s+)?(?:é|e|eh)\s+(.+)$/iu.exec(
      clean,
    );
  return m?.[1]?.trim();
}

/** A full name typed alone at the review, after we asked for it: the person whose first name it shares. */
function renamedByFirstName(s: InterviewState, typed: string): string | undefined {
  if (typed.trim().split(/\s+/).length > 6) return undefined;
  const nome = parsePersonName(typed, { full: true });
  if (!nome || normalize(nome) !== normalize(typed.replace(ARTICLE, ''))) return undefined;
  const first = normalize(nome).split(' ')[0];
  const same = reviewLines(s).filter(
    (l) =>
      l.person &&
      normalize(l.value).split(' ')[0] === first &&
      normalize(l.value) !== normalize(nome),
  );
  return same.length === 1 ? same[0]?.set(nome) : undefined;
}

/** What a correction at the review did: the new values, or the question to ask for them. */
export type ReviewCorrection = { noted: string[] } | { ask: string };

/**
 * A correction in plain words at the review ("o nome do meu filho ta errado, nao é joao ferreira,
 * é joão ferreira lima", "ta errado ali, nao é arro, é o carro onix 2020", "peraí, o nome do meu
 * filho ta errado"): the line pointed at by its words, or by the relation it names, gets the right
 * value; without the right value, it is asked for. Undefined when the message is no correction.
 */
export function correctAtReview(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): ReviewCorrection | undefined {
  const n = normalize(text);
  const said = relationSaid(n);
  const lines = reviewLines(s);
  const byRelation = said ? lines.filter((l) => l.relations.includes(said.relation)) : [];
  const pair = notThisButThat(text);
  if (pair) {
    const old = normalize(pair.old);
    const oldWords = old.split(' ');
    const scored = lines
      .map((l) => {
        const v = normalize(l.value);
        const score =
          (v === old || normalize(l.value.replace(ARTICLE, '')) === old.replace(ARTICLE, '')
            ? 3
            : wordsAt(v.split(' '), oldWords) >= 0
              ? 2
              : 0) + (score0(l, said) ? 1 : 0);
        return { l, score };
      })
      .filter((x) => x.score >= 2)
      .sort((a, b) => b.score - a.score);
    const best = scored[0];
    if (best && scored.filter((x) => x.score === best.score).length === 1) {
      const novo = best.l.person ? pair.novo.replace(ARTICLE, '') : pair.novo;
      const done = best.l.set(replaced(best.l.value, pair.old, novo));
      if (done) return { noted: [done] };
    }
  }
  const wrong = WRONG.test(n);
  if (wrong && said && /\bnome\b/.test(n) && byRelation.length > 0) {
    const right = pair?.novo ?? rightValue(text);
    const nome = right ? parsePersonName(right, { full: true }) : undefined;
    if (nome) {
      const first = normalize(nome).split(' ')[0];
      const target =
        byRelation.length === 1
          ? byRelation[0]
          : byRelation.find((l) => normalize(l.value).split(' ')[0] === first);
      const done = target?.set(nome);
      if (done) return { noted: [done] };
    }
    return {
      ask: M.review.whichName(
        said.word,
        byRelation.map((l) => l.value),
      ),
    };
  }
  if (!wrong && !pair) {
    const renamed = renamedByFirstName(s, text);
    if (renamed) return { noted: [renamed] };
  }
  const fixed = correctionsApplied(s, text, ctx, AT_REVIEW);
  return fixed.length > 0 ? { noted: fixed } : undefined;
}

/** A line named by the relation the message speaks of. */
function score0(l: Line, said: { relation: string } | undefined): boolean {
  return said !== undefined && l.relations.includes(said.relation);
}
