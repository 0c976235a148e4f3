/**
 * A wish as the will quotes it: the sentence of the wish only, without the chat around it ("ah
 * e", "tb", ", tri importante"), capitalised, with the accents of words that have one spelling
 * ("orgaos" → "órgãos"), ending with a full stop. The person's own words otherwise stay: the will
 * quotes them.
 */

/** Words that open a chat message and say nothing of the wish: "ah e", "e também", "bom". */
const LEADING_CHATTER =
  /^(?:(?:ah+|ahn|ai|aí|bom|olha|ent[aã]o|e|tb|tbm|tamb[eé]m|ah sim|sim|s|ss|claro|ok|ahh)(?:\s*[,.!]+\s*|\s+|$))+/iu;

/** Words after the wish that only stress it: ", tri importante", ", tá?", " kkk", " tb", " né". */
const TRAILING_CHATTER =
  /(?:\s*,\s*(?:(?:isso )?(?:[eé] )?(?:tri|muito|bem|super) importante|importante|t[aá]|ok|viu|blz|beleza|tb|tbm|tamb[eé]m|n[eé]|kk+|rs+)|\s+(?:kk+|rs+|tb|tbm|tamb[eé]m|n[eé]))+\s*[.!?]*$/iu;

/** Chat inside a wish: emoji, "(the whole cloud kkk)" and other laughing asides, an ellipsis. */
const CHAT_INSIDE =
  /(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+|\s*\([^()]*\b(?:kk+|rs+|ha(?:ha)+|hehe\w*)\)|(?:…|\.{3})\s*$/gu;

/** Words written without their accent that have only one spelling with it. */
const ACCENTED: Record<string, string> = {
  orgao: 'órgão',
  orgaos: 'órgãos',
  doacao: 'doação',
  cremacao: 'cremação',
  familia: 'família',
  cemiterio: 'cemitério',
  crematorio: 'crematório',
  velorio: 'velório',
  tumulo: 'túmulo',
  caixao: 'caixão',
  setimo: 'sétimo',
  musica: 'música',
  musicas: 'músicas',
  catolica: 'católica',
  catolico: 'católico',
  evangelico: 'evangélico',
  evangelica: 'evangélica',
  ciencia: 'ciência',
  corneas: 'córneas',
  cornea: 'córnea',
  fatima: 'Fátima',
  aparecida: 'Aparecida',
  instituicao: 'instituição',
  memoria: 'memória',
  tambem: 'também',
  voce: 'você',
  voces: 'vocês',
  nao: 'não',
  ninguem: 'ninguém',
  mae: 'mãe',
  irmao: 'irmão',
  irmaos: 'irmãos',
  irma: 'irmã',
  irmas: 'irmãs',
  apos: 'após',
  proximo: 'próximo',
  proxima: 'próxima',
  unico: 'único',
  unica: 'única',
};

/**
 * Spoken contractions and chat shorthand written out, as a will is: "pra" → "para", "pro" →
 * "para o", "q" → "que", "qnd" → "quando", "ta" → "está".
 */
function writtenOut(text: string): string {
  return text
    .replace(/\bpr([ao]s?)\b/giu, (_m, rest: string) =>
      rest.toLowerCase() === 'a' ? 'para' : `para ${rest.replace(/^a/i, 'a')}`,
    )
    .replace(/\bp\/\s*/giu, 'para ')
    .replace(/\bq\b/giu, 'que')
    .replace(/\bqnd\b/giu, 'quando')
    .replace(/\bvc\b/giu, 'você')
    .replace(/\btbm?\b/giu, 'também')
    .replace(/\bmt\b/giu, 'muito')
    .replace(/\bhj\b/giu, 'hoje')
    .replace(/\bta\b/giu, 'está');
}

function withAccents(text: string): string {
  return writtenOut(text).replace(/\p{L}+/gu, (word) => {
    const accented = ACCENTED[word.toLowerCase()];
    if (accented === undefined) return word;
    return word[0] === word[0]?.toUpperCase()
      ? `${accented[0]?.toUpperCase() ?? ''}${accented.slice(1)}`
      : accented;
  });
}

/** "ah e quero ser cremado, tri importante" → "Quero ser cremado."; "" when nothing is left. */
export function wishSentence(raw: string): string {
  const wish = withAccents(
    raw
      .replace(CHAT_INSIDE, ' ')
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,.!?;])/g, '$1')
      .trim()
      .replace(LEADING_CHATTER, '')
      .replace(TRAILING_CHATTER, '')
      .trim(),
  )
    .replace(/[\s,;:]+$/u, '')
    .trim();
  // "Sim.", "sim!!": a yes answers the question, it is never a wish.
  if (!/\p{L}/u.test(wish)) return '';
  const capitalised = `${wish[0]?.toUpperCase() ?? ''}${wish.slice(1)}`;
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** What a wish is about; the field of the will it goes to. */
export type WishTopic = 'funeral' | 'doacaoOrgaos' | 'animais' | 'ativosDigitais';

