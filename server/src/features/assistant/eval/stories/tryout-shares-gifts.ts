/**
 * Shares and gifts said in the shares answer (issue 18, set 6): the whole disponível in many
 * words with the receiver before the part ("Deixo à minha esposa a totalidade da parte
 * disponível"), the legítima said to go to the heirs (the law, not a share), "tudo que a lei
 * deixar" with a question about the rest, "tudo igual como a lei manda" with a gift after "só",
 * "o resto normal" closing the gifts, and money in words ("1 milhao e meio").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const sebastiao = cpfFrom('418206375');
const sebastiaoW = [
  witness('Francisco Wellington Sampaio', '529317486', '1963-05-09'),
  witness('Maria Auxiliadora Bezerra', '630428597', '1971-08-21'),
  witness('José Airton Holanda Neto', '741539608', '1980-02-13'),
];
/** A formal husband: the whole disponível to his wife, the legítima said to go to the children. */
const sebastiaoTotalidade = story({
  id: 'tryout-sharesgifts-sebastiao-ce-totalidade-a-esposa',
  who: {
    age: 67,
    region: 'Fortaleza/CE',
    typing: 'formal, frases completas, com acentos',
    family: 'casado em comunhão parcial, dois filhos adultos; a disponível inteira para a esposa',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Sebastião Holanda Cavalcante',
    cpf: formatCpf(sebastiao),
    nascimento: '03/04/1959',
    naturalidade: 'Fortaleza/CE',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro civil aposentado',
    endereco: 'Rua Silva Paulet, 1200, apto 801, Aldeota, Fortaleza/CE, CEP 60120-021',
    estado_civil: 'Casado.',
    sexo: 'Masculino.',
    conjuge_nome: 'Tereza Cristina Holanda Cavalcante',
    regime: 'Comunhão parcial de bens.',
    casamento_data: 'Casamo-nos em 12/09/1985.',
    filhos: 'Rodrigo Holanda Cavalcante, 20/06/1987\nMariana Holanda Cavalcante, 15/01/1991',
    filhos_menores: 'Nenhum.',
    pais: 'Ambos falecidos.',
    heranca:
      'Deixo à minha esposa a totalidade da parte disponível; a legítima, como é de lei, fica com os meus dois filhos.',
    testamenteiro: 'Minha esposa.',
    testamenteiro_premio: 'Não.',
    forma: 'particular',
    testemunhas: typeWitnesses(sebastiaoW, 'br'),
  },
  facts: {
    testador: {
      nome: 'Sebastião Holanda Cavalcante',
      cpf: sebastiao,
      dataNascimento: '1959-04-03',
      naturalidade: 'Fortaleza/CE',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro civil aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Silva Paulet',
        numero: '1200',
        complemento: 'apto 801',
        bairro: 'Aldeota',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60120021',
      },
    },
    conjuge: {
      nome: 'Tereza Cristina Holanda Cavalcante',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Rodrigo Holanda Cavalcante', dataNascimento: '1987-06-20', menor: false },
      { nome: 'Mariana Holanda Cavalcante', dataNascimento: '1991-01-15', menor: false },
    ],
    heranca: [
      { beneficiario: 'Tereza Cristina Holanda Cavalcante', percentual: 100, base: 'disponivel' },
    ],
    legados: [],
    testamenteiros: [{ nome: 'Tereza Cristina Holanda Cavalcante' }],
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: sebastiaoW,
  },
});

const kaique = cpfFrom('852640913');
const kaiqueW = [
  witness('Yasmin Ferreira Lopes', '963751024', '1996-10-02'),
  witness('Thiago Henrique Prado', '174862035', '1993-07-28'),
  witness('Letícia Moura Rangel', '285973146', '1998-12-19'),
];
const restoQ =
  'tudo que a lei deixar vai pro meu afilhado, o davi, davi moura sales. meus pais ficam com o resto ne?';
