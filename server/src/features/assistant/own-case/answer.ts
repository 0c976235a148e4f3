import { ifDiesFirst } from './dies-first-answers.ts';
import type { Pessoa } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';
import {
  beneficiaries,
  buildCase,
  distribution,
  familyKnown,
  heirsCounted,
  ofEstate,
  peopleOf,
  type Case,
} from './case.ts';
import { expandChat, looksLikeOwnCaseQuestion, situationOf } from './detect.ts';
import {
  aboutChildren,
  aboutGrandchildren,
  aboutHeir,
  aboutParents,
  STEP_RELATION,
} from './heir-answers.ts';
import { termAnswer } from './term-answers.ts';
import { housingAnswer } from './housing.ts';
import { guardianAnswer } from './guardian-answers.ts';
import {
  aboutRelative,
  allTo,
  mostForRelative,
  mostForRelativeInCase,
  OTHER_RELATION,
} from './most-for-one-answers.ts';
import { familyHeirsAnswer } from './family-heirs.ts';
import { asksChildRights, childRightsAnswer } from './child-rights.ts';
import { otherParentAnswer } from './other-parent.ts';
import { isFeminine, mentionedPeople } from './people-mentioned.ts';
import {
  anotherChildAnswer,
  changeLaterAnswer,
  debtsAnswer,
  disponivelAnswer,
  exSpouseAnswer,
  institutionAnswer,
  lawyerAnswer,
  moreToOneAnswer,
  noGroundToContest,
  noWillAnswer,
  separateAnswer,
  siblingsAnswer,
  remarryAnswer,
  restrictAnswer,
  stepchildAnswer,
} from './situations.ts';
import {
  aboutThing,
  GIVE_THING,
  giveThing,
  legitimaKeptAnswer,
  sellAnswer,
  THING,
  THING_AFTER,
  THING_TO,
} from './thing-answers.ts';

/** "meus irmãos têm direito?", "a minha irmã herda?": siblings, never necessary heirs (1.850). */
/** "eles podem contestar?", "vão entrar na justiça?": a challenge of the will. */
const CONTEST =
  /\b(?:contest\w*|question\w*|impugn\w*|anul\w*|reclam\w*|entrar na justica|brigar na justica|processar)\b/;
/** "minha mãe", "meu pai": one parent asked about, registered or not. */
const ONE_PARENT = /\bminha mae\b|\bmainha\b|\b(meu pai|painho)\b/;
const SIBLINGS = /\b(?:minh[ao]s?|meus?|os|as) (irmaos|irmas|irmao|irma)\b/;

function overview(c: Case): string | undefined {
  const split = distribution(c);
  if (split.length === 0) return undefined;
  return `Como está agora, ${ofEstate(c)} fica assim: ${split.join('; ')}.`;
}

/**
 * Answers a question about the person's own will with their family and numbers ("o Diego fica
 * sem nada, certo?", "quanto fica pra minha esposa?", "posso deixar tudo pra minha filha?"), from
 * the contract's law over the will as it stands. Undefined when the message is not such a question.
 */
