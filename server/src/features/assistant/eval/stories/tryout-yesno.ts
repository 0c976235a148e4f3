/**
 * Yes and no as people mean them ("é", "uhum", "inexistente", "hmm nope", the thing itself for
 * "do you own…?") and openings that already answer: the declaration made in the first message, a
 * grandchild typing for the grandmother beside her, a request tagged "tá?" with the family told.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const lourdes = cpfFrom('614283957');
const lourdesW = [
  witness('Geralda Aparecida Moura', '735194268', '1960-03-12'),
  witness('Sebastião Rezende Lopes', '846205379', '1957-08-25'),
  witness('Conceição Alves Batista', '957316482', '1964-11-02'),
];

/** A widow who answers "é", "uhum", "inexistente", "hmm, nao"; her opening tells her family. */
export const lourdesUhum = story({
  id: 'tryout-yesno-lourdes-mg-uhum',
  who: {
    age: 71,
    region: 'Divinópolis/MG',
    typing: 'respostas curtas: "é", "uhum", "inexistente", "hmm, nao"; pergunta de etiqueta no fim',
    family: 'viúva, dois filhos adultos; tudo pela lei',
  },
  today: '2026-11-26',
  opening:
    'boa tarde, quem ta escrevendo aqui sou eu mesma. quero fazer meu testamento, ta? sou viuva desde 2018',
  answers: {
    ...quiet('plain'),
    proprio: 'é',
    nome: 'maria de lourdes fonseca',
    cpf: formatCpf(lourdes),
    nascimento: '09/06/1955',
    naturalidade: 'divinopolis mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua goias, 870, centro, divinopolis/mg, cep 35500-001',
    capacidade: 'nenhuminha',
    anteriores: 'inexistente',
    estado_civil: 'viuva',
    filhos: 'paulo henrique fonseca 14/02/1978\nrita de cassia fonseca 30/07/1981',
    filhos_menores: 'nenhum',
    pais: 'ja faleceram',
    heranca: 'nao, pela lei',
    legados: 'hmm, nao',
    substitutos: 'negativo',
    clausulas: 'jamais',
    testamenteiro: 'meu filho paulo henrique fonseca',
    testamenteiro_premio: 'nope',
    forma: 'particular',
    testemunhas: typeWitnesses(lourdesW, 'plain'),
    local: 'é',
    revisao: 'uhum',
  },
  covers: {
    opening: ['proprio', 'estado_civil'],
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Maria de Lourdes Fonseca',
      cpf: lourdes,
      dataNascimento: '1955-06-09',
      naturalidade: 'Divinópolis/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '870',
        bairro: 'Centro',
        cidade: 'Divinópolis',
        uf: 'MG',
        cep: '35500001',
      },
    },
    filhos: [
      { nome: 'Paulo Henrique Fonseca', dataNascimento: '1978-02-14', menor: false },
      { nome: 'Rita de Cássia Fonseca', dataNascimento: '1981-07-30', menor: false },
    ],
    testamenteiros: [{ nome: 'Paulo Henrique Fonseca' }],
    forma: 'particular',
    local: { cidade: 'Divinópolis', uf: 'MG' },
    testemunhas: lourdesW,
  },
});

const tiago = cpfFrom('372915846');
const tiagoW = [
  witness('Everton Luiz Kraus', '481736925', '1985-05-19'),
  witness('Jaqueline Boos Heinz', '592847136', '1990-12-03'),
  witness('Anderson Kuhn Pereira', '613958247', '1982-09-27'),
];

