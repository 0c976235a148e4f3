/**
 * Held-out set 4b: five new people, written before any run and never tuned on. A grandmother in
 * Salvador with an adopted daughter and a pact of separação total; a man in Goiânia in his second
 * marriage who abbreviates everything; a single mother in Belém naming her sister and brother as
 * tutors; a widower in Curitiba who answers "isso", "ok"; and an 88-year-old in Fortaleza, typed by
 * her grandson, separated de fato for 15 years and unable to sign.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { quiet, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

const gracaCpf = cpfFrom('482615937');
const gracaW = [
  witness('Jailson Conceição Ramos', '593726148', '1972-05-19'),
  witness('Rosângela Pereira Dantas', '604837259', '1978-09-02'),
  witness('Ubiratan Souza Lemos', '715948360', '1969-12-11'),
];
const graca = story({
  id: 'set4b-graca-ba-separacao-total-filha-adotiva',
  who: {
    age: 67,
    region: 'Salvador/BA',
    typing:
      'mensagens longas e corridas, mistura vários fatos numa frase, corrige a profissão depois',
    family:
      'casada com pacto de separação total; 2 filhos biológicos e 1 filha adotiva; casa de praia para a adotiva; filho mais velho testamenteiro com prêmio',
  },
  today: '2026-11-25',
  opening:
    'boa tarde, me chamo maria das gracas santos oliveira, tenho 67 anos e nasci aqui em salvador mesmo, sou casada com antonio carlos oliveira faz mais de 40 anos e a gente fez pacto antenupcial de separacao total de bens, tenho 3 filhos, o rafael, o gustavo e a luana que eu adotei pequenininha, e quero deixar a casa da praia pra ela pq os meninos ja tem as coisas deles',
  answers: {
    ...quiet('plain'),
    proprio: 'sim, sou eu mesma, ninguem ta me obrigando a nada',
    nome: 'maria das gracas santos oliveira',
    cpf: `o meu é ${formatCpf(gracaCpf)}`,
    nascimento: '14 de agosto de 59',
    naturalidade: 'salvador bahia',
    nacionalidade: 'brasileira',
    sexo: 'feminino',
    profissao: 'professora',
    endereco:
      'moro na rua almirante barroso 210 rio vermelho salvador cep 41950-350, ah e na profissao pode colocar professora aposentada que eu ja me aposentei faz uns anos',
    estado_civil: 'casada',
    conjuge_nome: 'antonio carlos oliveira',
    regime: 'separacao total, fizemos o pacto no cartorio antes de casar',
    casamento_data: 'casamos em 12 de janeiro de 1983',
    bens_particulares: 'tudo que ta no meu nome é so meu, a gente é separação total',
    filhos:
      'rafael santos oliveira nasceu 20/02/1985, gustavo santos oliveira 03/07/1988 e a luana santos oliveira 12/11/1994, a luana é adotada mas é minha filha igual os outros, peguei ela com 3 aninhos',
    filhos_menores: 'nenhum, ja sao todos adultos e o rafael ja ate me deu neto',
    pais: 'meus pais ja se foram, minha mae em 2010 e meu pai bem antes',
    heranca:
      'nao, so aquilo que falei da casa da praia pra luana, o resto pode seguir a lei normal entre eles',
    legados: ['a casa da praia em itapua pra minha filha luana', 'santos oliveira'],
    legados_valor:
      'a casa vale uns quatrocentos mil, e tudo que eu tenho junto deve dar uns dois milhoes',
    legados_comum: 'nao, a casa é so minha, comprei com meu dinheiro, somos separacao total',
    testamenteiro:
      'meu filho mais velho, o rafael, e quero que ele ganhe dois por cento pelo trabalho que vai ter, ele merece',
    testamenteiro_premio:
      'quero sim, pode dar dois por cento pra ele pelo trabalho que vai ter, ele merece',
    forma: 'particular',
    testemunhas: typeWitnesses(gracaW, 'words'),
    local: 'sim, aqui em salvador',
    revisao: 'sim, ta tudo certo',
  },
  covers: {
    opening: ['nome', 'naturalidade', 'nacionalidade', 'estado_civil', 'conjuge_nome', 'regime'],
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  correctedLater: ['profissao'],
  facts: {
    testador: {
      nome: 'Maria das Graças Santos Oliveira',
      cpf: gracaCpf,
      dataNascimento: '1959-08-14',
      naturalidade: 'Salvador/BA',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Almirante Barroso',
        numero: '210',
        bairro: 'Rio Vermelho',
        cidade: 'Salvador',
        uf: 'BA',
        cep: '41950350',
      },
    },
    conjuge: {
      nome: 'Antônio Carlos Oliveira',
      tipo: 'casamento',
      regimeBens: 'separacao_convencional',
    },
    filhos: [
      { nome: 'Rafael Santos Oliveira', dataNascimento: '1985-02-20', menor: false },
      { nome: 'Gustavo Santos Oliveira', dataNascimento: '1988-07-03', menor: false },
      { nome: 'Luana Santos Oliveira', dataNascimento: '1994-11-12', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Luana Santos Oliveira', descricao: 'casa de praia' }],
    testamenteiros: [{ nome: 'Rafael Santos Oliveira', premioPercentual: 2 }],
    forma: 'particular',
    local: { cidade: 'Salvador', uf: 'BA' },
    testemunhas: gracaW,
  },
});

const wesleyCpf = cpfFrom('826059471');
const wesleyW = [
  witness('Cleiton Rodrigues Faria', '937160582', '1980-01-25'),
  witness('Valéria Cristina Moura', '148271693', '1983-06-30'),
  witness('Adilson Pires Nogueira', '259382704', '1976-10-08'),
];
const wesley = story({
  id: 'set4b-wesley-go-segundo-casamento-hilux',
  who: {
    age: 51,
    region: 'Goiânia/GO',
    typing: 'abrevia muito (vc, q, n, td, msm, ju), sem acento, corrige a data do filho depois',
    family:
      'segundo casamento em comunhão parcial (divorciado da primeira em 2005); filho adulto do 1º casamento e filho de 8 anos com a esposa atual; a Hilux para o mais velho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    proprio: 'sim',
    nome: 'wesley ricardo mendes',
    cpf: wesleyCpf,
    nascimento: '14/02/75',
    naturalidade: 'trindade go',
    nacionalidade: 'brasileiro',
    sexo: 'masc',
    profissao: 'representante comercial',
    endereco: 'r. t-63 n 1450 ap 804 st bueno goiania 74230-100',
    estado_civil: 'casado, é meu 2o casamento, me divorciei da primeira em 2005',
    conjuge_nome: 'juliana ferreira prado',
    regime: 'comunhao parcial',
    casamento_data: 'casamos em 2016',
    bens_particulares:
      'tenho sim, um lote em trindade q herdei do meu pai. ah e a data do pedro eu errei, é 10/03/2018',
    filhos:
      'lucas henrique mendes 12/06/99 (do 1o casamento) e pedro prado mendes 10/03/2017 q é meu com a ju',
    filhos_menores: 'so o pedro q tem 8',
    pais: 'n, ja faleceram',
    heranca: [
      'minha esposa herda junto com os filhos?',
      'n, so quero deixar minha caminhonete hilux pro lucas msm',
      'nenhum',
    ],
    legados: 'a hilux pro lucas',
    legados_valor: [
      'a hilux uns 220 mil, td q eu tenho uns 1,2 mi',
      'é a msm hilux, so tenho uma, uns 220 mil',
      'nao sei',
    ],
    legados_comum: [
      'comprei ela em 2021 ja casado, entao é do casal ne',
      'sim, é do casal',
      'todos',
    ],
    tutor: ['meu irmao robson luiz mendes, se eu e a ju faltar', 'meu irmao robson luiz mendes'],
    outro_genitor: 'sim, a juliana',
    tutor_concorda: 'sim',
    testamenteiro: 'a ju msm, juliana',
    testamenteiro_premio: 'n',
    forma: 'particular',
    testemunhas: typeWitnesses(wesleyW, 'one-line'),
    revisao: 'sim',
  },
  covers: {
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: 'minha esposa herda junto com os filhos?',
      expect: /Juliana[\s\S]*(1\/6|herdeira necessária)/,
      why: 'yes: with bens particulares the wife concurs with the children (1.829 I), 1/6 of the estate in the legítima',
    },
  ],
  facts: {
    testador: {
      nome: 'Wesley Ricardo Mendes',
      cpf: wesleyCpf,
      dataNascimento: '1975-02-14',
      naturalidade: 'Trindade/GO',
      nacionalidade: 'brasileiro',
      profissao: 'representante comercial',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua T-63',
        numero: '1450',
        complemento: 'apto 804',
        bairro: 'Setor Bueno',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74230100',
      },
    },
    conjuge: {
      nome: 'Juliana Ferreira Prado',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Lucas Henrique Mendes', dataNascimento: '1999-06-12', menor: false },
      { nome: 'Pedro Prado Mendes', dataNascimento: '2018-03-10', menor: true },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Lucas Henrique Mendes', descricao: 'caminhonete Hilux' }],
    tutela: { tutores: ['Robson Luiz Mendes'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Juliana Ferreira Prado' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: wesleyW,
  },
});

const danieleCpf = cpfFrom('360493815');
const danieleW = [
  witness('Josiane Barbosa Quaresma', '471504926', '1985-04-14'),
  witness('Raimundo Nonato Farias', '582615037', '1971-08-27'),
  witness('Keila Cristina Pantoja', '693726140', '1990-02-05'),
];
const daniele = story({
  id: 'set4b-daniele-pa-mae-solo-tutora-irma',
  who: {
    age: 39,
    region: 'Belém/PA',
    typing: 'emotiva, conta a doença e o pai das crianças que morreu, frases com vírgula',
    family:
      'solteira, mãe de dois filhos menores; o pai deles faleceu em 2021; a irmã tutora (aceitou) e o irmão como segunda opção',
  },
  today: '2026-11-25',
  opening:
    'oi, quero fazer meu testamento pq descobri um cancer esse ano e tenho muito medo de deixar meus filhos desamparados, sou mae solo de dois, o pai deles faleceu em 2021, acidente. quero deixar minha irma como tutora deles',
  answers: {
    ...quiet('plain'),
    proprio: 'sim, sou eu',
    nome: 'daniele sousa moraes',
    cpf: formatCpf(danieleCpf),
    nascimento: '15-7-87',
    naturalidade: 'belem mesmo',
    nacionalidade: 'brasileira',
    sexo: 'feminino',
    profissao: 'tecnica de enfermagem',
    endereco: 'trav. mauriti, 1520, apto 302, pedreira, belem/pa, 66083-000',
    estado_civil: 'solteira, nunca casei',
    filhos: 'arthur sousa cardoso, 03/05/2014\nlara sousa cardoso, 21/10/2018',
    filhos_menores: 'os dois, o arthur tem 12 e a lara 8',
    pais: 'nao, perdi os dois',
    heranca:
      'nao, quero que fique tudo pros meus dois filhos, meio a meio como é a lei, eles sao tudo que eu tenho',
    tutor: [
      'minha irma, tatiane sousa moraes, ela ja aceitou. se ela nao puder por algum motivo, meu irmao marcelo sousa moraes',
      'minha irma tatiane sousa moraes e depois meu irmao marcelo sousa moraes',
    ],
    outro_genitor: 'nao, como falei o pai deles faleceu em 2021',
    tutor_concorda: 'sim, ela aceitou, a gente conversou semana passada e ela chorou comigo',
    testamenteiro: 'minha irma tatiane tb',
    testamenteiro_premio: 'nao precisa',
    desejos:
      'quero deixar uma mensagem pros meus filhos: a mamae ama muito voces, estudem e cuidem um do outro',
    forma: 'particular',
    testemunhas: typeWitnesses(danieleW, 'br'),
    revisao: 'sim',
  },
  covers: {
    opening: ['outro_genitor'],
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Daniele Sousa Moraes',
      cpf: danieleCpf,
      dataNascimento: '1987-07-15',
      naturalidade: 'Belém/PA',
      nacionalidade: 'brasileira',
      profissao: 'técnica de enfermagem',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Travessa Mauriti',
        numero: '1520',
        complemento: 'apto 302',
        bairro: 'Pedreira',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66083000',
      },
    },
    filhos: [
      { nome: 'Arthur Sousa Cardoso', dataNascimento: '2014-05-03', menor: true },
      { nome: 'Lara Sousa Cardoso', dataNascimento: '2018-10-21', menor: true },
    ],
    heranca: [],
    tutela: {
      tutores: ['Tatiane Sousa Moraes', 'Marcelo Sousa Moraes'],
      outroGenitorVivo: false,
    },
    testamenteiros: [{ nome: 'Tatiane Sousa Moraes' }],
    desejos: { mensagens: ['a mamãe ama muito vocês, estudem e cuidem um do outro'] },
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: danieleW,
  },
});

const edsonCpf = cpfFrom('704128593');
const edsonW = [
  witness('Ademir Wosniak Prestes', '815239604', '1962-07-21'),
  witness('Lurdes Marcondes Taques', '926340715', '1966-03-17'),
  witness('Osmar Zanlorenzi Pacheco', '137451826', '1974-11-29'),
];
const edson = story({
  id: 'set4b-edson-pr-viuvo-sobrinhos',
  who: {
    age: 70,
    region: 'Curitiba/PR',
    typing: 'respostas curtas, às vezes só "isso", "pode ser", "ok"',
    family:
      'viúvo, sem filhos, pais falecidos; tudo aos sobrinhos em partes iguais, um substituto do outro; o carro ao vizinho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    proprio: 'isso',
    nome: 'edson luiz kowalski',
    cpf: edsonCpf,
    nascimento: '18/04/1956',
    naturalidade: 'curitiba',
    nacionalidade: 'brasileiro',
    sexo: 'masculino',
    profissao: 'engenheiro aposentado',
    endereco: 'rua mateus leme 2200 ap 41 sao francisco curitiba 80530-010',
    capacidade: 'nenhuma',
    estado_civil: 'viuvo',
    filhos: 'nao tenho',
    pais: 'falecidos',
    avos: 'nao',
    heranca:
      'metade pro meu sobrinho felipe kowalski andrade e metade pra sobrinha mariana kowalski ribas',
    legados: [
      'meu carro pro sergio, vizinho. sergio luiz batista',
      'meu carro pro sergio luiz batista',
    ],
    legados_valor: 'uns 60 mil',
    legados_comum: 'nao',
    substitutos: 'um no lugar do outro',
    testamenteiro: 'o felipe',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'pode ser',
    forma: 'particular',
    testemunhas: typeWitnesses(edsonW, 'plain'),
    local: 'isso',
    revisao: 'ok',
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Edson Luiz Kowalski',
      cpf: edsonCpf,
      dataNascimento: '1956-04-18',
      naturalidade: 'Curitiba/PR',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Mateus Leme',
        numero: '2200',
        complemento: 'apto 41',
        bairro: 'São Francisco',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80530010',
      },
    },
    heranca: [
      {
        beneficiario: 'Felipe Kowalski Andrade',
        percentual: 50,
        base: 'total',
        substituto: 'Mariana Kowalski Ribas',
      },
      {
        beneficiario: 'Mariana Kowalski Ribas',
        percentual: 50,
        base: 'total',
        substituto: 'Felipe Kowalski Andrade',
      },
    ],
    legados: [{ beneficiario: 'Sérgio Luiz Batista', descricao: 'meu carro' }],
    testamenteiros: [{ nome: 'Felipe Kowalski Andrade', posseBens: true }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: edsonW,
  },
});

const raimundaCpf = cpfFrom('248357169');
const raimundaW = [
  witness('Francisco Erivaldo Maia', '359468270', '1970-09-09'),
  witness('Socorro Helena Brasil', '460579381', '1968-02-24'),
];
const raimunda = story({
  id: 'set4b-raimunda-ce-neto-digita-separada-de-fato',
  who: {
    age: 88,
    region: 'Fortaleza/CE',
    typing:
      'o neto digita: "minha vó disse que…", fala dela na terceira pessoa ("ela", "a vó"), sem acento',
    family:
      'casada em comunhão parcial, separada de fato há 15 anos do marido vivo; 3 filhos adultos; a parte disponível para a filha mais nova que cuida dela; não assina mais (tremor), mas lê',
  },
  today: '2026-11-25',
  opening:
    'oi, sou neto dela, vou digitar pra minha vó pq ela nao consegue mais digitar nem assinar, a mao dela treme muito, mas ela le tudo direitinho. minha vó disse que quer fazer o testamento dela',
  answers: {
    ...quiet('plain'),
    proprio:
      'sim, o testamento é dela, ela que ta decidindo tudo, eu so to digitando o que ela fala',
    nome: 'raimunda alves bezerra',
    cpf: `o cpf da vó é ${formatCpf(raimundaCpf)}`,
    nascimento: 'ela nasceu em 2 de junho de 1938',
    naturalidade: 'a vó é de quixada',
    nacionalidade: 'brasileira',
    sexo: 'feminino',
    profissao: 'ela é costureira aposentada',
    endereco:
      'ela mora com a tia fatima na rua padre valdevino 1820 casa 2, aldeota, fortaleza ce, cep 60135-041',
    capacidade: 'ela nao consegue assinar, a mao treme, mas le sim e enxerga',
    estado_civil:
      'ela é casada no papel ainda com meu vô, mas eles tao separados faz 15 anos, cada um mora num canto',
    conjuge_nome: 'francisco de assis bezerra',
    regime: 'comunhao parcial, minha vó disse que nao fizeram pacto nenhum',
    casamento_data: 'casaram no civil so em 1980, antes ja viviam juntos',
    separado_fato: 'sim, desde 2011',
    bens_particulares: 'nao',
    filhos:
      'sao tres: jose carlos alves bezerra 10/04/1962, antonia alves bezerra 22/09/1965 e fatima alves bezerra lima 30/01/1970',
    filhos_menores: 'nenhum',
    pais: 'nao, faleceram faz tempo',
    heranca: [
      'minha vó quer saber se o meu vô ainda herda alguma coisa dela, eles nunca se divorciaram',
      'ela quer deixar a parte que pode deixar livre pra tia fatima, a filha mais nova, que cuida dela',
    ],
    testamenteiro: 'a tia fatima',
    testamenteiro_premio: 'nao',
    desejos: 'a vó disse que quer ser enterrada em quixada junto com a mae dela',
    forma: 'publico, no cartorio',
    testemunhas: typeWitnesses(raimundaW, 'br'),
    revisao: 'sim, a vó disse que ta certo',
  },
  covers: {
    opening: ['capacidade'],
    naturalidade: ['nacionalidade'],
    estado_civil: ['separado_fato'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: 'minha vó quer saber se o meu vô ainda herda alguma coisa dela, eles nunca se divorciaram',
      expect:
        /(não (herda|é herdeiro|tem direito|entra)|deixa de (herdar|ser herdeiro)|perde o direito)[\s\S]*1\.830|1\.830[\s\S]*(não (herda|é herdeiro|tem direito|entra)|deixa de (herdar|ser herdeiro)|perde o direito)/,
      why: 'separated de fato for more than 2 years: the husband does not inherit (1.830)',
    },
  ],
  facts: {
    testador: {
      nome: 'Raimunda Alves Bezerra',
      cpf: raimundaCpf,
      dataNascimento: '1938-06-02',
      naturalidade: 'Quixadá/CE',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Padre Valdevino',
        numero: '1820',
        complemento: 'casa 2',
        bairro: 'Aldeota',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60135041',
      },
      capacidade: { sabeLer: true, podeAssinar: false, deficienciaVisualTotal: false },
    },
    conjuge: {
      nome: 'Francisco de Assis Bezerra',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'José Carlos Alves Bezerra', dataNascimento: '1962-04-10', menor: false },
      { nome: 'Antônia Alves Bezerra', dataNascimento: '1965-09-22', menor: false },
      { nome: 'Fátima Alves Bezerra Lima', dataNascimento: '1970-01-30', menor: false },
    ],
    heranca: [{ beneficiario: 'Fátima Alves Bezerra Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Fátima Alves Bezerra Lima' }],
    desejos: { funeral: 'ser enterrada em Quixadá junto com a mãe dela' },
    forma: 'publico',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: raimundaW,
  },
});

export const SET4B: readonly Story[] = [graca, wesley, daniele, edson, raimunda];
