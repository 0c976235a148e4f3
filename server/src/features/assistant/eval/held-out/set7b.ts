/**
 * Held-out set 7b: five people written without reading the assistant's readers (issue 18).
 * A terse man in Natal separated de fato for six years who leaves the disponível to his new
 * partner, a mother in Campo Grande whose phone autocorrects words (and who fixes them with
 * "*palavra"), a man of 74 in João Pessoa in a separação obrigatória marriage who dictates dates
 * and numbers in words, a single mother of twins in Palmas who types emojis and abbreviations, and
 * a formal man in Joinville who pastes lists of data whenever people come up.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { br, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// Spoken numbers, for the man who dictates them (3).
const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

function under1000(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) parts.push(HUNDREDS[h]!);
  if (r >= 20) {
    parts.push(TENS[Math.floor(r / 10)]!);
    if (r % 10) parts.push(UNITS[r % 10]!);
  } else if (r || !h) parts.push(UNITS[r]!);
  return parts.join(' e ');
}

function yearWords(y: number): string {
  const head = y >= 2000 ? 'dois mil' : 'mil';
  const rest = y % 1000;
  if (!rest) return head;
  const joiner = rest < 100 || rest % 100 === 0 ? ' e ' : ' ';
  return head + joiner + under1000(rest);
}

/** '1952-03-19' → 'dezenove de março de mil novecentos e cinquenta e dois'. */
function dateWords(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = d === 1 ? 'primeiro' : under1000(d);
  return `${day} de ${MONTHS[m - 1]!} de ${yearWords(y)}`;
}

/** A CPF dictated digit by digit, with "ponto" and "traço". */
function cpfWords(cpf: string): string {
  const digits = (s: string) => [...s].map((c) => UNITS[Number(c)]!).join(' ');
  return `${digits(cpf.slice(0, 3))} ponto ${digits(cpf.slice(3, 6))} ponto ${digits(cpf.slice(6, 9))} traço ${digits(cpf.slice(9))}`;
}

