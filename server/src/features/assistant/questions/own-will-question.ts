/**
 * Section 1's first question: the will is the person's own, by their free will and in full
 * discernment (arts. 1.858 and 1.860), with someone typing for them when that is so.
 */
import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { normalize } from '../parsers/text.ts';
import {
  defineQuestion,
  fail,
  ok,
  parsed,
  parseYes,
  YES_NO,
  yn,
  type Question,
} from './question.ts';

/**
 * The person opened by telling their own facts ("meu nome é…, nasci…, sou casada…"), before saying
 * that the will is theirs. They are not stopped at that question: the rest of the identification
 * goes on with what they told, and the declaration the law needs from them (own will, full
 * discernment: arts. 1.858 and 1.860) is asked when it ends, still for them to affirm.
 */
function toldOwnFactsFirst(s: InterviewState): boolean {
  // The form said in the opening ("pretendo lavrar testamento particular") is not such a fact.
  return (
    !s.answered.includes('proprio') &&
    s.answered.some((key) => key !== 'proprio' && key !== 'forma')
  );
}

/** "quero fazer meu testamento": what they came for, said before the declaration is asked. */
function wantsOwnWill(text: string): boolean {
  return WANTS_WILL.test(normalize(text));
}

const WANTS_WILL =
  /\b(?:quero|queria|gostaria de|vim|venho|preciso|pretendo|desejo|decidi) (?:fazer|faze|escrever|deixar|lavrar|redigir|elaborar|registrar)\b/;

/** "o testamento é meu", "quem tá escrevendo sou eu mesma", "é pra mim mesma": the will is theirs. */
const SAYS_OWN =
  /\b(?:(?:o|este|esse|meu) testamento e (?:meu|pra mim|para mim)|(?:e |eh )?(?:pra|para) mim (?:mesm[oa]|msm)|e (?:o )?meu (?:mesmo|msm)|quem (?:ta|esta|to|estou|escreve|digita)(?: (?:escrevendo|digitando))?(?: aqui)? sou eu|sou eu mesm[oa] (?:que|quem)|eu mesm[oa] (?:que |quem )?(?:to|estou|tou) (?:escrevendo|digitando|fazendo))\b/;
/** "estou no pleno gozo de minhas faculdades", "lúcida", "com a cabeça boa": full discernment. */
const SOUND_MIND =
  /\b(?:plen[oa] (?:gozo|uso|juizo|consciencia|capacidade|discernimento)|lucid[oa]|em (?:sa|plena) consciencia|cabeca (?:boa|boazinha|otima|no lugar)|bem da cabeca)\b/;

/** Longer than this, a message is more than a reply to the declaration. */
const MAX_OWN_REPLY_WORDS = 12;

/** A short reply to the declaration that says the will is theirs, and says no "não é". */
function saysOwnReply(text: string): boolean {
  const n = normalize(text);
  return (
    n.split(' ').length <= MAX_OWN_REPLY_WORDS &&
    SAYS_OWN.test(n) &&
    !/\b(?:nao|n) (?:e|eh) (?:meu|pra mim|para mim)\b/.test(n)
  );
}

/**
 * An opening that already makes the declaration: the will is theirs ("o testamento é meu", "quem
 * tá escrevendo sou eu mesma") and they are of sound mind or say they want to make it.
 */
function declaresOwnWill(text: string): boolean {
  const n = normalize(text);
  if (/\b(?:nao|n) (?:e|eh) (?:meu|pra mim|para mim)\b/.test(n)) return false;
  return (
    (SAYS_OWN.test(n) || WANTS_WILL.test(n)) &&
    (SOUND_MIND.test(n) || (SAYS_OWN.test(n) && WANTS_WILL.test(n)))
  );
}

const WANTS_OWN_WILL =
  'Que bom, vamos fazer juntos. Antes, preciso da sua confirmação: este testamento é seu, feito por sua própria vontade, e você está em pleno juízo para decidir?';

/**
 * "sou o neto dela, to digitando pq ela nao mexe com celular, mas é ela q ta decidindo tudo":
 * someone types for the person, whose decisions they are. Whom they type for ('ela'/'ele'), or
 * undefined when the message says no such thing or says the decisions are not the person's.
 */
