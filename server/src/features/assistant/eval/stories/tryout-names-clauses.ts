/**
 * People of the names-with-words-around-them tryout: a spouse whose name starts with "o" said in
 * a run-on opening, a wife named only "maria de lourdes"
 * (asked for her surname), a child said again with "é adotado", a profession typed by a daughter
 * ("ele é pedreiro aposentado"), and a tutor named with the parents' absence and a remark.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const odeteCpf = cpfFrom('613428597');
const odeteW = [
  witness('Rubens Tavares Lima', '724539608', '1961-02-02'),
  witness('Célia Ramos Duarte', '835640719', '1967-07-07'),
  witness('Nilton Barros Fontes', '946751820', '1972-12-12'),
];
/** "sou casada com otavio …", "a bianca … a bianca é adotada". */
export const odeteOtavio = story({
  id: 'odete-sc-otavio-filha-adotada',
  who: {
    age: 63,
    region: 'Joinville/SC',
    typing: 'minúsculas, conta tudo na primeira mensagem, repete o nome da filha',
    family: 'casada com Otávio, dois filhos adultos (a caçula adotada)',
  },
  today: '2026-11-25',
  opening:
    'oi, sou a odete maria fontes, sou casada com otavio fontes silveira faz 38 anos, comunhao parcial',
  answers: {
    ...quiet('plain'),
    nome: 'odete maria fontes',
    sexo: 'mulher',
    cpf: formatCpf(odeteCpf),
    nascimento: '11/04/1963',
    naturalidade: 'joinville sc',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua do príncipe 450 centro joinville sc cep 89201-001',
    estado_civil: 'casada',
    conjuge_nome: 'otavio fontes silveira',
    regime: 'comunhao parcial',
    filhos:
      'marcos fontes silveira 05/05/1989 e a bianca fontes silveira 20/10/1996, a bianca é adotada mas é filha igual',
    filhos_menores: 'nenhum',
    bens_particulares: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'meu marido',
    forma: 'particular',
    testemunhas: typeWitnesses(odeteW, 'plain'),
  },
  covers: {
    opening: ['nome', 'estado_civil', 'conjuge_nome', 'regime'],
    naturalidade: ['nacionalidade'],
  },
  facts: {
    testador: {
      nome: 'Odete Maria Fontes',
      cpf: odeteCpf,
      dataNascimento: '1963-04-11',
      naturalidade: 'Joinville/SC',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua do Príncipe',
        numero: '450',
        bairro: 'Centro',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89201001',
      },
    },
    conjuge: { nome: 'Otávio Fontes Silveira', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Marcos Fontes Silveira', dataNascimento: '1989-05-05', menor: false },
      { nome: 'Bianca Fontes Silveira', dataNascimento: '1996-10-20', menor: false },
    ],
    testamenteiros: [{ nome: 'Otávio Fontes Silveira' }],
    forma: 'particular',
    local: { cidade: 'Joinville', uf: 'SC' },
    testemunhas: odeteW,
  },
});

const sebastiaoCpf = cpfFrom('157362948');
const sebastiaoW = [
  witness('Geraldo Pires Monteiro', '268473059', '1958-03-03'),
  witness('Lúcia Helena Prado', '379584160', '1964-06-06'),
  witness('Wagner Souza Campos', '480695271', '1970-09-09'),
];
/** Typed by a daughter: "ele é pedreiro aposentado"; the wife said only as "maria de lourdes". */
export const sebastiaoLourdes = story({
  id: 'sebastiao-go-filha-digita-maria-de-lourdes',
  who: {
    age: 78,
    region: 'Anápolis/GO',
    typing: 'a filha digita por ele, na terceira pessoa',
    family: 'casado com Maria de Lourdes, uma filha adulta',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'sebastiao alves prado',
    sexo: 'homem',
    cpf: formatCpf(sebastiaoCpf),
    nascimento: '02/02/1948',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileiro',
    profissao: 'ele é pedreiro aposentado',
    endereco: 'rua barao do rio branco 300 centro anapolis go cep 75024-030',
    estado_civil: 'ele é casado com a maria de lourdes desde 1970',
    conjuge_nome: 'maria de lourdes ferreira prado',
    regime: 'comunhao universal',
    filhos: 'rosana ferreira prado 10/10/1972',
    filhos_menores: 'nenhum',
    pais: 'nao, ja faleceram os dois',
    heranca: 'nenhum',
    testamenteiro: 'a filha dele, rosana',
    forma: 'particular',
    testemunhas: typeWitnesses(sebastiaoW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Sebastião Alves Prado',
      cpf: sebastiaoCpf,
      dataNascimento: '1948-02-02',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileiro',
      profissao: 'pedreiro aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Barão do Rio Branco',
        numero: '300',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75024030',
      },
    },
    conjuge: {
      nome: 'Maria de Lourdes Ferreira Prado',
      tipo: 'casamento',
      regimeBens: 'comunhao_universal',
    },
    filhos: [{ nome: 'Rosana Ferreira Prado', dataNascimento: '1972-10-10', menor: false }],
    testamenteiros: [{ nome: 'Rosana Ferreira Prado' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: sebastiaoW,
  },
});

const kelenCpf = cpfFrom('591726384');
const kelenW = [
  witness('Douglas Matos Reis', '602837495', '1985-01-01'),
  witness('Priscila Nunes Vaz', '713948506', '1990-05-05'),
  witness('Everton Dias Lobo', '824059617', '1982-08-08'),
];
/** A tutor named after the parents' absence, with a remark: "se eu e o beto faltar, …, ele ja sabe". */
export const kelenTutor = story({
  id: 'kelen-ma-tutor-com-condicao',
  who: {
    age: 32,
    region: 'São Luís/MA',
    typing: 'abreviações (n, q, msm), sem pontuação',
    family: 'casada com Roberto, uma filha menor',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'kelen souza reis',
    sexo: 'mulher',
    cpf: formatCpf(kelenCpf),
    nascimento: '30/06/1994',
    naturalidade: 'sao luis ma',
    nacionalidade: 'brasileira',
    profissao: 'vendedora',
    endereco: 'rua grande 1200 centro sao luis ma cep 65020-250',
    estado_civil: 'casada',
    conjuge_nome: 'roberto carlos reis',
    regime: 'comunhao parcial',
    filhos: 'alice souza reis 14/02/2019',
    filhos_menores: 'a alice',
    pais: 'nao, ja faleceram os dois',
    bens_particulares: 'nao',
    heranca: 'nenhum',
    tutor: 'se eu e o beto faltar, meu irmao otavio souza lima, ele ja sabe',
    testamenteiro: 'meu marido msm',
    forma: 'particular',
    testemunhas: typeWitnesses(kelenW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Kelen Souza Reis',
      cpf: kelenCpf,
      dataNascimento: '1994-06-30',
      naturalidade: 'São Luís/MA',
      nacionalidade: 'brasileira',
      profissao: 'vendedora',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Grande',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'São Luís',
        uf: 'MA',
        cep: '65020250',
      },
    },
    conjuge: { nome: 'Roberto Carlos Reis', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [{ nome: 'Alice Souza Reis', dataNascimento: '2019-02-14', menor: true }],
    tutela: { tutores: ['Otávio Souza Lima'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Roberto Carlos Reis' }],
    forma: 'particular',
    local: { cidade: 'São Luís', uf: 'MA' },
    testemunhas: kelenW,
  },
});

export const TRYOUT_NAMES_CLAUSES = [odeteOtavio, sebastiaoLourdes, kelenTutor];
