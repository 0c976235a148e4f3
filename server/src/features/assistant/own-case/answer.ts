import {
  add,
  compare,
  formatFraction,
  SUCCESSION_NOTES,
  ZERO,
  type Pessoa,
} from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { joinPt } from '../people.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';
import {
  beneficiaries,
  buildCase,
  disponivelText,
  familyKnown,
  distribution,
  hasDispositions,
  hasMeacao,
  heirsCounted,
  legadosOf,
  legitimaOf,
  ofEstate,
  part,
  peopleOf,
  person,
  sharesOf,
  whereAsked,
  type Case,
} from './case.ts';
import { expandChat, looksLikeOwnCaseQuestion, situationOf } from './detect.ts';
import { disinheritanceAnswer } from './disinherited.ts';
import { familyHeirsAnswer } from './family-heirs.ts';
import { isFeminine, mentionedPeople } from './people-mentioned.ts';
import {
  anotherChildAnswer,
  changeLaterAnswer,
  debtsAnswer,
  disponivelAnswer,
  exSpouseAnswer,
  ifDiesFirst,
  institutionAnswer,
  lawyerAnswer,
  moreToOneAnswer,
  noWillAnswer,
  separateAnswer,
  siblingsAnswer,
  remarryAnswer,
  restrictAnswer,
  stepchildAnswer,
} from './situations.ts';
import { called, calledAll } from './words.ts';

/** "sem nada?", "fica de fora?", "não herda?": the question doubts the person gets anything. */
const ASKS_NOTHING =
  /sem nada|de fora|nao (?:fica|recebe|herda|ganha|leva)|excluid|deserd|tirar (?:el|tudo)/;

const STEP_RELATION = /\bentead[oa]\b/;

/** "ela vai ter direito a alguma coisa?", "minha mãe herda?": asks whether they get something. */
const ASKS_RIGHT =
  /\b(?:(?:tem|vai ter|teria|terá) direito|herda|recebe|fica com alguma|ganha alguma)\b/;

function aboutHeir(c: Case, p: Pessoa, text: string): string {
  const w = called(c.s, p);
  const semNada = ASKS_NOTHING.test(expandChat(text));
  // What the will already says comes first: a disinheritance is never contradicted.
  const disinherited = disinheritanceAnswer(c, p, semNada);
  if (disinherited) return disinherited;
  const legitima = legitimaOf(c, p.id);
  const heir = c.succession.herdeiros.find((h) => h.pessoaId === p.id);
  const outcome = c.analysis.porHerdeiro.find((o) => o.heir.pessoaId === p.id);
  const legados = legadosOf(c, p.id);
  if (!legitima && c.content.familia.conjuge?.pessoaId === p.id) {
    const note = c.succession.notas.find((k) => k.startsWith('conjuge_'));
    if (note)
      return `${SUCCESSION_NOTES[note]} Pelo testamento, ${w.he} recebe só o que você deixar da parte disponível.`;
  }
  if (!legitima && STEP_RELATION.test(normalize(p.relacao ?? '')))
    return stepchildAnswer(c, p, isFeminine(p));
  if (!legitima) {
    const given = sharesOf(c, p.id);
    const what = [
      ...(compare(given, ZERO) === 0 ? [] : [`${formatFraction(given)} ${ofEstate(c)}`]),
      ...legados,
    ];
    const role = c.content.familia.descendentes.some(
      (d) => d.pessoaId === p.id && d.grau === 'neto',
    )
      ? `Enquanto o pai ou a mãe ${w.his} for vivo(a), ${w.he} não é herdeir${w.o} necessári${w.o}: um neto só herda no lugar de um filho que já faleceu (art. 1.851).`
      : `${w.The} não é herdeir${w.o} necessári${w.o}: a lei reserva a legítima aos filhos e netos, ao cônjuge ou companheiro e aos pais e avós (art. 1.845).`;
    return what.length > 0
      ? `${role} Pelo testamento como está agora, ${w.he} recebe ${what.join(' e ')}.`
      : `${role} ${w.The} só recebe o que você deixar no testamento, e até agora você não deixou nada para ${w.he}.`;
  }
  const counted = heirsCounted(c);
  const among =
    counted.length > 1 ? ` (a legítima se divide entre ${calledAll(c.s, counted)})` : '';
  const represents = heir?.representa ? person(c, heir.representa) : undefined;
  const lines = [
    `${semNada ? 'Não. ' : ASKS_RIGHT.test(expandChat(text)) ? 'Sim. ' : ''}${w.The} tem direito a ${part(legitima)} ${ofEstate(c)}, a parte ${w.his} na legítima${represents ? `, no lugar de ${called(c.s, represents).the}` : ''}${among}.`,
  ];
  if (outcome && hasDispositions(c)) {
    const short = compare(outcome.recebe, legitima) < 0;
    lines.push(
      short
        ? `Pelo testamento como está agora, ${w.he} ficaria com ${part(outcome.recebe)}, menos do que a legítima ${w.his}: vou avisar isso na revisão.`
        : `Pelo testamento como está agora, ${w.he} fica com ${part(outcome.recebe)}${legados.length > 0 ? `, além de ${legados.join(' e ')}` : ''}.`,
    );
  } else if (outcome) {
    lines.push(
      `Sem nada escrito no testamento, ${w.he} herda ${outcome.recebe.numerador === outcome.recebe.denominador ? 'tudo' : part(outcome.recebe)} pela lei.`,
    );
  }
  if ((heir?.classe === 'conjuge' || heir?.classe === 'companheiro') && hasMeacao(c))
    lines.push(
      `Além disso, pela meação, metade dos bens comuns do casal já é ${w.his} e não entra na herança.`,
    );
  if (semNada) {
    const ascendant = c.content.familia.ascendentes.some((a) => a.pessoaId === p.id);
    const articles =
      heir?.classe === 'descendente' ? '1.814 e 1.962' : ascendant ? '1.814 e 1.963' : '1.814';
    const say = `"deserdo ${w.the}" e conte o que aconteceu; eu pergunto a causa`;
    lines.push(
      `Para ${w.leave} sem nada, seria preciso deserdá-${w.lo} por uma causa da lei (arts. ${articles}), escrita no testamento com os fatos e provada depois da sua morte (art. 1.965). ${whereAsked(c.s, 'desejos', 'desejos', say, `Se for o seu caso, diga na etapa de desejos ${say}.`)}`,
    );
  }
  return lines.join(' ');
}

