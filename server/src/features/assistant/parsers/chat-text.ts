import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/**
 * Chat shorthand and conversation around a value: what to take off before a value is kept.
 * "vc", "pq", "q", "td" become words; "Moro na", "Nasci em", "sim,", "como eu falei" go away.
 */

// Whole words only, accents counted as letters: "agrônomo" keeps its "agr", "praça" its "pra".
const SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}\d])vc(s?)(?![\p{L}\d])/giu, 'você$1'],
  [/(?<![\p{L}\d])pq(?![\p{L}\d])/giu, 'porque'],
  [/(?<![\p{L}\d])q(?![\p{L}\d])/giu, 'que'],
  [/(?<![\p{L}\d])tb(m)?(?![\p{L}\d])/giu, 'também'],
  [/(?<![\p{L}\d])td(s?)(?![\p{L}\d])/giu, 'tudo'],
  [/(?<![\p{L}\d])hj(?![\p{L}\d])/giu, 'hoje'],
  [/(?<![\p{L}\d])dps(?![\p{L}\d])/giu, 'depois'],
  [/(?<![\p{L}\d])mt(o|a|os|as)?(?![\p{L}\d])/giu, 'muito'],
  [/(?<![\p{L}\d])p\/(?=\s|$)/giu, 'para'],
  [/(?<![\p{L}\d])c\/(?=\s|$)/giu, 'com'],
  [/(?<![\p{L}\d])blz(?![\p{L}\d])/giu, 'beleza'],
  [/(?<![\p{L}\d])naum(?![\p{L}\d])/giu, 'não'],
  [/(?<![\p{L}\d])neh(?![\p{L}\d])/giu, 'né'],
  [/(?<![\p{L}\d])agr(?![\p{L}\d])/giu, 'agora'],
  [/(?<![\p{L}\d])msm(?![\p{L}\d])/giu, 'mesmo'],
  [/(?<![\p{L}\d])cmg(?![\p{L}\d])/giu, 'comigo'],
  [/(?<![\p{L}\d])fds(?![\p{L}\d])/giu, 'fim de semana'],
  [/(?<![\p{L}\d])pra(?![\p{L}\d])/giu, 'para'],
  [/(?<![\p{L}\d])pro(?![\p{L}\d])/giu, 'para o'],
];

/** Expands chat shorthand ("td q eu puder pra rosa" → "tudo que eu puder para rosa"). */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce((out, [re, word]) => out.replace(re, word), text);
}

const PREFIXES: RegExp[] = [
  /^(?:ah+|ahn|eh|hum+|bom|bem|entao|então|olha|ok|okay|tá|ta|pois é|pois e|oxe|uai|ué|ue|opa)\b[\s,.!:;-]*/i,
  /^(?:sim|s|isso|exato|claro|não|nao|naum)\s*[,.!:;-]+\s*/i,
  /^(?:é\s+|e\s+)?(?:só|so|apenas|somente)\s+(?=\S)/i,
  /^(?:sim|isso)\s+(?=(?:é|e|eu|aqui|meu|minha|o|a|em|na|no)\b)/i,
  /^(?:como (?:eu )?(?:já )?(?:ja )?(?:disse|falei|escrevi|te disse|te falei|mencionei)|acabei de (?:dizer|falar))\b[\s,.!:;-]*/i,
  /^(?:é|e)\s+(?=\p{Lu})/u,
  /^(?:eu\s+)?(?:moro|resido|vivo)\s+(?:aqui\s+)?(?:na|no|em)\s+(?=(?:rua|r\.|avenida|av\.?|travessa|tv\.?|alameda|al\.?|praça|praca|estrada|rodovia|quadra|qd|sqs|sqn|shis|setor|rod\.?)\b)/i,
  /^(?:eu\s+)?(?:moro|resido|vivo)\s+(?:aqui\s+)?(?:na|no|em)\s+/i,
  /^(?:eu\s+)?(?:nasci|sou natural|sou)\s+(?:aqui\s+)?(?:em|na|no|de|da|do)\s+/i,
  /^(?:meu|o meu|minha|a minha)\s+(?:endereço|endereco|nome completo|nome|cpf|profissão|profissao)\s+(?:é|e|eh)?\s*:?\s*/i,
  /^(?:o nome (?:dele|dela) (?:é|e)|ele se chama|ela se chama|se chama)\s+/i,
  /^(?:aqui em|aqui na|aqui no)\s+/i,
];

const SUFFIXES: RegExp[] = [
  /[\s,.;-]+(?:como (?:eu )?(?:já )?(?:disse|falei|escrevi)|como falei|como disse)[\s.!]*$/i,
  /[\s,]+(?:mesmo|mesma|msm|né|ne|tá|ta|ok|obrigad[oa]|por favor)[\s.!]*$/i,
  /[\s.!?]+$/,
];

/** Takes conversation off both ends of a value, repeatedly ("Sim, como eu falei, Moro na Rua X" → "Rua X"). */
export function stripChatter(text: string): string {
  let out = text.trim();
  for (let round = 0; round < 5; round++) {
    const before = out;
    for (const re of PREFIXES) out = out.replace(re, '').trim();
    for (const re of SUFFIXES) out = out.replace(re, '').trim();
    if (out === before) break;
  }
  return out;
}

/** Splits a message into sentences (". ", "!", "?", new lines, ";"), keeping commas inside. */
export function sentences(text: string): string[] {
  return text
    .split(/\r?\n|;|(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The words of `message` that read as `normalized` once accents and case go: "Ze" → "Zé". */
export function typedForm(normalized: string, message: string): string | undefined {
  const target = normalize(normalized);
  const words = message.split(/[\s,;.!?()]+/).filter(Boolean);
  const size = target.split(' ').length;
  for (let i = 0; i + size <= words.length; i++) {
    const slice = words.slice(i, i + size).join(' ');
    if (normalize(slice) === target) return isPlausibleName(slice) ? capitalizeName(slice) : slice;
  }
  return undefined;
}
