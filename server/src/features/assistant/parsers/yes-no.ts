import { normalize } from './text.ts';

const NO_PATTERNS = [
  /^(nao|naum|nao+|nop|nope|n|no|nada|nenhum|nenhuma|nunca|jamais|negativo|ninguem|nem|neca)\b/,
  /^(de jeito nenhum|de forma alguma|claro que nao|lógico que nao|logico que nao|acho que nao|tambem nao|por enquanto nao|ainda nao)\b/,
  /^nao (tenho|quero|sou|fiz|ha|existe|possuo|preciso|desejo|obrigad)/,
];
const YES_PATTERNS = [
  /^(si+m+|s|si|sin|yes|y|claro|certo|certamente|com certeza|isso|exato|exatamente|correto|perfeito|ok|okay|oks|beleza|blz|afirmativo|positivo|aham|uhum|ahan|confirmo|concordo|tudo certo|isso mesmo|e sim|verdade|of course|opa|bora|vamos|manda ver|sigo|seguir|continuar|ciente|estou ciente|de acordo|entendi|logico|obvio|sem duvida)\b/,
];
// A verb answers yes only in a short reply ("tenho", "já fiz", "quero sim"): "tenho dois filhos"
// typed at the wrong question says something else, and the question is asked again instead.
const VERB_YES = /^(pode ser|pode|quero|tenho|sou|fiz|ja fiz|possuo|desejo)\b/;
const MAX_VERB_YES_WORDS = 3;
// "tenho, um terreno que herdei", "tem sim", "possuo: a casa da praia": the verb said alone, then
// what it is, is a yes at any length.
const VERB_YES_THEN_DETAIL =
  /^(?:eu\s+)?(?:tenho|tem|temos|possuo|possuimos|quero|sou|fiz|ja fiz|desejo)\s*(?:[,;:!.-]|sim\b)/;

/** Understands sim/não as people type them ("claro", "nenhum", "não tenho"); undefined when unclear. */
export function parseYesNo(text: string): boolean | undefined {
  const n = normalize(text);
  if (!n) return undefined;
  if (/^(nao sei|sei la|talvez|nao lembro|nao tenho certeza|depende)\b/.test(n)) return undefined;
  if (NO_PATTERNS.some((re) => re.test(n))) return false;
  if (YES_PATTERNS.some((re) => re.test(n))) return true; // "sim, mas não…" is still a yes.
  if (VERB_YES_THEN_DETAIL.test(n)) return true;
  if (VERB_YES.test(n) && (n.split(' ').length <= MAX_VERB_YES_WORDS || /\bsim\b/.test(n))) {
    return true;
  }
  if (/\bnao\b/.test(n.split(' ').slice(0, 3).join(' '))) return false;
  return undefined;
}

/** "tenho um terreno que herdei", "possuo a casa de antes de casar", "herdei uma casa": owning, said. */
const OWNS =
  /^(?:(?:sim|s|tenho sim|tem sim)[\s,.!]+)?(?:eu\s+)?(?:tenho|tem|temos|possuo|possuimos|herdei|ganhei|recebi)\b/;
/** The yes and its filler taken off what is owned: "tenho, um terreno …" → "um terreno …". */
const OWNS_LEAD =
  /^\s*(?:(?:sim|s|tenho sim|tem sim)[\s,.!]+)?(?:eu\s+)?(?:tenho|tem|temos|possuo|possuimos)?(?:\s+sim)?[\s,.;:!-]*/i;

/**
 * An answer to "do you own X?" that says what is owned: yes, and the words of what it is (kept
 * as typed), or undefined when the answer is not one. A "não" at the start is never a yes.
 */
export function readOwned(text: string): { yes: true; what?: string } | undefined {
  const n = normalize(text);
  if (!OWNS.test(n) || parseYesNo(text) === false) return undefined;
  const what = text
    .replace(OWNS_LEAD, '')
    .trim()
    .replace(/[.!]+$/, '');
  return what.split(/\s+/).length >= 2 ? { yes: true, what } : { yes: true };
}