function allTo(c: Case, p: Pessoa): string {
  const w = called(c.s, p);
  const heirs = c.content.derivados.herdeirosNecessarios;
  if (heirs.length === 0)
    return `Pode: como você não tem herdeiros necessários, tudo é parte disponível (art. 1.789) e pode ir para ${w.the}.`;
  const own = legitimaOf(c, p.id);
  const others = heirs.filter((id) => id !== p.id);
  if (others.length === 0)
    return `Pode: ${w.the} é ${w.o === 'a' ? 'a única herdeira necessária' : 'o único herdeiro necessário'}, então tudo pode ficar com ${w.he}.`;
  const max = add(c.analysis.disponivel, own ?? ZERO);
  const othersText = joinPt(
    others.map((id) => {
      const o = person(c, id);
      const l = legitimaOf(c, id);
      return `${o ? called(c.s, o).the : id}${l ? ` (${formatFraction(l)})` : ''}`;
    }),
  );
  const first = others[0] && person(c, others[0]);
  const theirs = others.length > 1 ? 'deles' : first ? called(c.s, first).his : 'dele';
  const disinherited = peopleOf(
    c,
    c.content.disposicoes.deserdacoes.map((d) => d.herdeiroId).filter((id) => others.includes(id)),
  );
  return [
    `Tudo, não: ${othersText} ${others.length > 1 ? 'têm' : 'tem'} direito à parte ${theirs} na legítima (art. 1.846).`,
    `O máximo para ${w.the} é ${part(max)} ${ofEstate(c)}: a parte disponível (${formatFraction(c.analysis.disponivel)})${own ? ` mais a parte ${w.his} na legítima (${formatFraction(own)})` : ''}.`,
    disinherited.length > 0
      ? `Como o testamento deserda ${calledAll(c.s, disinherited)}, se a causa for provada depois da sua morte (art. 1.965), essa parte fica com os outros herdeiros.`
      : 'Afastar um herdeiro necessário só é possível pela deserdação, por uma causa da lei (art. 1.962).',
  ].join(' ');
}

const HEIR_RELATION =
  /\b(?:minh[ao]|meus?) (filh[ao]|net[ao]|espos[ao]|marido|mulher|companheir[ao]|pai|mae)\b/;
