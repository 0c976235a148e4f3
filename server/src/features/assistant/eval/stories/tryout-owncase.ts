/**
 * New people who ask about their own case as they go ("e se ela morrer antes de mim vai pra
 * quem?", "posso colocar pra ninguém poder vender o que ela receber?", "com isso o Anderson fica
 * sem nada mesmo?", "meu enteado recebe alguma coisa?") and type their wishes in one run-on
 * message ("quero ser cremada e doar meus órgãos tb").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const cidaCpf = cpfFrom('613824075');
const cidaW = [
  witness('Rogério Tavares Leme', '724935186', '1961-03-09'),
  witness('Sueli Aparecida Rossi', '835046297', '1969-11-23'),
  witness('Valdir Antunes Bueno', '946157308', '1958-06-14'),
];
export const cida = story({
  id: 'cida-sp-divorciada-pergunta-tudo',
  who: {
    age: 63,
    region: 'Campinas/SP',
    typing: 'minúsculas, sem acento, pergunta no meio das respostas',
    family: 'divorciada, 2 filhos adultos; a parte disponível para a filha',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'maria aparecida alves',
    cpf: formatCpf(cidaCpf),
    nascimento: '02/04/1963',
    naturalidade: 'campinas sp',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua barao de jaguara, 1200, apto 51, centro, campinas/sp, cep 13015-002',
    estado_civil: 'divorciada',
    filhos: 'bruno henrique alves 15/07/1986\ncamila alves rocha 30/01/1990',
    pais: 'nao, ja faleceram',
    heranca: 'a parte disponivel toda pra camila',
    substitutos: ['e se ela morrer antes de mim vai pra quem?', 'nao'],
    clausulas: ['posso colocar pra ninguem poder vender o que ela receber?', 'nao'],
    testamenteiro: 'minha filha camila',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(cidaW, 'plain'),
    revisao: ['meu filho fica sem nada?', 'e se eu casar de novo?', 'posso mudar depois?', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'e se ela morrer antes de mim vai pra quem?',
      expect: /Camila falecer antes[\s\S]*Bruno[\s\S]*substituto/,
      why: 'without a substitute Camila’s share goes back to the heirs (Bruno); offer a substitute',
    },
    {
      say: 'posso colocar pra ninguem poder vender o que ela receber?',
      expect: /inalienabilidade[\s\S]*legítima dela, 1\/4 \(25%\)[\s\S]*justa causa[\s\S]*1\.848/,
      why: 'inalienability: free on the disponível, justa causa on her legítima',
    },
    {
      say: 'meu filho fica sem nada?',
      expect: /Bruno tem direito a 1\/4 \(25%\)/,
      why: 'Bruno keeps 25%',
    },
    {
      say: 'e se eu casar de novo?',
      expect: /novo cônjuge, 1\/6; o Bruno, 1\/6; a Camila, 1\/6/,
      why: 'a new spouse enters the legítima, with her numbers',
    },
    { say: 'posso mudar depois?', expect: /nova versão/, why: 'how to change it later here' },
  ],
  facts: {
    testador: {
      nome: 'Maria Aparecida Alves',
      cpf: cidaCpf,
      dataNascimento: '1963-04-02',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Barão de Jaguara',
        numero: '1200',
        complemento: 'apto 51',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13015002',
      },
    },
    filhos: [
      { nome: 'Bruno Henrique Alves', dataNascimento: '1986-07-15', menor: false },
      { nome: 'Camila Alves Rocha', dataNascimento: '1990-01-30', menor: false },
    ],
    heranca: [{ beneficiario: 'Camila Alves Rocha', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Camila Alves Rocha' }],
    forma: 'particular',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: cidaW,
  },
});

const joaquimCpf = cpfFrom('157268394');
const joaquimW = [
  witness('Divino Pereira Santos', '268379405', '1963-08-18'),
  witness('Marlene Costa Borges', '379480516', '1970-12-01'),
  witness('Edson Rodrigues Lemos', '480591627', '1966-04-27'),
];
export const joaquim = story({
  id: 'joaquim-go-deserda-e-pergunta',
  who: {
    age: 66,
    region: 'Goiânia/GO',
    typing: 'frases curtas, pergunta na revisão',
    family: 'casado em comunhão parcial, 2 filhos; deserda o filho que o agrediu',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'Joaquim Ferreira Lima',
    cpf: formatCpf(joaquimCpf),
    nascimento: '10/02/1960',
    naturalidade: 'Anápolis/GO',
    nacionalidade: 'brasileiro',
    profissao: 'motorista aposentado',
    endereco: 'Rua 10, 250, Setor Oeste, Goiânia/GO, CEP 74120-020',
    estado_civil: 'casado com a Lúcia Maria Ferreira',
    conjuge_nome: 'Lúcia Maria Ferreira',
    regime: 'comunhão parcial',
    casamento_data: '1985',
    bens_particulares: 'sim, tenho um lote que era do meu pai',
    filhos: 'Anderson Ferreira Lima, 12/03/1987\nPatrícia Ferreira Lima, 05/09/1990',
    pais: 'não, já faleceram',
    heranca: 'nenhum, pode seguir a lei',
    testamenteiro: 'minha esposa',
    testamenteiro_premio: 'não',
    desejos:
      'quero deserdar meu filho Anderson, ele me bateu em maio de 2022 e quebrou meu braço, tem boletim de ocorrência',
    deserdacao_causa: '1',
    deserdacao_fatos:
      'Ele me bateu em maio de 2022 e quebrou meu braço; há boletim de ocorrência na delegacia.',
    forma: 'particular',
    testemunhas: typeWitnesses(joaquimW, 'br'),
    revisao: [
      'Com isso o Anderson fica sem nada mesmo?',
      'e minha esposa?',
      'quem fica com a casa?',
      'preciso de advogado?',
      'sim',
    ],
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['conjuge_nome'] },
  replyChecks: [
    {
      say: 'Com isso o Anderson fica sem nada mesmo?',
      expect: /^(?![\s\S]*não faz deserdação)[\s\S]*deserda o Anderson[\s\S]*art\. 1\.965/,
      why: 'the will disinherits Anderson: excluded if the cause is proven (1.965), never contradicted',
    },
    {
      say: 'e minha esposa?',
      expect: /Lúcia tem direito a 1\/6/,
      why: 'the wife’s part of the legítima',
    },
    {
      say: 'quem fica com a casa?',
      expect: /art\. 1\.831/,
      why: 'the house goes with the rest; the wife may keep living there',
    },
    {
      say: 'preciso de advogado?',
      expect: /deserdação do Anderson/,
      why: 'not required; the disinheritance is worth a lawyer',
    },
  ],
  facts: {
    testador: {
      nome: 'Joaquim Ferreira Lima',
      cpf: joaquimCpf,
      dataNascimento: '1960-02-10',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileiro',
      profissao: 'motorista aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 10',
        numero: '250',
        bairro: 'Setor Oeste',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74120020',
      },
    },
    conjuge: { nome: 'Lúcia Maria Ferreira', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Anderson Ferreira Lima', dataNascimento: '1987-03-12', menor: false },
      { nome: 'Patrícia Ferreira Lima', dataNascimento: '1990-09-05', menor: false },
    ],
    heranca: [],
    testamenteiros: [{ nome: 'Lúcia Maria Ferreira' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: joaquimW,
  },
});

const rosangelaCpf = cpfFrom('591602738');
const rosangelaW = [
  witness('Antônia Maria Feitosa', '602713849', '1965-05-05'),
  witness('Francisco José Aragão', '713824950', '1960-10-10'),
  witness('Luciana Pinheiro Matos', '824935061', '1978-02-22'),
];
export const rosangela = story({
  id: 'rosangela-ce-desejos-numa-frase',
  who: {
    age: 54,
    region: 'Fortaleza/CE',
    typing: 'rápida, "tb", "kkk", tudo numa frase',
    family: 'solteira, sem filhos, mãe viva; a parte disponível para a irmã',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'rosangela souza castro',
    cpf: formatCpf(rosangelaCpf),
    nascimento: '18/06/1972',
    naturalidade: 'fortaleza ce',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'rua tiburcio cavalcante, 500, apto 302, meireles, fortaleza/ce, cep 60125-100',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'minha mae francisca souza castro é viva, meu pai ja faleceu',
    heranca: [
      'posso deixar tudo pra minha irma?',
      'a parte disponivel toda pra minha irma fernanda souza castro',
    ],
    testamenteiro: 'minha irma fernanda',
    testamenteiro_premio: 'nao',
    desejos:
      'quero ser cremada e doar meus orgaos tb\nah e quero uma missa de setimo dia na igreja de fatima e minha irma cuida do meu papagaio loro kkk',
    forma: 'particular',
    testemunhas: typeWitnesses(rosangelaW, 'plain'),
    revisao: ['posso vender meu apartamento depois?', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'posso deixar tudo pra minha irma?',
      expect: /Francisca[\s\S]*1\/2/,
      why: 'her mother keeps her legítima: half at most for the sister',
    },
    {
      say: 'posso vender meu apartamento depois?',
      expect: /só produz efeito depois da sua morte/,
      why: 'the will does not stop her from selling',
    },
  ],
  facts: {
    testador: {
      nome: 'Rosângela Souza Castro',
      cpf: rosangelaCpf,
      dataNascimento: '1972-06-18',
      naturalidade: 'Fortaleza/CE',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Tibúrcio Cavalcante',
        numero: '500',
        complemento: 'apto 302',
        bairro: 'Meireles',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60125100',
      },
    },
    ascendentes: [{ nome: 'Francisca Souza Castro', grau: 'mae' }],
    heranca: [{ beneficiario: 'Fernanda Souza Castro', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Fernanda Souza Castro' }],
    desejos: {
      funeral: 'Quero ser cremada. Quero uma missa de sétimo dia na igreja de Fátima.',
      doacaoOrgaos: 'Quero doar meus órgãos.',
      animais: 'Minha irmã cuida do meu papagaio loro.',
    },
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: rosangelaW,
  },
});

const valterCpf = cpfFrom('246813579');
const valterW = [
  witness('Osmar Kowalski Neto', '357924680', '1962-07-07'),
  witness('Ingrid Schmidt Prado', '468035791', '1975-03-03'),
  witness('Reinaldo Fagundes Lima', '579146802', '1968-09-09'),
];
export const valter = story({
  id: 'valter-pr-enteado-e-substituto',
  who: {
    age: 59,
    region: 'Curitiba/PR',
    typing: 'direto, pergunta do enteado',
    family: 'casado em separação convencional, 1 filha; quer deixar algo ao enteado',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'Valter Luiz Moreira',
    cpf: formatCpf(valterCpf),
    nascimento: '21/01/1967',
    naturalidade: 'Ponta Grossa/PR',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro',
    endereco: 'Rua XV de Novembro, 1500, apto 801, Centro, Curitiba/PR, CEP 80060-000',
    estado_civil: 'casado com a Sônia Regina Moreira',
    conjuge_nome: 'Sônia Regina Moreira',
    regime: 'separação total, fizemos pacto',
    casamento_data: '2012',
    filhos: 'Isabela Moreira, 14/04/1995',
    pais: 'não',
    heranca: [
      'o filho da minha esposa recebe alguma coisa?',
      '25% para meu enteado Lucas Almeida Prado',
    ],
    substitutos: ['e se ele morrer antes de mim?', 'no lugar do Lucas, a Isabela'],
    testamenteiro: 'minha esposa',
    testamenteiro_premio: 'não',
    forma: 'particular',
    testemunhas: typeWitnesses(valterW, 'br'),
    revisao: ['e se a sonia morrer antes de mim?', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['conjuge_nome'] },
  replyChecks: [
    {
      say: 'o filho da minha esposa recebe alguma coisa?',
      expect: /não herda de você[\s\S]*parte disponível \(1\/2/,
      why: 'a stepson is not his heir: the disponível only',
    },
    {
      say: 'e se ele morrer antes de mim?',
      expect: /Lucas falecer antes[\s\S]*sem substituto[\s\S]*É a pergunta de agora/,
      why: 'Lucas’s share goes back to the heirs unless a substitute is named now',
    },
    {
      say: 'e se a sonia morrer antes de mim?',
      expect: /Sônia falecer antes[\s\S]*Isabela, 3\/4/,
      why: 'Sônia’s legítima goes to the other heirs: the numbers without her',
    },
  ],
  facts: {
    testador: {
      nome: 'Valter Luiz Moreira',
      cpf: valterCpf,
      dataNascimento: '1967-01-21',
      naturalidade: 'Ponta Grossa/PR',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua XV de Novembro',
        numero: '1500',
        complemento: 'apto 801',
        bairro: 'Centro',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80060000',
      },
    },
    conjuge: {
      nome: 'Sônia Regina Moreira',
      tipo: 'casamento',
      regimeBens: 'separacao_convencional',
    },
    filhos: [{ nome: 'Isabela Moreira', dataNascimento: '1995-04-14', menor: false }],
    heranca: [
      {
        beneficiario: 'Lucas Almeida Prado',
        percentual: 25,
        base: 'total',
        substituto: 'Isabela Moreira',
      },
    ],
    testamenteiros: [{ nome: 'Sônia Regina Moreira' }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: valterW,
  },
});

const zeCpf = cpfFrom('682357914');
const zeW = [
  witness('Severino Alves Pontes', '793468025', '1964-04-04'),
  witness('Graça Maria Tenório', '804579136', '1971-07-07'),
  witness('Cícero Batista Leal', '915680247', '1967-01-15'),
];
export const ze = story({
  id: 'ze-carlos-pe-desejos-e-pergunta',
  who: {
    age: 58,
    region: 'Caruaru/PE',
    typing: 'tudo junto, pergunta no meio dos desejos',
    family: 'viúvo, 3 filhos adultos; segue a lei',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'jose carlos bezerra',
    cpf: formatCpf(zeCpf),
    nascimento: '09/09/1968',
    naturalidade: 'caruaru pe',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante',
    endereco: 'rua vigário freire, 300, centro, caruaru/pe, cep 55002-000',
    estado_civil: 'viuvo',
    filhos:
      'mariana bezerra lins 10/05/1990\nrafael bezerra lins 22/11/1993\ntiago bezerra lins 03/03/1996',
    pais: 'nao, ja faleceram',
    heranca: 'nenhum, pode seguir a lei',
    testamenteiro: 'minha filha mariana',
    testamenteiro_premio: 'nao',
    desejos:
      'quero ser enterrado no cemiterio de caruaru e doar as corneas tb, e meu cachorro thor fica com quem cuidar dele kkk. meus filhos herdam igual?',
    forma: 'particular',
    testemunhas: typeWitnesses(zeW, 'br'),
    revisao: ['e se o rafael morrer antes de mim?', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'quero ser enterrado no cemiterio de caruaru e doar as corneas tb, e meu cachorro thor fica com quem cuidar dele kkk. meus filhos herdam igual?',
      expect:
        /Pela lei, a legítima é dividida assim: a Mariana com 1\/6, o Rafael com 1\/6 e o Tiago com 1\/6/,
      why: 'a question among the wishes gets its answer with the children’s parts',
    },
    {
      say: 'e se o rafael morrer antes de mim?',
      expect: /Rafael falecer antes[\s\S]*filhos dele[\s\S]*a Mariana, 1\/2; o Tiago, 1\/2/,
      why: 'a child who dies first is represented by his children; else the others take it',
    },
  ],
  facts: {
    testador: {
      nome: 'José Carlos Bezerra',
      cpf: zeCpf,
      dataNascimento: '1968-09-09',
      naturalidade: 'Caruaru/PE',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Vigário Freire',
        numero: '300',
        bairro: 'Centro',
        cidade: 'Caruaru',
        uf: 'PE',
        cep: '55002000',
      },
    },
    filhos: [
      { nome: 'Mariana Bezerra Lins', dataNascimento: '1990-05-10', menor: false },
      { nome: 'Rafael Bezerra Lins', dataNascimento: '1993-11-22', menor: false },
      { nome: 'Tiago Bezerra Lins', dataNascimento: '1996-03-03', menor: false },
    ],
    heranca: [],
    testamenteiros: [{ nome: 'Mariana Bezerra Lins' }],
    desejos: {
      funeral: 'Quero ser enterrado no cemitério de Caruaru.',
      doacaoOrgaos: 'Quero doar as córneas.',
      animais: 'Meu cachorro thor fica com quem cuidar dele.',
    },
    forma: 'particular',
    local: { cidade: 'Caruaru', uf: 'PE' },
    testemunhas: zeW,
  },
});

export const TRYOUT_OWNCASE = [cida, joaquim, rosangela, valter, ze];
