import { sameName } from '@legado/contract';
import { findPessoa, livingChildren, toContent, type InterviewState } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { E, M } from '../messages.ts';
import { joinNames, splitPeople } from '../people.ts';
import { namesNoOne, referenceSaid, resolveReferences } from '../people-references.ts';
import { accentNameMarkers, parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLivingMinor, hasSpouse } from './facts.ts';
import {
  defineQuestion,
  fail,
  ok,
  parsed,
  parseYes,
  YES_NO,
  yn,
  type Question,
  type TurnContext,
} from './question.ts';

/** The spouse or companion is alive and no minor child names another parent. */
function spouseIsOtherParentOfMinors(s: InterviewState): boolean {
  if (!hasSpouse(s)) return false;
  const spouse = findPessoa(s.draft, s.draft.conjuge?.pessoaId)?.nome;
  return livingChildren(s.draft)
    .filter((c) => c.menor)
    .every((c) => !c.outroGenitor || (spouse !== undefined && sameName(c.outroGenitor, spouse)));
}

/**
 * With the other parent alive, a tutor named by one parent serves only if that parent cannot
 * exercise the poder familiar (1.634 VI, 1.729): said once, when the tutor is set. Nothing in
 * this will can say the other parent agrees: a joint nomination needs each parent's own act.
 */
function otherParentAlert(s: InterviewState, ctx: TurnContext): string[] {
  if (s.draft.tutela?.outroGenitorVivo !== true) return [];
  const alert = evaluateRules(toContent(s, ctx.today), {
    today: ctx.today,
    only: ['TUTOR_OUTRO_GENITOR'],
  })[0];
  return alert ? [`⚠️ ${alert.mensagem}`] : [];
}

/**
 * Words that name a second tutor for when the first cannot serve: "e se ela não puder", "em
 * segundo lugar", "na falta dela". The tutors are kept in order; the second serves in the first's
 * absence (1.729, 1.731).
 */
const SUBSTITUTE_WORDS =
  /\s*,?\s*(?:(?:e|ou)\s+)?(?:(?:se|caso|quando)\s+(?:ela|ele|esse|essa|a mesma|o mesmo)?\s*(?:n[aã]o|nao)\s+(?:puder|poder|possa|quiser|aceitar|aceite|der|estiver viv[oa]|for viv[oa])(?:\s+(?:assumir|aceitar|ficar))?|(?:em|como)\s+segund[oa](?:\s+(?:lugar|op[cç][aã]o))?|(?:na|em)\s+falta\s+(?:dela|dele|disso)|(?:sen[aã]o|se n[aã]o der)|(?:e\s+)?(?:como\s+)?(?:substitut[oa]|suplente|reserva)(?:\s+(?:dela|dele))?)\s*[,:]?\s*/gi;

/**
 * The parents' absence said as a condition, not a tutor: "se eu e a ju faltar", "se a mae da sofia
 * n puder", "caso a gente morra", "quando eu partir".
 */
const ABSENCE_CONDITION =
  /(?:^|(?<=[,.;:]))\s*(?:e\s+)?(?:s[oó]\s+)?(?:se|caso|quando)\s+(?:[^,.;:]*?\s)?(?:falt\p{L}*|puder|poder|possa|conseguir|morr\p{L}*|falec\p{L}*|partir|for(?:mos)?\s+embora|acontec\p{L}*\s+(?:alguma\s+coisa|algo|o\s+pior|qualquer\s+coisa)(?:\s+(?:comigo|conosco|com\s+a\s+gente|com\s+n[oó]s(?:\s+dois)?|com\s+os\s+dois)(?:\s+e\s+com\s+(?:o|a)\s+\p{L}+)?)?)(?:\s+(?:os dois|as duas|n[oó]s dois|ambos|juntos))?(?=[\s,.;:!]|$)\s*[,:]?/giu;

/**
 * The parents' absence said in legal words before the tutor: "Na falta ou impedimento da
 * genitora, nomeio…", "Em caso de falecimento de ambos os pais, …".
 */
