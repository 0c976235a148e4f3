/** Stories from São Paulo state: São Paulo, Campinas, Santos, Ribeirão Preto. */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const vitorCpf = cpfFrom('597340126');
const vitorW = [
  witness('Matheus Oliveira Pinto', '608451237', '2000-01-10'),
  witness('Giovanna Souza Leite', '719562348', '1999-09-09'),
  witness('Kaique Santos Moreira', '820673459', '2001-03-03'),
];
export const vitor = story({
  id: 'vitor-sp-19-abreviacoes',
  who: {
    age: 19,
    region: 'São Paulo/SP (zona leste)',
    typing: 'vc, mt, blz, pq, sem acento',
    family: 'solteiro, sem filhos, mãe viva, pai falecido; videogame para o primo',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: 'sim blz',
    nome: 'vitor hugo nascimento',
    cpf: vitorCpf,
    nascimento: '03/03/2007',
    naturalidade: ['sp capital', 'sao paulo sp'],
    nacionalidade: 'brasileiro',
    profissao: 'estudante',
    endereco: [
      'rua itinguçu 455 vila re sp 03658-010',
      'rua itinguçu, 455, vila re, sao paulo/sp, cep 03658-010',
    ],
    estado_civil: 'solteiro',
    filhos: 'nao',
    pais: [
      'so minha mae, claudia nascimento prado, meu pai ja morreu',
      'mãe Claudia Nascimento Prado',
    ],
    heranca: 'nenhum',
    legados: [
      'meu pc gamer e meu ps5 pro meu primo lucas ferreira nascimento',
      'pc gamer e ps5 para Lucas Ferreira Nascimento',
    ],
    legados_valor: 'nao sei',
    testamenteiro: 'pula',
    desejos: 'quero ser cremado. e minhas contas do insta e do tiktok podem apagar',
    forma: 'particular',
    testemunhas: typeWitnesses(vitorW, 'one-line'),
    revisao: 'blz pode fazer',
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Vitor Hugo Nascimento',
      cpf: vitorCpf,
      dataNascimento: '2007-03-03',
      naturalidade: 'São Paulo/SP',
      nacionalidade: 'brasileiro',
      profissao: 'estudante',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Itinguçu',
        numero: '455',
        bairro: 'Vila Ré',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '03658010',
      },
    },
    ascendentes: [{ nome: 'Cláudia Nascimento Prado', grau: 'mae' }],
    legados: [{ beneficiario: 'Lucas Ferreira Nascimento', descricao: 'meu pc gamer e meu ps5' }],
    testamenteiros: [],
    desejos: {
      funeral: 'quero ser cremado',
      ativosDigitais: 'minhas contas do Insta e do TikTok podem apagar',
    },
    forma: 'particular',
    local: { cidade: 'São Paulo', uf: 'SP' },
    testemunhas: vitorW,
  },
});

const osvCpf = cpfFrom('608452137');
const osvW = [
  witness('Antônio Sérgio Beltrame', '719563248', '1950-05-05'),
  witness('Neusa Aparecida Gomes', '820674359', '1957-07-07'),
  witness('Dorival Lopes Franco', '931785460', '1952-02-12'),
];
export const osvaldo = story({
  id: 'osvaldo-sp-abre-contando-tudo',
  who: {
    age: 71,
    region: 'Campinas/SP',
    typing: 'minúsculas, conta tudo na primeira mensagem',
    family: 'viúvo, 1 filha adulta',
  },
  today: '2026-11-20',
  opening:
    'bom dia, meu nome é osvaldo luiz marchetti, nasci em 20/08/1955 em campinas, sou viuvo e tenho uma filha, a silvia marchetti barros, nascida em 12/12/1980',
  answers: {
    ...quiet('plain'),
    nome: 'osvaldo luiz marchetti',
    cpf: formatCpf(osvCpf),
    nascimento: '20/08/1955',
    naturalidade: 'campinas',
    nacionalidade: 'brasileiro',
    profissao: 'torneiro mecanico aposentado',
    endereco: 'rua barão de jaguara, 1000, apto 52, centro, campinas/sp, cep 13015-001',
    estado_civil: 'viuvo, ja falei',
    filhos: 'silvia marchetti barros, 12/12/1980',
    filhos_menores: 'nenhum',
    heranca: [
      'quero deixar a parte disponivel toda pra minha filha silvia',
      '50% para silvia marchetti barros',
    ],
    testamenteiro: 'a silvia',
    forma: 'particular',
    testemunhas: typeWitnesses(osvW, 'plain'),
  },
  covers: {
    opening: [
      'nome',
      'nascimento',
      'naturalidade',
      'nacionalidade',
      'estado_civil',
      'filhos',
      'filhos_menores',
    ],
  },
  facts: {
    testador: {
      nome: 'Osvaldo Luiz Marchetti',
      cpf: osvCpf,
      dataNascimento: '1955-08-20',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileiro',
      profissao: 'torneiro mecânico aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Barão de Jaguara',
        numero: '1000',
        complemento: 'apto 52',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13015001',
      },
    },
    filhos: [{ nome: 'Silvia Marchetti Barros', dataNascimento: '1980-12-12', menor: false }],
    heranca: [{ beneficiario: 'Silvia Marchetti Barros', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Silvia Marchetti Barros' }],
    forma: 'particular',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: osvW,
  },
});

const reginaCpf = cpfFrom('719563024');
const paroquiaCnpj = cnpjFrom('456789010001');
const reginaW = [
  witness('Marcos Tadeu Rangel', '820674135', '1967-07-07'),
  witness('Vera Lúcia Paixão', '931785246', '1963-03-13'),
  witness('Edson Carvalho Brito', '142896357', '1970-10-20'),
];
export const reginaCelia = story({
  id: 'regina-sp-santos-percentuais-da-disponivel',
  who: {
    age: 58,
    region: 'Santos/SP',
    typing: 'correta, usa porcentagens',
    family: 'solteira, 1 filho adulto; amiga e paróquia',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Regina Célia Alves',
    cpf: formatCpf(reginaCpf),
    nascimento: '28/02/1968',
    naturalidade: 'Santos/SP',
    nacionalidade: 'brasileira',
    profissao: 'dentista',
    endereco: 'Avenida Ana Costa, 480, apto 91, Gonzaga, Santos/SP, CEP 11060-002',
    estado_civil: 'Solteira',
    filhos: 'Felipe Alves Moura, 10/10/2000',
    filhos_menores: 'Nenhum',
    heranca: [
      `70% da disponível para minha amiga Teresa Cristina Faria e 30% da disponível para a Paróquia Santo Antônio do Embaré, CNPJ ${formatCnpj(paroquiaCnpj)}`,
      `35% para Teresa Cristina Faria e 15% para a Paróquia Santo Antônio do Embaré, CNPJ ${formatCnpj(paroquiaCnpj)}`,
    ],
    testamenteiro: 'Teresa Cristina Faria, com 2% de prêmio',
    forma: 'Particular',
    testemunhas: typeWitnesses(reginaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Regina Célia Alves',
      cpf: reginaCpf,
      dataNascimento: '1968-02-28',
      naturalidade: 'Santos/SP',
      nacionalidade: 'brasileira',
      profissao: 'dentista',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Avenida Ana Costa',
        numero: '480',
        complemento: 'apto 91',
        bairro: 'Gonzaga',
        cidade: 'Santos',
        uf: 'SP',
        cep: '11060002',
      },
    },
    filhos: [{ nome: 'Felipe Alves Moura', dataNascimento: '2000-10-10', menor: false }],
    heranca: [
      { beneficiario: 'Teresa Cristina Faria', percentual: 70, base: 'disponivel' },
      {
        beneficiario: 'Paróquia Santo Antônio do Embaré',
        percentual: 30,
        base: 'disponivel',
        cnpj: paroquiaCnpj,
      },
    ],
    testamenteiros: [{ nome: 'Teresa Cristina Faria', premioPercentual: 2 }],
    forma: 'particular',
    local: { cidade: 'Santos', uf: 'SP' },
    testemunhas: reginaW,
  },
});

