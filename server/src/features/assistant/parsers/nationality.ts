import { stripChatter } from './chat-text.ts';
import { normalize } from './text.ts';
import { parseYesNo } from './yes-no.ts';

/**
 * The nationality as the will prints it (the document makes it agree with the testator's sex):
 * "venezuelano, naturalizado brasileiro" → "brasileiro naturalizado" (the nationality the person
 * holds now, as a notary writes it; the country of birth is the naturalidade), "sou portuguesa" →
 * "portuguesa", "brasileira e italiana" as typed. Undefined when it does not read as one.
 */
export function readNationality(text: string): string | undefined {
  const n = normalize(text);
  if (/\bnaturaliz/.test(n)) {
    // The gender the person typed ("naturalizado", "brasileira"), else the form of the example.
    const typed = /\bnaturalizad([oa])\b/.exec(n)?.[1] ?? /\bbrasileir([oa])\b/.exec(n)?.[1];
    const o = typed ?? 'a';
    return `brasileir${o} naturalizad${o}`;
  }
  // "sou português, moro aqui há 30 anos": where and since when one lives is no nationality.
  const clean = stripChatter(text)
    .replace(/[,;.]?\s*(?:e\s+|mas\s+)?\b(?:moro|vivo|resido|estou)\b.*$/i, '')
    .replace(
      /^(?:(?:eu\s+)?sou(?:\s+de\s+nacionalidade)?|(?:a\s+)?minha\s+nacionalidade\s+(?:é|e)|nacionalidade:?|tenho\s+dupla\s+nacionalidade:?)\s+/i,
      '',
    )
    .replace(/\s*,\s*/g, ' e ')
    .replace(/[.!]+$/, '')
    .trim()
    .toLocaleLowerCase('pt-BR');
  if (!/^[a-z][a-z ]{3,40}$/.test(normalize(clean)) || parseYesNo(clean) !== undefined)
    return undefined;
  return clean.replace(/\s+/g, ' ');
}