const PARENTS_ABSENT =
  /^\s*(?:(?:na|em)\s+(?:falta|aus[eê]ncia|impedimento)(?:\s+(?:ou|e)\s+(?:falta|aus[eê]ncia|impedimento))?\s+d[aeo]s?\s+(?!dela\b|dele\b)|(?:em|no)\s+caso\s+de\s+)[^,.;:]*[,:]\s*/iu;

/**
 * "aí quero que fique com minha irmã …", "quero q o luan fique com a ana": the minors staying
 * with someone; the words before the tutor's name.
 */
const STAYS_WITH =
  /(?:^|(?<=[,.;:]))\s*(?:(?:a[ií]|ent[aã]o|da[ií])\s+)?(?:(?:eu\s+)?(?:quero|queria|gostaria|prefiro)\s+(?:que|q)\s+)?(?:[^,.;:]{0,40}?\s)?(?:fi(?:que|quem|ca|cam|car|carem)|mor(?:e|em|ar))\s+com\s+/giu;

/**
 * A remark said after a tutor, about that person or the choice: "ela ja aceitou", "por algum
 * motivo", "que mora perto". It never names a second tutor.
 */
const REMARK =
  /^(?:(?:ela|ele)\s+(?:j[aá]|vai|aceitou|concordou|topou|sabe|quer|mora|cuida|gosta|[eé]|eh|est[aá]|t[aá])\b|(?:por|pq|porque|pois|que|q|j[aá]|mas|inclusive|tamb[eé]m|tb|tbm)\b)/iu;

/**
 * The role and the case said after the tutor: "… como tutora do davi pro caso de faltar nós dois",
 * "… pra ser tutor deles".
 */
const ROLE_AFTER =
  /\s+(?:como|para|pra|pro)\s+(?:ser\s+)?(?:(?:o|a)\s+)?tutor(?:a|es|as)?\b[^,.;:]*/giu;

/**
 * Who a person is, said next to their full name ("a avó dele, a mãe da josiane, dona maria do
 * socorro ribeiro lima"): someone's relative, not the speaker's, with nobody named in it.
 */
const RELATIVE_OF_ANOTHER =
  /(?<=^|[,;])\s*(?:(?:a|o)\s+)?(?:m[aã]e|pai|av[oóô]|irm[aã]o?|ti[oa]|madrinha|padrinho|prim[oa]|cunhad[oa]|madrasta|padrasto)\s+(?:dele|dela|deles|delas|d[oa]s?\s+\p{L}+)\s*(?=,)/giu;

/** "a irmã dele", "o tio das crianças", "a mais velha": who the one named before is. */
const WHO_SHE_IS =
  /^(?:(?:que\s+)?(?:[eé]|eh)\s+)?(?:(?:a|o)\s+)?(?:(?:irm[aã]o?|ti[oa]|av[oóô]|madrinha|padrinho|prim[oa]|cunhad[oa]|filh[oa])(?:\s+mais\s+(?:velh[oa]|nov[oa]))?\s+(?:dele|dela|deles|delas|d[oa]s?\s+\p{L}+)|mais\s+(?:velh[oa]|nov[oa]))(?:\s+(?:ela|ele|que|q|e)\s.*)?$/iu;

