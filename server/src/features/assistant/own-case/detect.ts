import { normalize } from '../parsers/text.ts';

/** A question tag at the end: "…, certo?", "…, né", "…, não é?", "…, correto". */
const TAG =
  /(?:,|\s)\s*(?:certo|ne|nao e|nao|correto|e isso|e assim|ou nao|confere|verdade|sera)\s*$/;

/** Words that open a question about the person's own case (without a question mark too). */
const OPENER =
  /^(?:e\s+)?(?:quanto|quantos|quanta|quem|posso|como fica|como ficam|qual a parte|qual e a parte|e se|o que (?:o|a|os|as|meu|minha|meus|minhas)\b|sera que|da pra|e possivel)\b/;

/** What the question is about: who inherits, how much, keeping nothing, a child born later. */
const TOPIC =
  /\b(?:herd\w*|heranca|fica(?:m|r|ria|riam)?\s+(?:com|sem|pra|para|pro|pros|pras|de fora)|recebe\w*|deixa(?:r)?|sobra\w*|tem direito|direito a|parte d[aoe]s?|legitima|sem nada|nascer|nasce|quanto fica\w*|quanto vai|vai pra|vai para|contest\w*|question\w*|impugn\w*|anul\w*|reclam\w*|entrar na justica|brigar na justica)\b/;

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
    .replace(/\bdps\b/g, 'depois')
    .replace(/\bmsm\b/g, 'mesmo')
    .replace(/\b(?:qro|qero|kero|qer)\b/g, 'quero')
    .replace(/\boq\b/g, 'o que')
    .replace(/\badv\b/g, 'advogado')
    .replace(/\bngm\b/g, 'ninguem')
    .replace(/\b(?:mto|mt)\b/g, 'muito')
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

/** A long message or one with dates, CPFs or numbers carries facts: the question reads them. */
function carriesFacts(n: string): boolean {
  return /\d{2}/.test(n) || n.split(' ').length > 30;
}

/** True when the message asks about the person's own heirs and shares (not about the process). */
export function looksLikeOwnCaseQuestion(text: string): boolean {
  if (!asksSomething(text)) return false;
  const n = expandChat(text);
  return TOPIC.test(n) && !NOT_OWN_CASE.test(n) && !STATES_A_WISH.test(n) && !carriesFacts(n);
}

/** "what if" questions about the person's own will, answered with their people and numbers. */
export type Situation =
  | 'morre_antes'
  | 'advogado'
  | 'enteado'
  | 'clausula'
  | 'vender_eu'
  | 'casar'
  | 'mudar'
  | 'seguimento'
  | 'ex_conjuge'
  | 'sem_testamento'
  | 'separar'
  | 'disponivel'
  | 'instituicao'
  | 'dividas'
  | 'mais_para_um'
  | 'outro_filho'
  | 'tira_parte';

/** "e se ela morrer antes de mim", "se o joão já tiver falecido" — someone else, not the testator. */
const DIES_FIRST =
  /\b(?:morr\w*|falec\w*|faltar|partir)\b (?:\w+ )?(?:antes|primeiro)\b|\b(?:tiver|estiver|ja) (?:morrido|falecido|morto|morta)\b/;
const I_DIE = /\beu (?:\w+ )?(?:morr|falec|faltar)/;
const ASKS_WHO = /\?|\b(?:quem|o que acontece|como fica|vai pra|vai para|fica com|fica pra)\b/;
const LAWYER =
  /\b(?:precis\w*|tem que|tenho que|obrigatori\w*|necessari\w*)\b(?: \w+){0,5} (?:advogad\w*|cartorio|tabeli\w*|reconhecer firma|firma reconhecida|autentic\w*)|\b(?:advogad\w*|cartorio)\b(?: \w+){0,3} (?:obrigatori\w*|precis\w*|necessari\w*)/;
const STEPCHILD =
  /\bentead[oa]s?\b|\bfilh[oa]s? d[ao] (?:minha |meu )?(?:esposa|mulher|marido|esposo|companheir[oa])\b/;
/** Someone else may not sell, pledge or share with a spouse what they receive (CC 1.848, 1.911). */
const RESTRICT =
  /\b(?:inalien\w*|impenhor\w*|incomunic\w*|penhor\w*|torr(?:ar|e|em)|gast\w* tudo|dilapid\w*|(?:marido|mulher|esposa|esposo) del[ae]s?|genro|nora)\b|\b(?:ninguem|nao|nunca|proib\w*|impedi\w*|impeca)\b(?: \w+){0,3} (?:vend\w*|vend)/;
const CAN =
  /\b(?:posso|podemos|da pra|da para|tem como|tem jeito|e possivel|consigo|como (?:eu )?(?:faco|faz)|pode (?:colocar|botar|por|proibir|impedir|proteger)|(?:como|da pra|posso|tem como) (?:proteger|proibir|impedir|garantir))\b/;
