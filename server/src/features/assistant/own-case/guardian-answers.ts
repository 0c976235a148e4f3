/**
 * Questions about who keeps the minor children, with the person's own family: the tutor named in
 * the will serves only when both parents are missing, the other parent alive keeps the poder
 * familiar ("isso só vale se faltar eu e a josiane né?", "quero minha mãe no lugar da ex"), and
 * nobody becomes tutor automatically: without a nomination the judge follows the order of the law
 * ("os meus filhos mais velhos não viram tutor automático?"). CC 1.634, 1.638, 1.728, 1.729, 1.731.
 */
import type { Pessoa } from '@legado/contract';
import { sameName } from '@legado/contract';
import { findPessoa, livingChildren, type InterviewState } from '../interview-state.ts';
import { joinPt } from '../people.ts';
import { asksSomething, expandChat } from './detect.ts';
import { called } from './words.ts';

/** The tutor or who keeps the children is what the message is about. */
const ABOUT_GUARDIAN =
  /\b(?:tutor\w*|tutela|guarda|fi(?:que|car|ca) com (?:ele|ela|eles|elas|o \w+|a \w+|meu filho|minha filha|meus filhos|minhas filhas|as criancas|os meninos|as meninas|o bebe|o menino|a menina)|no lugar d[ao]|em vez d[ao]|ao inves d[ao])\b/;

/** Only if both parents are missing: "só vale se faltar eu e a josiane", "se for só eu que morrer". */
const BOTH_PARENTS =
  /\bso (?:vale|conta|serve|funciona|vai valer)\b|\bfalta(?:r|rem)? (?:eu e|nos dois|os dois|ambos|a gente)\b|\bse for so eu\b|\bcontinua (?:sendo )?(?:a mae|o pai|com ele|com ela|com eles)\b/;

/** Instead of the living other parent: "no lugar da ex", "em vez da mãe dele", "tirar ele da mãe". */
const INSTEAD =
  /\b(?:no lugar|em vez|ao inves)\b(?: \w+){0,2} (?:ex|mae|pai|genitor\w*)\b|\btira(?:r)? (?:ele|ela|o \w+|a \w+|meu filho|minha filha) d[ao] (?:mae|pai|ex)\b/;

/** The older children as tutors by law: "os mais velhos não viram tutor automático?". */
const SIBLINGS_AUTOMATIC =
  /\b(?:mais velh[oa]s?|irmaos?|irmas?)\b.*\b(?:automatic\w*|vira\w* tutor\w*|ficam? (?:de )?tutor\w*|sao tutor\w*|ja (?:e|sao) tutor\w*)|\bautomatic\w*\b.*\b(?:mais velh[oa]s?|irmaos?|irmas?)\b/;

/** Words of shares and heirs: the message is about the inheritance. */
const INHERITANCE_TALK =
  /\b(?:herd\w*|heranca|parte|quinhao|representa\w*|net[oa]s?|legitima|disponivel)\b/;

function minorsOf(s: InterviewState): Pessoa[] {
  return livingChildren(s.draft)
    .filter((c) => c.menor)
    .map((c) => findPessoa(s.draft, c.pessoaId))
    .filter((p): p is Pessoa => p !== undefined);
}

/** "a Josiane", "a Kauane": the minors' other parent, by first name, when one is known for all. */
function otherParentOf(s: InterviewState): { name: string; fem: boolean } | undefined {
  const minors = livingChildren(s.draft).filter((c) => c.menor);
  const spouse = findPessoa(s.draft, s.draft.conjuge?.pessoaId);
  const said = minors.map((c) => c.outroGenitor?.trim() || spouse?.nome);
  const [first] = said;
  if (!first || said.some((n) => !n || !(sameName(n, first) || sameName(first, n))))
    return undefined;
  const name = first.split(/\s+/)[0] ?? first;
  // The testator's sex tells the other parent's in most families; else the name's ending.
  const testatorMale = s.draft.testador.sexo === 'masculino';
  const fem = s.draft.testador.sexo ? testatorMale : /a$/i.test(name);
  return { name: name.charAt(0).toUpperCase() + name.slice(1), fem };
}

/** "comigo e com a josiane", "faltar eu e a kauane": the other parent named in the message. */
const WITH_ME = /\b(?:eu e|comigo e com|eu ou) (o|a) ([a-z]{3,})\b/;

