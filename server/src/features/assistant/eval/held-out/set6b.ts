/**
 * Held-out set 6b: five people written without reading the assistant's readers (issue 18).
 * A widower of 80 in Salvador whose grandson types for him in the third person, a young mother in
 * Curitiba in a registered union who asks whether a couple can be the twins' tutor, a farmer in
 * Goiânia who types one thing per message and wants the farm for the eldest son, a blind widow in
 * Fortaleza who asks questions all along, and a terse man in Brasília who disinherits a son.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { typeWitnesses, witness } from '../stories/common.ts';
import { story, type Story } from '../story.ts';

// 1. Widower, 80, Salvador/BA: his grandson Caio types for him ("meu avô disse que…").
const edvaldoCpf = cpfFrom('736150284');
const edvaldoW = [
  witness('Gilberto Santana Reis', '847261395', '1961-04-03'),
  witness('Marlene Conceição Araújo', '958372406', '1966-09-15'),
  witness('Joselito Borges da Paixão', '169483517', '1974-12-01'),
];
const carroQ =
  'meu avo disse que quer tudo igual pros 5 filhos, do jeito que a lei manda, nao quer que ninguem fique com mais. so o carro dele, um fiat palio 2013 que ta parado na garagem, ele quer deixar pro meu primo matheus bonfim souza, filho da tia marinalva, que leva ele no medico. isso nao tira a parte dos filhos dele ne?';
const edvaldo = story({
  id: 'set6b-edvaldo-ba-neto-digita',
  who: {
    age: 80,
    region: 'Salvador/BA',
    typing:
      'o neto digita na terceira pessoa ("meu avô disse que…", "ele nasceu em…", "o nome dele é…"), sem acento, "kkk", corrige uma data de passagem',
    family:
      'viúvo, 5 filhos adultos; tudo igual pela lei; o carro para um neto (primo de quem digita); o filho homem mais velho testamenteiro',
  },
  today: '2026-11-26',
  opening:
    'boa noite. aqui é o caio, neto do seu edvaldo. meu avo quer fazer o testamento dele e pediu pra eu digitar pq ele nao se entende com celular, ele ta aqui do meu lado falando o que é pra escrever',
  answers: {
    proprio: 'é pro meu avo, ele ta do meu lado ditando, ele que decide tudo, ta lucido sim kkk',
    nome: 'o nome dele é edvaldo bonfim de jesus',
    cpf: `o cpf dele é ${formatCpf(edvaldoCpf)}`,
    nascimento: 'ele nasceu dia 17 de janeiro de 46',
    naturalidade: 'ele nasceu em cachoeira, no reconcavo',
    nacionalidade: 'brasileiro',
    profissao: 'ele era mestre de obras, ta aposentado',
    endereco: 'ele mora na rua lelis piedade 87, na ribeira, aqui em salvador, cep 40420-010',
    capacidade: 'ele usa oculos, enxerga meio mal de longe, mas le e assina o nome dele normal',
    anteriores: 'ele disse que nunca fez',
    estado_civil: 'viuvo, minha vo dona zildete morreu em 2020',
    sexo: 'masculino kkk',
    filhos:
      'ele teve 5 filhos com minha vo: marinalva bonfim de jesus souza 22/03/1968, edvaldo bonfim de jesus filho 09/07/1970, jucelia bonfim de jesus 30/11/1973, ademir bonfim de jesus 14/05/1976 (meu pai) e rosangela bonfim de jesus pereira 05/01/1981',
    filhos_menores: 'nenhum, a mais nova ja tem 45',
    bens_particulares: 'nao',
    pais: 'os pais dele ja morreram faz tempo',
    avos: 'nao ne kkk ele tem 80',
    heranca: carroQ,
    legados: 'so o carro que eu falei, o palio, pro matheus bonfim souza',
    legados_valor:
      'o palio vale uns 22 mil. a casa dele uns 300 mil e ele tem uns 50 mil na poupança',
    legados_comum: 'nao, é so dele, minha vo ja morreu',
    legados_excesso: 'ok',
    substitutos: [
      'ele disse que se o matheus nao puder pegar o carro fica pros filhos mesmo',
      'nao, sem substituto',
    ],
    clausulas: 'nao',
    testamenteiro:
      'o tio edvaldo filho, o filho homem mais velho. ah meu avo ta falando que o aniversario da tia jucelia é 30/10 e nao 30/11, eu errei',
    testamenteiro_premio: 'nao, ele disse q filho nao cobra de pai',
    testamenteiro_posse: 'nao',
    desejos:
      'ele quer ser enterrado no cemiterio campo santo, junto da falecida minha vo, e quer uma missa de setimo dia na igreja do bonfim',
    forma: 'particular',
    testemunhas: [
      [
        'as testemunhas vao ser 3 vizinhos dele:',
        `gilberto santana reis, cpf ${formatCpf(edvaldoW[0]!.cpf)}, nasceu 03/04/1961`,
        `marlene conceicao araujo, cpf ${formatCpf(edvaldoW[1]!.cpf)}, nasceu 15/09/1966`,
        `joselito borges da paixao, cpf ${formatCpf(edvaldoW[2]!.cpf)}, nasceu 01/12/1974`,
      ].join('\n'),
      [
        `gilberto santana reis, cpf ${formatCpf(edvaldoW[0]!.cpf)}, nasceu 03/04/1961`,
        `marlene conceicao araujo, cpf ${formatCpf(edvaldoW[1]!.cpf)}, nasceu 15/09/1966`,
        `joselito borges da paixao, cpf ${formatCpf(edvaldoW[2]!.cpf)}, nasceu 01/12/1974`,
      ].join('\n'),
    ],
    testemunhas_parentes: 'nao, sao vizinhos dele da rua',
    local: 'sim, salvador',
    revisao: ['meu avo disse que ta tudo certo', 'ciente', 'sim'],
  },
  covers: {
    heranca: ['legados'],
    filhos: ['filhos_menores'],
  },
  correctedLater: ['filhos'],
  replyChecks: [
    {
      say: carroQ,
      expect: /dispon[íi]vel|leg[íi]tima/i,
      why: 'a car worth 22 of about 370 thousand comes out of the disponível: the five children keep their legítima',
    },
  ],
  facts: {
    testador: {
      nome: 'Edvaldo Bonfim de Jesus',
      cpf: edvaldoCpf,
      dataNascimento: '1946-01-17',
      naturalidade: 'Cachoeira/BA',
      nacionalidade: 'brasileiro',
      profissao: 'mestre de obras aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Lélis Piedade',
        numero: '87',
        bairro: 'Ribeira',
        cidade: 'Salvador',
        uf: 'BA',
        cep: '40420010',
      },
    },
    filhos: [
      { nome: 'Marinalva Bonfim de Jesus Souza', dataNascimento: '1968-03-22', menor: false },
      { nome: 'Edvaldo Bonfim de Jesus Filho', dataNascimento: '1970-07-09', menor: false },
      { nome: 'Jucélia Bonfim de Jesus', dataNascimento: '1973-10-30', menor: false },
      { nome: 'Ademir Bonfim de Jesus', dataNascimento: '1976-05-14', menor: false },
      { nome: 'Rosângela Bonfim de Jesus Pereira', dataNascimento: '1981-01-05', menor: false },
    ],
    legados: [{ beneficiario: 'Matheus Bonfim Souza', descricao: 'Fiat Palio 2013' }],
    testamenteiros: [{ nome: 'Edvaldo Bonfim de Jesus Filho' }],
    desejos: {
      funeral:
        'ser enterrado no Cemitério Campo Santo, junto da falecida, e uma missa de sétimo dia na Igreja do Bonfim',
    },
    forma: 'particular',
    local: { cidade: 'Salvador', uf: 'BA' },
    testemunhas: edvaldoW,
  },
});

// 2. Woman, 29, Curitiba/PR: English words and emojis; registered union; twins; a couple as tutor?
const gabrielaCpf = cpfFrom('270594628');
const gabrielaW = [
  witness('Camila Ferraz Andrade', '381605739', '1995-05-02'),
  witness('Thiago Wolff Nascimento', '492716840', '1993-10-27'),
  witness('Letícia Hamada Prado', '503827951', '1998-01-19'),
];
const casalQ =
  'antes: a tutora pode ser um casal? tipo minha irmã E meu cunhado juntos? 🤔 eles são casados e as crianças amam os dois';
const gabriela = story({
  id: 'set6b-gabriela-pr-gemeos-tutor-casal',
  who: {
    age: 29,
    region: 'Curitiba/PR',
    typing:
      'português com palavras em inglês ("nope", "so it\'s official", "perfect"), muitos emojis, "cwb" para Curitiba, alguns acentos',
    family:
      'união estável com escritura pública (2020), comunhão parcial; gêmeos de 4 anos; a irmã como tutora e o cunhado em segundo lugar; cremação e doação de órgãos',
  },
  today: '2026-11-26',
  opening:
    'hi!! 👋 quero fazer meu testamento. tenho gêmeos de 4 anos e fico pensando: e se acontecer alguma coisa comigo e com o Rafa?? 😬',
  answers: {
    proprio: 'yes, é pra mim mesma 🙋‍♀️',
    nome: 'gabriela kowalski ribas',
    cpf: gabrielaCpf,
    nascimento: '14/03/97',
    naturalidade: 'curitiba mesmo 🌲',
    nacionalidade: 'brasileira',
    profissao: 'arquiteta 📐',
    endereco: 'rua padre anchieta 2050, ap 1103, bigorrilho, cwb - cep 80730-000',
    capacidade: 'nenhuma 🙏',
    anteriores: 'nope, primeira vez',
    estado_civil:
      "união estável com o rafa ❤️ a gente fez a escritura no cartório em 2020, so it's official kkk. moramos juntos desde março de 2018",
    sexo: 'feminino',
    conjuge_nome: 'rafael nogueira tanaka',
    regime: 'comunhão parcial, foi o que ficou na escritura',
    uniao_formalizada: 'sim, escritura pública em 2020 ✍️',
    casamento_data: 'a gente mora junto desde março de 2018',
    separado_fato: 'nope, super juntos 😂',
    filhos: 'os gêmeos 👧👦 alice ribas tanaka e bento ribas tanaka, nasceram 09/08/2022',
    filhos_menores: 'os dois, têm 4 aninhos',
    bens_particulares: 'tenho um studio no centro que comprei em 2017, antes da gente morar junto',
    pais: 'meus pais são vivos sim 🙏',
    avos: 'nao',
    heranca: 'nada especial, pode seguir a lei 🙏',
    legados: ['hmm nope', 'nao'],
    substitutos: 'nao',
    clausulas: 'nao',
    tutor: [
      casalQ,
      'ok, então minha irmã juliana kowalski ribas brandt, e se ela não puder, o marido dela, felipe brandt moreira 💕',
      'juliana kowalski ribas brandt e, na falta dela, felipe brandt moreira',
    ],
    outro_genitor:
      'sim, o rafa tá vivo 😅 isso é só pro caso de acontecer algo com nós dois, tipo um acidente',
    tutor_concorda: 'sim, a gente conversou, ele acha a ju perfect pra isso',
    testamenteiro: 'o rafa',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'sim! quero doar meus órgãos 🫀 e ser cremada 🌿',
    forma: 'particular',
    testemunhas: [
      'minhas testemunhas 👇',
      `✅ camila ferraz andrade - ${formatCpf(gabrielaW[0]!.cpf)} - 02/05/1995`,
      `✅ thiago wolff nascimento - ${formatCpf(gabrielaW[1]!.cpf)} - 27/10/1993`,
      `✅ leticia hamada prado - ${formatCpf(gabrielaW[2]!.cpf)} - 19/01/1998`,
    ].join('\n'),
    testemunhas_parentes: 'nao, são amigos do escritório',
    local: 'yes',
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: {
    estado_civil: ['uniao_formalizada', 'casamento_data'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: casalQ,
      expect:
        /na falta|em ordem|ordem de prefer|substitut|segund[ao] (op|lugar|tutor)|um (só |único )?tutor|uma (só |única )?pessoa/i,
      why: 'the Code names one tutor at a time (a joint tutela is only in some court decisions): name the sister, and the brother-in-law in her place if she cannot (1.729)',
    },
  ],
  facts: {
    testador: {
      nome: 'Gabriela Kowalski Ribas',
      cpf: gabrielaCpf,
      dataNascimento: '1997-03-14',
      naturalidade: 'Curitiba/PR',
      nacionalidade: 'brasileira',
      profissao: 'arquiteta',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Padre Anchieta',
        numero: '2050',
        complemento: 'apto 1103',
        bairro: 'Bigorrilho',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80730000',
      },
    },
    conjuge: {
      nome: 'Rafael Nogueira Tanaka',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    },
    filhos: [
      { nome: 'Alice Ribas Tanaka', dataNascimento: '2022-08-09', menor: true },
      { nome: 'Bento Ribas Tanaka', dataNascimento: '2022-08-09', menor: true },
    ],
    tutela: {
      tutores: ['Juliana Kowalski Ribas Brandt', 'Felipe Brandt Moreira'],
      outroGenitorVivo: true,
    },
    testamenteiros: [{ nome: 'Rafael Nogueira Tanaka' }],
    desejos: { funeral: 'ser cremada', doacaoOrgaos: 'doar meus órgãos' },
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: gabrielaW,
  },
});

// 3. Farmer, 58, Goiânia/GO: one thing per message, "isso", "é"; the farm for the eldest son.
const divinoCpf = cpfFrom('614938062');
const divinoW = [
  witness('Valdeci Rodrigues Campos', '725049173', '1963-02-21'),
  witness('Eurípedes Luiz Carvalho', '836150284', '1958-08-08'),
  witness('Sirlene Aparecida Moraes', '947261395', '1979-06-30'),
];
const fazendaQ = 'posso deixar a fazenda só pro mais velho?';
const menosQ = 'entao os outro fica com menos?';
const divino = story({
  id: 'set6b-divino-go-fazenda-mais-velho',
  who: {
    age: 58,
    region: 'Goiânia/GO',
    typing:
      'rajadas curtas, uma coisa por mensagem, sem acento, erra concordância ("os outro fica"), responde "isso" ou "é"',
    family:
      'casado em comunhão parcial desde 1991, 3 filhos adultos; a fazenda, comprada casado, para o mais velho, passando do disponível',
  },
  today: '2026-11-26',
  answers: {
    proprio: ['é', 'sim'],
    nome: 'divino alves peixoto',
    cpf: formatCpf(divinoCpf),
    nascimento: '9/4/68',
    naturalidade: 'itaberai',
    nacionalidade: 'brasileiro',
    profissao: 'produtor rural',
    endereco: 'rua 9 n 1020 setor oeste goiania 74110-100',
    capacidade: 'nenhuma',
    anteriores: 'nao',
    estado_civil: 'casado',
    sexo: 'masculino',
    conjuge_nome: 'lindalva ferreira peixoto',
    regime: 'parcial',
    casamento_data: '15/06/91',
    separado_fato: 'nao',
    filhos:
      'wanderson ferreira peixoto 02/03/92\nkelly cristina ferreira peixoto 19/10/95\ndiego ferreira peixoto 27/01/99',
    filhos_menores: 'nao. tudo grande',
    bens_particulares: 'nao. tudo comprado casado',
    pais: 'ja morreu os dois',
    avos: 'nao',
    heranca: [fazendaQ, 'entao a fazenda santa luzia pro wanderson. o resto normal'],
    legados: ['so a fazenda', 'nao'],
    legados_valor: 'a fazenda uns 2 milhao e meio. tudo junto uns 3 milhao e meio',
    legados_comum: ['é', 'sim'],
    legados_excesso: [menosQ, 'é. deixa assim'],
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'a lindalva',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(divinoW, 'plain'),
    testemunhas_parentes: 'nao',
    local: 'isso',
    revisao: ['isso', 'ciente', 'isso'],
  },
  covers: {
    filhos: ['filhos_menores'],
    heranca: ['legados'],
  },
  replyChecks: [
    {
      say: fazendaQ,
      expect: /leg[íi]tima[\s\S]*dispon[íi]vel|dispon[íi]vel[\s\S]*leg[íi]tima/i,
      why: 'the farm to one son comes out of the disponível; the other two children keep their legítima (1.789, 1.846, 1.849)',
    },
    {
      say: menosQ,
      expect: /reduz|leg[íi]tima|1\.967/i,
      why: 'the others never get less than their legítima: the gift is reduced to fit (1.967)',
    },
  ],
  facts: {
    testador: {
      nome: 'Divino Alves Peixoto',
      cpf: divinoCpf,
      dataNascimento: '1968-04-09',
      naturalidade: 'Itaberaí/GO',
      nacionalidade: 'brasileiro',
      profissao: 'produtor rural',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 9',
        numero: '1020',
        bairro: 'Setor Oeste',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74110100',
      },
    },
    conjuge: {
      nome: 'Lindalva Ferreira Peixoto',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Wanderson Ferreira Peixoto', dataNascimento: '1992-03-02', menor: false },
      { nome: 'Kelly Cristina Ferreira Peixoto', dataNascimento: '1995-10-19', menor: false },
      { nome: 'Diego Ferreira Peixoto', dataNascimento: '1999-01-27', menor: false },
    ],
    legados: [{ beneficiario: 'Wanderson Ferreira Peixoto', descricao: 'Fazenda Santa Luzia' }],
    testamenteiros: [{ nome: 'Lindalva Ferreira Peixoto' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: divinoW,
  },
});

// 4. Widow, 67, Fortaleza/CE: totally blind (público only), warm, diminutives, questions all along.
const carmoCpf = cpfFrom('158372406');
const carmoW = [
  witness('Terezinha de Jesus Holanda', '269483517', '1957-03-19'),
  witness('Antônio Valdir Castelo Branco', '370594628', '1962-10-04'),
];
const cartorioQ =
  'sou ceguinha total desde os 45, foi o glaucoma, viu. mas leio em braile e assino meu nome direitinho, aprendi de novo. e aí vou ter que ir no cartório, é?';
const legitimaQ =
  'o q é legítima? a moça do banco falou isso pra mim um dia e eu não entendi nadinha';
const testamenteiroQ = 'e testamenteiro é o quê, meu anjo?';
const testemunhaQ = 'quem pode ser testemunha? posso chamar minhas vizinhas?';
const carmo = story({
  id: 'set6b-carmo-ce-cega-perguntas',
  who: {
    age: 67,
    region: 'Fortaleza/CE',
    typing:
      'usa leitor de tela; carinhosa e falante, diminutivos ("direitinho", "nadinha", "Ritinha"), apelidos dos filhos, pergunta no meio ("o q é legítima?", "precisa ir no cartório?")',
    family:
      'viúva, 3 filhos adultos; cega total (só testamento público); a disponível para a filha que cuida dela',
  },
  today: '2026-11-26',
  opening:
    'Bom dia, meu anjo! Quem tá escrevendo sou eu mesma, viu, com o leitorzinho de tela do celular, porque eu sou ceguinha. Quero fazer meu testamentozinho direitinho pros meus filhos não brigarem depois',
  answers: {
    proprio: 'sou eu mesma sim, e tô com a cabeça boazinha, graças a Deus',
    nome: 'Maria do Carmo Bezerra Freitas',
    cpf: `meu cpf é ${formatCpf(carmoCpf)}`,
    nascimento: 'nasci no dia 20 de maio de 1959',
    naturalidade: 'sou de Quixadá, lá do sertão central, mas moro aqui em Fortaleza desde mocinha',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada, ensinei trinta anos no primário',
    endereco: [
      'moro na Rua Barão de Aracati, 1234, apartamento 201, na Aldeota, CEP 60115-081',
      'é aqui em Fortaleza mesmo, no Ceará, minha filha: Rua Barão de Aracati, 1234, apartamento 201, Aldeota, Fortaleza/CE, CEP 60115-081',
    ],
    capacidade: [cartorioQ, 'isso, cega total, mas leio em braile e assino meu nome'],
    anteriores: 'não, nunquinha fiz',
    estado_civil: 'sou viúva, meu Raimundo faleceu em 2019, que Deus o tenha',
    sexo: 'feminino',
    filhos: [
      'tenho três filhos, graças a Deus: a Ana Rita Bezerra Freitas, a minha Ritinha, nasceu em 11 de fevereiro de 1982; o Francisco José Bezerra Freitas, o Zezinho, de 7 de setembro de 1984; e a caçula, Maria do Socorro Freitas Pinheiro, de 25 de dezembro de 1988, nasceu no dia de Natal',
      'Ana Rita Bezerra Freitas, 11/02/1982\nFrancisco José Bezerra Freitas, 07/09/1984\nMaria do Socorro Freitas Pinheiro, 25/12/1988',
    ],
    filhos_menores: 'nenhum, tudo criado já, a caçula tem 37',
    bens_particulares: 'não',
    pais: 'meus pais já faleceram faz tempinho',
    avos: 'não, minha filha',
    heranca: [
      legitimaQ,
      'ah, entendi, obrigadinha. então a parte que eu posso deixar livre eu quero pra minha Ritinha, a Ana Rita, que cuida de mim todo santo dia',
    ],
    legados: 'não, só isso mesmo',
    substitutos: 'não',
    clausulas: 'não precisa não',
    testamenteiro: [
      testamenteiroQ,
      'então é o meu Zezinho, o Francisco José, que ele é bom com essas coisas de papel',
      'Francisco José Bezerra Freitas',
    ],
    testamenteiro_premio: 'não, filho não cobra da mãe',
    testamenteiro_posse: 'não',
    desejos:
      'quero ser enterrada junto do meu Raimundo, no cemitério São João Batista, e que cantem Segura na mão de Deus no meu velorinho',
    forma: 'o público, no cartório, né, que é o jeito pra mim. a Ritinha me leva',
    testemunhas: [
      testemunhaQ,
      `então são duas vizinhas minhas de muitos anos: Terezinha de Jesus Holanda, CPF ${formatCpf(carmoW[0]!.cpf)}, nascida em 19/03/1957, e o Antônio Valdir Castelo Branco, que é marido da outra vizinha, CPF ${formatCpf(carmoW[1]!.cpf)}, nascido em 04/10/1962`,
      `Terezinha de Jesus Holanda, ${formatCpf(carmoW[0]!.cpf)}, 19/03/1957\nAntônio Valdir Castelo Branco, ${formatCpf(carmoW[1]!.cpf)}, 04/10/1962`,
    ],
    testemunhas_parentes: 'não, nenhum parente, são vizinhos',
    local: 'sim, aqui em Fortaleza',
    revisao: ['tá certinho, pode sim', 'ciente', 'sim'],
  },
  covers: {
    opening: ['proprio'],
    filhos: ['filhos_menores'],
  },
  replyChecks: [
    {
      say: cartorioQ,
      expect: /p[úu]blico[\s\S]*(cart[óo]rio|tabeli)|(cart[óo]rio|tabeli)[\s\S]*p[úu]blico/i,
      why: 'a blind testator may only make the público will, at a notary, read aloud twice (1.867)',
    },
    {
      say: legitimaQ,
      expect: /^(?=[\s\S]*(metade|50\s?%))(?=[\s\S]*(filh|herdeir))/i,
      why: 'the legítima is the half owed to the necessary heirs, here her three children (1.846)',
    },
    {
      say: testamenteiroQ,
      expect: /cumpr|execut|administr|invent[áa]rio/i,
      why: 'the testamenteiro is who sees the will carried out (1.976)',
    },
    {
      say: testemunhaQ,
      expect: /^(?=[\s\S]*(parent|benefici|herdeir))(?=[\s\S]*(18|dezoito|maior|duas|\b2\b))/i,
      why: 'two adult witnesses for the público will, not relatives and not beneficiaries (1.864, 1.801, 228)',
    },
  ],
  facts: {
    testador: {
      nome: 'Maria do Carmo Bezerra Freitas',
      cpf: carmoCpf,
      dataNascimento: '1959-05-20',
      naturalidade: 'Quixadá/CE',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Barão de Aracati',
        numero: '1234',
        complemento: 'apto 201',
        bairro: 'Aldeota',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60115081',
      },
      capacidade: { sabeLer: true, podeAssinar: true, deficienciaVisualTotal: true },
    },
    filhos: [
      { nome: 'Ana Rita Bezerra Freitas', dataNascimento: '1982-02-11', menor: false },
      { nome: 'Francisco José Bezerra Freitas', dataNascimento: '1984-09-07', menor: false },
      { nome: 'Maria do Socorro Freitas Pinheiro', dataNascimento: '1988-12-25', menor: false },
    ],
    heranca: [{ beneficiario: 'Ana Rita Bezerra Freitas', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Francisco José Bezerra Freitas' }],
    desejos: {
      funeral:
        'ser enterrada junto do Raimundo, no Cemitério São João Batista, e que cantem Segura na Mão de Deus',
    },
    forma: 'publico',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: carmoW,
  },
});

// 5. Man, 38, Brasília/DF: terse, lawyer-like, legal words sometimes wrong; disinherits a son.
const marceloCpf = cpfFrom('481605739');
const marceloW = [
  witness('Cláudio Roberto Siqueira Lemos', '592716840', '1979-03-14'),
  witness('Ana Beatriz Falcão Rocha', '603827951', '1985-11-22'),
  witness('Sérgio Murilo Coutinho Paes', '714938062', '1972-07-07'),
];
const provaQ = 'Quem terá de provar a causa da deserdação, e em que prazo?';
const marcelo = story({
  id: 'set6b-marcelo-df-deserda-formal',
  who: {
    age: 38,
    region: 'Brasília/DF',
    typing:
      'seco e formal, jargão jurídico às vezes errado ("indignidade", "injúria real", "in totum", "múnus"), testemunhas em tabela',
    family:
      'divorciado, 2 filhos da ex-mulher: deserda o mais velho (ofensa física, 2025), a disponível ao mais novo (menor) com as três cláusulas até os 25; o irmão tutor e testamenteiro',
  },
  today: '2026-11-26',
  opening:
    'Boa noite. Pretendo lavrar testamento particular, com cláusula de deserdação de herdeiro necessário (filho) por indignidade. O testamento é meu e estou no pleno gozo de minhas faculdades.',
  answers: {
    proprio: 'Sim, conforme dito.',
    nome: 'Marcelo Augusto Queiroz Vasconcelos',
    cpf: formatCpf(marceloCpf),
    nascimento: '02/06/1988',
    naturalidade: 'Brasília/DF',
    nacionalidade: 'Brasileiro nato.',
    profissao: 'Analista judiciário',
    endereco: 'Av. das Araucárias, 1835, apto. 1402, Águas Claras, Brasília-DF, CEP 71936-250.',
    capacidade: 'Nenhuma.',
    anteriores: ['Inexistentes.', 'Não.'],
    estado_civil: 'Divorciado desde 2016.',
    sexo: 'Masculino.',
    filhos:
      'Dois, ambos do primeiro e único casamento: Lucas Teixeira Vasconcelos, nascido em 18/09/2006; Pedro Teixeira Vasconcelos, nascido em 05/04/2013.',
    filhos_menores: 'O Pedro, com 13 anos.',
    bens_particulares: 'Não se aplica.',
    pais: 'Genitora viva. Genitor falecido.',
    avos: 'Não.',
    heranca: [
      'A parte disponível, in totum, ao Pedro Teixeira Vasconcelos.',
      '100% da parte disponível para Pedro Teixeira Vasconcelos.',
    ],
    legados: 'Não.',
    substitutos: 'Não.',
    clausulas:
      'Sim: inalienabilidade, impenhorabilidade e incomunicabilidade sobre o que couber ao Pedro da parte disponível, até ele completar 25 anos. Quanto ao Lucas, a deserdação, conforme já informado.',
    clausulas_alcance: 'Somente a disponível.',
    clausulas_duracao: 'Até o beneficiário completar 25 (vinte e cinco) anos.',
    justa_causa: 'Não se aplica; as cláusulas recaem só sobre a disponível.',
    deserdacao_causa: 'Lucas Teixeira Vasconcelos. Ofensa física (injúria real), art. 1.962, I.',
    deserdacao_fatos:
      'Em 02/02/2025, por volta das 22h, em minha residência, após discussão por dinheiro, o herdeiro desferiu-me socos no rosto, ocasionando fratura nasal. Registrei ocorrência na delegacia de Águas Claras e fiz exame de corpo de delito no IML.',
    tutor: [
      'Na falta ou impedimento da genitora, nomeio meu irmão, Ricardo Queiroz Vasconcelos.',
      'Ricardo Queiroz Vasconcelos.',
    ],
    outro_genitor: 'Viva. Detém a guarda unilateral do Pedro.',
    tutor_concorda: 'Ricardo já aceitou o múnus.',
    testamenteiro: ['O mesmo Ricardo Queiroz Vasconcelos.', 'Ricardo Queiroz Vasconcelos.'],
    testamenteiro_premio: 'Sem vintena.',
    testamenteiro_posse: 'Não.',
    desejos: 'Nada a declarar.',
    forma: 'Particular, como dito.',
    testemunhas: [
      [
        'NOME | CPF | DATA NASC.',
        ...marceloW.map(
          (w) =>
            `${w.nome} | ${formatCpf(w.cpf)} | ${w.dataNascimento.split('-').reverse().join('/')}`,
        ),
      ].join('\n'),
      typeWitnesses(marceloW, 'br'),
    ],
    testemunhas_parentes: 'Negativo.',
    local: 'Sim. Brasília/DF.',
    revisao: [provaQ, 'De acordo.', 'Ciente.', 'De acordo.'],
  },
  covers: {
    opening: ['proprio', 'forma'],
    filhos: ['filhos_menores'],
    clausulas: ['clausulas_alcance', 'clausulas_duracao'],
  },
  replyChecks: [
    {
      say: provaQ,
      expect: /(4|quatro) anos|1\.965/i,
      why: 'the heir who benefits (Pedro) must prove the cause within 4 years of the opening (1.965)',
    },
  ],
  facts: {
    testador: {
      nome: 'Marcelo Augusto Queiroz Vasconcelos',
      cpf: marceloCpf,
      dataNascimento: '1988-06-02',
      naturalidade: 'Brasília/DF',
      nacionalidade: 'brasileiro',
      profissao: 'analista judiciário',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Avenida das Araucárias',
        numero: '1835',
        complemento: 'apto 1402',
        bairro: 'Águas Claras',
        cidade: 'Brasília',
        uf: 'DF',
        cep: '71936250',
      },
    },
    filhos: [
      { nome: 'Lucas Teixeira Vasconcelos', dataNascimento: '2006-09-18', menor: false },
      { nome: 'Pedro Teixeira Vasconcelos', dataNascimento: '2013-04-05', menor: true },
    ],
    heranca: [{ beneficiario: 'Pedro Teixeira Vasconcelos', percentual: 100, base: 'disponivel' }],
    clausulas: {
      tipos: ['inalienabilidade', 'impenhorabilidade', 'incomunicabilidade'],
      alcance: 'disponivel',
    },
    tutela: { tutores: ['Ricardo Queiroz Vasconcelos'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Ricardo Queiroz Vasconcelos' }],
    forma: 'particular',
    local: { cidade: 'Brasília', uf: 'DF' },
    testemunhas: marceloW,
  },
});

export const SET6B: readonly Story[] = [edvaldo, gabriela, divino, carmo, marcelo];
