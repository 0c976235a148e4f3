import { capitalizeName, splitRelation } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/**
 * Who receives a share, as people name them: a full name with talk around it, a nickname then
 * the name, a group ("os meus dois filhos, o Lucas e a Beatriz"), an institution, the children
 * of someone dead; read by `readShares` (share-mentions.ts).
 */

/** "da disponível", "da parte disponível": says the base, never part of a name. */
export const OF_DISPONIVEL = /\b(?:da|de) (?:minha )?(?:parte )?disponivel\b/g;
/** The words before who receives. */
export const TO = /\b(?:para|fique com|fica com|ficar com|ficam com|entre)\s+/;
/** A group named by relation, maybe followed by the names: "os meus dois filhos, o Lucas e a Beatriz". */
const GROUP =
  /^(?:os |as )?(?:meus |minhas |nossos |nossas )?(?:(?:dois|duas|tres|quatro|cinco|\d) )?(?:filh[oa]s|net[oa]s|irma[os]s?|sobrinh[oa]s)\b\s*,?\s*/;
const INSTITUTION =
  /^(?:associacao|instituto|instituicao|fundacao|ong|igreja|hospital|lar|casa|apae|santa casa|paroquia|cruz vermelha|mitra|clube|sociedade|universidade|escola|creche|abrigo|projeto|centro|grupo|comunidade|coletivo|movimento|cooperativa|nucleo|rede|obra|obras|missao|pastoral|congregacao|templo|assembleia|ministerio|casa de|sindicato|federacao|confederacao|irmandade|hospicio|orfanato|asilo|liga|uniao|amigos d[oae]s?|medicos sem fronteiras|graacc|unicef|acao|banco de alimentos)\b/;

/** ", quero deixar a casa pra ela": a gift said after who receives a share. */
const GIVING_AFTER =
  /\s*,\s*(?:e\s+)?(?:eu\s+)?(?:(?:quero|vou)\s+(?:deixar|dar)|deixo|dou|lego)\b.*$|,?\s+e\s+(?:o\s+|a\s+|os\s+|as\s+)?(?:meu|minha|meus|minhas)\s.*$/;

/** "igreja batista da esperanca", "associacao amigos do bem": an institution, by its first word. */
export function isInstitutionName(text: string): boolean {
  return INSTITUTION.test(normalize(text).replace(/^(?:o|a|os|as)\s+/, ''));
}

/** "a minha melhor amiga", "meu grande amigo": someone of mine, before a name in apposition. */
const OWN_PERSON = /^(?:(?:o|a) )?(?:meu|minha) [a-z]+/;
/** ", filha da patricia", ", neto do joao": whose relative the receiver is, said after the name. */
const RELATION_OF_AFTER =
  /,\s*(?:(?:o|a) )?(?:filh[oa]|net[oa]|espos[oa]|marido|mulher|irma|irmao|sobrinh[oa]|enteado|enteada|namorad[oa]|companheir[oa]) d[aoe]s? .*$/;

const PLURAL_POINTER =
  /^(?:os|as) (?:meus |minhas |nossos |nossas )?(?:dois|duas|tres|quatro|cinco|\d|todos|todas|filh|net|irma|sobrinh)/;

export function cleanRecipient(raw: string): string | undefined {
  const said = raw
    .replace(/[.!?]\s.*$/, '')
    .replace(/\b(?:que|pois|porque|para ela|para ele|pra ela|pra ele)\b.*$/, '')
    .replace(/\s+e\s*$/, '')
    .replace(/[\s.!,;]+$/, '')
    // "pro kauan blz", "pra rosa, ta bom?": the chat after the name is not part of it.
    .replace(
      /(?:[\s,]+(?:beleza|ok|ta bom|ta|ne|viu|obrigad[oa]|por favor|certo|tudo bem|mesmo))+$/,
      '',
    )
    .trim();
  const text = said.replace(/^(?:o|a|os|as)\s+/, '');
  if (!text) return undefined;
  if (/^(?:cada|cada um|cada uma)$/.test(text)) return 'cada';
  // "minha sobrinha laura mendes" → "Laura Mendes"; "minha filha" and "os três" stay pointers.
  const { relacao, resto } = splitRelation(text);
  if (relacao && resto && isPlausibleName(resto)) return capitalizeName(resto);
  if (isPlausibleName(text)) return capitalizeName(text);
  // "os três", "os meus filhos": the article makes the pointer plural, so it stays.
  return PLURAL_POINTER.test(said) ? said : text;
}