const TOPICS: [RegExp, WishTopic][] = [
  [
    /funeral|enterr|sepult|crema|velorio|cinzas|tumulo|jazigo|missa|culto|cemiterio|cerimoni|coroas? de flores|\bluto\b/,
    'funeral',
  ],
  [
    /orgao|orgaos|doacao de|doar (?:o |meu |meus )?(?:orgaos|corpo)|tecidos|corneas|doador/,
    'doacaoOrgaos',
  ],
  [
    /cachorr|cadel|\bgat(?:o|a|os|as|inh\w*)\b|animal|animais|\bpets?\b|passar(?:o|os|inho\w*)\b|papagai|periquit|calopsit|cavalo|egua|peixe|coelh|tartarug|hamster|\bbich(?:o|os|inho|inhos)\b/,
    'animais',
  ],
  [
    /digital|digitais|rede social|redes sociais|instagram|facebook|tiktok|e-?mail|gmail|conta|perfil|nuvem|icloud|\bcloud\b|google drive|whatsapp|cripto|\b(?:minhas|meus|as|os|das|dos) (?:fotos|videos)\b/,
    'ativosDigitais',
  ],
];

/** The field a wish goes to, from its words (normalized: no accents, lowercase); none: a message. */
export function wishTopic(normalized: string): WishTopic | undefined {
  return TOPICS.find(([re]) => re.test(normalized))?.[1];
}

/** A wish and its field. */
export interface Wish {
  topic: WishTopic | undefined;
  sentence: string;
}

const fold = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Where a sentence may hold two wishes: a comma, a semicolon or " e " (and "e também"). */
const JOINT =
  /(\s*[,;]\s*(?:e\s+)?(?:(?:tamb[eé]m|tb|tbm)\s+)?|\s+e\s+(?:(?:tamb[eé]m|tb|tbm)\s+)?)/iu;

/** A part that is only chat: "ah", "tb", "né", "kkk". */
const CHATTER_ONLY =
  /^(?:\s*(?:ah+|ahn|ai|e|tb|tbm|tambem|ne|ok|kk+|rs+|bom|olha|entao|sim)\s*)*[.!]*$/;

/** "quero", "gostaria", "desejo" opening the first wish, carried to the next ("… e doar meus órgãos"). */
const MODAL =
  /^(?:(?:ah+|e|bom|olha|ent[aã]o|tb|tbm|tamb[eé]m)[\s,]+)*(?:eu\s+)?(quero|queria|gostaria|desejo|prefiro|pe[cç]o)\b/iu;

/** Words ending like an infinitive that are not verbs. */
const NOT_VERBS = new Set([
  'lugar',
  'mar',
  'amor',
  'senhor',
  'melhor',
  'maior',
  'menor',
  'pior',
  'flor',
  'cor',
  'dor',
  'calor',
  'valor',
  'favor',
  'mulher',
  'qualquer',
  'prazer',
  'interior',
  'exterior',
  'doutor',
  'par',
  'bar',
  'lar',
  'altar',
]);

function opensWithVerb(text: string): 'infinitive' | 'que' | 'object' | undefined {
  const first = fold(text.trim().split(/\s+/)[0] ?? '');
  if (first === 'que') return 'que';
  if (/^(?:um|uma|uns|umas)$/.test(first)) return 'object';
  if (/^[a-z]+(?:ar|er|ir|or)$/.test(first) && !NOT_VERBS.has(first)) return 'infinitive';
  return undefined;
}

/** "… e doar meus órgãos" after "quero ser cremada": "quero doar meus órgãos". */
function withModal(text: string, modal: string | undefined): string {
  if (!modal) return text;
  const opens = opensWithVerb(text);
  if (!opens) return text;
  const m = fold(modal);
  const link =
    opens === 'infinitive' && m === 'gostaria'
      ? `${modal} de`
      : opens === 'infinitive' && /^pe[cç]o$/.test(m)
        ? `${modal} para`
        : modal;
  return `${link} ${text.trim()}`;
}

/**
 * A sentence that may hold several wishes, each as the will quotes it and in its field: "quero ser
 * cremada e doar meus orgaos tb" → the funeral "Quero ser cremada." and the organ donation "Quero
 * doar meus órgãos.". A sentence about one topic stays whole ("meus 2 cachorros, o bob e a mel,
 * ficam com a celia"); parts without a topic of their own stay with their neighbour.
 */
