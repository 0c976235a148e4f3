/** Stories from the Southeast: Contagem/MG, São Gonçalo/RJ. */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const gilCpf = cpfFrom('475129306');
const gilW = [
  witness('Cláudio Roberto Paiva', '586230417', '1975-05-25'),
  witness('Simone Aparecida Reis', '697341528', '1980-08-28'),
  witness('Jefferson Lima Duarte', '708452639', '1983-03-03'),
];
export const gilberto = story({
  id: 'gilberto-mg-corrige-nome-da-esposa',
  who: {
    age: 47,
    region: 'Contagem/MG',
    typing: 'corrige no meio de outra resposta',
    family: 'casado, sem filhos, pai e mãe vivos; moto para o irmão',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'Gilberto Mendes Farias',
    cpf: formatCpf(gilCpf),
    nascimento: '07/07/1979',
    naturalidade: 'Contagem/MG',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista',
    endereco: 'Rua Rio Comprido, 250, Eldorado, Contagem/MG, CEP 32310-330',
    estado_civil: 'casado',
    conjuge_nome: 'Ana Paula Rocha',
    regime: [
      'não, o nome dela é Ana Paula Rocha Mendes. o regime é comunhão parcial',
      'comunhão parcial',
    ],
    filhos: 'não',
    pais: [
      'meu pai e minha mãe são vivos: José Farias e Helena Mendes Farias',
      'pai José Farias e mãe Helena Mendes Farias',
    ],
    heranca: 'nenhum',
    legados: ['minha moto pro meu irmão Gustavo Mendes Farias', 'moto para Gustavo Mendes Farias'],
    legados_valor: 'a moto uns 15 mil; tudo uns 600 mil',
    legados_comum: 'nao, a moto é só minha, comprei antes de casar',
    testamenteiro: 'minha esposa',
    forma: 'particular',
    testemunhas: typeWitnesses(gilW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  correctedLater: ['conjuge_nome'],
  facts: {
    testador: {
      nome: 'Gilberto Mendes Farias',
      cpf: gilCpf,
      dataNascimento: '1979-07-07',
      naturalidade: 'Contagem/MG',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Rio Comprido',
        numero: '250',
        bairro: 'Eldorado',
        cidade: 'Contagem',
        uf: 'MG',
        cep: '32310330',
      },
    },
    conjuge: { nome: 'Ana Paula Rocha Mendes', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    ascendentes: [
      { nome: 'José Farias', grau: 'pai' },
      { nome: 'Helena Mendes Farias', grau: 'mae' },
    ],
    legados: [{ beneficiario: 'Gustavo Mendes Farias', descricao: 'minha moto' }],
    testamenteiros: [{ nome: 'Ana Paula Rocha Mendes' }],
    forma: 'particular',
    local: { cidade: 'Contagem', uf: 'MG' },
    testemunhas: gilW,
  },
});

const adrianaCpf = cpfFrom('586230194');
const adrianaW = [
  witness('Priscila Santos Moura', '697341205', '1992-02-02'),
  witness('Leandro Cunha Barros', '708452316', '1988-08-08'),
  witness('Viviane Rocha Tavares', '819563427', '1990-10-10'),
];
export const adriana = story({
  id: 'adriana-rj-assina-em-outra-cidade',
  who: {
    age: 33,
    region: 'São Gonçalo/RJ',
    typing: 'minúsculas, rápida',
    family: 'união estável sem papel, 2 filhos menores; assina em Niterói',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'adriana souza barreto',
    cpf: formatCpf(adrianaCpf),
    nascimento: '13/03/1993',
    naturalidade: 'sao goncalo rj',
    nacionalidade: 'brasileira',
    profissao: 'manicure',
    endereco: [
      'rua doutor nilo peçanha 120 casa 2 estrela do norte sao goncalo rj 24445-360',
      'rua doutor nilo peçanha, 120, casa 2, estrela do norte, sao goncalo/rj, cep 24445-360',
    ],
    estado_civil: 'moro junto com o wesley faz 8 anos',
    sexo: 'mulher',
    conjuge_nome: 'wesley santos araujo',
    regime: 'nao sei',
    uniao_formalizada: 'nao',
    filhos: 'isabelly barreto araujo 14/04/2014\nheitor barreto araujo 18/08/2018',
    filhos_menores: 'os dois',
    heranca: 'nenhum',
    tutor: ['minha mae, dona sonia souza barreto', 'sonia souza barreto'],
    outro_genitor: 'sim',
    tutor_concorda: 'sim',
    testamenteiro: 'o wesley',
    forma: 'particular',
    testemunhas: typeWitnesses(adrianaW, 'plain'),
    local: ['nao, vai ser em niteroi rj', 'niteroi/rj'],
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Adriana Souza Barreto',
      cpf: adrianaCpf,
      dataNascimento: '1993-03-13',
      naturalidade: 'São Gonçalo/RJ',
      nacionalidade: 'brasileira',
      profissao: 'manicure',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Doutor Nilo Peçanha',
        numero: '120',
        complemento: 'casa 2',
        bairro: 'Estrela do Norte',
        cidade: 'São Gonçalo',
        uf: 'RJ',
        cep: '24445360',
      },
    },
    conjuge: {
      nome: 'Wesley Santos Araújo',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [
      { nome: 'Isabelly Barreto Araújo', dataNascimento: '2014-04-14', menor: true },
      { nome: 'Heitor Barreto Araújo', dataNascimento: '2018-08-18', menor: true },
    ],
    tutela: {
      tutores: ['Sônia Souza Barreto'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [{ nome: 'Wesley Santos Araújo' }],
    forma: 'particular',
    local: { cidade: 'Niterói', uf: 'RJ' },
    testemunhas: adrianaW,
  },
});

export const SOUTHEAST_MG_RJ = [gilberto, adriana];
