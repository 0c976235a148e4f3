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