const OTHER_RELATION =
  /\b(?:minh[ao]|meus?) (irm[ao]|irmao|sobrinh[ao]|afilhad[ao]|amig[ao]|ti[ao]|prim[ao]|enteado|enteada|cunhad[ao]|nora|genro)\b/;

/** "meus irmãos têm direito?", "a minha irmã herda?": siblings, never necessary heirs (1.850). */
const SIBLINGS = /\b(?:minh[ao]s?|meus?|os|as) (irmaos|irmas|irmao|irma)\b/;

/**
 * "Posso pelo menos deixar o máximo pra minha filha?" asked before the family is told: the rule,
 * in words, with the exact fraction promised once the family is known (CC 1.789, 1.846, 1.849).
 */
function mostForRelative(n: string): string | undefined {
  const heir = HEIR_RELATION.exec(n)?.[1];
  if (heir) {
    const fem = /a$|^mae$|^mulher$/.test(heir);
    const word = heir === 'mae' ? 'mãe' : heir;
    const the = `${fem ? 'a sua' : 'o seu'} ${word}`;
    return [
      `Pode, sim: para ${the} você pode deixar toda a parte disponível — a metade do que você tiver — além da parte ${fem ? 'dela' : 'dele'} na legítima, a outra metade, que a lei divide entre os herdeiros necessários (arts. 1.789, 1.846 e 1.849).`,
      'Quando eu anotar a sua família, digo a fração exata.',
    ].join(' ');
  }
  const other = OTHER_RELATION.exec(n)?.[1];
  if (!other) return undefined;
  const fem = /a$/.test(other);
  const word = other === 'irma' ? 'irmã' : other === 'irmao' ? 'irmão' : other;
  return [
    `Para ${fem ? 'a sua' : 'o seu'} ${word}, o máximo é a parte disponível: a metade do que você tiver, se você tiver herdeiros necessários (filhos, netos, pais ou cônjuge); sem eles, pode ser tudo (arts. 1.789 e 1.845).`,
    'Quando eu anotar a sua família, digo a fração exata.',
  ].join(' ');
}

/**
 * "posso deixar tudo pra minha irmã?" once the family is known: the heirs who keep their legítima,
 * by name and fraction, and the disponível as the most for someone who is not an heir.
 */
function mostForRelativeInCase(c: Case, n: string): string | undefined {
  const other = OTHER_RELATION.exec(n)?.[1];
  if (!other) return undefined;
  const heirs = heirsCounted(c);
  const known = heirs.length > 0 || ['pais', 'avos'].some((k) => c.s.answered.includes(k));
  if (!known) return undefined;
  const fem = /a$/.test(other);
  const word = other === 'irma' ? 'irmã' : other === 'irmao' ? 'irmão' : other;
  const the = `${fem ? 'a sua' : 'o seu'} ${word}`;
  if (heirs.length === 0)
    return `Pode: como você não tem herdeiros necessários, tudo é parte disponível e pode ir para ${the} (art. 1.789).`;
  const owed = joinPt(
    heirs.map((p) => {
      const l = legitimaOf(c, p.id);
      return `${called(c.s, p).the}${l ? ` (${formatFraction(l)})` : ''}`;
    }),
  );
  return [
    `Tudo, não: ${owed} ${heirs.length > 1 ? 'têm' : 'tem'} direito à parte que a lei reserva, a legítima (arts. 1.845 e 1.846).`,
    `Para ${the}, o máximo é a parte disponível: ${part(c.analysis.disponivel)} ${ofEstate(c)} (art. 1.789).`,
  ].join(' ');
}

