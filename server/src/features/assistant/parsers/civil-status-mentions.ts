import type { CivilStatusFact } from './fact-types.ts';
import { expandShorthand, typedForm } from './chat-text.ts';
import { readDates } from './date-mentions.ts';
import { parseRegime, saysNoPact } from './civil-status.ts';
import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/** Where a spouse's name ends: a word that tells something else ("há", "desde", "comunhão", "tenho"…). */
const NOT_A_NAME =
  /\s+(?=(?:ha|desde|em|no|na|mas|e(?! silva\b)|faz|comunhao|separacao|participacao|regime|sob|pel[oa]|tenho|temos|tem|sou|somos|moro|moramos|nasci|cpf|filhos?|filhas?|que|porque|pois|hoje|ate|sem|com)\b)/;

/** "nem casamos", "não nos casamos", "não somos casados", "não é casamento", "sem casar". */
const MARRIAGE_DENIED =
  /\b(?:(?:nao|nem|nunca)\s+(?:nos\s+)?(?:casamos|casamo|somos casad[oa]s?|fomos casad[oa]s?)(?:\s+no papel)?|(?:nao|nem)\s+(?:e|eh|foi)\s+(?:um\s+)?casamento|sem (?:casar|casamento))\b/g;

/** Whether the words deny a marriage of a couple (who then live in a união estável). */
export function marriageDenied(text: string): boolean {
  return new RegExp(MARRIAGE_DENIED.source).test(normalize(text).replace(/\b(?:naum|n)\b/g, 'nao'));
}

/**
 * A couple that never lived together, so never a union: "nunca moramos juntos", "nem moramos
 * junto", "só namoramos", "era só namoro" (the father of a child one only dated).
 */
const NEVER_TOGETHER =
  /\b(?:(?:nunca|nem)\s+(?:(?:nos|a gente)\s+)?(?:moramos|vivemos|morei|vivi|morou|viveu|moravamos|viviamos|morava|vivia)\s+(?:junt[oa]s?|com (?:ele|ela)\b)(?!\s+mais)|(?:so|somente|apenas)\s+(?:a gente\s+)?(?:namor\w*|ficamos|ficava\w*)|(?:era|foi|e)\s+(?:so\s+)?(?:um\s+)?namor\w*|nunca (?:tivemos|tive) (?:nada serio|relacionamento serio|uniao))/g;

/** Whether the words say the couple never lived together ("só namoramos, nunca moramos juntos"). */
export function neverTogether(text: string): boolean {
  return new RegExp(NEVER_TOGETHER.source).test(
    normalize(expandShorthand(text)).replace(/\b(?:naum|n)\b/g, 'nao'),
  );
}

/** Words that place a union in the present: "é meu segundo casamento", "casei de novo", "hoje sou viúva". */
const PRESENT =
  /\b(?:segund[oa]|terceir[oa])\s+(?:casamento|uniao|marido|esposa|mulher|vez)|\b(?:casei|casad[oa]|casamos|junt[oa]s?|juntei)\s+(?:de novo|novamente|outra vez)|\b(?:hoje|hj|agora|atualmente)\b/;
/** Words of an earlier union: "da primeira", "do primeiro marido", "ex-marido". */
const EARLIER =
  /\b(?:d[ao]|com [ao]|minha|meu)\s+(?:primeir[oa]|ex)\b|\bex[- ](?:marido|mulher|esposa|esposo|companheir[oa])\b/;
/** A clause that tells how an earlier union ended: "me divorciei da primeira em 2001", "fiquei viúvo", "era casada". */
const PAST_END =
  /\b(?:(?:me|nos|se)\s+)?(?:divorciei|divorciamos|divorciou|separei|separamos|separou)\b|\bdivorciad[oa]s?\b|\bseparad[oa]s?\b|\bviuv[oa]\b|\benviuvei\b|\b(?:era|fui|foi) casad[oa]\b|\b(?:faleceu|morreu|falecid[oa])\b/;
/** Words of a civil status: what must remain once the history is taken off. */
const STATUS_WORD =
  /\b(?:casad[oa]s?|casei|casamos|viuv[oa]|solteir[oa]|divorciad[oa]|separad[oa]|uniao estavel|junt[oa]s?|juntad[oa]s?|amasiad[oa]s?|companheir[oa]|(?:vivo|moro|vivemos|moramos) (?:com|junt))\b/;

