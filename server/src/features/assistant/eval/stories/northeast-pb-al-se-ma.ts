/** Stories from the Northeast: João Pessoa/PB, Maceió/AL, Aracaju/SE, São Luís/MA. */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const joanaCpf = cpfFrom('386120574');
const igrejaCnpj = cnpjFrom('083456780001');
const joanaW = [
  witness('Eduardo Quirino Neves', '497231685', '1977-06-06'),
  witness('Sandra Maria Toscano', '508342796', '1983-03-03'),
];
export const joana = story({
  id: 'joana-pb-igreja-cnpj',
  who: {
    age: 61,
    region: 'João Pessoa/PB',
    typing: 'frases médias, acentos às vezes',
    family: 'divorciada, sem filhos, mãe viva; sobrinha e igreja',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: "Joana D'Arc Medeiros",
    cpf: formatCpf(joanaCpf),
    nascimento: '15 de agosto de 1965',
    naturalidade: 'Campina Grande - PB',
    nacionalidade: 'brasileira',
    profissao: 'comerciante',
    endereco: 'Rua das Trincheiras, 300, Jaguaribe, João Pessoa/PB, CEP 58015-000',
    estado_civil: 'divorciada há uns 10 anos',
    filhos: 'não tenho filhos',
    pais: [
      'minha mãe Josefa Medeiros é viva, tem 85 anos. meu pai já faleceu',
      'mãe, Josefa Medeiros',
    ],
    heranca: [
      '70% da disponível pra minha sobrinha Larissa Medeiros Dantas e o resto pra Igreja Batista Central de João Pessoa',
      '35% para Larissa Medeiros Dantas e 15% para a Igreja Batista Central de João Pessoa',
    ],
    cnpj: formatCnpj(igrejaCnpj),
    substitutos: 'não',
    testamenteiro: 'a Larissa',
    forma: 'público',
    testemunhas: typeWitnesses(joanaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: "Joana D'Arc Medeiros",
      cpf: joanaCpf,
      dataNascimento: '1965-08-15',
      naturalidade: 'Campina Grande/PB',
      nacionalidade: 'brasileira',
      profissao: 'comerciante',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua das Trincheiras',
        numero: '300',
        bairro: 'Jaguaribe',
        cidade: 'João Pessoa',
        uf: 'PB',
        cep: '58015000',
      },
    },
    ascendentes: [{ nome: 'Josefa Medeiros', grau: 'mae' }],
    heranca: [
      { beneficiario: 'Larissa Medeiros Dantas', percentual: 70, base: 'disponivel' },
      {
        beneficiario: 'Igreja Batista Central de João Pessoa',
        percentual: 30,
        base: 'disponivel',
        cnpj: igrejaCnpj,
      },
    ],
    testamenteiros: [{ nome: 'Larissa Medeiros Dantas' }],
    forma: 'publico',
    local: { cidade: 'João Pessoa', uf: 'PB' },
    testemunhas: joanaW,
  },
});

const ciceroCpf = cpfFrom('619253847');
const ciceroW = [
  witness('Maria Betânia Gomes', '720364958', '1960-01-01'),
  witness('José Ailton Farias', '831475069', '1958-05-05'),
  witness('Luzinete Souza Braga', '942586170', '1964-09-09'),
];
const santaCasaCnpj = cnpjFrom('124563780001');
export const cicero = story({
  id: 'cicero-al-santa-casa',
  who: {
    age: 79,
    region: 'Maceió/AL',
    typing: 'formal, antigo',
    family: 'solteiro, sem filhos, pais falecidos; tudo para uma instituição',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Cícero Romão Tenório',
    cpf: formatCpf(ciceroCpf),
    nascimento: '25/01/1947',
    naturalidade: 'Palmeira dos Índios, Alagoas',
    nacionalidade: 'brasileiro',
    profissao: 'aposentado',
    endereco: 'Rua Barão de Atalaia, 150, Centro, Maceió/AL, CEP 57020-510',
    estado_civil: 'Solteiro',
    filhos: 'Não tenho',
    pais: 'Não, meus pais já faleceram.',
    heranca: [
      'Quero deixar tudo para a Santa Casa de Misericórdia de Maceió',
      '100% para a Santa Casa de Misericórdia de Maceió',
    ],
    // An institution needs its CNPJ (CNPJ_DV is an erro): he copies it from a donation receipt.
    cnpj: `Está no recibo da doação: ${formatCnpj(santaCasaCnpj)}`,
    testamenteiro: 'Meu amigo Severino Alves Bezerra, 3% de prêmio',
    testamenteiro_posse: 'Sim',
    desejos: 'Quero ser sepultado no jazigo da família no Cemitério Nossa Senhora da Piedade.',
    forma: 'Particular',
    testemunhas: typeWitnesses(ciceroW, 'words'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Cícero Romão Tenório',
      cpf: ciceroCpf,
      dataNascimento: '1947-01-25',
      naturalidade: 'Palmeira dos Índios/AL',
      nacionalidade: 'brasileiro',
      profissao: 'aposentado',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Barão de Atalaia',
        numero: '150',
        bairro: 'Centro',
        cidade: 'Maceió',
        uf: 'AL',
        cep: '57020510',
      },
    },
    heranca: [
      {
        beneficiario: 'Santa Casa de Misericórdia de Maceió',
        percentual: 100,
        base: 'total',
        cnpj: santaCasaCnpj,
      },
    ],
    testamenteiros: [{ nome: 'Severino Alves Bezerra', premioPercentual: 3, posseBens: true }],
    desejos: {
      funeral: 'Quero ser sepultado no jazigo da família no Cemitério Nossa Senhora da Piedade',
    },
    forma: 'particular',
    local: { cidade: 'Maceió', uf: 'AL' },
    testemunhas: ciceroW,
  },
});

