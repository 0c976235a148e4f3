/** "posso deixar tudo pra minha filha?", "meu irmão herda?": the most one person can receive. */
import { add, ZERO, type Pessoa } from '@legado/contract';
import { joinPt } from '../people.ts';
import {
  familyKnown,
  heirsCounted,
  legitimaOf,
  ofEstate,
  part,
  peopleOf,
  person,
  type Case,
  plainShare,
} from './case.ts';
import { stepchildAnswer } from './situations.ts';
import { called, calledAll } from './words.ts';

export function allTo(c: Case, p: Pessoa): string {
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
      return `${o ? called(c.s, o).the : id}${l ? ` (${plainShare(l)})` : ''}`;
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
    `O máximo para ${w.the} é ${part(max)} ${ofEstate(c)}: a parte disponível (${plainShare(c.analysis.disponivel)})${own ? ` mais a parte ${w.his} na legítima (${plainShare(own)})` : ''}.`,
    disinherited.length > 0
      ? `Como o testamento deserda ${calledAll(c.s, disinherited)}, se a causa for provada depois da sua morte (art. 1.965), essa parte fica com os outros herdeiros.`
      : 'Afastar um herdeiro necessário só é possível pela deserdação, por uma causa da lei (art. 1.962).',
  ].join(' ');
}

const HEIR_RELATION =
  /\b(?:minh[ao]|meus?) (filh[ao]|net[ao]|espos[ao]|marido|mulher|companheir[ao]|pai|mae)\b/;
export const OTHER_RELATION =
  /\b(?:minh[ao]|meus?) (irm[ao]|irmao|sobrinh[ao]|afilhad[ao]|amig[ao]|ti[ao]|prim[ao]|enteado|enteada|cunhad[ao]|nora|genro)\b/;

/**
 * "Posso pelo menos deixar o máximo pra minha filha?" asked before the family is told: the rule,
 * in words, with the exact fraction promised once the family is known (CC 1.789, 1.846, 1.849).
 */
export function mostForRelative(n: string): string | undefined {
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
export function mostForRelativeInCase(c: Case, n: string): string | undefined {
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
      return `${called(c.s, p).the}${l ? ` (${plainShare(l)})` : ''}`;
    }),
  );
  return [
    `Tudo, não: ${owed} ${heirs.length > 1 ? 'têm' : 'tem'} direito à parte que a lei reserva, a legítima (arts. 1.845 e 1.846).`,
    `Para ${the}, o máximo é a parte disponível: ${part(c.analysis.disponivel)} ${ofEstate(c)} (art. 1.789).`,
  ].join(' ');
}

/** "meu irmão herda alguma coisa?": a relative who is not a necessary heir (CC 1.829, 1.839). */
export function aboutRelative(c: Case, word: string): string | undefined {
  if (!familyKnown(c)) return mostForRelative(`meu ${word}`);
  const fem = /a$/.test(word);
  const label = word === 'irma' ? 'irmã' : word === 'irmao' ? 'irmão' : word;
  const the = `${fem ? 'a sua' : 'o seu'} ${label}`;
  const heirs = heirsCounted(c);
  if (/^(?:enteado|enteada)$/.test(word)) return stepchildAnswer(c, undefined, fem);
  return heirs.length > 0
    ? `Pela lei, ${the} não herda: com ${calledAll(c.s, heirs)} como herdeiros necessários, parentes como irmãos, sobrinhos e tios ficam de fora (art. 1.829). ${fem ? 'Ela' : 'Ele'} só recebe o que você deixar no testamento, da parte disponível (${plainShare(c.analysis.disponivel)} ${ofEstate(c)}).`
    : `${the[0]?.toUpperCase() ?? ''}${the.slice(1)} não é herdeir${fem ? 'a' : 'o'} necessári${fem ? 'a' : 'o'}: como você não tem filhos, pais nem cônjuge, pode deixar tudo para quem quiser (art. 1.789). Sem testamento, irmãos herdam antes de sobrinhos e tios (art. 1.839).`;
}
