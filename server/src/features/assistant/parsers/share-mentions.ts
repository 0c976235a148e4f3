import { expandShorthand, typedForm } from './chat-text.ts';
import { namesAThing } from './gift-mentions.ts';
import type { ShareFact } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { parsePercent, roundPct } from './percentages.ts';
import { normalize } from './text.ts';
import {
  OF_DISPONIVEL,
  TO,
  childrenOf,
  cleanRecipient,
  receiversBefore,
  receiversIn,
  recipients,
  SAID_DEAD,
} from './share-receivers.ts';

/**
 * Shares as people say them: "toda a parte disponível pra Rosa", "td q eu puder pra rosa",
 * "metade pra cada", "o resto igual entre os três", "70% da disponível para o Pedro",
 * "1/3 pra cada", "30% para João e 20% para Maria". `para` is a name or a pointer
 * ("os dois", "minha filha", "cada") that `matchPeople` resolves.
 *
 * A message is read clause by clause ("20% da disponível para a Patrícia | e o resto da
 * disponível igual entre os três filhos"): a later clause may say how much each person of the
 * one before receives ("td q eu puder pros meus netos pedro e luana | metade pra cada"), and "o
 * resto" is what the numbers said before leave of the same part.
 */

/** "tudo (o) que a lei me permitir", "o máximo que a lei deixar": the disponível, as the law's limit. */
const LAW_ALLOWS = 'a lei (?:me |lhe )?(?:permit\\w*|deix\\w*|autoriz\\w*)';
/** "tudo (o) que eu puder deixar (livre)": the disponível, as what the testator may leave. */
const ALL_I_CAN = `tudo (?:o )?que (?:(?:eu )?(?:puder|posso|pode)(?: deixar| dar)?(?: livre(?:mente)?)?|${LAW_ALLOWS})`;
/** The disponível in other words: "a parte que eu posso escolher", "o que eu posso deixar". */
const DISPONIVEL = new RegExp(
  `\\b(parte disponivel|disponivel|parte que (?:eu |ela |ele )?(?:posso|puder|pode) (?:dar|deixar|escolher|decidir)|o que (?:eu )?(?:posso|puder|pode) (?:deixar|dar|escolher)(?: livre)?|${ALL_I_CAN}|o maximo (?:que|possivel)|o maximo|essa parte|a parte livre|parte livre)\\b`,
);
const WHOLE_DISPONIVEL = new RegExp(
  `\\b(?:toda (?:a )?(?:minha )?parte disponivel|(?:a |minha )?parte disponivel (?:inteira|toda)|(?:a )?totalidade d[ao] (?:minha )?(?:parte )?disponivel|essa parte (?:inteira|toda)|toda essa parte|${ALL_I_CAN}|a parte que (?:eu |ela |ele )?(?:posso|puder|pode) (?:dar|deixar|escolher|decidir)|o que (?:eu )?(?:posso|puder|pode) (?:deixar|dar|escolher)(?: livre)?|o maximo (?:que|possivel)(?: (?:eu )?(?:puder|posso|pode)(?: deixar| dar)?| ${LAW_ALLOWS})?|o maximo|100% da (?:parte )?disponivel)\\b`,
);
/** Other names of the disponível, written as it before the message is read. */
const DISPONIVEL_WORDS =
  /\b(?:(?:metade|quota|cota|porcao|porção) disponivel|parte livre|(?:daquela |dessa |da )?parte (?:de )?que (?:eu |a gente )?(?:posso|puder|pode) (?:dispor|escolher)(?: livremente)?)\b/g;
/** Where a new share starts inside a message: a number, a fraction or the rest. */
const SHARE_START =
  /(?:\d|(?:a )?(?:outra )?metade\b|(?:um|dois|1|2) terc|(?:um|1) quarto|(?:o )?rest(?:o|ante)\b|o que sobrar\b)/;
const CLAUSE_BREAK = new RegExp(
  `\\s*[;]\\s*|\\s+(?=o (?:resto|restante)\\b)|(?<=[.!?])\\s+|\\s*(?:,(?=\\s)|(?<!\\d),)\\s*(?:e\\s+)?(?=${SHARE_START.source})|\\s+e\\s+(?=${SHARE_START.source})`,
);
const REST = /^(?:e\s+)?(?:o\s+)?(?:resto|restante)\b|^o que sobrar\b/;
const EQUAL =
  /\b(?:dividid[oa]s?\s+)?(?:igual(?:mente)?|em partes iguais|por igual|dividid[oa]s?(?= entre))\b/;