// 1. Man, 66, Natal/RN: terse, lowercase, no punctuation; married but separated de fato 6 years.
const erivanCpf = cpfFrom('614207385');
const erivanW = [
  witness('Genivaldo Pereira da Costa', '725318496', '1963-02-11'),
  witness('Iranildo Soares de Macêdo', '836429507', '1969-08-27'),
];
const esposaQ = 'a francisca ainda herda alguma coisa minha a gente nunca se divorciou';
const erivan = story({
  id: 'set7b-erivan-rn-separado-de-fato-companheira',
  who: {
    age: 66,
    region: 'Natal/RN',
    typing:
      'seco, tudo minúsculo, sem pontuação nem acento, respostas de poucas palavras, pergunta no meio da resposta',
    family:
      'casado em comunhão parcial, separado de fato há 6 anos (desde 2020); 2 filhos adultos; a parte disponível toda para a nova companheira',
  },
  today: '2026-11-26',
  opening: 'quero fazer testamento',
  answers: {
    proprio: 'sim eu',
    nome: 'jose erivan fernandes da silva',
    cpf: erivanCpf,
    nascimento: '12 08 1960',
    naturalidade: 'natal',
    nacionalidade: 'brasileiro',
    profissao: 'motorista aposentado',
    endereco: 'rua jaguarari 1450 lagoa nova natal cep 59064 500',
    capacidade: 'nao',
    anteriores: 'nao',
    estado_civil: 'casado no papel mas separado dela faz 6 anos',
    sexo: 'masculino',
    conjuge_nome: 'francisca lucia medeiros da silva',
    regime: 'parcial',
    casamento_data: '1986',
    separado_fato: 'sim desde 2020 cada um na sua casa',
    bens_particulares: 'nao',
    filhos: 'dois erivan medeiros da silva 03 05 1987 e kaline medeiros da silva 19 11 1990',
    filhos_menores: 'nao',
    pais: 'morreram',
    avos: 'nao',
    heranca: [
      esposaQ,
      'o que eu puder deixar livre quero pra rosineide bezerra cavalcanti minha companheira hoje',
    ],
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'meu filho erivan',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: [
      `genivaldo pereira da costa ${erivanW[0]!.cpf} 11 02 1963`,
      `iranildo soares de macedo ${erivanW[1]!.cpf} 27 08 1969`,
    ].join(' '),
    testemunhas_parentes: 'nao colegas da cooperativa',
    local: 'natal',
    revisao: ['ta certo', 'ciente', 'sim'],
  },
  covers: {
    estado_civil: ['separado_fato'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: esposaQ,
      expect:
        /n[ãa]o (herda|[ée] herdeira|tem direito|entra|concorre)|deixa de (herdar|ser herdeira)|perde o direito|1\.830/i,
      why: 'separated de fato for more than 2 years: the wife does not inherit (1.830)',
    },
  ],
  facts: {
    testador: {
      nome: 'José Erivan Fernandes da Silva',
      cpf: erivanCpf,
      dataNascimento: '1960-08-12',
      naturalidade: 'Natal/RN',
      nacionalidade: 'brasileiro',
      profissao: 'motorista aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Jaguarari',
        numero: '1450',
        bairro: 'Lagoa Nova',
        cidade: 'Natal',
        uf: 'RN',
        cep: '59064500',
      },
    },
    conjuge: {
      nome: 'Francisca Lúcia Medeiros da Silva',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Erivan Medeiros da Silva', dataNascimento: '1987-05-03', menor: false },
      { nome: 'Kaline Medeiros da Silva', dataNascimento: '1990-11-19', menor: false },
    ],
    heranca: [
      { beneficiario: 'Rosineide Bezerra Cavalcanti', percentual: 100, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Erivan Medeiros da Silva' }],
    forma: 'particular',
    local: { cidade: 'Natal', uf: 'RN' },
    testemunhas: erivanW,
  },
});

// 2. Woman, 39, Campo Grande/MS: autocorrect swaps words ("testemunho", "filhas", "Luar") and she
// fixes some with "*palavra" in the next message; comunhão universal; two minor children.
const danielaCpf = cpfFrom('905318642');
const danielaW = [
  witness('Aline Cristina Vendramini', '116429753', '1988-03-09'),
  witness('Fabiana Ortiz Benites', '227530864', '1985-12-17'),
  witness('Leandro Tadeu Figueiró', '338641975', '1982-06-30'),
];
const clausulaQ =
  'quero que tudo que meus filhos receberem seja incomunicável, pra não ir pra marido ou esposa deles no futuro. posso colocar isso em tudo que eles vão herdar?';
const daniela = story({
  id: 'set7b-daniela-ms-corretor-incomunicabilidade',
  who: {
    age: 39,
    region: 'Campo Grande/MS',
    typing:
      'celular com corretor que troca palavras por outras que parecem certas ("testemunho" por testamento, "filhas" por filhos, o filho Luan vira "Luar", "Manuela" vira "Manuel"); às vezes corrige com "*palavra" na mensagem seguinte, às vezes não percebe',
    family:
      'casada em comunhão universal (pacto, 2012); 2 filhos menores; a parte disponível para os dois em partes iguais; quer incomunicabilidade em tudo, e fica só na disponível; a irmã como tutora; o marido testamenteiro',
  },
  today: '2026-11-26',
  opening:
    'Oi, boa noite. Quero fazer meu testemunho, tenho duas filhas pequenas e quero deixar tudo organizado',
  answers: {
    proprio: [
      '*testamento. E *filhos, um menino e uma menina. Sim, é pra mim',
      'Sim, é pra mim mesma',
    ],
    nome: 'Daniela Ferreira Arantes Rezende',
    cpf: formatCpf(danielaCpf),
    nascimento: '04/09/1987',
    naturalidade: 'Dourados',
    nacionalidade: 'Brasileira',
    profissao: 'Nutricionista',
    endereco: 'Rua Bahia, 1320, apto 52, Jardim dos Estados, Campo Grande, CEP 79020-110',
    capacidade: 'Nenhuma',
    anteriores: 'Não',
    estado_civil: 'Casada',
    sexo: 'Feminino',
    conjuge_nome: 'Rodrigo Salles Rezende',
    regime: 'Comunhão universal, fizemos pacto antes do casamento',
    casamento_data: '22/09/2012',
    separado_fato: 'Não',
    bens_particulares: 'Não, na universal é tudo dos dois',
    filhos: [
      'Luar Arantes Rezende, 03/05/2016 e Manuel Arantes Rezende, 21/10/2019',
      '*Luan e *Manuela, esse corretor 🙄 Luan Arantes Rezende, 03/05/2016 e Manuela Arantes Rezende, 21/10/2019',
    ],
    filhos_menores: 'Os dois, 10 e 7 anos',
    pais: 'Sim, os dois vivos',
    avos: 'Não',
    heranca:
      'A parte que eu posso escolher quero deixar pros dois também, metade pra cada, o Luan e a Manuela',
    legados: 'Não',
    substitutos: 'Se um faltar fica pro outro irmão',
    clausulas: clausulaQ,
    clausulas_alcance:
      'Então deixa só na parte disponível, que é a que eu mesma estou deixando pra eles',
    justa_causa:
      'Não tenho um motivo assim específico, é mais precaução. Então deixa só na parte disponível',
    clausulas_duracao: 'Pra sempre',
    tutor: [
      'Minha irmã, Patrícia Ferreira Arantes. É minha irmã mais nova, mora aqui perto',
      'Patrícia Ferreira Arantes',
    ],
    outro_genitor: 'Sim, o Rodrigo está vivo, é só se acontecer alguma coisa com nós dois',
    tutor_concorda: 'Sim, ele concorda, a gente conversou',
    testamenteiro: 'Meu marido, o Rodrigo',
    testamenteiro_premio: 'Não',
    testamenteiro_posse: 'Não',
    desejos: 'Quero ser cremada. E sou doadora de ovos *órgãos',
    forma: 'Particular',
    testemunhas: typeWitnesses(danielaW, 'br'),
    testemunhas_parentes: 'Não, são colegas da clínica',
    local: 'Sim, Campo Grande',
    revisao: ['Está certo', 'Ciente', 'Sim'],
  },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: clausulaQ,
      expect: /justa causa|1\.848/i,
      why: 'a restrictive clause on the legítima needs a concrete justa causa for each heir (1.848); free on the disponível',
    },
  ],
  facts: {
    testador: {
      nome: 'Daniela Ferreira Arantes Rezende',
      cpf: danielaCpf,
      dataNascimento: '1987-09-04',
      naturalidade: 'Dourados/MS',
      nacionalidade: 'brasileira',
      profissao: 'nutricionista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Bahia',
        numero: '1320',
        complemento: 'apto 52',
        bairro: 'Jardim dos Estados',
        cidade: 'Campo Grande',
        uf: 'MS',
        cep: '79020110',
      },
    },
    conjuge: {
      nome: 'Rodrigo Salles Rezende',
      tipo: 'casamento',
      regimeBens: 'comunhao_universal',
    },
    filhos: [
      { nome: 'Luan Arantes Rezende', dataNascimento: '2016-05-03', menor: true },
      { nome: 'Manuela Arantes Rezende', dataNascimento: '2019-10-21', menor: true },
    ],
    heranca: [
      {
        beneficiario: 'Luan Arantes Rezende',
        percentual: 50,
        base: 'disponivel',
        substituto: 'Manuela Arantes Rezende',
      },
      {
        beneficiario: 'Manuela Arantes Rezende',
        percentual: 50,
        base: 'disponivel',
        substituto: 'Luan Arantes Rezende',
      },
    ],
    clausulas: { tipos: ['incomunicabilidade'], alcance: 'disponivel' },
    tutela: { tutores: ['Patrícia Ferreira Arantes'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Rodrigo Salles Rezende' }],
    desejos: { funeral: 'ser cremada', doacaoOrgaos: 'doadora de órgãos' },
    forma: 'particular',
    local: { cidade: 'Campo Grande', uf: 'MS' },
    testemunhas: danielaW,
  },
});

