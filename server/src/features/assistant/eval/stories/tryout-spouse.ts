/**
 * People of a try in the browser: a união estável typed as living together ("nem casamos"), a
 * companion "não esposa", living parents named without "pai"/"mãe", an executor called by his
 * title ("o pr. edson rocha, se ele puder"), and a widow whose civil status must read "viúva".
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const joseCpf = cpfFrom('614273985');
const joseW = [
  witness('Severino Alves Bezerra', '725384096', '1968-04-14'),
  witness('Josilene Maria Cavalcanti', '836495107', '1975-09-21'),
  witness('Anderson Luiz Tavares', '947506218', '1982-12-03'),
];
export const joseMarlene = story({
  id: 'jose-pe-mora-junto-com-a-marlene',
  who: {
    age: 66,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento, conta a história na resposta',
    family:
      'união estável sem escritura há 20 anos, sem filhos, pai e mãe vivos; pastor testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'jose carlos ferreira',
    cpf: formatCpf(joseCpf),
    nascimento: '10/03/1960',
    naturalidade: 'recife pe',
    nacionalidade: 'brasileiro',
    profissao: 'pedreiro aposentado',
    endereco: 'rua do sol 45 boa vista recife pe cep 50060-000',
    estado_civil: 'moro junto com a marlene ha 20 anos mas nao temos escritura nem casamos',
    conjuge_nome: 'marlene dos santos silva, ela é minha companheira nao esposa',
    regime: 'nao temos contrato nenhum',
    filhos: 'nao tenho',
    pais: 'sim os dois, antonio pereira e rita pereira',
    heranca: 'metade da parte disponivel pra marlene',
    testamenteiro: 'o pastor da igreja, o pr. edson rocha, se ele puder',
    forma: 'particular',
    testemunhas: typeWitnesses(joseW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['uniao_formalizada'] },
  facts: {
    testador: {
      nome: 'José Carlos Ferreira',
      cpf: joseCpf,
      dataNascimento: '1960-03-10',
      naturalidade: 'Recife/PE',
      nacionalidade: 'brasileiro',
      profissao: 'pedreiro aposentado',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua do Sol',
        numero: '45',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50060000',
      },
    },
    conjuge: {
      nome: 'Marlene dos Santos Silva',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    ascendentes: [
      { nome: 'Antônio Pereira', grau: 'pai' },
      { nome: 'Rita Pereira', grau: 'mae' },
    ],
    heranca: [{ beneficiario: 'Marlene dos Santos Silva', percentual: 50, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Edson Rocha' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: joseW,
  },
});

const cidaCpf = cpfFrom('258147369');
const cidaW = [
  witness('Rosângela Faria Couto', '369258471', '1970-02-02'),
  witness('Wanderley Batista Souza', '471369582', '1966-06-16'),
  witness('Luciana Prado Mesquita', '582471693', '1984-10-10'),
];
export const cidaValdir = story({
  id: 'cida-mg-a-gente-mora-junto',
  who: {
    age: 58,
    region: 'Contagem/MG',
    typing: 'abreviações, "tá", sem vírgulas',
    family:
      'união estável com escritura, sem filhos, pai falecido, mãe viva; vizinha testamenteira',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'maria aparecida lopes',
    cpf: formatCpf(cidaCpf),
    nascimento: '22/08/1968',
    naturalidade: 'belo horizonte mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua rio comprido 88 eldorado contagem mg cep 32310-330',
    estado_civil: 'a gente mora junto faz 12 anos, temos escritura de uniao estavel',
    conjuge_nome: 'valdir gomes da cruz',
    regime: 'comunhao parcial',
    filhos: 'nao',
    pais: 'meu pai faleceu, minha mae ta viva, conceição aparecida lopes',
    heranca: 'toda a parte disponivel pro valdir',
    testamenteiro: 'minha vizinha dona lurdes mendes, se ela aceitar',
    forma: 'particular',
    testemunhas: typeWitnesses(cidaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['uniao_formalizada'] },
  facts: {
    testador: {
      nome: 'Maria Aparecida Lopes',
      cpf: cidaCpf,
      dataNascimento: '1968-08-22',
      naturalidade: 'Belo Horizonte/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Rio Comprido',
        numero: '88',
        bairro: 'Eldorado',
        cidade: 'Contagem',
        uf: 'MG',
        cep: '32310330',
      },
    },
    conjuge: {
      nome: 'Valdir Gomes da Cruz',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    },
    ascendentes: [{ nome: 'Conceição Aparecida Lopes', grau: 'mae' }],
    heranca: [{ beneficiario: 'Valdir Gomes da Cruz', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Lurdes Mendes' }],
    forma: 'particular',
    local: { cidade: 'Contagem', uf: 'MG' },
    testemunhas: cidaW,
  },
});

const odeteCpf = cpfFrom('693582174');
const odeteW = [
  witness('Raimundo Nonato Sales', '704693285', '1961-01-31'),
  witness('Francisca das Chagas Lima', '815704396', '1972-07-07'),
  witness('Gerson Teixeira Braga', '926815407', '1979-03-19'),
];
export const odete = story({
  id: 'odete-ce-viuva-filho-doutor',
  who: {
    age: 74,
    region: 'Fortaleza/CE',
    typing: 'respostas curtas, sem acento',
    family: 'viúva, dois filhos adultos; o filho médico é o testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'odete maria sales lima',
    cpf: formatCpf(odeteCpf),
    nascimento: '05/05/1952',
    naturalidade: 'fortaleza ce',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua barao de aratanha 1020 centro fortaleza ce cep 60050-070',
    estado_civil: 'viuva, meu marido faleceu em 2019',
    filhos: 'paulo henrique sales lima 12/02/1976\nana claudia sales lima 30/09/1979',
    filhos_menores: 'nenhum',
    heranca: 'nenhum',
    testamenteiro: 'meu filho, o dr. paulo henrique sales lima',
    forma: 'particular',
    testemunhas: typeWitnesses(odeteW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Odete Maria Sales Lima',
      cpf: odeteCpf,
      dataNascimento: '1952-05-05',
      naturalidade: 'Fortaleza/CE',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Barão de Aratanha',
        numero: '1020',
        bairro: 'Centro',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60050070',
      },
    },
    filhos: [
      { nome: 'Paulo Henrique Sales Lima', dataNascimento: '1976-02-12', menor: false },
      { nome: 'Ana Cláudia Sales Lima', dataNascimento: '1979-09-30', menor: false },
    ],
    testamenteiros: [{ nome: 'Paulo Henrique Sales Lima' }],
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: odeteW,
  },
});

export const TRYOUT_SPOUSE = [joseMarlene, cidaValdir, odete];
