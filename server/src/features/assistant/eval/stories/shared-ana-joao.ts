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
