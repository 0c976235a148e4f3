import { isValidCpf, onlyDigits } from '@legado/contract';
import { readDates } from './date-mentions.ts';
import type { WitnessFact } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';

/**
 * Witnesses typed one per line: "valdir souza ramos 360.158.427-17 03/03/1970",
 * "Wagner Luís Teixeira, 125.369.407-99, 11/02/1957", "Rogério Tavares Nunes, CPF
 * 745.128.396-82, nascido em 10/06/1979". The CPF's check digits are reported, not hidden.
 */
export function readWitnessLines(message: string, today: string): WitnessFact[] {
  const out: WitnessFact[] = [];
  for (const line of message.split(/\r?\n|;/)) {
    const cpfMatch = /(?<!\d)(\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s.]?\d{2})(?!\d)/.exec(line);
    const withoutCpf = cpfMatch ? line.replace(cpfMatch[0], ' ') : line;
    // Witnesses are adults: "10/10/20" is 1920.
    const date = readDates(withoutCpf, today, { minAge: 16 }).find((d) => d.iso);
    const name = withoutCpf
      .replace(/\d[\d/.-]*/g, ' ')
      .replace(/\b(?:cpf|nascid[oa]|nasceu|nasc|em|de (?=\s*$)|data|n[º°])\b[:.]?/gi, ' ')
      .replace(
        /\b(?:janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/gi,
        ' ',
      )
      .replace(/[,;:()-]/g, ' ')
      .replace(/\s+de\s*$/i, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!name || !isPlausibleName(name) || (!cpfMatch && !date)) continue;
    const digits = cpfMatch ? onlyDigits(cpfMatch[1] ?? '') : undefined;
    out.push({
      nome: capitalizeName(name),
      ...(digits ? { cpf: digits, cpfValido: isValidCpf(digits) } : {}),
      ...(date?.iso ? { dataNascimento: date.iso } : {}),
    });
  }
  return out;
}
