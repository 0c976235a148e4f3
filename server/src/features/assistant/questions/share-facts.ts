import { findPessoa, type InterviewState } from '../interview-state.ts';
import type { ShareFact } from '../parsers/index.ts';
import { stripChatter } from '../parsers/chat-text.ts';
import { isPlausibleName } from '../parsers/name-quality.ts';
import { capitalizeName, splitRelation } from '../parsers/names.ts';
import { isInstitutionName } from '../parsers/share-receivers.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import type { ShareEntry } from './share-entries.ts';

/** Folds one character: accents and case ignored, one character for one. */
const fold = (text: string) =>
  [...text].map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()[0] ?? c).join('');

/** The name as the person typed it (accents, capitals), without an acronym in brackets. */
function asTyped(para: string, text: string): string {
  const at = fold(text).indexOf(fold(para));
  const typed = at >= 0 ? [...text].slice(at, at + [...para].length).join('') : para;
  return typed.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/**
 * Shares as people say them ("td q eu puder pra rosa", "metade da parte disponível para Lucas",
 * "dividida igualmente entre os meus dois filhos") as the entries the form gives: a percentage of
 * the whole estate, or none when everyone named gets an equal part of the available part.
 * Undefined when the reading is not clean enough to use.
 */
export function shareEntriesFrom(
  said: readonly ShareFact[],
  legitima: boolean,
  text: string,
): ShareEntry[] | undefined {
  let facts = said;
  if (facts.length === 0) return undefined;
  // A rest is used only when the message said what it is the rest of (the reader computed it).
  if (
    facts.some(
      (f) =>
        (f.regra === 'resto_igual' && f.percentual === undefined) ||
        /\bresto\b|^cada$/i.test(f.para.trim()),
    )
  )
    return undefined;
  facts = facts.map((f) => ({ ...f, para: asTyped(f.para, text) }));
  const equal = facts.every((f) => f.regra === 'igual' && f.percentual === undefined);
  if (equal) return facts.map((f) => ({ quem: f.para }));
  if (facts.some((f) => f.percentual === undefined)) return undefined;
  return facts.map((f) => {
    const ofDisponivel = f.base === 'disponivel' && legitima;
    return {
      quem: f.para,
      pct: ofDisponivel ? (f.percentual ?? 0) / 2 : (f.percentual ?? 0),
      // "metade da parte disponível": kept to say it back in the person's terms.
      ...(ofDisponivel && f.percentual !== undefined ? { disponivel: f.percentual } : {}),
    };
  });
}

/**
 * "para a Bia, Beatriz Medeiros Fontes": the one word said right before the full name, starting
 * as the name does, is what the person is called; kept with the entry.
 */
export function withNicknames(entries: ShareEntry[], text: string): ShareEntry[] {
  const folded = fold(text);
  return entries.map((e) => {
    const at = folded.indexOf(fold(e.quem));
    const before =
      at > 0 ? /(?:^|[\s,(])(\p{L}{2,}),\s*$/u.exec(text.slice(0, at))?.[1] : undefined;
    const nick = before && fold(before);
    const first = fold(e.quem).split(' ')[0] ?? '';
    return nick &&
      e.quem.includes(' ') &&
      nick[0] === first[0] &&
      nick !== first &&
      !splitRelation(nick).relacao
      ? { ...e, apelido: capitalizeName(before) }
      : e;
  });
}

const CNPJ = /\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g;

/** "… para a APAE de Joinville, CNPJ 12.345.678/0001-90": each CNPJ goes with the name before it. */
export function withDocuments(entries: ShareEntry[], text: string): ShareEntry[] {
  const lower = text.toLocaleLowerCase('pt-BR');
  const at = entries.map((e) => lower.indexOf(e.quem.toLocaleLowerCase('pt-BR')));
  const out = entries.map((e) => ({ ...e }));
  for (const m of text.matchAll(CNPJ)) {
    const index = m.index;
    let best = -1;
    at.forEach((pos, i) => {
      if (pos >= 0 && pos < index && (best < 0 || pos > (at[best] ?? -1))) best = i;
    });
    if (best < 0 && out.length === 1) best = 0;
    const entry = out[best];
    if (entry && entry.documento === undefined) entry.documento = m[0];
  }
  return out;
}

/**
 * The available part said without a number ("quero deixar a parte disponível pro meu marido",
 * "a parte disponível em partes iguais pros três"), when the readers find no share in it.
 */
export function availablePartShares(text: string): ShareFact[] {
  const t = text.trim().replace(/[.!]+$/, '');
  const equal =
    /\bparte dispon[ií]vel\b.*?\b(?:em partes iguais|igualmente|dividida)\s+(?:entre|para|pra|pros|pras|aos|às)\s+(.+)$/i.exec(
      t,
    );
  if (equal?.[1]) return [{ para: equal[1].trim(), base: 'disponivel', regra: 'igual' }];
  const all =
    /^(?:(?:eu\s+)?(?:quero\s+)?(?:deixar|deixo)\s+)?(?:toda\s+)?a parte dispon[ií]vel\s*(?:integralmente|inteira|toda)?\s*(?:para|pra|pro|ao|à|a)\s+(.+)$/i.exec(
      t,
    );
  if (all?.[1])
    return [{ para: all[1].trim(), percentual: 100, base: 'disponivel', regra: 'toda_disponivel' }];
  return [];
}

/** "peraí", "tá errado", "não é X, é Y", "me enganei": words of someone fixing an earlier answer. */
const CORRECTING =
  /\b(?:(?:ta|tah|esta|estao|tao|tá)\s+(?:tudo\s+)?errad[oa]s?|errad[oa]s?|perai|pera ai|peraí|espera ai|corrig\w*|errei|me enganei|digitei errado|escrevi errado)\b|\bnao e\s+[^,]+,\s*e\s+/;
/** What a share or a gift says: a number, a part, someone receiving. */
const GIVES = /\d|%|\bmetade\b|\bdisponivel\b|\btudo\b|\bterco\b|\bresto\b|\bigua(?:l|is)\b/;
/** A fact of the family or identity named in the message ("o nome do meu filho"). */
const OTHER_FACT = /\b(?:nome|cpf|data|nasc\w*|endereco|cep|sobrenome)\b/;

/**
 * A message about correcting something ("peraí, o nome do meu filho ta errado") is never a share
 * or a gift: the refusal asks what to correct (a correction said in full is applied by the
 * engine before this). The named relative's name, when the message points at one, is the example.
 */
export function correctionTalk(s: Readonly<InterviewState>, text: string): string | undefined {
  const n = normalize(text);
  if (!CORRECTING.test(n)) return undefined;
  if (GIVES.test(n) && !OTHER_FACT.test(n)) return undefined;
  const child = /\bfilh[oa]s?\b/.test(n)
    ? s.draft.descendentes.find((d) => d.grau === 'filho')
    : undefined;
  const spouse = /\b(?:esposa|esposo|marido|mulher|companheir[oa])\b/.test(n)
    ? s.draft.conjuge?.pessoaId
    : undefined;
  const id = child?.pessoaId ?? spouse;
  return id ? (findPessoa(s.draft, id)?.nome ?? '') : '';
}

/** "minha irmã daniela" → "Daniela": one first name, after a relation or alone; else undefined. */
export function firstNameOnly(who: string): string | undefined {
  const { resto } = splitRelation(who.trim());
  const name = resto
    .replace(/^(?:o|a)\s+/i, '')
    .replace(/[.!,;]+$/, '')
    .trim();
  if (!/^\p{L}{3,}$/u.test(name) || !isPlausibleName(name) || isInstitutionName(name))
    return undefined;
  return capitalizeName(name);
}

/**
 * The answer to "qual é o sobrenome de Daniela?": the full name, from the surname ("costa lima")
 * or the full name typed ("daniela costa lima"); undefined when the message is something else.
 */
export function fullNameFromSurname(nome: string, text: string): string | undefined {
  const said = stripChatter(text)
    .replace(/^(?:(?:o\s+)?sobrenome(?:\s+(?:dela|dele))?\s+(?:e|é)\s+|(?:e|é)\s+)/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  const n = normalize(said);
  const words = n.split(' ');
  if (words.length > 5 || parseYesNo(said) !== undefined || /\b(?:para|pra|pro)\b|\d|%/.test(n))
    return undefined;
  const full = words[0] === normalize(nome) ? said : `${nome} ${said}`;
  return isPlausibleName(full) && full.split(/\s+/).length >= 2 ? full : undefined;
}

/** "minha irmã daniela" with "Daniela Costa Lima" → "minha irmã Daniela Costa Lima". */
export function withFullName(who: string, nome: string, full: string): string {
  return who.replace(new RegExp(`(^|\\s)${nome}(?=$|[\\s.,!;])`, 'iu'), `$1${full}`);
}
