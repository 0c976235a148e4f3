/**
 * New people of a browser try: a husband named with his nickname ("José Carlos … (juca)") and
 * then made executor as "o juca"; a sister named as "minha irma rosangela, rosangela menezes dos
 * santos" for tutor; people already in the will pointed at by first name ("A minha irmã Isabel",
 * "o gabriel"); questions about their own case ("ela vai ter direito a alguma coisa mesmo
 * assim??", "meus irmaos tem direito a uma parte?"); a non-binary person who is "solteire"; and a
 * "piloteiro de barco de turismo no pantanal".
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const lucimaraCpf = cpfFrom('527381946');
const lucimaraW = [
  witness('Odair José Ramalho', '638492057', '1962-02-17'),
  witness('Neusa Maria Bastos', '749503168', '1968-10-05'),
  witness('Gilmar Soares Paiva', '850614279', '1975-07-29'),
];
/** The husband named with his nickname, then "o juca" as executor. */
export const lucimaraJuca = story({
  id: 'lucimara-ms-marido-juca',
  who: {
    age: 58,
    region: 'Corumbá/MS',
    typing: 'minúsculas, sem acento, apelido entre parênteses',
    family: 'casada em comunhão parcial, 2 filhos adultos; o marido testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'lucimara ferreira lima',
    cpf: formatCpf(lucimaraCpf),
    nascimento: '08/09/1968',
    naturalidade: 'corumba ms',
    nacionalidade: 'brasileira',
    profissao: 'comerciante',
    endereco: 'rua frei mariano 455 centro corumba ms cep 79301-020',
    estado_civil: 'casada',
    conjuge_nome: 'jose carlos ferreira lima (juca)',
    regime: 'comunhao parcial',
    casamento_data: '1990',
    filhos: 'thiago ferreira lima 12/01/1992\nbruna ferreira lima 30/06/1995',
    pais: 'nao, ja faleceram',
    heranca: 'nenhum, pode seguir a lei',
    testamenteiro: 'o juca',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(lucimaraW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Lucimara Ferreira Lima',
      cpf: lucimaraCpf,
      dataNascimento: '1968-09-08',
      naturalidade: 'Corumbá/MS',
      nacionalidade: 'brasileira',
      profissao: 'comerciante',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Frei Mariano',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Corumbá',
        uf: 'MS',
        cep: '79301020',
      },
    },
    conjuge: {
      nome: 'José Carlos Ferreira Lima',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Thiago Ferreira Lima', dataNascimento: '1992-01-12', menor: false },
      { nome: 'Bruna Ferreira Lima', dataNascimento: '1995-06-30', menor: false },
    ],
    testamenteiros: [{ nome: 'José Carlos Ferreira Lima' }],
    forma: 'particular',
    local: { cidade: 'Corumbá', uf: 'MS' },
    testemunhas: lucimaraW,
  },
});

const edileneCpf = cpfFrom('318527694');
const edileneW = [
  witness('Raimundo Nonato Costa', '429638705', '1960-04-11'),
  witness('Josefa Lima Andrade', '530749816', '1972-12-19'),
  witness('Antônio Carlos Brito', '641850927', '1966-03-08'),
];
/** A widow's tutor named as a relation and first name, then the full name after a comma. */
export const edileneTutora = story({
  id: 'edilene-ba-tutora-irma-rosangela',
  who: {
    age: 41,
    region: 'Feira de Santana/BA',
    typing: 'minúsculas, repete o nome depois da vírgula',
    family: 'viúva, 2 filhos (um menor); a irmã tutora, o filho mais velho testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'edilene menezes dos santos',
    cpf: formatCpf(edileneCpf),
    nascimento: '21/03/1985',
    naturalidade: 'feira de santana ba',
    nacionalidade: 'brasileira',
    profissao: 'cabeleireira',
    endereco: 'rua sales barbosa 120 centro feira de santana ba cep 44001-030',
    estado_civil: 'viuva',
    filhos: 'gabriel menezes oliveira 10/02/2004\nyasmin menezes oliveira 14/08/2015',
    pais: 'nao, ja faleceram',
    heranca: 'nenhum, pode seguir a lei',
    tutor: 'minha irma rosangela, rosangela menezes dos santos',
    outro_genitor: 'o pai deles faleceu',
    testamenteiro: 'o gabriel meu filho mais velho',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(edileneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Edilene Menezes dos Santos',
      cpf: edileneCpf,
      dataNascimento: '1985-03-21',
      naturalidade: 'Feira de Santana/BA',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Sales Barbosa',
        numero: '120',
        bairro: 'Centro',
        cidade: 'Feira de Santana',
        uf: 'BA',
        cep: '44001030',
      },
    },
    filhos: [
      { nome: 'Gabriel Menezes Oliveira', dataNascimento: '2004-02-10', menor: false },
      { nome: 'Yasmin Menezes Oliveira', dataNascimento: '2015-08-14', menor: true },
    ],
    tutela: { tutores: ['Rosângela Menezes dos Santos'], outroGenitorVivo: false },
    testamenteiros: [{ nome: 'Gabriel Menezes Oliveira' }],
    forma: 'particular',
    local: { cidade: 'Feira de Santana', uf: 'BA' },
    testemunhas: edileneW,
  },
});