function otherParentSaid(n: string): { name: string; fem: boolean } | undefined {
  const m = WITH_ME.exec(n);
  if (!m?.[2] || /^(?:gente|mae|pai|ex|outr[oa])$/.test(m[2])) return undefined;
  return { name: m[2].charAt(0).toUpperCase() + m[2].slice(1), fem: m[1] === 'a' };
}

/** The answer, or undefined when the message does not ask this (the FAQ may still answer). */
export function guardianAnswer(s: InterviewState, text: string): string | undefined {
  const minors = minorsOf(s);
  if (minors.length === 0) return undefined;
  const n = expandChat(text);
  if (!ABOUT_GUARDIAN.test(n) && !SIBLINGS_AUTOMATIC.test(n) && !INSTEAD.test(n)) return undefined;
  // "o arthur herda no lugar do pai dele": a share by representation, not who keeps a child.
  if (INHERITANCE_TALK.test(n) && !/\b(?:tutor\w*|tutela|guarda)\b/.test(n)) return undefined;
  const instead = INSTEAD.test(n);
  const both = BOTH_PARENTS.test(n);
  const siblings = SIBLINGS_AUTOMATIC.test(n);
  if (!instead && !((both || siblings) && asksSomething(text))) return undefined;
  const kids =
    minors.length === 1
      ? called(s, minors[0]!).the
      : `${joinPt(minors.map((p) => called(s, p).the))}`;
  const plural = minors.length > 1;
  const other = otherParentOf(s) ?? otherParentSaid(n);
  // "no lugar da ex": the mother (or "do pai dele": the father), not named.
  const exWord = other
    ? undefined
    : /\b(?:no lugar|em vez|ao inves|tira\w*)\b.*?\bd([ao]) (?:ex|mae|pai)\b/.exec(n)?.[1];
  const fem = other ? other.fem : exWord === 'a' ? true : exWord === 'o' ? false : undefined;
  const his = minors.length === 1 ? called(s, minors[0]!).his : 'deles';
  const parent = other
    ? `${other.fem ? 'a' : 'o'} ${other.name}`
    : fem === undefined
      ? 'o outro pai ou a outra mãe'
      : fem
        ? `a mãe ${his}`
        : `o pai ${his}`;
  const ele = fem === undefined ? 'essa pessoa' : fem ? 'ela' : 'ele';
  const ofParent = parent.replace(/^o /, 'do ').replace(/^a /, 'da ');
  const lines: string[] = [];
  if (instead)
    lines.push(
      `O testamento não tira ${kids} ${ofParent}: enquanto ${ele} estiver viv${fem === false ? 'o' : 'a'} e tiver o poder familiar, é ${ele} quem fica com ${kids} (art. 1.634). O tutor que você indicar só assume se faltarem os dois pais, ou se ${ele} não puder exercer o poder familiar (arts. 1.728 e 1.729). Só a Justiça tira o poder familiar, em casos graves como abandono ou maus-tratos (art. 1.638); se você acha que ${ele} não tem condições, converse com um advogado ou com a Defensoria Pública. Mesmo assim vale indicar o tutor para o caso de faltarem vocês dois.`,
    );
  else if (both)
    lines.push(
      `Sim: a indicação do tutor só vale se faltarem os dois pais. Se só você faltar, ${parent} continua com o poder familiar e ${kids} ${plural ? 'ficam' : 'fica'} com ${ele} (art. 1.634); o tutor que você indicar assume só se ${ele} também faltar ou não puder exercer o poder familiar (arts. 1.728 e 1.729).`,
    );
  if (siblings) {
    const adults = livingChildren(s.draft)
      .filter((c) => !c.menor)
      .map((c) => findPessoa(s.draft, c.pessoaId))
      .filter((p): p is Pessoa => p !== undefined);
    const who =
      adults.length > 0 ? joinPt(adults.map((p) => called(s, p).the)) : 'Os irmãos maiores';
    const whoCap = who.charAt(0).toUpperCase() + who.slice(1);
    lines.push(
      `${whoCap} não ${adults.length === 1 ? 'vira tutor' : 'viram tutores'} automaticamente. Sem tutor indicado pelos pais, o juiz escolhe entre os parentes, nesta ordem: primeiro os avós, depois os irmãos e os tios, os mais próximos antes e, entre eles, os mais velhos, sempre quem for mais apto a cuidar da criança (art. 1.731). Por isso a sua indicação faz diferença.`,
    );
  }
  return lines.length > 0 ? lines.join(' ') : undefined;
}
