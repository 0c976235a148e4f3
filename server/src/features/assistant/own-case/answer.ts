import {
  analyzeDispositions,
  formatFraction,
  isZero,
  legalSuccession,
  shareOfEstate,
  add,
  compare,
  sum,
  SUCCESSION_NOTES,
  toPercent,
  ZERO,
  type DispositionAnalysis,
  type Fraction,
  type Pessoa,
  type Succession,
  type TestamentContent,
} from '@legado/contract';
import { toContent, type InterviewState } from '../interview-state.ts';
import { joinPt } from '../people.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';
import { expandChat, looksLikeOwnCaseQuestion } from './detect.ts';
import { mentionedPeople } from './people-mentioned.ts';
import { called, calledAll } from './words.ts';

/** What the will and the law give, computed once per question. */
interface Case {
  s: InterviewState;
  content: TestamentContent;
  succession: Succession;
  analysis: DispositionAnalysis;
  today: string;
}

/** "1/4 (25%)": the fraction a notary writes, with the percentage people think in. */
function part(f: Fraction): string {
  if (f.denominador === 1) return formatFraction(f);
  const pct = Math.round(toPercent(f) * 10) / 10;
  return `${formatFraction(f)} (${String(pct).replace('.', ',')}%)`;
}

const MEACAO_REGIMES = new Set(['comunhao_parcial', 'comunhao_universal']);

/** "do que você tiver", or "do que for seu, depois da meação" when a spouse keeps half. */
function ofEstate(c: Case): string {
  const regime = c.content.familia.conjuge?.regimeBens;
  return regime && MEACAO_REGIMES.has(regime)
    ? 'do que for seu (depois da meação)'
    : 'do que você tiver';
}

function person(c: Case, id: string): Pessoa | undefined {
  return c.content.pessoas.find((p) => p.id === id);
}

function hasDispositions(c: Case): boolean {
  return c.content.disposicoes.heranca.length > 0 || c.content.disposicoes.legados.length > 0;
}

/** Shares the will gives someone who is not a necessary heir, as a part of the estate. */
function sharesOf(c: Case, id: string): Fraction {
  return sum(
    c.content.disposicoes.heranca
      .filter((h) => h.beneficiarioId === id)
      .map((h) => shareOfEstate(h, c.analysis.disponivel)),
  );
}

function legadosOf(c: Case, id: string): string[] {
  return c.content.disposicoes.legados
    .filter((l) => l.beneficiarioId === id)
    .map((l) => l.descricao);
}

/** Who ends up with what, as the will is now: heirs with their legal share of the rest. */
function distribution(c: Case): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const o of c.analysis.porHerdeiro) {
    seen.add(o.heir.pessoaId);
    const p = person(c, o.heir.pessoaId);
    if (p && !isZero(o.recebe)) lines.push(`${called(c.s, p).the}, ${formatFraction(o.recebe)}`);
  }
  for (const h of c.content.disposicoes.heranca) {
    if (seen.has(h.beneficiarioId)) continue;
    seen.add(h.beneficiarioId);
    const p = person(c, h.beneficiarioId);
    if (p) lines.push(`${called(c.s, p).the}, ${formatFraction(sharesOf(c, h.beneficiarioId))}`);
  }
  return lines;
}

