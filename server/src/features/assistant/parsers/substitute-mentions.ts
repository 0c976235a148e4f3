import { expandShorthand, sentences } from './chat-text.ts';
import { normalize } from './text.ts';

/** One substitution as said: in place of `de` (a reference to a beneficiary), `por`. */
export interface SubstituteFact {
  de: string;
  por: string;
}

/** "faltar", "morrer antes", "não puder receber": what makes the substitute take the place. */
const FAIL_VERB =
  'faltar|morrer|falecer|partir|for embora|nao puder|nao possa|nao quiser|nao queira|recusar|nao estiver viv[oa]';
const FAILS = new RegExp(
  `\\s+(?:${FAIL_VERB})(?:\\s+(?:receber|aceitar|ficar com (?:el[ae]|\\S+)|pegar (?:\\S+\\s+)?\\S+))?(?:\\s+(?:antes(?: de mim| que eu| do que eu)?|primeiro))?\\b`,
);
/** "se a carla faltar", "caso a ana não possa": the beneficiary said before what happens. */
const SAID_BEFORE = new RegExp(
  `^(?:e\\s+)?(?:mas\\s+)?(?:se|caso)\\s+(?:o |a )?(.+?)(?=\\s+(?:${FAIL_VERB})\\b)`,
);
/** "se faltar a carla, fica pro…": what happens, then the beneficiary. */
const SAID_AFTER = new RegExp(
  `^(?:e\\s+)?(?:mas\\s+)?(?:se|caso)\\s+(?:${FAIL_VERB})(?:\\s+antes)?\\s+(?:o |a )?([^,]+?)(?=\\s*,|\\s+(?:fica|ficam|vai|passa|quero)\\b)`,
);
/** "o antonio no lugar da carla", "o substituto da carla é o antonio": the substitute first. */
const REVERSED = [
  /^(?:e\s+)?(?:o |a )?(?<por>.+?)\s+(?:fica |entra |vai )?(?:no|em) lugar d[aoe]s?\s+(?<de>.+)$/,
  /^(?:e\s+)?(?:o |a )?substitut[oa] d[aoe]s?\s+(?<de>.+?)\s+(?:e|eh|sera|vai ser)\s+(?:o |a )?(?<por>.+)$/,
];
/** "sim, o antonio marcos", "pode ser a minha irmã": with one beneficiary, only the substitute. */
const ONLY_SUBSTITUTE =
  /^(?:sim[\s,.!]+)?(?:pode ser |seria |quero |indico )?(?:o |a |meu |minha )(?<por>.+)$/;
/** "o carro fica pra beatriz", "a parte dele vai pro irmão", "passa para a Ana". */
const GOES_TO =
  /\b(?:fica|ficam|fique|fiquem|vai|vao|va|passa|passam|passe)\s+(?:tudo\s+)?(?:com|para|pra|pro|pros|pras)\s+(?:o |a )?(.+)$/;
/** "um dos dois … o outro": each of two beneficiaries is the other's substitute. */
const EACH_OTHER =
  /\b(?:um dos dois|uma das duas|um deles|uma delas|qualquer um (?:dos dois|deles)|qualquer uma (?:das duas|delas)|se algum (?:dos dois|deles)|se alguma (?:das duas|delas))\b.*\b(?:o outro|a outra|pro outro|pra outra|para (?:o |a )?outr[oa])\b|\bum no lugar do outro\b|\buma no lugar da outra\b/;
/** "deixa como a lei manda", "pela lei": no substitute, the law decides. */
const BY_LAW =
  /\b(?:como (?:a lei|manda a lei)|(?:pela|segue a|seguir a|conforme a) lei|a lei (?:manda|decide))\b/;

/**
 * "fica pros filhos mesmo", "volta pra herança", "vai pros herdeiros": the share or the gift goes
 * back to the heirs, as without a substitute (never "os filhos dela", someone's own children).
 */
const BACK_TO_HEIRS =
  /\b(?:fica|ficam|vai|vao|volta|voltam|passa|passam|divide|dividido|dividida)\s+(?:tudo\s+)?(?:com|para|pra|pros|pras|aos|as|entre)\s+(?:os\s+|as\s+)?(?:meus\s+|minhas\s+|outros\s+|outras\s+|demais\s+)?(?:filhos|filhas|herdeiros|herdeiras)\b(?!\s+(?:dele|dela|deles|delas|d[oa]s?)\b)|\b(?:volta|voltam|entra|entram)\s+(?:pra|para|na|no)\s+(?:a\s+|o\s+)?(?:heranca|monte|inventario)\b/;

/** "nao, se ela morrer antes fica pros meninos mesmo como a lei manda": no substitute named. */
export function leavesItToTheLaw(message: string): boolean {
  const n = normalize(expandShorthand(message));
  return BY_LAW.test(n) || BACK_TO_HEIRS.test(n);
}

