/**
 * The people of a try in the browser who left things to a dog's new owner, a church with its CNPJ,
 * a granddaughter with a house, and who stopped in the middle to fix a name (gifts and shares as
 * typed, values corrected, a correction said at the shares question).
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const CHURCH_CNPJ = cnpjFrom('123456780001');

const joseCpf = cpfFrom('417283956');
const joseW = [
  witness('Valter Augusto Prado', '528394067', '1961-02-11'),
  witness('Neusa Aparecida Lima', '639405178', '1967-08-30'),
  witness('Rogério Tavares Cunha', '740516289', '1975-12-03'),
];
/** Issue 1 and 5: the dog said with its name between commas, a car with a value corrected. */
export const joseThor = story({
  id: 'tryout-jose-sp-cachorro-thor',
  who: {
    age: 66,
    region: 'Campinas/SP',
    typing: 'minúsculas, vírgulas no meio da frase, corrige o valor depois',
    family: 'viúvo, um filho; o cachorro para o vizinho, o carro para o filho',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'jose carlos ferreira',
    cpf: formatCpf(joseCpf),
    nascimento: '03/04/1960',
    naturalidade: 'campinas sp',
    nacionalidade: 'brasileiro',
    profissao: 'aposentado',
    endereco: 'rua barao de jaguara, 900, centro, campinas/sp, cep 13015-001',
    estado_civil: 'viuvo',
    filhos: 'tenho um filho, pedro henrique ferreira, 12/05/1990',
    heranca: 'nao, deixa como a lei',
    legados: 'meu cachorro, o thor, vai pro meu vizinho sergio mendes\ndeixo meu carro pro pedro',
    legados_valor: 'nao, meu cachorro vale uns 2 mil. o carro uns 50 mil, tudo uns 600 mil',
    testamenteiro: 'meu filho pedro',
    forma: 'particular',
    testemunhas: typeWitnesses(joseW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'José Carlos Ferreira',
      cpf: joseCpf,
      dataNascimento: '1960-04-03',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileiro',
      profissao: 'aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Barão de Jaguara',
        numero: '900',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13015001',
      },
    },
    filhos: [{ nome: 'Pedro Henrique Ferreira', dataNascimento: '1990-05-12', menor: false }],
    heranca: [],
    legados: [
      { beneficiario: 'Sérgio Mendes', descricao: 'o cachorro Thor' },
      { beneficiario: 'Pedro Henrique Ferreira', descricao: 'o carro' },
    ],
    testamenteiros: [{ nome: 'Pedro Henrique Ferreira' }],
    forma: 'particular',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: joseW,
  },
});

