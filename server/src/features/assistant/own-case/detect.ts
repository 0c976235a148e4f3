import { normalize } from '../parsers/text.ts';

/** A question tag at the end: "…, certo?", "…, né", "…, não é?", "…, correto". */
const TAG =
  /(?:,|\s)\s*(?:certo|ne|nao e|nao|correto|e isso|e assim|ou nao|confere|verdade|sera)\s*$/;

/** Words that open a question about the person's own case (without a question mark too). */
const OPENER =
  /^(?:e\s+)?(?:quanto|quantos|quanta|quem|posso|como fica|como ficam|qual a parte|qual e a parte|e se|o que (?:o|a|os|as|meu|minha|meus|minhas)\b|sera que|da pra|e possivel)\b/;

/** What the question is about: who inherits, how much, keeping nothing, a child born later. */
const TOPIC =
  /\b(?:herd\w*|heranca|fica(?:m|r|ria|riam)?\s+(?:com|sem|pra|para|de fora)|recebe\w*|deixa(?:r)?|sobra\w*|tem direito|direito a|parte d[aoe]s?|legitima|sem nada|nascer|nasce|quanto fica\w*|quanto vai|vai pra|vai para)\b/;

/** Process questions the FAQ answers better, even when a relative is named. */
const NOT_OWN_CASE =
  /\b(?:tutor\w*|tutela|guarda|cuid\w+|testamenteir\w*|testemunh\w*|conjunt\w*|junt[oa]s?|cpf|cartorio|advogad\w*|orgaos?|enterro|senha)\b/;

/** The message normalized, with chat abbreviations spelled out ("qto fica pra mnha esposa"). */
export function expandChat(text: string): string {
  return normalize(text)
    .replace(/\b(?:qnto|qto|qnt|qt)\b/g, 'quanto')
    .replace(/\b(?:qm)\b/g, 'quem')
    .replace(/\b(?:mnha|mha)\b/g, 'minha')
    .replace(/\b(?:vc|vs)\b/g, 'voce')
    .replace(/\b(?:tbm|tb)\b/g, 'tambem')
    .replace(/\bn\b/g, 'nao')
    .replace(/\bq\b/g, 'que')
    .replace(/\bc\b/g, 'com');
}

/** An answer that states a wish or a share, even with "pode?" at the end: the question takes it. */
const STATES_A_WISH =
  /^(?:(?:entao|ta|ok|bom|sim|nao),? )?(?:quero|vou|deixo|gostaria|prefiro|desejo|lego|\d)|%/;

/** Asks rather than states: a question mark, an interrogative opener, or a question tag. */
export function asksSomething(text: string): boolean {
  if (text.includes('?')) return true;
  const n = expandChat(text);
  return OPENER.test(n) || TAG.test(n);
}

/** True when the message asks about the person's own heirs and shares (not about the process). */
export function looksLikeOwnCaseQuestion(text: string): boolean {
  if (!asksSomething(text)) return false;
  const n = expandChat(text);
  // A long message or one with dates, CPFs or numbers carries facts: the question reads them.
  const carriesFacts = /\d{2}/.test(n) || n.split(' ').length > 30;
  return TOPIC.test(n) && !NOT_OWN_CASE.test(n) && !STATES_A_WISH.test(n) && !carriesFacts;
}
