/**
 * "se a mae dele aparecer depois ela fica c ele ou fica c minha mae?": with the child's other
 * parent alive, the poder familiar is theirs (CC 1.634); the tutor named in the will acts only
 * when no parent can exercise it (arts. 1.728 and 1.729), or when a judge removes it (1.638).
 */
import type { InterviewState } from '../interview-state.ts';
import { findPessoa } from '../interview-state.ts';
import { asksSomething, expandChat } from './detect.ts';
import { called } from './words.ts';

/** "a mãe dele", "o pai do menino", "a mãe das crianças": the child's other parent. */
const OTHER_PARENT =
  /\b(?:a mae|o pai) (?:dele|dela|deles|delas|do (?:menino|meu filho|bebe|guri)|da (?:menina|minha filha|guria)|das criancas|dos (?:meninos|meus filhos)|das meninas|das minhas filhas)\b/;

/** Who keeps the child: "fica com ele", "leva", "pega", "a guarda", "cria". */
const KEEPS = /\bfica(?:r|ria|m)? com\b|\bleva\w*\b|\bpega\w*\b|\bguarda\b|\bcria\w*\b|\btira\w*\b/;

export function otherParentAnswer(s: InterviewState, text: string): string | undefined {
  if (!asksSomething(text)) return undefined;
  const n = expandChat(text);
  const said = OTHER_PARENT.exec(n)?.[0];
  if (!said || !KEEPS.test(n)) return undefined;
  const mother = said.startsWith('a mae');
  const minors = s.draft.descendentes
    .filter((d) => d.menor && d.vivo)
    .map((d) => findPessoa(s.draft, d.pessoaId))
    .filter((p) => p !== undefined);
  const [only] = minors;
  const kid = only && minors.length === 1 ? called(s, only) : undefined;
  const parent = `${mother ? 'a mãe' : 'o pai'} ${kid ? kid.his : 'das crianças'}`;
  const ele = mother ? 'ela' : 'ele';
  return [
    `Se ${parent} estiver viv${mother ? 'a' : 'o'} e não tiver perdido o poder familiar, é ${ele} quem fica com ${kid ? kid.the : 'as crianças'}: o poder familiar é dos dois pais (art. 1.634 do Código Civil).`,
    `O tutor que você indica no testamento só assume se ${ele} não puder ou não estiver em condições de exercer o poder familiar, por exemplo se tiver falecido ou se a Justiça o retirar (arts. 1.638, 1.728 e 1.729).`,
    'Mesmo assim vale indicar o tutor: se faltar quem exerça o poder familiar, o juiz segue a sua indicação, sempre olhando o melhor interesse da criança.',
  ].join(' ');
}
