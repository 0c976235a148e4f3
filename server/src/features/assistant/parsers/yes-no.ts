import { normalize } from './text.ts';

/** "hmm nope", "ah, sim", "uai, é": a sound of thinking before the answer is not part of it. */
const FILLER = /^(?:(?:h+m+|hum+|ahn?|ah+|eh+|e+h|ue|uai|oxe|entao|bom|olha|opa|ixi)[\s,.!]+)+/;
/**
 * "é sim sô", "sim mano", "não, moço", "é isso viu": a word said to the listener after the answer
 * (a vocative or a tag) is not part of it.
 */
const TRAILING_VOCATIVE =
  /(?:[\s,.!]+(?:so|mano|mana|manin|vei|veio|velho|uai|fia|fio|fi|meu filho|minha filha|meu fio|minha fia|moco|moca|dona|viu|visse|ne|cara|bro|parceiro|parca|amigo|amiga|querida|querido|meu bem|bicho|tche|oxe|senhora?|doutora?|rapaz|menina|irmao|chefe|patrao|meu rei|minha rainha))+[\s,.!]*$/;
const NO_PATTERNS = [
  /^(nao|naum|nao+|nop|nops|nope|nah|n|no|nada|nenhum|nenhuma|nenhuns|nenhumas|nunca|nunquinha|jamais|negativo|ninguem|nem|neca|inexistente|inexistentes)\b/,
  /^(de jeito nenhum|de forma alguma|claro que nao|lógico que nao|logico que nao|acho que nao|tambem nao|por enquanto nao|ainda nao|nem pensar|nem a pau|so que nao)\b/,
  /^nao (tenho|quero|sou|fiz|ha|existe|possuo|preciso|desejo|obrigad)/,
  // "não existem", "não há", "não houve": nothing of what was asked.
  /^(?:nao (?:existem|existiu|houve|teve|temos)|(?:ha|houve|existe|existem|tem|tenho|teve) nao)\b/,
];
/** "é", "é sim", "é isso mesmo": the verb alone, the whole reply, is a yes. */
const IS_YES = /^(?:e|eh|e isso|e isso ai|e isso mesmo|e mesmo|e verdade|e claro|e sim senhora?)$/;
const YES_PATTERNS = [
  IS_YES,
  /^(si+m+|s|si|sin|yes|yep|yeah|yup|sure|y|claro|certo|certamente|com certeza|isso|exato|exatamente|correto|perfeito|ok|okay|oks|beleza|blz|afirmativo|positivo|aham|uhum|uhun|ahan|aha|confirmo|concordo|confere|procede|tudo certo|isso mesmo|e sim|verdade|of course|opa|bora|vamos|manda ver|sigo|seguir|continuar|ciente|estou ciente|de acordo|entendi|logico|obvio|sem duvida|pois nao|certeza)\b/,
];
// A verb answers yes only in a short reply ("tenho", "já fiz", "quero sim"): "tenho dois filhos"
// typed at the wrong question says something else, and the question is asked again instead.
const VERB_YES =
  /^(pode ser|pode|quero|tenho|tem|temos|sou|fiz|ja fiz|possuo|desejo|existe|existem|houve)\b/;
const MAX_VERB_YES_WORDS = 3;
// "tenho, um terreno que herdei", "tem sim", "possuo: a casa da praia": the verb said alone, then
// what it is, is a yes at any length.
const VERB_YES_THEN_DETAIL =
  /^(?:eu\s+)?(?:tenho|tem|temos|possuo|possuimos|quero|sou|fiz|ja fiz|desejo)\s*(?:[,;:!.-]|sim\b)/;

/** Understands sim/não as people type them ("claro", "nenhum", "não tenho"); undefined when unclear. */
export function parseYesNo(text: string): boolean | undefined {
  const n = normalize(text).replace(FILLER, '').replace(TRAILING_VOCATIVE, '');
  if (!n) return undefined;
  // "é verdade?", "isso?": a question back, not an answer (a "sim"/"não" in it still counts).
  if (/\?\s*$/.test(text) && !/\b(?:sim|nao|naum)\b/.test(n)) return undefined;
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
 * "só as joias da minha avó que eu herdei", "apenas um terreno em Goiás", "o studio que comprei
 * antes": the thing itself, without sim/não, answers "do you own X?" with yes and what it is.
 */
const THING_NAMED =
  /^(?:(?:so|somente|apenas)\s+)?(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas)\s+(?!(?:mae|pais?|filh[oa]s?|espos[oa]s?|marido|mulher|irma[os]?|irmas|avos?|vos?|vovos?|ti[oa]s?|sogr[oa]s?|net[oa]s?|prim[oa]s?|namorad[oa]s?|companheir[oa]s?|genro|nora|cunhad[oa]s?|sobrinh[oa]s?|madrinha|padrinho|amig[oa]s?|vizinh[oa]s?|testamento|pergunta|duvida)\b)\p{L}{3,}/u;
const THING_LEAD = /^\s*(?:s[óo]|somente|apenas)\s+/i;
/** How the thing was had: "que herdei", "ganhei de presente", "comprei antes de casar". */
const HOW_OWNED =
  /\b(?:herdei|herdado|herdada|herdados|herdadas|heranca|ganhei|recebi|doacao|comprei antes|antes de casar|antes do casamento|antes da uniao|antes de (?:a gente )?(?:morar|juntar))\b/;

/**
 * An answer to "do you own X?" that says what is owned: yes, and the words of what it is (kept
 * as typed), or undefined when the answer is not one. A "não" at the start is never a yes, and
 * neither is a question.
 */
export function readOwned(text: string): { yes: true; what?: string } | undefined {
  const n = normalize(text).replace(FILLER, '');
  if (parseYesNo(text) === false || /\?\s*$/.test(text)) return undefined;
  if (!OWNS.test(n)) {
    // Only the thing said: it names one ("as joias…") or tells how it was had ("…que herdei").
    if (parseYesNo(text) !== undefined || !(THING_NAMED.test(n) || HOW_OWNED.test(n)))
      return undefined;
    const what = text
      .replace(THING_LEAD, '')
      .trim()
      .replace(/[.!]+$/, '');
    return what.split(/\s+/).length >= 2 ? { yes: true, what } : undefined;
  }
  const what = text
    .replace(OWNS_LEAD, '')
    .trim()
    .replace(/[.!]+$/, '');
  return what.split(/\s+/).length >= 2 ? { yes: true, what } : { yes: true };
}
