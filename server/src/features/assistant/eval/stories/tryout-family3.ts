/**
 * From a try with new people typing in the browser: twins named first by first name and then in
 * full, an adopted daughter named twice, both parents named in one sentence, both parents and all
 * grandparents dead in one sentence, and a man born in Portugal. Each child is counted once,
 * "gêmeos" is never a name, both parents are kept, and a foreign birthplace asks the nationality.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const tatianeCpf = cpfFrom('617283945');
const tatianeW = [
  witness('Rosana Vieira Lopes', '628394056', '1980-03-03'),
  witness('Edson Carvalho Reis', '639405167', '1975-07-07'),
  witness('Priscila Amaral Costa', '640516278', '1988-10-10'),
];
/** Twins: "gêmeos" before the first names, the full names after; "sim os dois, tem 11 anos". */
export const tatiane = story({
  id: 'tatiane-go-gemeos-nome-e-sobrenome',
  who: {
    age: 41,
    region: 'Anápolis/GO',
    typing: 'minúsculas, sem acento, frases corridas',
    family: 'divorciada; gêmeos de 11 anos; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'tatiane menezes prado',
    cpf: formatCpf(tatianeCpf),
    nascimento: '12/08/1985',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'rua engenheiro portela 455, centro, anapolis/go, cep 75020-040',
    estado_civil: 'divorciada',
    filhos:
      'sao gemeos, davi e debora, nasceram no mesmo dia 09/06/2015. davi menezes prado e debora menezes prado',
    filhos_menores: 'sim os dois, tem 11 anos',
    pais: 'Meu pai e minha mãe já faleceram.',
    avos: 'Já faleceram todos',
    heranca: 'nao',
    tutor: 'minha irma, claudia menezes prado',
    outro_genitor: 'sim',
    tutor_concorda: 'sim',
    testamenteiro: 'minha irma claudia',
    forma: 'particular',
    testemunhas: typeWitnesses(tatianeW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Tatiane Menezes Prado',
      cpf: tatianeCpf,
      dataNascimento: '1985-08-12',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Engenheiro Portela',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75020040',
      },
    },
    filhos: [
      { nome: 'Davi Menezes Prado', dataNascimento: '2015-06-09', menor: true },
      { nome: 'Débora Menezes Prado', dataNascimento: '2015-06-09', menor: true },
    ],
    tutela: {
      tutores: ['Cláudia Menezes Prado'],
      outroGenitorVivo: true,
      outroGenitorConcorda: true,
    },
    testamenteiros: [{ nome: 'Cláudia Menezes Prado' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: tatianeW,
  },
});

const reginaCpf = cpfFrom('651627389');
const reginaW = [
  witness('Marcos Antônio Teles', '662738490', '1970-01-15'),
  witness('Sueli Ramos Pacheco', '673849501', '1966-05-20'),
  witness('Hélio Batista Fontes', '684950612', '1972-09-09'),
];
/** An adopted daughter, first by her first name, then in full; a stepson who is not a child. */
export const regina = story({
  id: 'regina-ms-filha-adotiva-duas-vezes',
  who: {
    age: 63,
    region: 'Campo Grande/MS',
    typing: 'conversa, reticências',
    family: 'casada; uma filha adotiva; o filho do marido não é filho dela',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'regina celia arguello',
    cpf: formatCpf(reginaCpf),
    nascimento: '04/02/1963',
    naturalidade: 'campo grande ms',
    nacionalidade: 'brasileira',
    profissao: 'comerciante',
    endereco: 'rua 14 de julho 2100, centro, campo grande/ms, cep 79002-333',
    estado_civil: 'casada',
    conjuge_nome: 'roberto mendes',
    regime: 'comunhao parcial',
    filhos:
      'tenho a júlia, que é minha filha adotiva… julia mendes arguello, nasceu em 22/03/1994… o lucas é filho do meu marido, meu enteado',
    pais: 'nao, ja faleceram',
    heranca: 'nao',
    testamenteiro: 'minha filha julia',
    forma: 'particular',
    testemunhas: typeWitnesses(reginaW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Regina Célia Arguello',
      cpf: reginaCpf,
      dataNascimento: '1963-02-04',
      naturalidade: 'Campo Grande/MS',
      nacionalidade: 'brasileira',
      profissao: 'comerciante',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 14 de Julho',
        numero: '2100',
        bairro: 'Centro',
        cidade: 'Campo Grande',
        uf: 'MS',
        cep: '79002333',
      },
    },
    conjuge: { nome: 'Roberto Mendes', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [{ nome: 'Júlia Mendes Arguello', dataNascimento: '1994-03-22', menor: false }],
    testamenteiros: [{ nome: 'Júlia Mendes Arguello' }],
    forma: 'particular',
    local: { cidade: 'Campo Grande', uf: 'MS' },
    testemunhas: reginaW,
  },
});

const albanoCpf = cpfFrom('695061723');
const albanoW = [
  witness('Fernando Cunha Matos', '706172834', '1968-04-04'),
  witness('Lúcia Helena Prates', '717283945', '1971-08-18'),
  witness('Joaquim Rocha Leite', '728394056', '1960-12-12'),
];
/** Born in Portugal; both parents alive, named in one sentence. */
export const albano = story({
  id: 'albano-sp-nascido-em-portugal-pais-vivos',
  who: {
    age: 52,
    region: 'Santos/SP',
    typing: 'frases completas, com acento',
    family: 'solteiro, sem filhos; pai e mãe vivos; nasceu em Guimarães',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Albano Ribeiro Amorim',
    cpf: formatCpf(albanoCpf),
    nascimento: '17/03/1974',
    naturalidade: 'Nasci em Guimarães, Portugal.',
    nacionalidade: 'sou português, moro aqui há 30 anos',
    profissao: 'engenheiro',
    endereco: 'Avenida Ana Costa, 300, apto 52, Gonzaga, Santos/SP, CEP 11060-000',
    estado_civil: 'Solteiro',
    filhos: 'Não tenho filhos',
    pais: 'Sim, o meu pai, Albano Gonçalves Amorim, e a minha mãe, Maria da Graça Ribeiro Amorim',
    heranca: 'Não',
    testamenteiro: 'O meu pai',
    forma: 'Particular',
    testemunhas: typeWitnesses(albanoW, 'br'),
  },
  facts: {
    testador: {
      nome: 'Albano Ribeiro Amorim',
      cpf: albanoCpf,
      dataNascimento: '1974-03-17',
      naturalidade: 'Guimarães, Portugal',
      nacionalidade: 'português',
      profissao: 'engenheiro',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Avenida Ana Costa',
        numero: '300',
        complemento: 'apto 52',
        bairro: 'Gonzaga',
        cidade: 'Santos',
        uf: 'SP',
        cep: '11060000',
      },
    },
    ascendentes: [
      { nome: 'Albano Gonçalves Amorim', grau: 'pai' },
      { nome: 'Maria da Graça Ribeiro Amorim', grau: 'mae' },
    ],
    testamenteiros: [{ nome: 'Albano Gonçalves Amorim' }],
    forma: 'particular',
    local: { cidade: 'Santos', uf: 'SP' },
    testemunhas: albanoW,
  },
});

