import { findPessoa, type InterviewState } from '../interview-state.ts';
import { ageOn } from '../parsers/dates.ts';
import { normalize } from '../parsers/text.ts';
import { forgetDependents } from '../engine/navigation.ts';
import type { TurnContext } from './question.ts';

/**
 * "não, a ana paula tá viva! quem faleceu foi o carlos": who among the children named is alive
 * or dead, said in plain words after the list. Applied to the children (a child now alive loses
 * the grandchildren kept in their place; a child now dead is asked about theirs).
 */

const IS = String.raw`(?:ta|esta|e|eh|continua|segue|ainda (?:ta|esta|e))`;
const DIED = String.raw`(?:ja\s+)?(?:faleceu|morreu|(?:${IS}\s+)?(?:falecid[oa]|mort[oa]))`;
/** Relatives who may share a child's first name: "meu pai carlos faleceu" is not the child. */
const OTHER_KIN =
  /\b(?:pai|mae|marido|esposo|esposa|mulher|companheir[oa]|irmao|irma|avo|neto|neta|sobrinh[oa]|tio|tia|genro|nora|sogr[oa]|cunhad[oa]|amig[oa])\s+(?:o\s+|a\s+)?$/;

/** "não, …", "errei, …": the message takes back what was said before. */
const TAKES_BACK = /^\W*(?:nao|errei|na verdade|me enganei|corrigindo|opa)\b/;

function alivePatterns(name: string): RegExp[] {
  return [
    // "o carlos já morreu, a ana não"
    new RegExp(String.raw`(?:^|[^a-z])(${name})\s+nao\s*(?:,|$)`),
    new RegExp(String.raw`(?:^|[^a-z])(${name})\s+(?:${IS}\s+)?(?:viv[oa]|vivinh[oa])\b`),
    new RegExp(String.raw`(?:^|[^a-z])(${name})\s+nao\s+(?:${DIED})`),
    new RegExp(
      String.raw`\bquem\s+(?:${IS}\s+)?viv[oa]\s+(?:e|eh|foi)\s+(?:a\s+|o\s+)?(${name})\b`,
    ),
    // "quem morreu foi o carlos, e não a ana paula"
    new RegExp(String.raw`\bquem\s+(?:${DIED})\b.*\bnao\s+(?:foi\s+)?(?:a\s+|o\s+)?(${name})\b`),
  ];
}

function deadPatterns(name: string): RegExp[] {
  return [
    new RegExp(
      String.raw`\bquem\s+(?:${DIED})\s+(?:foi|e|eh)\s+(?:a\s+|o\s+)?(?:${IS}\s+)?(${name})\b`,
    ),
    new RegExp(String.raw`\bfalecid[oa]\s+(?:e|eh|foi)\s+(?:a\s+|o\s+)?(${name})\b`),
    new RegExp(String.raw`(?:^|[^a-z])(${name})\s+(?:que\s+|q\s+)?(?:${DIED})`),
  ];
}

/** The ways a child may be called: the whole name, the first two words, the first word. */
function callings(nome: string): string[] {
  const words = normalize(nome).split(' ');
  return [...new Set([words.join(' '), words.slice(0, 2).join(' '), words[0] ?? ''])].filter(
    (w) => w.length >= 2,
  );
}

function said(n: string, patterns: RegExp[]): boolean {
  return patterns.some((re) => {
    const m = re.exec(n);
    if (!m) return false;
    const at = m.index + m[0].indexOf(m[1] ?? '');
    return !OTHER_KIN.test(n.slice(Math.max(0, at - 20), at));
  });
}

/** Applies who is alive or dead among the children, and the words that say it; undefined if nothing changed. */
export function correctChildrenLife(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): string | undefined {
  if (!s.answered.includes('filhos')) return undefined;
  const kids = s.draft.descendentes.filter((d) => d.grau === 'filho');
  if (kids.length < 2) return undefined;
  const n = normalize(text).replace(/[!?.,;:]+/g, ' , ');
  // Every turn passes here: without a word of life or death there is nothing to read.
  if (!/viv[oa]|vivinh|morr|mort[oa]|falec/.test(n)) return undefined;
  const people = s.draft.pessoas;
  const done: string[] = [];
  const readings = kids.map((kid) => {
    const pessoa = findPessoa(s.draft, kid.pessoaId);
    // A calling shared with anyone else (another child, a parent) says nothing of this child.
    const own = pessoa
      ? callings(pessoa.nome).filter(
          (c) =>
            !people.some((p) => p.id !== pessoa.id && `${normalize(p.nome)} `.startsWith(`${c} `)),
        )
      : [];
    if (!pessoa || own.length === 0) return { kid, pessoa, alive: false, dead: false, only: false };
    const name = own.map((c) => c.replace(/ /g, '\\s+')).join('|');
    const alive = said(n, alivePatterns(name));
    const deadWords = deadPatterns(name);
    const dead = !alive && said(n, deadWords);
    // "quem faleceu foi o carlos", "não, o falecido é o carlos": he is the one who died.
    // "não não, a aninha tá viva, o carlos que morreu": someone alive, by a name not known.
    const only =
      dead && ((TAKES_BACK.test(n) && /\bviv[oa]\b/.test(n)) || said(n, deadWords.slice(0, 2)));
    return { kid, pessoa, alive, dead, only };
  });
  // "quem faleceu foi o carlos", said of a child stored alive while one other is stored dead and
  // not named: that one is alive.
  const newlyDead = readings.filter((r) => r.only && r.kid.vivo);
  const otherDead = readings.filter((r) => !r.kid.vivo && !r.dead && !r.alive);
  if (newlyDead.length === 1 && otherDead.length === 1 && otherDead[0]) otherDead[0].alive = true;
  for (const { kid, pessoa, alive, dead } of readings) {
    if (!pessoa) continue;
    if (alive && !kid.vivo) {
      kid.vivo = true;
      const birth = pessoa.dataNascimento;
      if (birth) kid.menor = ageOn(birth, ctx.today) < 18;
      else delete kid.menor;
      s.draft.descendentes = s.draft.descendentes.filter((d) => d.filhoDeId !== kid.pessoaId);
      done.push(`${pessoa.nome} não faleceu`);
    } else if (dead && kid.vivo) {
      kid.vivo = false;
      kid.menor = false;
      done.push(`${pessoa.nome} faleceu`);
    }
  }
  if (done.length === 0) return undefined;
  forgetDependents(s, 'filhos');
  return done.join('; ');
}
