/**
 * Held-out set 4a: five people written without reading the assistant's readers (issue 18).
 * A widow in Recife whose daughter types the first messages, a man in Manaus in an unregistered
 * union with a stepdaughter, a formal divorced woman in Porto Alegre leaving to a friend and an
 * NGO, an old man in Minas dictating by voice, and a young woman in São Paulo with emojis.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { formatCnpj, typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// 1. Widow, 74, Recife/PE: her daughter types first, then she goes on.
const terezinhaCpf = cpfFrom('386105724');
const terezinhaW = [
  witness('Edileuza Maria dos Santos', '493216835', '1966-10-02'),
  witness('Gilvan Pereira de Araújo', '504327946', '1971-04-19'),
  witness('Rosineide Alves Cordeiro', '615438057', '1979-12-08'),
];
const terezinha = story({
  id: 'set4a-terezinha-pe-filha-digita',
  who: {
    age: 74,
    region: 'Recife/PE',
    typing:
      'a filha digita as primeiras mensagens (terceira pessoa), depois a mãe: minúsculas, sem acento, frases longas',
    family: 'viúva, 3 filhos, um falecido que deixou 2 netos; joias para a neta; cremação',
  },
  today: '2026-11-25',
  opening:
    'boa tarde, aqui é a filha dela, to digitando pra ela pq ela nao se entende com o celular. ela quer fazer o testamento dela, é viuva, tem 74 anos. ela ta aqui do meu lado e é ela que decide tudo, ta lucida graças a deus',
  answers: {
    proprio: 'sim é dela mesmo, ela que decide, eu so escrevo',
    nome: 'o nome dela é terezinha de jesus barros lima',
    cpf: `cpf dela ${formatCpf(terezinhaCpf)}`,
    nascimento: '7 de agosto de 1952',
    naturalidade:
      'agora sou eu mesma, a terezinha, a claudia foi olhar o feijao. ela botou minha data errada, eu nasci dia 17 de agosto nao dia 7. sou de vitoria de santo antao',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada, ensinei 30 anos no grupo escolar',
    endereco: 'moro na rua real da torre 812 na madalena recife cep 50610-000',
    capacidade: 'nenhuma, so uso oculos de grau',
    anteriores: 'nunca fiz nao',
    estado_civil: 'viuva, o antonio morreu em 2015',
    sexo: 'feminino',
    filhos:
      'tenho 3. claudia barros lima de 4/2/1975, roberto barros lima que faleceu em 2020 de infarto, e fernando barros lima de 22/09/1981',
    filhos_menores: 'nenhum, tudo adulto',
    netos:
      'o roberto deixou 2 filhos, gabriel souza barros lima e beatriz souza barros lima. a mae deles é a denise, minha nora',
    pais: 'meus pais ja morreram faz muito tempo',
    avos: 'nao, morreram tudo',
    bens_particulares: 'nao',
    heranca: [
      'os filhos do roberto ficam com a parte que era dele ne? eles tem direito?',
      'nao quero mudar nada nao, fica como a lei manda, dividido entre eles',
    ],
    legados:
      'quero deixar minhas joias de ouro pra minha neta beatriz, os cordao, as aliança e os brinco',
    legados_valor: 'as joias acho que uns 20 mil. a casa e tudo da uns 450 mil',
    legados_comum: 'nao, sao minhas, eram da minha mae',
    legados_excesso: 'ta bom',
    substitutos: 'nao',
    clausulas: 'nao precisa',
    testamenteiro: 'meu filho fernando',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'quero ser cremada, e as cinzas jogadas no mar de boa viagem. meus filhos ja sabem',
    forma: 'o particular',
    testemunhas: [
      `a claudia voltou, ela vai botar as testemunhas:\n${typeWitnesses(terezinhaW, 'br')}`,
      typeWitnesses(terezinhaW, 'br'),
    ],
    testemunhas_parentes: 'nao, sao vizinhas dela',
    local: 'sim, recife',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['proprio', 'estado_civil'],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['nascimento'],
  replyChecks: [
    {
      say: 'os filhos do roberto ficam com a parte que era dele ne? eles tem direito?',
      expect: /represent|no lugar d/i,
      why: 'the children of a predeceased son inherit by representation, in his place',
    },
  ],
  facts: {
    testador: {
      nome: 'Terezinha de Jesus Barros Lima',
      cpf: terezinhaCpf,
      dataNascimento: '1952-08-17',
      naturalidade: 'Vitória de Santo Antão/PE',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Real da Torre',
        numero: '812',
        bairro: 'Madalena',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50610000',
      },
    },
    filhos: [
      { nome: 'Cláudia Barros Lima', dataNascimento: '1975-02-04', menor: false },
      { nome: 'Roberto Barros Lima', vivo: false, menor: false },
      { nome: 'Fernando Barros Lima', dataNascimento: '1981-09-22', menor: false },
    ],
    netos: [
      { nome: 'Gabriel Souza Barros Lima', filhoDe: 'Roberto Barros Lima' },
      { nome: 'Beatriz Souza Barros Lima', filhoDe: 'Roberto Barros Lima' },
    ],
    legados: [{ beneficiario: 'Beatriz Souza Barros Lima', descricao: 'minhas joias de ouro' }],
    testamenteiros: [{ nome: 'Fernando Barros Lima' }],
    desejos: { funeral: 'quero ser cremada, e as cinzas jogadas no mar de Boa Viagem' },
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: terezinhaW,
  },
});

// 2. Man, 45, Manaus/AM: unregistered union, two children of a first marriage, a stepdaughter.
const jeffersonCpf = cpfFrom('721046389');
const jeffersonW = [
  witness('Raimundo Nonato Farias Brito', '832157490', '1976-02-14'),
  witness('Keila Cristina Monteiro', '943268501', '1988-08-30'),
  witness('Wanderson Lopes Pinheiro', '154379612', '1983-11-05'),
];
const jefferson = story({
  id: 'set4a-jefferson-am-enteada',
  who: {
    age: 45,
    region: 'Manaus/AM',
    typing:
      'rápido, abreviações (vc, q, tb, td, pq, n, nd), sem acento, duas respostas numa mensagem',
    family:
      'união estável sem registro há 8 anos (comunhão parcial); 2 filhos do 1º casamento, 1 menor; parte da disponível para a enteada',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'sim',
    nome: 'jefferson araujo tavares',
    cpf: jeffersonCpf,
    nascimento: '03/06/81',
    naturalidade: 'itacoatiara am, brasileiro',
    nacionalidade: 'brasileiro',
    profissao: 'tecnico de refrigeracao',
    endereco: [
      'r sao joao 147 cidade nova manaus am 69095-000',
      'rua sao joao, 147, cidade nova, manaus/am, cep 69095-000',
    ],
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'moro junto c a patricia faz 8 anos, n casamos nem fizemos papel nenhum',
    sexo: 'masculino',
    conjuge_nome: 'patricia gomes da silva, e regime n escolhemos nd',
    regime: ['n escolhemos', 'nao sei'],
    uniao_formalizada: 'nao',
    casamento_data: 'desde 2018',
    filhos:
      'tenho 2 do 1o casamento: lucas ferreira tavares 10/03/07 e sofia ferreira tavares 25/07/14, a sofia tem 12',
    filhos_menores: 'a sofia',
    bens_particulares: ['tenho, um terreno em itacoatiara q herdei do meu pai', 'sim'],
    pais: 'ja faleceram os dois',
    avos: 'nao',
    heranca: [
      'a patricia herda tb ou so os meus filhos?',
      'qro deixar metade da parte disponivel pra minha enteada yasmin gomes rocha, filha da patricia. bem especifico n tenho n',
      '50% da parte disponivel para yasmin gomes rocha',
    ],
    legados: 'nao',
    substitutos: 'n',
    clausulas: 'nao',
    tutor: [
      'se a mae da sofia n puder, minha irma rosangela tavares lima',
      'minha irma rosangela tavares lima',
    ],
    outro_genitor: 'sim, a karina ferreira, ta viva',
    tutor_concorda: 'sei la, a gente quase n se fala',
    testamenteiro: 'a patricia',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nd nao',
    forma: 'particular',
    testemunhas: typeWitnesses(jeffersonW, 'one-line'),
    testemunhas_parentes: 'nao',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    naturalidade: ['nacionalidade'],
    estado_civil: ['uniao_formalizada', 'casamento_data'],
    conjuge_nome: ['regime'],
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  replyChecks: [
    {
      say: 'a patricia herda tb ou so os meus filhos?',
      expect: /(Patr[ií]cia|companheir[ao])[\s\S]*(herd|concorr|parte)/i,
      why: 'the companion inherits with the children (on the bens particulares under comunhão parcial)',
    },
  ],
  facts: {
    testador: {
      nome: 'Jefferson Araújo Tavares',
      cpf: jeffersonCpf,
      dataNascimento: '1981-06-03',
      naturalidade: 'Itacoatiara/AM',
      nacionalidade: 'brasileiro',
      profissao: 'técnico de refrigeração',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua São João',
        numero: '147',
        bairro: 'Cidade Nova',
        cidade: 'Manaus',
        uf: 'AM',
        cep: '69095000',
      },
    },
    conjuge: {
      nome: 'Patrícia Gomes da Silva',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [
      { nome: 'Lucas Ferreira Tavares', dataNascimento: '2007-03-10', menor: false },
      { nome: 'Sofia Ferreira Tavares', dataNascimento: '2014-07-25', menor: true },
    ],
    heranca: [{ beneficiario: 'Yasmin Gomes Rocha', percentual: 50, base: 'disponivel' }],
    tutela: { tutores: ['Rosângela Tavares Lima'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Patrícia Gomes da Silva' }],
    forma: 'particular',
    local: { cidade: 'Manaus', uf: 'AM' },
    testemunhas: jeffersonW,
    outrasPessoas: ['Karina Ferreira'],
  },
});

// 3. Woman, 58, Porto Alegre/RS: formal, divorced, mother alive; a friend and an animal NGO.
const veraCpf = cpfFrom('265984173');
const amigosDosBichosCnpj = cnpjFrom('274839560001');
const veraW = [
  witness('Rogério Luiz Kessler', '376095284', '1964-06-21'),
  witness('Denise Maria Vargas Prates', '487106395', '1972-01-13'),
];
const vera = story({
  id: 'set4a-vera-rs-amiga-ong',
  who: {
    age: 58,
    region: 'Porto Alegre/RS',
    typing: 'formal, frases completas com acentos; corrige-se uma vez ("quer dizer")',
    family:
      'divorciada, sem filhos, mãe viva; disponível metade para a amiga e metade para uma ONG; gatos para a amiga; doação de órgãos',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'Sim, é meu e estou em pleno juízo.',
    nome: 'Vera Lúcia Schmitt Becker',
    cpf: formatCpf(veraCpf),
    nascimento: '09/03/1968',
    naturalidade: 'Novo Hamburgo, Rio Grande do Sul.',
    nacionalidade: 'Brasileira.',
    profissao: 'Arquiteta.',
    endereco: 'Rua Felipe Camarão, 512, apartamento 301, Bom Fim, Porto Alegre/RS, CEP 90035-140.',
    capacidade: 'Nenhuma.',
    anteriores: 'Não.',
    estado_civil: 'Sou divorciada desde 2011.',
    sexo: 'Feminino.',
    filhos: 'Não tenho filhos.',
    pais: 'Minha mãe, Irma Schmitt Becker, é viva. Meu pai, Arno Becker, faleceu em 2019.',
    avos: 'Não.',
    heranca: [
      'Se eu deixar a parte disponível para outras pessoas, com quanto a minha mãe ficará?',
      'Desejo dividir a parte disponível em duas metades: metade para a minha melhor amiga, Luciana Ferraz Dornelles, e metade para a ONG Amigos dos Bichos, quer dizer, para a Associação Amigos dos Bichos de Porto Alegre, que é o nome registrado.',
      '50% da parte disponível para Luciana Ferraz Dornelles e 50% para a Associação Amigos dos Bichos de Porto Alegre.',
    ],
    cnpj: `O CNPJ da associação é ${formatCnpj(amigosDosBichosCnpj)}.`,
    legados: [
      'Sim. Meus dois gatos, o Chico e a Frida, ficarão com a Luciana, que os conhece desde filhotes.',
      'Meus dois gatos, o Chico e a Frida, para Luciana Ferraz Dornelles.',
    ],
    legados_valor: [
      'Os gatos não têm valor de mercado. Meu patrimônio total é de aproximadamente oitocentos mil reais.',
      'Não sei.',
    ],
    legados_comum: 'Não, são somente meus.',
    legados_excesso: 'Pode manter assim.',
    substitutos: 'Não.',
    clausulas: 'Não.',
    testamenteiro: 'A Luciana Ferraz Dornelles.',
    testamenteiro_premio: 'Não, sem remuneração.',
    testamenteiro_posse: 'Não.',
    desejos:
      'Sim. Desejo doar meus órgãos e tecidos para transplante; minha família já está ciente.',
    forma: 'Prefiro o testamento público; levarei a minuta ao tabelionato.',
    testemunhas: typeWitnesses(veraW, 'br'),
    testemunhas_parentes: 'Não.',
    local: 'Sim.',
    revisao: ['Sim.', 'Ciente.', 'Sim.'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'Se eu deixar a parte disponível para outras pessoas, com quanto a minha mãe ficará?',
      expect: /metade|50\s?%/i,
      why: 'the mother is the only necessary heir: the legítima, half of the estate, is hers',
    },
  ],
  facts: {
    testador: {
      nome: 'Vera Lúcia Schmitt Becker',
      cpf: veraCpf,
      dataNascimento: '1968-03-09',
      naturalidade: 'Novo Hamburgo/RS',
      nacionalidade: 'brasileira',
      profissao: 'arquiteta',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Felipe Camarão',
        numero: '512',
        complemento: 'apto 301',
        bairro: 'Bom Fim',
        cidade: 'Porto Alegre',
        uf: 'RS',
        cep: '90035140',
      },
    },
    ascendentes: [{ nome: 'Irma Schmitt Becker', grau: 'mae' }],
    heranca: [
      { beneficiario: 'Luciana Ferraz Dornelles', percentual: 50, base: 'disponivel' },
      {
        beneficiario: 'Associação Amigos dos Bichos de Porto Alegre',
        percentual: 50,
        base: 'disponivel',
        cnpj: amigosDosBichosCnpj,
      },
    ],
    legados: [
      { beneficiario: 'Luciana Ferraz Dornelles', descricao: 'meus dois gatos, o Chico e a Frida' },
    ],
    testamenteiros: [{ nome: 'Luciana Ferraz Dornelles' }],
    desejos: { doacaoOrgaos: 'Desejo doar meus órgãos e tecidos para transplante' },
    forma: 'publico',
    local: { cidade: 'Porto Alegre', uf: 'RS' },
    testemunhas: veraW,
  },
});

// 4. Man, 82, Governador Valadares/MG: dictates by voice, no punctuation, "vírgula" spoken.
const geraldoCpf = cpfFrom('598217406');
const geraldoW = [
  witness('Sebastião Ferreira Guimarães', '609328517', '1958-04-03'),
  witness('Lúcia Helena Barbosa Costa', '710439628', '1969-11-22'),
  witness('Adilson Pereira Campos', '821540739', '1974-07-09'),
];
const spoken = (cpf: string) =>
  `${cpf.slice(0, 3)} ${cpf.slice(3, 6)} ${cpf.slice(6, 9)} ${cpf.slice(9)}`;
const geraldo = story({
  id: 'set4a-geraldo-mg-ditado-voz',
  who: {
    age: 82,
    region: 'Governador Valadares/MG',
    typing: 'dita por voz ao celular: sem pontuação, números às vezes por extenso, fala "vírgula"',
    family:
      'casado em comunhão universal desde 1968, 5 filhos adultos; inalienabilidade na legítima com justa causa; filho testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    proprio: 'sim senhor sou eu mesmo e to com a cabeça boa graças a deus',
    nome: 'geraldo magela de oliveira',
    cpf: `meu cpf é ${spoken(geraldoCpf)}`,
    nascimento: 'nasci dia quatorze de maio de 1944',
    naturalidade: 'itambacuri minas gerais',
    nacionalidade: 'brasileiro',
    profissao: 'lavrador aposentado',
    endereco: [
      'rua marechal floriano número 1230 vírgula centro governador valadares minas gerais cep 35010 140',
      'o cep é 35010-140',
    ],
    capacidade: 'nenhuma não eu leio e assino direitinho',
    anteriores: 'não nunca fiz',
    estado_civil: 'sou casado com a maria aparecida desde mil novecentos e sessenta e oito',
    sexo: 'masculino',
    conjuge_nome: 'maria aparecida rodrigues de oliveira',
    regime: 'comunhão universal naquele tempo era assim',
    casamento_data: 'mil novecentos e sessenta e oito',
    filhos:
      'são cinco tudo de maior o josé carlos de oliveira dez de março de 1969 vírgula a maria das graças oliveira santos dois de julho de 71 o antônio marcos de oliveira quinze de setembro de 73 a ana lúcia de oliveira trinta de janeiro de 77 e o paulo roberto de oliveira oito de agosto de 1980',
    filhos_menores: 'nenhum tudo casado já',
    bens_particulares: 'não',
    pais: 'não meus pais já faleceram faz tempo',
    avos: 'não',
    heranca: 'não quero mudar nada não fica tudo igual pros cinco',
    legados: 'não',
    substitutos: 'não',
    clausulas:
      'quero sim que a parte dos meus filhos não possa ser vendida quero pôr aquela cláusula de inalienabilidade',
    clausulas_alcance: 'na parte deles da legítima',
    justa_causa: [
      'é que o antônio marcos e o paulo roberto tão cheio de dívida no banco vírgula e os outros três casaram e eu tenho medo do sítio ir parar na mão de banco ou de genro quero que o sítio são josé fique com os meus filhos que eu trabalhei a vida inteira pra ter ele',
      'a maria aparecida é minha esposa a cláusula não é pra ela é só pros filhos vírgula a maria das graças e a ana lúcia é por causa dos marido delas que eu não confio eles vão querer pegar a parte delas e vender',
      'o antônio marcos e o paulo roberto é as dívida no banco vírgula e o josé carlos é pra nora não pegar a parte dele',
      'o antônio marcos e o paulo roberto tão com dívida no banco vírgula a maria das graças e a ana lúcia é por causa dos marido delas vírgula o josé carlos é por causa da nora vírgula a maria aparecida é minha mulher ela não entra nisso',
    ],
    clausulas_duracao: ['enquanto eles forem vivos', 'por toda a vida'],
    testamenteiro: 'meu filho josé carlos o mais velho',
    testamenteiro_premio: 'não precisa não',
    testamenteiro_posse: 'não',
    desejos: 'quero ser velado na igreja matriz de santo antônio e enterrado no jazigo da família',
    forma: 'o particular',
    testemunhas: [
      `a primeira é ${geraldoW[0]!.nome.toLowerCase()} cpf ${spoken(geraldoW[0]!.cpf)} nascido em três de abril de 1958 vírgula a segunda ${geraldoW[1]!.nome.toLowerCase()} cpf ${spoken(geraldoW[1]!.cpf)} nascida em vinte e dois de novembro de 1969 vírgula e o terceiro ${geraldoW[2]!.nome.toLowerCase()} cpf ${spoken(geraldoW[2]!.cpf)} nascido em nove de julho de 1974`,
      typeWitnesses(geraldoW, 'br'),
    ],
    testemunhas_parentes: 'não nenhum é parente',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    estado_civil: ['casamento_data'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Geraldo Magela de Oliveira',
      cpf: geraldoCpf,
      dataNascimento: '1944-05-14',
      naturalidade: 'Itambacuri/MG',
      nacionalidade: 'brasileiro',
      profissao: 'lavrador aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Marechal Floriano',
        numero: '1230',
        bairro: 'Centro',
        cidade: 'Governador Valadares',
        uf: 'MG',
        cep: '35010140',
      },
    },
    conjuge: {
      nome: 'Maria Aparecida Rodrigues de Oliveira',
      tipo: 'casamento',
      regimeBens: 'comunhao_universal',
    },
    filhos: [
      { nome: 'José Carlos de Oliveira', dataNascimento: '1969-03-10', menor: false },
      { nome: 'Maria das Graças Oliveira Santos', dataNascimento: '1971-07-02', menor: false },
      { nome: 'Antônio Marcos de Oliveira', dataNascimento: '1973-09-15', menor: false },
      { nome: 'Ana Lúcia de Oliveira', dataNascimento: '1977-01-30', menor: false },
      { nome: 'Paulo Roberto de Oliveira', dataNascimento: '1980-08-08', menor: false },
    ],
    clausulas: {
      tipos: ['inalienabilidade', 'impenhorabilidade', 'incomunicabilidade'],
      alcance: 'legitima',
    },
    testamenteiros: [{ nome: 'José Carlos de Oliveira' }],
    desejos: {
      funeral:
        'quero ser velado na Igreja Matriz de Santo Antônio e enterrado no jazigo da família',
    },
    forma: 'particular',
    local: { cidade: 'Governador Valadares', uf: 'MG' },
    testemunhas: geraldoW,
  },
});

// 5. Young woman, 29, São Paulo/SP: emojis, "kkk", English words; fixes a name later.
const giovannaCpf = cpfFrom('432761598');
const giovannaW = [
  witness('Letícia Moraes Fontana', '543872609', '1996-05-17'),
  witness('Bruno Takeshi Yamada', '654983710', '1995-10-28'),
  witness('Camila Duarte Rezende', '765094821', '1998-02-11'),
];
const giovanna = story({
  id: 'set4a-giovanna-sp-digital',
  who: {
    age: 29,
    region: 'São Paulo/SP',
    typing: 'emojis, "kkk", palavras em inglês ("ok", "whatever"), "tipo assim", sem acento',
    family:
      'solteira (namorando), sem filhos, pais vivos; metade da disponível ao namorado; Instagram e e-mail; recado para a mãe',
  },
  today: '2026-11-25',
  opening:
    'oiii 👋 tipo assim, quero fazer meu testamento, sim sou eu mesma e to bem da cabeça kkk',
  answers: {
    proprio: 'sim kkk',
    nome: 'giovanna mendes okada',
    cpf: formatCpf(giovannaCpf),
    nascimento: '02/09/1997',
    naturalidade: 'sp capital msm',
    nacionalidade: 'brasileira',
    profissao: 'sou designer',
    endereco: 'rua augusta 1508 ap 73, consolacao, sao paulo - sp 01304-001',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'solteira, mas namoro faz 3 anos kkk nao moramos juntos',
    sexo: 'feminino',
    filhos: 'nao tenho 😅',
    pais: 'os dois vivos graças a deus 🙏 minha mae cristina mendes okada e meu pai hiroshi okada',
    avos: 'nao',
    heranca: [
      'metade da parte disponivel pro meu namorado thiago henrique alves 💕 o resto whatever, fica pros meus pais',
      'ue, thiago henrique alves é o nome completo dele kkk metade da disponivel pra ele',
      '50% da parte disponivel para thiago henrique alves',
    ],
    legados: 'nao. ah pera, o nome do thiago é thiago henrique alves de lima, esqueci o de lima 🤦‍♀️',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'minha mae',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos:
      'sim!! meu insta (@giovokada) quero q vire memorial e o email do gmail pode excluir. e uma mensagem pra minha mae: mae obrigada por tudo, te amo demais ❤️',
    forma: 'particular, ok',
    testemunhas: typeWitnesses(giovannaW, 'plain'),
    testemunhas_parentes: 'nao',
    local: 'sim',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: { opening: ['proprio'] },
  correctedLater: ['heranca'],
  facts: {
    testador: {
      nome: 'Giovanna Mendes Okada',
      cpf: giovannaCpf,
      dataNascimento: '1997-09-02',
      naturalidade: 'São Paulo/SP',
      nacionalidade: 'brasileira',
      profissao: 'designer',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Augusta',
        numero: '1508',
        complemento: 'apto 73',
        bairro: 'Consolação',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01304001',
      },
    },
    ascendentes: [
      { nome: 'Cristina Mendes Okada', grau: 'mae' },
      { nome: 'Hiroshi Okada', grau: 'pai' },
    ],
    heranca: [
      { beneficiario: 'Thiago Henrique Alves de Lima', percentual: 50, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Cristina Mendes Okada' }],
    desejos: {
      ativosDigitais: 'meu Insta (@giovokada) vire memorial e o email do Gmail pode excluir',
      mensagens: ['mãe, obrigada por tudo, te amo demais'],
    },
    forma: 'particular',
    local: { cidade: 'São Paulo', uf: 'SP' },
    testemunhas: giovannaW,
  },
});

export const SET4A: readonly Story[] = [terezinha, jefferson, vera, geraldo, giovanna];
