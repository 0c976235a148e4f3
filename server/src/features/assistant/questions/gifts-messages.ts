/** Portuguese text of the gifts' questions (the gifts question's own words are in messages.ts). */
import { joinList } from './family-messages.ts';

export const GM = {
  cnpjNaoConfere: (cnpj: string) =>
    `O CNPJ ${cnpj} não confere (os dois últimos dígitos não batem com os outros), então não anotei: confira no cartão do CNPJ da instituição.`,
  /** "não sei" to an institution's CNPJ: the will names it by its full name. */
  cnpjNaoSei: (nome: string) =>
    `Tudo bem, siga sem ele por enquanto. O documento final precisa do CNPJ de ${nome}, e a revisão vai lembrar: ele está no site da instituição, no recibo de uma doação ou na consulta de CNPJ da Receita Federal.`,
  /** A share to someone said to have died. */
  falecido:
    'Quem já faleceu não pode receber herança. Se quer deixar essa parte para os filhos dessa pessoa, diga o nome completo de cada um, por exemplo: "metade para os filhos do meu irmão José: Tiago Barreto e Mateus Barreto, meio a meio".',
  /** A gift to someone said to have died. */
  legadoFalecido:
    'Quem já faleceu não pode receber um legado. Se quer deixar esse bem para os filhos dessa pessoa, diga o bem e o nome completo de cada um, por exemplo: "a casa para Tiago Barreto e Mateus Barreto".',
  /** Gifts taken back in words ("esquece o carro"). */
  tirei: (gifts: readonly string[]) => `tirei do testamento ${joinList(gifts)}`,
  /** "pra igreja": the kind of institution, without its name. */
  instituicao: (tipo: string) =>
    `Qual ${tipo}? Diga o nome completo da instituição, como está no CNPJ (e o número do CNPJ, se souber). Por exemplo: "toda a parte disponível para a Igreja Batista da Esperança, CNPJ 12.345.678/0001-95".`,
  /** A message that talks about fixing something, said where a share or a gift was asked. */
  correcao: (nome: string | undefined) =>
    nome
      ? `Vamos corrigir primeiro. Escreva o nome como está e o certo, assim: "troca ${nome} por" e o nome certo completo. Depois seguimos daqui.`
      : 'Vamos corrigir primeiro. Diga o que está errado e o certo, por exemplo: "troca Maria Souza por Maria Souza Lima" ou "o CPF certo é 123.456.789-09". Depois seguimos daqui.',
  /** A gift to someone named by first name only: the gift waits for the surname. */
  sobrenome: (nome: string, presente: string) =>
    `Para deixar ${presente} para ${nome}, preciso do nome completo, para não haver dúvida sobre quem é. Qual é o sobrenome de ${nome}? Pode escrever só o sobrenome.`,
  /** A share to someone named by first name only: the share waits for the surname. */
  sobrenomeHeranca: (nome: string) =>
    `Para deixar essa parte para ${nome}, preciso do nome completo, para não haver dúvida sobre quem é. Qual é o sobrenome de ${nome}? Pode escrever só o sobrenome.`,
  /** A gift said where the shares are asked, whose receiver is not clear yet. */
  legadoNaHeranca: (presente: string, para: string) =>
    `Entendi um legado: ${presente} para ${para}. Para anotar, preciso do nome completo de ${para} (nome e sobrenome): escreva de novo com o sobrenome. Se não quiser dividir a herança de outro jeito, diga também "o resto como a lei manda".`,
  legados: {
    noted: (presente: string) => `legado: ${presente}`,
    /** "aquilo que eu falei pra Luana" with no gift to her noted: which thing? */
    qualBem: (nome: string) =>
      `Qual é o bem que você quer deixar para ${nome}? Não tenho anotado nenhum bem para essa pessoa: diga o bem, por exemplo "a casa da praia para ${nome}".`,
    /** The gifts said as the only ones ("só a casa pra Luana"): no more is asked. */
    unico: (quantos: number) =>
      `(${quantos > 1 ? 'os únicos bens específicos' : 'o único bem específico'} que você deixa; se quiser deixar mais algum, diga "alterar legados")`,
    /** A gift said again (same thing, same person): updated, not a second one. */
    mesmo: (presentes: readonly string[]) =>
      `${presentes.length > 1 ? 'Esses legados já estavam anotados' : 'Esse legado já estava anotado'}, então não anotei de novo: ${presentes.join('; ')}.`,
    /** The same gift said again more precisely: its description updated, not a second one. */
    atualizado: (presentes: readonly string[]) =>
      `${presentes.length > 1 ? 'Esses legados já estavam anotados' : 'Esse legado já estava anotado'}; atualizei com o que você detalhou: ${presentes.join('; ')}.`,
    askMore: (presentes: readonly string[]) =>
      `Já anotei ${presentes.length > 1 ? 'os legados' : 'o legado'}: ${presentes.join('; ')}. Quer deixar mais algum bem específico ou quantia para alguém? Diga o bem e para quem, um por linha, ou "não".`,
    notAGift:
      'Isso parece uma mudança na divisão da herança, não um legado (um bem específico para alguém). Para mudar a herança, diga "alterar herança".',
  },
  valor: {
    ask: (bens: readonly string[], total: boolean) =>
      bens.length === 0
        ? 'Para conferir se os legados cabem na parte disponível (art. 1.967), preciso saber quanto vale, mais ou menos, tudo o que você tem. Por exemplo: "tudo uns 800 mil". Se não souber, responda "não sei".'
        : `Para conferir se os legados cabem na parte disponível (art. 1.967), preciso de valores aproximados: quanto vale ${joinList(bens.map((b) => `"${b}"`))}${total ? ', e quanto vale, mais ou menos, tudo o que você tem? Por exemplo: "o carro uns 60 mil; tudo uns 800 mil"' : '? Por exemplo: "uns 60 mil"'}. Se não souber, responda "não sei".`,
    example: '"o carro uns 60 mil; tudo uns 800 mil" ou "não sei"',
    erro: (bens: readonly string[], entendi: readonly string[] = []) =>
      `${entendi.length ? `Entendi ${entendi.join('; ')}. ` : ''}Falta o valor de ${joinList(bens.map((b) => `"${b}"`))}${entendi.length ? ': diga todos juntos, por exemplo "o cachorro 2 mil; o carro 50 mil"' : ''}. Se souber, diga também o total do que você tem. Ou responda "não sei".`,
    naoSei:
      'Tudo bem. Sem os valores, na revisão aparece um alerta: se os legados passarem da parte disponível, eles podem ser reduzidos (art. 1.967).',
  },
  excesso: {
    /** What the shares and gifts give against the disponível, in reais. */
    ask: (x: {
      patrimonio: string;
      disponivel: string;
      legados: string;
      heranca?: string;
      soma: string;
      passa: string;
      sobra?: string;
      herdeiros?: string;
      opcoes?: string;
    }) =>
      [
        `Com um patrimônio de uns ${x.patrimonio}, a parte disponível (o que você pode deixar para quem quiser) é de uns ${x.disponivel}.`,
        x.heranca
          ? `Os legados (${x.legados}) e a herança (${x.heranca}) somam uns ${x.soma}: passam uns ${x.passa} desse limite.`
          : `Só os legados (${x.legados}) já somam uns ${x.soma}: passam uns ${x.passa} desse limite.`,
        x.herdeiros && x.sobra !== undefined
          ? `Quando passa, a lei diminui primeiro a herança (art. 1.967, § 1º): ${x.herdeiros} ficaria com o que sobra da parte disponível depois dos legados, uns ${x.sobra}.`
          : 'Quando passa, a lei diminui os legados, cada um na mesma proporção, até caberem (art. 1.967).',
        x.opcoes ??
          'O que você pode fazer: responder "sim" para ficar assim; dizer "alterar legados" para tirar ou trocar um legado; ou "alterar herança" para mudar a divisão.',
      ].join(' '),
    /** Said where the shares are asked: the most the shares can take after the gifts. */
    opcoesHeranca: (max: string, nome: string) =>
      `O que você pode fazer: deixar até ${max} da parte disponível, o que sobra depois dos legados (por exemplo, "${max} da parte disponível para ${nome}"); mudar os legados depois, com "alterar legados"; ou responder "manter mesmo assim".`,
    example: '"sim", "alterar legados" ou "alterar herança"',
    erro: 'Responda "sim" para ficar assim, ou diga "alterar legados" ou "alterar herança".',
    aceito: 'Combinado: fica assim, e o excesso será ajustado como a lei manda (art. 1.967).',
  },
  comum: {
    ask: (conjuge: string, bens: readonly string[]) =>
      `${bens.length > 1 ? 'Algum destes bens' : `"${bens[0] ?? ''}"`} é do casal, seu e de ${conjuge} (na comunhão parcial, o que foi comprado durante o casamento; na universal, quase tudo)? Se for, o legado só passa a sua metade (art. 1.914). Responda ${bens.length > 1 ? '"nenhum", "todos" ou diga quais' : '"sim" ou "não"'}.`,
    example: '"não, é só meu" ou "sim, é do casal"',
    erro: 'Responda "nenhum", "todos", ou diga quais bens são do casal.',
  },
};