/** "lari, larissa tenorio cabral", "bia, beatriz fontes": a nickname, then the full name it stands for. */
function nicknameThenName(nickname: string, name: string): boolean {
  const nick = nickname.trim().replace(/^(?:o|a)\s+/, '');
  return (
    /^[a-z]{2,}$/.test(nick) &&
    name.trim().includes(' ') &&
    name.trim().charAt(0) === nick.charAt(0) &&
    !name.trim().startsWith(`${nick} `)
  );
}

/**
 * "meu afilhado, o davi, davi moura sales", "a lari, larissa tenorio cabral, minha namorada": the
 * parts of a comma list that all describe one person (a relation, the first name or a nickname
 * starting as the name does) around one full name. The full name, or undefined.
 */
function oneNameDescribed(text: string): string | undefined {
  const parts = text.split(/\s*,\s*/).map((p) => p.trim().replace(/^(?:o|a)\s+/, ''));
  if (parts.length < 2) return undefined;
  const full = parts.filter(
    (p) => p.includes(' ') && isPlausibleName(p) && !splitRelation(p).relacao,
  );
  const name = full.length === 1 ? full[0] : undefined;
  if (!name) return undefined;
  const first = name.charAt(0);
  const describes = (part: string) => {
    if (part === name) return true;
    const { relacao, resto } = splitRelation(part);
    const word = (relacao ? resto : part).replace(/^(?:o|a)\s+/, '');
    return (relacao && !word) || (/^[a-z]{2,}$/.test(word) && word.charAt(0) === first);
  };
  return parts.every(describes) ? capitalizeName(name) : undefined;
}

/**
 * Who a clause gives to: one name or pointer, or the names of a list ("meus netos pedro e luana",
 * "os meus dois filhos, o Lucas e a Beatriz"). An institution's name keeps its "e".
 */
/**
 * "os dois filhos do meu irmao jose augusto, que faleceu: tiago … e mateus …": the children named
 * after the colon (or dash) receive; the parent is named only as their parent, and a person said
 * to have died never receives.
 */
const CHILDREN_OF =
  /^(?:(?:os|as) )?(?:(?:meus|minhas) )?(?:(?:dois|duas|tres|quatro|cinco|\d) )?(?:filh[oa]s|net[oa]s)\s+d[oa]s?\s+[^:–-]*?(?:[:–-]|,\s*(?:que se chamam|chamados|chamadas|o|a)\s)\s*(.+)$/;
/** ", que faleceu", "que ja morreu", "falecido": said of someone dead. */
export const SAID_DEAD = /\b(?:faleceu|morreu|falecid[oa]|ja se foi|in memoriam)\b/;

/** "(falecido)", ", que ja faleceu", "falecida": words of a death, said after the parent's name. */
const DEATH_AFTER_NAME =
  /\s*,?\s*\(?\s*(?:que\s+)?(?:ja\s+)?(?:faleceu|morreu|e falecid[oa]|falecid[oa])\s*\)?(?=\s*[,:–-]|\s*$)/;

export function childrenOf(said: string): string[] | undefined {
  // "filhos do meu irmao jose (falecido), tiago e mateus": the comma after the death says the names.
  const dead = DEATH_AFTER_NAME.exec(said);
  const text = dead
    ? `${said.slice(0, dead.index)}:${said.slice(dead.index + dead[0].length).replace(/^\s*[,:–-]/, '')}`
    : said;
  // "filhos do falecido jose augusto, tiago e mateus": the death said before the name.
  const m =
    CHILDREN_OF.exec(text) ??
    (/^[^,]*\bfalecid[oa]\b[^,]*,/.test(text) ? CHILDREN_OF.exec(text.replace(',', ':')) : null);
  if (!m?.[1]) return undefined;
  const names = m[1]
    .replace(
      /,?\s*(?:meio a meio|em partes iguais|igualmente|por igual|metade (?:pra|para) cada)\b.*$/,
      '',
    )
    .split(/\s*,\s*|\s+e\s+/)
    .map((part) => cleanRecipient(part))
    .filter((part): part is string => part !== undefined && isPlausibleName(part));
  return names.length >= 1 ? names : undefined;
}

