import type { Pessoa } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { joinPt } from '../people.ts';
import { normalize } from '../parsers/text.ts';
import { isFeminine } from './people-mentioned.ts';

/** How a person is called in an answer: the first name when it is unambiguous, with its article. */
export interface Called {
  /** "o Diego", "a Juliana". */
  the: string;
  /** "O Diego". */
  The: string;
  /** "ele" / "ela". */
  he: string;
  /** "dele" / "dela". */
  his: string;
  /** "deixá-lo" / "deixá-la". */
  leave: string;
  /** "lo" / "la": "deserdá-lo". */
  lo: string;
  /** "o" / "a" ending: "herdeiro" / "herdeira". */
  o: string;
}

/** The words to speak of this person. */
export function called(s: InterviewState, p: Pessoa): Called {
  const first = p.nome.trim().split(/\s+/)[0] ?? p.nome;
  const unique =
    s.draft.pessoas.filter((o) => normalize(o.nome.split(/\s+/)[0] ?? '') === normalize(first))
      .length === 1;
  const name = p.tipo === 'juridica' ? p.nome : unique ? first : p.nome.trim();
  const fem = p.tipo === 'juridica' ? true : isFeminine(p);
  const art = fem ? 'a' : 'o';
  return {
    the: `${art} ${name}`,
    The: `${art.toUpperCase()} ${name}`,
    he: fem ? 'ela' : 'ele',
    his: fem ? 'dela' : 'dele',
    leave: fem ? 'deixá-la' : 'deixá-lo',
    lo: fem ? 'la' : 'lo',
    o: art,
  };
}

/** "o Diego e a Juliana". */
export function calledAll(s: InterviewState, people: readonly Pessoa[]): string {
  return joinPt(people.map((p) => called(s, p).the));
}

/** "…não herdaria nada. Isso está correto?": a statement the person asks to have confirmed. */
const CONFIRM =
  /\b(?:(?:isso )?(?:esta|ta|e|seria) (?:correto|certo|verdade|assim)|procede|confere|estou certo|to certo|e isso mesmo|e isso)\s*\??\s*$/;
const NEGATIVE_CLAIM = /\b(?:nao|nada|nunca|nenhum\w*|sem)\b/;

/**
 * The first word of a yes/no answer that agrees with itself: "Não." answers "ela herda?", but
 * to "ela não herdaria nada, isso está correto?" the answer that she does not inherit is "Sim,
 * está correto."
 */
export function yesNo(n: string, yes: boolean): string {
  const claim = n.replace(/[?.!\s]+$/, '');
  if (CONFIRM.test(claim) && NEGATIVE_CLAIM.test(claim.replace(CONFIRM, '')))
    return yes ? 'Não é bem assim.' : 'Sim, está correto.';
  return yes ? 'Sim.' : 'Não.';
}
