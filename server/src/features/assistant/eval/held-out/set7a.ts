/**
 * Held-out set 7a: five people written without reading the assistant's readers (issue 18).
 * A divorced woman in Belo Horizonte who types mineirês and lost a daughter without children, a
 * married man in São Luís who packs long paragraphs with facts out of order and names his minor
 * son's grandmother as tutor, a polite widow of 83 in Ribeirão Preto who leaves everything to two
 * nieces and money to a church, a young father in Porto Velho who dictates by voice and wants his
 * mother "instead of the ex", and a woman in Vitória in an informal união estável who asks "e se…".
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { br, formatCnpj, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// 1. Divorced woman, 58, Belo Horizonte/MG: mineirês, medium typos; a daughter died childless.
const soniaCpf = cpfFrom('582039164');
const soniaW = [
  witness('Geraldo Magela Pereira Costa', '693140275', '1960-10-11'),
  witness('Elizete Aparecida Rocha Lima', '704251386', '1971-02-27'),
  witness('Wellington Faria Andrade', '815362497', '1983-07-05'),
];
const patriciaQ =
  "antes d'eu responder, ce pode me explicar um trem? a parte da patricia, que morreu, fica pra quem uai? vai pros dois irmao dela?";
const sonia = story({
  id: 'set7a-sonia-mg-filha-falecida-irma',
  who: {
    age: 58,
    region: 'Belo Horizonte/MG',
    typing:
      'mineirês ("uai", "trem", "cê", "sô", "fio" por filho, "d\'eu"), sem acento, erros médios ("testamendo", "treis"), corrige de passagem a data de uma filha',
    family:
      'divorciada, 3 filhos: 2 vivos e adultos, uma filha falecida em 2019 sem filhos; a casa para o filho que mora com ela; 1/4 do disponível para a irmã',
  },
  today: '2026-11-26',
  opening:
    'boa tarde. queria fazê meu testamendo, uai. minha fia me falou desse trem aqui na internet e eu resolvi ver',
  answers: {
    proprio: 'é pra mim mesma sô',
    nome: 'sonia aparecida ferreira drumond',
    cpf: `o meu e ${formatCpf(soniaCpf).replace(/-/, ' ')}`,
    nascimento: '12/05/68',
    naturalidade: 'sete lagoas, mas moro em bh desde menina',
    nacionalidade: 'brasileira uai',
    profissao: 'cabelereira, tenho um salaozinho aqui no bairro',
    endereco: 'rua pouso alegre 1450 ap 201, no floresta, bh, cep 30110-010',
    capacidade: 'nenhuma nao sô, enxergo e escrevo direitim',
    anteriores: 'nunca fiz nao',
    estado_civil: 'divorciada. separei do pai dos menino em 2009 e o divorcio saiu em 2010',
    sexo: 'feminino uai',
    filhos:
      'tive treis: o rodrigo ferreira drumond campos 03/02/1988, a luciana ferreira campos 14/08/1990 e a patricia ferreira campos 20/01/1992, que morreu em 2019, coitadinha 😢',
    filhos_menores: 'nenhum, tudo criado ja',
    bens_particulares: 'nao',
    netos: 'nao, a patricia nao deixou fio nenhum, nem casada ela era',
    pais: 'os dois ja morreu, meu pai em 2012 e minha mae em 2020',
    avos: 'nao',
    heranca: [
      patriciaQ,
      "intao o trem é assim: a casa onde eu moro quero que fica pro rodrigo, ele que mora comigo e cuida d'eu. e queria deixar um pedaço pra minha irma marlene ferreira drumond souza, um quarto daquela parte que a gente pode dispor, sabe? o resto divide normal entre os fio",
    ],
    legados: 'so a casa pro rodrigo mesmo',
    legados_valor:
      'a casa uns 280 mil. tenho tb um lote em sete lagoas que vale uns 200 mil e uns 350 mil aplicado no banco',
    legados_comum: 'nao, a casa é so minha, comprei depois do divorcio com meu dinheiro',
    legados_excesso: 'ta bom',
    substitutos: 'nao precisa nao',
    clausulas: 'nao',
    testamenteiro:
      'o rodrigo. ah e falei errado la em cima, a luciana é de 14/08/1991 e nao de 90, cabeça minha viu',
    testamenteiro_premio: 'nao, fio nao cobra de mae',
    testamenteiro_posse: 'nao',
    desejos:
      'quero ser enterrada no cemiterio do bonfim, junto da patricia, e uma missa na igreja de santa tereza',
    forma: 'particular',
    testemunhas: ['as testemunha é essas:', typeWitnesses(soniaW, 'plain')].join('\n'),
    testemunhas_parentes: 'nao, sao freguês do salao e vizinho',
    local: 'sim, bh',
    revisao: ['ta certim', 'ciente', 'sim'],
  },
  covers: {
    heranca: ['legados'],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: patriciaQ,
      expect:
        /(dois|outros|demais) filhos|filhos vivos|irm[ãa]os dela|Rodrigo e (a )?Luciana|n[ãa]o (deixou|tinha) (filhos|descendentes)/i,
      why: 'a child who died before the testator without descendants leaves no branch: the legítima is divided between the two living children (1.829 I, 1.851 only with descendants)',
    },
  ],
  facts: {
    testador: {
      nome: 'Sônia Aparecida Ferreira Drumond',
      cpf: soniaCpf,
      dataNascimento: '1968-05-12',
      naturalidade: 'Sete Lagoas/MG',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Pouso Alegre',
        numero: '1450',
        complemento: 'apto 201',
        bairro: 'Floresta',
        cidade: 'Belo Horizonte',
        uf: 'MG',
        cep: '30110010',
      },
    },
    filhos: [
      { nome: 'Rodrigo Ferreira Drumond Campos', dataNascimento: '1988-02-03', menor: false },
      { nome: 'Luciana Ferreira Campos', dataNascimento: '1991-08-14', menor: false },
      {
        nome: 'Patrícia Ferreira Campos',
        dataNascimento: '1992-01-20',
        vivo: false,
        menor: false,
      },
    ],
    heranca: [
      { beneficiario: 'Marlene Ferreira Drumond Souza', percentual: 25, base: 'disponivel' },
    ],
    legados: [
      {
        beneficiario: 'Rodrigo Ferreira Drumond Campos',
        descricao: 'a casa onde moro, na Rua Pouso Alegre, 1450, apto 201',
      },
    ],
    testamenteiros: [{ nome: 'Rodrigo Ferreira Drumond Campos' }],
    desejos: {
      funeral:
        'ser enterrada no Cemitério do Bonfim, junto da Patrícia, e uma missa na igreja de Santa Tereza',
    },
    forma: 'particular',
    local: { cidade: 'Belo Horizonte', uf: 'MG' },
    testemunhas: soniaW,
  },
});

// 2. Married man, 45, São Luís/MA: long paragraphs, many facts at once, out of the asked order.
const josueCpf = cpfFrom('926473018');
const josueW = [
  witness('Raimundo Nonato Sousa Mendes', '137584129', '1969-12-08'),
  witness('Conceição de Maria Lopes Ferreira', '248695230', '1975-04-22'),
  witness('Anderson Luís Pereira Cutrim', '359706341', '1988-09-14'),
];
const tutorQ =
  'quero que se acontecer alguma coisa comigo e com a josiane o davi fique com a avó dele, a mãe da josiane, dona maria do socorro ribeiro lima, que mora aqui perto e já cuida dele de tarde quando a gente trabalha, ela é a pessoa certa. mas me explica uma coisa, isso só vale se faltar eu e a josiane né? porque se for só eu que morrer a josiane continua sendo a mãe e fica com ele, é isso? e meus dois mais velhos não viram tutor automático do irmão não?';
const josue = story({
  id: 'set7a-josue-ma-paragrafos-avo-tutora',
  who: {
    age: 45,
    region: 'São Luís/MA',
    typing:
      'parágrafos longos com vários fatos de uma vez, fora da ordem perguntada, pouca pontuação, acentos às vezes',
    family:
      'casado em comunhão parcial desde 2014; 2 filhos adultos de uma união anterior e 1 filho menor do casamento; um terreno herdado (bem particular); a avó materna do menor como tutora',
  },
  today: '2026-11-26',
  opening:
    'bom dia, meu nome é josué pinheiro castro, tenho 45 anos, sou casado com a josiane ribeiro castro desde 2014 no regime de comunhão parcial e tenho três filhos, dois da minha primeira companheira a cleonice, com quem eu morei junto uns anos mas nunca casei, que são o lucas sousa castro de 02/11/2003 e a thaís sousa castro de 17/05/2006, e o davi ribeiro castro que é meu com a josiane e nasceu 08/10/2016, ele que é o menor. quero fazer o testamento principalmente por causa do davi, porque trabalho embarcado e fico pensando se acontecer alguma coisa',
  answers: {
    proprio: 'sim é pra mim mesmo como eu falei, sou eu que to fazendo',
    nome: 'josué pinheiro castro, já falei ali em cima',
    cpf: `meu cpf é ${formatCpf(josueCpf)}, nasci em bacabal no dia 9 de março de 1981, sou brasileiro e trabalho como técnico de manutenção na vale, por isso fico embarcado às vezes`,
    nascimento: '09/03/1981 em bacabal',
    naturalidade: 'bacabal, interior do maranhão',
    nacionalidade: 'brasileiro',
    profissao: 'técnico de manutenção',
    endereco:
      'moro na avenida dos holandeses 700 apto 504 no calhau aqui em são luís, cep 65071-380, com a josiane e o davi, os mais velhos moram com a mãe deles no cohatrac',
    capacidade: 'nenhuma não, tudo certo comigo',
    anteriores: 'não, é o primeiro, nunca fiz nada disso',
    estado_civil: 'casado com a josiane, como falei, desde 19 de julho de 2014',
    sexo: 'masculino',
    conjuge_nome: 'josiane ribeiro castro',
    regime: 'comunhão parcial, a gente não fez pacto nenhum',
    casamento_data: '19/07/2014',
    separado_fato: 'não, a gente vive junto normal, graças a deus',
    filhos:
      'são três como eu falei: lucas sousa castro 02/11/2003 e thaís sousa castro 17/05/2006, que são da cleonice, e o davi ribeiro castro 08/10/2016, que é meu com a josiane',
    filhos_menores: 'só o davi que tem 10 anos, o lucas tem 23 e a thaís fez 20',
    bens_particulares:
      'tenho sim, um terreno em bacabal que ficou de herança do meu pai quando ele morreu em 2019, o resto, o apartamento e o carro, foi comprado depois de casado com a josiane',
    pais: 'meu pai faleceu em 2019, minha mãe tá viva, mora em bacabal com minha irmã',
    avos: 'não',
    heranca:
      'quero que fique tudo igual pros três filhos e pra josiane do jeito que a lei manda, não quero diferença entre os da cleonice e o davi, filho é filho, o que me preocupa mesmo é o davi ser menor',
    legados: 'não, nada separado',
    substitutos: 'não',
    clausulas: 'não',
    tutor: [
      tutorQ,
      'entendi, então pode colocar a dona maria do socorro ribeiro lima como tutora do davi pro caso de faltar nós dois',
    ],
    outro_genitor: 'sim, a josiane tá viva, graças a deus, é a mãe do davi',
    tutor_concorda:
      'a josiane acha ótimo, foi até ideia dela, e ela disse que vai fazer o dela também colocando a mãe dela',
    testamenteiro:
      'o lucas, meu filho mais velho, ele é responsável, trabalha no banco e entende dessas coisas de papel',
    testamenteiro_premio: 'não precisa não, é meu filho',
    testamenteiro_posse: 'não',
    desejos:
      'quero ser enterrado em bacabal, no cemitério são benedito, perto do meu pai, e peço que meus filhos continuem unidos, os três, sem briga por causa de herança',
    forma: 'particular',
    testemunhas: [
      'as testemunhas vão ser três colegas do trabalho que não são parente meu nem da josiane:',
      typeWitnesses(josueW, 'words'),
    ].join('\n'),
    testemunhas_parentes: 'não, são colegas da vale',
    local: 'sim, são luís',
    revisao: ['tá tudo certo', 'ciente', 'sim'],
  },
  covers: {
    opening: ['nome', 'estado_civil', 'conjuge_nome', 'regime', 'filhos', 'filhos_menores'],
    cpf: ['nascimento', 'naturalidade', 'nacionalidade', 'profissao'],
    tutor: ['outro_genitor'],
  },
  replyChecks: [
    {
      say: tutorQ,
      expect:
        /poder familiar|(os dois|ambos)( os pais)? (faltarem|morrerem|n[ãa]o puderem)|falta (de )?(ambos|dos dois)/i,
      why: 'the nomination takes effect only if both parents are missing: Josiane keeps the poder familiar if she survives, and adult siblings are not tutors by law (1.634 VI, 1.729, 1.731)',
    },
  ],
  facts: {
    testador: {
      nome: 'Josué Pinheiro Castro',
      cpf: josueCpf,
      dataNascimento: '1981-03-09',
      naturalidade: 'Bacabal/MA',
      nacionalidade: 'brasileiro',
      profissao: 'técnico de manutenção',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Avenida dos Holandeses',
        numero: '700',
        complemento: 'apto 504',
        bairro: 'Calhau',
        cidade: 'São Luís',
        uf: 'MA',
        cep: '65071380',
      },
    },
    conjuge: {
      nome: 'Josiane Ribeiro Castro',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Lucas Sousa Castro', dataNascimento: '2003-11-02', menor: false },
      { nome: 'Thaís Sousa Castro', dataNascimento: '2006-05-17', menor: false },
      { nome: 'Davi Ribeiro Castro', dataNascimento: '2016-10-08', menor: true },
    ],
    tutela: { tutores: ['Maria do Socorro Ribeiro Lima'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Lucas Sousa Castro' }],
    desejos: {
      funeral: 'ser enterrado em Bacabal, no Cemitério São Benedito, perto do meu pai',
      mensagens: ['que meus filhos continuem unidos, os três, sem briga por causa de herança'],
    },
    forma: 'particular',
    local: { cidade: 'São Luís', uf: 'MA' },
    testemunhas: josueW,
    outrasPessoas: ['Cleonice'],
  },
});

// 3. Widow, 83, Ribeirão Preto/SP: very polite and slow; everything to two nieces, money to a church.
const zulmiraCpf = cpfFrom('471805932');
const paroquiaCnpj = cnpjFrom('451238760001');
const zulmiraW = [
  witness('Antônio Carlos Meirelles Prado', '582916043', '1957-06-19'),
  witness('Neusa Aparecida Fagundes', '693027154', '1962-01-30'),
  witness('Sérgio Luiz Vendramini', '704138265', '1970-11-12'),
];
const sobrinhasQ =
  'Desculpe, não entendi bem. Eu posso deixar tudo para as minhas duas sobrinhas? Não tenho filhos, meus pais e meu marido já faleceram. Tenho também um sobrinho, o Paulo, filho do meu irmão, que mora em São Paulo e nunca me visita. Preciso incluir ele?';
const zulmira = story({
  id: 'set7a-zulmira-sp-sobrinhas-paroquia',
  who: {
    age: 83,
    region: 'Ribeirão Preto/SP',
    typing:
      'muito educada e formal ("Pois não", "Desculpe, não entendi", "Muito obrigada"), frases completas com acentos, às vezes responde de novo a pergunta anterior; muda de ideia de passagem sobre o valor da paróquia',
    family:
      'viúva, sem filhos, pais falecidos; tudo para duas sobrinhas em partes iguais; uma quantia em dinheiro para a paróquia (CNPJ); uma sobrinha testamenteira com a posse dos bens',
  },
  today: '2026-11-26',
  opening:
    'Boa tarde. Desculpe o incômodo. Minha sobrinha me disse que aqui eu posso fazer o meu testamento. Sou viúva e não tive filhos.',
  answers: {
    proprio: 'Pois não. É para mim mesma.',
    nome: 'Zulmira Bueno de Almeida Prado.',
    cpf: `Pois não. O meu CPF é ${formatCpf(zulmiraCpf)}.`,
    nascimento: 'Nasci no dia três de março de mil novecentos e quarenta e três.',
    naturalidade:
      'Como eu disse, nasci em 3 de março de 1943. Ah, desculpe, a senhora pergunta a cidade? Em Sertãozinho.',
    nacionalidade: 'Sertãozinho, aqui pertinho de Ribeirão. Sou brasileira, sim.',
    profissao: 'Fui professora primária. Estou aposentada há muitos anos.',
    endereco:
      'Moro na Rua Visconde de Inhaúma, 1120, apartamento 72, no Centro de Ribeirão Preto. O CEP é 14010-100.',
    capacidade: 'Uso óculos para ler, mas leio e assino normalmente, graças a Deus.',
    anteriores: 'Não, senhora. Nunca fiz testamento.',
    estado_civil: 'Sou viúva. Meu marido, o Oswaldo, faleceu em 2015.',
    sexo: 'Feminino.',
    filhos: 'Não tive filhos. Deus não quis.',
    pais: 'Meus pais faleceram há muitos anos.',
    avos: 'Desculpe, não entendi. Meus avós? Faleceram todos, há muito tempo.',
    heranca: [
      sobrinhasQ,
      'Muito obrigada pela explicação. Então quero deixar tudo para as minhas sobrinhas Cláudia Bueno Ferraz e Renata Bueno Ferraz, filhas da minha falecida irmã Olga, em partes iguais.',
    ],
    legados:
      'Pois não. Gostaria de deixar dez mil reais para a Paróquia Nossa Senhora do Rosário, aqui de Ribeirão Preto, que frequento há cinquenta anos.',
    cnpj: `Pois não. O CNPJ da paróquia é ${formatCnpj(paroquiaCnpj)}. Pedi ao padre Aurélio.`,
    legados_valor:
      'Tenho o apartamento, que deve valer uns quinhentos mil reais, e umas aplicações no banco, uns duzentos mil.',
    legados_comum: 'Não, é tudo meu. Meu marido já faleceu.',
    substitutos:
      'Se uma das meninas faltar, que fique tudo para a outra. E se a paróquia não existir mais, não precisa substituto.',
    clausulas: 'Desculpe, não entendi bem. Acho que não, não quero nada disso.',
    testamenteiro: 'A Cláudia Bueno Ferraz, a mais velha. É ela que cuida de mim.',
    testamenteiro_premio: 'Não, ela não precisa receber nada a mais.',
    testamenteiro_posse: 'Pois não, pode sim. Ela que vai cuidar de tudo.',
    desejos:
      'Gostaria de ser sepultada no Cemitério da Saudade, no túmulo do Oswaldo, e de uma missa de sétimo dia na Paróquia do Rosário. Ah, e me perdoe, sobre a paróquia: pensei melhor e prefiro deixar vinte mil reais, e não dez mil.',
    forma:
      'Pois não. O particular, que eu assino com as testemunhas, se a senhora achar que está bem.',
    testemunhas: [
      'Pois não. As testemunhas são meus vizinhos do prédio:',
      typeWitnesses(zulmiraW, 'words'),
    ].join('\n'),
    testemunhas_parentes: 'Não, senhora. São vizinhos.',
    local: 'Sim, Ribeirão Preto.',
    revisao: ['Está certo, muito obrigada.', 'Ciente.', 'Sim.'],
  },
  correctedLater: ['legados'],
  replyChecks: [
    {
      say: sobrinhasQ,
      expect:
        /herdeir[oa]s? necess[áa]ri|livremente|livre para|colatera|n[ãa]o (precisa|[ée] obrigad)/i,
      why: 'with no descendants, ascendants or spouse there is no legítima: she may leave everything to the two nieces and leave out the nephew (1.850)',
    },
  ],
  facts: {
    testador: {
      nome: 'Zulmira Bueno de Almeida Prado',
      cpf: zulmiraCpf,
      dataNascimento: '1943-03-03',
      naturalidade: 'Sertãozinho/SP',
      nacionalidade: 'brasileira',
      profissao: 'professora primária aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Visconde de Inhaúma',
        numero: '1120',
        complemento: 'apto 72',
        bairro: 'Centro',
        cidade: 'Ribeirão Preto',
        uf: 'SP',
        cep: '14010100',
      },
    },
    heranca: [
      {
        beneficiario: 'Cláudia Bueno Ferraz',
        percentual: 50,
        base: 'total',
        substituto: 'Renata Bueno Ferraz',
      },
      {
        beneficiario: 'Renata Bueno Ferraz',
        percentual: 50,
        base: 'total',
        substituto: 'Cláudia Bueno Ferraz',
      },
    ],
    legados: [
      {
        beneficiario: 'Paróquia Nossa Senhora do Rosário',
        descricao: 'R$ 20.000,00 (vinte mil reais) em dinheiro',
        cnpj: paroquiaCnpj,
      },
    ],
    testamenteiros: [{ nome: 'Cláudia Bueno Ferraz', posseBens: true }],
    desejos: {
      funeral:
        'ser sepultada no Cemitério da Saudade, no túmulo do Oswaldo, e uma missa de sétimo dia na Paróquia do Rosário',
    },
    forma: 'particular',
    local: { cidade: 'Ribeirão Preto', uf: 'SP' },
    testemunhas: zulmiraW,
  },
});

// 4. Single man, 31, Porto Velho/RO: slang and speech-to-text slips; his mother "instead of the ex".
const wesleyCpf = cpfFrom('815240673');
const wesleyW = [
  witness('Jefferson Araújo Bezerra', '926351784', '1992-03-08'),
  witness('Thayná Cristina Moura Silva', '137462895', '1996-12-01'),
  witness('Francisco Edinaldo Queiroz', '248573906', '1978-05-26'),
];
const exQ =
  'pô mano é o seguinte eu quero que minha mãe fique com meu filho no lugar da ex vírgula ela não tem condição de cuidar dele não ponto dá pra colocar isso aí no testa mento';
const wesley = story({
  id: 'set7a-wesley-ro-bebe-mae-no-lugar-da-ex',
  who: {
    age: 31,
    region: 'Porto Velho/RO',
    typing:
      'gíria ("mano", "pô", "suave", "tipo"), ditado por voz com deslizes ("testa mento", "vírgula" e "ponto" escritos por extenso, "ron dônia", nomes partidos), sem pontuação',
    family:
      'solteiro, um bebê de 1 ano com uma ex-namorada com quem nunca morou; quer a própria mãe como tutora "no lugar da ex" (a mãe viva mantém o poder familiar)',
  },
  today: '2026-11-26',
  opening:
    'e aí suave quero fazer um testa mento por causa do meu filho que é bebê ainda tipo se acontecer alguma coisa comigo eu trabalho de moto',
  answers: {
    proprio: 'é pra mim mesmo mano',
    nome: 'wesley gabriel nogueira lima',
    cpf: `${wesleyCpf.slice(0, 3)} ${wesleyCpf.slice(3, 6)} ${wesleyCpf.slice(6, 9)} ${wesleyCpf.slice(9)}`,
    nascimento: '22 de junho de 95',
    naturalidade: 'nasci em ji paraná mesmo ron dônia',
    nacionalidade: 'brasileiro',
    profissao: 'mecânico de moto tenho uma oficina pequena',
    endereco: 'rua jatuarana 3421 bairro caladinho porto velho cep 76808 114',
    capacidade: 'nenhuma mano de boa',
    anteriores: 'não nunca',
    estado_civil: 'solteiro mano a mãe do meu filho foi só um rolo a gente nunca morou junto não',
    sexo: 'masculino',
    filhos:
      'um só o arthur miguel souza lima nasceu dia 14 de agosto de 2025 a mãe dele é a kauane souza martins',
    filhos_menores: 'sim ele é bebê tem 1 ano',
    bens_particulares: 'não',
    pais: 'minha mãe tá viva rosilene nogueira lima meu pai nem conheci',
    avos: 'não',
    heranca: 'tudo pro meu filho mano a oficina a moto tudo dele',
    legados: 'não é tudo do arthur',
    substitutos: 'não',
    clausulas: 'não',
    tutor: [
      exQ,
      'tendi então coloca minha mãe rosilene nogueira lima pro caso de faltar eu e a kauane os dois',
    ],
    outro_genitor: 'tá viva sim a kauane tá viva',
    tutor_concorda: 'sei lá mano a gente nem se fala direito',
    testamenteiro: 'minha mãe rosilene',
    testamenteiro_premio: 'não precisa',
    testamenteiro_posse: 'não',
    desejos: 'quero ser cremado mano e jogar as cinza no rio madeira',
    forma: 'particular',
    testemunhas: [
      'as testemunhas ponto',
      `jefferson araújo bezerra cpf ${formatCpf(wesleyW[0]!.cpf)} nasceu ${br(wesleyW[0]!.dataNascimento)}`,
      `thayná cristina moura silva cpf ${formatCpf(wesleyW[1]!.cpf)} nasceu ${br(wesleyW[1]!.dataNascimento)}`,
      `francisco edinaldo queiroz cpf ${formatCpf(wesleyW[2]!.cpf)} nasceu ${br(wesleyW[2]!.dataNascimento)}`,
    ].join('\n'),
    testemunhas_parentes: 'não são os cara da oficina e uma cliente',
    local: 'sim porto velho',
    revisao: ['tá certo', 'ciente', 'sim'],
  },
  covers: {
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: exQ,
      expect:
        /poder familiar|(a m[ãa]e|ela|Kauane) (dele |do Arthur )?(continua|segue|fica|mant[ée]m)|s[óo] (vale|valer[áa]|tem efeito|teria efeito)|(na falta|faltarem|falta) (de )?(ambos|os dois|dos dois)/i,
      why: 'a tutor named by one parent only takes effect if the other parent is also missing: the living mother keeps the poder familiar (1.634 VI, 1.729)',
    },
  ],
  facts: {
    testador: {
      nome: 'Wesley Gabriel Nogueira Lima',
      cpf: wesleyCpf,
      dataNascimento: '1995-06-22',
      naturalidade: 'Ji-Paraná/RO',
      nacionalidade: 'brasileiro',
      profissao: 'mecânico de motocicletas',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Jatuarana',
        numero: '3421',
        bairro: 'Caladinho',
        cidade: 'Porto Velho',
        uf: 'RO',
        cep: '76808114',
      },
    },
    filhos: [{ nome: 'Arthur Miguel Souza Lima', dataNascimento: '2025-08-14', menor: true }],
    tutela: { tutores: ['Rosilene Nogueira Lima'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Rosilene Nogueira Lima' }],
    desejos: { funeral: 'ser cremado e as cinzas jogadas no Rio Madeira' },
    forma: 'particular',
    local: { cidade: 'Porto Velho', uf: 'RO' },
    testemunhas: wesleyW,
    outrasPessoas: ['Kauane Souza Martins'],
  },
});

// 5. Woman, 50, Vitória/ES: informal união estável of 20 years; a car to the stepdaughter; "e se…".
const adrianaCpf = cpfFrom('359684217');
const adrianaW = [
  witness('Renata Colodete Vieira', '460795328', '1979-08-17'),
  witness('Fábio Lorenzoni Santos', '571806439', '1974-02-04'),
  witness('Kátia Regina Barcelos Moreira', '682917540', '1985-10-23'),
];
const casaQ =
  'e se eu morrer primeiro, o marcos pode continuar morando na casa? a casa a gente comprou junto em 2010 mas ta so no nome dele, e meu filho e ele se dao bem mas vai saber ne';
const adriana = story({
  id: 'set7a-adriana-es-uniao-informal-enteada',
  who: {
    age: 50,
    region: 'Vitória/ES',
    typing: 'frases soltas, "ne", "tipo", poucos acentos, pergunta "e se…" no meio das respostas',
    family:
      'união estável de 20 anos sem escritura (comunhão parcial); o companheiro tem 2 filhos de antes; ela tem 1 filho adulto; o carro, comprado na união, para a enteada, com o enteado como substituto',
  },
  today: '2026-11-26',
  opening:
    'oi, boa noite. quero fazer um testamento pq minha situacao é meio enrolada ne, vivo com o marcos ha 20 anos mas nunca casamos no papel',
  answers: {
    proprio: 'sim, pra mim',
    nome: 'adriana loureiro bastos',
    cpf: formatCpf(adrianaCpf),
    nascimento: '18/04/1976',
    naturalidade: 'cachoeiro de itapemirim',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'rua aleixo netto 850 ap 302, praia do canto, vitoria, 29055-260',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil:
      'uniao estavel ne, com o marcos, desde 2006. nunca fizemos nada no cartorio, so moramos junto esse tempo todo',
    sexo: 'feminino',
    conjuge_nome: 'marcos antonio zanotti',
    regime: 'nunca fizemos contrato nenhum, entao acho que é o normal ne',
    uniao_formalizada: 'nao, nunca registramos nada. e se precisar provar depois, como faz?',
    casamento_data: 'desde 2006, fev de 2006',
    separado_fato: 'nao, tamo junto',
    filhos:
      'tenho 1, o gustavo loureiro pimentel, de 03/09/1998, do meu primeiro relacionamento. o marcos tem a larissa e o pedro henrique de antes, mas esses sao dele, eu ajudei a criar',
    filhos_menores: 'nao, o gustavo tem 28',
    bens_particulares: 'nao, tudo que tenho comprei depois de tar com o marcos',
    pais: 'meu pai faleceu, minha mae ta viva, mora em cachoeiro',
    avos: 'nao',
    heranca: [
      casaQ,
      'entendi. entao o resto fica como a lei manda, so o meu carro que eu quero deixar pra larissa zanotti freitas, minha enteada, ela é como uma filha pra mim',
    ],
    legados: 'so o carro, um honda fit 2019 prata, pra larissa',
    legados_valor:
      'o carro uns 70 mil. a casa uns 600 mil e tenho uns 100 mil de previdencia e poupanca',
    legados_comum:
      'ta no meu nome mas comprei em 2019, depois de juntar com o marcos, entao é dos dois ne? e se ele nao quiser dar a parte dele?',
    legados_excesso: 'ok',
    substitutos:
      'e se a larissa morrer antes de mim? ai queria que o carro fosse pro irmao dela, o pedro henrique zanotti',
    clausulas: 'nao',
    testamenteiro: 'o gustavo, meu filho',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'quero doar os orgaos que puder e ser cremada',
    forma: 'particular',
    testemunhas: typeWitnesses(adrianaW, 'br'),
    testemunhas_parentes: 'nao, sao colegas do hospital',
    local: 'sim, vitoria',
    revisao: ['ta certo', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil'],
    estado_civil: ['casamento_data', 'uniao_formalizada'],
    heranca: ['legados'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: casaQ,
      expect: /habita[çc][ãa]o|1\.831/i,
      why: 'the surviving companion has the direito real de habitação over the family home, whatever the will says (1.831, extended to the união estável by the STJ)',
    },
  ],
  facts: {
    testador: {
      nome: 'Adriana Loureiro Bastos',
      cpf: adrianaCpf,
      dataNascimento: '1976-04-18',
      naturalidade: 'Cachoeiro de Itapemirim/ES',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Aleixo Netto',
        numero: '850',
        complemento: 'apto 302',
        bairro: 'Praia do Canto',
        cidade: 'Vitória',
        uf: 'ES',
        cep: '29055260',
      },
    },
    conjuge: {
      nome: 'Marcos Antônio Zanotti',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [{ nome: 'Gustavo Loureiro Pimentel', dataNascimento: '1998-09-03', menor: false }],
    legados: [
      {
        beneficiario: 'Larissa Zanotti Freitas',
        descricao: 'o carro Honda Fit 2019, prata',
        substituto: 'Pedro Henrique Zanotti',
      },
    ],
    testamenteiros: [{ nome: 'Gustavo Loureiro Pimentel' }],
    desejos: { funeral: 'ser cremada', doacaoOrgaos: 'doar os órgãos que puder' },
    forma: 'particular',
    local: { cidade: 'Vitória', uf: 'ES' },
    testemunhas: adrianaW,
  },
});

export const SET7A: readonly Story[] = [sonia, josue, zulmira, wesley, adriana];
