/**
 * A wish as the will quotes it: the sentence of the wish only, without the chat around it ("ah
 * e", "tb", ", tri importante"), capitalised, with the accents of words that have one spelling
 * ("orgaos" → "órgãos"), ending with a full stop. The person's own words otherwise stay: the will
 * quotes them.
 */

/** Words that open a chat message and say nothing of the wish: "ah e", "e também", "bom". */
const LEADING_CHATTER =
  /^(?:(?:ah+|ahn|ai|aí|bom|olha|ent[aã]o|e|tb|tbm|tamb[eé]m|ah sim|sim|ok|ahh)(?:\s*,\s*|\s+|$))+/iu;

/** Words after the wish that only stress it: ", tri importante", ", tá?", " kkk". */
const TRAILING_CHATTER =
  /(?:\s*,\s*(?:(?:isso )?(?:[eé] )?(?:tri|muito|bem|super) importante|importante|t[aá]|ok|viu|blz|beleza|tb|tbm|kk+|rs+)|\s+(?:kk+|rs+))+\s*[.!?]*$/iu;

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

function withAccents(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
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
    raw.trim().replace(LEADING_CHATTER, '').replace(TRAILING_CHATTER, '').trim(),
  ).replace(/[\s,;:]+$/u, '');
  if (wish === '') return '';
  const capitalised = `${wish[0]?.toUpperCase() ?? ''}${wish.slice(1)}`;
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}
