import { normalize } from './text.ts';

/** "oi, tudo bem?", "boa tarde, como vai?": a greeting asked. */
const GREETING_ASKED =
  /^(?:(?:oi+|ola|bom dia|boa tarde|boa noite)\W*)?(?:tudo bem|td bem|tudo bom|como vai)\W*$/;
/** "quero fazer meu testamento blz?", "vim fazer o testamento, ok?": a request and a tag. */
const TAGGED_REQUEST =
  /\b(?:quero|queria|gostaria de|vim|preciso|pretendo) (?:fazer|escrever)\b[^?]*\b(?:blz|beleza|ok|certo|ta bom|ta|ne|viu|combinado|pode ser)$/;

/**
 * The parts of a message that ask something: each ends with "?". A greeting asked ("oi, tudo
 * bem?") and a request with a tag ("quero fazer meu testamento blz?") ask nothing about the will.
 */
export function askedParts(message: string): string[] {
  return message
    .split(/(?<=\?)(?!\?)\s*|\n/)
    .filter((part) => part.trim().endsWith('?'))
    .filter((part) => {
      const n = normalize(part);
      return !GREETING_ASKED.test(n) && !TAGGED_REQUEST.test(n);
    });
}