const kellyCpf = cpfFrom('283746159');
const kellyW = [
  witness('Adriana Paula Nogueira', '394857260', '1979-05-14'),
  witness('Sérgio Luiz Moreira', '405968371', '1970-09-02'),
  witness('Patrícia Helena Dias', '516079482', '1983-01-27'),
];
/** Single, no children, the mother alive: asks whether the mother gets anything anyway. */
export const kellyMae = story({
  id: 'kelly-mt-mae-tem-direito',
  who: {
    age: 36,
    region: 'Cuiabá/MT',
    typing: 'minúsculas, dois pontos de interrogação, nomeia a irmã pelo primeiro nome',
    family: 'solteira, sem filhos, mãe viva; metade para a irmã Isabel',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'kelly cristina souza prado',
    cpf: formatCpf(kellyCpf),
    nascimento: '03/05/1990',
    naturalidade: 'cuiaba mt',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'rua barao de melgaço 2200 centro sul cuiaba mt cep 78020-800',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'minha mae sim, maria das dores souza prado, meu pai ja faleceu',
    heranca: [
      'eu queria deixar tudo pra minha irma isabel cristina souza prado, mas minha mae ta viva, ela vai ter direito a alguma coisa mesmo assim??',
      'entao a parte disponivel toda pra minha irma isabel cristina souza prado',
    ],
    testamenteiro: 'A minha irmã Isabel, se ela aceitar',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(kellyW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'eu queria deixar tudo pra minha irma isabel cristina souza prado, mas minha mae ta viva, ela vai ter direito a alguma coisa mesmo assim??',
      expect: /Sim\. A Maria tem direito a 1\/2 \(50%\)/,
      why: 'the mother is a necessary heir: half of the estate is her legítima (arts. 1.845, 1.846)',
    },
  ],
  facts: {
    testador: {
      nome: 'Kelly Cristina Souza Prado',
      cpf: kellyCpf,
      dataNascimento: '1990-05-03',
      naturalidade: 'Cuiabá/MT',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Barão de Melgaço',
        numero: '2200',
        bairro: 'Centro Sul',
        cidade: 'Cuiabá',
        uf: 'MT',
        cep: '78020800',
      },
    },
    ascendentes: [{ nome: 'Maria das Dores Souza Prado', grau: 'mae' }],
    heranca: [{ beneficiario: 'Isabel Cristina Souza Prado', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Isabel Cristina Souza Prado' }],
    forma: 'particular',
    local: { cidade: 'Cuiabá', uf: 'MT' },
    testemunhas: kellyW,
  },
});

const samCpf = cpfFrom('619283745');
const samW = [
  witness('Everton Luiz Arruda', '720394856', '1984-06-22'),
  witness('Cleide Martins Rondon', '831405967', '1969-02-08'),
  witness('Wanderley Campos Leite', '942516078', '1977-11-30'),
];
/** A non-binary person, "solteire", pilot of a tourist boat, with no necessary heirs. */
export const samSolteire = story({
  id: 'sam-ms-solteire-piloteiro',
  who: {
    age: 29,
    region: 'Miranda/MS',
    typing: 'minúsculas, linguagem neutra, pergunta sobre os irmãos',
    family: 'solteire, sem filhos, pais falecidos, dois irmãos; tudo para uma amiga',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'samuel rondon arruda',
    cpf: formatCpf(samCpf),
    nascimento: '17/01/1997',
    naturalidade: 'miranda ms',
    nacionalidade: 'brasileira',
    profissao: 'piloteiro de barco de turismo no pantanal',
    endereco: 'rua visconde de taunay 300 centro miranda ms cep 79380-000',
    estado_civil: 'solteire',
    sexo: 'o testador',
    filhos: 'nao tenho',
    pais: 'nao, os dois ja faleceram',
    avos: 'nao',
    heranca: [
      'posso deixar do jeito que eu quiser ou meus irmaos tem direito a uma parte?',
      'tudo pra minha amiga juliana campos leite',
    ],
    testamenteiro: 'a juliana',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(samW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'posso deixar do jeito que eu quiser ou meus irmaos tem direito a uma parte?',
      expect: /Irmãos não são herdeiros necessários[\s\S]*1\.850/,
      why: 'without necessary heirs everything is disponível; siblings can be left out (art. 1.850)',
    },
  ],
  facts: {
    testador: {
      nome: 'Samuel Rondon Arruda',
      cpf: samCpf,
      dataNascimento: '1997-01-17',
      naturalidade: 'Miranda/MS',
      nacionalidade: 'brasileiro',
      profissao: 'piloteiro de barco',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Visconde de Taunay',
        numero: '300',
        bairro: 'Centro',
        cidade: 'Miranda',
        uf: 'MS',
        cep: '79380000',
      },
    },
    heranca: [{ beneficiario: 'Juliana Campos Leite', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Juliana Campos Leite' }],
    forma: 'particular',
    local: { cidade: 'Miranda', uf: 'MS' },
    testemunhas: samW,
  },
});

export const TRYOUT_PEOPLE3 = [lucimaraJuca, edileneTutora, kellyMae, samSolteire];
