/** Portuguese texts of the legal rules (LEGAL-BR.md §5), kept apart from the logic so they can be reviewed. */
export const ruleMessages = {
  CAP_IDADE: (idade: number) =>
    `Para fazer testamento é preciso ter pelo menos 16 anos na data do testamento (art. 1.860). Pelos dados, você tem ${idade}.`,
  CAP_DISCERNIMENTO: () =>
    'O testamento só vale se for feito pela própria pessoa, com pleno discernimento e por vontade livre (arts. 1.858 e 1.860).',
  FORMA_CEGO: () =>
    'Quem tem deficiência visual total só pode fazer testamento público, no cartório (art. 1.867). Vamos preparar a minuta para o tabelião.',
  TESTEM_QTD: (forma: 'particular' | 'publico', precisa: number, tem: number) =>
    `O testamento ${forma === 'particular' ? 'particular' : 'público'} precisa de ${precisa} testemunhas diferentes (art. ${forma === 'particular' ? '1.876' : '1.864'}); há ${tem}.`,
  TESTEM_BENEF: (nome: string, papel: string) =>
    `${nome} não pode ser testemunha porque também é ${papel} neste testamento: isso anularia o benefício (art. 1.801, II). Escolha outra pessoa.`,
  TESTEM_INTERPOSTA: (nome: string, parente: string) =>
    `${nome} é parente próximo ou cônjuge de ${parente}, que recebe algo. A lei presume que o benefício seria por interposta pessoa e pode anulá-lo (art. 1.802). O ideal é trocar a testemunha.`,
  TESTEM_IDADE_MENOR16: (nome: string) =>
    `${nome} tem menos de 16 anos e não pode ser testemunha (art. 228 do Código Civil).`,
  TESTEM_IDADE_MENOR18: (nome: string) =>
    `${nome} tem menos de 18 anos. Prefira testemunhas adultas, para evitar discussão depois (art. 228).`,
  TESTEM_TESTADOR: (nome: string) =>
    `${nome} aparece como testemunha mais de uma vez ou é você mesmo(a): as testemunhas precisam ser outras pessoas, diferentes entre si.`,
  PCT_SOMA: (soma: string, base: string) =>
    `As porcentagens ${base} somam ${soma}, mais de 100%. Ajuste os valores.`,
  PCT_FALTA: (soma: string, restante: string) =>
    `As porcentagens somam ${soma}. O restante (${restante}) vai para os herdeiros pela lei (arts. 1.906 e 1.966).`,
  PCT_NADA: () =>
    'Você não dividiu a herança: tudo o que não for legado vai para os herdeiros pela lei (arts. 1.906 e 1.966).',
  DISPONIVEL: (soma: string, maximo: string, herdeiros: string) =>
    `Você tem herdeiros necessários (${herdeiros}): metade do patrimônio (a legítima) é deles por lei. Quem não é herdeiro necessário pode receber no máximo ${maximo} do total, e aqui soma ${soma} (arts. 1.789 e 1.846). O excesso seria reduzido na Justiça (art. 1.967).`,
  CLAUS_LEGITIMA: () =>
    'Cláusula restritiva sobre a legítima só vale com uma justa causa declarada no testamento (art. 1.848).',
  TESTAMENTEIRO_POSSE: () =>
    'O testamenteiro só pode ter a posse e administração dos bens quando não há cônjuge nem herdeiros necessários (art. 1.977).',
  TUTOR_SEM_MENOR: () =>
    'Você indicou tutor, mas não há filho menor de idade. A indicação só teria efeito se houver filho menor.',
  TUTOR_FALTA: () =>
    'Você tem filho menor e não indicou tutor. Se faltarem os dois pais, o juiz escolherá um (art. 1.731).',
  TUTOR_CONJUNTO: () =>
    'O outro pai ou mãe está vivo(a): a indicação de tutor cabe aos pais em conjunto e só vale se ele(a) faltar ou perder o poder familiar (arts. 1.729 e 1.730). Converse com ele(a).',
  RECONHECIMENTO: () =>
    'O reconhecimento de filho feito em testamento é irrevogável, mesmo que você mude o testamento depois (art. 1.610).',
  REVOGACAO: () =>
    'Você tem testamento anterior e escolheu não revogá-lo: ele continua valendo no que não contrariar este (art. 1.970).',
  COMPANHEIRO: () =>
    'Na união estável, o companheiro herda como cônjuge (STF, Tema 809), mas ainda se discute se é herdeiro necessário. Por cautela reservamos a legítima; vale consultar um advogado.',
  ORGAOS: () =>
    'A doação de órgãos depende da autorização da família (Lei 9.434/1997, art. 4º): conte seu desejo a ela desde já.',
  CPF_DV: (nome: string) => `O CPF de ${nome} não é válido: confira os números.`,
  CNPJ_DV: (nome: string) => `O CNPJ de ${nome} não é válido: confira os números.`,
  SEM_LACUNAS: (campo: string) =>
    `O texto final não pode ter lacunas ou campos vazios (art. 1.876, §2º). Falta preencher: ${campo}.`,
  SENHAS: (campo: string) =>
    `O texto em "${campo}" parece conter uma senha ou chave privada. Nunca coloque senhas no testamento: diga apenas quem deve cuidar das contas.`,
} as const;
