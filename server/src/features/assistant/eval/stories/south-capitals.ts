/** Stories from the capitals of the South: Porto Alegre, Curitiba, Florianópolis. */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const thiagoCpf = cpfFrom('731946258');
const ongCnpj = cnpjFrom('094567120001');
const thiagoW = [
  witness('Guilherme Fraga Pacheco', '842057369', '1994-03-03'),
  witness('Letícia Bauer Kunz', '953168470', '1996-06-16'),
  witness('Rodrigo Vargas Lemos', '164279581', '1992-12-12'),
];
export const thiago = story({
  id: 'thiago-rs-solteiro-pais-pet',
  who: {
    age: 29,
    region: 'Porto Alegre/RS',
    typing: 'gírias gaúchas (bah, tri), minúsculas',
    family: 'solteiro, sem filhos, pai e mãe vivos; ONG e gato',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: ['bah, sim, sou eu', 'sim'],
    nome: 'thiago becker schmitt',
    cpf: formatCpf(thiagoCpf),
    nascimento: '22/05/1997',
    naturalidade: 'novo hamburgo rs',
    nacionalidade: 'brasileiro',
    profissao: 'programador',
    endereco: [
      'rua da republica 540 ap 203 cidade baixa porto alegre rs 90050-320',
      'rua da republica, 540, ap 203, cidade baixa, porto alegre/rs, cep 90050-320',
    ],
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: [
      'sim, os dois: meu pai jorge luiz schmitt e minha mae sandra regina becker',
      'pai Jorge Luiz Schmitt e mãe Sandra Regina Becker',
    ],
    heranca: [
      `toda a parte disponivel pra ONG Patas Dadas, cnpj ${formatCnpj(ongCnpj)}`,
      `50% para a ONG Patas Dadas, CNPJ ${formatCnpj(ongCnpj)}`,
    ],
    legados: [
      'meu gato frederico fica com minha amiga camila rocha dutra',
      'o gato Frederico para Camila Rocha Dutra',
    ],
    testamenteiro: ['pula', 'pular'],
    desejos: 'quero ser cremado. sou doador de orgaos, tri importante',
    forma: 'particular',
    testemunhas: typeWitnesses(thiagoW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Thiago Becker Schmitt',
      cpf: thiagoCpf,
      dataNascimento: '1997-05-22',
      naturalidade: 'Novo Hamburgo/RS',
      nacionalidade: 'brasileiro',
      profissao: 'programador',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da República',
        numero: '540',
        complemento: 'apto 203',
        bairro: 'Cidade Baixa',
        cidade: 'Porto Alegre',
        uf: 'RS',
        cep: '90050320',
      },
    },
    ascendentes: [
      { nome: 'Jorge Luiz Schmitt', grau: 'pai' },
      { nome: 'Sandra Regina Becker', grau: 'mae' },
    ],
    heranca: [
      { beneficiario: 'ONG Patas Dadas', percentual: 100, base: 'disponivel', cnpj: ongCnpj },
    ],
    legados: [{ beneficiario: 'Camila Rocha Dutra', descricao: 'meu gato Frederico' }],
    testamenteiros: [],
    desejos: { funeral: 'quero ser cremado', doacaoOrgaos: 'sou doador de órgãos' },
    forma: 'particular',
    local: { cidade: 'Porto Alegre', uf: 'RS' },
    testemunhas: thiagoW,
  },
});

