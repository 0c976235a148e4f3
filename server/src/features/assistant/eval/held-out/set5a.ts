/**
 * Held-out set 5a: five people written without reading the assistant's readers (issue 18).
 * A married man in Belo Horizonte with a son recognised late, a woman in Natal in a registered
 * same-sex union who names her partner by a nickname first, a single father in Porto Velho typing
 * fast, a widow in Campo Grande who disinherits the son who hit her, and a divorced man in Rio who
 * pastes his data as lines and fixes a child's birth date later.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// 1. Man, 63, Belo Horizonte/MG: married since 1990, three children, one recognised in 2005.
const geraldoCpf = cpfFrom('417283905');
const geraldoW = [
  witness('Antônio Carlos Fonseca', '528394016', '1958-09-03'),
  witness('Luzia Aparecida Moreira', '639405127', '1964-12-17'),
  witness('Wanderley José Pimenta', '740516238', '1970-05-29'),
];
const geraldo = story({
  id: 'set5a-geraldo-mg-filho-reconhecido',
  who: {
    age: 63,
    region: 'Belo Horizonte/MG',
    typing: 'mensagens médias, alguns acentos, "né", explica demais',
    family:
      'casado desde 1990 em comunhão parcial; 3 filhos, um de antes do casamento reconhecido em 2005; disponível para a esposa; filhos brigados',
  },
  today: '2026-11-25',
  opening:
    'boa tarde. sim, sou eu mesmo que quero fazer meu testamento. tenho 63 anos, sou casado e tenho três filhos, um deles de outro relacionamento. meus filhos não se dão, né, então quero deixar tudo certinho pra não ter briga depois',
  answers: {
    proprio: 'sim, sou eu mesmo, tô lúcido graças a Deus',
    nome: 'Geraldo Magela Rezende',
    cpf: formatCpf(geraldoCpf),
    nascimento: '12 de abril de 1963',
    naturalidade: 'nasci em Sete Lagoas, mas moro em BH desde menino',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista aposentado',
    endereco: 'Rua Padre Eustáquio 1230 ap 302, bairro Padre Eustáquio, BH, cep 30720-100',
    capacidade: 'nenhuma',
    anteriores: 'não, é o primeiro',
    estado_civil: 'casado, né, com a Sônia desde 1990, comunhão parcial',
    sexo: 'masculino',
    conjuge_nome: 'Sônia Maria Oliveira Rezende',
    regime: 'comunhão parcial',
    casamento_data: 'casamos em maio de 1990',
    filhos:
      'são três, né. o Rodrigo Alves Rezende, de 19/07/1986, que é de um relacionamento antes de eu casar, reconheci ele só em 2005. e com a Sônia a Camila Oliveira Rezende, 03/02/1992, e o Thiago Oliveira Rezende, 25/10/1995',
    filhos_menores: 'nenhum, todos adultos já',
    bens_particulares: 'não, tudo que a gente tem foi comprado depois de casado',
    pais: 'meus pais já faleceram',
    avos: 'não',
    heranca: [
      'o Rodrigo tem o mesmo direito que os outros dois, né? ele é de fora do casamento',
      'quero deixar a parte disponível toda pra Sônia, minha esposa',
    ],
    legados: 'não',
    substitutos: 'não',
    clausulas: 'não precisa',
    testamenteiro: [
      'meu irmão, Hélio Antônio Rezende. ele é de fora, né, os meninos respeitam ele',
      'Hélio Antônio Rezende',
    ],
    testamenteiro_premio: 'não',
    testamenteiro_posse: 'não',
    desejos:
      'quero deixar um recado pros meus filhos: que eles se respeitem e não briguem por causa de herança, o pai ama os três igual. ah, e o nome do Rodrigo certinho é Rodrigo Alves de Rezende, esqueci o "de"',
    forma: 'particular',
    testemunhas: typeWitnesses(geraldoW, 'br'),
    testemunhas_parentes: 'não, são amigos da igreja',
    local: 'sim, BH',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['proprio', 'estado_civil'],
    estado_civil: ['regime', 'casamento_data'],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: 'o Rodrigo tem o mesmo direito que os outros dois, né? ele é de fora do casamento',
      expect: /mesmos? direitos?|igual|iguais|sem (qualquer )?distin/i,
      why: 'every child has the same rights whether born in or out of the marriage (CF 227 §6, CC 1.596)',
    },
  ],
  facts: {
    testador: {
      nome: 'Geraldo Magela Rezende',
      cpf: geraldoCpf,
      dataNascimento: '1963-04-12',
      naturalidade: 'Sete Lagoas/MG',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Padre Eustáquio',
        numero: '1230',
        complemento: 'apto 302',
        bairro: 'Padre Eustáquio',
        cidade: 'Belo Horizonte',
        uf: 'MG',
        cep: '30720100',
      },
    },
    conjuge: {
      nome: 'Sônia Maria Oliveira Rezende',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Rodrigo Alves de Rezende', dataNascimento: '1986-07-19', menor: false },
      { nome: 'Camila Oliveira Rezende', dataNascimento: '1992-02-03', menor: false },
      { nome: 'Thiago Oliveira Rezende', dataNascimento: '1995-10-25', menor: false },
    ],
    heranca: [
      { beneficiario: 'Sônia Maria Oliveira Rezende', percentual: 100, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Hélio Antônio Rezende' }],
    desejos: {
      mensagens: [
        'que eles se respeitem e não briguem por causa de herança, o pai ama os três igual',
      ],
    },
    forma: 'particular',
    local: { cidade: 'Belo Horizonte', uf: 'MG' },
    testemunhas: geraldoW,
  },
});

// 2. Woman, 52, Natal/RN: registered union with a woman, no children, mother alive.
const luizaCpf = cpfFrom('851627349');
const luizaW = [
  witness('Josenilda Araújo Fernandes', '962738450', '1969-07-08'),
  witness('Rivaldo Dantas de Medeiros', '173849561', '1977-03-25'),
];
const luiza = story({
  id: 'set5a-luiza-rn-uniao-registrada-bia',
  who: {
    age: 52,
    region: 'Natal/RN',
    typing:
      'cuidadosa, frases completas com acentos; chama a companheira pelo apelido ("a Bia") antes de dar o nome completo',
    family:
      'união estável com uma mulher, escritura em cartório em 2015, comunhão parcial; sem filhos; mãe viva, pai falecido; tudo o que puder para a companheira',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'Sim. Sou eu mesma e estou em pleno juízo.',
    nome: 'Maria Luíza Bezerra Cavalcanti',
    cpf: formatCpf(luizaCpf),
    nascimento: '21/06/1974',
    naturalidade: 'Nasci em Mossoró, no Rio Grande do Norte.',
    nacionalidade: 'Brasileira.',
    profissao: 'Sou assistente social.',
    endereco: 'Rua Seridó, 480, apartamento 1203, Petrópolis, Natal/RN, CEP 59020-010.',
    capacidade: 'Nenhuma.',
    anteriores: 'Não, nunca fiz.',
    estado_civil:
      'Vivo em união estável com a Bia desde 2012. Registramos a união por escritura pública no cartório em 2015, no regime de comunhão parcial de bens.',
    sexo: 'Feminino.',
    conjuge_nome: 'Beatriz Medeiros Fontes. Bia é como todo mundo a chama.',
    regime: 'Comunhão parcial.',
    uniao_formalizada: 'Sim, por escritura pública, em 2015.',
    casamento_data: 'Desde 2012.',
    filhos: 'Não tenho filhos.',
    pais: 'Minha mãe, Francisca das Chagas Bezerra, é viva. Meu pai, José Cavalcanti Neto, faleceu em 2018.',
    avos: 'Não.',
    bens_particulares: 'Não.',
    heranca: [
      'Antes, uma dúvida: a Bia também é minha herdeira pela lei, junto com a minha mãe, ou só a minha mãe?',
      'Quero deixar para a Bia, Beatriz Medeiros Fontes, tudo o que a lei me permitir, ou seja, toda a parte disponível.',
    ],
    legados: 'Não.',
    substitutos:
      'Sim. Se a Bia falecer antes de mim, quero que a parte dela vá para a minha sobrinha, Ana Clara Bezerra Dantas.',
    clausulas: 'Não.',
    testamenteiro: 'A Bia.',
    testamenteiro_premio: 'Não.',
    testamenteiro_posse: 'Não.',
    desejos: 'Quero ser cremada, e que a Bia decida o destino das cinzas.',
    forma: 'Prefiro o testamento público; vou levar a minuta ao cartório.',
    testemunhas: typeWitnesses(luizaW, 'words'),
    testemunhas_parentes: 'Não, são colegas de trabalho.',
    local: 'Sim.',
    revisao: ['Sim.', 'Ciente.', 'Sim.'],
  },
  covers: {
    estado_civil: ['uniao_formalizada', 'regime', 'casamento_data'],
  },
  replyChecks: [
    {
      say: 'Antes, uma dúvida: a Bia também é minha herdeira pela lei, junto com a minha mãe, ou só a minha mãe?',
      expect: /(Beatriz|Bia|companheir)[\s\S]*(herd|concorr|metade|1\.829|1\.837)/i,
      why: 'the companion inherits with the mother (half with one parent, 1.837; Tema 809/498)',
    },
  ],
  facts: {
    testador: {
      nome: 'Maria Luíza Bezerra Cavalcanti',
      cpf: luizaCpf,
      dataNascimento: '1974-06-21',
      naturalidade: 'Mossoró/RN',
      nacionalidade: 'brasileira',
      profissao: 'assistente social',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Seridó',
        numero: '480',
        complemento: 'apto 1203',
        bairro: 'Petrópolis',
        cidade: 'Natal',
        uf: 'RN',
        cep: '59020010',
      },
    },
    conjuge: {
      nome: 'Beatriz Medeiros Fontes',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    },
    ascendentes: [{ nome: 'Francisca das Chagas Bezerra', grau: 'mae' }],
    heranca: [
      {
        beneficiario: 'Beatriz Medeiros Fontes',
        percentual: 100,
        base: 'disponivel',
        substituto: 'Ana Clara Bezerra Dantas',
      },
    ],
    testamenteiros: [{ nome: 'Beatriz Medeiros Fontes' }],
    desejos: { funeral: 'ser cremada, e que a Bia decida o destino das cinzas' },
    forma: 'publico',
    local: { cidade: 'Natal', uf: 'RN' },
    testemunhas: luizaW,
  },
});

// 3. Man, 34, Porto Velho/RO: single father, the boy's mother alive but gone; his mother as tutor.
const jadsonCpf = cpfFrom('284950673');
const jadsonW = [
  witness('Cleiton Rodrigues Barbosa', '395061784', '1988-01-30'),
  witness('Francinete Lima Sales', '406172895', '1985-06-12'),
  witness('Edivaldo Nunes Cardoso', '517283906', '1979-10-04'),
];
const jadson = story({
  id: 'set5a-jadson-ro-pai-solo-moto',
  who: {
    age: 34,
    region: 'Porto Velho/RO',
    typing:
      'rápido no celular: vc, q, tb, cmg, msm, sem acento, junta respostas, corrige no meio da mensagem',
    family:
      'solteiro, filho de 5 anos; a mãe do menino viva mas sumida; a avó paterna como tutora; a moto para o irmão',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'sim sou eu msm',
    nome: 'jadson pereira da costa',
    cpf: `${jadsonCpf} nasci 12/02/92 pera errei e 21/02/92`,
    nascimento: '21/02/1992',
    naturalidade: 'ji parana ro, brasileiro',
    nacionalidade: 'brasileiro',
    profissao: 'mecanico de moto',
    endereco: 'rua joaquim nabuco 1785 bairro areal porto velho ro cep 76804-070',
    capacidade: 'nenhuma',
    anteriores: 'nao nunca fiz',
    estado_civil: 'solteiro, nunca casei nem morei junto. tenho um filho de 5 anos q mora cmg',
    sexo: 'masc',
    filhos: 'davi lucas souza costa nasceu 14/04/2021 tem 5 anos, so ele',
    filhos_menores: 'ele e menor tem 5',
    pais: 'minha mae marlene pereira da costa e viva, meu pai faleceu',
    avos: 'nao',
    bens_particulares: 'nao',
    heranca: 'nenhum, o resto fica pro davi msm como a lei manda',
    legados:
      'sim minha moto cg 160 vai pro meu irmao wesley pereira da costa, ele q me ajudou a comprar',
    legados_valor: 'a moto uns 13 mil, a casa onde moro uns 170 mil',
    legados_comum: 'nao e so minha',
    legados_excesso: 'ok',
    substitutos: 'nao',
    clausulas: 'nao',
    tutor: [
      'se a mae dele aparecer depois ela fica c ele ou fica c minha mae?',
      'minha mae marlene pereira da costa, ela ja aceitou, conversei c ela',
      'marlene pereira da costa',
    ],
    outro_genitor:
      'ta viva sim, a tainara, mas sumiu, mora em outro estado, nao ve o menino faz tempo',
    tutor_concorda: 'sei nao, nem falo c ela',
    testamenteiro: 'meu irmao wesley tb',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao tenho',
    forma: 'particular',
    testemunhas: typeWitnesses(jadsonW, 'one-line'),
    testemunhas_parentes: 'nao, sao colegas da oficina',
    local: 'sim porto velho',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    cpf: ['nascimento'],
    naturalidade: ['nacionalidade'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: 'se a mae dele aparecer depois ela fica c ele ou fica c minha mae?',
      expect:
        /poder familiar|s[oó] (vale|valer[aá]|funciona|tem efeito)|se (ela|a m[ãa]e)[^.]*n[ãa]o (puder|estiver|for)/i,
      why: 'with the mother alive the nomination only takes effect if she cannot exercise the poder familiar (1.634 VI, 1.729)',
    },
  ],
  facts: {
    testador: {
      nome: 'Jadson Pereira da Costa',
      cpf: jadsonCpf,
      dataNascimento: '1992-02-21',
      naturalidade: 'Ji-Paraná/RO',
      nacionalidade: 'brasileiro',
      profissao: 'mecânico de moto',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Joaquim Nabuco',
        numero: '1785',
        bairro: 'Areal',
        cidade: 'Porto Velho',
        uf: 'RO',
        cep: '76804070',
      },
    },
    filhos: [{ nome: 'Davi Lucas Souza Costa', dataNascimento: '2021-04-14', menor: true }],
    legados: [{ beneficiario: 'Wesley Pereira da Costa', descricao: 'moto CG 160' }],
    tutela: { tutores: ['Marlene Pereira da Costa'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Wesley Pereira da Costa' }],
    forma: 'particular',
    local: { cidade: 'Porto Velho', uf: 'RO' },
    testemunhas: jadsonW,
    outrasPessoas: ['Tainara'],
  },
});

// 4. Widow, 76, Campo Grande/MS: short messages; disinherits the son who hit her in 2022.
const alziraCpf = cpfFrom('628394017');
const alziraW = [
  witness('Nair Soares de Oliveira', '739405128', '1955-02-14'),
  witness('Benedito Ramão Vilela', '840516239', '1961-08-21'),
  witness('Sueli Kátia Brandão', '951627340', '1973-11-09'),
];
const alzira = story({
  id: 'set5a-alzira-ms-deserda-filho',
  who: {
    age: 76,
    region: 'Campo Grande/MS',
    typing:
      'estilo WhatsApp: mensagens curtas, uma ideia cada, sem acento, às vezes só "isso", "sim", "ele mesmo"',
    family:
      'viúva, 2 filhos adultos; deserda o filho que a agrediu em 2022 (boletim de ocorrência); disponível para a filha',
  },
  today: '2026-11-25',
  opening: 'sim. quero fazer pra deserdar meu filho',
  answers: {
    proprio: 'sim',
    nome: 'alzira teixeira goncalves',
    cpf: formatCpf(alziraCpf),
    nascimento: '3/5/50',
    naturalidade: ['aquidauana', 'aquidauana ms'],
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua 14 de julho 3200 centro campo grande cep 79002-333',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'viuva',
    sexo: 'feminino',
    filhos: 'marcos teixeira goncalves 12/09/1975\neliane teixeira goncalves prado 30/01/1979',
    filhos_menores: 'nenhum',
    pais: 'ja morreram',
    avos: 'nao',
    bens_particulares: 'nao',
    heranca: 'a metade q posso deixar fica pra eliane',
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    deserdacao_causa: 'ele mesmo, o marcos. me bateu',
    deserdacao_fatos:
      'foi em julho de 2022. ele me deu um soco aqui em casa. tem boletim de ocorrencia',
    testamenteiro: 'a eliane',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(alziraW, 'plain'),
    testemunhas_parentes: 'nao',
    local: 'isso',
    revisao: ['o marcos fica sem nada mesmo?', 'sim', 'ciente', 'sim'],
  },
  covers: { opening: ['proprio'] },
  replyChecks: [
    {
      say: 'o marcos fica sem nada mesmo?',
      expect: /deserd[\s\S]*(prov|1\.965|4 anos|quatro anos)/i,
      why: 'the will disinherits Marcos: excluded if the cause is proven within 4 years (1.965)',
    },
  ],
  facts: {
    testador: {
      nome: 'Alzira Teixeira Gonçalves',
      cpf: alziraCpf,
      dataNascimento: '1950-05-03',
      naturalidade: 'Aquidauana/MS',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua 14 de Julho',
        numero: '3200',
        bairro: 'Centro',
        cidade: 'Campo Grande',
        uf: 'MS',
        cep: '79002333',
      },
    },
    filhos: [
      { nome: 'Marcos Teixeira Gonçalves', dataNascimento: '1975-09-12', menor: false },
      { nome: 'Eliane Teixeira Gonçalves Prado', dataNascimento: '1979-01-30', menor: false },
    ],
    heranca: [
      { beneficiario: 'Eliane Teixeira Gonçalves Prado', percentual: 100, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Eliane Teixeira Gonçalves Prado' }],
    forma: 'particular',
    local: { cidade: 'Campo Grande', uf: 'MS' },
    testemunhas: alziraW,
  },
});

// 5. Man, 47, Rio de Janeiro/RJ: divorced, pastes his data as lines, fixes a birth date later.
const fernandoCpf = cpfFrom('173940528');
const fernandoW = [
  witness('Marcelo Tavares Quintela', '284051639', '1975-04-18'),
  witness('Patrícia Gouveia Mello', '395162740', '1981-09-02'),
  witness('Renato Cunha Figueiredo', '406273851', '1968-12-27'),
];
const fernando = story({
  id: 'set5a-fernando-rj-dados-em-linhas',
  who: {
    age: 47,
    region: 'Rio de Janeiro/RJ',
    typing:
      'cola os dados em linhas ("Nome: …", "CPF: …"); frases curtas e diretas; corrige uma data numa resposta seguinte',
    family:
      'divorciado desde 2019, 2 filhos adultos; apartamento de Copacabana para a filha; amigo testamenteiro',
  },
  today: '2026-11-25',
  opening: [
    'Boa noite. Sim, o testamento é meu. Seguem meus dados:',
    'Nome: Fernando Lacerda Motta',
    `CPF: ${formatCpf(fernandoCpf)}`,
    'Nascimento: 22/07/1979',
    'Naturalidade: Rio de Janeiro',
    'Nacionalidade: brasileiro',
    'Profissão: engenheiro civil',
    'Estado civil: divorciado (2019)',
    'Endereço: Rua Barata Ribeiro 500 apto 1102 bl 2 Copacabana',
    'Cidade: Rio de Janeiro/RJ',
    'CEP: 22040-002',
  ].join('\n'),
  answers: {
    proprio: 'Sim, sou eu mesmo.',
    nome: 'Fernando Lacerda Motta',
    cpf: formatCpf(fernandoCpf),
    nascimento: '22/07/1979',
    naturalidade: 'Rio de Janeiro/RJ',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro civil',
    endereco: 'Rua Barata Ribeiro 500 apto 1102 bl 2 Copacabana, Rio de Janeiro/RJ, CEP 22040-002',
    capacidade: 'Nenhuma',
    anteriores: 'Não',
    estado_civil: 'Divorciado desde 2019',
    sexo: 'masculino',
    filhos: [
      'Dois, os dois maiores:\nPedro Henrique Lacerda Motta – 15/03/2001\nLarissa Lacerda Motta – 08/10/2005',
      'Pedro Henrique Lacerda Motta – 15/03/2001\nLarissa Lacerda Motta – 08/10/2005',
      'Pedro Henrique Lacerda Motta, 15/03/2001\nLarissa Lacerda Motta, 08/10/2005',
    ],
    filhos_menores: 'nenhum',
    pais: 'Meu pai faleceu, minha mãe é viva',
    avos: 'Não',
    bens_particulares: 'Não',
    heranca: 'Nenhum, o resto segue a lei.',
    legados: [
      'O apartamento de Copacabana, onde eu moro, fica para a minha filha, Larissa. E a data de nascimento dela que eu mandei tá errada, o certo é 08/10/2004.',
      'O apartamento de Copacabana fica para a minha filha, Larissa.',
    ],
    legados_valor: 'O apartamento vale uns seiscentos mil. Somando tudo, dá uns um milhão e meio.',
    legados_comum: 'Não, comprei em 2021, depois do divórcio.',
    legados_excesso: 'ok',
    substitutos: 'Se a Larissa faltar, o apartamento vai pro Pedro.',
    clausulas: 'Não.',
    testamenteiro: 'Meu amigo Ricardo Alves Bittencourt',
    testamenteiro_premio: 'Sem prêmio.',
    testamenteiro_posse: 'Não.',
    desejos: 'Não.',
    forma: 'Particular.',
    testemunhas: [
      typeWitnesses(fernandoW, 'words', [
        'Rua Siqueira Campos 143, Copacabana',
        'Rua Voluntários da Pátria 210, Botafogo',
        'Av. Nossa Senhora de Copacabana 1050, Copacabana',
      ]),
      typeWitnesses(fernandoW, 'words', [
        'Rua Siqueira Campos 143, Copacabana, Rio de Janeiro/RJ',
        'Rua Voluntários da Pátria 210, Botafogo, Rio de Janeiro/RJ',
        'Av. Nossa Senhora de Copacabana 1050, Copacabana, Rio de Janeiro/RJ',
      ]),
    ],
    testemunhas_parentes: 'Nenhuma.',
    local: 'Sim.',
    revisao: ['Sim.', 'Ciente.', 'Sim.'],
  },
  covers: {
    opening: [
      'proprio',
      'nome',
      'cpf',
      'nascimento',
      'naturalidade',
      'nacionalidade',
      'profissao',
      'estado_civil',
      'endereco',
    ],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['filhos'],
  facts: {
    testador: {
      nome: 'Fernando Lacerda Motta',
      cpf: fernandoCpf,
      dataNascimento: '1979-07-22',
      naturalidade: 'Rio de Janeiro/RJ',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro civil',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Barata Ribeiro',
        numero: '500',
        complemento: 'apto 1102, bloco 2',
        bairro: 'Copacabana',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        cep: '22040002',
      },
    },
    filhos: [
      { nome: 'Pedro Henrique Lacerda Motta', dataNascimento: '2001-03-15', menor: false },
      { nome: 'Larissa Lacerda Motta', dataNascimento: '2004-10-08', menor: false },
    ],
    legados: [
      {
        beneficiario: 'Larissa Lacerda Motta',
        descricao: 'apartamento em Copacabana',
        substituto: 'Pedro Henrique Lacerda Motta',
      },
    ],
    testamenteiros: [{ nome: 'Ricardo Alves Bittencourt' }],
    forma: 'particular',
    local: { cidade: 'Rio de Janeiro', uf: 'RJ' },
    testemunhas: fernandoW,
  },
});

export const SET5A: readonly Story[] = [geraldo, luiza, jadson, alzira, fernando];