function aboutHeir(c: Case, p: Pessoa, text: string): string {
  const w = called(c.s, p);
  const heir = c.succession.herdeiros.find((h) => h.pessoaId === p.id);
  const outcome = c.analysis.porHerdeiro.find((o) => o.heir.pessoaId === p.id);
  const legados = legadosOf(c, p.id);
  const semNada = /sem nada|de fora|nao (?:fica|recebe|herda)/.test(expandChat(text));
  if (!heir && c.content.familia.conjuge?.pessoaId === p.id) {
    const note = c.succession.notas.find((k) => k.startsWith('conjuge_'));
    if (note)
      return `${SUCCESSION_NOTES[note]} Pelo testamento, ${w.he} recebe só o que você deixar da parte disponível.`;
  }
  if (!heir) {
    const given = sharesOf(c, p.id);
    const what = [
      ...(isZero(given) ? [] : [`${formatFraction(given)} ${ofEstate(c)}`]),
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
  const lines = [
    `${semNada ? 'Não. ' : ''}${w.The} tem direito a ${part(heir.legitima)} ${ofEstate(c)}, a parte ${w.his} na legítima${heir.representa ? `, no lugar de ${called(c.s, person(c, heir.representa) ?? p).the}` : ''}.`,
  ];
  if (outcome && hasDispositions(c)) {
    const short = compare(outcome.recebe, heir.legitima) < 0;
    lines.push(
      short
        ? `Pelo testamento como está agora, ${w.he} ficaria com ${part(outcome.recebe)}, menos do que a legítima ${w.his}: vou avisar isso na revisão.`
        : `Pelo testamento como está agora, ${w.he} fica com ${part(outcome.recebe)}${legados.length > 0 ? `, além de ${legados.join(' e ')}` : ''}.`,
    );
  } else if (outcome) {
    lines.push(`Sem nada escrito no testamento, ${w.he} herda ${part(outcome.recebe)} pela lei.`);
  }
  if (heir.classe === 'conjuge' || heir.classe === 'companheiro') {
    const regime = c.content.familia.conjuge?.regimeBens;
    if (regime && MEACAO_REGIMES.has(regime))
      lines.push(
        `Além disso, pela meação, metade dos bens comuns do casal já é ${w.his} e não entra na herança.`,
      );
  }
  lines.push(
    `Para ${w.leave} sem nada, seria preciso deserdá-${w.lo} por uma causa da lei (arts. 1.814 e 1.962), provada depois na Justiça; o Legado não faz deserdação, procure um advogado.`,
  );
  return lines.join(' ');
}

function allTo(c: Case, p: Pessoa): string {
  const w = called(c.s, p);
  const heirs = c.succession.herdeiros;
  if (heirs.length === 0)
    return `Pode: como você não tem herdeiros necessários, tudo é parte disponível (art. 1.789) e pode ir para ${w.the}.`;
  const own = heirs.find((h) => h.pessoaId === p.id);
  const others = heirs.filter((h) => h.pessoaId !== p.id);
  if (others.length === 0)
    return `Pode: ${w.the} é ${w.o === 'a' ? 'a única herdeira necessária' : 'o único herdeiro necessário'}, então tudo pode ficar com ${w.he}.`;
  const max = add(c.analysis.disponivel, own?.legitima ?? ZERO);
  const othersText = joinPt(
    others.map((h) => {
      const o = person(c, h.pessoaId);
      return `${o ? called(c.s, o).the : h.pessoaId} (${formatFraction(h.legitima)})`;
    }),
  );
  const first = others[0] && person(c, others[0].pessoaId);
  const theirs = others.length > 1 ? 'deles' : first ? called(c.s, first).his : 'dele';
  return [
    `Tudo, não: ${othersText} ${others.length > 1 ? 'têm' : 'tem'} direito à parte ${theirs} na legítima (art. 1.846).`,
    `O máximo para ${w.the} é ${part(max)} ${ofEstate(c)}: a parte disponível (${formatFraction(c.analysis.disponivel)})${own ? ` mais a parte ${w.his} na legítima (${formatFraction(own.legitima)})` : ''}.`,
    `Afastar um herdeiro necessário só é possível pela deserdação, por uma causa da lei (art. 1.962).`,
  ].join(' ');
}

const HEIR_RELATION =
  /\b(?:minh[ao]|meus?) (filh[ao]|net[ao]|espos[ao]|marido|mulher|companheir[ao]|pai|mae)\b/;
const OTHER_RELATION =
  /\b(?:minh[ao]|meus?) (irm[ao]|irmao|sobrinh[ao]|afilhad[ao]|amig[ao]|ti[ao]|prim[ao]|enteado|enteada|cunhad[ao]|nora|genro)\b/;

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

function newChild(c: Case): string {
  const filhos = c.content.familia.descendentes.filter((d) => d.grau === 'filho' && d.vivo);
  if (filhos.length === 0)
    return 'Se nascer um filho depois (ou você descobrir um que não conhecia), este testamento perde efeito por inteiro (art. 1.973): aí é só fazer um novo.';
  const withNew: TestamentContent = {
    ...c.content,
    pessoas: [...c.content.pessoas, { id: 'p_novo', tipo: 'fisica', nome: 'Filho Novo' }],
    familia: {
      ...c.content.familia,
      descendentes: [
        ...c.content.familia.descendentes,
        { pessoaId: 'p_novo', grau: 'filho', vivo: true, menor: true },
      ],
    },
  };
  const now = c.succession.herdeiros.find((h) => h.pessoaId === filhos[0]?.pessoaId);
  const after = legalSuccession(withNew, c.today).herdeiros.find((h) => h.pessoaId === 'p_novo');
  const names = calledAll(
    c.s,
    filhos.map((f) => person(c, f.pessoaId)).filter((p): p is Pessoa => p !== undefined),
  );
  return [
    `Hoje você tem ${filhos.length === 1 ? `um filho, ${names}` : `${filhos.length} filhos, ${names}`}${now ? `, e cada um tem direito a ${formatFraction(now.legitima)} na legítima` : ''}.`,
    `Um filho que nascer depois também será herdeiro necessário, e a legítima passa a ser dividida entre todos${after ? `: ${formatFraction(after.legitima)} para cada filho` : ''}.`,
    'Em alguns casos o testamento pode até perder efeito (art. 1.973); o mais seguro é fazer um novo quando a família mudar.',
  ].join(' ');
}

function aboutGrandchildren(c: Case): string {
  const vivos = c.content.familia.descendentes.filter((d) => d.grau === 'filho' && d.vivo);
  return [
    'Enquanto seus filhos forem vivos, os netos não herdam pela lei: herdam os filhos. Um neto só herda no lugar de um filho que já faleceu (art. 1.851).',
    vivos.length > 0
      ? `Se quiser deixar algo para os netos, pode ser da parte disponível (${formatFraction(c.analysis.disponivel)} ${ofEstate(c)}).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const THING =
  /\bquem (?:fica|vai ficar|ficaria|recebe|herda) (?:com )?(?:[oa]s? |meus |minhas |meu |minha )?(\w+(?: \w+)?)/;

function aboutThing(c: Case, thing: string): string {
  const first = thing.split(' ')[0] ?? thing;
  const gift = c.content.disposicoes.legados.find((l) => normalize(l.descricao).includes(first));
  if (gift) {
    const p = person(c, gift.beneficiarioId);
    if (p) return `${gift.descricao} fica com ${called(c.s, p).the}, como legado (art. 1.912).`;
  }
  const split = distribution(c);
  return [
    `Você ainda não deixou esse bem para alguém em especial; então ele entra na herança e é dividido com o resto${split.length > 0 ? `: ${split.join('; ')}` : ''}.`,
    'Se quiser que fique com uma pessoa, diga na pergunta dos legados (por exemplo: "a casa para a minha filha").',
  ].join(' ');
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
  if (!looksLikeOwnCaseQuestion(text)) return undefined;
  let c: Case;
  try {
    const content = toContent(s, ctx.today);
    c = {
      s,
      content,
      succession: legalSuccession(content, ctx.today),
      analysis: analyzeDispositions(content, ctx.today),
      today: ctx.today,
    };
  } catch {
    return undefined;
  }
  const n = expandChat(text);
  const mentions = mentionedPeople(s, n);
  const people = mentions.ids
    .map((id) => person(c, id))
    .filter((p): p is Pessoa => p !== undefined);
  if (/\bnasc(?:er|e|esse)\b/.test(n)) return newChild(c);
  if (
    /(?:posso|da pra|pode|e possivel|quero)(?: \w+){0,3} deixar (?:tudo|todo|toda|100|o maximo|o mais)/.test(
      n,
    )
  ) {
    if (people[0]) return allTo(c, people[0]);
    const general = mostForRelative(n);
    if (general) return general;
  }
  const thing = THING.exec(n);
  if (thing?.[1] && people.length === 0 && !/parte|heranca|resto|dinheiro$/.test(thing[1]))
    return aboutThing(c, thing[1]);
  if (people.length > 0) return people.map((p) => aboutHeir(c, p, text)).join('\n\n');
  if (mentions.grandchildren) return aboutGrandchildren(c);
  if (mentions.children) {
    const filhos = c.content.familia.descendentes
      .filter((d) => d.grau === 'filho' && d.vivo)
      .map((d) => person(c, d.pessoaId))
      .filter((p): p is Pessoa => p !== undefined);
    if (filhos.length > 0) return filhos.map((p) => aboutHeir(c, p, text)).join('\n\n');
  }
  // A general question counts only when it speaks of the person's own will or family.
  return /\b(?:meu|minha|meus|minhas|eu|esse testamento|este testamento)\b/.test(n)
    ? overview(c)
    : undefined;
}