const rosanaCpf = cpfFrom('820674913');
const rosanaW = [
  witness('Caio Henrique Bastos', '931785024', '1986-06-06'),
  witness('Fernanda Lacerda Prado', '142896135', '1990-09-19'),
  witness('Otávio Siqueira Lemos', '253907246', '1981-01-31'),
];
export const rosana = story({
  id: 'rosana-sp-desejos-varios',
  who: {
    age: 50,
    region: 'Ribeirão Preto/SP',
    typing: 'mistura frases e listas',
    family: 'casada em separação total, sem filhos, pai e mãe vivos; sobrinha; vários desejos',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'Rosana Ventura Lemos',
    cpf: formatCpf(rosanaCpf),
    nascimento: '05/05/1976',
    naturalidade: 'Ribeirão Preto/SP',
    nacionalidade: 'brasileira',
    profissao: 'farmacêutica',
    endereco: 'Rua Garibaldi, 1500, apto 14, Centro, Ribeirão Preto/SP, CEP 14010-170',
    estado_civil: 'casada',
    conjuge_nome: 'Ricardo Lemos',
    regime: 'separação total, fizemos pacto',
    filhos: 'não tenho',
    pais: [
      'sim, meu pai Antônio Ventura e minha mãe Lourdes Ventura',
      'pai Antônio Ventura e mãe Lourdes Ventura',
    ],
    heranca: ['40% pra minha sobrinha Juliana Ventura Costa', '40% para Juliana Ventura Costa'],
    testamenteiro: 'o Ricardo',
    desejos:
      'quero que minha conta do facebook vire memorial. quero doar meus órgãos. e um recado pro Ricardo: obrigada por tudo',
    forma: 'particular',
    testemunhas: typeWitnesses(rosanaW, 'br'),
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Rosana Ventura Lemos',
      cpf: rosanaCpf,
      dataNascimento: '1976-05-05',
      naturalidade: 'Ribeirão Preto/SP',
      nacionalidade: 'brasileira',
      profissao: 'farmacêutica',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Garibaldi',
        numero: '1500',
        complemento: 'apto 14',
        bairro: 'Centro',
        cidade: 'Ribeirão Preto',
        uf: 'SP',
        cep: '14010170',
      },
    },
    conjuge: { nome: 'Ricardo Lemos', tipo: 'casamento', regimeBens: 'separacao_convencional' },
    ascendentes: [
      { nome: 'Antônio Ventura', grau: 'pai' },
      { nome: 'Lourdes Ventura', grau: 'mae' },
    ],
    heranca: [{ beneficiario: 'Juliana Ventura Costa', percentual: 40, base: 'total' }],
    testamenteiros: [{ nome: 'Ricardo Lemos' }],
    desejos: {
      ativosDigitais: 'quero que minha conta do Facebook vire memorial',
      doacaoOrgaos: 'quero doar meus órgãos',
      mensagens: ['um recado pro Ricardo: obrigada por tudo'],
    },
    forma: 'particular',
    local: { cidade: 'Ribeirão Preto', uf: 'SP' },
    testemunhas: rosanaW,
  },
});

export const SOUTHEAST_SP = [vitor, osvaldo, reginaCelia, rosana];
