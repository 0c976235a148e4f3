import { expandShorthand, typedForm } from './chat-text.ts';
import type { ShareFact } from './fact-types.ts';
import { capitalizeName, splitRelation } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { parsePercent, roundPct } from './percentages.ts';
import { normalize } from './text.ts';

/**
 * Shares as people say them: "toda a parte disponível pra Rosa", "td q eu puder pra rosa",
 * "metade pra cada", "o resto igual entre os três", "70% da disponível para o Pedro",
 * "1/3 pra cada", "30% para João e 20% para Maria". `para` is a name or a pointer
 * ("os dois", "minha filha", "cada") that `matchPeople` resolves.
 */

const DISPONIVEL =
  /\b(parte disponivel|disponivel|parte que (?:eu )?(?:posso|puder|pode) (?:dar|deixar)|tudo que (?:eu )?(?:puder|posso|pode)(?: deixar| dar)?|o maximo (?:que|possivel)|o maximo|essa parte|a parte livre|parte livre)\b/;
const WHOLE_DISPONIVEL =
  /\b(?:toda (?:a )?(?:minha )?parte disponivel|(?:a |minha )?parte disponivel (?:inteira|toda)|essa parte (?:inteira|toda)|toda essa parte|tudo que (?:eu )?(?:puder|posso|pode)(?: deixar| dar)?|a parte que (?:eu )?(?:posso|puder) (?:dar|deixar)|o maximo (?:que|possivel)(?: (?:eu )?(?:puder|posso|pode)(?: deixar| dar)?)?|o maximo|100% da (?:parte )?disponivel)\b/;

function cleanRecipient(raw: string): string | undefined {
  const text = raw
    .replace(/[.!?]\s.*$/, '')
    .replace(/\b(?:que|pois|porque|para ela|para ele|pra ela|pra ele)\b.*$/, '')
    .replace(/^(?:o|a|os|as)\s+/, '')
    .replace(/\s+e\s*$/, '')
    .trim();
  if (!text) return undefined;
  if (/^(?:cada|cada um|cada uma)$/.test(text)) return 'cada';
  // "minha sobrinha laura mendes" → "Laura Mendes"; "minha filha" stays a pointer.
  const { relacao, resto } = splitRelation(text);
  if (relacao && resto && isPlausibleName(resto)) return capitalizeName(resto);
  return isPlausibleName(text) ? capitalizeName(text) : text;
}

function splitNames(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+e\s+/)
    .map((part) => part.replace(/^(?:o|a|os|as|meus|minhas|meu|minha)\s+/, '').trim())
    .filter((part) => part.length > 1);
}

/** Every share in the message, in the order said. */
export function readShares(message: string): ShareFact[] {
  return readSharesNormalized(message).map((share) => ({
    ...share,
    para: typedForm(share.para, message) ?? share.para,
  }));
}

function readSharesNormalized(message: string): ShareFact[] {
  const n = normalize(expandShorthand(message));
  const base: ShareFact['base'] = DISPONIVEL.test(n) ? 'disponivel' : 'total';
  // "o resto igual entre os três", "dividido igualmente entre o Lucas e a Beatriz".
  const equal =
    /\b(?:(o resto|o restante)\s+)?(?:\w+\s+)?(?:dividid[oa]s?\s+)?(?:igual(?:mente)?|em partes iguais|por igual)\s+(?:entre|para|pra)\s+(.+)$/.exec(
      n,
    );
  if (equal?.[2]) {
    const before = numberedShares(n.slice(0, equal.index), base);
    const who = equal[2].replace(/[.!]$/, '');
    const listed = /,|\s+e\s+/.test(who)
      ? splitNames(who.replace(/^.*?(?:filh[oa]s|netos|irmaos|sobrinhos)\s*,?\s*/, ''))
      : [];
    const names = listed.filter(
      (name) => !/^(?:os|as)?\s*(?:dois|duas|tres|quatro|todos|todas)$/.test(name),
    );
    const rest = Boolean(equal[1]);
    if (names.length >= 2) {
      return [
        ...before,
        ...names.map((name) => ({
          para: capitalizeName(name),
          ...(rest ? {} : { percentual: roundPct(100 / names.length) }),
          base,
          regra: rest ? ('resto_igual' as const) : ('igual' as const),
        })),
      ];
    }
    return [...before, { para: who, base, regra: rest ? 'resto_igual' : 'igual' }];
  }
  const wholeSaid =
    WHOLE_DISPONIVEL.exec(n) ??
    (/\bdisponivel\b/.test(n) &&
    /\b(?:toda|inteira|integral)\b/.test(n) &&
    !/\d|metade|terco/.test(n)
      ? /\bdisponivel\b/.exec(n)
      : null);
  if (wholeSaid) {
    const tail = n.slice(wholeSaid.index);
    const after = /\b(?:para|pro|pra|fique com|fica com|ficar com)\s+(?:o |a )?([^,.;!]+)/.exec(
      tail,
    );
    const para = after?.[1] ? cleanRecipient(after[1]) : undefined;
    return para ? [{ para, percentual: 100, base: 'disponivel', regra: 'toda_disponivel' }] : [];
  }
  return numberedShares(n, base);
}

/** Shares with a number or fraction: "30% para João e 20% para Maria", "pro Zé e pra Tonha metade pra cada". */
function numberedShares(n: string, base: ShareFact['base']): ShareFact[] {
  const out: ShareFact[] = [];
  const each = /\b(?:para|pra|pro)\s+cada(?: um| uma)?\b/.exec(n);
  if (each) {
    const pct = parsePercent(n.replace(/\b(?:da|de) (?:parte )?disponivel\b/, ''));
    const named = [
      ...n
        .slice(0, each.index)
        .matchAll(
          /\b(?:para|pra|pro)\s+(?:o |a )?([a-z][a-z ]*?)(?=\s+(?:e|metade|\d)\b|\s*[,;]|$)/g,
        ),
    ]
      .map((m) => cleanRecipient(m[1] ?? ''))
      .filter((name): name is string => Boolean(name) && name !== 'cada');
    if (pct !== undefined && named.length >= 2)
      return named.map((para) => ({ para, percentual: pct, base }));
    if (pct !== undefined) return [{ para: 'cada', percentual: pct, base }];
  }
  const clauses = n.split(
    /\s*[,;]\s*(?=.*\d|.*metade|.*terco)|\s+e\s+(?=(?:\d|metade|um terco|1\/))/,
  );
  for (const clause of clauses) {
    const pct = parsePercent(clause.replace(/\b(?:da|de) (?:parte )?disponivel\b/, ''));
    const who = /\b(?:para|pro|pra)\s+(.+)$/.exec(clause);
    if (pct === undefined || !who?.[1]) continue;
    const para = cleanRecipient(who[1].replace(/\b(?:da|de) (?:parte )?disponivel\b/, ''));
    if (para) out.push({ para, percentual: pct, base });
  }
  return out;
}
