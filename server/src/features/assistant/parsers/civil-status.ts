import type { EstadoCivil, RegimeBens } from '@legado/contract';
import { normalize } from './text.ts';

const STATUS: [RegExp, EstadoCivil][] = [
  [
    /\b(uniao estavel|uniao|amasiad[oa]s?|amigad[oa]s?|junt[oa]s?|juntad[oa]s?|moro junto|moramos juntos|vivo junto|companheir[oa]|convivente|sem papel|nao casamos|nem casamos)\b/,
    'uniao_estavel',
  ],
  [/\b(divorciad[oae]|divorcio|divorc)/, 'divorciado'],
  [/\b(separad[oae]|separacao)\b/, 'separado'],
  [/\b(viuv[oae]|viuvez|enviuvei|fiquei viuv)/, 'viuvo'],
  [/\b(casad[oae]|casei|casamento|sou casad|marido|esposa|espos[oa])\b/, 'casado'],
  [
    /\b(solteir[oae]|nunca casei|sozinh[oae]|nao sou casad[oa]|nao tenho (?:esposa|marido|companheir))\b/,
    'solteiro',
  ],
];

/**
 * Reads civil status with synonyms and missing accents ("casada", "amasiado", "junto" → união
 * estável), and the neutral forms a non-binary person types ("solteire", "casade", "viúve").
 */
export function parseCivilStatus(text: string): EstadoCivil | undefined {
  const n = normalize(text);
  for (const [re, status] of STATUS) if (re.test(n)) return status;
  return undefined;
}

const REGIMES: [RegExp, RegimeBens][] = [
  [/participacao|aquestos/, 'participacao_final_aquestos'],
  [/obrigatori|legal de bens|separacao legal/, 'separacao_obrigatoria'],
  [
    /separacao|separado de bens|separacao total|total de bens|convencional|separacao absoluta/,
    'separacao_convencional',
  ],
  [/universal|comunhao total|total/, 'comunhao_universal'],
  [/parcial|comunhao de bens|comunhao|padrao|normal|comum/, 'comunhao_parcial'],
];

/** Reads the property regime: "comunhao parcial", "universal", "separação total", "não sei" → undefined. */
export function parseRegime(text: string): RegimeBens | undefined {
  const n = normalize(text);
  for (const [re, regime] of REGIMES) if (re.test(n)) return regime;
  return undefined;
}

/**
 * No pact chosen, so the regime is the one the law gives (CC 1.640): "n escolhemos", "não fizemos
 * pacto", "nada", "nd", "o normal", "não sei", "sei lá", "sem contrato", "ninguém falou nada".
 */
const NO_PACT =
  /^(?:(?:e|o|a|regime|de bens|bens|eh)\s+)*(?:nao sei|sei la|sei nao|nem sei|nao lembro|nao tenho certeza|nao faco ideia|nenhum|nenhuma|nada|nd|sem (?:pacto|contrato|papel|regime|escritura)|(?:nao|nem|nunca)\s+(?:(?:a gente|nos|eles)\s+)?(?:escolhemos|escolhi|escolheram|escolheu|fizemos|fiz|fizeram|temos|tem|tinha|tinhamos|teve|houve|definimos|assinamos|assinei|combinamos|falamos|pensamos)|ninguem (?:falou|perguntou|escolheu)|o (?:normal|padrao|comum|da lei|que a lei manda))\b/;

/** Whether the answer says no pact was chosen (or the regime is not known). */
export function saysNoPact(text: string): boolean {
  return NO_PACT.test(normalize(text).replace(/\b(?:n|naum|nn)\b/g, 'nao'));
}

/**
 * The regime the law presumes without a pact: comunhão universal for a marriage before the
 * Divorce Law (27/12/1977), else comunhão parcial (CC 1.640; for a union, 1.725).
 */
export function presumedRegime(
  tipo: 'casamento' | 'uniao_estavel' | undefined,
  year: number | undefined,
): RegimeBens {
  return tipo === 'casamento' && year !== undefined && year < 1977
    ? 'comunhao_universal'
    : 'comunhao_parcial';
}