// 3. Man, 74, João Pessoa/PB: dictates dates and numbers in words; married at 71 (separação
// obrigatória); five children of two unions, one deceased leaving a grandson; farm and money.
const severinoCpf = cpfFrom('482736159');
const severinoW = [
  witness('Genival Cândido de Lucena', '593847260', '1958-10-05'),
  witness('Maria Auxiliadora Brito', '604958371', '1961-01-23'),
  witness('Josinaldo Pereira Guedes', '715069482', '1970-07-14'),
];
const mulherQ =
  'uma coisa antes a socorro minha esposa ela herda junto com os meus filhos ou nao porque o cartorio disse que o nosso regime era separacao obrigatoria por causa da minha idade';
const severino = story({
  id: 'set7b-severino-pb-separacao-obrigatoria-fazenda-neto',
  who: {
    age: 74,
    region: 'João Pessoa/PB',
    typing:
      'dita ao celular: datas, CPF e valores por extenso ("dezenove de março de mil novecentos e cinquenta e dois", "seiscentos mil reais"), sem vírgulas, corrige um ano no meio da frase',
    family:
      'segundo casamento (2023, aos 71: separação obrigatória); 5 filhos, 3 do primeiro casamento (viúvo) e 2 com a atual esposa, um filho falecido deixou um neto; a fazenda para um filho e cem mil reais para o neto',
  },
  today: '2026-11-26',
  opening:
    'bom dia meu nome e severino eu tenho setenta e quatro anos e quero deixar um testamento pra nao ter briga entre os meus filhos depois que eu for',
  answers: {
    proprio: 'sim e o meu mesmo',
    nome: 'severino ramos de albuquerque',
    cpf: `o meu cpf e ${cpfWords(severinoCpf)}`,
    nascimento: `nasci no dia ${dateWords('1952-03-19')}`,
    naturalidade: 'sou de itabaiana aqui da paraiba',
    nacionalidade: 'brasileiro',
    profissao: 'sou agricultor aposentado',
    endereco:
      'moro na avenida cabo branco numero dois mil trezentos e dez apartamento trezentos e dois no cabo branco joao pessoa cep cinquenta e oito mil e quarenta e cinco zero zero zero',
    capacidade: 'nao eu leio e assino direitinho so uso oculos',
    anteriores: 'nunca fiz nao',
    estado_civil:
      'sou casado pela segunda vez a primeira esposa a josefa faleceu em dois mil e dez e casei com a socorro',
    sexo: 'masculino',
    conjuge_nome: 'maria do socorro lins de albuquerque',
    regime: [
      mulherQ,
      'o regime e separacao obrigatoria de bens eu ja tinha setenta e um anos quando casei',
    ],
    casamento_data: `casamos no dia ${dateWords('2023-07-15')}`,
    separado_fato: 'nao a gente vive junto graças a deus',
    bens_particulares: 'tudo que eu tenho eu ja tinha antes de casar com ela',
    filhos: `sao cinco filhos da josefa sao tres severino ramos de albuquerque filho nascido em ${dateWords('1975-02-08')} francisco de assis albuquerque que faleceu em dois mil e dezenove de infarto e ana lucia albuquerque dantas nascida em dez de janeiro de mil novecentos e oitenta nao oitenta e um e da socorro sao dois que a gente teve quando namorava e so fomos casar no papel agora rafael lins de albuquerque nascido em ${dateWords('1994-06-30')} e renata lins de albuquerque nascida em ${dateWords('1997-11-12')}`,
    filhos_menores: 'nenhum a mais nova tem vinte e nove anos',
    netos:
      'o francisco deixou um filho so o arthur nobrega albuquerque que mora com a mae em campina grande',
    pais: 'ja morreram faz muitos anos',
    avos: 'nao',
    heranca:
      'o resto fica como a lei manda pros filhos e o arthur no lugar do pai dele so quero deixar a fazenda e um dinheiro pro neto',
    legados:
      'a fazenda santa luzia em sape eu quero deixar pro meu filho severino filho que e quem trabalha nela comigo e cem mil reais pro meu neto arthur nobrega albuquerque pra ele estudar',
    legados_valor:
      'a fazenda vale uns seiscentos mil reais o apartamento uns quatrocentos e cinquenta mil e tenho uns quatrocentos mil no banco',
    legados_comum: 'nao tudo e so meu eu ja tinha antes de casar com a socorro',
    legados_excesso: 'ta certo',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'a minha filha ana lucia',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos:
      'quero ser enterrado em itabaiana no tumulo junto da josefa e quero uma missa na igreja matriz de la',
    forma: 'publico no cartorio',
    testemunhas: `a primeira e ${severinoW[0]!.nome.toLowerCase()} cpf ${cpfWords(severinoW[0]!.cpf)} nascido em ${dateWords(severinoW[0]!.dataNascimento)} a segunda e ${severinoW[1]!.nome.toLowerCase()} cpf ${cpfWords(severinoW[1]!.cpf)} nascida em ${dateWords(severinoW[1]!.dataNascimento)} e o terceiro ${severinoW[2]!.nome.toLowerCase()} cpf ${cpfWords(severinoW[2]!.cpf)} nascido em ${dateWords(severinoW[2]!.dataNascimento)}`,
    testemunhas_parentes: 'nao sao amigos da igreja',
    local: 'sim joao pessoa',
    revisao: ['esta certo', 'ciente', 'sim'],
  },
  covers: {
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  replyChecks: [
    {
      say: mulherQ,
      expect:
        /n[ãa]o (herda|concorre|[ée] herdeira|entra|participa)[\s\S]{0,250}(obrigat[óo]ria|1\.641|1\.829)|(obrigat[óo]ria|1\.641|1\.829)[\s\S]{0,250}n[ãa]o (herda|concorre|[ée] herdeira|entra|participa)/i,
      why: 'under separação obrigatória the spouse does not concur with the descendants (1.829 I)',
    },
  ],
  facts: {
    testador: {
      nome: 'Severino Ramos de Albuquerque',
      cpf: severinoCpf,
      dataNascimento: '1952-03-19',
      naturalidade: 'Itabaiana/PB',
      nacionalidade: 'brasileiro',
      profissao: 'agricultor aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Avenida Cabo Branco',
        numero: '2310',
        complemento: 'apto 302',
        bairro: 'Cabo Branco',
        cidade: 'João Pessoa',
        uf: 'PB',
        cep: '58045000',
      },
    },
    conjuge: {
      nome: 'Maria do Socorro Lins de Albuquerque',
      tipo: 'casamento',
      regimeBens: 'separacao_obrigatoria',
    },
    filhos: [
      { nome: 'Severino Ramos de Albuquerque Filho', dataNascimento: '1975-02-08', menor: false },
      { nome: 'Francisco de Assis Albuquerque', vivo: false, menor: false },
      { nome: 'Ana Lúcia Albuquerque Dantas', dataNascimento: '1981-01-10', menor: false },
      { nome: 'Rafael Lins de Albuquerque', dataNascimento: '1994-06-30', menor: false },
      { nome: 'Renata Lins de Albuquerque', dataNascimento: '1997-11-12', menor: false },
    ],
    netos: [{ nome: 'Arthur Nóbrega Albuquerque', filhoDe: 'Francisco de Assis Albuquerque' }],
    legados: [
      {
        beneficiario: 'Severino Ramos de Albuquerque Filho',
        descricao: 'Fazenda Santa Luzia, em Sapé',
      },
      { beneficiario: 'Arthur Nóbrega Albuquerque', descricao: 'R$ 100.000,00 (cem mil reais)' },
    ],
    testamenteiros: [{ nome: 'Ana Lúcia Albuquerque Dantas' }],
    desejos: {
      funeral:
        'ser enterrado em Itabaiana, no túmulo junto da Josefa, e uma missa na Igreja Matriz de lá',
    },
    forma: 'publico',
    local: { cidade: 'João Pessoa', uf: 'PB' },
    testemunhas: severinoW,
    outrasPessoas: ['Josefa'],
  },
});