/** A clause that goes on about the partner just named: "com quem morei junto", "que é a mãe deles". */
const ABOUT_THEM = /^(?:com quem|de quem|a quem|quem|a qual|o qual|que)\b/;
/** "mas nunca casei", "nem casamos": after such a clause, about that partner. */
const NOT_MARRIED_THEM = /^(?:nunca|nem|nao)\s+(?:(?:me|nos|a gente)\s+)?cas(?:ei|amos)\b/;

/** A marriage told as an event or a state: "casei com a Silvia em 2005", "sou casada". */
const MARRIED_NOW = /\b(?:(?:me )?casei|casamos|(?:sou|estou|to) casad[oa])\b/;

/**
 * The present of a message that also tells the past: "casado, é meu segundo casamento, me
 * divorciei da primeira em 2001" → "casado, e meu segundo casamento"; "fiquei viúvo e casei de
 * novo" → "casei de novo"; "era casada, hoje sou viúva" → "hoje sou viuva"; "me divorciei em 2001
 * e casei com a Silvia em 2005" → the marriage told after the divorce. Otherwise the message is
 * kept whole ("casada, mas nos separamos em 2019" is a separação de fato).
 */
function presentOnly(n: string): string {
  const clauses = n.split(/\s*[,.;!]\s*|\s+(?:e|mas|porem|so que|depois)\s+/).filter(Boolean);
  const union = (c: string) => MARRIED_NOW.test(c) || LIVING_TOGETHER.test(c);
  const ended = (c: string) => PAST_END.test(c) && !union(c) && !/\bde fato\b/.test(c);
  let kept = clauses;
  if (PRESENT.test(n) || EARLIER.test(n)) {
    // "da minha primeira companheira, com quem morei junto uns anos, mas nunca casei": the
    // clauses that go on about the earlier partner are the past too.
    let about: 'earlier' | 'relative' | undefined;
    kept = clauses.filter((c) => {
      if (PRESENT.test(c)) about = undefined;
      else if (PAST_END.test(c) || EARLIER.test(c)) about = 'earlier';
      else if (about && ABOUT_THEM.test(c)) about = 'relative';
      else if (about === 'relative' && NOT_MARRIED_THEM.test(c)) about = 'earlier';
      else about = undefined;
      return about === undefined;
    });
  } else {
    const lastEnd = clauses.findLastIndex(ended);
    if (lastEnd >= 0 && clauses.slice(lastEnd + 1).some(union))
      kept = clauses.filter((c) => !ended(c));
  }
  if (kept.length === clauses.length) return n;
  const rest = kept.join(', ');
  return STATUS_WORD.test(rest) ? rest : n;
}

/**
 * A partner said to be a companion, not a spouse: "não casamos", "não somos casados", "ela é minha
 * companheira, não esposa", "não é minha mulher, é companheira", "é união estável, não casamento".
 */
export function companionNotSpouse(text: string): boolean {
  if (neverTogether(text)) return false;
  if (marriageDenied(text)) return true;
  const n = normalize(text).replace(/\b(?:naum|n)\b/g, 'nao');
  return (
    /\b(?:nao|nem)\s+(?:e\s+|eh\s+)?(?:minha\s+|meu\s+)?(?:espos[oa]|marido|mulher)\b/.test(n) &&
    /\b(?:companheir[oa]|uniao estavel|junt[oa]s?|amasiad[oa]s?)\b/.test(n)
  );
}

/**
 * A partner said to be a spouse, not a companion: "somos casados sim", "eu sou casada no
 * civil", "é minha esposa, não companheira", "casamos no cartório".
 */
export function spouseNotCompanion(text: string): boolean {
  if (marriageDenied(text)) return false;
  const n = normalize(text).replace(/\b(?:naum|n)\b/g, 'nao');
  const notCompanion =
    /\b(?:nao|nem)\s+(?:e\s+|eh\s+|somos\s+)?(?:(?:minha|meu)\s+|so\s+)?(?:companheir[oa]s?|uniao estavel|juntad[oa]s|amasiad[oa]s)\b/.test(
      n,
    );
  return (
    /\b(?:somos casad[oa]s?|casamos (?:sim|no civil|no cartorio|na igreja e no civil))\b/.test(n) ||
    (/\b(?:sou casad[oa]|(?:minha|meu)\s+(?:espos[oa]|marido|mulher))\b/.test(n) && notCompanion)
  );
}

