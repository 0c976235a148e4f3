/**
 * The four conversations of ../shared/assistant/conversations, ported by topic: each answer is
 * what the person typed when asked that topic, in order. Messages that only reacted to a wrong
 * reading of the old assistant ("Espera, 'Que Eu Em' não é meu filho!") are left out: a
 * keyed story cannot know when a wrong reading happens, and the checker finds those readings.
 */
import { story } from '../story.ts';
import { witness } from './common.ts';

const anaWitnesses = [
  witness('Rogério Tavares Nunes', '745128396', '1979-06-10'),
  witness('Priscila Moura Campos', '184736205', '1988-02-27'),
  witness('Fábio Henrique Dias', '296547183', '1983-12-05'),
];

export const ana = story({
  id: 'ana-sp-casada',
  who: {
    age: 42,
    region: 'São Paulo/SP',
    typing: 'clara, frases completas',
    family: 'casada, 2 filhos, 1 menor',
  },
  today: '2026-11-20',
  answers: {
    proprio: 'Sim, sou eu mesma que estou fazendo, por vontade própria.',
    nome: 'Ana Paula Ferreira Souza',
    cpf: 'meu cpf é 352.418.709-97',
    nascimento: 'Nasci em 17 de maio de 1984',
    naturalidade: ['Sou paulistana, nasci aqui em São Paulo mesmo', 'São Paulo, SP'],
    nacionalidade: 'Brasileira',
    profissao: 'Sou enfermeira',
    endereco: [
      'Moro na Rua Cardeal Arcoverde, 1250, apartamento 84, em Pinheiros, São Paulo - SP, CEP 05407-002',
      'Rua Cardeal Arcoverde, 1250, apartamento 84, Pinheiros, São Paulo - SP, CEP 05407-002',
    ],
    capacidade: 'Nenhuma delas, graças a Deus',
    anteriores: 'Nunca fiz, é a primeira vez',
    estado_civil: 'Sou casada com o Carlos Eduardo Souza, em comunhão parcial de bens',
    conjuge_nome: ['Como eu disse, Carlos Eduardo Souza', 'O nome dele é Carlos Eduardo Souza'],
    regime: 'Comunhão parcial, como falei',
    bens_particulares: 'Não, tudo o que temos compramos juntos',
    filhos: [
      'Tenho dois filhos: o Lucas Ferreira Souza, nascido em 14/03/2006, e a Beatriz Ferreira Souza, que nasceu em 02/09/2014.',
      'Lucas Ferreira Souza, 14/03/2006\nBeatriz Ferreira Souza, 02/09/2014',
    ],
    filhos_menores:
      "Não existe nenhum 'Que Eu Em', são só dois filhos, Lucas e Beatriz. A Beatriz é menor, tem 12 anos.",
    heranca: [
      'Quero que a parte disponível fique dividida igualmente entre os meus dois filhos, o Lucas e a Beatriz.',
      'Metade da parte disponível para Lucas Ferreira Souza e metade para Beatriz Ferreira Souza',
      '25% para o Lucas Ferreira Souza e 25% para a Beatriz Ferreira Souza',
    ],
    legados: 'Não, nenhum bem específico.',
    substitutos: [
      'Se um dos dois faltar, a parte dele fica com o outro irmão.',
      'No lugar do Lucas, a Beatriz; e no lugar da Beatriz, o Lucas.',
      // Not in the conversation: after two refusals she gives up on substitutes.
      'não',
    ],
    clausulas: 'Acho que não precisa, não.',
    tutor: [
      'Minha irmã, Mariana Ferreira Lima. Ela é madrinha da Beatriz.',
      'minha irmã Mariana Ferreira Lima',
    ],
    outro_genitor: ['Está sim, é o Carlos, meu marido.', 'sim'],
    tutor_concorda: ['Concorda, a gente já conversou sobre isso.', 'sim, concorda'],
    testamenteiro: 'O meu marido, Carlos.',
    desejos: 'Não tenho, obrigada.',
    forma: 'Prefiro o particular, vou imprimir e assinar em casa.',
    testemunhas:
      'Rogério Tavares Nunes, CPF 745.128.396-82, nascido em 10/06/1979, Rua Augusta, 1500, apto 32, Consolação, São Paulo/SP, CEP 01304-001\nPriscila Moura Campos, CPF 184.736.205-26, nascida em 27/02/1988, Rua Vergueiro, 800, Liberdade, São Paulo/SP\nFábio Henrique Dias, CPF 296.547.183-91, nascido em 05/12/1983, Avenida Paulista, 2000, Bela Vista, São Paulo/SP, CEP 01310-200',
    testemunhas_parentes: 'Não, são amigos meus e do trabalho, nenhum parente.',
    local: 'Isso, aqui em São Paulo mesmo.',
    revisao: 'Sim, pode gerar.',
  },
  covers: {
    naturalidade: ['nacionalidade'],
    estado_civil: ['conjuge_nome', 'regime'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Ana Paula Ferreira Souza',
      cpf: '35241870997',
      dataNascimento: '1984-05-17',
      naturalidade: 'São Paulo/SP',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Cardeal Arcoverde',
        numero: '1250',
        complemento: 'apto 84',
        bairro: 'Pinheiros',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '05407002',
      },
    },
    conjuge: { nome: 'Carlos Eduardo Souza', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Lucas Ferreira Souza', dataNascimento: '2006-03-14', menor: false },
      { nome: 'Beatriz Ferreira Souza', dataNascimento: '2014-09-02', menor: true },
    ],
    heranca: [
      {
        beneficiario: 'Lucas Ferreira Souza',
        percentual: 50,
        base: 'disponivel',
        substituto: 'Beatriz Ferreira Souza',
      },
      {
        beneficiario: 'Beatriz Ferreira Souza',
        percentual: 50,
        base: 'disponivel',
        substituto: 'Lucas Ferreira Souza',
      },
    ],
    tutela: {
      tutores: ['Mariana Ferreira Lima'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [{ nome: 'Carlos Eduardo Souza' }],
    forma: 'particular',
    local: { cidade: 'São Paulo', uf: 'SP' },
    testemunhas: anaWitnesses,
  },
});

const joaoWitnesses = [
  witness('Valdir Souza Ramos', '360158427', '1970-03-03'),
  witness('Edneia Cruz Pereira', '471925368', '1985-09-19'),
  witness('Marcos Antônio Lima', '582036174', '1978-11-30'),
];

export const joao = story({
  id: 'joao-ba-uniao-estavel',
  who: {
    age: 51,
    region: 'Salvador/BA',
    typing: 'informal, minúsculas, regionalismos',
    family: 'união estável sem papel, filha adulta de outra relação, filho menor',
  },
  today: '2026-11-20',
  answers: {
    proprio: 'sim sou eu mesmo, to bom da cabeça kkk',
    nome: 'joão batista dos santos',
    cpf: '30781429579',
    nascimento: '22/8/75',
    naturalidade: 'feira de santana na bahia',
    profissao: 'pedreiro',
    endereco: [
      'rua da gloria 45 liberdade salvador cep 40325000',
      'rua da gloria, 45, liberdade, salvador bahia, cep 40325-000',
    ],
    capacidade: 'nao, leio e assino normal',
    anteriores: 'nunca',
    estado_civil: 'no papel sou solteiro mas moro junto com a Cida há 10 anos',
    conjuge_nome: 'maria aparecida oliveira',
    regime: 'sei la, a gente nunca fez papel nenhum',
    uniao_formalizada: 'nao, como falei nunca fizemos papel',
    bens_particulares: 'nao, é tudo nosso',
    filhos: [
      'tenho 2. a jessica santos q é de outro relacionamento, nasceu 01/12/1998, e o pedro henrique oliveira dos santos, meu com a cida, nasceu 05/07/2016',
      'jessica santos 01/12/1998\npedro henrique oliveira dos santos 05/07/2016',
    ],
    // After the refusal he typed "voltar" and gave the children again, one per line.
    filhos_menores: [
      'oxe, sao so 2 filhos! jessica santos e pedro henrique oliveira dos santos. o pedro é menor, tem 10 anos',
      'voltar',
    ],
    heranca: [
      'quero deixar essa parte toda pra cida, pra ela ficar amparada',
      'a parte disponivel inteira pra maria aparecida oliveira',
      'tudo q eu puder deixar pra maria aparecida oliveira',
      '50% para maria aparecida oliveira',
    ],
    legados: 'nao',
    substitutos: 'nao precisa',
    clausulas: 'nao entendi muito bem mas acho q nao',
    tutor: 'meu irmao josue batista dos santos',
    outro_genitor: ['ta sim, a mae do pedro é a cida', 'sim'],
    tutor_concorda: ['ela concorda sim', 'sim'],
    testamenteiro: ['sei nao, deixa pra la', 'nao quero ninguem nao', 'o juiz escolhe', 'pular'],
    desejos: 'nao',
    forma: 'o primeiro, particular',
    testemunhas:
      'valdir souza ramos 360.158.427-17 03/03/1970\nedneia cruz pereira 471.925.368-73 19/09/1985\nmarcos antonio lima 582.036.174-17 30/11/1978',
    testemunhas_parentes: 'nao, sao colegas de obra e vizinho',
    local: 'sim',
    revisao: ['ta bom, pode fazer', 'ciente', 'sim'],
  },
  covers: {
    naturalidade: ['nacionalidade'],
    regime: ['uniao_formalizada'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'João Batista dos Santos',
      cpf: '30781429579',
      dataNascimento: '1975-08-22',
      naturalidade: 'Feira de Santana/BA',
      nacionalidade: 'brasileiro',
      profissao: 'pedreiro',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua da Glória',
        numero: '45',
        bairro: 'Liberdade',
        cidade: 'Salvador',
        uf: 'BA',
        cep: '40325000',
      },
    },
    conjuge: {
      nome: 'Maria Aparecida Oliveira',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [
      { nome: 'Jéssica Santos', dataNascimento: '1998-12-01', menor: false },
      { nome: 'Pedro Henrique Oliveira dos Santos', dataNascimento: '2016-07-05', menor: true },
    ],
    heranca: [{ beneficiario: 'Maria Aparecida Oliveira', percentual: 100, base: 'disponivel' }],
    tutela: {
      tutores: ['Josué Batista dos Santos'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [],
    forma: 'particular',
    local: { cidade: 'Salvador', uf: 'BA' },
    testemunhas: joaoWitnesses,
  },
});

const pauloWitnesses = [
  witness('Wagner Luís Teixeira', '125369407', '1957-02-11'),
  witness('Cristina Ramos Aguiar', '236470518', '1966-08-30'),
  witness('Marcelo Duarte Vianna', '347581629', '1971-04-16'),
];

export const paulo = story({
  id: 'paulo-rj-viuvo-deserdar',
  who: {
    age: 68,
    region: 'Rio de Janeiro/RJ',
    typing: 'magoado, enfático, frases completas',
    family: 'viúvo, 2 filhos adultos, quer deserdar o que o agrediu',
  },
  today: '2026-11-20',
  answers: {
    proprio: [
      'Sim. Antes de começar: eu quero deserdar meu filho Diego. Ele me agrediu em 2023, tem boletim de ocorrência. Dá pra fazer isso aqui?',
      'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      'Sim',
    ],
    nome: 'Paulo Henrique Barbosa',
    cpf: '904.258.396-72',
    nascimento: '25/05/1958',
    naturalidade: 'Niterói, RJ',
    profissao: 'Comerciante aposentado',
    endereco: 'Rua Conde de Bonfim, 890, apto 201, Tijuca, Rio de Janeiro/RJ, CEP 20520-054',
    capacidade: 'Nenhuma',
    anteriores: 'Não',
    estado_civil: 'Viúvo. A Regina faleceu em 2021.',
    filhos: [
      'Diego Barbosa, 17/01/1985 (é o que me agrediu)\nJuliana Barbosa Freitas, 08/08/1988',
      'Diego Barbosa, 17/01/1985\nJuliana Barbosa Freitas, 08/08/1988',
    ],
    heranca: [
      '100% para a Juliana Barbosa Freitas. O Diego não deve receber nada.',
      '50% para a Juliana Barbosa Freitas',
    ],
    legados: 'Não',
    substitutos: 'Não',
    clausulas: 'Não',
    testamenteiro: ['Minha filha, Juliana Barbosa Freitas', 'Juliana Barbosa Freitas'],
    desejos:
      'Quero que fique escrito: deserdo meu filho Diego Barbosa porque ele me agrediu fisicamente em março de 2023 (art. 1.962, I do Código Civil).',
    deserdacao_causa: 'Agressão física',
    forma: 'Particular',
    testemunhas:
      'Wagner Luís Teixeira, 125.369.407-99, 11/02/1957, Rua Haddock Lobo, 200, Tijuca, Rio de Janeiro/RJ\nCristina Ramos Aguiar, 236.470.518-53, 30/08/1966, Rua Uruguai, 380, apto 101, Tijuca, Rio de Janeiro/RJ, CEP 20510-060\nMarcelo Duarte Vianna, 347.581.629-64, 16/04/1971, Rua Conde de Bonfim, 1000, Tijuca, Rio de Janeiro/RJ',
    testemunhas_parentes: 'Não',
    local: 'Sim, Rio de Janeiro',
    revisao: [
      'Então, com esse testamento, o Diego fica sem nada, certo?',
      'o que é legítima?',
      'sim',
    ],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'Sim. Antes de começar: eu quero deserdar meu filho Diego. Ele me agrediu em 2023, tem boletim de ocorrência. Dá pra fazer isso aqui?',
      expect: /deserda/i,
      why: 'explain disinheritance honestly',
    },
    {
      say: 'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      expect: /dispon[ií]vel|metade|50\s?%/i,
      why: 'the most he can leave his daughter',
    },
    {
      say: '100% para a Juliana Barbosa Freitas. O Diego não deve receber nada.',
      expect: /leg[ií]tima|25\s?%/i,
      why: 'Diego keeps his part of the legítima',
    },
    {
      say: 'Então, com esse testamento, o Diego fica sem nada, certo?',
      expect: /25\s?%/,
      why: 'Diego keeps 25%',
    },
    { say: 'o que é legítima?', expect: /leg[ií]tima [eé]/i, why: 'explain the legítima' },
  ],
  facts: {
    testador: {
      nome: 'Paulo Henrique Barbosa',
      cpf: '90425839672',
      dataNascimento: '1958-05-25',
      naturalidade: 'Niterói/RJ',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Conde de Bonfim',
        numero: '890',
        complemento: 'apto 201',
        bairro: 'Tijuca',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        cep: '20520054',
      },
    },
    filhos: [
      { nome: 'Diego Barbosa', dataNascimento: '1985-01-17', menor: false },
      { nome: 'Juliana Barbosa Freitas', dataNascimento: '1988-08-08', menor: false },
    ],
    heranca: [{ beneficiario: 'Juliana Barbosa Freitas', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Juliana Barbosa Freitas' }],
    desejos: {},
    forma: 'particular',
    local: { cidade: 'Rio de Janeiro', uf: 'RJ' },
    testemunhas: pauloWitnesses,
  },
});

const sebastiaoWitnesses = [
  witness('Geraldo Pires da Mota', '145678903', '1950-10-10'),
  witness('Aparecida Nunes Queiroz', '156789014', '1955-04-04'),
  witness('Osmar Ribeiro Lopes', '167890125', '1962-02-02'),
];

export const sebastiao = story({
  id: 'sebastiao-go-81-universal',
  who: {
    age: 81,
    region: 'Goiânia/GO',
    typing: 'minúsculas, sem acento, erros, abreviações',
    family: 'casado desde 1968 sem pacto, 2 filhos adultos',
  },
  today: '2026-11-20',
  answers: {
    proprio: [
      'boa tarde. sim sou eu mesmo q to fazendo meu testamneto, minha filha q me ajudou a entra aqui',
      'sim',
    ],
    nome: 'sebastiao ferreira lima',
    cpf: '101 234 568 86',
    nascimento: ['14 de fevereiro de 45', '14/02/1945'],
    naturalidade: 'inhumas goias',
    profissao: 'lavrador aposentado',
    endereco: [
      'rua 24 n 315 setor central goiania go cep 74030060',
      'rua 24, 315, setor central, goiania go, cep 74030060',
    ],
    capacidade: 'nao, so uso oculos pra ler',
    anteriores: 'naum',
    estado_civil: 'casado com a benedita desde 1968',
    conjuge_nome: 'benedita alves lima',
    regime: ['sei nao. casamo no civil e na igreja em 68, nao fizemo papel nenhum', 'nao sei'],
    casamento_data: '1968, sem pacto nenhum',
    bens_particulares: 'nao',
    filhos: [
      'tenho 2 fio, a rosa maria lima q nasceu 5/5/69 e o jose carlos lima de 9/9/72',
      'rosa maria lima 5/5/69\njose carlos lima 9/9/72',
    ],
    heranca: [
      'a parte q eu posso dar quero q fica pra rosa q cuida de mim e da benedita',
      'nao sei porcentage. td q eu puder pra rosa',
      'a metade pra rosa maria lima',
    ],
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao precisa',
    testamenteiro: 'a rosa',
    desejos: 'quero ser enterrado em inhumas junto dos meus pai',
    forma: 'o particular q e mais facil',
    testemunhas:
      'geraldo pires da mota 14567890310 10/10/1950\naparecida nunes queiroz 15678901486 4/4/1955\nosmar ribeiro lopes 16789012532 2/2/1962',
    testemunhas_parentes: 'nao sao vizinho',
    local: 'sim aqui em goiania',
    revisao: ['ta bom pode fazer', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Sebastião Ferreira Lima',
      cpf: '10123456886',
      dataNascimento: '1945-02-14',
      naturalidade: 'Inhumas/GO',
      nacionalidade: 'brasileiro',
      profissao: 'lavrador aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 24',
        numero: '315',
        bairro: 'Setor Central',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74030060',
      },
    },
    conjuge: { nome: 'Benedita Alves Lima', tipo: 'casamento', regimeBens: 'comunhao_universal' },
    filhos: [
      { nome: 'Rosa Maria Lima', dataNascimento: '1969-05-05', menor: false },
      { nome: 'José Carlos Lima', dataNascimento: '1972-09-09', menor: false },
    ],
    heranca: [{ beneficiario: 'Rosa Maria Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Rosa Maria Lima' }],
    desejos: { funeral: 'quero ser enterrado em Inhumas junto dos meus pais' },
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: sebastiaoWitnesses,
  },
});