const claudioCpf = cpfFrom('842615390');
const claudioW = [
  witness('Marcelo Kowalski Filho', '953726401', '1975-05-05'),
  witness('Ivone Dalla Costa', '164837512', '1969-09-19'),
  witness('Sérgio Luiz Marcondes', '275948623', '1972-02-22'),
];
export const claudio = story({
  id: 'claudio-pr-recasado-separacao-total',
  who: {
    age: 58,
    region: 'Curitiba/PR',
    typing: 'correto, objetivo',
    family:
      'segundo casamento em separação total, 2 filhos do primeiro (adultos), 1 menor do segundo',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Cláudio Roberto Wiese',
    cpf: formatCpf(claudioCpf),
    nascimento: '07/07/1968',
    naturalidade: 'Ponta Grossa/PR',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro civil',
    endereco: 'Rua Mateus Leme, 1900, apto 62, São Francisco, Curitiba/PR, CEP 80530-010',
    estado_civil:
      'Casado pela segunda vez, com a Patrícia Lopes Wiese, em separação total de bens (fizemos pacto)',
    conjuge_nome: 'Patrícia Lopes Wiese',
    regime: 'Separação total, com pacto antenupcial',
    filhos: [
      'Bruno Wiese, 03/03/1994, e Camila Wiese Andrade, 19/10/1996, do primeiro casamento, e a Helena Lopes Wiese, 25/12/2014, com a Patrícia',
      'Bruno Wiese, 03/03/1994\nCamila Wiese Andrade, 19/10/1996\nHelena Lopes Wiese, 25/12/2014',
    ],
    filhos_menores: 'A Helena',
    heranca: [
      '20% da disponível para a Patrícia e o resto da disponível igual entre os três filhos',
      '10% para Patrícia Lopes Wiese, 13,33% para Bruno Wiese, 13,33% para Camila Wiese Andrade e 13,34% para Helena Lopes Wiese',
    ],
    tutor: ['Minha cunhada, Renata Lopes Martins', 'Renata Lopes Martins'],
    outro_genitor: 'Sim, a Patrícia',
    tutor_concorda: 'Sim, concorda',
    testamenteiro: 'Meu filho Bruno',
    forma: 'Particular',
    testemunhas: typeWitnesses(claudioW, 'br'),
  },
  covers: {
    naturalidade: ['nacionalidade'],
    estado_civil: ['conjuge_nome', 'regime'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Cláudio Roberto Wiese',
      cpf: claudioCpf,
      dataNascimento: '1968-07-07',
      naturalidade: 'Ponta Grossa/PR',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro civil',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Mateus Leme',
        numero: '1900',
        complemento: 'apto 62',
        bairro: 'São Francisco',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80530010',
      },
    },
    conjuge: {
      nome: 'Patrícia Lopes Wiese',
      tipo: 'casamento',
      regimeBens: 'separacao_convencional',
    },
    filhos: [
      { nome: 'Bruno Wiese', dataNascimento: '1994-03-03', menor: false },
      { nome: 'Camila Wiese Andrade', dataNascimento: '1996-10-19', menor: false },
      { nome: 'Helena Lopes Wiese', dataNascimento: '2014-12-25', menor: true },
    ],
    heranca: [
      { beneficiario: 'Patrícia Lopes Wiese', percentual: 20, base: 'disponivel' },
      { beneficiario: 'Bruno Wiese', percentual: 80 / 3, base: 'disponivel' },
      { beneficiario: 'Camila Wiese Andrade', percentual: 80 / 3, base: 'disponivel' },
      { beneficiario: 'Helena Lopes Wiese', percentual: 80 / 3, base: 'disponivel' },
    ],
    tutela: {
      tutores: ['Renata Lopes Martins'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [{ nome: 'Bruno Wiese' }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: claudioW,
  },
});

const sandraCpf = cpfFrom('953407162');
const sandraW = [
  witness('Patrícia Zimmermann Souza', '164518273', '1980-08-08'),
  witness('Rogério Vieira Schutz', '275629384', '1977-07-17'),
  witness('Marina Coelho Bittencourt', '386730495', '1985-05-25'),
];
export const sandra = story({
  id: 'sandra-sc-divorciada-apartamento-clausula',
  who: {
    age: 45,
    region: 'Florianópolis/SC',
    typing: 'advogada, termos técnicos',
    family: 'divorciada, 2 filhos adultos, apartamento para a filha com incomunicabilidade',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Sandra Regina Koerich',
    cpf: formatCpf(sandraCpf),
    nascimento: '11/11/1981',
    naturalidade: 'Florianópolis/SC',
    nacionalidade: 'brasileira',
    profissao: 'advogada',
    endereco: 'Rua Bocaiúva, 2125, apto 801, Centro, Florianópolis/SC, CEP 88015-530',
    estado_civil: 'Divorciada',
    filhos: 'Carolina Koerich Duarte, 04/04/2001\nEduardo Koerich Duarte, 09/09/2004',
    filhos_menores: 'Nenhum',
    heranca: 'Nenhum',
    legados: [
      'O apartamento da praia em Bombinhas fica para a Carolina',
      'Apartamento da praia em Bombinhas para Carolina Koerich Duarte',
    ],
    legados_valor: 'O apartamento vale uns 700 mil; tudo o que tenho, uns 1,5 milhão.',
    substitutos: 'Se a Carolina faltar, fica para o Eduardo',
    clausulas: 'Sim, incomunicabilidade, para não ir para o marido dela',
    clausulas_duracao: 'Por toda a vida dela',
    clausulas_alcance: 'Só na parte disponível',
    testamenteiro: 'Eduardo Koerich Duarte',
    forma: 'Particular',
    testemunhas: typeWitnesses(sandraW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Sandra Regina Koerich',
      cpf: sandraCpf,
      dataNascimento: '1981-11-11',
      naturalidade: 'Florianópolis/SC',
      nacionalidade: 'brasileira',
      profissao: 'advogada',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Bocaiúva',
        numero: '2125',
        complemento: 'apto 801',
        bairro: 'Centro',
        cidade: 'Florianópolis',
        uf: 'SC',
        cep: '88015530',
      },
    },
    filhos: [
      { nome: 'Carolina Koerich Duarte', dataNascimento: '2001-04-04', menor: false },
      { nome: 'Eduardo Koerich Duarte', dataNascimento: '2004-09-09', menor: false },
    ],
    legados: [
      {
        beneficiario: 'Carolina Koerich Duarte',
        descricao: 'apartamento da praia em Bombinhas',
        substituto: 'Eduardo Koerich Duarte',
      },
    ],
    clausulas: { tipos: ['incomunicabilidade'], alcance: 'disponivel' },
    testamenteiros: [{ nome: 'Eduardo Koerich Duarte' }],
    forma: 'particular',
    local: { cidade: 'Florianópolis', uf: 'SC' },
    testemunhas: sandraW,
  },
});

export const SOUTH_CAPITALS = [thiago, claudio, sandra];
