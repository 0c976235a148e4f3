import { formatCpf } from '@legado/contract';
import { takeGiftsBack } from '../questions/gifts-take-back.ts';
import { addPessoa, findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { matchPeople, readCorrections, type CorrectionFact } from '../parsers/index.ts';
import { parsePersonName } from '../parsers/names.ts';
import { parseCep } from '../parsers/places.ts';
import { normalize } from '../parsers/text.ts';
import { findQuestion } from '../questions/catalogue.ts';
import { correctChildrenLife } from '../questions/children-life.ts';
import { correctTwinsDate } from '../questions/children-twins.ts';
import { correctUnionOrMarriage } from '../questions/family-union.ts';
import { answer, type TurnContext } from '../questions/question.ts';
import { applyAsides, reanswer } from './aside-corrections.ts';
import { impossibleBirth } from './date-sanity.ts';
import { forgetDependents } from './navigation.ts';
import { numberCorrections } from '../parsers/self-correction.ts';
import { parseDate } from '../parsers/dates.ts';

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

/** "a data dela", "o nascimento do meu filho", "a data da larissa": someone else's date. */
const OTHER_PERSON_DATE =
  /\b(?:data(?:\s+de\s+nascimento)?|nascimento|aniversario)\s+(?:dela|dele|d[oa]s?\s+(?!meu\b|minha\b)\S+|d[oa]\s+(?:meu|minha)\s+\S+)/;
/** "eu nasci", "minha data", "meu nascimento": the speaker's own. */
const OWN_WORDS = /\b(?:eu nasci|nasci|minha data|meu nascimento|meu aniversario|data minha)\b/;

function applyOne(
  s: InterviewState,
  c: CorrectionFact,
  text: string,
  ctx: TurnContext,
): string | { ask: string } | undefined {
  // One sentence: "529.982.247-25" keeps its dots.
  const novo = c.novo.split(/[;\n]|\.(?:\s|$)/)[0]?.trim() ?? '';
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
  if (c.campo === 'data') {
    // The testator's own date only in the first person; "dela", "do meu filho" are someone else's.
    if (OTHER_PERSON_DATE.test(n) || !OWN_WORDS.test(n)) return undefined;
    const data = parseDate(novo);
    const impossible = data && impossibleBirth(s, data);
    if (impossible) return { ask: impossible };
  }
  const key = c.campo ? FIELD_QUESTION[c.campo] : undefined;
  const said = key ? reanswer(s, key, novo, ctx) : undefined;
  if (key === 'cpf' && said && s.draft.testador.cpf)
    return `CPF ${formatCpf(s.draft.testador.cpf)}`;
  return said;
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
 * Alexandre", "eu sou CASADA", "o local está errado, é Rio de Janeiro/RJ", "…, ah e na profissão
 * pode colocar professora aposentada"): applied to that field of the state. Returns the words that
 * show what changed ("Corrigi: …"), and the message without the asides that corrected an earlier
 * answer (what answers the question asked). The interview stays where it was.
 */
export function applyCorrections(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): { said?: string; rest: string } {
  const { done, asks, rest } = applied(s, text, ctx, currentKey);
  const said = [...(done.length > 0 ? [M.corrected(done)] : []), ...asks].join(' ');
  return said ? { said, rest } : { rest };
}

/** The corrections of a message applied to the state, each in the words that show it. */
export function correctionsApplied(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): string[] {
  return applied(s, text, ctx, currentKey).done;
}

function applied(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): { done: string[]; asks: string[]; rest: string } {
  // "…cep 41950-350, ah e na profissão pode colocar professora aposentada": an aside that corrects
  // an earlier answer, read apart from the answer to this question.
  const asides = applyAsides(s, text, ctx, currentKey);
  const done = [...asides.done];
  const asks = [...asides.asks];
  // "nasci 12/02/92 pera errei e 21/02/92": a value retyped in place is read as corrected, by the
  // question and by the facts read from the rest of the message.
  const rest = numberCorrections(asides.rest)[0] ?? asides.rest;
  const corrections = readCorrections(rest);
  // "errei o número, é 1320": the house number.
  const numero =
    /\b(?:errei o numero|o numero (?:certo |correto )?(?:e|eh))\b\D*(\d+[a-z]?)\b/.exec(
      normalize(rest),
    )?.[1];
  if (numero && !corrections.some((c) => c.campo === 'numero'))
    corrections.push({ campo: 'numero', novo: numero });
  // "não casamos!", "ela é minha companheira, não esposa": a marriage that is a união estável.
  const union =
    currentKey === 'estado_civil' ? undefined : correctUnionOrMarriage(s, rest, ctx.today);
  if (union) done.push(union);
  for (const c of corrections) {
    if (c.campo && FIELD_QUESTION[c.campo] === currentKey) continue;
    const one = applyOne(s, c, rest, ctx);
    if (typeof one === 'string') done.push(one);
    else if (one) asks.push(one.ask);
  }
  // "a ana paula tá viva, quem faleceu foi o carlos": who among the children is alive or dead.
  const life = currentKey === 'filhos' ? undefined : correctChildrenLife(s, rest, ctx);
  if (life) done.push(life);
  // "as gemeas ana e bia nasceram em 12/03/1995": the twins' one date.
  const twins = currentKey === 'filhos' ? undefined : correctTwinsDate(s, text, ctx);
  if (twins) done.push(twins);
  // Within the section of the shares (gifts, substitutes): later, such words belong to their question.
  const inShares =
    currentKey !== 'heranca' && findQuestion(s, currentKey)?.question.section === 'heranca';
  const shares = inShares ? correctShares(s, rest, ctx) : undefined;
  if (shares) done.push(shares);
  // "esquece o carro, vou vender", "tira a hilux do testamento": a gift taken back, anywhere.
  const gone = takeGiftsBack(s, rest);
  if (gone) done.push(gone);
  return { done, asks, rest };
}