export function splitWishes(typed: string): Wish[] {
  // "meu marido ❤️ senha eu passo depois": an emoji between words ends a clause, as a comma.
  const raw = typed.replace(/\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*(?=\p{L})/gu, ', ');
  // "e uma mensagem pra minha mae: mae obrigada por tudo": the wishes before it, then the message.
  const lead = messageLeadIn(raw);
  if (lead) {
    const before = raw.slice(0, lead.index);
    const message = messageSentence(lead.noun, lead.to, lead.body);
    return [
      ...(before.trim() ? splitWishes(before) : []),
      ...(message ? [{ topic: undefined, sentence: message }] : []),
    ];
  }
  const pieces = raw.split(JOINT);
  // pieces: text, joint, text, joint, …
  const groups: { topic: WishTopic | undefined; text: string }[] = [];
  let pending = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i] ?? '';
    const joint = i > 0 ? (pieces[i - 1] ?? '') : '';
    if (CHATTER_ONLY.test(fold(text))) continue;
    const topic = wishTopic(fold(text));
    // "meus filhos ja sabem", "minha família já está ciente": talk about the wish, not a wish.
    if (!topic && isTalkAboutWish(fold(text))) continue;
    const last = groups.at(-1);
    if (!last) {
      if (topic) groups.push({ topic, text: `${pending}${text}` });
      else pending = `${pending}${text}${pieces[i + 1] ?? ''}`;
      continue;
    }
    if (!topic || topic === last.topic) last.text = `${last.text}${joint}${text}`;
    else groups.push({ topic, text });
  }
  if (groups.length === 0) {
    const kept = pending.replace(/[\s,;]+$/u, '');
    const sentence = CHATTER_ONLY.test(fold(kept)) ? '' : wishSentence(kept);
    return sentence ? [{ topic: undefined, sentence }] : [];
  }
  if (groups.length === 1)
    return [{ topic: groups[0]?.topic, sentence: wishSentence(withoutTalk(raw)) }];
  const modal = MODAL.exec(groups[0]?.text ?? '')?.[1];
  return groups.map((g, i) => ({
    topic: g.topic,
    sentence: wishSentence(i === 0 ? g.text : withModal(g.text, modal)),
  }));
}

/**
 * Who already knows of the wishes, said about them ("meus filhos ja sabem", "minha família já está
 * ciente", "ja conversei com eles"), is talk, never a wish nor a message (accents removed).
 */
const TALK =
  /^(?:e\s+)?(?!.*\b(?:quero|queria|gostaria|desejo|peco|mensagem|recado)\b).{0,40}?\b(?:(?:ja\s+)?(?:sabem|sabe|sabiam|sabia)(?:\s+(?:disso|de tudo|de td|sobre isso|do meu desejo|da minha vontade))?|(?:ja\s+)?(?:esta|estao|ta|tao|sao|e)\s+(?:cientes?|sabendo|avisad[oa]s?)(?:\s+(?:disso|de tudo|sobre isso))?|(?:ja\s+)?(?:foram|foi)\s+avisad[oa]s?|ja\s+(?:conversei|falei|combinei|conversamos|combinamos)(?:\s+(?:com|isso com)\s+(?:eles|elas|ele|ela|todos|todo mundo|a familia|os meus filhos|meus filhos|minha familia))?|(?:estao|esta|tao|ta)\s+de acordo|concordam|concorda)\s*[.!]*$/;

/**
 * "senha eu passo pra ele depois": how a password will reach someone is talk, and a password
 * never goes into the will.
 */
const PASSWORD_TALK =
  /^(?:e\s+)?(?:(?:a|as|minha|minhas)\s+)?senhas?\b.{0,40}\b(?:passo|dou|entrego|falo|mando|digo|deixo|conto|passar|dar)\b/;

/** Whether a part of a wish only says who already knows of it (normalized text). */
export function isTalkAboutWish(normalized: string): boolean {
  const n = normalized.trim();
  return TALK.test(n) || PASSWORD_TALK.test(n);
}

/** A wish sentence without the talk after it ("quero ser cremada e meus filhos já sabem"). */
function withoutTalk(raw: string): string {
  const pieces = raw.split(JOINT);
  let end = pieces.length;
  while (end > 2 && isTalkAboutWish(fold(pieces[end - 1] ?? ''))) end -= 2;
  return pieces.slice(0, end).join('');
}

