/** Stories from the Center-West: Cuiabá/MT, Campo Grande/MS, Brasília/DF, Aparecida de Goiânia/GO. */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const valCpf = cpfFrom('464018296');
const valW = [
  witness('Nilson Campos Arruda', '575129307', '1960-06-06'),
  witness('Benedita Silva Rondon', '686230418', '1963-03-13'),
  witness('Ivan Correa Leite', '797341529', '1970-10-10'),
];
export const valdomiro = story({
  id: 'valdomiro-mt-tercos-iguais',
  who: {
    age: 72,
    region: 'Cuiabá/MT',
    typing: 'minúsculas, "os três"',
    family: 'viúvo, 3 filhos adultos; disponível em partes iguais',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'valdomiro pires arruda',
    cpf: formatCpf(valCpf),
    nascimento: '11/11/1954',
    naturalidade: 'caceres mt',
    nacionalidade: 'brasileiro',
    profissao: 'pecuarista',
    endereco: 'avenida getulio vargas, 1000, centro norte, cuiaba/mt, cep 78005-600',
    estado_civil: 'viuvo',
    filhos:
      'wellington arruda 01/03/1978\nwanessa arruda campos 15/06/1980\nwagner arruda 20/09/1983',
    filhos_menores: 'nenhum',
    heranca: [
      'a parte disponivel em partes iguais pros tres',
      'um terço para wellington arruda, um terço para wanessa arruda campos e um terço para wagner arruda',
    ],
    testamenteiro: 'meu filho mais velho, o wellington arruda',
    forma: 'particular',
    testemunhas: typeWitnesses(valW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Valdomiro Pires Arruda',
      cpf: valCpf,
      dataNascimento: '1954-11-11',
      naturalidade: 'Cáceres/MT',
      nacionalidade: 'brasileiro',
      profissao: 'pecuarista',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Avenida Getúlio Vargas',
        numero: '1000',
        bairro: 'Centro Norte',
        cidade: 'Cuiabá',
        uf: 'MT',
        cep: '78005600',
      },
    },
    filhos: [
      { nome: 'Wellington Arruda', dataNascimento: '1978-03-01', menor: false },
      { nome: 'Wanessa Arruda Campos', dataNascimento: '1980-06-15', menor: false },
      { nome: 'Wagner Arruda', dataNascimento: '1983-09-20', menor: false },
    ],
    heranca: [
      { beneficiario: 'Wellington Arruda', percentual: 100 / 3, base: 'disponivel' },
      { beneficiario: 'Wanessa Arruda Campos', percentual: 100 / 3, base: 'disponivel' },
      { beneficiario: 'Wagner Arruda', percentual: 100 / 3, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Wellington Arruda' }],
    forma: 'particular',
    local: { cidade: 'Cuiabá', uf: 'MT' },
    testemunhas: valW,
  },
});

const luciaCpf = cpfFrom('575129874');
const luciaW = [
  witness('Gerson Ortiz Benites', '686230985', '1962-02-22'),
  witness('Neide Maria Arce', '797341096', '1966-06-06'),
  witness('Sidnei Lopes Bacha', '808452107', '1971-01-21'),
];
export const lucia = story({
  id: 'lucia-ms-mantem-testamento-anterior',
  who: {
    age: 63,
    region: 'Campo Grande/MS',
    typing: 'educada, explica',
    family: 'viúva, 1 filha adulta, testamento anterior mantido; joias para a afilhada',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Lúcia Helena Gomes',
    cpf: formatCpf(luciaCpf),
    nascimento: '30/01/1963',
    naturalidade: 'Dourados/MS',
    nacionalidade: 'brasileira',
    profissao: 'pedagoga',
    endereco: 'Rua 14 de Julho, 2500, apto 3, Centro, Campo Grande/MS, CEP 79002-333',
    anteriores: 'Sim, fiz um em 2018 no cartório',
    revogar: 'Não, quero manter o outro e só acrescentar',
    estado_civil: 'Viúva',
    filhos: 'Camila Gomes Arce, 12/12/1988',
    filhos_menores: 'Nenhum',
    heranca: 'Nenhum',
    legados: ['Minhas joias para minha afilhada Bruna Gomes Ortiz', 'joias para Bruna Gomes Ortiz'],
    legados_valor: 'As joias valem uns 20 mil; tudo o que tenho, uns 500 mil.',
    testamenteiro: 'Minha filha Camila',
    desejos: 'Quero ser cremada e as cinzas jogadas no rio Paraguai.',
    forma: 'Particular',
    testemunhas: typeWitnesses(luciaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Lúcia Helena Gomes',
      cpf: luciaCpf,
      dataNascimento: '1963-01-30',
      naturalidade: 'Dourados/MS',
      nacionalidade: 'brasileira',
      profissao: 'pedagoga',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua 14 de Julho',
        numero: '2500',
        complemento: 'apto 3',
        bairro: 'Centro',
        cidade: 'Campo Grande',
        uf: 'MS',
        cep: '79002333',
      },
    },
    testamentosAnteriores: true,
    revogacao: 'nenhuma',
    filhos: [{ nome: 'Camila Gomes Arce', dataNascimento: '1988-12-12', menor: false }],
    legados: [{ beneficiario: 'Bruna Gomes Ortiz', descricao: 'minhas joias' }],
    testamenteiros: [{ nome: 'Camila Gomes Arce' }],
    desejos: { funeral: 'Quero ser cremada e as cinzas jogadas no rio Paraguai' },
    forma: 'particular',
    local: { cidade: 'Campo Grande', uf: 'MS' },
    testemunhas: luciaW,
  },
});