// 4. Woman, 27, Palmas/TO: emojis and abbreviations, two messages' worth in one; single mother of
// twins whose father never registered them; best friend as tutor and executor, her mother second.
const thaynaraCpf = cpfFrom('357914268');
const thaynaraW = [
  witness('Kelly Cristina Araújo Lima', '468025379', '1996-04-18'),
  witness('Wanderson Gomes Barbosa', '579136480', '1994-09-02'),
];
const maeQ = 'e minha mae herda alguma coisa tbm?? 🤔 ela me ajuda mto c os meninos';
const thaynara = story({
  id: 'set7b-thaynara-to-gemeos-pai-nao-registrou',
  who: {
    age: 27,
    region: 'Palmas/TO',
    typing:
      'muitos emojis e abreviações (vc, pq, tbm, qnd, msm, mds, mto, c), duas respostas numa mensagem só, corrige a própria data de nascimento de passagem',
    family:
      'solteira, gêmeos de 5 anos sem o pai no registro; a poupança para os dois em partes iguais (como a lei); a melhor amiga tutora e testamenteira, a mãe segunda testamenteira',
  },
  today: '2026-11-26',
  opening:
    'oii 😊 queria fazer um testamento pq tenho 2 filhos pequenos e qnd penso q pode acontecer algo cmg me da um desespero 😭',
  answers: {
    proprio: 'sim é pra mim msm 🙋🏽‍♀️',
    nome: 'thaynara alves lustosa',
    cpf: `${formatCpf(thaynaraCpf)} 👍`,
    nascimento: '08/06/99',
    naturalidade: 'porto nacional 🌊',
    nacionalidade: 'brasileira',
    profissao: 'tecnica de enfermagem 💉 trabalho no hgp',
    endereco:
      'quadra 307 sul alameda 5 lote 12, plano diretor sul, palmas, cep 77015-410. mds errei minha data de nascimento é 08/07/99 e nao 08/06 😅',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil:
      'solteira 😅 o pai dos meus filhos nem registrou eles, sumiu qnd eu tava gravida e nunca mais apareceu',
    sexo: 'feminino',
    filhos:
      'gemeos 👦🏽👦🏽 ravi alves lustosa e davi alves lustosa, nasceram 14/02/2021, tem 5 aninhos',
    filhos_menores: 'os dois ne kkk',
    pais: 'minha mae é viva, marlene alves lustosa, meu pai faleceu',
    avos: 'nao',
    bens_particulares: 'nao',
    heranca: [
      maeQ,
      'tudo q eu tenho é a poupança msm, uns 40 mil, quero q fique pros 2 igual, metade pra cada 💙💙',
    ],
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    tutor: [
      'minha melhor amiga jessica rodrigues pinheiro 🥹 ela é madrinha dos dois, confio nela mais q em todo mundo. vc acha q tem problema ela nao ser da familia?',
      'jessica rodrigues pinheiro',
    ],
    outro_genitor:
      'ja falei 😒 o pai nao registrou eles, nao tem nome dele na certidao, nem sei onde ele ta',
    tutor_concorda: 'nao tem pai no registro',
    testamenteiro:
      'a jessica tbm, e se ela nao puder minha mae marlene. pq assim fica tudo c quem cuida deles',
    testamenteiro_premio: 'nao nao',
    testamenteiro_posse: 'nao',
    desejos:
      'quero ser enterrada no cemiterio de porto nacional junto do meu pai 🕊️ e quero q a jessica leve os meninos pra visitar minha mae sempre',
    forma: 'particular',
    testemunhas: typeWitnesses(thaynaraW, 'one-line'),
    testemunhas_parentes: 'nao, sao colegas do plantao',
    local: 'palmas',
    revisao: ['ta tudo certo 🙏', 'ciente', 'sim'],
  },
  covers: {
    filhos: ['filhos_menores'],
  },
  correctedLater: ['nascimento'],
  replyChecks: [
    {
      say: maeQ,
      expect:
        /n[ãa]o (herda|[ée] herdeira|entra|concorre|tem direito)|s[óo] (herda|herdam|entra|entram)[\s\S]{0,120}(n[ãa]o h[áa]|sem|n[ãa]o tiver|n[ãa]o deixar) (descendentes|filhos)|1\.836/i,
      why: 'ascendants inherit only when there are no descendants (1.836): with the twins, the mother does not',
    },
  ],
  facts: {
    testador: {
      nome: 'Thaynara Alves Lustosa',
      cpf: thaynaraCpf,
      dataNascimento: '1999-07-08',
      naturalidade: 'Porto Nacional/TO',
      nacionalidade: 'brasileira',
      profissao: 'técnica de enfermagem',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Quadra 307 Sul, Alameda 5',
        numero: 'Lote 12',
        bairro: 'Plano Diretor Sul',
        cidade: 'Palmas',
        uf: 'TO',
        cep: '77015410',
      },
    },
    filhos: [
      { nome: 'Ravi Alves Lustosa', dataNascimento: '2021-02-14', menor: true },
      { nome: 'Davi Alves Lustosa', dataNascimento: '2021-02-14', menor: true },
    ],
    tutela: { tutores: ['Jéssica Rodrigues Pinheiro'], outroGenitorVivo: false },
    testamenteiros: [{ nome: 'Jéssica Rodrigues Pinheiro' }, { nome: 'Marlene Alves Lustosa' }],
    desejos: {
      funeral: 'ser enterrada no cemitério de Porto Nacional junto do pai',
      mensagens: ['que a Jéssica leve os meninos para visitar minha mãe sempre'],
    },
    forma: 'particular',
    local: { cidade: 'Palmas', uf: 'TO' },
    testemunhas: thaynaraW,
  },
});