export function answerOwnCase(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): string | undefined {
  // "o q é legítima?": the word explained first, then what it means in their case.
  const term = termAnswer(s, text, ctx);
  if (term) return term;
  // "se a mãe dele aparecer ela fica com ele?": the poder familiar, before any share.
  const parent = otherParentAnswer(s, text);
  if (parent) return parent;
  // "isso só vale se faltar eu e a josiane né?", "minha mãe no lugar da ex": the tutor's condition.
  const guardian = guardianAnswer(s, text);
  if (guardian) return guardian;
  // "e se eu morrer primeiro, o marcos pode continuar morando na casa?": the habitação (1.831).
  const home = housingAnswer(s, text, ctx);
  if (home) return home;
  const situation = situationOf(text);
  // "minha esposa herda junto com os filhos?", "os filhos do roberto ficam com a parte dele?"
  const family = situation ? undefined : familyHeirsAnswer(s, text, ctx.today);
  if (family) return family;
  if (!situation && !looksLikeOwnCaseQuestion(text) && !asksChildRights(text)) return undefined;
  if (answersTheQuestion(s, situation, expandChat(text))) return undefined;
  const c = buildCase(s, ctx.today);
  if (!c) return undefined;
  const n = expandChat(text);
  const mentions = mentionedPeople(s, n);
  const people = peopleOf(c, mentions.ids);
  const named = people.length > 0 ? people : byPronoun(c, n);
  // "o Rodrigo tem o mesmo direito que os outros, né? ele é de fora do casamento"
  const equal = situation ? undefined : childRightsAnswer(c, named, n);
  if (equal) return equal;
  switch (situation) {
    case 'morre_antes':
      return ifDiesFirst(c, named);
    case 'advogado':
      return lawyerAnswer(c, n);
    case 'ex_conjuge':
      return exSpouseAnswer(c);
    case 'sem_testamento':
      return noWillAnswer(c);
    case 'separar':
      return separateAnswer(c);
    case 'disponivel':
      return disponivelAnswer(c);
    case 'instituicao':
      return institutionAnswer(c);
    case 'dividas':
      return debtsAnswer();
    case 'mais_para_um':
      return moreToOneAnswer(c, n);
    case 'outro_filho':
      return anotherChildAnswer(c);
    case 'tira_parte':
      return legitimaKeptAnswer(c);
    case 'enteado': {
      const step =
        people.find((p) => STEP_RELATION.test(normalize(p.relacao ?? ''))) ??
        c.content.pessoas.find((p) => STEP_RELATION.test(normalize(p.relacao ?? '')));
      return stepchildAnswer(c, step, step ? isFeminine(step) : /\benteada/.test(n));
    }
    case 'clausula':
      return restrictAnswer(c, named, n);
    case 'vender_eu':
      return sellAnswer(c);
    case 'casar':
      return remarryAnswer(c);
    case 'mudar':
      return changeLaterAnswer(c);
    case 'seguimento':
      if (people.length > 0) return people.map((p) => aboutHeir(c, p, text)).join('\n\n');
      if (mentions.children) return aboutChildren(c, text);
      if (!looksLikeOwnCaseQuestion(text)) return undefined;
      break;
    default:
      break;
  }
  if (/\bnasc(?:er|e|esse)\b/.test(n)) return anotherChildAnswer(c);
  if (
    /(?:posso|da pra|pode|e possivel|quero)(?: \w+){0,3} deixar (?:tudo|todo|toda|100|o maximo|o mais)/.test(
      n,
    )
  ) {
    if (people[0]) return allTo(c, people[0]);
    const general = mostForRelativeInCase(c, n) ?? mostForRelative(n);
    if (general) return general;
  }
  const giving = GIVE_THING.exec(n);
  if (giving?.[1]) return giveThing(c, giving[1], people[0]);
  const thingTo = THING_TO.exec(n);
  if (thingTo?.[1] && people.length === 1) return aboutThing(c, thingTo[1]);
  const thing = THING.exec(n) ?? THING_AFTER.exec(n);
  if (thing?.[1] && people.length === 0 && !/parte|heranca|resto|dinheiro$/.test(thing[1]))
    return aboutThing(c, thing[1]);
  if (people.length > 0) return people.map((p) => aboutHeir(c, p, text)).join('\n\n');
  // "ela vai ter direito a alguma coisa mesmo assim??": the one heir or beneficiary "ela" can be.
  const [pointed] = named;
  if (pointed && named.length === 1 && !mentions.children && !mentions.grandchildren)
    return aboutHeir(c, pointed, text);
  const oneParent = mentions.parents ? undefined : ONE_PARENT.exec(n);
  if (mentions.parents || oneParent) {
    const parents = aboutParents(c, !oneParent ? 'pais' : oneParent[1] ? 'pai' : 'mae');
    if (parents) return parents;
  }
  if (mentions.grandchildren) return aboutGrandchildren(c);
  if (mentions.children) return aboutChildren(c, text);
  const siblings = SIBLINGS.exec(n)?.[1];
  // One sibling among necessary heirs is answered below; siblings asked together, or with no
  // necessary heir, get the rule of art. 1.850.
  if (siblings && (siblings.endsWith('s') || (familyKnown(c) && heirsCounted(c).length === 0)))
    return siblingsAnswer(c, {
      plural: siblings.endsWith('s'),
      feminine: /^irmas?$/.test(siblings),
      contest: CONTEST.test(n),
    });
  const relative = OTHER_RELATION.exec(n)?.[1];
  if (relative) {
    const about = aboutRelative(c, relative);
    // "meu sobrinho pode contestar?": being left out is no ground to challenge the will.
    return about && CONTEST.test(n)
      ? `${about} ${noGroundToContest({ plural: false, feminine: /a$/.test(relative) })}`
      : about;
  }
  // A general question counts only when it speaks of the person's own will or family, or of
  // what is left ("o resto fica pros dois igual?").
  return /\b(?:meu|minha|meus|minhas|eu|esse testamento|este testamento|resto|os dois|as duas)\b/.test(
    n,
  )
    ? overview(c)
    : undefined;
}

/**
 * A message the pending question takes as its answer though it reads like a question: "e se ela
 * morrer antes fica pro bruno?" at the substitutes, "porque ela gasta tudo, pode ser?" as a justa causa.
 */
function answersTheQuestion(s: InterviewState, situation: string | undefined, n: string): boolean {
  if (s.current === 'substitutos' && situation === 'morre_antes')
    return /\b(?:fica|vai|passa)\w* (?:pr[oa]s?|para|com) (?!quem\b)\w+/.test(n);
  return s.current === 'justa_causa' && situation === 'clausula';
}

/**
 * "o que ela receber": the one person of that gender the will gives something to, else the one
 * necessary heir of that gender; nobody when it is not clear.
 */
function byPronoun(c: Case, n: string): Pessoa[] {
  const fem = /\b(?:ela|dela|elas)\b/.test(n);
  const masc = /\b(?:ele|dele|eles)\b/.test(n);
  if (fem === masc) return [];
  for (const pool of [beneficiaries(c), heirsCounted(c)]) {
    const fit = pool.filter((p) => p.tipo === 'fisica' && isFeminine(p) === fem);
    if (fit.length === 1) return fit;
    if (fit.length > 1) return [];
  }
  return [];
}
