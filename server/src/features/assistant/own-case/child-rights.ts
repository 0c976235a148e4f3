/**
 * "o Rodrigo tem o mesmo direito que os outros, né? ele é de fora do casamento": every child has
 * the same rights, born in or out of the marriage or adopted (CF art. 227 §6, CC art. 1.596). The
 * share told is the one the contract's succession computes for that child, never a second one.
 */
import type { Pessoa } from '@legado/contract';
import type { Case } from './case.ts';
import { ofEstate, part } from './case.ts';
import { called } from './words.ts';
import { asksSomething, expandChat } from './detect.ts';

/** Asks whether a child has the same rights as the others. */
const SAME_RIGHTS =
  /\b(?:mesmos? direitos?|direitos? igua\w*|mesma parte|mesma coisa|igual (?:a|aos|as|os|que os|que as) (?:outr|irma|demais)|igualzinho|tambem (?:tem direito|herda))\b/;

/** Why the person doubts it: born out of the marriage, of another union, adopted, recognised late. */
const OTHER_ORIGIN =
  /\b(?:fora do casamento|de fora|outr[oa] (?:relacionamento|casamento|uniao|mulher|mae|pai|homem)|primeiro casamento|antes de (?:eu )?casar|adotad\w*|adocao|reconhec\w*|bastard\w*|enteado)\b/;

/** The answer for the one child the question names, or undefined when it is not such a question. */
export function childRightsAnswer(
  c: Case,
  named: readonly Pessoa[],
  n: string,
): string | undefined {
  if (!SAME_RIGHTS.test(n) && !OTHER_ORIGIN.test(n)) return undefined;
  const children = new Set(
    c.content.familia.descendentes.filter((d) => d.grau === 'filho').map((d) => d.pessoaId),
  );
  const kids = named.filter((p) => children.has(p.id));
  const [child] = kids;
  if (!child || kids.length !== 1 || !(SAME_RIGHTS.test(n) || /\bdireito/.test(n)))
    return undefined;
  const w = called(c.s, child);
  const heir = c.succession.herdeiros.find((h) => h.pessoaId === child.id);
  const share = heir
    ? ` A parte ${w.his} na legítima é ${part(heir.legitima)} ${ofEstate(c)}, a mesma de cada filho, e sem nada escrito no testamento ${w.he} herda ${part(heir.quinhao)} da herança.`
    : '';
  return `Sim. ${w.The} tem exatamente os mesmos direitos dos outros filhos: a lei não faz nenhuma distinção entre filhos nascidos dentro ou fora do casamento, nem adotivos (Constituição, art. 227, § 6º; Código Civil, art. 1.596).${share}`;
}

/** A question about a child's equal rights, even where the general reader sees no topic. */
export function asksChildRights(text: string): boolean {
  if (!asksSomething(text)) return false;
  const n = expandChat(text);
  return SAME_RIGHTS.test(n) && !/\d{2}/.test(n);
}
