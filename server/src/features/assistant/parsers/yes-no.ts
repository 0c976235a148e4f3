import { normalize } from './text.ts';

const NO_PATTERNS = [
  /^(nao|naum|nao+|nop|nope|n|no|nada|nenhum|nenhuma|nunca|jamais|negativo|ninguem|nem|neca)\b/,
  /^(de jeito nenhum|de forma alguma|claro que nao|lógico que nao|logico que nao|acho que nao|tambem nao|por enquanto nao|ainda nao)\b/,
  /^nao (tenho|quero|sou|fiz|ha|existe|possuo|preciso|desejo|obrigad)/,
];
const YES_PATTERNS = [
  /^(si+m+|s|si|sin|yes|y|claro|certo|certamente|com certeza|isso|exato|exatamente|correto|perfeito|ok|okay|oks|beleza|blz|afirmativo|positivo|aham|uhum|ahan|pode ser|pode|confirmo|concordo|quero|tenho|sou|fiz|ja fiz|possuo|desejo|tudo certo|isso mesmo|e sim|verdade|of course|opa|bora|vamos|manda ver|sigo|seguir|continuar|ciente|estou ciente|de acordo|entendi|logico|obvio|sem duvida)\b/,
];

/** Understands sim/não as people type them ("claro", "nenhum", "não tenho"); undefined when unclear. */
export function parseYesNo(text: string): boolean | undefined {
  const n = normalize(text);
  if (!n) return undefined;
  if (/^(nao sei|sei la|talvez|nao lembro|nao tenho certeza|depende)\b/.test(n)) return undefined;
  if (NO_PATTERNS.some((re) => re.test(n))) return false;
  if (YES_PATTERNS.some((re) => re.test(n))) {
    // "sim, mas não…" is still a yes; "sou casado" is not a yes/no answer, but harmless here.
    return true;
  }
  if (/\bnao\b/.test(n.split(' ').slice(0, 3).join(' '))) return false;
  return undefined;
}