const antCpf = cpfFrom('152739486');
const antW = [
  witness('Fernando José Prado', '263840597', '1965-07-07'),
  witness('Clarice Mendonça Leite', '374951608', '1971-02-20'),
];
export const antonio = story({
  id: 'antonio-se-publico-neto',
  who: {
    age: 70,
    region: 'Aracaju/SE',
    typing: 'formal, médico',
    family: 'viúvo, 1 filho, relógio para o neto',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Antônio Carlos Menezes',
    cpf: formatCpf(antCpf),
    nascimento: '01/12/1956',
    naturalidade: 'Aracaju/SE',
    nacionalidade: 'brasileiro',
    profissao: 'médico aposentado',
    endereco: 'Avenida Beira Mar, 2200, apto 1201, Treze de Julho, Aracaju/SE, CEP 49020-010',
    estado_civil: 'Viúvo',
    filhos: 'Thiago Menezes, 14/02/1982',
    filhos_menores: 'Nenhum',
    heranca: [
      'Deixo toda a parte disponível para meu filho Thiago Menezes',
      '50% para Thiago Menezes',
    ],
    legados: 'Meu relógio Omega para meu neto Arthur Menezes Lima',
    legados_valor: 'O relógio vale cerca de R$ 30.000,00; meu patrimônio total, uns R$ 2 milhões.',
    testamenteiro: 'Thiago Menezes',
    forma: 'Público, no cartório',
    testemunhas: typeWitnesses(antW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Antônio Carlos Menezes',
      cpf: antCpf,
      dataNascimento: '1956-12-01',
      naturalidade: 'Aracaju/SE',
      nacionalidade: 'brasileiro',
      profissao: 'médico aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Avenida Beira Mar',
        numero: '2200',
        complemento: 'apto 1201',
        bairro: 'Treze de Julho',
        cidade: 'Aracaju',
        uf: 'SE',
        cep: '49020010',
      },
    },
    filhos: [{ nome: 'Thiago Menezes', dataNascimento: '1982-02-14', menor: false }],
    heranca: [{ beneficiario: 'Thiago Menezes', percentual: 100, base: 'disponivel' }],
    legados: [{ beneficiario: 'Arthur Menezes Lima', descricao: 'meu relógio Omega' }],
    testamenteiros: [{ nome: 'Thiago Menezes' }],
    forma: 'publico',
    local: { cidade: 'Aracaju', uf: 'SE' },
    testemunhas: antW,
  },
});

const beneCpf = cpfFrom('463851270');
const beneW = [
  witness('Raimundo Pereira Sá', '574962381', '1970-06-15'),
  witness('Conceição Lima Frazão', '685073492', '1976-01-30'),
  witness('Josias Mendes Pinto', '796184503', '1968-04-04'),
];
export const benedito = story({
  id: 'benedito-ma-conta-tudo-no-estado-civil',
  who: {
    age: 48,
    region: 'São Luís/MA',
    typing: 'frases longas, conta tudo de uma vez',
    family: 'casado, 2 filhos menores (só os anos), barco para o filho',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'benedito ribeiro costa',
    cpf: formatCpf(beneCpf),
    nascimento: '09/09/1978',
    naturalidade: 'codo ma',
    nacionalidade: 'brasileiro',
    profissao: 'pescador',
    endereco: [
      'rua grande 1200 centro sao luis ma cep 65020-250',
      'rua grande, 1200, centro, sao luis ma, cep 65020-250',
    ],
    estado_civil:
      'sou casado com a rita de cassia costa, comunhao parcial, e a gente tem 2 filhos, o caio ribeiro costa de 2010 e a yasmin ribeiro costa de 2013',
    conjuge_nome: 'rita de cassia costa',
    regime: 'comunhao parcial, ja falei',
    filhos: [
      'caio ribeiro costa 2010 e yasmin ribeiro costa 2013, os dois sao menor',
      'caio ribeiro costa\nyasmin ribeiro costa',
    ],
    filhos_menores: 'os dois',
    heranca: 'nao, fica tudo como a lei',
    legados: 'meu barco de pesca fica pro caio',
    legados_valor: 'o barco uns 25 mil, tudo uns 400 mil',
    legados_comum: 'o barco é so meu, ganhei do meu pai',
    tutor: 'meu irmao jorge ribeiro costa',
    outro_genitor: 'sim',
    tutor_concorda: 'sim',
    testamenteiro: 'minha esposa',
    forma: 'particular',
    testemunhas: typeWitnesses(beneW, 'plain'),
  },
  covers: {
    naturalidade: ['nacionalidade'],
    estado_civil: ['conjuge_nome', 'regime', 'filhos', 'filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Benedito Ribeiro Costa',
      cpf: beneCpf,
      dataNascimento: '1978-09-09',
      naturalidade: 'Codó/MA',
      nacionalidade: 'brasileiro',
      profissao: 'pescador',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Grande',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'São Luís',
        uf: 'MA',
        cep: '65020250',
      },
    },
    conjuge: { nome: 'Rita de Cássia Costa', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Caio Ribeiro Costa', menor: true },
      { nome: 'Yasmin Ribeiro Costa', menor: true },
    ],
    legados: [{ beneficiario: 'Caio Ribeiro Costa', descricao: 'meu barco de pesca' }],
    tutela: {
      tutores: ['Jorge Ribeiro Costa'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [{ nome: 'Rita de Cássia Costa' }],
    forma: 'particular',
    local: { cidade: 'São Luís', uf: 'MA' },
    testemunhas: beneW,
  },
});

export const NORTHEAST_PB_AL_SE_MA = [joana, cicero, antonio, benedito];