// 5. Man, 55, Joinville/SC: correct, formal Portuguese; pastes "Campo: valor" lists whenever
// people come up, with more than was asked; separação convencional; half the disponível to a son
// and half to a granddaughter.
const marcosCpf = cpfFrom('146802573');
const claudiaCpf = cpfFrom('257913684');
const gustavoCpf = cpfFrom('368024795');
const julianaCpf = cpfFrom('479135806');
const marcosW = [
  witness('Rolf Dieter Kniess', '691357028', '1964-05-21'),
  witness('Sandra Mara Tomaselli', '702468139', '1972-11-08'),
  witness('Everton Luís Stein', '813579240', '1979-03-16'),
];
const esposaPactoQ =
  'Antes de prosseguir: minha esposa, mesmo com o pacto de separação total de bens, é considerada herdeira necessária?';
const list = (rows: readonly [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');
const marcos = story({
  id: 'set7b-marcos-sc-separacao-convencional-neta',
  who: {
    age: 55,
    region: 'Joinville/SC',
    typing:
      'português correto e formal, mas cola listas "Campo: valor" sempre que se fala de pessoas, com dados que não foram pedidos (CPF, profissão, endereço)',
    family:
      'casado em separação convencional com pacto antenupcial (1998); 2 filhos adultos; metade da disponível para o filho e metade para a neta (filha da filha); a esposa testamenteira; testamento público',
  },
  today: '2026-11-26',
  opening:
    'Boa tarde. Gostaria de elaborar meu testamento. Sou casado, tenho dois filhos e uma neta.',
  answers: {
    proprio: 'Sim, é para mim.',
    nome: list([
      ['Nome completo', 'Marcos Antônio Wehmuth'],
      ['CPF', formatCpf(marcosCpf)],
      ['Data de nascimento', '22/04/1971'],
      ['Naturalidade', 'Blumenau/SC'],
      ['Nacionalidade', 'brasileiro'],
      ['Profissão', 'engenheiro mecânico'],
      ['Estado civil', 'casado'],
    ]),
    cpf: formatCpf(marcosCpf),
    nascimento: '22/04/1971',
    naturalidade: 'Blumenau/SC',
    nacionalidade: 'Brasileiro',
    profissao: 'Engenheiro mecânico',
    endereco: list([
      ['Logradouro', 'Rua Otto Boehm'],
      ['Número', '455'],
      ['Bairro', 'América'],
      ['Cidade', 'Joinville/SC'],
      ['CEP', '89201-700'],
    ]),
    capacidade: 'Nenhuma.',
    anteriores: 'Não.',
    estado_civil: 'Casado.',
    sexo: 'Masculino.',
    conjuge_nome: list([
      ['Nome completo', 'Cláudia Regina Schroeder Wehmuth'],
      ['CPF', formatCpf(claudiaCpf)],
      ['Data de nascimento', '17/02/1973'],
      ['Profissão', 'professora'],
      ['Data do casamento', '10/10/1998'],
      ['Regime de bens', 'separação total de bens, com pacto antenupcial'],
    ]),
    regime: 'Separação convencional de bens, com pacto antenupcial lavrado em cartório.',
    casamento_data: '10/10/1998',
    separado_fato: 'Não.',
    bens_particulares: 'Sim. No regime de separação, todos os meus bens são particulares.',
    filhos: [
      list([
        ['Nome completo', 'Gustavo Schroeder Wehmuth'],
        ['CPF', formatCpf(gustavoCpf)],
        ['Data de nascimento', '30/08/1999'],
        ['Profissão', 'analista de sistemas'],
      ]),
      list([
        ['Nome completo', 'Juliana Wehmuth Pereira'],
        ['CPF', formatCpf(julianaCpf)],
        ['Data de nascimento', '15/01/2002'],
        ['Profissão', 'fisioterapeuta'],
        ['Filha', 'Laura Wehmuth Pereira, nascida em 05/03/2022'],
      ]),
    ].join('\n\n'),
    filhos_menores: 'Nenhum. Ambos são maiores de idade.',
    pais: 'Ambos já faleceram.',
    avos: 'Não.',
    heranca: [
      esposaPactoQ,
      'Desejo destinar a parte disponível da seguinte forma: metade ao meu filho Gustavo Schroeder Wehmuth e metade à minha neta Laura Wehmuth Pereira.',
    ],
    legados: 'Não.',
    substitutos: 'Não.',
    clausulas: 'Não.',
    testamenteiro: list([
      ['Nome completo', 'Cláudia Regina Schroeder Wehmuth'],
      ['CPF', formatCpf(claudiaCpf)],
      ['Parentesco', 'esposa'],
    ]),
    testamenteiro_premio: 'Não.',
    testamenteiro_posse: 'Não.',
    desejos: 'Desejo ser cremado.',
    forma: 'Público, no Tabelionato de Notas.',
    testemunhas: marcosW
      .map((w) =>
        list([
          ['Nome completo', w.nome],
          ['CPF', formatCpf(w.cpf)],
          ['Data de nascimento', br(w.dataNascimento)],
        ]),
      )
      .join('\n\n'),
    testemunhas_parentes: 'Não. São colegas de trabalho.',
    local: 'Sim, Joinville.',
    revisao: ['Confirmo.', 'Ciente.', 'Sim.'],
  },
  covers: {
    nome: ['cpf', 'nascimento', 'naturalidade', 'nacionalidade', 'profissao', 'estado_civil'],
    conjuge_nome: ['regime', 'casamento_data'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: esposaPactoQ,
      expect:
        /concorre|[ée] herdeira necess[áa]ria|herdeira (necess[áa]ria )?(sim|tamb[ée]m)|sim[\s\S]{0,120}herdeira/i,
      why: 'under separação convencional the spouse is a necessary heir and concurs with the descendants (1.845; STJ REsp 1.382.170)',
    },
  ],
  facts: {
    testador: {
      nome: 'Marcos Antônio Wehmuth',
      cpf: marcosCpf,
      dataNascimento: '1971-04-22',
      naturalidade: 'Blumenau/SC',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro mecânico',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Otto Boehm',
        numero: '455',
        bairro: 'América',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89201700',
      },
    },
    conjuge: {
      nome: 'Cláudia Regina Schroeder Wehmuth',
      tipo: 'casamento',
      regimeBens: 'separacao_convencional',
    },
    filhos: [
      { nome: 'Gustavo Schroeder Wehmuth', dataNascimento: '1999-08-30', menor: false },
      { nome: 'Juliana Wehmuth Pereira', dataNascimento: '2002-01-15', menor: false },
    ],
    heranca: [
      { beneficiario: 'Gustavo Schroeder Wehmuth', percentual: 50, base: 'disponivel' },
      { beneficiario: 'Laura Wehmuth Pereira', percentual: 50, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Cláudia Regina Schroeder Wehmuth' }],
    desejos: { funeral: 'ser cremado' },
    forma: 'publico',
    local: { cidade: 'Joinville', uf: 'SC' },
    testemunhas: marcosW,
  },
});

export const SET7B: readonly Story[] = [erivan, daniela, severino, thaynara, marcos];