/**
 * Whether a união estável is registered, in people's words: "temos escritura", "td no papel pq a
 * gnt fez escritura", "comunhão parcial que tá na escritura", "fizemos no cartório" → true; "sem
 * escritura", "nunca registramos", "não temos nada no papel" → false; undefined when not said.
 */
export function unionRegistered(text: string): boolean | undefined {
  const n = normalize(expandShorthand(text)).replace(/\b(?:naum|n)\b/g, 'nao');
  if (
    /\b(?:nunca|nao|nem)\b[^.]*\b(?:papel|escritura|cartorio|registr\w*)\b|\bsem (?:papel|escritura|registro|nada)\b/.test(
      n,
    )
  )
    return false;
  const deed =
    /\b(?:temos|tem|tenho|fizemos|fiz|fez|fizeram|com|ta na|esta na|consta na|pela|por|na|uma)\s+(?:a\s+|uma\s+)?escritura\b|\bescritura (?:publica|de uniao)\b/;
  const notary =
    /\b(?:fizemos|fiz|fez|registramos|registrei|registrou|passamos|foi|feit[oa]|registrad[oa]s?)\s+(?:tudo\s+)?(?:n[oa]|em|pel[oa])\s+(?:um\s+)?cartorio\b/;
  const paper =
    /\b(?:tudo|ta tudo|esta tudo)\s+(?:certo\s+|certinho\s+|direitinho\s+)?no papel\b|\bpapel passado\b|\breconhecid[oa] (?:pelo|por um|na) (?:juiz|justica)\b/;
  return deed.test(n) || notary.test(n) || paper.test(n) ? true : undefined;
}

/** Relatives one lives with who are not a partner: "moro com a minha mãe", "moro junto com meus filhos". */
const RELATIVE =
  '(?:(?:a|o|os|as) )?(?:minha |meu |minhas |meus )?(?:mae|pais?|filh[oa]s?|irma[os]?|irmaos|avo|avos|ti[oa]s?|net[oa]s?|sobrinh[oa]s?|amig[oa]s?|prim[oa]s?|familia|parentes)\\b';

/**
 * A couple living together: "moro junto", "a gente mora junto", "vivo com ela faz 20 anos",
 * "juntados", "amasiado", "união estável" (not "moro junto com meus filhos").
 */
const LIVING_TOGETHER = new RegExp(
  `\\b(?:uniao estavel|amasiad[oa]s?|amigad[oa]s?|juntad[oa]s?|(?:moro|moramos|vivo|vivemos|a gente (?:mora|vive)) junt[oa]s?(?!\\s+com\\s+${RELATIVE})|(?:moro|vivo)(?: maritalmente| junto| junta)? com (?!${RELATIVE})(?:a|o|minha|meu|ela|ele)\\b|maritalmente|convivente)\\b`,
);

/**
 * Civil status in one sentence, with negation, the regime and the year: "hoje não tenho
 * companheira", "casada, separação total de bens", "casei em 68", "separada de fato há 3 anos",
 * "vivo com a Rosa há 10 anos", "no papel sou solteiro mas moro junto com a Cida".
 */