/**
 * "uma mensagem pra minha mae: ...", "quero deixar um recado pros meus filhos - ...": the message
 * after the words that introduce it; [1] the word for it, [2] who it is for, [3] the message.
 */
const MESSAGE_LEAD_IN =
  /(?:^|[\s,;]+)(?:e\s+)?(?:(?:eu\s+)?(?:quero|queria|gostaria(?:\s+de)?|desejo|vou)\s+(?:deixar|mandar|escrever|dar|dizer)\s+)?(?:uma|um|a|o|essa|esta|minha|meu)?\s*(mensagem|recado|bilhete|carta)(?:\s+final)?\s+(?:pr[oa]s?|p\/|para(?:\s+(?:o|a|os|as))?|ao|aos|[àa]s?)\s+([^:\-–]{2,60}?)\s*[:\-–]\s*(.+)$/iu;

/** "… uma mensagem pros meus netos que a vó ama eles muito": the message after "que". */
const MESSAGE_LEAD_IN_QUE =
  /(?:^|[\s,;]+)(?:e\s+)?(?:(?:eu\s+)?(?:quero|queria|gostaria(?:\s+de)?|desejo|vou)\s+(?:deixar|mandar|escrever|dar|dizer)\s+)?(?:uma|um|a|o|essa|esta|minha|meu)?\s*(mensagem|recado|bilhete|carta)(?:\s+final)?\s+(?:pr[oa]s?|p\/|para(?:\s+(?:o|a|os|as))?|ao|aos|[àa]s?)\s+([^:\-–]{2,60}?)\s+(?:(?:dizendo|falando)\s+)?que\s+([^:]+)$/iu;

/** "…, e pros meus netos: a vó ama eles muito": words said to someone of the family, a message. */
const ADDRESSED =
  /(?:^|[\s,;.]+)(?:e\s+)?(?:pr[oa]s?|p\/|para(?:\s+(?:o|a|os|as))?|aos?|[àa]s?)\s+((?:meu|minha|meus|minhas|querid[oa]s?)\s+[^:\-–,;.]{2,40}?)\s*:\s*(.+)$/iu;

/** The message introduced in a wish: where it starts, the word for it, who it is for, its words. */
function messageLeadIn(
  raw: string,
): { index: number; noun: string; to: string; body: string } | undefined {
  const lead = MESSAGE_LEAD_IN.exec(raw) ?? MESSAGE_LEAD_IN_QUE.exec(raw);
  if (lead?.[1] && lead[2] && lead[3])
    return { index: lead.index, noun: lead[1], to: lead[2], body: lead[3] };
  const addressed = ADDRESSED.exec(raw);
  if (!addressed?.[1] || !addressed[2]) return undefined;
  return { index: addressed.index, noun: 'mensagem', to: addressed[1], body: addressed[2] };
}

/** Words a message may open with to call the person it is for ("mãe", "mamãe", "filhos"). */
function callsAddressee(addressee: string, body: string): boolean {
  const said = fold(addressee)
    .split(/\s+/)
    .filter((w) => !/^(?:o|a|os|as|meu|minha|meus|minhas|querid[oa]s?)$/.test(w));
  const first =
    fold(body)
      .split(/[^a-z]+/)
      .find(Boolean) ?? '';
  const calls: Record<string, string[]> = {
    mae: ['mae', 'mamae', 'mainha', 'maezinha'],
    pai: ['pai', 'papai', 'painho', 'paizinho'],
  };
  return said.some((w) => w === first || (calls[w] ?? []).includes(first));
}

/**
 * The message as the will quotes it: only its words ("Mãe, obrigada por tudo."), with the word
 * said for it and who it is for before it when the message does not call them ("Recado para
 * Ricardo: obrigada por tudo.").
 */
function messageSentence(noun: string, addressee: string, body: string): string {
  const text = body.replace(/(?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]|\u{FE0F})/gu, '').trim();
  if (callsAddressee(addressee, text)) {
    // "mae obrigada por tudo" → "Mãe, obrigada por tudo": the call set apart by a comma.
    return wishSentence(text.replace(/^(\p{L}+)\s+(?=\p{L})/u, '$1, '));
  }
  const to = withAccents(addressee.replace(/^(?:o|a|os|as)\s+/iu, '').trim());
  const message = wishSentence(text);
  if (!message) return '';
  // The message keeps the case it was typed with after the colon ("obrigada", "Pedro").
  const typed = /^\p{Ll}/u.test(text)
    ? `${message[0]?.toLowerCase() ?? ''}${message.slice(1)}`
    : message;
  const said = fold(noun);
  return `${said.charAt(0).toUpperCase()}${said.slice(1)} para ${to}: ${typed}`;
}