/** The declaration and the form in the opening; the private property said as the thing itself. */
export const tiagoDeclara = story({
  id: 'tryout-yesno-tiago-sc-declara-na-abertura',
  who: {
    age: 41,
    region: 'Joinville/SC',
    typing: 'formal na abertura, depois curto; "apenas um terreno…" para os bens particulares',
    family: 'casado em comunhão parcial, um filho adulto; tudo pela lei',
  },
  today: '2026-11-26',
  opening:
    'Boa noite. Chamo-me Tiago Schmitt Vieira, sou eletricista e resido em Joinville. Desejo fazer testamento particular; o testamento é meu e estou em pleno juízo.',
  answers: {
    ...quiet('plain'),
    nome: 'Tiago Schmitt Vieira',
    cpf: formatCpf(tiago),
    nascimento: '21/04/1985',
    naturalidade: 'joinville sc',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista',
    endereco: 'rua princesa isabel, 455, centro, joinville/sc, cep 89201-270',
    anteriores: 'Inexistentes.',
    estado_civil: 'casado com a Daniela Kraus Vieira, comunhão parcial',
    filhos: 'lucas kraus vieira 03/03/2004',
    filhos_menores: 'nenhum',
    bens_particulares: 'apenas um terreno em Garopaba que herdei do meu pai',
    pais: 'uhum, os dois vivos: Ivone Schmitt Vieira e Rogério Vieira',
    heranca: 'nao',
    legados: 'nope',
    testamenteiro: 'minha esposa',
    testamenteiro_premio: 'nao',
    testemunhas: typeWitnesses(tiagoW, 'plain'),
  },
  covers: {
    opening: ['proprio', 'nome', 'profissao', 'forma'],
    naturalidade: ['nacionalidade'],
    estado_civil: ['conjuge_nome', 'regime'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Tiago Schmitt Vieira',
      cpf: tiago,
      dataNascimento: '1985-04-21',
      naturalidade: 'Joinville/SC',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Princesa Isabel',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89201270',
      },
    },
    conjuge: { nome: 'Daniela Kraus Vieira', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [{ nome: 'Lucas Kraus Vieira', dataNascimento: '2004-03-03', menor: false }],
    testamenteiros: [{ nome: 'Daniela Kraus Vieira' }],
    forma: 'particular',
    local: { cidade: 'Joinville', uf: 'SC' },
    testemunhas: tiagoW,
  },
});

const iracema = cpfFrom('485126397');
const iracemaW = [
  witness('Cícero Romão Batista', '596237418', '1970-01-15'),
  witness('Luzia Maria Tavares', '617348529', '1968-06-08'),
  witness('Damião Ferreira Lins', '728459631', '1975-10-21'),
];

/** A grandson types for his grandmother, who is beside him dictating. */
export const iracemaNetoDigita = story({
  id: 'tryout-yesno-iracema-pb-neto-do-lado',
  who: {
    age: 83,
    region: 'Campina Grande/PB',
    typing: 'o neto digita, minúsculas, "ela ta aqui do meu lado"',
    family: 'viúva, uma filha; tudo pela lei',
  },
  today: '2026-11-26',
  opening:
    'oi, aqui é o rafael, neto da dona iracema. minha vo pediu pra eu digitar pq ela nao se da com celular, ela ta aqui do meu lado dizendo o que escrever',
  answers: {
    ...quiet('plain'),
    nome: 'iracema souto lima',
    cpf: formatCpf(iracema),
    nascimento: '02/02/1943',
    naturalidade: 'campina grande pb',
    nacionalidade: 'brasileira',
    profissao: 'agricultora aposentada',
    endereco: 'rua vila nova da rainha, 120, centro, campina grande/pb, cep 58400-220',
    anteriores: 'ela disse que nunca fez',
    estado_civil: 'viuva',
    filhos: 'socorro souto lima 11/11/1965',
    filhos_menores: 'nenhum',
    pais: 'ja morreram',
    heranca: 'nao',
    testamenteiro: 'a filha dela, socorro souto lima',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(iracemaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Iracema Souto Lima',
      cpf: iracema,
      dataNascimento: '1943-02-02',
      naturalidade: 'Campina Grande/PB',
      nacionalidade: 'brasileira',
      profissao: 'agricultora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Vila Nova da Rainha',
        numero: '120',
        bairro: 'Centro',
        cidade: 'Campina Grande',
        uf: 'PB',
        cep: '58400220',
      },
    },
    filhos: [{ nome: 'Socorro Souto Lima', dataNascimento: '1965-11-11', menor: false }],
    testamenteiros: [{ nome: 'Socorro Souto Lima' }],
    forma: 'particular',
    local: { cidade: 'Campina Grande', uf: 'PB' },
    testemunhas: iracemaW,
  },
});

export const TRYOUT_YESNO = [lourdesUhum, tiagoDeclara, iracemaNetoDigita];
