/** Stories from the Northeast: Recife/PE, Fortaleza/CE, Natal/RN, Teresina/PI. */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const lurdesCpf = cpfFrom('218374659');
const lurdesW = [
  witness('Severina Ramos da Silva', '317465820', '1958-03-12'),
  witness('José Amaro Bezerra', '428576931', '1961-07-25'),
  witness('Cícera Maria Lins', '539687042', '1970-12-01'),
];
export const lurdes = story({
  id: 'lurdes-pe-viuva-netos',
  who: {
    age: 74,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento, q, pra',
    family: 'viúva, filho vivo, filho falecido com 2 netos',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: 'sim minha filha, sou eu mesma',
    nome: 'maria de lourdes cavalcanti',
    cpf: `o cpf e ${lurdesCpf}`,
    nascimento: '3 de junho de 1952',
    naturalidade: 'caruaru pernambuco',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: [
      'rua do hospicio 231 apto 12 boa vista recife pe 50050-050',
      'rua do hospicio, 231, apto 12, boa vista, recife pe, cep 50050-050',
    ],
    estado_civil: 'viuva, meu marido morreu faz 6 anos',
    filhos: [
      'carlos cavalcanti neto 12/01/1975\nmarcos cavalcanti, falecido em 2019',
      'carlos cavalcanti neto, 12/01/1975\nmarcos cavalcanti, falecido',
    ],
    filhos_menores: 'nenhum, o carlos e maior',
    netos: [
      'sim, o marcos deixou 2: pedro henrique cavalcanti e luana cavalcanti',
      'pedro henrique cavalcanti e luana cavalcanti',
    ],
    heranca: [
      'td q eu puder pros meus netos pedro e luana, metade pra cada',
      '25% pro pedro henrique cavalcanti e 25% pra luana cavalcanti',
    ],
    testamenteiro: 'meu filho carlos',
    desejos: 'quero missa de setimo dia na igreja do carmo',
    forma: 'particular',
    testemunhas: typeWitnesses(lurdesW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Maria de Lourdes Cavalcanti',
      cpf: lurdesCpf,
      dataNascimento: '1952-06-03',
      naturalidade: 'Caruaru/PE',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua do Hospício',
        numero: '231',
        complemento: 'apto 12',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50050050',
      },
    },
    filhos: [
      { nome: 'Carlos Cavalcanti Neto', dataNascimento: '1975-01-12', menor: false },
      { nome: 'Marcos Cavalcanti', vivo: false, menor: false },
    ],
    netos: [
      { nome: 'Pedro Henrique Cavalcanti', filhoDe: 'Marcos Cavalcanti' },
      { nome: 'Luana Cavalcanti', filhoDe: 'Marcos Cavalcanti' },
    ],
    heranca: [
      { beneficiario: 'Pedro Henrique Cavalcanti', percentual: 50, base: 'disponivel' },
      { beneficiario: 'Luana Cavalcanti', percentual: 50, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Carlos Cavalcanti Neto' }],
    desejos: { funeral: 'quero missa de sétimo dia na Igreja do Carmo' },
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: lurdesW,
  },
});

const franCpf = cpfFrom('630185274');
const franW = [
  witness('Antônio Wellington Castro', '741296385', '1990-01-15'),
  witness('Jéssica Lima Barros', '852307496', '1995-05-20'),
  witness('Raimundo Nonato Paiva', '963418507', '1980-10-30'),
];
export const francisca = story({
  id: 'francisca-ce-mae-solo',
  who: {
    age: 24,
    region: 'Fortaleza/CE',
    typing: 'abreviações (vc, tb, pq), sem acento',
    family: 'solteira, 1 filho menor, pai vivo que não concorda com o tutor',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: 'sim sou eu',
    nome: 'francisca eduarda sousa',
    cpf: formatCpf(franCpf),
    nascimento: '09/04/2002',
    naturalidade: 'fortaleza ce',
    nacionalidade: 'brasileira',
    profissao: 'atendente',
    endereco: [
      'rua sao jose 88 casa b conjunto ceara fortaleza ce 60530-340',
      'rua sao jose, 88, casa b, conjunto ceara, fortaleza/ce, cep 60530-340',
    ],
    estado_civil: ['solteira, nunca casei', 'solteira'],
    conjuge_nome: ['nao tenho marido, sou solteira', 'voltar'],
    filhos: ['tenho 1, o miguel sousa rocha, nasceu 15/08/2021', 'miguel sousa rocha, 15/08/2021'],
    filhos_menores: 'o miguel',
    heranca: 'nenhum',
    legados: 'minha moto biz 2019 pro miguel',
    legados_valor: 'a moto vale uns 8 mil, e tudo que eu tenho uns 150 mil',
    tutor: ['minha mae, francisca das chagas sousa', 'francisca das chagas sousa'],
    outro_genitor: ['ta vivo sim mas a gente nem se fala', 'sim'],
    tutor_concorda: 'nao, ele nem sabe disso',
    testamenteiro: 'deixa o juiz escolher',
    forma: 'particular',
    testemunhas: typeWitnesses(franW, 'one-line'),
    revisao: ['pode fazer', 'ciente', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Francisca Eduarda Sousa',
      cpf: franCpf,
      dataNascimento: '2002-04-09',
      naturalidade: 'Fortaleza/CE',
      nacionalidade: 'brasileira',
      profissao: 'atendente',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua São José',
        numero: '88',
        complemento: 'casa B',
        bairro: 'Conjunto Ceará',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60530340',
      },
    },
    filhos: [{ nome: 'Miguel Sousa Rocha', dataNascimento: '2021-08-15', menor: true }],
    legados: [{ beneficiario: 'Miguel Sousa Rocha', descricao: 'minha moto Biz 2019' }],
    tutela: {
      tutores: ['Francisca das Chagas Sousa'],
      outroGenitorVivo: true,
      outroGenitorConcorda: false,
    },
    testamenteiros: [],
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: franW,
  },
});