/** "como a lei manda", "pela lei", "do jeito que a lei diz": the rest divided by the law. */
const REST_BY_LAW =
  /\b(?:como (?:manda )?a lei|pela lei|segue a lei|conforme a lei|(?:o|do jeito|da forma) que a lei (?:manda|diz|determina)|(?:divide|dividido|fica) normal)\b/;
/** "pros 2 igual", "pras duas", "os gêmeos": a group said by its count, not by names. */
const COUNTED_GROUP =
  /\b(?:para|entre) (?:os|as) (?:2|dois|duas|gemeos|gemeas)\b(?! (?:filh|net|irm|sobrinh))|\b(?:ambos|ambas)\b/;
/** "tudo", "td": the whole estate. */
const EVERYTHING = /\b(?:tudo|td|tdo)\b/;
const EACH = /\bpara\s+cada(?: um| uma)?\b|\bcada (?:um|uma)\b/;
/** Every share in the message, in the order said. */
export function readShares(message: string): ShareFact[] {
  return readSharesNormalized(message).map((share) => {
    // "thiago henrique alves é o nome completo dele kkk metade pra ele": the name said here.
    const para = PRONOUN.test(share.para) ? (nameSaidFor(message) ?? share.para) : share.para;
    return { ...share, para: typedForm(para, message) ?? para };
  });
}

/** "ele", "pra ela": a receiver said by a pronoun, which only this message may resolve. */
export const PRONOUN = /^(?:(?:para|pra) )?(?:ele|ela|eles|elas|dele|dela)$/i;

/** "X é o nome completo dele", "o nome dela é X", "ele se chama X": a name said in the message. */
const NAME_SAID = [
  /([a-z][a-z ]+?)\s+(?:e|eh)\s+o nome(?: completo| todo| inteiro| certo)? d(?:ele|ela)\b/,
  /\bo nome(?: completo| todo| inteiro| certo)? d(?:ele|ela) (?:e|eh) ([a-z][a-z ]+)/,
  /\b(?:ele|ela) se chama ([a-z][a-z ]+)/,
];

/** The one full name the message says a pronoun stands for; undefined when not said plainly. */
function nameSaidFor(message: string): string | undefined {
  const n = normalize(message.replace(EMOJI, ' '));
  for (const re of NAME_SAID) {
    const words = (re.exec(n)?.[1] ?? '').trim().split(' ').filter(Boolean);
    // The longest run of words that is a full name, from the side next to the pointer.
    const fromEnd = re === NAME_SAID[0];
    for (let size = Math.min(words.length, 7); size >= 2; size--) {
      const name = (fromEnd ? words.slice(-size) : words.slice(0, size)).join(' ');
      if (isPlausibleName(name) && !PRONOUN.test(name)) return capitalizeName(name);
    }
  }
  return undefined;
}

/** Emoji and their variation marks: never part of a name ("thiago 💕"). */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;
/** "para a ONG X, quer dizer, para a Y", "pro jose, ou melhor, pro joao": a receiver fixed at once. */
const SAID_AGAIN =
  /\bpara\s+[^,;.:]+?,?\s+(?:quer dizer|ou melhor|digo|alias|melhor dizendo),?\s+(?:para\s+|(?=(?:o|a)\s))/g;

/** Words after "metade" or "40%" that are not who receives ("metade da parte", "metade pra"). */
const NOT_A_RECEIVER =
  'para|da|do|de|dos|das|cada|e|igual|igualmente|fica|ficam|fique|vai|com|entre|ao|a|o|as|os|dessa|desta|disso|pelo|pela|em|no|na|que|dela|dele|disponivel|parte|do|sera|seja|vai|eu|minha|meu|meus|minhas|tambem|so|apenas|somente|mais|ou|nao|sim|fiquem|ficara|iria|seria|aos|pros|pras|pro|pra|dividida|dividido|restante|resto|sobre|desse|deste|total|ja|vao|sendo|por';