const fatimaCpf = cpfFrom('739405167');
const fatimaW = [
  witness('Sandra Regina Moura', '740516278', '1969-06-06'),
  witness('Paulo Cesar Fagundes', '751627389', '1964-02-14'),
  witness('Ivone Teixeira Lima', '762738490', '1970-11-30'),
];
/** Born in Braga (a namesake of Braga/RS), parents and grandparents all dead, no children. */
export const fatima = story({
  id: 'fatima-rs-nascida-em-braga-portugal-sem-ascendentes',
  who: {
    age: 70,
    region: 'Porto Alegre/RS',
    typing: 'minúsculas, sem vírgula',
    family: 'solteira, sem filhos; pais e avós falecidos; nasceu em Portugal',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'maria de fatima sousa pires',
    cpf: formatCpf(fatimaCpf),
    nascimento: '02/02/1956',
    naturalidade: 'nasci em braga portugal',
    nacionalidade: 'portuguesa, vivo no brasil desde 1975',
    profissao: 'costureira aposentada',
    endereco: 'rua da republica 120, cidade baixa, porto alegre/rs, cep 90050-320',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'Meu pai e minha mãe já faleceram.',
    avos: 'Já faleceram todos',
    heranca: 'nao',
    testamenteiro: 'minha amiga sandra regina moura',
    forma: 'particular',
    testemunhas: typeWitnesses(fatimaW, 'plain'),
  },
  facts: {
    testador: {
      nome: 'Maria de Fátima Sousa Pires',
      cpf: fatimaCpf,
      dataNascimento: '1956-02-02',
      naturalidade: 'Braga, Portugal',
      nacionalidade: 'portuguesa',
      profissao: 'costureira aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da República',
        numero: '120',
        bairro: 'Cidade Baixa',
        cidade: 'Porto Alegre',
        uf: 'RS',
        cep: '90050320',
      },
    },
    testamenteiros: [{ nome: 'Sandra Regina Moura' }],
    forma: 'particular',
    local: { cidade: 'Porto Alegre', uf: 'RS' },
    testemunhas: fatimaW,
  },
});

export const TRYOUT_FAMILY3 = [tatiane, regina, albano, fatima];