const mjCpf = cpfFrom('174529368');
const mjW = [
  witness('Lúcia de Fátima Medeiros', '285630479', '1962-09-09'),
  witness('Gilson Dantas Filho', '396741580', '1975-04-18'),
];
export const mariaJose = story({
  id: 'maria-jose-rn-cega-publico',
  who: {
    age: 67,
    region: 'Natal/RN',
    typing: 'ditado à neta, frases completas',
    family: 'viúva, cega, 2 filhos adultos, testamento público',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    proprio: 'Sim, sou eu. Minha neta está digitando o que eu falo.',
    nome: 'Maria José Fernandes',
    cpf: formatCpf(mjCpf),
    nascimento: '30/10/1959',
    naturalidade: 'Mossoró, RN',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'Av. Hermes da Fonseca, 1020, apto 301, Tirol, Natal/RN, CEP 59020-000',
    capacidade: '1, sou cega desde 2015',
    estado_civil: 'Viúva',
    filhos: 'Ana Beatriz Fernandes, 02/02/1985\nRafael Fernandes Costa, 11/11/1988',
    filhos_menores: 'Nenhum',
    heranca: [
      'A parte disponível toda para minha filha Ana Beatriz Fernandes',
      '50% para Ana Beatriz Fernandes',
    ],
    testamenteiro: 'Minha filha Ana Beatriz',
    desejos: 'Quero doar meus órgãos.',
    forma: 'Público, no cartório',
    testemunhas: typeWitnesses(mjW, 'br'),
    local: 'Sim, Natal',
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Maria José Fernandes',
      cpf: mjCpf,
      dataNascimento: '1959-10-30',
      naturalidade: 'Mossoró/RN',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Avenida Hermes da Fonseca',
        numero: '1020',
        complemento: 'apto 301',
        bairro: 'Tirol',
        cidade: 'Natal',
        uf: 'RN',
        cep: '59020000',
      },
      capacidade: { sabeLer: true, podeAssinar: true, deficienciaVisualTotal: true },
    },
    filhos: [
      { nome: 'Ana Beatriz Fernandes', dataNascimento: '1985-02-02', menor: false },
      { nome: 'Rafael Fernandes Costa', dataNascimento: '1988-11-11', menor: false },
    ],
    heranca: [{ beneficiario: 'Ana Beatriz Fernandes', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Ana Beatriz Fernandes' }],
    desejos: { doacaoOrgaos: 'Quero doar meus órgãos' },
    forma: 'publico',
    local: { cidade: 'Natal', uf: 'RN' },
    testemunhas: mjW,
  },
});

const raiCpf = cpfFrom('507318642');
const raiW = [
  witness('Francisco Alves Sobrinho', '618429753', '1966-02-14'),
  witness('Maria Eliete Carvalho', '729530864', '1972-08-08'),
  witness('João Batista Moura', '830641975', '1969-11-21'),
];
export const raimundo = story({
  id: 'raimundo-pi-testemunhas-uma-linha',
  who: {
    age: 55,
    region: 'Teresina/PI',
    typing: 'tudo numa linha, sem vírgulas',
    family: 'casado, 3 filhos adultos, 1 legado',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'raimundo nonato silva',
    cpf: raiCpf,
    nascimento: '19/03/71',
    naturalidade: 'campo maior pi',
    nacionalidade: 'brasileiro',
    profissao: 'motorista de caminhao',
    endereco: [
      'rua 7 de setembro 455 centro teresina pi cep 64000-040',
      'rua 7 de setembro, 455, centro, teresina pi, cep 64000-040',
    ],
    estado_civil: 'casado',
    conjuge_nome: 'antonia maria silva',
    regime: 'comunhao parcial',
    filhos: [
      'tenho 3 filhos tudo maior de idade: jose nonato silva, maria clara silva e francisco das chagas silva',
      'jose nonato silva 10/05/1995\nmaria clara silva 22/07/1998\nfrancisco das chagas silva 03/01/2001',
    ],
    filhos_menores: 'nenhum, tudo maior',
    heranca: 'nada nao, divide como a lei manda',
    legados: 'a caminhonete hilux fica pro jose',
    legados_valor: 'a hilux uns 180 mil; tudo junto uns 900 mil',
    legados_comum: 'e do casal sim, compramos juntos',
    testamenteiro: 'minha esposa antonia',
    forma: 'particular',
    testemunhas: typeWitnesses(raiW, 'one-line'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Raimundo Nonato Silva',
      cpf: raiCpf,
      dataNascimento: '1971-03-19',
      naturalidade: 'Campo Maior/PI',
      nacionalidade: 'brasileiro',
      profissao: 'motorista de caminhão',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 7 de Setembro',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Teresina',
        uf: 'PI',
        cep: '64000040',
      },
    },
    conjuge: { nome: 'Antônia Maria Silva', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    // The birth dates are only in the retyped answer, which a right reading of the first (names
    // and "tudo maior de idade") never needs: the will holds what was said.
    filhos: [
      { nome: 'José Nonato Silva', menor: false },
      { nome: 'Maria Clara Silva', menor: false },
      { nome: 'Francisco das Chagas Silva', menor: false },
    ],
    legados: [{ beneficiario: 'José Nonato Silva', descricao: 'a caminhonete Hilux' }],
    testamenteiros: [{ nome: 'Antônia Maria Silva' }],
    forma: 'particular',
    local: { cidade: 'Teresina', uf: 'PI' },
    testemunhas: raiW,
  },
});

export const NORTHEAST_PE_CE_RN_PI = [lurdes, francisca, mariaJose, raimundo];
