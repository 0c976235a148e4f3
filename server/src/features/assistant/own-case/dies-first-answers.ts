/**
 * "E se ela morrer antes de mim?": what happens to a beneficiary's part when they die first, with
 * the person's own people and numbers, and how to name a substitute.
 */
import { derive, type Pessoa, type TestamentContent } from '@legado/contract';
import { klona } from 'klona/json';
import { joinPt } from '../people.ts';
import {
  beneficiaries,
  caseOf,
  distribution,
  legitimaOf,
  part,
  person,
  whereAsked,
  type Case,
} from './case.ts';
import { called, calledAll } from './words.ts';
import { givenTo } from './situations.ts';

/** The will as if this person had died before the testator: substitutes take their place. */
function withoutPerson(c: Case, id: string): TestamentContent {
  const content = klona(c.content);
  const d = content.disposicoes;
  const replace = <T extends { beneficiarioId: string; substitutoId?: string | undefined }>(
    list: T[],
  ): T[] =>
    list.flatMap((x) => {
      if (x.beneficiarioId !== id) return [x];
      if (!x.substitutoId) return [];
      const { substitutoId, ...rest } = x;
      return [{ ...rest, beneficiarioId: substitutoId } as T];
    });
  d.heranca = replace(d.heranca);
  d.legados = replace(d.legados);
  d.deserdacoes = d.deserdacoes.filter((x) => x.herdeiroId !== id);
  const f = content.familia;
  f.descendentes = f.descendentes.map((x) => (x.pessoaId === id ? { ...x, vivo: false } : x));
  f.ascendentes = f.ascendentes.filter((x) => x.pessoaId !== id);
  if (f.conjuge?.pessoaId === id) f.conjuge = null;
  content.derivados = derive(content, c.today);
  return content;
}

/** An example of a substitute for this person, with someone of the family when there is one. */
function substituteExample(c: Case, p: Pessoa): string {
  const w = called(c.s, p);
  const other = c.content.pessoas.find(
    (o) =>
      o.id !== p.id &&
      o.tipo === 'fisica' &&
      !c.content.formalidades.testemunhaIds.includes(o.id) &&
      o.nome.trim().split(/\s+/).length > 1,
  );
  return `"no lugar d${w.o} ${w.the.slice(2)}, ${other ? other.nome : 'Carla Lima'}"`;
}

/** "e se ela morrer antes de mim, vai pra quem?" (CC 1.939 V, 1.944, 1.947, 1.851). */
export function ifDiesFirst(c: Case, targets: readonly Pessoa[]): string {
  if (targets.length === 0) return ifSomeoneDiesFirst(c);
  return targets.map((p) => ifThisOneDiesFirst(c, p)).join('\n\n');
}

function ifThisOneDiesFirst(c: Case, p: Pessoa): string {
  const w = called(c.s, p);
  const what = givenTo(c, p.id);
  const entries = [...c.content.disposicoes.heranca, ...c.content.disposicoes.legados].filter(
    (x) => x.beneficiarioId === p.id,
  );
  const subs = [
    ...new Set(entries.map((x) => x.substitutoId).filter((x): x is string => Boolean(x))),
  ];
  const missing = entries.some((x) => !x.substitutoId);
  const legitima = legitimaOf(c, p.id);
  const lines: string[] = [];
  if (what.length === 0 && !legitima)
    return `${w.The} não recebe nada no seu testamento nem é herdeir${w.o} necessári${w.o}: se ${w.he} falecer antes de você, nada muda.`;
  if (what.length > 0) {
    if (subs.length > 0 && !missing) {
      const names = calledAll(
        c.s,
        subs.map((id) => person(c, id)).filter((x): x is Pessoa => x !== undefined),
      );
      lines.push(
        `Se ${w.the} falecer antes de você, o que você deixou para ${w.he} (${what.join(' e ')}) vai para ${names}, que você indicou como substitut${subs.length > 1 ? 'os' : 'o'} (art. 1.947).`,
      );
    } else {
      lines.push(
        `Se ${w.the} falecer antes de você, o que você deixou para ${w.he} (${what.join(' e ')}) não passa para os herdeiros ${w.his}: sem substituto, essa parte do testamento perde o efeito e volta para a herança, para os seus herdeiros (arts. 1.939 e 1.944).`,
      );
    }
  } else {
    lines.push(`Se ${w.the} falecer antes de você, ${w.he} não herda.`);
  }
  if (legitima) {
    const descendant = c.content.familia.descendentes.some((d) => d.pessoaId === p.id);
    lines.push(
      descendant
        ? `A parte ${w.his} na legítima, ${part(legitima)}, vai para os filhos ${w.his}, se houver (art. 1.851); sem filhos, fica com os seus outros herdeiros.`
        : `A parte ${w.his} na legítima, ${part(legitima)}, passa para os seus outros herdeiros, pela lei.`,
    );
  }
  const grandchildren = c.content.familia.descendentes.some((d) => d.filhoDeId === p.id);
  const descendantWithoutKids =
    legitima && !grandchildren && c.content.familia.descendentes.some((d) => d.pessoaId === p.id);
  const after = distribution(caseOf(c.s, withoutPerson(c, p.id), c.today));
  if (after.length > 0)
    lines.push(
      `Como o testamento está hoje, ${descendantWithoutKids ? `se ${w.he} não deixar filhos, ` : ''}ficaria assim: ${after.join('; ')}.`,
    );
  if (what.length > 0 && missing)
    lines.push(
      `Se preferir que vá para outra pessoa, indique um substituto. ${whereAsked(c.s, 'substitutos', 'substitutos', substituteExample(c, p), 'Eu pergunto isso logo depois da herança e dos legados.')}`,
    );
  return lines.join(' ');
}

function ifSomeoneDiesFirst(c: Case): string {
  const rule =
    'Se alguém a quem você deixou algo falecer antes de você, o que era para essa pessoa vai para o substituto que você indicar (art. 1.947); sem substituto, volta para a herança e fica com os seus herdeiros pela lei (arts. 1.939 e 1.944). Um filho que falecer antes é representado pelos filhos dele na legítima (art. 1.851).';
  const people = beneficiaries(c);
  if (people.length === 0) return rule;
  const status = people.map((p) => {
    const sub = [...c.content.disposicoes.heranca, ...c.content.disposicoes.legados].find(
      (x) => x.beneficiarioId === p.id && x.substitutoId,
    )?.substitutoId;
    const s = sub && person(c, sub);
    return s
      ? `${called(c.s, p).the} tem ${called(c.s, s).the} como substitut${called(c.s, s).o}`
      : `${called(c.s, p).the} ainda não tem substituto`;
  });
  const first = people[0];
  return [
    rule,
    `No seu testamento, ${joinPt(status)}.`,
    first
      ? whereAsked(
          c.s,
          'substitutos',
          'substitutos',
          substituteExample(c, first),
          'Eu pergunto pelos substitutos logo depois da herança e dos legados.',
        )
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