function readSharesNormalized(message: string): ShareFact[] {
  const n = normalize(
    expandShorthand(message.replace(EMOJI, ' '))
      // "à Fernanda", "às minhas netas": the crase says who receives, as "para a" does.
      .replace(
        /(^|[\s,;:])(à|às)(?=\s)/giu,
        (_m, lead: string, crase: string) => `${lead}para ${crase.length > 1 ? 'as' : 'a'}`,
      )
      // A list: each line or bullet is its own share ("Da parte disponível:\n- 40% para …").
      .replace(/\s*\r?\n\s*(?:[-*•]|\d+[.)-](?=\s))?\s*/g, '; ')
      .replace(/^\s*(?:[-*•])\s*/, ''),
  )
    // "a metade disponível", "a parte livre", "a parte de que posso dispor": the disponível.
    .replace(DISPONIVEL_WORDS, 'parte disponivel')
    .replace(
      /\btudo (?:o )?que (?:for|seja|der) possivel\b|\btudo o possivel\b/g,
      'toda a parte disponivel',
    )
    .replace(/\b(?:pros|aos)\b/g, 'para os')
    // "ao Pedro": who receives, as "para o" says it.
    .replace(/\bao\b/g, 'para o')
    // "para a ONG X, quer dizer, para a Associação X": the receiver said again replaces the first.
    .replace(SAID_AGAIN, 'para ')
    .replace(/\bpras\b/g, 'para as')
    // "pras duas", "pros 2", "para os gêmeos": the two, one group ("os dois").
    .replace(
      /\bpara (?:os|as) (?:2|dois|duas|gemeos|gemeas)(?: tambem)?\b(?! (?:filh|net|irm|sobrinh))/g,
      'para os dois',
    )
    // "fica metade com a suelen": "com" says who receives, as "para" does.
    .replace(/\b(metade|\d{1,3}(?:[.,]\d+)?\s*%)\s+(?:fica\s+)?com\s+/g, '$1 para ')
    // "metade nilza, metade sandra": who receives said right after the part, without "para".
    .replace(
      new RegExp(
        `\\b(metade|\\d{1,3}(?:[.,]\\d+)?\\s*%)\\s+(?!(?:${NOT_A_RECEIVER})\\b)(?=[a-z])`,
        'g',
      ),
      '$1 para ',
    );
  const base: ShareFact['base'] = DISPONIVEL.test(n) ? 'disponivel' : 'total';
  const out: ShareFact[] = [];
  /** The facts of the clause before, which a "metade pra cada" may give amounts to. */
  let previous: ShareFact[] = [];
  const rests: ShareFact[][] = [];
  /** The clause before, when it named who receives but said no part. */
  let unnumbered: string | undefined;
  for (const clause of n.split(CLAUSE_BREAK).filter((c) => c.trim().length > 0)) {
    // "a legítima fica com os meus filhos": the law divides it; no will gives it.
    if (SAYS_LEGITIMA.test(clause)) continue;
    let facts = readClause(clause.trim(), base, previous, n);
    // "deixar um pedaço pra minha irmã marlene souza, um quarto da disponível": who receives said
    // in the clause before, the part after it.
    const to = unnumbered ? /\bpara\s.+$/.exec(unnumbered) : null;
    if (
      facts !== 'each' &&
      facts.shares.length === 0 &&
      to &&
      !/\bpara\b/.test(clause) &&
      !REST.test(clause.trim()) &&
      parsePercent(clause) !== undefined
    ) {
      const part = clause.trim().replace(/,?\s*(?:sabe|ne|ta|viu|entendeu)?\s*[?!.]*$/, '');
      const joined = readClause(`${part} ${to[0]}`, base, previous, n);
      if (joined !== 'each' && joined.shares.length > 0) facts = joined;
    }
    unnumbered =
      facts !== 'each' && facts.shares.length === 0 && parsePercent(clause) === undefined
        ? clause
        : undefined;
    if (facts === 'each') {
      continue;
    }
    if (facts.replaces) {
      for (const old of previous) out.splice(out.indexOf(old), 1);
    }
    out.push(...facts.shares);
    if (facts.shares.some((f) => f.regra === 'resto_igual')) rests.push(facts.shares);
    previous = facts.shares;
  }
  // "o resto": what the numbers said before leave of the same part, equally among those named.
  for (const rest of rests) {
    const restBase = rest[0]?.base ?? base;
    const given = out
      .filter((f) => f.regra !== 'resto_igual' && f.base === restBase)
      .reduce((sum, f) => sum + (f.percentual ?? 0), 0);
    const numbered = out.some((f) => f.regra !== 'resto_igual' && f.percentual !== undefined);
    if (!numbered || given >= 100) continue;
    const each = roundPct((100 - given) / rest.length);
    for (const f of rest) f.percentual = each;
  }
  return out;
}