const martaCpf = cpfFrom('851627390');
const martaW = [
  witness('Cleide Santos Moura', '962738401', '1970-04-14'),
  witness('Osvaldo Pereira Dias', '173849512', '1958-10-21'),
  witness('Ivone Castro Lemos', '284950623', '1980-01-09'),
];
/** Issue 2 and 4: the whole disponível to a church with its CNPJ, and the dog to a neighbour. */
export const martaIgreja = story({
  id: 'tryout-marta-go-igreja-cnpj',
  who: {
    age: 71,
    region: 'Anápolis/GO',
    typing: 'abreviações (td, q, pra), sem acentos, CNPJ no meio da frase',
    family: 'viúva, dois filhos; a parte disponível para a igreja, o cachorro para a vizinha',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'marta regina alves',
    cpf: formatCpf(martaCpf),
    nascimento: '20/07/1955',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua engenheiro portela, 310, centro, anapolis/go, cep 75023-085',
    estado_civil: 'viuva',
    filhos: 'paulo alves rocha 02/02/1978\nsandra alves rocha 15/09/1981',
    heranca: `td q eu puder pra igreja batista da esperanca cnpj ${formatCnpj(CHURCH_CNPJ)}`,
    legados:
      'minha cachorra, a mel, fica com a minha vizinha celia ramos\ndeixo meu carro pro meu neto lucas alves rocha',
    legados_valor: 'o carro uns 20 mil, tudo uns 400 mil',
    legados_excesso: 'ta bom, pode ficar assim',
    testamenteiro: 'minha filha sandra',
    forma: 'particular',
    testemunhas: typeWitnesses(martaW, 'one-line'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Marta Regina Alves',
      cpf: martaCpf,
      dataNascimento: '1955-07-20',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Engenheiro Portela',
        numero: '310',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75023085',
      },
    },
    filhos: [
      { nome: 'Paulo Alves Rocha', dataNascimento: '1978-02-02', menor: false },
      { nome: 'Sandra Alves Rocha', dataNascimento: '1981-09-15', menor: false },
    ],
    heranca: [
      {
        beneficiario: 'Igreja Batista da Esperança',
        percentual: 100,
        base: 'disponivel',
        cnpj: CHURCH_CNPJ,
      },
    ],
    legados: [
      { beneficiario: 'Célia Ramos', descricao: 'a cachorra Mel' },
      { beneficiario: 'Lucas Alves Rocha', descricao: 'o carro' },
    ],
    testamenteiros: [{ nome: 'Sandra Alves Rocha' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: martaW,
  },
});

const antonioCpf = cpfFrom('395061734');
const antonioW = [
  witness('Luís Fernando Brito', '406172845', '1966-03-03'),
  witness('Regina Célia Matos', '517283956', '1972-07-07'),
  witness('Jorge Henrique Sales', '628394067', '1979-11-11'),
];
/** Issue 3 and 6: the disponível and the house to a granddaughter; a name fixed at the shares. */
export const antonioNeta = story({
  id: 'tryout-antonio-mg-neta-e-casa',
  who: {
    age: 78,
    region: 'Uberlândia/MG',
    typing: 'frases corridas, vírgulas, para no meio para corrigir um nome',
    family: 'viúvo, um filho; a parte disponível e a casa para a neta',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'antonio batista souza',
    cpf: formatCpf(antonioCpf),
    nascimento: '11/11/1948',
    naturalidade: 'uberlandia mg',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante aposentado',
    endereco: 'rua goias, 455, centro, uberlandia/mg, cep 38400-027',
    estado_civil: 'viuvo',
    filhos: 'tenho um filho, marcelo souza',
    filhos_menores: 'nao, ele ja tem 51 anos',
    heranca: [
      'perai, o nome do meu filho ta errado',
      'troca marcelo souza por marcelo batista souza',
      'toda a parte disponivel pra minha neta beatriz souza, quero deixar a casa pra ela',
    ],
    legados: 'nao',
    legados_valor: 'a casa uns 300 mil, tudo uns 900 mil',
    legados_excesso: 'sim, pode ser assim',
    testamenteiro: 'meu filho marcelo',
    forma: 'particular',
    testemunhas: typeWitnesses(antonioW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: 'perai, o nome do meu filho ta errado',
      expect: /corrigir[\s\S]*troca Marcelo Souza por/,
      why: 'a correction is not a share: ask for the right name, with the son named',
    },
    {
      say: 'troca marcelo souza por marcelo batista souza',
      expect: /Marcelo Batista Souza/,
      why: 'the corrected name is shown before the shares are asked again',
    },
  ],
  facts: {
    testador: {
      nome: 'Antônio Batista Souza',
      cpf: antonioCpf,
      dataNascimento: '1948-11-11',
      naturalidade: 'Uberlândia/MG',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Uberlândia',
        uf: 'MG',
        cep: '38400027',
      },
    },
    filhos: [{ nome: 'Marcelo Batista Souza', menor: false }],
    heranca: [{ beneficiario: 'Beatriz Souza', percentual: 100, base: 'disponivel' }],
    legados: [{ beneficiario: 'Beatriz Souza', descricao: 'a casa' }],
    testamenteiros: [{ nome: 'Marcelo Batista Souza' }],
    forma: 'particular',
    local: { cidade: 'Uberlândia', uf: 'MG' },
    testemunhas: antonioW,
  },
});

export const TRYOUT_GIFTS = [joseThor, martaIgreja, antonioNeta];
