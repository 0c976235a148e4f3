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