/** Single with living parents: the disponível to his godson, and a question about the rest. */
const kaiqueTudoQueALeiDeixar = story({
  id: 'tryout-sharesgifts-kaique-sp-tudo-que-a-lei-deixar',
  who: {
    age: 29,
    region: 'São Paulo/SP',
    typing: 'minúsculas, sem acento, pergunta no fim da resposta',
    family: 'solteiro, sem filhos, pais vivos; a disponível para o afilhado',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'kaique moura sales',
    cpf: formatCpf(kaique),
    nascimento: '11/09/1997',
    naturalidade: 'sao paulo sp',
    nacionalidade: 'brasileiro',
    profissao: 'designer',
    endereco: 'rua augusta 1500 ap 32 consolacao sao paulo sp 01304-001',
    estado_civil: 'solteiro',
    sexo: 'masculino',
    filhos: 'nao tenho',
    pais: 'mae sandra moura sales e pai roberto carlos sales',
    heranca: restoQ,
    testamenteiro: 'meu pai',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(kaiqueW, 'plain'),
  },
  replyChecks: [
    {
      say: restoQ,
      expect: /Sandra[\s\S]*Roberto|Roberto[\s\S]*Sandra/,
      why: 'the parents are necessary heirs: the legítima, half of the estate, is theirs (1.836, 1.846)',
    },
  ],
  facts: {
    testador: {
      nome: 'Kaique Moura Sales',
      cpf: kaique,
      dataNascimento: '1997-09-11',
      naturalidade: 'São Paulo/SP',
      nacionalidade: 'brasileiro',
      profissao: 'designer',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Augusta',
        numero: '1500',
        complemento: 'apto 32',
        bairro: 'Consolação',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01304001',
      },
    },
    ascendentes: [
      { nome: 'Sandra Moura Sales', grau: 'mae' },
      { nome: 'Roberto Carlos Sales', grau: 'pai' },
    ],
    heranca: [{ beneficiario: 'Davi Moura Sales', percentual: 100, base: 'disponivel' }],
    legados: [],
    testamenteiros: [{ nome: 'Roberto Carlos Sales' }],
    forma: 'particular',
    local: { cidade: 'São Paulo', uf: 'SP' },
    testemunhas: kaiqueW,
  },
});

