/**
 * Held-out set 6a: five people written without reading the assistant's readers (issue 18).
 * A widow in Porto Alegre dictating by voice whose son died leaving two grandchildren, a man in
 * Manaus in an unregistered union who asks about his stepson, a young woman in Recife leaving to
 * her girlfriend and an NGO, a formal man of 72 in Campinas remarried under separação obrigatória
 * with clauses on the legítima, and a woman in Belém typing in capitals who changes her executor.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { formatCnpj, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

/** Digits as a phone's voice typing writes them when spoken in groups: 385 214 970 12. */
const spoken = (cpf: string) =>
  `${cpf.slice(0, 3)} ${cpf.slice(3, 6)} ${cpf.slice(6, 9)} ${cpf.slice(9)}`;

// 1. Widow, 70, Porto Alegre/RS: voice typing, no punctuation; a son died, two grandchildren.
const iolandaCpf = cpfFrom('385214970');
const iolandaW = [
  witness('Neusa Maria Kunz', '472905318', '1960-05-03'),
  witness('Eloá Machado Pereira', '583016429', '1967-11-21'),
  witness('Valdemar Rodrigues da Silva', '694127530', '1958-08-14'),
];
const iolanda = story({
  id: 'set6a-iolanda-rs-voz-filho-falecido',
  who: {
    age: 70,
    region: 'Porto Alegre/RS',
    typing:
      'dita por voz ao celular: sem pontuação, frases emendadas, palavras partidas ("a posentada"), homófonos ("a mais de 50 anos"), acentos certos do corretor',
    family:
      'viúva, 3 filhos, o caçula falecido em 2021 deixou 2 netos; apartamento de Tramandaí para a neta, o neto como substituto; emocionada ao falar do filho',
  },
  today: '2026-11-26',
  opening:
    'Boa tarde eu quero fazer o meu testamento sou viúva tenho 70 anos a minha neta me ensinou a falar no celular que ele escreve sozinho então desculpa se sair tudo junto',
  answers: {
    proprio: 'Sim sou eu mesma a Iolanda tô bem lúcida graças a Deus',
    nome: 'Meu nome é Iolanda Maria Becker da Rosa',
    cpf: `O meu CPF é ${spoken(iolandaCpf)}`,
    nascimento: 'Nasci em 14 de março de 1956',
    naturalidade: 'Santa Cruz do Sul mas moro em Porto Alegre a mais de 50 anos',
    nacionalidade: 'Brasileira',
    profissao: 'Professora a posentada',
    endereco: 'Rua São Luís 1150 apartamento 801 bairro Santana Porto Alegre CEP 90620 170',
    capacidade: 'Nenhuma só uso óculos pra ler é por isso que eu tô falando em vez de escrever',
    anteriores: 'Não nunca fiz',
    estado_civil: 'Viúva o Arnaldo faleceu a 9 anos',
    sexo: 'Feminino',
    filhos:
      'Tenho três filhos o Cláudio Becker da Rosa que nasceu em 2 de julho de 1978 a Luciane Becker da Rosa Mattos de 19 de outubro de 1981 e o Marcelo Becker da Rosa que era o meu caçula ele faleceu em 2021 de covid ai desculpa até hoje eu não consigo falar dele sem chorar',
    filhos_menores: 'Nenhum são tudo adulto',
    netos:
      'O Marcelo deixou dois filhos a Júlia Fagundes da Rosa e o Pedro Fagundes da Rosa a mãe deles é a Simone minha nora que é como uma filha pra mim',
    pais: 'Meus pais já faleceram faz tempo',
    avos: 'Não',
    bens_particulares: 'Não',
    heranca:
      'Não quero mudar nada fica como a lei manda pros meus filhos e os netos no lugar do Marcelo só o apartamento da praia que eu quero deixar pra Júlia',
    legados:
      'O apartamento de Tramandaí eu quero deixar pra minha neta Júlia que é filha do Marcelo ela passava todos os verões lá comigo e com o pai dela',
    legados_valor:
      'O apartamento de Tramandaí deve valer uns 350 mil e tudo que eu tenho junto dá uns um milhão e 100 mais ou menos',
    legados_comum: 'Não é só meu depois do inventário do Arnaldo ficou tudo no meu nome',
    legados_excesso: 'Tá bom',
    substitutos: [
      'Se a Júlia falecer antes de mim o apartamento fica pro Pedro irmão dela',
      'No lugar da Júlia o Pedro Fagundes da Rosa',
      'No lugar de Júlia Fagundes da Rosa, Pedro Fagundes da Rosa',
    ],
    clausulas: 'Não precisa',
    testamenteiro: 'A minha filha Luciane',
    testamenteiro_premio: 'Não',
    testamenteiro_posse: 'Não',
    desejos:
      'Quero ser enterrada junto com o Arnaldo e o Marcelo no jazigo da família no cemitério São Miguel e Almas e quero deixar uma mensagem pros meus netos que a vó ama eles muito',
    forma: 'Particular',
    testemunhas: `A primeira é a ${iolandaW[0]!.nome} CPF ${spoken(iolandaW[0]!.cpf)} nascida em 3 de maio de 1960 a segunda é a ${iolandaW[1]!.nome} CPF ${spoken(iolandaW[1]!.cpf)} nascida em 21 de novembro de 1967 e o terceiro é o seu ${iolandaW[2]!.nome} CPF ${spoken(iolandaW[2]!.cpf)} nascido em 14 de agosto de 1958`,
    testemunhas_parentes: 'Não são minhas vizinhas e o seu Valdemar é da igreja',
    local: 'Sim Porto Alegre',
    revisao: ['Sim', 'Ciente', 'Sim'],
  },
  covers: {
    opening: ['estado_civil'],
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  facts: {
    testador: {
      nome: 'Iolanda Maria Becker da Rosa',
      cpf: iolandaCpf,
      dataNascimento: '1956-03-14',
      naturalidade: 'Santa Cruz do Sul/RS',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua São Luís',
        numero: '1150',
        complemento: 'apto 801',
        bairro: 'Santana',
        cidade: 'Porto Alegre',
        uf: 'RS',
        cep: '90620170',
      },
    },
    filhos: [
      { nome: 'Cláudio Becker da Rosa', dataNascimento: '1978-07-02', menor: false },
      { nome: 'Luciane Becker da Rosa Mattos', dataNascimento: '1981-10-19', menor: false },
      { nome: 'Marcelo Becker da Rosa', vivo: false, menor: false },
    ],
    netos: [
      { nome: 'Júlia Fagundes da Rosa', filhoDe: 'Marcelo Becker da Rosa' },
      { nome: 'Pedro Fagundes da Rosa', filhoDe: 'Marcelo Becker da Rosa' },
    ],
    legados: [
      {
        beneficiario: 'Júlia Fagundes da Rosa',
        descricao: 'apartamento em Tramandaí',
        substituto: 'Pedro Fagundes da Rosa',
      },
    ],
    testamenteiros: [{ nome: 'Luciane Becker da Rosa Mattos' }],
    desejos: {
      funeral:
        'ser enterrada junto com o Arnaldo e o Marcelo no jazigo da família no Cemitério São Miguel e Almas',
      mensagens: ['aos meus netos: a vó ama eles muito'],
    },
    forma: 'particular',
    local: { cidade: 'Porto Alegre', uf: 'RS' },
    testemunhas: iolandaW,
    outrasPessoas: ['Simone', 'Arnaldo'],
  },
});