function aboutGrandchildren(c: Case): string {
  const vivos = c.content.familia.descendentes.filter((d) => d.grau === 'filho' && d.vivo);
  return [
    'Enquanto seus filhos forem vivos, os netos não herdam pela lei: herdam os filhos. Um neto só herda no lugar de um filho que já faleceu (art. 1.851).',
    vivos.length > 0
      ? `Se quiser deixar algo para os netos, pode ser da parte disponível (${disponivelText(c)}).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const THING =
  /\bquem (?:fica|vai ficar|ficaria|recebe|herda) (?:com )?(?:[oa]s? |meus |minhas |meu |minha )?(\w+(?: \w+)?)/;

const THINGS =
  '(casa|apartamento|apto|carro|moto|terreno|sitio|fazenda|chacara|imovel|loja|caminhonete)';
/** "a casa vai pra minha esposa?" */
const THING_TO = new RegExp(
  `\\b(?:[oa]s? |meus |minhas |meu |minha )${THINGS}\\b.{0,20}\\b(?:fica|vai|iria|ficaria) (?:pra|para|pro|com)\\b`,
);
/** "posso deixar a casa pra patrícia?" */
const GIVE_THING = new RegExp(
  `\\b(?:posso|da pra|pode|e possivel) (?:deixar|dar) (?:[oa]s? |meus |minhas |meu |minha )${THINGS}\\b`,
);

/** "posso deixar a casa pra Patrícia?": a legado, out of the disponível (CC 1.912, 1.967). */
function giveThing(c: Case, thing: string, to: Pessoa | undefined): string {
  const the = /^(?:casa|moto|fazenda|chacara|loja|caminhonete)$/.test(thing) ? 'a' : 'o';
  const heirs = heirsCounted(c);
  const who = to ? called(c.s, to).the : 'quem você quiser';
  const isHeir = to ? legitimaOf(c, to.id) !== undefined : false;
  return [
    `Pode: ${the} ${thing} para ${who} é um legado (art. 1.912).`,
    heirs.length > 0 || !familyKnown(c)
      ? `Ele sai da parte disponível (${disponivelText(c)}): se valer mais do que ela, a diferença pode ser reduzida para garantir a legítima dos outros herdeiros (art. 1.967)${isHeir ? `; ${who} continua com a parte ${to ? called(c.s, to).his : 'dele'} na legítima (art. 1.849)` : ''}.`
      : 'Como você não tem herdeiros necessários, pode deixar qualquer bem para quem quiser.',
    hasMeacao(c) ? 'Se o bem for do casal, só passa a sua metade (art. 1.914).' : '',
    whereAsked(
      c.s,
      'legados',
      'legados',
      `"${the} ${thing} para ${to ? to.nome : 'a minha filha'}"`,
      'Eu pergunto isso na pergunta dos legados, logo depois da herança.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "meu irmão herda alguma coisa?": a relative who is not a necessary heir (CC 1.829, 1.839). */
function aboutRelative(c: Case, word: string): string | undefined {
  if (!familyKnown(c)) return mostForRelative(`meu ${word}`);
  const fem = /a$/.test(word);
  const label = word === 'irma' ? 'irmã' : word === 'irmao' ? 'irmão' : word;
  const the = `${fem ? 'a sua' : 'o seu'} ${label}`;
  const heirs = heirsCounted(c);
  if (/^(?:enteado|enteada)$/.test(word)) return stepchildAnswer(c, undefined, fem);
  return heirs.length > 0
    ? `Pela lei, ${the} não herda: com ${calledAll(c.s, heirs)} como herdeiros necessários, parentes como irmãos, sobrinhos e tios ficam de fora (art. 1.829). ${fem ? 'Ela' : 'Ele'} só recebe o que você deixar no testamento, da parte disponível (${formatFraction(c.analysis.disponivel)} ${ofEstate(c)}).`
    : `${the[0]?.toUpperCase() ?? ''}${the.slice(1)} não é herdeir${fem ? 'a' : 'o'} necessári${fem ? 'a' : 'o'}: como você não tem filhos, pais nem cônjuge, pode deixar tudo para quem quiser (art. 1.789). Sem testamento, irmãos herdam antes de sobrinhos e tios (art. 1.839).`;
}

/** "a casa fica pra quem?" */
const THING_AFTER =
  /\b(?:[oa]s? |meus |minhas |meu |minha )(casa|apartamento|apto|carro|moto|terreno|sitio|fazenda|chacara|imovel|loja)\b.{0,20}\b(?:fica|vai|iria|ficaria) (?:pra|para|com) quem\b/;

/** The spouse's right to keep living in the family home (CC 1.831), when the thing is a home. */
function habitation(c: Case, thing: string): string {
  const spouseId = c.content.familia.conjuge?.pessoaId;
  const spouse = spouseId && legitimaOf(c, spouseId) ? person(c, spouseId) : undefined;
  if (!spouse || !/casa|apartamento|apto|imovel/.test(thing)) return '';
  const w = called(c.s, spouse);
  const fem = w.o === 'a';
  const role =
    c.content.familia.conjuge?.tipo === 'uniao_estavel'
      ? fem
        ? 'sua companheira'
        : 'seu companheiro'
      : fem
        ? 'sua esposa'
        : 'seu marido';
  return `E ${w.the}, como ${role}, tem o direito de continuar morando no imóvel da família enquanto viver, se for o único desse tipo a partilhar (direito real de habitação, art. 1.831).`;
}

function aboutThing(c: Case, thing: string): string {
  const first = thing.split(' ')[0] ?? thing;
  const gift = c.content.disposicoes.legados.find((l) => normalize(l.descricao).includes(first));
  if (gift) {
    const p = person(c, gift.beneficiarioId);
    if (p)
      return [
        `${gift.descricao} fica com ${called(c.s, p).the}, como legado (art. 1.912).`,
        gift.beneficiarioId === c.content.familia.conjuge?.pessoaId ? '' : habitation(c, thing),
      ]
        .filter(Boolean)
        .join(' ');
  }
  const split = distribution(c);
  const word = thing.split(' ')[0] ?? thing;
  const example = `"${/^(?:casa|moto|fazenda|chacara|loja|joia|joias)$/.test(word) ? 'a' : 'o'} ${word} para a minha filha"`;
  return [
    `Você ainda não deixou esse bem para alguém em especial; então ele entra na herança e é dividido com o resto${split.length > 0 ? `: ${split.join('; ')}` : ''}.`,
    habitation(c, thing),
    whereAsked(
      c.s,
      'legados',
      'legados',
      example,
      `Se quiser que fique com uma pessoa, diga na pergunta dos legados (por exemplo: ${example}).`,
    ),
  ]
    .filter(Boolean)
    .join(' ');
}

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
  const situation = situationOf(text);
  // "minha esposa herda junto com os filhos?", "os filhos do roberto ficam com a parte dele?"
  const family = situation ? undefined : familyHeirsAnswer(s, text, ctx.today);
  if (family) return family;
  if (!situation && !looksLikeOwnCaseQuestion(text)) return undefined;
  if (answersTheQuestion(s, situation, expandChat(text))) return undefined;
  const c = buildCase(s, ctx.today);
  if (!c) return undefined;
  const n = expandChat(text);
  const mentions = mentionedPeople(s, n);
  const people = peopleOf(c, mentions.ids);
  const named = people.length > 0 ? people : byPronoun(c, n);
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
  if (mentions.grandchildren) return aboutGrandchildren(c);
  if (mentions.children) return aboutChildren(c, text);
  const siblings = SIBLINGS.exec(n)?.[1];
  // One sibling among necessary heirs is answered below; siblings asked together, or with no
  // necessary heir, get the rule of art. 1.850.
  if (siblings && (siblings.endsWith('s') || (familyKnown(c) && heirsCounted(c).length === 0)))
    return siblingsAnswer(c, {
      plural: siblings.endsWith('s'),
      feminine: /^irmas?$/.test(siblings),
    });
  const relative = OTHER_RELATION.exec(n)?.[1];
  if (relative) return aboutRelative(c, relative);
  // A general question counts only when it speaks of the person's own will or family.
  return /\b(?:meu|minha|meus|minhas|eu|esse testamento|este testamento)\b/.test(n)
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

function aboutChildren(c: Case, text: string): string | undefined {
  const filhos = peopleOf(
    c,
    c.content.familia.descendentes
      .filter((d) => d.grau === 'filho' && d.vivo)
      .map((d) => d.pessoaId),
  );
  return filhos.length > 0 ? filhos.map((p) => aboutHeir(c, p, text)).join('\n\n') : undefined;
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

/** "posso vender a casa depois?": the will takes effect only at death (CC 1.858, 1.939 II). */
function sellAnswer(c: Case): string {
  return [
    'Pode. O testamento só produz efeito depois da sua morte: até lá, tudo continua seu, e você pode vender, doar ou gastar como quiser.',
    c.content.disposicoes.legados.length > 0
      ? 'Só que, se você vender um bem que deixou como legado, esse legado perde o efeito (art. 1.939, II): a pessoa não recebe o dinheiro no lugar dele. Se isso acontecer, vale atualizar o testamento.'
      : 'O que você tiver quando falecer é o que será dividido, conforme o testamento.',
  ].join(' ');
}