/** A clause about the legítima (and not the disponível): what the law gives the heirs. */
const LEGITIMA_CLAUSE = /\blegitima\b/;
const SAYS_LEGITIMA = {
  test: (clause: string) => LEGITIMA_CLAUSE.test(clause) && !/\bdisponivel\b/.test(clause),
};

/** True when a share message speaks of the legítima, which no will divides ("a legítima fica com os filhos"). */
export function speaksOfLegitima(message: string): boolean {
  return normalize(message)
    .split(/[;.!?]/)
    .some((part) => SAYS_LEGITIMA.test(part));
}

/** "200 mil", "r$ 50.000", "30 mil reais": a sum of money. */
const SUM_SAID =
  /(?:r\$\s*[\d.,]+(?:\s*(?:mil|milhao|milhoes|k))?|\b[\d.,]+\s*(?:mil|milhao|milhoes|reais)\b|\b(?:um|dois|tres|cinco|dez|vinte|cinquenta|cem|duzentos|trezentos|quinhentos)\s+mil\b)/;
const SUMS_SAID = new RegExp(SUM_SAID.source, 'g');
/** A part of the estate: "40%", "metade", "um terço", "a disponível". */
const PART_SAID = /%|por ?cento|\bmetade\b|\bterc|\bquarto\b|\bdisponivel\b|\b(?:resto|restante)\b/;

type Clause = { shares: ShareFact[]; replaces?: boolean } | 'each';