const I_SELL =
  /\b(?:posso|eu posso|consigo|da pra|e se eu|se eu|ainda posso)(?: ainda)? (?:vend\w*|doar|gastar)\b/;
const REMARRY =
  /\b(?:se|quando|caso) (?:eu )?(?:me )?(?:casar|casasse|juntar|ajuntar|arrumar (?:outr[ao]|alguem))\b|\bnov[ao] (?:casamento|esposa|mulher|marido|companheir[ao]|uniao)\b/;
const CHANGE =
  /\b(?:mudar|alterar|trocar|refazer|desfazer|cancelar|revogar|anular)\b(?: \w+){0,4} (?:depois|mais tarde|no futuro|futuramente|quando quiser|um dia|ano que vem)\b|\bmudar de ideia\b|\barrepend\w*|\b(?:fazer|faco) (?:um )?outro (?:testamento|depois)\b/;
const EX_SPOUSE = /\bex[- ]?(?:mulher|esposa|marido|esposo|companheir[oa]|conjuge)\b/;
const NO_WILL = /\b(?:nao (?:fizer|fizesse|tiver|deixar)|sem) (?:o |um |nenhum )?testamento\b/;
const SEPARATE =
  /\b(?:se|quando|caso) (?:eu )?(?:me )?(?:separar|divorciar|separasse|divorciasse)\b/;
const DISPONIVEL =
  /\bquanto (?:eu )?(?:posso|consigo|da pra) (?:deixar|dar)(?: (?:pra|para) quem (?:eu )?quiser| livre\w*)?$|\bpra quem eu quiser\b|\b(?:qual|quanto) (?:e )?(?:a )?(?:minha )?parte disponivel\b/;
const INSTITUTION =
  /\b(?:posso|da pra|pode|e possivel|da para) (?:deixar|doar|dar)\b.*\b(?:igreja|instituic\w*|ong|asilo|hospital|apae|santa casa|associac\w*|fundac\w*|paroquia|creche|caridade)\b/;
const DEBTS = /\bdividas?\b|\bdevendo\b/;
const MORE_TO_ONE =
  /\b(?:deixar|dar) mais (?:pra|para|a) (?:um|uma)\b|\bmais (?:pra|para) (?:um|uma) (?:filh|net|del)|\b(?:igual|iguais|mesma coisa|mesmo tanto) (?:pra|para|entre) (?:os |todos)|\bherdam igual\b|\b(?:diferente|desigual)\w* (?:pra|para|entre)/;
const ANOTHER_CHILD =
  /\b(?:tiver|ter|nascer|vier|adotar) (?:outro|mais um|mais uma|um|uma|outra) (?:filh|bebe|nenem)/;
/** "isso não tira a parte dos filhos dele, né?": a gift or share against the heirs' legítima. */
const TAKES_PART =
  /\b(?:tira\w*|tire|mex\w*|afeta\w*|diminu\w*|prejudica\w*|atrapalha\w*|reduz\w*|invad\w*|desfalc\w*|ating\w*|fura\w*|passa\w* d[ae]|ultrapass\w*|cabe|caber|couber)\b(?: \w+){0,4} (?:a |na |da |de )?(?:parte|legitima|heranca|direito|quinhao|disponivel|metade)\b/;
const FOLLOW_UP = /^e (?:o |a |os |as )?(?:minha |meu |minhas |meus )?[a-z]+(?: [a-z]+)?$/;

/** Which "what if" a question asks, or undefined (statements and answers never count). */
export function situationOf(text: string): Situation | undefined {
  if (!asksSomething(text)) return undefined;
  const n = expandChat(text);
  if (STATES_A_WISH.test(n) || carriesFacts(n)) return undefined;
  if (DIES_FIRST.test(n) && !I_DIE.test(n) && ASKS_WHO.test(`${text} ${n}`)) return 'morre_antes';
  if (EX_SPOUSE.test(n)) return 'ex_conjuge';
  if (NO_WILL.test(n)) return 'sem_testamento';
  if (SEPARATE.test(n)) return 'separar';
  if (ANOTHER_CHILD.test(n)) return 'outro_filho';
  if (DEBTS.test(n)) return 'dividas';
  if (INSTITUTION.test(n)) return 'instituicao';
  if (TAKES_PART.test(n)) return 'tira_parte';
  if (MORE_TO_ONE.test(n)) return 'mais_para_um';
  if (DISPONIVEL.test(n)) return 'disponivel';
  if (LAWYER.test(n)) return 'advogado';
  if (STEPCHILD.test(n)) return 'enteado';
  if (RESTRICT.test(n) && CAN.test(n)) return 'clausula';
  if (I_SELL.test(n)) return 'vender_eu';
  if (REMARRY.test(n)) return 'casar';
  if (CHANGE.test(n)) return 'mudar';
  if (text.includes('?') && FOLLOW_UP.test(n.replace(/[?!.\s]+$/, ''))) return 'seguimento';
  return undefined;
}
