/**
 * A share answer read into entries ("50% para Ana e 50% para Pedro", "igualmente entre Ana e
 * Pedro"), and how shares and their beneficiaries are said back.
 */
import { formatCnpj } from '@legado/contract';
import { findPessoa, findPessoaByName, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { formatPct, parsePercent, stripPercent } from '../parsers/percentages.ts';
import { restoreCommonAccents } from '../parsers/common-accents.ts';
import { isInstitutionName } from '../parsers/share-receivers.ts';
import { normalize, splitLines, splitList } from '../parsers/text.ts';

/** One share as read from an answer: who (as typed, or a typed name and document) and how much. */
export interface ShareEntry {
  pct?: number;
  quem: string;
  documento?: string;
  /** The share as said of the disponível ("metade da parte disponível" = 50), when so said. */
  disponivel?: number;
  /** "a Bia, Beatriz Fontes": the nickname said before the full name, remembered for later. */
  apelido?: string;
}

const PCT_TOKEN =
  /\d{1,3}(?:[.,]\d{1,4})?\s*(?:%|por ?cento|porcento)|\b(?:a\s+)?metade\b|\b(?:um|dois|tr[eê]s|1|2|3)\s+(?:ter[cç]os?|quartos?|quinto)\b|\b[123]\/[345]\b|\btudo\b|\btodo o (?:meu )?patrim[oô]nio\b/gi;

/** Reads "50% para Ana e 50% para Pedro" or "igualmente entre Ana e Pedro"; a string is the reason to re-ask. */
export function splitShares(text: string): ShareEntry[] | string {
  const n = normalize(text);
  const equal =
    /(?:igualmente|em partes iguais|dividid[oa] (?:igualmente )?entre|divide entre|metade para cada)/.exec(
      n,
    );
  if (equal) {
    const who = text
      .replace(
        /.*?(?:igualmente|em partes iguais|dividid[oa]\s+(?:igualmente\s+)?entre|divide\s+entre|metade para cada)\s*(?:entre|para|pra)?\s*/i,
        '',
      )
      .trim();
    return splitList(who).map((quem) => ({ quem }));
  }
  const out: ShareEntry[] = [];
  for (const line of splitLines(text)) {
    const matches = [...line.matchAll(PCT_TOKEN)];
    if (matches.length === 0) return M.heranca.noShare(line);
    const startsWithPct = (matches[0]?.index ?? 0) < 3;
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i];
      if (!m || m.index === undefined) continue;
      let segment: string;
      if (startsWithPct) {
        const end = matches[i + 1]?.index ?? line.length;
        segment = line.slice(m.index, end);
      } else {
        const prev = matches[i - 1];
        const start = prev?.index !== undefined ? prev.index + prev[0].length : 0;
        segment = line.slice(start, m.index + m[0].length);
      }
      const pct = parsePercent(m[0]);
      const quem = stripPercent(segment)
        .replace(/^[\s,;]*(?:e\s+)?/i, '')
        .replace(/[\s,;]+(?:e)?\s*$/i, '')
        .replace(/\s+(?:com|fica com|recebe|:|-|–)\s*$/i, '')
        .replace(/^(?:do (?:meu )?patrim[oô]nio|da heran[cç]a|dos (?:meus )?bens)\s+/i, '')
        .replace(/^(?:vai\s+|fica\s+|ficam\s+)?(?:para|pra|pro|ao|à|a|aos|às)\s+/i, '')
        .replace(/[\s:–-]+$/, '')
        .trim();
      if (!quem) return M.heranca.needShares;
      out.push({ quem, ...(pct !== undefined ? { pct } : {}) });
    }
  }
  return out;
}

/** The shares in words, for "manter" and the notes. */
export function describeShares(s: InterviewState): string | undefined {
  if (!s.answered.includes('heranca')) return undefined;
  return s.draft.heranca.length
    ? s.draft.heranca
        .map((h) => `${formatPct(h.percentual)} para ${joinNames(s, [h.beneficiarioId])}`)
        .join('; ')
    : 'nenhuma divisão especial';
}

/** "Ana, CNPJ … (substituto: Pedro)": a beneficiary as the summary names them. */
export function beneficiaryInSummary(s: InterviewState, id: string, substituteId?: string): string {
  const cnpj = findPessoa(s.draft, id)?.cnpj;
  return `${joinNames(s, [id])}${cnpj ? `, CNPJ ${formatCnpj(cnpj)}` : ''}${substituteId ? ` (substituto: ${joinNames(s, [substituteId])})` : ''}`;
}

/** "igreja batista da esperanca" → "igreja batista da esperança": an institution's common words. */
export function institutionWritten(quem: string): string {
  return isInstitutionName(quem) ? restoreCommonAccents(quem) : quem;
}

/** "igreja", "hospital": a kind of institution said without its name, and no one known by it. */
export function bareInstitution(s: InterviewState, quem: string): string | undefined {
  const bare = normalize(quem).replace(/^(?:o|a)\s+/, '');
  return isInstitutionName(bare) && !bare.includes(' ') && !findPessoaByName(s.draft, bare)
    ? restoreCommonAccents(bare)
    : undefined;
}
