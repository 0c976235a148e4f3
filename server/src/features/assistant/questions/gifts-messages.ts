/** Portuguese text of the gifts' questions (the gifts question's own words are in messages.ts). */
import { joinList } from './family-messages.ts';

export const GM = {
  legados: {
    noted: (presente: string) => `legado: ${presente}`,
    askMore: (presentes: readonly string[]) =>
      `Já anotei ${presentes.length > 1 ? 'os legados' : 'o legado'}: ${presentes.join('; ')}. Quer deixar mais algum bem específico ou quantia para alguém? Diga o bem e para quem, um por linha, ou "não".`,
    notAGift:
      'Isso parece uma mudança na divisão da herança, não um legado (um bem específico para alguém). Para mudar a herança, diga "alterar herança".',
  },
  valor: {
    ask: (bens: readonly string[]) =>
      `Para conferir se os legados cabem na parte disponível (art. 1.967), preciso de valores aproximados: quanto vale ${joinList(bens.map((b) => `"${b}"`))}, e quanto vale, mais ou menos, tudo o que você tem? Por exemplo: "o carro uns 60 mil; tudo uns 800 mil". Se não souber, responda "não sei".`,
    example: '"o carro uns 60 mil; tudo uns 800 mil" ou "não sei"',
    erro: (bens: readonly string[]) =>
      `Diga um valor para cada legado (${joinList(bens.map((b) => `"${b}"`))}) e, se souber, o total do que você tem. Ou responda "não sei".`,
    naoSei:
      'Tudo bem. Sem os valores, na revisão aparece um alerta: se os legados passarem da parte disponível, eles podem ser reduzidos (art. 1.967).',
  },
  comum: {
    ask: (conjuge: string, bens: readonly string[]) =>
      `${bens.length > 1 ? 'Algum destes bens' : `"${bens[0] ?? ''}"`} é do casal, seu e de ${conjuge} (na comunhão parcial, o que foi comprado durante o casamento; na universal, quase tudo)? Se for, o legado só passa a sua metade (art. 1.914). Responda ${bens.length > 1 ? '"nenhum", "todos" ou diga quais' : '"sim" ou "não"'}.`,
    example: '"não, é só meu" ou "sim, é do casal"',
    erro: 'Responda "nenhum", "todos", ou diga quais bens são do casal.',
  },
};