const nair = cpfFrom('396185274');
const nairW = [
  witness('Claudete Aparecida Vieira', '407296385', '1969-03-30'),
  witness('Osvaldo Luiz Bernardes', '518307496', '1962-11-11'),
  witness('Rosana Pires de Almeida', '629418507', '1977-06-06'),
];
/** A widow: equal as the law says, only the sewing machine to a granddaughter (after "só"). */
const nairMaquina = story({
  id: 'tryout-sharesgifts-nair-mg-igual-como-a-lei-so-a-maquina',
  who: {
    age: 78,
    region: 'Juiz de Fora/MG',
    typing: 'sem vírgulas, "q" por "que", tudo numa frase',
    family: 'viúva, três filhos; a máquina de costura para a neta, o resto pela lei',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'nair de oliveira campos',
    cpf: formatCpf(nair),
    nascimento: '25/12/1948',
    naturalidade: 'juiz de fora mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua halfeld 800 centro juiz de fora mg 36010-002',
    estado_civil: 'viuva',
    sexo: 'feminino',
    filhos:
      'marcos oliveira campos 02/02/1970\nsilvia oliveira campos 14/08/1973\npaulo oliveira campos 30/05/1978',
    filhos_menores: 'nenhum',
    pais: 'ja faleceram',
    heranca:
      'quero tudo igual pros meus 3 filhos do jeito q a lei manda so a maquina de costura uma singer antiga eu quero q fique com a minha neta bruna lopes campos',
    legados_valor: 'a maquina uns 2 mil. tudo q eu tenho uns 1 milhao e meio',
    legados_excesso: 'ok',
    testamenteiro: 'a silvia',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(nairW, 'plain'),
  },
  covers: { heranca: ['legados'] },
  facts: {
    testador: {
      nome: 'Nair de Oliveira Campos',
      cpf: nair,
      dataNascimento: '1948-12-25',
      naturalidade: 'Juiz de Fora/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Halfeld',
        numero: '800',
        bairro: 'Centro',
        cidade: 'Juiz de Fora',
        uf: 'MG',
        cep: '36010002',
      },
    },
    filhos: [
      { nome: 'Marcos Oliveira Campos', dataNascimento: '1970-02-02', menor: false },
      { nome: 'Silvia Oliveira Campos', dataNascimento: '1973-08-14', menor: false },
      { nome: 'Paulo Oliveira Campos', dataNascimento: '1978-05-30', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Bruna Lopes Campos', descricao: 'a máquina de costura Singer' }],
    testamenteiros: [{ nome: 'Silvia Oliveira Campos' }],
    forma: 'particular',
    local: { cidade: 'Juiz de Fora', uf: 'MG' },
    testemunhas: nairW,
  },
});

const adao = cpfFrom('274619385');
const adaoW = [
  witness('Valdomiro Fagundes Lima', '385720496', '1958-09-17'),
  witness('Irene Schmitt Borges', '496831507', '1966-04-04'),
  witness('Claiton Rodrigues Maia', '507942618', '1984-01-26'),
];
/** A farmer: the farm to his eldest, "o resto normal" (no more gifts), its value in words. */
const adaoRestoNormal = story({
  id: 'tryout-sharesgifts-adao-ms-o-resto-normal',
  who: {
    age: 63,
    region: 'Dourados/MS',
    typing: 'rajadas curtas, sem acento, valores "1 milhao e meio"',
    family: 'viúvo, dois filhos; o sítio para o mais velho, o resto pela lei',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'adao ribeiro nogueira',
    cpf: formatCpf(adao),
    nascimento: '17/07/1963',
    naturalidade: 'dourados ms',
    nacionalidade: 'brasileiro',
    profissao: 'produtor rural',
    endereco: 'rua hayel bon faker 1750 centro dourados ms 79824-040',
    estado_civil: 'viuvo',
    sexo: 'masc',
    filhos: 'anderson ribeiro nogueira 09/10/1988\ncristiane ribeiro nogueira 21/03/1993',
    filhos_menores: 'nenhum',
    pais: 'falecidos',
    heranca: 'entao o sitio boa vista pro anderson. o resto normal',
    legados_valor: 'o sitio uns 1 milhao e meio. tudo junto uns 4 milhao e meio',
    testamenteiro: 'a cristiane',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(adaoW, 'plain'),
  },
  covers: { heranca: ['legados'] },
  facts: {
    testador: {
      nome: 'Adão Ribeiro Nogueira',
      cpf: adao,
      dataNascimento: '1963-07-17',
      naturalidade: 'Dourados/MS',
      nacionalidade: 'brasileiro',
      profissao: 'produtor rural',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Hayel Bon Faker',
        numero: '1750',
        bairro: 'Centro',
        cidade: 'Dourados',
        uf: 'MS',
        cep: '79824040',
      },
    },
    filhos: [
      { nome: 'Anderson Ribeiro Nogueira', dataNascimento: '1988-10-09', menor: false },
      { nome: 'Cristiane Ribeiro Nogueira', dataNascimento: '1993-03-21', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Anderson Ribeiro Nogueira', descricao: 'o sítio Boa Vista' }],
    testamenteiros: [{ nome: 'Cristiane Ribeiro Nogueira' }],
    forma: 'particular',
    local: { cidade: 'Dourados', uf: 'MS' },
    testemunhas: adaoW,
  },
});

export const TRYOUT_SHARES_GIFTS = [
  sebastiaoTotalidade,
  kaiqueTudoQueALeiDeixar,
  nairMaquina,
  adaoRestoNormal,
];
