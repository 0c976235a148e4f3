/**
 * The people of a second try in the browser: a formal farmer from Piauí who names the receiver
 * first, a list of shares with bullets, "a parte q eu posso escolher" split in halves, two nieces
 * who replace each other, a substitute named as "o filho dela", values said in words and a gift to
 * a sister named by her first name only.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const LAR_CNPJ = cnpjFrom('246813570001');

const raimundoCpf = cpfFrom('318402957');
const raimundoW = [
  witness('Francisco das Chagas Moura', '429513068', '1960-05-02'),
  witness('Antônia Maria Rodrigues', '530624179', '1966-09-18'),
  witness('José Ribamar Carvalho', '641735280', '1971-12-25'),
];
/** Issue 1 and 5: who first, in the formal way, two gifts in one line; values in words. */
export const raimundoFazenda = story({
  id: 'tryout2-raimundo-pi-fazenda',
  who: {
    age: 74,
    region: 'Campo Maior/PI',
    typing: 'formal, com acentos, quem recebe antes do bem, valores por extenso',
    family: 'viúvo, dois filhos; a fazenda para o filho, a casa da cidade para a filha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Raimundo Nonato Sampaio',
    cpf: formatCpf(raimundoCpf),
    nascimento: '09/06/1952',
    naturalidade: 'Campo Maior/PI',
    nacionalidade: 'brasileiro',
    profissao: 'agricultor aposentado',
    endereco: 'Rua Santo Antônio, 221, Centro, Campo Maior/PI, CEP 64280-000',
    estado_civil: 'viúvo',
    filhos: 'Pedro Henrique Sampaio, 14/02/1978\nMaria das Graças Sampaio, 30/10/1981',
    heranca: 'Nenhuma, deixo como manda a lei.',
    legados:
      'Deixo ao meu filho Pedro a Fazenda Santa Luzia, situada em Campo Maior/PI, e à minha filha Maria das Graças a casa da Rua Santo Antônio.',
    legados_valor:
      'A fazenda vale uns trezentos mil, a casa uns cento e cinquenta mil e tudo uns novecentos mil.',
    testamenteiro: 'Meu filho Pedro Henrique Sampaio',
    forma: 'particular',
    testemunhas: typeWitnesses(raimundoW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Raimundo Nonato Sampaio',
      cpf: raimundoCpf,
      dataNascimento: '1952-06-09',
      naturalidade: 'Campo Maior/PI',
      nacionalidade: 'brasileiro',
      profissao: 'agricultor aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Santo Antônio',
        numero: '221',
        bairro: 'Centro',
        cidade: 'Campo Maior',
        uf: 'PI',
        cep: '64280000',
      },
    },
    filhos: [
      { nome: 'Pedro Henrique Sampaio', dataNascimento: '1978-02-14', menor: false },
      { nome: 'Maria das Graças Sampaio', dataNascimento: '1981-10-30', menor: false },
    ],
    heranca: [],
    legados: [
      {
        beneficiario: 'Pedro Henrique Sampaio',
        descricao: 'a Fazenda Santa Luzia, situada em Campo Maior/PI',
      },
      { beneficiario: 'Maria das Graças Sampaio', descricao: 'a casa da Rua Santo Antônio' },
    ],
    testamenteiros: [{ nome: 'Pedro Henrique Sampaio' }],
    forma: 'particular',
    local: { cidade: 'Campo Maior', uf: 'PI' },
    testemunhas: raimundoW,
  },
});