// 2. Man, 52, Manaus/AM: unregistered union since 2013, a son of his first marriage, a stepson.
const franciscoCpf = cpfFrom('716384259');
const franciscoW = [
  witness('Raimundo Nonato Freitas Lopes', '827495360', '1969-04-11'),
  witness('Cleide Maria Andrade Pires', '938506471', '1978-12-02'),
  witness('Jander Souza Magalhães', '149617582', '1985-06-27'),
];
const enteadoQ =
  'filho mesmo eu tenho 1, o Gabriel Bentes Cardoso, de 14/02/2001, do meu primeiro casamento. e tem o Kauã, filho da Rosilene, q eu crio desde os 6 anos, mas nao adotei nem nada. meu enteado tem direito a alguma coisa?';
const francisco = story({
  id: 'set6a-francisco-am-enteado',
  who: {
    age: 52,
    region: 'Manaus/AM',
    typing:
      'mensagens médias, "mano", "égua", "q", "né", pouca pontuação; pergunta sobre o enteado no meio da lista de filhos',
    family:
      'união estável sem escritura desde 2013 (sem contrato); 1 filho adulto do 1º casamento; enteado criado desde pequeno, metade da disponível para ele; loja anterior à união',
  },
  today: '2026-11-26',
  opening:
    'bom dia mano, quero fazer um testamento pra deixar as coisas arrumadas. moro junto com minha mulher faz uns 13 anos mas nunca casamos no papel',
  answers: {
    proprio: 'sim sou eu mesmo, to bem de saude e de cabeça',
    nome: 'Francisco Edson Bentes Cardoso',
    cpf: franciscoCpf,
    nascimento: '09/08/74',
    naturalidade: 'nasci em parintins mas to em manaus desde 92',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante, tenho uma loja de material de construção no japiim',
    endereco: 'rua rio purus 322 nossa senhora das graças manaus cep 69053-050',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'a gente vive junto, união estável, desde 2013',
    sexo: 'masculino',
    conjuge_nome: 'Rosilene Batista Monteiro',
    regime: 'nunca fizemos contrato nenhum, entao acho q é o normal né',
    uniao_formalizada: 'nao, nunca fomos em cartorio',
    casamento_data: 'desde março de 2013',
    filhos: [enteadoQ, 'Gabriel Bentes Cardoso 14/02/2001'],
    filhos_menores: 'nenhum, o gabriel ja tem 25',
    bens_particulares: 'tenho, a loja eu abri em 2008, antes de juntar com a rosilene',
    pais: 'meus pais ja faleceram',
    avos: 'nao',
    heranca:
      'quero deixar metade da parte disponivel pro Kauã Monteiro Lima, meu enteado. o resto fica como a lei manda pro gabriel e pra rosilene',
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: [
      'meu irmão Edilson Bentes Cardoso, égua, ele é organizado demais',
      'Edilson Bentes Cardoso',
    ],
    testamenteiro_premio: 'nao precisa',
    testamenteiro_posse: 'nao',
    desejos: 'quero ser enterrado em parintins, do lado do meu pai',
    forma: 'particular',
    testemunhas: typeWitnesses(franciscoW, 'one-line'),
    testemunhas_parentes: 'nao, sao amigos do comercio',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil'],
    estado_civil: ['casamento_data'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: enteadoQ,
      expect:
        /(n[ãa]o (é|e) (seu |um )?herdeir|n[ãa]o herda|n[ãa]o tem direito)[\s\S]*(testamento|dispon[íi]vel)|(testamento|dispon[íi]vel)[\s\S]*(n[ãa]o (é|e) (seu |um )?herdeir|n[ãa]o herda|n[ãa]o tem direito)/i,
      why: 'a stepson not adopted is not an heir by law (1.829), but may receive by will out of the disponível',
    },
  ],
  facts: {
    testador: {
      nome: 'Francisco Edson Bentes Cardoso',
      cpf: franciscoCpf,
      dataNascimento: '1974-08-09',
      naturalidade: 'Parintins/AM',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Rio Purus',
        numero: '322',
        bairro: 'Nossa Senhora das Graças',
        cidade: 'Manaus',
        uf: 'AM',
        cep: '69053050',
      },
    },
    conjuge: {
      nome: 'Rosilene Batista Monteiro',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [{ nome: 'Gabriel Bentes Cardoso', dataNascimento: '2001-02-14', menor: false }],
    heranca: [{ beneficiario: 'Kauã Monteiro Lima', percentual: 50, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Edilson Bentes Cardoso' }],
    desejos: { funeral: 'ser enterrado em Parintins, do lado do meu pai' },
    forma: 'particular',
    local: { cidade: 'Manaus', uf: 'AM' },
    testemunhas: franciscoW,
  },
});

// 3. Woman, 35, Recife/PE: single, parents alive; the disponível to her girlfriend, money to an NGO.
const renataCpf = cpfFrom('527139846');
const mareCnpj = cnpjFrom('358162470001');
const renataW = [
  witness('Priscila Gomes de Andrade', '638240957', '1990-01-19'),
  witness('Tâmara Lins Cavalcanti', '749351068', '1988-07-08'),
  witness('Diego Henrique Barros Leite', '850462179', '1993-03-30'),
];
const paisQ =
  'td q eu puder deixar livre vai pra lari, larissa tenorio cabral, minha namorada. e meus pais ficam com o resto né?';
const renata = story({
  id: 'set6a-renata-pe-namorada-ong',
  who: {
    age: 35,
    region: 'Recife/PE',
    typing:
      'abreviações (td, q, vc, pq, msm, blz, c), "kkk", "mainha/painho", sem acento; pergunta no fim da mensagem',
    family:
      'solteira (namora, não moram juntas), sem filhos, pai e mãe vivos; toda a disponível para a namorada, R$ 30 mil para uma ONG com CNPJ',
  },
  today: '2026-11-26',
  opening:
    'oii tudo bem? quero fazer meu testamento kkk sei q é cedo mas vi um video no insta e fiquei pensando. sou solteira, sem filhos',
  answers: {
    proprio: 'sim, eu msm kkk',
    nome: 'renata barreto wanderley',
    cpf: formatCpf(renataCpf),
    nascimento: '07/05/91',
    naturalidade: 'jaboatao',
    nacionalidade: 'brasileira',
    profissao: 'analista de sistemas',
    endereco: 'rua da hora 295 ap 1004 espinheiro recife pe 52020-010',
    capacidade: 'nenhuma',
    anteriores: 'nao, é o primeiro kkk',
    estado_civil: 'solteira, namoro a lari faz 4 anos mas cada uma mora na sua casa',
    sexo: 'fem',
    filhos: 'nao tenho',
    pais: [
      'mainha e painho tao vivos sim gracas a deus. ana lucia barreto wanderley e eduardo siqueira wanderley',
      'mae ana lucia barreto wanderley e pai eduardo siqueira wanderley',
    ],
    avos: 'nao',
    bens_particulares: 'nao',
    heranca: [paisQ, '100% da parte disponivel pra larissa tenorio cabral'],
    legados:
      'sim, 30 mil pro instituto mare de leitura, uma ong la do pina q ensina criança a ler. ajudo eles faz anos',
    cnpj: `pera q vou pegar no site deles... achei: ${formatCnpj(mareCnpj)}`,
    legados_valor:
      'sao 30 mil em dinheiro msm kkk. meu patrimonio td da uns 450 mil, o ap e uma reserva',
    legados_comum: 'nao, é td meu, sou solteira kkk',
    legados_excesso: 'blz, os 30 mil sai da parte da lari entao, ela fica c o resto',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'a lari msm',
    testamenteiro_premio: 'nao precisa',
    testamenteiro_posse: 'nao',
    desejos: 'quero ser cremada e q toquem alceu valença no velorio kkk é serio',
    forma: 'particular',
    testemunhas: typeWitnesses(renataW, 'plain'),
    testemunhas_parentes: 'nao, sao amigas do trabalho',
    local: 'sim, recife',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['estado_civil', 'filhos'],
  },
  replyChecks: [
    {
      say: paisQ,
      expect:
        /(pais|m[ãa]e|pai)[\s\S]*(leg[íi]tima|metade|50\s?%)|(leg[íi]tima|metade|50\s?%)[\s\S]*(pais|m[ãa]e|pai)/i,
      why: 'yes: her parents are necessary heirs and share the legítima, half of the estate (1.836, 1.846)',
    },
  ],
  facts: {
    testador: {
      nome: 'Renata Barreto Wanderley',
      cpf: renataCpf,
      dataNascimento: '1991-05-07',
      naturalidade: 'Jaboatão dos Guararapes/PE',
      nacionalidade: 'brasileira',
      profissao: 'analista de sistemas',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da Hora',
        numero: '295',
        complemento: 'apto 1004',
        bairro: 'Espinheiro',
        cidade: 'Recife',
        uf: 'PE',
        cep: '52020010',
      },
    },
    ascendentes: [
      { nome: 'Ana Lúcia Barreto Wanderley', grau: 'mae' },
      { nome: 'Eduardo Siqueira Wanderley', grau: 'pai' },
    ],
    heranca: [{ beneficiario: 'Larissa Tenório Cabral', percentual: 100, base: 'disponivel' }],
    legados: [
      { beneficiario: 'Instituto Maré de Leitura', descricao: 'R$ 30.000,00', cnpj: mareCnpj },
    ],
    testamenteiros: [{ nome: 'Larissa Tenório Cabral' }],
    desejos: { funeral: 'ser cremada e que toquem Alceu Valença no velório' },
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: renataW,
  },
});

// 4. Man, 72, Campinas/SP: formal and long-winded; remarried at 71 (separação obrigatória),
// revokes a will of 2012, inalienability on his children's legítima with a cause for each.
const osvaldoCpf = cpfFrom('961573280');
const osvaldoW = [
  witness('Heitor Augusto Camargo Leme', '172684391', '1951-10-06'),
  witness('Sérgio Tadeu Bonini', '283795402', '1957-02-24'),
];
const marleneQ =
  'Antes de responder, uma dúvida: o advogado que nos casou — quer dizer, que nos orientou no casamento — me disse que, por causa do regime, a Marlene não herdaria nada junto com os meus filhos. Isso está correto?';
const osvaldo = story({
  id: 'set6a-osvaldo-sp-separacao-obrigatoria',
  who: {
    age: 72,
    region: 'Campinas/SP',
    typing:
      'formal e prolixo: frases longas com travessões, comentários pessoais, "conforme já informei", corrige-se no meio da frase',
    family:
      'divorciado em 2016 e casado de novo em 2025, aos 71 (separação obrigatória); 3 filhos adultos; testamento de 2012 revogado; disponível à esposa; inalienabilidade na legítima com justa causa por filho',
  },
  today: '2026-11-26',
  opening:
    'Boa tarde. Antes de mais nada, permita-me uma breve apresentação: chamo-me Osvaldo Luiz Meirelles, tenho 72 anos, sou engenheiro agrônomo aposentado e resido em Campinas. Decidi, depois de muito refletir — e de uma conversa franca com meus filhos no último Natal —, colocar minhas disposições em ordem, sobretudo para proteger o patrimônio que construí ao longo de quarenta anos de trabalho.',
  answers: {
    proprio:
      'Sim, trata-se do meu próprio testamento, e declaro estar em pleno gozo das minhas faculdades — o que, aos 72 anos, já não é pouca coisa.',
    nome: 'Osvaldo Luiz Meirelles, conforme já informei.',
    cpf: formatCpf(osvaldoCpf),
    nascimento: 'Nasci em 22 de março de 1954.',
    naturalidade:
      'Sou natural de Amparo, aqui mesmo no interior paulista, embora more em Campinas desde os tempos da faculdade.',
    nacionalidade: 'Brasileiro.',
    profissao: 'Engenheiro agrônomo aposentado, como disse.',
    endereco: 'Rua Coronel Quirino, 1532, apartamento 121, Cambuí, Campinas/SP, CEP 13025-002.',
    capacidade: 'Nenhuma. Uso óculos para leitura, mas leio e assino normalmente.',
    anteriores:
      'Sim. Lavrei um testamento público em 2012, no 2º Tabelião de Notas de Campinas, quando ainda era casado com a mãe dos meus filhos. Ele não reflete mais a minha vontade.',
    revogar: 'Sim, desejo revogá-lo por inteiro.',
    estado_civil:
      'Sou casado. Convém explicar: fui casado por 31 anos com a Sílvia, mãe dos meus filhos, de quem me divorciei em 2016, em termos amigáveis. Em setembro do ano passado casei-me novamente, com a Marlene — eu já com 71 anos, de modo que o regime foi, por imposição legal, o da separação obrigatória de bens. Não fizemos nenhuma escritura para afastá-lo.',
    sexo: 'Masculino.',
    conjuge_nome: 'Marlene de Fátima Zanetti.',
    regime: 'Separação obrigatória de bens, por força da idade.',
    casamento_data: 'Casamo-nos em 13 de setembro de 2025.',
    filhos:
      'Tenho três filhos, todos do primeiro casamento e todos adultos, graças a Deus: Ricardo Ferraz Meirelles, nascido em 17/04/1981; Patrícia Ferraz Meirelles Gouveia, nascida em 02/10/1984; e Eduardo Ferraz Meirelles, nascido em 25/01/1988.',
    filhos_menores: 'Nenhum; o caçula já passou dos 38.',
    bens_particulares:
      'Sim — na verdade, todos os meus bens são particulares: adquiri-os antes do casamento com a Marlene.',
    pais: 'Meus pais são falecidos há muitos anos: meu pai em 1990 e minha mãe em 2004.',
    avos: 'Não, naturalmente.',
    heranca: [
      marleneQ,
      'Pois bem. Desejo deixar à Marlene a totalidade da parte disponível, para que ela não fique desamparada; a legítima, evidentemente, fica com os meus três filhos, em partes iguais.',
    ],
    legados: 'Não.',
    substitutos: 'Não há necessidade.',
    clausulas:
      'Sim, e este é, francamente, o principal motivo pelo qual estou fazendo este testamento. Desejo que a legítima dos meus filhos seja gravada com a cláusula de inalienabilidade — e, pelo que li, ela já traz consigo a impenhorabilidade e a incomunicabilidade.',
    clausulas_alcance:
      'Somente sobre a legítima dos três filhos. A parte disponível, que vai para a Marlene, fica livre.',
    justa_causa:
      'Explico, filho por filho, porque sei que a lei exige um motivo concreto. O Eduardo, infelizmente, tem problema com jogo: nos últimos anos perdeu em apostas online tudo o que recebeu na partilha do divórcio, inclusive um apartamento, e ainda deve a agiotas. A Patrícia é casada com um empresário cuja empresa acumula dívidas trabalhistas e fiscais, e temo que os bens dela acabem penhorados pelos credores dele. O Ricardo é o mais ajuizado dos três, mas está no meio de um divórcio litigioso, e não quero que o que eu deixar entre na partilha com a ex-mulher.',
    clausulas_duracao: 'Por toda a vida de cada um deles.',
    testamenteiro: 'Meu filho mais velho, o Ricardo, que é contador e tem paciência para papelada.',
    testamenteiro_premio: 'Não. Ele não aceitaria, e eu tampouco julgo necessário.',
    testamenteiro_posse: 'Não.',
    desejos:
      'Sim. Desejo ser sepultado no jazigo da família, no Cemitério da Saudade, em Campinas, ao lado dos meus pais. Nada de cerimônias extravagantes.',
    forma:
      'O testamento público. Pretendo levar a minuta ao mesmo 2º Tabelião de Notas, onde já me conhecem.',
    testemunhas: typeWitnesses(osvaldoW, 'words'),
    testemunhas_parentes: 'Não. São dois amigos de longa data, do Rotary.',
    local: 'Sim, Campinas.',
    revisao: ['Sim.', 'Ciente.', 'Sim.'],
  },
  covers: {
    opening: ['nome', 'profissao'],
    estado_civil: ['regime', 'casamento_data'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: marleneQ,
      expect:
        /n[ãa]o (concorre|herda|entra|participa|(é|e|seria|será) (sua )?herdeira)|exclu[íi]d/i,
      why: 'under separação obrigatória the spouse does not inherit with the descendants (1.829 I)',
    },
  ],
  facts: {
    testador: {
      nome: 'Osvaldo Luiz Meirelles',
      cpf: osvaldoCpf,
      dataNascimento: '1954-03-22',
      naturalidade: 'Amparo/SP',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro agrônomo aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Coronel Quirino',
        numero: '1532',
        complemento: 'apto 121',
        bairro: 'Cambuí',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13025002',
      },
    },
    testamentosAnteriores: true,
    revogacao: 'total',
    conjuge: {
      nome: 'Marlene de Fátima Zanetti',
      tipo: 'casamento',
      regimeBens: 'separacao_obrigatoria',
    },
    filhos: [
      { nome: 'Ricardo Ferraz Meirelles', dataNascimento: '1981-04-17', menor: false },
      { nome: 'Patrícia Ferraz Meirelles Gouveia', dataNascimento: '1984-10-02', menor: false },
      { nome: 'Eduardo Ferraz Meirelles', dataNascimento: '1988-01-25', menor: false },
    ],
    heranca: [{ beneficiario: 'Marlene de Fátima Zanetti', percentual: 100, base: 'disponivel' }],
    clausulas: {
      tipos: ['inalienabilidade', 'impenhorabilidade', 'incomunicabilidade'],
      alcance: 'legitima',
    },
    testamenteiros: [{ nome: 'Ricardo Ferraz Meirelles' }],
    desejos: {
      funeral:
        'ser sepultado no jazigo da família, no Cemitério da Saudade, em Campinas, ao lado dos meus pais',
    },
    forma: 'publico',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: osvaldoW,
    outrasPessoas: ['Sílvia'],
  },
});