/** Section 6 · tutor for minor children (CC 1.729). */
export const guardianshipQuestions: Question[] = [
  defineQuestion({
    key: 'tutor',
    section: 'tutela',
    optional: true,
    appliesWhen: hasLivingMinor,
    ask: () => M.tutor.ask,
    example: M.tutor.example,
    editAliases: [/tutor|tutela/],
    describe: (s) =>
      s.draft.tutela?.tutorIds.length ? joinNames(s, s.draft.tutela.tutorIds) : undefined,
    summary: (s) => [
      Boolean(s.draft.tutela?.tutorIds.length) &&
        `Tutor(es): ${joinNames(s, s.draft.tutela?.tutorIds ?? [])}`,
    ],
    clear: (s) => {
      delete s.draft.tutela;
    },
    // The tutors as named, in order; null when there is none.
    parse: (text) => {
      if (
        (parseYesNo(text) === false && normalize(text).split(' ').length <= 3) ||
        namesNoOne(text)
      )
        return parsed(null);
      const names = splitPeople(
        referenceSaid(accentNameMarkers(text).replace(PARENTS_ABSENT, ''))
          .replace(SUBSTITUTE_WORDS, ', ')
          .replace(ABSENCE_CONDITION, ', ')
          .replace(STAYS_WITH, ', ')
          // "na falta da genitora, nomeio meu irmão, …": the verb that names the tutor.
          .replace(/(?:^|(?<=[,.;:]))\s*(?:nomeio|designo|escolho|indico)\s+/giu, ' ')
          // "1) patricia zanella costa 2) marcio costa", "a patricia ou o marcio": in that order.
          .replace(/(?:^|\s+)\d\s*[).º°]\s*/g, ', ')
          .replace(/\s+ou\s+(?:ent[aã]o\s+)?/gi, ', ')
          .replace(/\s+(?:e depois|depois|em seguida)\s+/gi, ', ')
          .replace(ROLE_AFTER, '')
          // "… pro caso de faltar eu e a kauane os dois": the case said after the tutor.
          .replace(/\s+(?:pr[oa]|para\s+o|no|em)\s+caso\s+de\s+[^,.;:]*/giu, '')
          // A relative of someone else said before the name describes the one named next.
          .replace(RELATIVE_OF_ANOTHER, ''),
      ).filter(
        (name, i) =>
          !/^(?:e|ou|depois)$/i.test(name) &&
          !(REMARK.test(name.trim()) && !parsePersonName(name, { full: true })) &&
          // "a Ana Beatriz, a irmã dele": who the one just named is, not a second tutor.
          !(i > 0 && WHO_SHE_IS.test(name.trim())),
      );
      return names.length === 0 ? fail(E.tutor) : parsed(names);
    },
    apply: (s, names, ctx) => {
      if (names === null) {
        delete s.draft.tutela;
        return ok(s);
      }
      const r = resolveReferences(s, names, { group: false });
      if (!r.ok) return fail(r.error);
      const ids = r.ids;
      if (ids.length === 0) return fail(E.tutor);
      const minors = livingChildren(s.draft)
        .filter((c) => c.menor)
        .map((c) => c.pessoaId);
      if (ids.some((id) => minors.includes(id))) return fail(E.tutorMenor);
      s.draft.tutela = { ...(s.draft.tutela ?? {}), tutorIds: [...new Set(ids)] };
      // The living spouse is the other parent of every minor: the law's condition is known.
      if (spouseIsOtherParentOfMinors(s)) s.draft.tutela.outroGenitorVivo = true;
      return ok(s, ...otherParentAlert(s, ctx));
    },
  }),
  defineQuestion({
    key: 'outro_genitor',
    section: 'tutela',
    appliesWhen: (s) =>
      hasLivingMinor(s) &&
      Boolean(s.draft.tutela?.tutorIds.length) &&
      !spouseIsOtherParentOfMinors(s),
    ask: () => M.outroGenitor.ask,
    example: M.outroGenitor.example,
    options: YES_NO,
    describe: (s) => yn(s.draft.tutela?.outroGenitorVivo),
    summary: ({ draft: { tutela: t } }) => [
      t?.outroGenitorVivo !== undefined &&
        `Outro genitor vivo: ${t.outroGenitorVivo ? 'sim' : 'não'}`,
    ],
    // "o pai deles faleceu", "ele ta vivo sim": the other parent's life said in words.
    parse: (text) => {
      const n = normalize(text);
      if (
        /\b(?:falec\w*|morre\w*|morto|morta|nao (?:e|esta|ta) viv[oa]|nao vive|in memoriam)\b/.test(
          n,
        )
      )
        return parsed(false);
      if (/\b(?:(?:e|esta|ta) viv[oa]|vivo|viva|vive)\b/.test(n) && !/\bnao\b/.test(n))
        return parsed(true);
      return parseYes(text);
    },
    apply: (s, yes, ctx) => {
      if (!s.draft.tutela) return fail(M.tutor.ask);
      s.draft.tutela.outroGenitorVivo = yes;
      delete s.draft.tutela.outroGenitorConcorda;
      return ok(s, ...otherParentAlert(s, ctx));
    },
  }),
];
