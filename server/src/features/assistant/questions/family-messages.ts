/** Portuguese text of the family section's newer questions and of the legítima note. */

/** "A", "A e B", "A, B e C". */
export function joinList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}

export const FM = {
  /** One group of heirs owed the same fraction: "a Lucas e Marina 1/4 cada". */
  legitimaGrupo: (nomes: readonly string[], fracao: string) =>
    `a ${joinList(nomes)} ${fracao}${nomes.length > 1 ? ' cada' : ''}`,
  legitimaPorHerdeiro: (grupos: readonly string[]) =>
    `Com essa família, a lei garante ${joinList(grupos)} do que você tiver (a legítima, art. 1.846; a meação do cônjuge, se houver, não entra nessa conta). O restante, a parte disponível, você pode deixar para quem quiser, inclusive para eles.`,
  sexo: {
    ask: 'Para escrever o testamento com as palavras certas ("o testador" ou "a testadora"), você é homem ou mulher?',
    example: '"homem" ou "mulher"',
    opcoes: ['Homem', 'Mulher'],
    erro: 'Responda "homem" ou "mulher".',
  },
  casamentoData: {
    ask: (uniao: boolean) =>
      uniao
        ? 'Desde quando vocês vivem juntos? Basta o ano (por exemplo, 1998).'
        : 'Em que ano vocês se casaram? Basta o ano (por exemplo, 1975). Se houve pacto antenupcial (escritura no cartório antes do casamento), diga também.',
    example: '"1975" ou "1975, com pacto antenupcial"',
    erro: 'Diga o ano, com quatro dígitos (por exemplo, 1975), ou a data completa.',
    antes1977:
      'Como o casamento foi antes de 26/12/1977 e sem pacto antenupcial, o regime é o da comunhão universal: era a regra da época (Lei 6.515/1977).',
    idade70:
      'Como você se casou com mais de 70 anos, a lei impõe a separação obrigatória de bens (art. 1.641, II), salvo decisão judicial que a afaste.',
  },
  separadoDeFato: {
    ask: (conjuge: string) =>
      `Desde quando você e ${conjuge} vivem separados (separação de fato, sem divórcio)? O ano basta, por exemplo 2021. Separados há mais de 2 anos, o cônjuge deixa de herdar (art. 1.830). Se na verdade vivem juntos, responda "não".`,
    example: '"desde 2021", "há 3 anos" ou "não, vivemos juntos"',
    desdeQuando: 'Desde quando vocês estão separados de fato? O ano basta (por exemplo, 2021).',
  },
  bensParticulares: {
    ask: 'Você tem bens particulares, isto é, bens só seus, que não se dividem com o cônjuge (herdados, recebidos de presente, ou que já tinha antes de casar)? Na comunhão parcial, é sobre eles que o cônjuge herda junto com os filhos (art. 1.829, I).',
    example: '"sim" ou "não"',
  },
  avos: {
    ask: 'Algum avô ou avó seu está vivo? Eles são herdeiros necessários quando não há filhos nem pais (art. 1.836). Diga o nome completo e se é do lado do pai ou da mãe, ou responda "não".',
    example: '"minha avó Maria Souza, mãe da minha mãe" ou "não"',
    erro: 'Diga o nome completo de cada avô ou avó vivo, ou responda "não".',
  },
};
