/**
 * Held-out set 5b: five people written without reading the assistant's readers (issue 18).
 * A mother in Teresina who types with many typos, a man of 90 in Aracaju whose daughter types
 * for him, a young mother in Florianópolis with emojis and English words, a farmer in Cuiabá who
 * types in short bursts, and a single woman in Macapá leaving to a church and a niece.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { formatCnpj, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// 1. Woman, 41, Teresina/PI: many typos and swapped letters, no accents; two minor children.
const antoniaCpf = cpfFrom('318472605');
const antoniaW = [
  witness('Cleonice Maria de Carvalho', '429583716', '1979-09-12'),
  witness('Josué Ribeiro Nunes', '530694827', '1983-02-27'),
  witness('Patrícia Lima Veloso', '641705938', '1990-06-05'),
];
const antonia = story({
  id: 'set5b-antonia-pi-digita-errado',
  who: {
    age: 41,
    region: 'Teresina/PI',
    typing:
      'muitos erros de digitação e letras trocadas ("filhso", "casdaa", "nao sie"), sem acento',
    family:
      'casada em comunhão universal com pacto (2008), marido vivo, 4 filhos, 2 menores; a irmã como tutora se os dois pais faltarem',
  },
  today: '2026-11-25',
  opening:
    'oi boa noite, quero fazer meu testamneto. sou casdaa e tenho 4 filhso, 2 ainda sao de menor',
  answers: {
    proprio: 'sim é pra mim msm',
    nome: 'antonia cristiane sousa meneses',
    cpf: antoniaCpf,
    nascimento: '18/04/85',
    naturalidade: 'nasci em campo maoir mas moro em teresina',
    nacionalidade: 'brasliera',
    profissao: 'tecnica de enfermagem',
    endereco: 'rua sao pedro 2045 picarra teresina cep 64001-260',
    capacidade: ['nenhuam', 'nenhuma'],
    anteriores: 'nao nunca fiz',
    estado_civil: 'casdaa',
    sexo: 'feminino',
    conjuge_nome: 'raimundo nonato meneses filho',
    regime: 'comunhao univresal, fizemos o pacto antenupcial no cartorio antes de casar',
    casamento_data: 'casamos em 14/06/2008',
    filhos:
      'sao 4: larissa sousa meneses 03/02/2007, gabriel sousa meneses 21/10/2008, yasmin sousa meneses 15/05/2013 e o heitor sousa meneses 09/08/2019',
    filhos_menores: 'a yasmin e o heitor',
    bens_particulares: 'nao, é tudo dos dois',
    pais: 'meus pais ja faleceram',
    avos: 'nao',
    heranca: 'nao sie, acho q deixa como a lei manda, igual pra todo mundo',
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    tutor: [
      'so se eu e o raimundo faltar os dois, ai quero q fique com minha irma francisca sousa de araujo. a e a data do heitor ta errdaa, ele é de 09/08/2018 nao 2019',
      'minha irma francisca sousa de araujo',
    ],
    outro_genitor: 'sim, ta vivo graças a deus',
    tutor_concorda: 'concorda sim, a gente cnoversou',
    testamenteiro: 'meu marido raimundo',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao, so isso msm',
    forma: 'particualr',
    testemunhas: typeWitnesses(antoniaW, 'plain'),
    testemunhas_parentes: 'nao, sao colegas do hospital',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil'],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['filhos'],
  facts: {
    testador: {
      nome: 'Antônia Cristiane Sousa Meneses',
      cpf: antoniaCpf,
      dataNascimento: '1985-04-18',
      naturalidade: 'Campo Maior/PI',
      nacionalidade: 'brasileira',
      profissao: 'técnica de enfermagem',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua São Pedro',
        numero: '2045',
        bairro: 'Piçarra',
        cidade: 'Teresina',
        uf: 'PI',
        cep: '64001260',
      },
    },
    conjuge: {
      nome: 'Raimundo Nonato Meneses Filho',
      tipo: 'casamento',
      regimeBens: 'comunhao_universal',
    },
    filhos: [
      { nome: 'Larissa Sousa Meneses', dataNascimento: '2007-02-03', menor: false },
      { nome: 'Gabriel Sousa Meneses', dataNascimento: '2008-10-21', menor: false },
      { nome: 'Yasmin Sousa Meneses', dataNascimento: '2013-05-15', menor: true },
      { nome: 'Heitor Sousa Meneses', dataNascimento: '2018-08-09', menor: true },
    ],
    tutela: { tutores: ['Francisca Sousa de Araújo'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Raimundo Nonato Meneses Filho' }],
    forma: 'particular',
    local: { cidade: 'Teresina', uf: 'PI' },
    testemunhas: antoniaW,
  },
});

// 2. Man, 90, Aracaju/SE: his daughter types for him; old-fashioned words; two children dead.
const joseCpf = cpfFrom('752816394');
const joseW = [
  witness('Edvaldo Santana Fontes', '863927405', '1961-12-01'),
  witness('Marlene Góis Barreto', '974038516', '1967-05-18'),
];
const jose = story({
  id: 'set5b-jose-augusto-se-filha-digita',
  who: {
    age: 90,
    region: 'Aracaju/SE',
    typing:
      'a filha digita ("meu pai ta dizendo…"), frases longas, palavras antigas ("outrossim", "bens de raiz")',
    family:
      'viúvo, 6 filhos: 2 falecidos, um deixou 3 netos, a outra sem filhos; missa e jazigo da família ao lado da esposa',
  },
  today: '2026-11-25',
  opening:
    'boa tarde. aqui quem escreve é a lucia, filha dele. meu pai ta dizendo que quer fazer o testamento dele, ele tem 90 anos mas a cabeça ta otima, ta aqui do meu lado ditando. ele é viuvo, minha mae faleceu em 2019',
  answers: {
    proprio: 'sim, é pra ele, ele que decide tudo, eu so escrevo',
    nome: 'o nome dele é jose augusto menezes prado',
    cpf: `cpf ${formatCpf(joseCpf)}`,
    nascimento: 'ele nasceu em 2 de março de 1936',
    naturalidade: 'laranjeiras, aqui em sergipe mesmo',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante aposentado, teve loja de tecidos no centro muitos anos',
    endereco: 'rua itabaiana 812 centro aracaju cep 49010-170',
    capacidade: 'ele le com oculos e assina o nome dele sim, a mao treme um pouco mas assina',
    anteriores: 'meu pai ta dizendo que nunca fez testamento nenhum',
    estado_civil: 'viuvo',
    sexo: 'masculino',
    filhos:
      'meu pai ta dizendo: tive seis filhos com a minha finada esposa. antonio carlos prado, de 10/05/1958, maria jose prado santos, de 22/08/1960, lucia helena prado (sou eu) de 03/11/1964, francisco de assis prado que faleceu em 2010, teresa cristina prado que faleceu em 1999, e paulo roberto prado de 15/01/1970',
    filhos_menores: 'nenhum, o mais novo ja tem 56',
    netos:
      'o francisco deixou tres filhos: rafael andrade prado, camila andrade prado e bruno andrade prado. a teresa nao deixou filho nenhum, morreu solteira',
    pais: 'os pais dele morreram faz muito tempo ne',
    avos: 'nao',
    heranca:
      'meu pai ta dizendo assim: que os meus bens de raiz e o mais que houver sejam repartidos entre meus filhos e os filhos do finado francisco como manda a lei, outrossim nao quero que haja diferença entre eles',
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao, ele disse que confia nos filhos',
    testamenteiro: ['ele quer o antonio carlos, o filho mais velho', 'antonio carlos prado'],
    testamenteiro_premio: 'nao, ele diz que filho nao cobra do pai',
    testamenteiro_posse: 'nao',
    desejos:
      'ele ta ditando: que se reze uma missa de setimo dia na igreja de sao jose, e que eu seja sepultado ao lado de minha finada esposa no jazigo da familia, no cemiterio santa isabel',
    forma: 'ele prefere o publico, no cartorio, diz que confia mais no tabeliao',
    testemunhas: typeWitnesses(joseW, 'words'),
    testemunhas_parentes: 'nao, sao amigos da familia, nao sao parentes',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'José Augusto Menezes Prado',
      cpf: joseCpf,
      dataNascimento: '1936-03-02',
      naturalidade: 'Laranjeiras/SE',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Itabaiana',
        numero: '812',
        bairro: 'Centro',
        cidade: 'Aracaju',
        uf: 'SE',
        cep: '49010170',
      },
    },
    filhos: [
      { nome: 'Antônio Carlos Prado', dataNascimento: '1958-05-10', menor: false },
      { nome: 'Maria José Prado Santos', dataNascimento: '1960-08-22', menor: false },
      { nome: 'Lúcia Helena Prado', dataNascimento: '1964-11-03', menor: false },
      { nome: 'Francisco de Assis Prado', vivo: false, menor: false },
      { nome: 'Teresa Cristina Prado', vivo: false, menor: false },
      { nome: 'Paulo Roberto Prado', dataNascimento: '1970-01-15', menor: false },
    ],
    netos: [
      { nome: 'Rafael Andrade Prado', filhoDe: 'Francisco de Assis Prado' },
      { nome: 'Camila Andrade Prado', filhoDe: 'Francisco de Assis Prado' },
      { nome: 'Bruno Andrade Prado', filhoDe: 'Francisco de Assis Prado' },
    ],
    testamenteiros: [{ nome: 'Antônio Carlos Prado' }],
    desejos: {
      funeral:
        'que se reze uma missa de sétimo dia na Igreja de São José, e que eu seja sepultado ao lado de minha finada esposa no jazigo da família, no Cemitério Santa Isabel',
    },
    forma: 'publico',
    local: { cidade: 'Aracaju', uf: 'SE' },
    testemunhas: joseW,
  },
});

// 3. Woman, 31, Florianópolis/SC: English words and emojis; a baby son; the cat and the cloud.
const brunaCpf = cpfFrom('185340729');
const brunaW = [
  witness('Rafaela Coelho Amorim', '296451830', '1994-03-08'),
  witness('Guilherme Sasaki Prates', '307562941', '1992-10-19'),
  witness('Natália Bittencourt Lopes', '418673052', '1997-01-24'),
];
const bruna = story({
  id: 'set5b-bruna-sc-gata-nuvem',
  who: {
    age: 31,
    region: 'Florianópolis/SC',
    typing: 'português com palavras em inglês ("anyway", "best friend", "pls"), emojis, sem acento',
    family:
      'casada em participação final nos aquestos com pacto (2021), um filho bebê (o pai vivo, sem tutor); a gata para a melhor amiga; fotos e iCloud para o marido',
  },
  today: '2026-11-25',
  opening:
    'hii 😊 queria fazer meu testamento, sou casada e tenho um baby de 1 aninho 👶 anyway, sim sou eu mesma q to fazendo',
  answers: {
    proprio: 'yes, sou eu 😅',
    nome: 'bruna schneider vieira',
    cpf: formatCpf(brunaCpf),
    nascimento: '12/07/1995',
    naturalidade: 'blumenau sc',
    nacionalidade: 'brasileira 🇧🇷',
    profissao: 'sou dev, desenvolvedora de software 👩‍💻',
    endereco: 'rua lauro linhares 1288 ap 402, trindade, floripa, cep 88036-002',
    capacidade: 'nenhuma',
    anteriores: 'nope',
    estado_civil: 'casada 💍',
    sexo: 'feminino',
    conjuge_nome: 'lucas andrade costa, my husband ❤️',
    regime:
      'participacao final nos aquestos, a gente fez pacto antenupcial, foi ideia do contador dele kkk',
    casamento_data: '20/03/2021',
    filhos: 'so o theo vieira costa, nasceu 14/09/2025 💙',
    filhos_menores: 'o theo, ele é baby ainda',
    bens_particulares: 'tenho um ap em blumenau q herdei da minha vó',
    pais: 'os dois vivos graças a deus 🙏',
    avos: 'nao',
    heranca: 'nao, deixa como a lei diz, pro lucas e pro theo',
    legados: [
      'sim! minha gata, a mel 🐱, quero q fique com a minha best friend, julia martins hoffmann. ela ama a mel',
      'minha gata mel para julia martins hoffmann',
    ],
    legados_valor: 'kkk zero, ela é priceless 😹 meu patrimonio todo uns 900 mil eu acho',
    legados_comum: 'nao, a mel é so minha, adotei antes de casar',
    legados_excesso: 'ok',
    substitutos: 'nao',
    clausulas: 'nao',
    tutor: [
      'nao precisa, o pai dele ta vivo ne, o lucas fica com ele',
      'nao quero indicar ninguem',
      'pular',
    ],
    outro_genitor: 'sim, o lucas, vivissimo kkk',
    tutor_concorda: 'sim',
    testamenteiro: 'o lucas',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos:
      'sim!! minhas fotos e a minha conta do icloud (the whole cloud kkk) quero q fiquem pro lucas, meu marido ❤️ senha eu passo pra ele depois, nao vou colocar aqui',
    forma: 'particular pls',
    testemunhas: typeWitnesses(brunaW, 'one-line'),
    testemunhas_parentes: 'nao, sao amigos do trabalho',
    local: 'sim, floripa',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['proprio', 'estado_civil'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Bruna Schneider Vieira',
      cpf: brunaCpf,
      dataNascimento: '1995-07-12',
      naturalidade: 'Blumenau/SC',
      nacionalidade: 'brasileira',
      profissao: 'desenvolvedora de software',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Lauro Linhares',
        numero: '1288',
        complemento: 'apto 402',
        bairro: 'Trindade',
        cidade: 'Florianópolis',
        uf: 'SC',
        cep: '88036002',
      },
    },
    conjuge: {
      nome: 'Lucas Andrade Costa',
      tipo: 'casamento',
      regimeBens: 'participacao_final_aquestos',
    },
    filhos: [{ nome: 'Theo Vieira Costa', dataNascimento: '2025-09-14', menor: true }],
    legados: [{ beneficiario: 'Júlia Martins Hoffmann', descricao: 'minha gata Mel' }],
    testamenteiros: [{ nome: 'Lucas Andrade Costa' }],
    desejos: { ativosDigitais: 'minhas fotos e a minha conta do iCloud, ao Lucas, meu marido' },
    forma: 'particular',
    local: { cidade: 'Florianópolis', uf: 'SC' },
    testemunhas: brunaW,
  },
});

// 4. Man, 58, Cuiabá/MT, farmer: short bursts; a farm bought before the marriage to the son.
const valdirCpf = cpfFrom('529184306');
const valdirW = [
  witness('Osmar Luiz Zanatta', '630295417', '1965-08-14'),
  witness('Rosilene Campos de Arruda', '741306528', '1977-04-30'),
  witness('Cleiton Dias Figueiredo', '852417639', '1986-11-11'),
];
const fazendaQ = 'posso deixar a fazenda pro meu filho sem a minha filha ficar no prejuízo?';
const valdir = story({
  id: 'set5b-valdir-mt-fazenda',
  who: {
    age: 58,
    region: 'Cuiabá/MT',
    typing: 'rajadas curtas, sem acento, dá o valor antes de perguntarem',
    family:
      'casado em comunhão parcial, 2 filhos adultos; fazenda comprada antes do casamento (bem particular) ao filho e R$ 200 mil à filha; corrige o nome da esposa depois',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'sim',
    nome: 'valdir antonio bortolini',
    cpf: valdirCpf,
    nascimento: '10/02/68',
    naturalidade: ['chapeco sc. vim pro mato grosso em 88', 'chapeco/sc'],
    nacionalidade: 'brasileiro',
    profissao: 'produtor rural',
    endereco: 'av miguel sutil 8600 duque de caxias cuiaba 78043-305',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'casado',
    sexo: 'masc',
    conjuge_nome: 'neide aparecida',
    regime: 'parcial',
    casamento_data: '07/05/94',
    filhos: '2. joao pedro bortolini 18/03/95. ana carolina bortolini 02/11/98',
    filhos_menores: 'nenhum',
    bens_particulares: [
      'a fazenda boa esperanca. comprei em 91, antes de casar. ah o nome da neide completo é neide aparecida da silva bortolini',
      'sim',
    ],
    pais: 'falecidos',
    avos: 'nao',
    heranca: [
      fazendaQ,
      'entao a fazenda boa esperanca pro joao pedro. vale uns 500 mil. e 200 mil em dinheiro pra ana carolina pra ficar igual',
    ],
    legados: 'a fazenda pro joao pedro e os 200 mil pra ana carolina, ja falei',
    legados_valor:
      'a fazenda uns 500 mil. o resto, casa, maquina, gado, uns 3 milhao junto com a neide',
    legados_comum: 'a fazenda nao. é so minha',
    legados_excesso: 'pode deixar',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'a neide',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(valdirW, 'br'),
    testemunhas_parentes: 'nao',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  correctedLater: ['conjuge_nome'],
  replyChecks: [
    {
      say: fazendaQ,
      expect: /leg[íi]tima[\s\S]*dispon[íi]vel|dispon[íi]vel[\s\S]*leg[íi]tima/i,
      why: 'the farm as a gift comes out of the disponível; the daughter (and the wife, who concurs on the bens particulares) keep their legítima',
    },
  ],
  facts: {
    testador: {
      nome: 'Valdir Antônio Bortolini',
      cpf: valdirCpf,
      dataNascimento: '1968-02-10',
      naturalidade: 'Chapecó/SC',
      nacionalidade: 'brasileiro',
      profissao: 'produtor rural',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Avenida Miguel Sutil',
        numero: '8600',
        bairro: 'Duque de Caxias',
        cidade: 'Cuiabá',
        uf: 'MT',
        cep: '78043305',
      },
    },
    conjuge: {
      nome: 'Neide Aparecida da Silva Bortolini',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'João Pedro Bortolini', dataNascimento: '1995-03-18', menor: false },
      { nome: 'Ana Carolina Bortolini', dataNascimento: '1998-11-02', menor: false },
    ],
    legados: [
      { beneficiario: 'João Pedro Bortolini', descricao: 'Fazenda Boa Esperança' },
      { beneficiario: 'Ana Carolina Bortolini', descricao: 'R$ 200.000,00 em dinheiro' },
    ],
    testamenteiros: [{ nome: 'Neide Aparecida da Silva Bortolini' }],
    forma: 'particular',
    local: { cidade: 'Cuiabá', uf: 'MT' },
    testemunhas: valdirW,
  },
});

// 5. Woman, 66, Macapá/AP: single, no heirs; half to a church, half to the niece (executor).
const raimundaCpf = cpfFrom('963528147');
const igrejaCnpj = cnpjFrom('063814750001');
const raimundaW = [
  witness('Benedita Souza Picanço', '174639258', '1958-02-16'),
  witness('Odete Maria Tavares Leal', '285740369', '1963-07-07'),
  witness('Rosenildo Costa Brito', '396851470', '1972-09-25'),
];
const irmaosQ =
  'blz. mas antes, meus irmaos podem contestar? pq tenho 2 irmaos vivos e eles ja tao de olho 🙄';
const raimunda = story({
  id: 'set5b-raimunda-ap-igreja-sobrinha',
  who: {
    age: 66,
    region: 'Macapá/AP',
    typing: '"vc", "pq", "blz", emojis, sem acento',
    family:
      'solteira, sem filhos, pais falecidos, 2 irmãos vivos (não necessários); metade para a igreja (CNPJ) e metade para a sobrinha, que é a testamenteira',
  },
  today: '2026-11-25',
  opening: 'boa tarde 🙏 quero fazer meu testamento blz? sou solteira e nao tenho filhos',
  answers: {
    proprio: 'sim sou eu msm',
    nome: 'maria raimunda pantoja barbosa',
    cpf: formatCpf(raimundaCpf),
    nascimento: '29/06/1960',
    naturalidade: 'mazagao, aqui no amapa',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua hamilton silva 1190 central macapa ap cep 68900-068',
    capacidade: 'nenhuma gracas a deus',
    anteriores: 'nao',
    estado_civil: 'solteira',
    sexo: 'feminino',
    filhos: 'nao tenho',
    pais: 'ja faleceram os dois',
    avos: 'nao, faz tempo q morreram',
    heranca: [
      irmaosQ,
      'entao quero metade pra igreja, a Igreja Evangelica Assembleia de Deus no Amapa, e metade pra minha sobrinha jessica pantoja nascimento 🙏',
      '50% pra Igreja Evangelica Assembleia de Deus no Amapa e 50% pra jessica pantoja nascimento',
    ],
    cnpj: `o cnpj da igreja é ${formatCnpj(igrejaCnpj)}, peguei com o pastor`,
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: ['a jessica msm, ela q resolve tudo pra mim', 'jessica pantoja nascimento'],
    testamenteiro_premio: 'nao precisa',
    testamenteiro_posse: 'pode sim, ela q vai cuidar de td',
    desejos:
      'quero um culto na igreja e ser enterrada no cemiterio sao jose, do lado da minha mae 🙏',
    forma: 'particular',
    testemunhas: typeWitnesses(raimundaW, 'plain'),
    testemunhas_parentes: 'nao, sao irmas da igreja',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil', 'filhos'],
  },
  replyChecks: [
    {
      say: irmaosQ,
      expect: /herdeir[oa]s? necess[áa]ri|colateral/i,
      why: 'siblings are not necessary heirs: with no descendants, ascendants or spouse she may leave everything (1.850)',
    },
  ],
  facts: {
    testador: {
      nome: 'Maria Raimunda Pantoja Barbosa',
      cpf: raimundaCpf,
      dataNascimento: '1960-06-29',
      naturalidade: 'Mazagão/AP',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Hamilton Silva',
        numero: '1190',
        bairro: 'Central',
        cidade: 'Macapá',
        uf: 'AP',
        cep: '68900068',
      },
    },
    heranca: [
      {
        beneficiario: 'Igreja Evangélica Assembleia de Deus no Amapá',
        percentual: 50,
        base: 'total',
        cnpj: igrejaCnpj,
      },
      { beneficiario: 'Jéssica Pantoja Nascimento', percentual: 50, base: 'total' },
    ],
    testamenteiros: [{ nome: 'Jéssica Pantoja Nascimento', posseBens: true }],
    desejos: {
      funeral:
        'quero um culto na igreja e ser enterrada no Cemitério São José, do lado da minha mãe',
    },
    forma: 'particular',
    local: { cidade: 'Macapá', uf: 'AP' },
    testemunhas: raimundaW,
  },
});

export const SET5B: readonly Story[] = [antonia, jose, bruna, valdir, raimunda];
