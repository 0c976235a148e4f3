/** Portuguese text of the disinheritance clause (CC 1.814, 1.961–1.965). */
import type { CausaDeserdacao } from '@legado/contract';

/** The legal causes in plain words, in the order they are offered. */
export const CAUSAS: { causa: CausaDeserdacao; botao: string; texto: string; re: RegExp }[] = [
  {
    causa: 'ofensa_fisica',
    botao: 'Agressão física',
    texto: 'me agrediu fisicamente (ofensa física)',
    re: /agre(di|ss)|bateu|ofensa fisica|espanc|violencia fisica/,
  },
  {
    causa: 'injuria_grave',
    botao: 'Ofensa grave',
    texto: 'me ofendeu gravemente, com palavras ou atos (injúria grave)',
    re: /injuria|ofend|humilh|xing/,
  },
  {
    causa: 'homicidio_doloso',
    botao: 'Tentativa de homicídio',
    texto:
      'tentou me matar, ou matar meu cônjuge, companheiro ou companheira, pai, mãe, filho ou filha',
    re: /homicid|matar|mata-?me|tentou me matar/,
  },
  {
    causa: 'acusacao_caluniosa',
    botao: 'Acusação falsa de crime',
    texto: 'me acusou falsamente de crime na Justiça, ou cometeu crime contra a minha honra',
    re: /calun|acus|difam/,
  },
  {
    causa: 'impedir_testamento',
    botao: 'Impediu meu testamento',
    texto: 'usou violência ou fraude para me impedir de fazer ou mudar o testamento',
    re: /impedi|fraude|coag/,
  },
  {
    causa: 'relacoes_ilicitas',
    botao: 'Relação com meu cônjuge',
    texto:
      'teve relações amorosas com meu cônjuge, companheiro ou companheira, padrasto ou madrasta',
    re: /rela[cç]|caso com|amante|padrasto|madrasta/,
  },
  {
    causa: 'desamparo',
    botao: 'Abandono na doença',
    texto: 'me abandonou quando eu estava com doença grave ou alienação mental',
    re: /abandon|desampar|doen/,
  },
];

export const DM = {
  causa: {
    ask: (nome: string) =>
      `Para deserdar ${nome}, a lei exige que uma destas causas tenha acontecido (arts. 1.814, 1.962 e 1.963). Qual delas? ${CAUSAS.map((c, i) => `${i + 1}) ${c.texto}`).join('; ')}. Responda o número, ou "nenhuma".`,
    lembrete: (nome: string) => `No começo você disse que quer deserdar ${nome}.`,
    quemPedido: (said: string) =>
      `No começo você me disse: "${said.trim()}". Quem você quer deserdar, e por qual destas causas da lei (arts. 1.814, 1.962 e 1.963)? ${CAUSAS.map((c, i) => `${i + 1}) ${c.texto}`).join('; ')}. Diga o nome e a causa, ou "nenhuma" se desistiu.`,
    desistiu:
      'Tudo bem, não vou incluir deserdação. Os herdeiros necessários ficam com a parte que a lei garante (a legítima).',
    example: '"1" ou "agressão física"',
    opcoes: [...CAUSAS.map((c) => c.botao), 'Nenhuma dessas'],
    erro: 'Responda o número da causa (de 1 a 7), ou "nenhuma".',
    recusada: (nome: string) =>
      `Sem uma dessas causas a lei não permite deserdar, então não vou incluir a deserdação. ${nome} continua com a parte que a lei garante (a legítima); a parte disponível você pode deixar para quem quiser.`,
    anotada: (nome: string) =>
      `Anotei. Importante: a deserdação só vale se, depois da sua morte, quem se beneficiar provar essa causa na Justiça, em até 4 anos (art. 1.965). Se não provar, ${nome} recebe a legítima normalmente. Se provar, a parte de ${nome} vai para os outros herdeiros; os filhos de ${nome}, se houver, podem receber no lugar (por analogia ao art. 1.816, ponto discutido). Vale guardar provas (boletim de ocorrência, testemunhas) e conversar com um advogado.`,
  },
  fatos: {
    ask: (nome: string) =>
      `Conte, em uma ou duas frases, o que ${nome} fez e quando, como deve constar no testamento (a causa precisa estar escrita, art. 1.964).`,
    example:
      '"em março de 2023 ele me agrediu fisicamente em casa; registrei boletim de ocorrência"',
    erro: 'Descreva o fato concreto e quando aconteceu, em uma frase (por exemplo, "em março de 2023 ele me agrediu fisicamente").',
  },
  quem: 'Quem você quer deserdar? A deserdação só atinge herdeiros necessários (filhos, netos, pais, avós, cônjuge) pelas causas da lei. Diga o nome de quem está na sua família.',
};