export function readCivilStatus(message: string, today: string): CivilStatusFact | undefined {
  // "divorciada, nunca mais casei", "viúva, não casei de novo": no new marriage.
  const whole = normalize(expandShorthand(message))
    .replace(/\b(?:naum|n)\b/g, 'nao')
    .replace(
      /\b(?:nao|nunca|nem)\s+mais\s+(?:me\s+)?casei\b|\b(?:nao|nunca|nem)\s+(?:me\s+)?casei\s+(?:de novo|novamente|outra vez|mais)\b/g,
      ' semnovocasamento ',
    );
  // "só namoramos, nunca casamos nem moramos juntos": never a couple living together.
  const never = new RegExp(NEVER_TOGETHER.source).test(whole);
  const present = presentOnly(whole);
  const said = present.replace(NEVER_TOGETHER, ' nuncajuntos ');
  // "nem casamos", "não somos casados", "não é casamento": a couple that did not marry lives in
  // a union; "não casei" alone is "nunca casei" (single). Neither is read as a marriage.
  const coupleNotMarried = marriageDenied(said) && !never;
  const n = said
    .replace(MARRIAGE_DENIED, ' naocasaram ')
    .replace(/\b(?:nao|nem)\s+(?:me\s+)?casei\b/g, ' nunca casei ')
    .replace(
      /\b(?:nao|nem)\s+(?:sou|somos|fui|fomos)\s+casad[oa]s?(?:\s+no papel)?/g,
      ' nao sou casado ',
    );
  const out: CivilStatusFact = {};
  // "já não vivemos juntos", "não moro mais com ele": a couple living apart (not a union).
  const livingApart =
    /\b(?:nao|ja nao)\s+(?:vivemos|moramos|vivo|moro|vive|mora)\s+(?:mais\s+)?(?:juntos?|juntas?|com (?:ele|ela|o|a|meu|minha)\b)(?:\s+mais)?/;
  const apart = livingApart.test(n);
  const withoutApart = n.replace(new RegExp(livingApart.source, 'g'), ' ');
  const noPartnerSaid =
    /\b(?:nao|nem) (?:tenho|possuo|vivo com|moro com)\s+(?:mais\s+)?(?:nenhum[a]?\s+)?(?:companheir[oa]|espos[oa]|marido|mulher|namorad[oa]|ninguem)\b/.test(
      n,
    );
  const union =
    coupleNotMarried ||
    LIVING_TOGETHER.test(withoutApart) ||
    (/\bcompanheir[oa]\b/.test(n) && !noPartnerSaid);
  const noPartner =
    noPartnerSaid ||
    /\bsemnovocasamento\b/.test(n) ||
    (!union &&
      (never ||
        /\bnao sou (?:casad[oa]|amasiad[oa])\b|\bnunca (?:casei|fui casad[oa]|me casei)\b/.test(
          n,
        )));
  // "separação total de bens" is a regime, not a separation.
  const withoutRegime = n.replace(
    /separacao (?:total |convencional |obrigatoria |legal |absoluta )?(?:de bens|total)|separad[oa] de bens/g,
    ' ',
  );
  const married = /\b(casad[oa]s?|casei|casamos|me casei)\b/.test(n) && !/\bnao sou casad/.test(n);
  // Married but apart: "separada de fato", "casada, mas separada há um ano", "casado, mas já não
  // vivemos juntos desde 2020", "sou casada, mas nos separamos em 2019" (not a judicial separation).
  const deFato =
    /\bseparad[oa]s? de fato\b|\bseparacao de fato\b/.test(n) ||
    (married &&
      !/\bseparad[oa]s? judicialmente\b|\bseparacao judicial\b/.test(withoutRegime) &&
      (apart || /\b(?:separad[oa]s?|(?:nos|se|me) separ(?:amos|amo|ou|ei))\b/.test(withoutRegime)));
  const separationAt = n.search(
    /\bseparad|\bseparacao de fato|\b(?:nos|se|me) separ|\b(?:nao|ja nao)\s+(?:vivemos|moramos|vivo|moro|vive|mora)\b/,
  );
  // The separation's words run to a wedding told after them ("separada de fato, casei em 1990").
  const afterSeparation = n.slice(Math.max(0, separationAt));
  const weddingAfter = afterSeparation.search(/\b(?:me casei|casei|casamos)\b/);
  const separationWords =
    weddingAfter > 0 ? afterSeparation.slice(0, weddingAfter) : afterSeparation;
  const widowed =
    /\b(?:fui|era) casad[oa]\b/.test(n) && /\b(?:faleceu|morreu|falecid[oa]|perdi)\b/.test(n);
  if (/\b(viuv[oa]|enviuvei|fiquei viuv)/.test(n) || widowed) out.estadoCivil = 'viuvo';
  else if (/\b(divorciad[oa]|me divorciei|divorciei)\b/.test(n)) out.estadoCivil = 'divorciado';
  else if (
    /\b(casad[oa]|casei|casamos|casamo|me casei|sou casad)/.test(n) &&
    !/\bnao sou casad/.test(n) &&
    !/\bnunca (?:casei|fui casad|me casei)/.test(n)
  )
    out.estadoCivil = 'casado';
  else if (/\b(separad[oa]|separacao judicial|desquitad[oa])\b/.test(withoutRegime) && !deFato)
    out.estadoCivil = 'separado';
  if (union) {
    const paper =
      /\b(?:no papel|oficialmente|na lei)\b.*\b(solteir[oa]|divorciad[oa]|viuv[oa]|separad[oa])/.exec(
        n,
      )?.[1];
    if (paper)
      out.estadoCivilNoPapel = paper.startsWith('solteir')
        ? 'solteiro'
        : paper.startsWith('divorc')
          ? 'divorciado'
          : paper.startsWith('viuv')
            ? 'viuvo'
            : 'separado';
    if (!out.estadoCivil || out.estadoCivil !== 'casado') out.estadoCivil = 'uniao_estavel';
  } else if (!out.estadoCivil && /\b(solteir[oa])\b/.test(n)) out.estadoCivil = 'solteiro';
  if (noPartner && !deFato) {
    out.semParceiro = true;
    if (out.estadoCivil === 'uniao_estavel') delete out.estadoCivil;
    if (!out.estadoCivil && /\bnunca (?:casei|fui casad|me casei)/.test(n))
      out.estadoCivil = 'solteiro';
  }
  if (deFato) {
    out.separadoDeFato = true;
    if (!out.estadoCivil) out.estadoCivil = 'casado';
    // The date said with the separation, not the wedding's ("casada desde 1990, separada desde 2021").
    const since = readDates(separationWords, today).find((d) => d.year);
    if (since?.year) out.separadoDesdeAno = since.year;
  }
  const regime =
    /\b(comunhao|separacao (?:total|de bens|convencional|obrigatoria|legal|absoluta)|participacao final|aquestos|regime)\b/.test(
      n,
    )
      ? parseRegime(n)
      : undefined;
  if (regime) out.regime = regime;
  // "…, e regime n escolhemos nd": the regime was asked about and no pact was chosen.
  const regimeSaid = /\bregime\b(?: de bens)?\s+(.*)$/.exec(n)?.[1];
  if (!regime && regimeSaid !== undefined && saysNoPact(regimeSaid)) out.semPacto = true;
  // The wedding's or the union's year is said before a separation, if any.
  // Not the year an earlier union ended ("me divorciei da primeira em 2001"): only the present's.
  const beforeSeparation = deFato
    ? `${n.slice(0, Math.max(0, separationAt))} ${afterSeparation.slice(separationWords.length)}`
    : present !== whole
      ? n
      : message;
  if (beforeSeparation.trim()) {
    const dates = readDates(beforeSeparation, today);
    const desde = /\bdesde (?:de )?(\d{4}|\d{2})\b/.exec(n)?.[1];
    // "moro junto com a marlene há 20 anos": in a union, a year said with it is the union's start.
    const since =
      dates.find((d) => (d.about === 'casamento' || d.about === 'uniao') && d.year) ??
      (desde ? dates.find((d) => String(d.year).endsWith(desde)) : undefined) ??
      (union
        ? dates.find((d) => d.about !== 'nascimento' && d.about !== 'falecimento')
        : undefined);
    if (since?.year && (out.estadoCivil === 'casado' || out.estadoCivil === 'uniao_estavel'))
      out.desdeAno = since.year;
  }
  // The name runs to the first word that is not part of it: "casada com o francisco bezerra lima
  // comunhao parcial tenho 2 filhos" (a message without punctuation) names Francisco Bezerra Lima.
  const partnerWords =
    /\b(?:casad[oa]|casei|junto|junta|amasiad[oa]|vivo|moro|maritalmente|uniao estavel)\s+(?:ha \d+ anos\s+)?com\s+(?:(?:o|a)\s+)?(?:(?:dona|seu|sr|sra)(?:\.\s*|\s+))?([a-z][a-z ]*)/.exec(
      n,
    )?.[1];
  const partner = partnerWords?.split(NOT_A_NAME)[0]?.trim();
  if (partner && isPlausibleName(partner))
    out.parceiro = typedForm(partner, message) ?? capitalizeName(partner);
  // "casada no regime de comunhão universal, desde 1979, com o Sr. Antônio Ferreira"
  const later =
    /,\s*com\s+(?:o|a)\s+(?:(?:dona|seu|sr|sra)\.?\s+)?([a-z][a-z ]*?)\s*(?:[,.(]|$)/.exec(n);
  if (
    !out.parceiro &&
    later?.[1] &&
    isPlausibleName(later[1]) &&
    (out.estadoCivil === 'casado' || out.estadoCivil === 'uniao_estavel')
  ) {
    out.parceiro = typedForm(later[1], message) ?? capitalizeName(later[1]);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
