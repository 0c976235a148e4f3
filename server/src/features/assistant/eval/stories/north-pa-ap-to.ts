/** Stories from the North: Belém/PA, Macapá/AP, Palmas/TO. */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const manoelCpf = cpfFrom('131785069');
const manoelW = [
  witness('Benedito Sarmento Costa', '242896170', '1950-10-10'),
  witness('Maria das Dores Pantoja', '353907281', '1955-05-05'),
  witness('Raimundo Sousa Tavares', '464018392', '1958-08-08'),
];
export const manoel = story({
  id: 'manoel-pa-viuvo-neta-formal',
  who: {
    age: 80,
    region: 'Belém/PA',
    typing: 'formal, antigo, frases longas',
    family: 'viúvo, filho vivo, filha falecida com 1 neta; disponível à neta',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    proprio: 'Sim, senhor. Estou lúcido e faço por vontade própria.',
    nome: 'Manoel Raimundo Farias',
    cpf: formatCpf(manoelCpf),
    nascimento: '02/02/1946',
    naturalidade: 'Cametá, Pará',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante aposentado',
    endereco: 'Travessa Padre Eutíquio, 1234, Batista Campos, Belém/PA, CEP 66023-710',
    estado_civil: 'Sou viúvo.',
    filhos: [
      'Raimundo Nonato Farias, nascido em 10/01/1970, e Maria do Socorro Farias, falecida em 2020',
      'Raimundo Nonato Farias, 10/01/1970\nMaria do Socorro Farias, falecida',
    ],
    filhos_menores: 'Nenhum',
    netos: ['Sim, deixou minha neta Gabriela Farias Cunha', 'Gabriela Farias Cunha'],
    heranca: [
      'Deixo a parte disponível integralmente à minha neta Gabriela Farias Cunha',
      '50% para Gabriela Farias Cunha',
    ],
    testamenteiro: 'Meu filho Raimundo Nonato Farias',
    forma: 'Particular',
    testemunhas: typeWitnesses(manoelW, 'words'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Manoel Raimundo Farias',
      cpf: manoelCpf,
      dataNascimento: '1946-02-02',
      naturalidade: 'Cametá/PA',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Travessa Padre Eutíquio',
        numero: '1234',
        bairro: 'Batista Campos',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66023710',
      },
    },
    filhos: [
      { nome: 'Raimundo Nonato Farias', dataNascimento: '1970-01-10', menor: false },
      { nome: 'Maria do Socorro Farias', vivo: false, menor: false },
    ],
    netos: [{ nome: 'Gabriela Farias Cunha', filhoDe: 'Maria do Socorro Farias' }],
    heranca: [{ beneficiario: 'Gabriela Farias Cunha', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Raimundo Nonato Farias' }],
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: manoelW,
  },
});

const rosileneCpf = cpfFrom('242896730');
const rosileneW = [
  witness('Edilson Pantoja Ramos', '353907841', '1975-01-15'),
  witness('Marilene Costa Sena', '464018952', '1971-11-11'),
  witness('Jonas Almeida Picanço', '575129063', '1980-03-30'),
];
export const rosilene = story({
  id: 'rosilene-ap-separada-judicialmente',
  who: {
    age: 56,
    region: 'Macapá/AP',
    typing: 'simples, sem acentos',
    family: 'separada judicialmente, 1 filho adulto; parte para a irmã',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'rosilene souza picanço',
    cpf: formatCpf(rosileneCpf),
    nascimento: '05/05/1970',
    naturalidade: 'macapa ap',
    nacionalidade: 'brasileira',
    profissao: 'tecnica de enfermagem',
    endereco: 'avenida fab, 700, central, macapa/ap, cep 68900-073',
    estado_civil: 'sou separada judicialmente desde 2010',
    filhos: 'igor souza picanço 20/02/1995',
    filhos_menores: 'nenhum',
    heranca: [
      '50% da parte disponivel pra minha irma rosangela souza picanço',
      '25% para rosangela souza picanço',
    ],
    testamenteiro: 'meu filho igor',
    forma: 'particular',
    testemunhas: typeWitnesses(rosileneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Rosilene Souza Picanço',
      cpf: rosileneCpf,
      dataNascimento: '1970-05-05',
      naturalidade: 'Macapá/AP',
      nacionalidade: 'brasileira',
      profissao: 'técnica de enfermagem',
      estadoCivil: 'separado',
      endereco: {
        logradouro: 'Avenida FAB',
        numero: '700',
        bairro: 'Central',
        cidade: 'Macapá',
        uf: 'AP',
        cep: '68900073',
      },
    },
    filhos: [{ nome: 'Igor Souza Picanço', dataNascimento: '1995-02-20', menor: false }],
    heranca: [{ beneficiario: 'Rosângela Souza Picanço', percentual: 50, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Igor Souza Picanço' }],
    forma: 'particular',
    local: { cidade: 'Macapá', uf: 'AP' },
    testemunhas: rosileneW,
  },
});

const wandCpf = cpfFrom('353907419');
const larCnpj = cnpjFrom('567890120001');
const wandW = [
  witness('Tiago Rezende Aires', '464018520', '1985-05-05'),
  witness('Cleide Batista Mota', '575129631', '1976-06-16'),
  witness('Ademar Sousa Leal', '686230742', '1968-08-28'),
];
export const wanderley = story({
  id: 'wanderley-to-premio-e-posse',
  who: {
    age: 62,
    region: 'Palmas/TO',
    typing: 'organizado, lista percentuais',
    family: 'solteiro, sem filhos, pais falecidos; sobrinho, afilhada e asilo',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Wanderley Gomes Sales',
    cpf: formatCpf(wandCpf),
    nascimento: '08/08/1964',
    naturalidade: 'Porto Nacional/TO',
    nacionalidade: 'brasileiro',
    profissao: 'agrônomo',
    endereco: 'Rua NE 5, 12, Plano Diretor Norte, Palmas/TO, CEP 77006-020',
    estado_civil: 'Solteiro',
    filhos: 'Não',
    pais: 'Não, ambos falecidos',
    heranca: `40% para meu sobrinho Igor Gomes Sales, 30% para minha afilhada Tainá Gomes Rocha e 30% para o Lar dos Idosos de Palmas, CNPJ ${formatCnpj(larCnpj)}`,
    testamenteiro: 'Igor Gomes Sales, com prêmio de 3% da herança',
    testamenteiro_posse: 'Sim, pode ficar com a posse dos bens',
    forma: 'Particular',
    testemunhas: typeWitnesses(wandW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Wanderley Gomes Sales',
      cpf: wandCpf,
      dataNascimento: '1964-08-08',
      naturalidade: 'Porto Nacional/TO',
      nacionalidade: 'brasileiro',
      profissao: 'agrônomo',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua NE 5',
        numero: '12',
        bairro: 'Plano Diretor Norte',
        cidade: 'Palmas',
        uf: 'TO',
        cep: '77006020',
      },
    },
    heranca: [
      { beneficiario: 'Igor Gomes Sales', percentual: 40, base: 'total' },
      { beneficiario: 'Tainá Gomes Rocha', percentual: 30, base: 'total' },
      { beneficiario: 'Lar dos Idosos de Palmas', percentual: 30, base: 'total', cnpj: larCnpj },
    ],
    testamenteiros: [{ nome: 'Igor Gomes Sales', premioPercentual: 3, posseBens: true }],
    forma: 'particular',
    local: { cidade: 'Palmas', uf: 'TO' },
    testemunhas: wandW,
  },
});

export const NORTH_PA_AP_TO = [manoel, rosilene, wanderley];
