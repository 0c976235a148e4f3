/** Portuguese texts of the legal rules (LEGAL-BR.md §5), kept apart from the logic so they can be reviewed. */
import { bySex } from '../../documents/portuguese-gender.ts';
import type { Sexo } from '../testament-content.ts';

/** How a message names a person: the name, and the pronoun when the sex is known. */
export interface Named {
  nome: string;
  ele?: 'ele' | 'ela';
}

function garanteA(p: Named): string {
  return p.ele ? `a lei garante a ${p.ele}` : 'a lei lhe garante';
}

export const ruleMessages = {
  CAP_IDADE: (idade: number) =>
    `Para fazer testamento é preciso ter pelo menos 16 anos na data do testamento (art. 1.860). Pelos dados, você tem ${idade}.`,
  CAP_DISCERNIMENTO: () =>
    'O testamento só vale se for feito pela própria pessoa, com pleno discernimento e por vontade livre (arts. 1.858 e 1.860).',
  FORMA_CEGO: (motivo: 'cego' | 'nao_le' | 'nao_assina') =>
    motivo === 'cego'
      ? 'Quem tem deficiência visual total só pode fazer testamento público, no cartório (art. 1.867). Vamos preparar a minuta para o tabelião.'
      : motivo === 'nao_le'
        ? 'Quem não sabe ler não pode fazer testamento particular (art. 1.876): só o público, no cartório (art. 1.865). Vamos preparar a minuta para o tabelião.'
        : 'Quem não pode assinar não pode fazer testamento particular (art. 1.876): no testamento público uma testemunha assina a seu rogo (art. 1.865). Vamos preparar a minuta para o tabelião.',
  TESTEM_QTD: (forma: 'particular' | 'publico', precisa: number, tem: number) =>
    `O testamento ${forma === 'particular' ? 'particular' : 'público'} precisa de ${precisa} testemunhas diferentes (art. ${forma === 'particular' ? '1.876' : '1.864'}); há ${tem}.`,
  TESTEM_BENEF: (nome: string, papel: string) =>
    `${nome} não pode ser testemunha porque também é ${papel} neste testamento: o que fosse deixado a essa pessoa seria nulo (arts. 1.801, II, e 1.802). Escolha outra testemunha.`,
  TESTEM_INTERPOSTA: (testemunha: string, parente: string, vinculo: string) =>
    `${testemunha} é parente próximo ou cônjuge de ${parente}, que recebe algo neste testamento (${parente} é ${vinculo} da testemunha). A lei considera esse benefício feito por interposta pessoa, e ele seria nulo (art. 1.802, parágrafo único). Troque a testemunha ou retire o benefício.`,
  TESTEM_PARENTE: (testemunha: string, vinculo: string) =>
    `${testemunha} é seu parente (${vinculo}). Parentes próximos do testador costumam ser contestados como testemunhas (art. 228, V): prefira pessoas sem parentesco com você.`,
  TESTEM_IDADE_MENOR16: (nome: string) =>
    `${nome} tem menos de 16 anos e não pode ser testemunha (art. 228, I, do Código Civil).`,
  TESTEM_IDADE_MENOR18: (nome: string) =>
    `${nome} tem menos de 18 anos. Prefira testemunhas adultas, para evitar discussão depois (art. 228).`,
  TESTEM_TESTADOR: (nome: string, sexo: Sexo | undefined) =>
    `${nome} aparece como testemunha mais de uma vez ou é você ${bySex(sexo, 'mesmo', 'mesma', 'mesmo(a)')}: as testemunhas precisam ser outras pessoas, diferentes entre si.`,
  PCT_SOMA: (soma: string, base: string) =>
    `As partes ${base} somam ${soma}, mais de 100%. Ajuste os valores.`,
  PCT_FALTA: (soma: string, restante: string) =>
    `As partes e legados somam ${soma} do que você tiver. O restante da parte disponível (${restante}) vai para os herdeiros pela lei (arts. 1.906 e 1.966).`,
  PCT_NADA: () =>
    'Você não dividiu a herança: tudo o que não for legado vai para os herdeiros pela lei (arts. 1.906 e 1.966).',
  LEGITIMA_HERDEIRO: (linhas: string[]) =>
    `${linhas.join(' ')} Essa parte é a legítima, que a lei reserva aos herdeiros necessários (arts. 1.789, 1.845 e 1.846). Se o testamento ficar assim, o que passar do limite será reduzido na Justiça: primeiro as partes de herança, depois os legados, proporcionalmente (art. 1.967).`,
  LEGITIMA_LINHA: (p: Named, recebe: string | null, legitima: string) =>
    `${p.nome} ${recebe === null ? 'não receberia nada' : `receberia só ${recebe} do que você tiver`}; ${garanteA(p)} ${legitima} do que você tiver.`,
  LEGADO_VALOR: (descricoes: string[], semPatrimonio: boolean) =>
    semPatrimonio
      ? `Para saber se os legados (${descricoes.join('; ')}) cabem na parte disponível, informe o valor aproximado do seu patrimônio. Legados que passem da parte disponível são reduzidos (art. 1.967).`
      : `Informe o valor aproximado de: ${descricoes.join('; ')}. Sem ele não dá para saber se os legados cabem na parte disponível, que é o limite com herdeiros necessários (art. 1.967).`,
  LEGADO_COMUM: (descricao: string, certo: boolean) =>
    certo
      ? `"${descricao}" é bem comum do casal: pelo testamento só passa a sua metade desse bem; a outra metade (a meação) já é do cônjuge (art. 1.914).`
      : `Na comunhão universal quase tudo é bem comum do casal: se "${descricao}" for comum, só a sua parte passa pelo testamento (art. 1.914).`,
  CLAUS_LEGITIMA_SEM_CAUSA: (nome: string) =>
    `A cláusula restritiva sobre a legítima de ${nome} precisa de uma justa causa concreta, que diga por que ela protege essa pessoa (art. 1.848). "Porque eu quero", uma pergunta ou um texto vazio não servem.`,
  CLAUS_LEGITIMA_POR_HERDEIRO: (nomes: string[]) =>
    `A justa causa precisa ser própria de cada herdeiro (art. 1.848): a cláusula sobre a legítima de ${nomes.join(', ')} não diz o motivo de cada um. Explique a causa de cada pessoa ou faça uma cláusula por herdeiro.`,
  DESERDACAO_NAO_HERDEIRO: (nome: string) =>
    `${nome} não está entre os seus herdeiros necessários: deserdação só existe para herdeiros necessários (art. 1.961). Para deixar essa pessoa de fora, basta não lhe deixar nada no testamento.`,
  DESERDACAO_CAUSA: (nome: string) =>
    `A deserdação de ${nome} precisa dos fatos, descritos de forma concreta (o que aconteceu, quando), ligados a uma das causas da lei (arts. 1.814, 1.962 e 1.963); uma vontade como "porque eu quero" não basta (art. 1.964).`,
  DESERDACAO_CAUSA_CLASSE: (nome: string, causa: string) =>
    `A causa escolhida para ${nome} (${causa}) não serve para essa pessoa: ao cônjuge só se aplicam as causas do art. 1.814; as de ofensa, injúria, relações ilícitas e desamparo são de descendentes (art. 1.962) e de ascendentes (art. 1.963).`,
  DESERDACAO_PROVA: (nomes: string[]) =>
    `Deserdação (${nomes.join(', ')}): depois da sua morte, quem se beneficiar dela terá 4 anos para provar a causa na Justiça; sem prova, a pessoa recebe a legítima normalmente (art. 1.965). Guarde provas (documentos, boletins, testemunhas). Os filhos do deserdado podem herdar no lugar dele (tema discutido). Vale consultar um advogado.`,
  TESTAMENTEIRO_POSSE: () =>
    'O testamenteiro só pode ter a posse e administração dos bens quando não há cônjuge nem herdeiros necessários (art. 1.977).',
  TUTOR_SEM_MENOR: () =>
    'Você indicou tutor, mas não há filho menor de idade. A indicação só teria efeito se houver filho menor.',
  TUTOR_FALTA: () =>
    'Você tem filho menor e não indicou tutor. Os pais podem nomear tutor em testamento (art. 1.634, VI); sem indicação, se faltarem os dois, o juiz escolherá (arts. 1.729 e 1.731).',
  TUTOR_OUTRO_GENITOR: () =>
    'O outro pai ou a outra mãe dos seus filhos ainda vive: enquanto essa pessoa puder exercer o poder familiar, a tutela não se abre, e a sua indicação só terá efeito se ela faltar ou não puder exercê-lo (arts. 1.634, VI, e 1.729). Para indicar o mesmo tutor, ela precisa fazê-lo no próprio testamento ou em documento autêntico (art. 1.729, parágrafo único).',
  RECONHECIMENTO: (adultos: string[]) =>
    `O reconhecimento de filho feito em testamento é irrevogável, mesmo que você mude o testamento depois (art. 1.610).${adultos.length > 0 ? ` O reconhecimento de quem já é maior de idade (${adultos.join(', ')}) depende do consentimento dessa pessoa (art. 1.614).` : ''}`,
  REVOGACAO: () =>
    'Você tem testamento anterior e escolheu não revogá-lo: ele continua valendo no que não contrariar este (art. 1.970).',
  COMPANHEIRO: () =>
    'Na união estável, o companheiro herda como o cônjuge (STF, Tema 809), mas ainda se discute se é herdeiro necessário. Por cautela, a pessoa com quem você vive foi contada entre os herdeiros necessários no cálculo da legítima; vale consultar um advogado.',
  REGIME_DATA_1977: () =>
    'Casamentos anteriores a 26/12/1977 sem pacto antenupcial são, por lei, de comunhão universal (Lei 6.515/1977), não de comunhão parcial. Confirme o regime na certidão de casamento.',
  REGIME_DATA_1977_INCERTO: () =>
    'Seu casamento foi em 1977: se foi antes de 26/12/1977 e sem pacto antenupcial, o regime é de comunhão universal (Lei 6.515/1977). Confirme a data e o regime na certidão de casamento.',
  REGIME_DATA_IDADE: (limite: number) =>
    `Quem se casa com mais de ${limite} anos fica, por lei, no regime de separação obrigatória de bens (art. 1.641, II), salvo escritura pública que o afaste (STF, Tema 1.236). Confirme o regime na certidão de casamento; com separação obrigatória o cônjuge não concorre com os filhos na herança.`,
  ORGAOS: () =>
    'O testamento costuma ser lido tarde demais para a doação de órgãos. Registre também a Autorização Eletrônica de Doação de Órgãos (AEDO), gratuita no e-Notariado (Provimento CNJ 164/2024), e conte seu desejo à família (art. 14 do Código Civil; Lei 9.434/1997).',
  CPF_DV: (nome: string) => `O CPF de ${nome} não é válido: confira os números.`,
  CNPJ_DV: (nome: string) => `O CNPJ de ${nome} não é válido: confira os números.`,
  CNPJ_FALTA: (nome: string) =>
    `${nome} recebe algo no testamento e é uma instituição: informe o CNPJ dela, para que seja identificada sem dúvida.`,
  SEM_LACUNAS: (campo: string) =>
    `O texto final não pode ter lacunas, campos vazios ou perguntas (art. 1.876, §2º). Corrija: ${campo}.`,
  SENHAS: (campo: string) =>
    `O texto em "${campo}" parece conter uma senha ou chave privada. Nunca coloque senhas no testamento: diga apenas quem deve cuidar das contas.`,
} as const;