export function recipients(raw: string): string[] {
  const children = childrenOf(raw.replace(OF_DISPONIVEL, '').replace(/\s+/g, ' ').trim());
  if (children) return children;
  // "pro meu irmao jose, que faleceu": someone said to have died receives nothing.
  if (/^[^,:]*?,?\s*\(?\s*(?:que\s+)?(?:ja\s+)?(?:faleceu|morreu|e falecid[oa])\b/.test(raw))
    return [];
  const text = raw
    // "meus sobrinhos tiago e mateus, filhos do meu irmao jose": who their parent is, not a receiver.
    .replace(/,\s*(?:(?:os|as) )?(?:filh[oa]s|net[oa]s) d[oa]s? .*$/, '')
    // "pra minha enteada yasmin gomes rocha, filha da patricia": whose child she is, not a receiver.
    .replace(RELATION_OF_AFTER, '')
    .replace(OF_DISPONIVEL, '')
    .replace(/[.!?]\s.*$/, '')
    // "pra minha neta beatriz, quero deixar a casa pra ela": a new sentence, not part of the name.
    .replace(GIVING_AFTER, '')
    // "pra minha afilhada suelen, ela merece": the reason after the name is not part of it.
    .replace(/,\s*(?:ela|ele|elas|eles|pois|porque|que|ja que|afinal|foi (?:ela|ele))\b.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "meu afilhado, o davi, davi moura sales": one person described, then named in full.
  const described = oneNameDescribed(text);
  if (described) return [described];
  // "pra minha mãe, Dona Lourdes": the name in apposition is who receives.
  const apposition =
    /^([^,]+),\s*(?:(?:dona|seu|sr|sra)\.?\s+)?([a-z][a-z ]*?)\s*(?:[,.;!]|$)/.exec(text);
  if (
    apposition?.[2] &&
    (splitRelation(apposition[1] ?? '').relacao ||
      (OWN_PERSON.test(apposition[1] ?? '') && apposition[2].includes(' ')) ||
      nicknameThenName(apposition[1] ?? '', apposition[2])) &&
    isPlausibleName(apposition[2])
  )
    return [capitalizeName(apposition[2])];
  if (INSTITUTION.test(text.replace(/^(?:o|a)\s+/, ''))) {
    // "pra igreja, a igreja evangelica assembleia de deus": the full name said in apposition.
    const named = /^(?:(?:o|a)\s+)?[a-z]+\s*,\s*(?:(?:o|a)\s+)?([^,]+)/.exec(text)?.[1];
    const full = named && isInstitutionName(named) && named.includes(' ') ? named : undefined;
    const one = cleanRecipient(full ?? text.replace(/,.*$/, ''));
    return one ? [one] : [];
  }
  const group = GROUP.exec(text);
  const listed = group && group[0].length < text.length ? text.slice(group[0].length) : text;
  const parts = listed
    .split(/\s*,\s*|\s+e\s+/)
    .map((part) =>
      cleanRecipient(
        part
          .replace(/^(?:para\s+)?(?:(?:o|a)\s+)?(?:meu|minha|meus|minhas)\s+/, '')
          .replace(/^para\s+/, ''),
      ),
    )
    .filter((part): part is string => part !== undefined && part.length > 1);
  if (parts.length >= 2 && parts.every((part) => isPlausibleName(part))) return parts;
  if (group && listed !== text && parts.length === 1 && isPlausibleName(parts[0] ?? ''))
    return parts;
  const one = cleanRecipient(listed === text ? text : text);
  return one ? [one] : [];
}

/** "quero deixar para a Bia, Beatriz Fontes, " before the part: who receives, said first. */
const GIVE_TO_BEFORE =
  /\b(?:deixar|deixo|dar|dou|lego|destinar|destino)\s+(?:para\s+)?(?:(?:o|a|os|as)\s+)?([a-z].*?)[\s,:;-]*$/;

/** The receivers said between the giving verb and the part given, or none. */
export function receiversBefore(before: string): string[] {
  const said = GIVE_TO_BEFORE.exec(before)?.[1];
  // "deixo a parte disponível…": the part itself, never who receives it.
  return said && !/^(?:(?:minha|toda|a) )*(?:parte|metade|tudo)\b/.test(said)
    ? recipients(said)
    : [];
}

/** The receivers after "para"/"entre"/"fica com" in a clause, or none. */
export function receiversIn(clause: string): string[] {
  const to = TO.exec(clause);
  if (!to) return [];
  return recipients(clause.slice(to.index + to[0].length));
}