/** One clause of a share message: "o resto igual entre os três", "metade pra cada", "30% pro João". */
function readClause(
  clause: string,
  base: ShareFact['base'],
  previous: ShareFact[],
  message: string,
): Clause {
  // "e 200 mil em dinheiro pra ana carolina pra ficar igual": a sum is a gift, never a share.
  if (SUM_SAID.test(clause) && !PART_SAID.test(clause.replace(SUMS_SAID, '')))
    return { shares: [] };
  const clauseBase: ShareFact['base'] = /\bdisponivel\b/.test(clause) ? 'disponivel' : base;
  if (REST.test(clause)) {
    // "o resto fica como a lei manda, so o carro pra larissa": the rest is the law's; who is named
    // after the law receives a gift, not the rest.
    const law = REST_BY_LAW.exec(clause);
    const to = TO.exec(clause);
    if (law && (!to || law.index < to.index)) return { shares: [] };
    const who = receiversIn(clause);
    const restBase = /\bdisponivel\b/.test(clause) ? 'disponivel' : (previous[0]?.base ?? base);
    return {
      shares: who.map((para) => ({ para, base: restBase, regra: 'resto_igual' as const })),
    };
  }
  const equal = EQUAL.exec(clause);
  if (equal) {
    const who = receiversIn(clause.slice(equal.index)).concat(
      receiversIn(clause.slice(equal.index)).length ? [] : receiversIn(clause),
    );
    if (who.length === 0) return { shares: [] };
    // "quero que fique pras duas igual": the two, said by their count.
    if (who.length === 1 && COUNTED_GROUP.test(clause))
      return {
        shares: [
          {
            para: 'os dois',
            ...(EVERYTHING.test(message) ? { percentual: 100 } : {}),
            base: clauseBase,
            regra: 'igual' as const,
          },
        ],
      };
    const named = who.length >= 2;
    return {
      shares: who.map((para) => ({
        para,
        ...(named ? { percentual: roundPct(100 / who.length) } : {}),
        base: clauseBase,
        regra: 'igual' as const,
      })),
    };
  }
  const whole = WHOLE_DISPONIVEL.exec(clause) ?? wholeSaidWithoutNumber(clause);
  // "a parte que eu posso escolher fique metade pra suelen": the part is the base, not the share.
  const partSaid =
    whole && /\d\s*(?:%|por ?cento)|\bmetade\b|\bterco|\bquarto|\bquinto/.test(clause);
  if (whole && !partSaid && !EACH.test(clause)) {
    const after = receiversIn(clause.slice(whole.index));
    // "deixar à Marlene a totalidade da parte disponível": who receives said before the part.
    const who = after.length ? after : receiversBefore(clause.slice(0, whole.index));
    if (who.length >= 2)
      return {
        shares: who.map((para) => ({
          para,
          percentual: roundPct(100 / who.length),
          base: 'disponivel' as const,
          regra: 'igual' as const,
        })),
      };
    return {
      shares: who.map((para) => ({
        para,
        percentual: 100,
        base: 'disponivel' as const,
        regra: 'toda_disponivel' as const,
      })),
    };
  }
  const pct = parsePercent(clause.replace(OF_DISPONIVEL, ''));
  if (pct === undefined) return { shares: [] };
  // "tudo como a lei manda e o apartamento eu deixo pra silvia": "tudo" with a thing is a gift.
  const to = /\bpara\b/.exec(clause);
  if (
    !/\d|metade|terc|quarto|quinto/.test(clause) &&
    namesAThing(to ? clause.slice(0, to.index) : clause)
  )
    return { shares: [] };
  const each = EACH.exec(clause);
  if (each) {
    // "pro Zé e pra Tonha metade pra cada": the names before "cada"; else those of the clause before.
    const named = [
      ...clause
        .slice(0, each.index)
        .matchAll(/\bpara\s+(?:o |a )?([a-z][a-z ]*?)(?=\s+(?:e|metade|\d)\b|\s*[,;]|$)/g),
    ]
      .map((m) => cleanRecipient(m[1] ?? ''))
      .filter((name): name is string => Boolean(name) && name !== 'cada');
    if (named.length >= 2)
      return { shares: named.map((para) => ({ para, percentual: pct, base: clauseBase })) };
    // "metade pra cada, ana luiza e bianca": the names after "cada" (of the group said before).
    const after = recipients(clause.slice(each.index + each[0].length).replace(/^[\s,:-]+/, ''));
    if (after.length >= 2 && after.every((para) => isPlausibleName(para)))
      return {
        shares: after.map((para) => ({
          para,
          percentual: pct,
          base: previous[0]?.base ?? clauseBase,
        })),
        replaces: previous.length === 1,
      };
    if (previous.length >= 2 && previous.every((f) => f.para !== 'cada'))
      return {
        shares: previous.map((f) => ({ para: f.para, percentual: pct, base: f.base })),
        replaces: true,
      };
    // "quero que fique pros 2 igual, metade pra cada": the two said by their count, as a group.
    const group = previous.length === 1 && previous[0]?.para === 'os dois';
    if (
      COUNTED_GROUP.test(clause) ||
      group ||
      (previous.length === 0 && COUNTED_GROUP.test(message))
    )
      return {
        shares: [
          { para: 'os dois', percentual: roundPct(pct * 2), base: clauseBase, regra: 'igual' },
        ],
        replaces: group,
      };
    return { shares: [{ para: 'cada', percentual: pct, base: clauseBase }] };
  }
  const who = /\bpara\s+(.+)$/.exec(clause);
  if (!who?.[1]) return { shares: [] };
  // One receiver ("a APAE de Joinville, CNPJ …" is one); "30% para João e Maria" stays as said.
  const listed = receiversIn(clause);
  // "a outra metade pros filhos do jose: tiago e mateus, meio a meio": the part split among them.
  if (
    listed.length >= 2 &&
    listed.every((name) => isPlausibleName(name)) &&
    (childrenOf(who[1]) ||
      /\bmeio a meio\b|\bfilh[oa]s d[oa]s?\b/.test(clause) ||
      SAID_DEAD.test(clause))
  )
    return {
      shares: listed.map((para) => ({
        para,
        percentual: roundPct(pct / listed.length),
        base: clauseBase,
      })),
    };
  // "metade pro meu irmao jose, que faleceu": no one receives (the question says why).
  if (listed.length === 0 && SAID_DEAD.test(who[1])) return { shares: [] };
  const para = listed.length === 1 ? listed[0] : cleanRecipient(who[1].replace(OF_DISPONIVEL, ''));
  return { shares: para ? [{ para, percentual: pct, base: clauseBase }] : [] };
}

/** "a parte disponível toda para a Rosa": the whole part said in other words, with no number. */
function wholeSaidWithoutNumber(clause: string): RegExpExecArray | null {
  return /\bdisponivel\b/.test(clause) &&
    /\b(?:toda|inteira|integral|integralmente|in totum|por inteiro|na integra|completa|totalidade)\b/.test(
      clause,
    ) &&
    !/\d|metade|terco/.test(clause)
    ? /\bdisponivel\b/.exec(clause)
    : null;
}