/** "pedro irmao dela", "o pedro, irmão dela": a name, then whose relative (said, not a name). */
const RELATIVE_OF_ANOTHER =
  /[\s,]+(?:(?:o|a)\s+)?(?:irmao|irma|filho|filha|neto|neta|primo|prima|marido|esposa|esposo|mulher|sobrinho|sobrinha)\s+(?:dele|dela)$/;

/**
 * Substitutes said in plain words (CC 1.947): "Se um dos dois faltar, a parte dele fica com o
 * outro irmão" (with two beneficiaries, each is the other's), "se o lucas morrer antes o carro
 * fica pra beatriz". `beneficiaries` are the full names of those who receive. Empty when the
 * message says neither; the typed form ("no lugar de João, Maria") is read by the question.
 */
export function readSubstitutes(
  message: string,
  beneficiaries: readonly string[],
): SubstituteFact[] {
  const out: SubstituteFact[] = [];
  for (const sentence of sentences(expandShorthand(message))) {
    const n = normalize(sentence);
    if (EACH_OTHER.test(n)) {
      const [a, b] = beneficiaries;
      if (beneficiaries.length !== 2 || !a || !b) return [];
      out.push({ de: a, por: b }, { de: b, por: a });
      continue;
    }
    const reversed = REVERSED.map((re) => re.exec(n)?.groups).find((g) => g?.de && g.por);
    if (reversed?.de && reversed.por) {
      out.push({ de: reversed.de.replace(/[.!]+$/, ''), por: reversed.por.replace(/[.!]+$/, '') });
      continue;
    }
    const said = SAID_BEFORE.exec(n) ?? SAID_AFTER.exec(n);
    const only = said ? undefined : ONLY_SUBSTITUTE.exec(n)?.groups?.por;
    if (only && beneficiaries.length === 1 && beneficiaries[0] && !/\b(?:se|caso)\b/.test(n)) {
      out.push({ de: beneficiaries[0], por: only.replace(/[.!]+$/, '') });
      continue;
    }
    if (!said?.[1]) continue;
    const after = n.slice(said[0].length).replace(FAILS, '');
    const to = GOES_TO.exec(after);
    const said1 = to?.[1]
      ?.replace(/[.!]+$/, '')
      .replace(/[\s,]+(?:ne|ta|ok|mesmo)$/, '')
      .trim();
    // "fica pro filho dela pedro nogueira lima": the name said after whose relative.
    const named = /\b(?:dele|dela)[\s,]+(?:o |a )?((?!mesm|msm|tambem|tb)\S+(?:\s+\S+)*)$/.exec(
      said1 ?? '',
    )?.[1];
    const kept = said1?.replace(RELATIVE_OF_ANOTHER, '');
    const por = named ?? (kept && !RELATIVE_OF_ANOTHER.test(` ${kept}`) ? kept : said1);
    // "se ela morrer antes": with one beneficiary, "ela" is that one.
    const de =
      /^(?:ele|ela)$/.test(said[1].trim()) && beneficiaries.length === 1
        ? beneficiaries[0]
        : said[1].trim();
    // "fica pros filhos dele": someone else's relatives are not read here (the question asks).
    if (por && de && !/\b(?:dele|dela|deles|delas)\b/.test(por)) out.push({ de, por });
  }
  return out;
}

/** "no lugar da Júlia o Pedro…", "substituta da Ana a Carla…": the words before the two people. */
const IN_PLACE_OF = /^\s*(?:e\s+)?(?:no lugar|em lugar|substitut[oa]s?)\s+d[eoa]s?\s+(.+)$/i;
/** Where the substitute starts when no comma says it: "… o Pedro", "… fica pro Pedro", "… a Carla". */
const SUBSTITUTE_START =
  /\s+(?:(?:fica|ficam|vai|vao|vão|entra|entram)\s+)?(?:(?:com|para|pra|pro|o|a)\s+)+(?=\S)/gi;

/**
 * "No lugar da Júlia o Pedro Fagundes da Rosa": a substitution said without a comma. The
 * beneficiary is the shortest beginning that `isBeneficiary` knows; undefined when none is.
 */
export function inPlaceOfUnpunctuated(
  line: string,
  isBeneficiary: (said: string) => boolean,
): [string, string] | undefined {
  const rest = IN_PLACE_OF.exec(line)?.[1];
  if (!rest) return undefined;
  for (const m of rest.matchAll(SUBSTITUTE_START)) {
    const de = rest.slice(0, m.index).trim();
    const por = rest.slice(m.index + m[0].length).trim();
    if (de && por && isBeneficiary(de)) return [de, por];
  }
  return undefined;
}