const eduCpf = cpfFrom('686230541');
const eduW = [
  witness('Luana Meireles Prado', '797341652', '1986-06-26'),
  witness('Caio Augusto Rangel', '808452763', '1979-09-09'),
  witness('Heloísa Vasconcelos Lima', '919563874', '1983-03-03'),
];
export const eduardo = story({
  id: 'eduardo-df-endereco-sqs',
  who: {
    age: 50,
    region: 'Brasília/DF',
    typing: 'servidor, endereço de quadra',
    family: 'casado, 1 filho menor',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Eduardo Tavares Leal',
    cpf: formatCpf(eduCpf),
    nascimento: '10/10/1976',
    naturalidade: 'Brasília/DF',
    nacionalidade: 'brasileiro',
    profissao: 'servidor público',
    endereco: [
      'Aqui em Brasília, SQS 308 Bloco C apto 504, Asa Sul, CEP 70355-030',
      'SQS 308, Bloco C, apto 504, Asa Sul, Brasília/DF, CEP 70355-030',
    ],
    estado_civil: 'Casado',
    conjuge_nome: 'Luciana Prado Leal',
    regime: 'Comunhão parcial',
    filhos: 'Davi Prado Leal, 05/05/2012',
    filhos_menores: 'O Davi',
    heranca: 'Nenhum',
    tutor: 'Meu irmão Fábio Tavares Leal',
    outro_genitor: 'Sim',
    tutor_concorda: 'Sim',
    testamenteiro: 'Minha esposa Luciana',
    forma: 'Particular',
    testemunhas: typeWitnesses(eduW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Eduardo Tavares Leal',
      cpf: eduCpf,
      dataNascimento: '1976-10-10',
      naturalidade: 'Brasília/DF',
      nacionalidade: 'brasileiro',
      profissao: 'servidor público',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'SQS 308',
        numero: 'Bloco C',
        complemento: 'apto 504',
        bairro: 'Asa Sul',
        cidade: 'Brasília',
        uf: 'DF',
        cep: '70355030',
      },
    },
    conjuge: { nome: 'Luciana Prado Leal', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [{ nome: 'Davi Prado Leal', dataNascimento: '2012-05-05', menor: true }],
    tutela: { tutores: ['Fábio Tavares Leal'], outroGenitorVivo: true, outroGenitorConcorda: true },
    testamenteiros: [{ nome: 'Luciana Prado Leal' }],
    forma: 'particular',
    local: { cidade: 'Brasília', uf: 'DF' },
    testemunhas: eduW,
  },
});

const sueliCpf = cpfFrom('797341630');
const sueliW = [
  witness('Wesley Rodrigues Goulart', '808452741', '1984-04-14'),
  witness('Eliane Cristina Mota', '919563852', '1977-07-17'),
  witness('Juarez Fonseca Lima', '120674963', '1969-09-19'),
];
export const sueli = story({
  id: 'sueli-go-quantia-para-afilhada',
  who: {
    age: 60,
    region: 'Aparecida de Goiânia/GO',
    typing: 'informal, "mil reais"',
    family: 'casada, 2 filhos adultos; dinheiro para a afilhada',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'sueli aparecida rocha',
    cpf: formatCpf(sueliCpf),
    nascimento: '07/07/1966',
    naturalidade: 'itumbiara go',
    nacionalidade: 'brasileira',
    profissao: 'cabeleireira',
    endereco: 'rua 15, 250, setor garavelo, aparecida de goiania/go, cep 74932-200',
    estado_civil: 'casada',
    conjuge_nome: 'valter rocha',
    regime: 'comunhao parcial',
    filhos: 'diego rocha 10/10/1988\ndaniela rocha souza 11/11/1990',
    filhos_menores: 'nenhum',
    heranca: 'nenhum',
    legados: [
      '10 mil reais pra minha afilhada kemilly rocha souza',
      'R$ 10.000,00 para Kemilly Rocha Souza',
    ],
    legados_comum: 'nenhum, o dinheiro é de uma conta só minha',
    testamenteiro: 'meu marido',
    forma: 'particular',
    testemunhas: typeWitnesses(sueliW, 'one-line'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Sueli Aparecida Rocha',
      cpf: sueliCpf,
      dataNascimento: '1966-07-07',
      naturalidade: 'Itumbiara/GO',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 15',
        numero: '250',
        bairro: 'Setor Garavelo',
        cidade: 'Aparecida de Goiânia',
        uf: 'GO',
        cep: '74932200',
      },
    },
    conjuge: { nome: 'Valter Rocha', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Diego Rocha', dataNascimento: '1988-10-10', menor: false },
      { nome: 'Daniela Rocha Souza', dataNascimento: '1990-11-11', menor: false },
    ],
    legados: [{ beneficiario: 'Kemilly Rocha Souza', descricao: 'R$ 10.000,00' }],
    testamenteiros: [{ nome: 'Valter Rocha' }],
    forma: 'particular',
    local: { cidade: 'Aparecida de Goiânia', uf: 'GO' },
    testemunhas: sueliW,
  },
});

export const CENTER_WEST = [valdomiro, lucia, eduardo, sueli];
