/** "a casa fica pra quem?", "posso deixar a casa pra Patrícia?", "posso vender a casa depois?". */
import { isZero, type Pessoa } from '@legado/contract';
import { normalize } from '../parsers/text.ts';
import {
  disponivelText,
  distribution,
  familyKnown,
  hasMeacao,
  heirsCounted,
  legitimaOf,
  ofEstate,
  part,
  person,
  plainShare,
  whereAsked,
  type Case,
} from './case.ts';
import { called } from './words.ts';

export const THING =
  /\bquem (?:fica|vai ficar|ficaria|recebe|herda) (?:com )?(?:[oa]s? |meus |minhas |meu |minha )?(\w+(?: \w+)?)/;

const THINGS =
  '(casa|apartamento|apto|carro|moto|terreno|sitio|fazenda|chacara|imovel|loja|caminhonete)';
/** "a casa vai pra minha esposa?" */
export const THING_TO = new RegExp(
  `\\b(?:[oa]s? |meus |minhas |meu |minha )${THINGS}\\b.{0,20}\\b(?:fica|vai|iria|ficaria) (?:pra|para|pro|com)\\b`,
);
/** "posso deixar a casa pra patrícia?" */
export const GIVE_THING = new RegExp(
  `\\b(?:posso|da pra|pode|e possivel) (?:deixar|dar) (?:[oa]s? |meus |minhas |meu |minha )${THINGS}\\b`,
);

/** "posso deixar a casa pra Patrícia?": a legado, out of the disponível (CC 1.912, 1.967). */
export function giveThing(c: Case, thing: string, to: Pessoa | undefined): string {
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

/** "a casa fica pra quem?" */
export const THING_AFTER =
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

export function aboutThing(c: Case, thing: string): string {
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

/** "posso vender a casa depois?": the will takes effect only at death (CC 1.858, 1.939 II). */
export function sellAnswer(c: Case): string {
  return [
    'Pode. O testamento só produz efeito depois da sua morte: até lá, tudo continua seu, e você pode vender, doar ou gastar como quiser.',
    c.content.disposicoes.legados.length > 0
      ? 'Só que, se você vender um bem que deixou como legado, esse legado perde o efeito (art. 1.939, II): a pessoa não recebe o dinheiro no lugar dele. Se isso acontecer, vale atualizar o testamento.'
      : 'O que você tiver quando falecer é o que será dividido, conforme o testamento.',
  ].join(' ');
}

/**
 * "isso não tira a parte dos filhos dele, né?": what the will gives comes out of the disponível,
 * and the heirs' legítima stays whole while it fits; past it, the gifts are reduced (CC 1.789,
 * 1.846, 1.967). With the gifts' values known, whether it fits as the will stands.
 */
export function legitimaKeptAnswer(c: Case): string {
  const heirs = heirsCounted(c);
  if (familyKnown(c) && heirs.length === 0)
    return 'Não tira de ninguém: como você não tem herdeiros necessários (filhos, netos, pais, avós ou cônjuge), tudo é parte disponível e pode ir para quem você quiser (art. 1.789).';
  const gifts = c.content.disposicoes.legados.map((l) => {
    const p = person(c, l.beneficiarioId);
    return `${l.descricao}${p ? ` para ${called(c.s, p).the}` : ''}`;
  });
  const owed = heirs.map((p) => {
    const l = legitimaOf(c, p.id);
    return `${called(c.s, p).the}${l ? `, ${plainShare(l)}` : ''}`;
  });
  const what =
    gifts.length > 0
      ? `O que vai no testamento (${gifts.join('; ')})`
      : 'O que você deixar no testamento';
  const rule = `${what} sai da parte disponível, ${disponivelText(c)} (art. 1.789); a legítima${owed.length > 0 ? ` (${owed.join('; ')})` : ' dos herdeiros necessários'} fica inteira (art. 1.846).`;
  if (!isZero(c.analysis.excesso))
    return `Em parte, sim: como está agora, o testamento passa da parte disponível em ${part(c.analysis.excesso)} ${ofEstate(c)}. ${rule.replace(' fica inteira', ' é garantida')} O que passar é reduzido para completar a legítima (art. 1.967), e eu aviso isso na revisão.`;
  if (c.analysis.legadosSemMedida.length > 0 || !familyKnown(c))
    return `Não, se couber na parte disponível. ${rule} Só se os legados valessem mais do que a parte disponível é que seriam reduzidos (art. 1.967)${c.analysis.legadosSemMedida.length > 0 ? ': por isso pergunto o valor aproximado' : ''}.`;
  return `Não. ${rule} ${gifts.length > 0 ? 'Pelos valores que você deu, cabe.' : 'Como está agora, o testamento cabe na parte disponível.'}`;
}
