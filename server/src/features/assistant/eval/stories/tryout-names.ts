/**
 * People who type names the way they talk: a nickname before the registered name, a name followed
 * by other facts in the same line, "sou" and the name as the first message, two tutors in order
 * (the second a substitute), and people already named pointed at again ("o jhow msm", "a patricia
 * tb", "ela mesma", "a minha irmã que falei").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const josefaCpf = cpfFrom('413579246');
const josefaW = [
  witness('Raimunda Ferreira Lima', '524680357', '1970-03-03'),
  witness('Cosme Damião Barreto', '635791468', '1968-08-08'),
  witness('Edinalva Santos Rocha', '746802579', '1975-05-05'),
];
export const josefa = story({
  id: 'josefa-ba-zefinha-e-o-jhow',
  who: {
    age: 48,
    region: 'Feira de Santana/BA',
    typing: 'minúsculas, apelidos, "kkk", "msm"',
    family: 'viúva, 1 filho menor; o irmão Jonathan ("Jhow") como tutor e testamenteiro',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'todo mundo me chama de zefinha mas o nome de registro é josefa alves de menezes',
    cpf: formatCpf(josefaCpf),
    nascimento: '14/02/1978',
    naturalidade: 'feira de santana ba',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua sales barbosa, 320, centro, feira de santana/ba, cep 44001-024',
    estado_civil: 'viuva',
    filhos: 'davi alves de menezes 02/02/2015',
    filhos_menores: 'sim ele e menor',
    pais: 'nao, faleceram',
    heranca: 'nenhum',
    tutor: 'meu irmao, o jhow kkk o nome dele todo e jonathan santos oliveira',
    outro_genitor: 'nao, o pai dele faleceu',
    testamenteiro: 'o jhow msm',
    forma: 'particular',
    testemunhas: typeWitnesses(josefaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Josefa Alves de Menezes',
      cpf: josefaCpf,
      dataNascimento: '1978-02-14',
      naturalidade: 'Feira de Santana/BA',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Sales Barbosa',
        numero: '320',
        bairro: 'Centro',
        cidade: 'Feira de Santana',
        uf: 'BA',
        cep: '44001024',
      },
    },
    filhos: [{ nome: 'Davi Alves de Menezes', dataNascimento: '2015-02-02', menor: true }],
    tutela: { tutores: ['Jonathan Santos Oliveira'], outroGenitorVivo: false },
    testamenteiros: [{ nome: 'Jonathan Santos Oliveira' }],
    forma: 'particular',
    local: { cidade: 'Feira de Santana', uf: 'BA' },
    testemunhas: josefaW,
  },
});

const marceloCpf = cpfFrom('857913024');
const marceloW = [
  witness('Wagner Luiz Prado', '968024135', '1979-09-09'),
  witness('Simone Aparecida Reis', '179135246', '1983-03-13'),
  witness('Otávio Henrique Dias', '281246357', '1977-07-17'),
];
export const marcelo = story({
  id: 'marcelo-sp-sou-e-dois-tutores',
  who: {
    age: 46,
    region: 'Sorocaba/SP',
    typing: 'minúsculas, começa com "sou", junta fatos numa linha',
    family: 'casado, 2 filhos menores; a irmã e o marido dela como tutores, em ordem',
  },
  today: '2026-11-20',
  opening: 'sou marcelo augusto figueira',
  answers: {
    ...quiet('plain'),
    nome: 'marcelo augusto figueira',
    cpf: formatCpf(marceloCpf),
    nascimento: '22/08/1980',
    naturalidade: 'sorocaba sp',
    nacionalidade: 'brasileiro',
    profissao: 'mecanico',
    endereco: 'rua da penha, 455, centro, sorocaba/sp, cep 18010-002',
    estado_civil: 'casado',
    conjuge_nome: 'renata lopes figueira, casamos em 2004 com comunhao parcial',
    regime: 'comunhao parcial',
    casamento_data: '2004',
    filhos: 'lucas lopes figueira 10/03/2017\nsofia lopes figueira 05/07/2012',
    filhos_menores: 'os dois',
    pais: 'nao',
    heranca: 'nenhum',
    tutor: 'minha irma patricia zanella costa, e se ela nao puder o marido dela, o marcio costa',
    testamenteiro: 'a minha irmã que falei',
    forma: 'particular',
    testemunhas: typeWitnesses(marceloW, 'plain'),
  },
  covers: {
    opening: ['nome'],
    naturalidade: ['nacionalidade'],
    conjuge_nome: ['regime', 'casamento_data'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Marcelo Augusto Figueira',
      cpf: marceloCpf,
      dataNascimento: '1980-08-22',
      naturalidade: 'Sorocaba/SP',
      nacionalidade: 'brasileiro',
      profissao: 'mecânico',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua da Penha',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Sorocaba',
        uf: 'SP',
        cep: '18010002',
      },
    },
    conjuge: {
      nome: 'Renata Lopes Figueira',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Lucas Lopes Figueira', dataNascimento: '2017-03-10', menor: true },
      { nome: 'Sofia Lopes Figueira', dataNascimento: '2012-07-05', menor: true },
    ],
    tutela: {
      tutores: ['Patrícia Zanella Costa', 'Márcio Costa'],
      outroGenitorVivo: true,
    },
    testamenteiros: [{ nome: 'Patrícia Zanella Costa' }],
    forma: 'particular',
    local: { cidade: 'Sorocaba', uf: 'SP' },
    testemunhas: marceloW,
  },
});

const gilbertoCpf = cpfFrom('392468135');
const gilbertoW = [
  witness('Neusa Maria Caldeira', '403579246', '1966-06-16'),
  witness('Jurandir Alves Pinto', '514680357', '1961-01-11'),
  witness('Lúcia Helena Brito', '625791468', '1972-12-12'),
];
export const gilberto = story({
  id: 'gilberto-mg-esposa-testamenteira',
  who: {
    age: 52,
    region: 'Uberlândia/MG',
    typing: 'minúsculas, tudo numa linha com vírgulas',
    family: 'casado, 1 filha menor; tutores em ordem, a esposa testamenteira sem prêmio',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'gilberto ramos figueira',
    cpf: formatCpf(gilbertoCpf),
    nascimento: '03/05/1974',
    naturalidade: 'uberlandia mg',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante',
    endereco: 'av afonso pena, 1500, centro, uberlandia/mg, cep 38400-128',
    estado_civil: 'casado',
    conjuge_nome: 'renata lopes figueira',
    regime: 'comunhao parcial',
    casamento_data: '2009',
    filhos: 'alice lopes figueira 01/10/2014',
    filhos_menores: 'sim',
    pais: 'nao',
    heranca: 'nenhum',
    tutor: 'patricia zanella costa e em segundo marcio costa',
    testamenteiro: 'renata lopes figueira, minha esposa',
    forma: 'particular',
    testemunhas: typeWitnesses(gilbertoW, 'plain'),
  },
  covers: {
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Gilberto Ramos Figueira',
      cpf: gilbertoCpf,
      dataNascimento: '1974-05-03',
      naturalidade: 'Uberlândia/MG',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Avenida Afonso Pena',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Uberlândia',
        uf: 'MG',
        cep: '38400128',
      },
    },
    conjuge: {
      nome: 'Renata Lopes Figueira',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [{ nome: 'Alice Lopes Figueira', dataNascimento: '2014-10-01', menor: true }],
    tutela: {
      tutores: ['Patrícia Zanella Costa', 'Márcio Costa'],
      outroGenitorVivo: true,
    },
    testamenteiros: [{ nome: 'Renata Lopes Figueira' }],
    forma: 'particular',
    local: { cidade: 'Uberlândia', uf: 'MG' },
    testemunhas: gilbertoW,
  },
});

const elaineCpf = cpfFrom('736802579');
const elaineW = [
  witness('Rosana Pires Leal', '847913680', '1982-02-22'),
  witness('Edson Carvalho Neto', '958024791', '1976-06-06'),
  witness('Francisca Lima Souto', '169135802', '1969-09-19'),
];
export const elaine = story({
  id: 'elaine-ce-ela-mesma',
  who: {
    age: 39,
    region: 'Fortaleza/CE',
    typing: 'minúsculas, responde curto ("ela mesma")',
    family: 'divorciada, 1 filho menor; a cunhada tutora e testamenteira',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'elaine batista rocha',
    cpf: formatCpf(elaineCpf),
    nascimento: '30/01/1987',
    naturalidade: 'fortaleza ce',
    nacionalidade: 'brasileira',
    profissao: 'vendedora',
    endereco: 'rua pedro i, 800, centro, fortaleza/ce, cep 60035-100',
    estado_civil: 'divorciada',
    filhos: 'caio rocha mendes 12/12/2018',
    filhos_menores: 'sim',
    pais: 'nao',
    heranca: 'nenhum',
    tutor: 'minha cunhada, a sandra mendes pereira',
    outro_genitor: 'sim',
    tutor_concorda: 'nao sei',
    testamenteiro: 'ela mesma',
    forma: 'particular',
    testemunhas: typeWitnesses(elaineW, 'plain'),
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Elaine Batista Rocha',
      cpf: elaineCpf,
      dataNascimento: '1987-01-30',
      naturalidade: 'Fortaleza/CE',
      nacionalidade: 'brasileira',
      profissao: 'vendedora',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Pedro I',
        numero: '800',
        bairro: 'Centro',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60035100',
      },
    },
    filhos: [{ nome: 'Caio Rocha Mendes', dataNascimento: '2018-12-12', menor: true }],
    tutela: { tutores: ['Sandra Mendes Pereira'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Sandra Mendes Pereira' }],
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: elaineW,
  },
});

const neideCpf = cpfFrom('271357913');
const neideW = [
  witness('Marlene Souza Bezerra', '382468024', '1963-03-30'),
  witness('Josué Andrade Lima', '493579135', '1958-11-11'),
  witness('Tereza Cristina Melo', '504680246', '1967-07-07'),
];
export const neide = story({
  id: 'neide-pe-amiga-kika',
  who: {
    age: 64,
    region: 'Caruaru/PE',
    typing: 'minúsculas, chama a amiga pelo apelido',
    family:
      'solteira, sem filhos, pais falecidos; tudo para a amiga Cristiane ("Kika"), também testamenteira',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'neide maria cavalcanti',
    cpf: formatCpf(neideCpf),
    nascimento: '09/09/1962',
    naturalidade: 'caruaru pe',
    nacionalidade: 'brasileira',
    profissao: 'comerciante',
    endereco: 'rua da matriz, 77, centro, caruaru/pe, cep 55002-000',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca: 'tudo pra minha amiga, a kika kkk o nome dela todo e cristiane moura lins',
    testamenteiro: 'a kika msm',
    forma: 'particular',
    testemunhas: typeWitnesses(neideW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Neide Maria Cavalcanti',
      cpf: neideCpf,
      dataNascimento: '1962-09-09',
      naturalidade: 'Caruaru/PE',
      nacionalidade: 'brasileira',
      profissao: 'comerciante',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da Matriz',
        numero: '77',
        bairro: 'Centro',
        cidade: 'Caruaru',
        uf: 'PE',
        cep: '55002000',
      },
    },
    heranca: [{ beneficiario: 'Cristiane Moura Lins', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Cristiane Moura Lins' }],
    forma: 'particular',
    local: { cidade: 'Caruaru', uf: 'PE' },
    testemunhas: neideW,
  },
});

export const TRYOUT_NAMES = [josefa, marcelo, gilberto, elaine, neide];
