/**
 * New people who ask in the middle and answer several things in one message: what a word means
 * ("oq é legítima?"), an answer with a question after it ("…pro Caio. isso nao prejudica a parte
 * da minha filha ne?"), relatives who are not necessary heirs, a couple as tutors, the clauses'
 * reach and duration said with the clauses, and the form said in the first message.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

// 1. Widow, 71, Uberlândia/MG: asks what the words mean, gives the disponível to her son with a
// question after it, one clause on it for life said at once.
const dirceCpf = cpfFrom('418273650');
const dirceW = [
  witness('Geraldo Magela Santos', '529384761', '1962-04-03'),
  witness('Lúcia Helena Borges', '630495872', '1970-08-21'),
  witness('Wanderley Costa Faria', '741506983', '1958-12-12'),
];
const dirceLegitima = 'oq é legítima? vi isso no papel do banco e nao sei o q é';
const dirceFilha =
  'a parte disponivel toda pro meu filho Caio Mendes Rocha. isso nao prejudica a parte da minha filha ne?';
const dirceTestamenteiro = 'testamenteiro seria o q, quem guarda o papel?';
export const dirce = story({
  id: 'dirce-mg-viuva-pergunta-as-palavras',
  who: {
    age: 71,
    region: 'Uberlândia/MG',
    typing: 'minúsculas, "oq", "q", "ne", sem acento às vezes',
    family: 'viúva, 2 filhos adultos; a disponível ao filho com incomunicabilidade vitalícia',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'dirce mendes rocha',
    cpf: formatCpf(dirceCpf),
    nascimento: '14/02/1955',
    naturalidade: 'uberlandia mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua tiradentes, 880, centro, uberlandia/mg, cep 38400-186',
    estado_civil: 'viuva',
    filhos: 'caio mendes rocha 03/05/1980\nsandra mendes rocha 22/09/1983',
    heranca: [dirceLegitima, dirceFilha],
    clausulas: 'sim, incomunicabilidade na parte disponivel do caio, pela vida toda',
    testamenteiro: [dirceTestamenteiro, 'a sandra mendes rocha'],
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(dirceW, 'plain'),
  },
  covers: {
    naturalidade: ['nacionalidade'],
    clausulas: ['clausulas_alcance', 'clausulas_duracao'],
  },
  replyChecks: [
    {
      say: dirceLegitima,
      expect: /^(?=[\s\S]*A legítima é a metade)(?=[\s\S]*o Caio, 1\/4)/,
      why: 'the word explained first, then her two children’s quarter each (1.846)',
    },
    {
      say: dirceFilha,
      expect: /sai da parte disponível[\s\S]*legítima[\s\S]*fica inteira/,
      why: 'the disponível to one child leaves the other’s legítima untouched (1.789, 1.849)',
    },
    {
      say: dirceTestamenteiro,
      expect: /^O testamenteiro é a pessoa de confiança/,
      why: 'the executor is explained before the question is asked again',
    },
  ],
  facts: {
    testador: {
      nome: 'Dirce Mendes Rocha',
      cpf: dirceCpf,
      dataNascimento: '1955-02-14',
      naturalidade: 'Uberlândia/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Tiradentes',
        numero: '880',
        bairro: 'Centro',
        cidade: 'Uberlândia',
        uf: 'MG',
        cep: '38400186',
      },
    },
    filhos: [
      { nome: 'Caio Mendes Rocha', dataNascimento: '1980-05-03', menor: false },
      { nome: 'Sandra Mendes Rocha', dataNascimento: '1983-09-22', menor: false },
    ],
    heranca: [{ beneficiario: 'Caio Mendes Rocha', percentual: 100, base: 'disponivel' }],
    clausulas: { tipos: ['incomunicabilidade'], alcance: 'disponivel' },
    testamenteiros: [{ nome: 'Sandra Mendes Rocha' }],
    forma: 'particular',
    local: { cidade: 'Uberlândia', uf: 'MG' },
    testemunhas: dirceW,
  },
});

// 2. Single man, 44, Caxias do Sul/RS: the form in his first message, both parents alive, half to
// his godson with a question about his parents, then about his brothers.
const valterCpf = cpfFrom('852617304');
const valterW = [
  witness('Rogério Tonet Zanella', '963728415', '1975-03-30'),
  witness('Ivone Pasqual Tomasi', '174839526', '1968-07-07'),
  witness('Nelson Giacomet Parise', '285940637', '1980-10-19'),
];
const valterPais =
  'metade pro meu afilhado Lucas Pereira Bento, filho do meu compadre. e meus pais ficam com o resto, ne?';
const valterIrmaos = 'e os meus irmaos, podem brigar na justiça depois?';
export const valter = story({
  id: 'valter-rs-solteiro-pais-afilhado',
  who: {
    age: 44,
    region: 'Caxias do Sul/RS',
    typing: 'direto, minúsculas, pergunta no fim da resposta',
    family: 'solteiro, sem filhos, pais vivos, 3 irmãos; a disponível ao afilhado',
  },
  today: '2026-11-26',
  opening: 'bom dia. sou o valter luiz giacomet, quero fazer um testamento particular, bem simples',
  answers: {
    ...quiet('plain'),
    proprio: 'sim, é meu',
    nome: 'valter luiz giacomet',
    cpf: formatCpf(valterCpf),
    nascimento: '09/09/1982',
    naturalidade: 'caxias do sul/rs',
    nacionalidade: 'brasileiro',
    profissao: 'metalurgico',
    endereco: 'rua sinimbu, 1500, apto 302, centro, caxias do sul/rs, cep 95020-002',
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: 'minha mãe Irene Zanella Giacomet e meu pai Olívio Giacomet, os dois vivos',
    heranca: valterPais,
    substitutos: [valterIrmaos, 'nao'],
    testamenteiro: 'lucas pereira bento',
    testamenteiro_premio: 'nao',
    testemunhas: typeWitnesses(valterW, 'plain'),
  },
  covers: { opening: ['nome', 'forma'], naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: valterPais,
      expect: /os seus pais são herdeiros necessários[\s\S]*a Irene, 1\/4; o Olívio, 1\/4/,
      why: 'with no descendants his parents are necessary heirs and share the legítima (1.836, 1.846)',
    },
    {
      say: valterIrmaos,
      expect: /Irmãos não são herdeiros necessários[\s\S]*não podem contestar/,
      why: 'siblings are not necessary heirs and have no ground to contest for being left out (1.850)',
    },
  ],
  facts: {
    testador: {
      nome: 'Valter Luiz Giacomet',
      cpf: valterCpf,
      dataNascimento: '1982-09-09',
      naturalidade: 'Caxias do Sul/RS',
      nacionalidade: 'brasileiro',
      profissao: 'metalúrgico',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Sinimbu',
        numero: '1500',
        complemento: 'apto 302',
        bairro: 'Centro',
        cidade: 'Caxias do Sul',
        uf: 'RS',
        cep: '95020002',
      },
    },
    ascendentes: [
      { nome: 'Irene Zanella Giacomet', grau: 'mae' },
      { nome: 'Olívio Giacomet', grau: 'pai' },
    ],
    heranca: [{ beneficiario: 'Lucas Pereira Bento', percentual: 50, base: 'total' }],
    testamenteiros: [{ nome: 'Lucas Pereira Bento' }],
    forma: 'particular',
    local: { cidade: 'Caxias do Sul', uf: 'RS' },
    testemunhas: valterW,
  },
});

// 3. Divorced mother, 36, Joinville/SC: a son of 8, the father alive; asks whether her sister and
// brother-in-law can be tutors together, and names them in order.
const cintiaCpf = cpfFrom('396051728');
const cintiaW = [
  witness('Marlene Kuhn Schroeder', '407162839', '1966-01-15'),
  witness('Edson Luiz Krüger', '518273940', '1972-05-09'),
  witness('Tânia Regina Hoffmann', '629384051', '1979-11-23'),
];
const cintiaCasal = 'o tutor pode ser um casal? queria minha irmã e meu cunhado juntos';
export const cintia = story({
  id: 'cintia-sc-tutor-casal-em-ordem',
  who: {
    age: 36,
    region: 'Joinville/SC',
    typing: 'frases curtas, com acentos, às vezes sem ponto de interrogação',
    family:
      'divorciada, 1 filho de 8 anos, o pai vivo; tudo como a lei manda; irmã e cunhado tutores em ordem',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Cíntia Becker Lange',
    cpf: formatCpf(cintiaCpf),
    nascimento: '03/07/1990',
    naturalidade: 'Joinville/SC',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'Rua Blumenau, 410, América, Joinville/SC, CEP 89204-250',
    estado_civil: 'divorciada',
    filhos: 'Mateus Becker Lange, 12/03/2018',
    heranca: 'nenhum, fica tudo pro meu filho',
    tutor: [cintiaCasal, 'Paula Becker Schmitt e, na falta dela, Rogério Schmitt'],
    outro_genitor: 'sim, o pai dele é vivo',
    tutor_concorda: 'não sei',
    testamenteiro: 'Paula Becker Schmitt',
    testamenteiro_premio: 'não',
    forma: 'particular',
    testemunhas: typeWitnesses(cintiaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: cintiaCasal,
      expect: /um tutor de cada vez[\s\S]*a sua irmã como primeira opção[\s\S]*o seu cunhado/,
      why: 'the Code names one tutor at a time: name the sister, and the brother-in-law in her place (1.729)',
    },
  ],
  facts: {
    testador: {
      nome: 'Cíntia Becker Lange',
      cpf: cintiaCpf,
      dataNascimento: '1990-07-03',
      naturalidade: 'Joinville/SC',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Blumenau',
        numero: '410',
        bairro: 'América',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89204250',
      },
    },
    filhos: [{ nome: 'Mateus Becker Lange', dataNascimento: '2018-03-12', menor: true }],
    tutela: { tutores: ['Paula Becker Schmitt', 'Rogério Schmitt'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Paula Becker Schmitt' }],
    forma: 'particular',
    local: { cidade: 'Joinville', uf: 'SC' },
    testemunhas: cintiaW,
  },
});

export const TRYOUT_QUESTIONS2 = [dirce, valter, cintia];