const ireneCpf = cpfFrom('752846391');
const ireneW = [
  witness('Marcos Antônio Wisniewski', '863957402', '1969-03-12'),
  witness('Sueli Aparecida Kloster', '974068513', '1974-07-07'),
  witness('Edson Luiz Boschetti', '185179624', '1980-11-19'),
];
/** Issue 2: the shares typed as a list with a header and bullets, the CNPJ on its line. */
export const ireneLista = story({
  id: 'tryout2-irene-pr-lista-com-tracos',
  who: {
    age: 69,
    region: 'Ponta Grossa/PR',
    typing: 'escreve em lista com tracinhos, cada linha uma parte',
    family: 'viúva, uma filha; a parte disponível entre um lar e o sobrinho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'Irene Kowalski Teixeira',
    cpf: formatCpf(ireneCpf),
    nascimento: '17/01/1957',
    naturalidade: 'ponta grossa pr',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua balduíno taques, 615, centro, ponta grossa/pr, cep 84010-050',
    estado_civil: 'viuva',
    filhos: 'carla teixeira souza 05/05/1983',
    heranca: `Da parte disponível:\n- 40% para o Lar Beneficente Irmã Clementina (CNPJ ${formatCnpj(LAR_CNPJ)})\n- 60% para meu sobrinho Rafael Kowalski Teixeira`,
    substitutos: 'nao',
    testamenteiro: 'minha filha carla',
    forma: 'particular',
    testemunhas: typeWitnesses(ireneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Irene Kowalski Teixeira',
      cpf: ireneCpf,
      dataNascimento: '1957-01-17',
      naturalidade: 'Ponta Grossa/PR',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Balduíno Taques',
        numero: '615',
        bairro: 'Centro',
        cidade: 'Ponta Grossa',
        uf: 'PR',
        cep: '84010050',
      },
    },
    filhos: [{ nome: 'Carla Teixeira Souza', dataNascimento: '1983-05-05', menor: false }],
    heranca: [
      {
        beneficiario: 'Lar Beneficente Irmã Clementina',
        percentual: 40,
        base: 'disponivel',
        cnpj: LAR_CNPJ,
      },
      { beneficiario: 'Rafael Kowalski Teixeira', percentual: 60, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Carla Teixeira Souza' }],
    forma: 'particular',
    local: { cidade: 'Ponta Grossa', uf: 'PR' },
    testemunhas: ireneW,
  },
});

const jeffersonCpf = cpfFrom('296385174');
const jeffersonW = [
  witness('Wellington Souza Prado', '307496285', '1990-02-14'),
  witness('Tatiane Ribeiro Lopes', '418507396', '1992-06-30'),
  witness('Anderson Luiz Macedo', '529618407', '1988-10-08'),
];
/**
 * Issue 3, 6 and 7: "a parte q eu posso escolher" in halves, a car to a sister named by first
 * name only (then the surname), the sister's son as her substitute, the rest "como a lei manda".
 */
export const jeffersonMetade = story({
  id: 'tryout2-jefferson-sp-metade-e-irma',
  who: {
    age: 38,
    region: 'Guarulhos/SP',
    typing: 'abreviações (q, pra, blz, pq), sem acentos, nome só o primeiro',
    family: 'divorciado, um filho; a parte disponível em metades, o carro para a irmã',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'jefferson luis prado',
    cpf: formatCpf(jeffersonCpf),
    nascimento: '21/08/1988',
    naturalidade: 'guarulhos sp',
    nacionalidade: 'brasileiro',
    profissao: 'motorista de aplicativo',
    endereco: 'rua sete de setembro, 88, centro, guarulhos/sp, cep 07011-020',
    estado_civil: 'divorciado',
    filhos: 'tenho um filho, kaique santos prado, 02/03/2012',
    filhos_menores: 'sim ele tem 14',
    heranca:
      'quero q a parte q eu posso escolher fique metade pra suelen prado e metade pro kauan prado lima blz',
    legados: ['meu carro hb20 fica pra minha irma daniela', 'costa prado'],
    legados_valor: 'o carro uns sessenta mil, tdo q eu tenho da uns 300 mil',
    legados_excesso: 'ta bom pode ficar assim',
    substitutos: 'se a daniela morrer antes fica pro filho dela pedro prado nogueira',
    tutor: 'minha irma daniela costa prado',
    outro_genitor: 'sim a mae dele ta viva',
    testamenteiro: 'minha irma daniela',
    forma: 'particular',
    testemunhas: typeWitnesses(jeffersonW, 'one-line'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  correctedLater: ['legados'],
  replyChecks: [
    {
      say: 'meu carro hb20 fica pra minha irma daniela',
      expect: /o carro HB20 para Daniela[\s\S]*Qual é o sobrenome de Daniela\?/,
      why: 'a first name only: the gift is kept and only her surname is asked',
    },
  ],
  facts: {
    testador: {
      nome: 'Jefferson Luis Prado',
      cpf: jeffersonCpf,
      dataNascimento: '1988-08-21',
      naturalidade: 'Guarulhos/SP',
      nacionalidade: 'brasileiro',
      profissao: 'motorista de aplicativo',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Sete de Setembro',
        numero: '88',
        bairro: 'Centro',
        cidade: 'Guarulhos',
        uf: 'SP',
        cep: '07011020',
      },
    },
    filhos: [{ nome: 'Kaique Santos Prado', dataNascimento: '2012-03-02', menor: true }],
    heranca: [
      { beneficiario: 'Suelen Prado', percentual: 50, base: 'disponivel' },
      { beneficiario: 'Kauan Prado Lima', percentual: 50, base: 'disponivel' },
    ],
    legados: [
      {
        beneficiario: 'Daniela Costa Prado',
        descricao: 'o carro HB20',
        substituto: 'Pedro Prado Nogueira',
      },
    ],
    tutela: { tutores: ['Daniela Costa Prado'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Daniela Costa Prado' }],
    forma: 'particular',
    local: { cidade: 'Guarulhos', uf: 'SP' },
    testemunhas: jeffersonW,
  },
});

const cleusaCpf = cpfFrom('640251839');
const cleusaW = [
  witness('Joana Darc Figueiredo', '751362940', '1965-04-04'),
  witness('Sebastião Alves Rocha', '862473051', '1959-08-15'),
  witness('Marlene Cardoso Pinto', '973584162', '1970-01-27'),
];
/** Issue 4 and 6: everything to two nieces, "metade pra cada" with their names after; each the other's substitute. */
export const cleusaSobrinhas = story({
  id: 'tryout2-cleusa-go-duas-sobrinhas',
  who: {
    age: 80,
    region: 'Goiânia/GO',
    typing: 'frases corridas, os nomes depois de "metade pra cada", "ne" no fim',
    family: 'solteira, sem filhos, pais falecidos; tudo para as duas sobrinhas',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'cleusa maria figueira',
    cpf: formatCpf(cleusaCpf),
    nascimento: '03/03/1946',
    naturalidade: 'goiania go',
    nacionalidade: 'brasileira',
    profissao: 'aposentada',
    endereco: 'rua 84, 410, setor sul, goiania/go, cep 74080-400',
    estado_civil: 'solteira',
    filhos: 'nao tenho filhos',
    pais: 'ja faleceram os dois',
    heranca:
      'tudo pras minhas duas sobrinhas, metade pra cada, ana luiza figueira e bianca figueira',
    substitutos: 'se uma delas morrer antes fica pra outra ne',
    testamenteiro: 'minha sobrinha ana luiza',
    forma: 'particular',
    testemunhas: typeWitnesses(cleusaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Cleusa Maria Figueira',
      cpf: cleusaCpf,
      dataNascimento: '1946-03-03',
      naturalidade: 'Goiânia/GO',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua 84',
        numero: '410',
        bairro: 'Setor Sul',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74080400',
      },
    },
    heranca: [
      {
        beneficiario: 'Ana Luiza Figueira',
        percentual: 50,
        base: 'total',
        substituto: 'Bianca Figueira',
      },
      {
        beneficiario: 'Bianca Figueira',
        percentual: 50,
        base: 'total',
        substituto: 'Ana Luiza Figueira',
      },
    ],
    testamenteiros: [{ nome: 'Ana Luiza Figueira' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: cleusaW,
  },
});

export const TRYOUT_GIFTS2 = [raimundoFazenda, ireneLista, jeffersonMetade, cleusaSobrinhas];