// 5. Woman, 44, Belém/PA: all capitals; fixes her birth year in passing, then swaps her executor.
const katiaCpf = cpfFrom('493817265');
const katiaW = [
  witness('Rosângela do Socorro Ferreira Lima', '504928376', '1976-09-15'),
  witness('Edinaldo Costa Barbosa', '615039487', '1980-03-04'),
  witness('Marta Helena Quaresma Dias', '726140598', '1971-12-29'),
];
const katia = story({
  id: 'set6a-katia-pa-caixa-alta',
  who: {
    age: 44,
    region: 'Belém/PA',
    typing:
      'TUDO EM MAIÚSCULAS, sem acento, curto; corrige a data de nascimento de passagem e troca o testamenteiro no meio',
    family:
      'casada em comunhão parcial desde 2003; 1 filha adulta e 1 filho menor; joias herdadas da avó para a filha; a filha como tutora se os pais faltarem; o irmão como testamenteiro',
  },
  today: '2026-11-26',
  opening:
    'BOA TARDE. QUERO FAZER MEU TESTAMENTO. SOU CASADA E TENHO 2 FILHOS, UM AINDA É DE MENOR',
  answers: {
    proprio: 'SIM SOU EU MESMA',
    nome: 'KATIA REGINA SOUZA PINHEIRO',
    cpf: formatCpf(katiaCpf),
    nascimento: '15/03/1981',
    naturalidade: 'ABAETETUBA PA',
    nacionalidade: 'BRASILEIRA',
    profissao:
      'PROFESSORA. AH A MINHA DATA DE NASCIMENTO Q EU MANDEI TA ERRADA, É 15/03/1982 NAO 1981',
    endereco: 'TRAVESSA PADRE EUTIQUIO 1820 APTO 604 BATISTA CAMPOS BELEM CEP 66023-710',
    capacidade: 'NENHUMA',
    anteriores: 'NAO',
    estado_civil: 'CASADA',
    sexo: 'FEMININO',
    conjuge_nome: 'JORGE LUIS CARDOSO PINHEIRO',
    regime: 'COMUNHAO PARCIAL',
    casamento_data: '20/09/2003',
    filhos: 'ANA BEATRIZ SOUZA PINHEIRO 10/08/2004 E LUAN SOUZA PINHEIRO 27/05/2013, O LUAN TEM 13',
    filhos_menores: 'O LUAN',
    bens_particulares: ['SO AS JOIAS DA MINHA AVO Q EU HERDEI', 'SIM'],
    pais: 'MINHA MAE É VIVA, MEU PAI JA FALECEU',
    avos: 'NAO',
    heranca: 'DEIXA COMO A LEI MANDA. SO AS JOIAS DA MINHA AVO EU QUERO Q FIQUEM COM A ANA BEATRIZ',
    legados: 'AS JOIAS DA MINHA AVO PRA ANA BEATRIZ, COMO EU FALEI',
    legados_valor: 'AS JOIAS UNS 15 MIL. TUDO Q A GENTE TEM UNS 600 MIL COM O APARTAMENTO',
    legados_comum: 'NAO, SAO SO MINHAS, HERDEI DA MINHA AVO',
    legados_excesso: 'OK',
    substitutos: 'NAO',
    clausulas: 'NAO',
    tutor: [
      'SE EU E O JORGE FALTAR, QUERO Q O LUAN FIQUE COM A ANA BEATRIZ, A IRMA DELE, ELA JA É MAIOR E É MUITO RESPONSAVEL',
      'ANA BEATRIZ SOUZA PINHEIRO',
    ],
    outro_genitor: 'SIM, O JORGE É O PAI DOS DOIS',
    tutor_concorda: 'SIM',
    testamenteiro: 'MEU MARIDO JORGE',
    testamenteiro_premio: 'NAO',
    testamenteiro_posse: 'NAO',
    // Moved by the lead after the first run (the writer's script fault: the prize is asked with the
    // executor, and the posse question is not asked when there are necessary heirs, 1.977): she
    // changes her mind at the next question she is asked.
    desejos:
      'NA VERDADE PREFIRO MEU IRMAO COMO TESTAMENTEIRO, O PAULO SERGIO RODRIGUES SOUZA. O JORGE JA VAI TER MUITA COISA PRA RESOLVER. E QUERO MISSA NA BASILICA DE NAZARE E SER ENTERRADA NO CEMITERIO SANTA IZABEL',
    forma: 'PARTICULAR',
    testemunhas: typeWitnesses(katiaW, 'plain').toUpperCase(),
    testemunhas_parentes: 'NAO, SAO COLEGAS DA ESCOLA',
    local: 'SIM',
    revisao: ['SIM', 'CIENTE', 'SIM'],
  },
  covers: {
    opening: ['estado_civil'],
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  correctedLater: ['nascimento', 'testamenteiro'],
  facts: {
    testador: {
      nome: 'Kátia Regina Souza Pinheiro',
      cpf: katiaCpf,
      dataNascimento: '1982-03-15',
      naturalidade: 'Abaetetuba/PA',
      nacionalidade: 'brasileira',
      profissao: 'professora',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Travessa Padre Eutíquio',
        numero: '1820',
        complemento: 'apto 604',
        bairro: 'Batista Campos',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66023710',
      },
    },
    conjuge: {
      nome: 'Jorge Luís Cardoso Pinheiro',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Ana Beatriz Souza Pinheiro', dataNascimento: '2004-08-10', menor: false },
      { nome: 'Luan Souza Pinheiro', dataNascimento: '2013-05-27', menor: true },
    ],
    legados: [{ beneficiario: 'Ana Beatriz Souza Pinheiro', descricao: 'as joias da minha avó' }],
    tutela: { tutores: ['Ana Beatriz Souza Pinheiro'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Paulo Sérgio Rodrigues Souza' }],
    desejos: {
      funeral: 'missa na Basílica de Nazaré e ser enterrada no Cemitério Santa Izabel',
    },
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: katiaW,
  },
});

export const SET6A: readonly Story[] = [iolanda, francisco, renata, osvaldo, katia];
