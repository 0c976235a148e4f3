/**
 * "o Diego fica sem nada?", "e os meus filhos?", "os netos herdam?": one person's part, by the law
 * and by the will.
 */
import { compare, SUCCESSION_NOTES, ZERO, type Pessoa } from '@legado/contract';
import { normalize } from '../parsers/text.ts';
import {
  disponivelText,
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
  plainShare,
} from './case.ts';
import { expandChat } from './detect.ts';
import { disinheritanceAnswer } from './disinherited.ts';
import { isFeminine } from './people-mentioned.ts';
import { stepchildAnswer } from './situations.ts';
import { called, calledAll } from './words.ts';

/** "sem nada?", "fica de fora?", "não herda?": the question doubts the person gets anything. */
const ASKS_NOTHING =
  /sem nada|de fora|nao (?:fica|recebe|herda|ganha|leva)|excluid|deserd|tirar (?:el|tudo)/;

export const STEP_RELATION = /\bentead[oa]\b/;

/** "ela vai ter direito a alguma coisa?", "minha mãe herda?": asks whether they get something. */
const ASKS_RIGHT =
  /\b(?:(?:tem|vai ter|teria|terá) direito|herda|recebe|fica com alguma|ganha alguma)\b/;

export function aboutHeir(c: Case, p: Pessoa, text: string): string {
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
      ...(compare(given, ZERO) === 0 ? [] : [`${plainShare(given)} ${ofEstate(c)}`]),
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

export function aboutGrandchildren(c: Case): string {
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

export function aboutChildren(c: Case, text: string): string | undefined {
  const filhos = peopleOf(
    c,
    c.content.familia.descendentes
      .filter((d) => d.grau === 'filho' && d.vivo)
      .map((d) => d.pessoaId),
  );
  return filhos.length > 0 ? filhos.map((p) => aboutHeir(c, p, text)).join('\n\n') : undefined;
}

/**
 * "e meus pais ficam com o resto, né?": with no descendants the parents (or grandparents) are
 * necessary heirs and share the legítima (CC 1.836, 1.845, 1.846); with descendants they do not
 * inherit (1.829). What the will gives them as it stands follows.
 */
export function aboutParents(c: Case, asked: 'pais' | 'mae' | 'pai' = 'pais'): string | undefined {
  const parents = peopleOf(
    c,
    c.succession.herdeiros.filter((h) => h.classe === 'ascendente').map((h) => h.pessoaId),
  );
  if (parents.length === 0) {
    const children = c.content.familia.descendentes.some((d) => d.vivo);
    // "e minha mãe herda alguma coisa também?": with descendants, ascendants do not (1.836).
    const who = asked === 'mae' ? 'a sua mãe' : asked === 'pai' ? 'o seu pai' : 'os seus pais';
    const one = asked !== 'pais';
    if (children)
      return `Não. Como você tem filhos, ${who} não ${one ? 'herda' : 'herdam'}: pais e avós só herdam quando não há filhos nem netos (arts. 1.829 e 1.836). A legítima fica com os filhos${c.content.familia.conjuge ? ' (e com o cônjuge, conforme o regime)' : ''}; ${who} só ${one ? 'recebe' : 'recebem'} o que você deixar no testamento, da parte disponível, se quiser.`;
    return c.s.answered.includes('pais')
      ? undefined
      : 'Sem filhos nem netos, os pais são herdeiros necessários: a legítima, a metade do que você tiver, fica com eles (arts. 1.836 e 1.846). Quando eu anotar os seus pais, digo a parte de cada um.';
  }
  const each = parents.map((p) => {
    const l = legitimaOf(c, p.id);
    return `${called(c.s, p).the}${l ? `, ${plainShare(l)}` : ''}`;
  });
  const graus = parents.map(
    (p) => c.content.familia.ascendentes.find((a) => a.pessoaId === p.id)?.grau,
  );
  const plural = parents.length > 1;
  const parentsOnly = graus.every((g) => g === 'pai' || g === 'mae');
  const words = plural
    ? parentsOnly
      ? 'os seus pais'
      : 'os seus avós'
    : graus[0] === 'mae'
      ? 'a sua mãe'
      : graus[0] === 'pai'
        ? 'o seu pai'
        : called(c.s, parents[0]!).the;
  const fem = !plural && isFeminine(parents[0]!);
  const lines = [
    `Sim. Como você não tem filhos nem netos, ${words} ${plural ? 'são herdeiros necessários' : `é herdeir${fem ? 'a' : 'o'} necessári${fem ? 'a' : 'o'}`}, e a legítima, a metade ${ofEstate(c)}, fica com ${plural ? 'eles' : fem ? 'ela' : 'ele'}: ${each.join('; ')} (arts. 1.836, 1.845 e 1.846).`,
  ];
  if (hasDispositions(c)) {
    const got = parents.map((p) => {
      const o = c.analysis.porHerdeiro.find((x) => x.heir.pessoaId === p.id);
      return o ? `${called(c.s, p).the}, ${part(o.recebe)}` : undefined;
    });
    lines.push(
      `Pelo testamento como está agora, a parte disponível vai para quem você indicou, e ${plural ? 'eles ficam' : `${fem ? 'ela' : 'ele'} fica`} com o resto: ${got.filter(Boolean).join('; ')}.`,
    );
  } else
    lines.push(
      `Sem nada escrito no testamento, ${plural ? 'ficam' : 'fica'} com tudo; o que você deixar para outras pessoas sai da parte disponível, a outra metade (art. 1.789).`,
    );
  return lines.join(' ');
}