function typingFor(text: string): 'ela' | 'ele' | undefined {
  const n = normalize(text);
  const types =
    /\b(?:(?:to|tou|estou|t[oô]|vou|eu)\s+(?:digitando|escrevendo|mexendo|teclando|ajudando|preenchendo)|digit(?:o|ando|ar) (?:pra|para|por) (?:ela|ele|(?:a |o )?(?:minha|meu) (?:mae|pai|avo|vo|vovo|tia|tio|sogra|sogro|madrinha|padrinho))|(?:ela|ele) (?:nao|n) (?:mexe|sabe mexer|consegue mexer|sabe usar|usa|consegue usar|enxerga)|(?:sou|aqui e) (?:(?:o|a) )?(?:\w+,? )?(?:(?:o|a) )?(?:net[oa]|filh[oa]|sobrinh[oa]|genro|nora|afilhad[oa]|bisnet[oa]) (?:dela|dele|d[oa] (?:seu|sr|senhor|dona|sra|senhora|vo|vovo) \w+)|pediu (?:pra|para|pro) (?:eu|mim) (?:digitar|escrever|mexer)|(?:ela|ele) (?:nao|n) se (?:entende|da|acerta) com (?:o |a )?(?:celular|computador|internet|tecnologia)|(?:ela|ele) (?:ta|esta|tá) (?:aqui )?(?:do|ao) meu lado)\b/.test(
      n,
    );
  // "sou eu mesmo que estou escrevendo": the person types for themselves.
  if (!types || /\b(?:sou eu|eu) mesm[oa]\b/.test(n)) return undefined;
  // "eu que decido", "ela nao quer": the will would not be the person's own.
  if (
    /\beu (?:q|que|quem) (?:decido|vou decidir|to decidindo|escolho)\b|\b(?:ela|ele) (?:nao|n) (?:quer|sabe de nada|esta sabendo)\b/.test(
      n,
    )
  )
    return undefined;
  const hers = (n.match(/\b(?:ela|dela|minha (?:mae|avo|vo|vovo|tia|sogra|madrinha))\b/g) ?? [])
    .length;
  const his = (n.match(/\b(?:ele|dele|meu (?:pai|avo|vo|vovo|tio|sogro|padrinho))\b/g) ?? [])
    .length;
  return his > hers ? 'ele' : 'ela';
}

/** Why someone may type for the person, in two warm sentences. */
function typedForNote(typist: 'ela' | 'ele', cannotSign: boolean): string {
  const d = typist === 'ela' ? 'dela' : 'dele';
  const mesmo = `${typist} mesm${typist === 'ela' ? 'a' : 'o'}`;
  // Who cannot sign never signs a will: in the público form a witness signs at their request.
  const end = cannotSign
    ? `que ${mesmo} confirme tudo no cartório; como ${typist} não consegue assinar, uma testemunha assina a rogo ${d} (art. 1.865)`
    : `que ${mesmo} leia e assine o documento no final`;
  return `Tudo bem você digitar por ${typist}: o testamento pode ser escrito com ajuda, desde que as decisões sejam ${d} e ${end}. Sigo considerando que este testamento é ${d}, feito por vontade própria.`;
}

/** "Este testamento é seu…?": the declaration the law needs from the person. */
export const ownWillQuestion: Question = defineQuestion({
  key: 'proprio',
  section: 'identificacao',
  appliesWhen: (s) => !toldOwnFactsFirst(s) || s.answered.includes('capacidade'),
  ask: (s) => (toldOwnFactsFirst(s) ? M.proprio.askAfterFacts : M.proprio.ask),
  example: M.proprio.example,
  options: YES_NO,
  editAliases: [/identifica|dados|meus dados|capacidade/],
  describe: (s) => yn(s.draft.testador.capacidade.declaraPlenoDiscernimento),
  // "Quero fazer meu testamento" says what they came for, not that the will is theirs by their
  // own free will: that declaration is still asked (arts. 1.858 and 1.860).
  parse: (text) => {
    const typist = typingFor(text);
    if (typist) return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: true, typist });
    if (declaresOwnWill(text))
      return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: true });
    const said = parseYes(text);
    if (said.ok) return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: said.value });
    // "é pra mim mesma sô", "o testamento é meu, moço": said at the question, the will is theirs.
    if (saysOwnReply(text)) return parsed<{ yes: boolean; typist?: 'ela' | 'ele' }>({ yes: true });
    return wantsOwnWill(text) ? fail(WANTS_OWN_WILL) : said;
  },
  apply: (s, { yes, typist }) => {
    if (!yes) return fail(M.proprio.no);
    s.draft.testador.capacidade.declaraPlenoDiscernimento = true;
    const cannotSign = s.draft.testador.capacidade.podeAssinar === false;
    return typist ? ok(s, typedForNote(typist, cannotSign)) : ok(s);
  },
});
