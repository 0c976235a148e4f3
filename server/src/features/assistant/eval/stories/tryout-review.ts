/**
 * People of a try in the browser (new people, typing as they do): facts told together and asked
 * again, conversation typed into identity fields, addresses with a "casa" and a bairro or that
 * start with the flat. Their corrections at the review are in engine/review-corrections.test.ts
 * (the checker counts a review answered with a correction as the review asked again).
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const marleneCpf = cpfFrom('318456027');
const marleneW = [
  witness('Josefa Maria Bezerra', '427193058', '1968-04-12'),
  witness('Severino Alves Neto', '538204169', '1972-09-30'),
  witness('Cícera Gomes Duarte', '649315270', '1980-01-05'),
];
/** Widow, retired, tells both at once; her address has a "casa" and then the bairro. */
export const marlene = story({
  id: 'marlene-pe-viuva-aposentada-casa',
  who: {
    age: 71,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento, diz dois fatos numa resposta',
    family: 'viúva, um filho, o carro para ele',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'marlene ferreira lima',
    cpf: formatCpf(marleneCpf),
    nascimento: '03/03/1955',
    naturalidade: 'recife pe',
    nacionalidade: 'brasileira',
    profissao: 'sou viuva, aposentada',
    endereco: 'rua sao jose n 45 casa, bairro sao cristovao, recife cep 52040-000',
    estado_civil: 'viuva',
    filhos: 'joao ferreira lima 10/10/1980',
    pais: 'nao',
    heranca: 'nao',
    legados: 'o carro onix 2020 fica pro joao',
    legados_valor: 'o carro uns 60 mil, tudo uns 400 mil',
    testamenteiro: 'joao ferreira lima',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(marleneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], profissao: ['estado_civil'] },
  facts: {
    testador: {
      nome: 'Marlene Ferreira Lima',
      cpf: marleneCpf,
      dataNascimento: '1955-03-03',
      naturalidade: 'Recife/PE',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua São José',
        numero: '45',
        complemento: 'casa',
        bairro: 'São Cristóvão',
        cidade: 'Recife',
        uf: 'PE',
        cep: '52040000',
      },
    },
    filhos: [{ nome: 'João Ferreira Lima', dataNascimento: '1980-10-10', menor: false }],
    legados: [{ beneficiario: 'João Ferreira Lima', descricao: 'o carro onix 2020' }],
    testamenteiros: [{ nome: 'João Ferreira Lima' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: marleneW,
  },
});

const rafaelCpf = cpfFrom('729163054');
const rafaelW = [
  witness('Ana Beatriz Kowalski', '834270165', '1990-02-02'),
  witness('Thiago Martins Rocha', '945381276', '1988-07-07'),
  witness('Priscila Nunes Lopes', '156492387', '1991-11-11'),
];
/** Young engineer: birth place, date and trade in one line; "ja falei tb" typed after the trade. */
export const rafael = story({
  id: 'rafael-pr-tres-fatos-numa-linha',
  who: {
    age: 34,
    region: 'Curitiba/PR',
    typing: 'rápido, abreviações ("tb", "n"), repete o que já disse',
    family: 'solteiro, sem filhos, tudo para a irmã',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'rafael augusto mendes',
    cpf: formatCpf(rafaelCpf),
    nascimento: 'nasci em curitiba em 12/08/1992, engenheiro',
    naturalidade: 'curitiba',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro, ja falei tb',
    endereco: 'apto 301, rua xv de novembro 1200, centro, curitiba pr, cep 80020-310',
    estado_civil: 'solteiro',
    sexo: 'masculino',
    filhos: 'nao tenho',
    pais: 'nao',
    heranca: 'tudo pra minha irma carolina mendes',
    testamenteiro: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(rafaelW, 'plain'),
  },
  covers: { nascimento: ['naturalidade', 'nacionalidade', 'profissao'] },
  facts: {
    testador: {
      nome: 'Rafael Augusto Mendes',
      cpf: rafaelCpf,
      dataNascimento: '1992-08-12',
      naturalidade: 'Curitiba/PR',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua XV de Novembro',
        numero: '1200',
        complemento: 'apto 301',
        bairro: 'Centro',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80020310',
      },
    },
    heranca: [{ beneficiario: 'Carolina Mendes', percentual: 100, base: 'total' }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: rafaelW,
  },
});

const sueliCpf = cpfFrom('481726395');
const sueliW = [
  witness('Rosângela Dias Amorim', '592837406', '1975-05-15'),
  witness('Edvaldo Pereira Lins', '603948517', '1969-12-01'),
  witness('Gilvanete Souza Rocha', '714059628', '1983-03-23'),
];
/** Opens with her civil status and trade; her address starts with the flat and the bairro. */
export const sueli = story({
  id: 'sueli-pe-viuva-apto-antes-da-rua',
  who: {
    age: 66,
    region: 'Recife/PE',
    typing: 'conta tudo de uma vez, começa o endereço pelo apartamento',
    family: 'viúva, sem filhos, tudo para a sobrinha',
  },
  today: '2026-11-20',
  opening: 'oi, sou viuva, aposentada, quero fazer meu testamento',
  answers: {
    ...quiet('plain'),
    nome: 'sueli maria amorim',
    cpf: formatCpf(sueliCpf),
    nascimento: '05/05/1960',
    naturalidade: 'nasci em salvador em 05/05/1960, como eu disse',
    nacionalidade: 'brasileira',
    endereco: 'apto 301, boa vista, rua da aurora 325, recife pe cep 50050-000',
    filhos: 'nao tenho',
    pais: 'nao',
    heranca: 'tudo pra minha sobrinha tatiana amorim lins',
    testamenteiro: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(sueliW, 'plain'),
  },
  // "quero fazer meu testamento" says what she came for, not the declaration of 'proprio'.
  covers: { opening: ['profissao', 'estado_civil'], naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Sueli Maria Amorim',
      cpf: sueliCpf,
      dataNascimento: '1960-05-05',
      naturalidade: 'Salvador/BA',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua da Aurora',
        numero: '325',
        complemento: 'apto 301',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50050000',
      },
    },
    heranca: [{ beneficiario: 'Tatiana Amorim Lins', percentual: 100, base: 'total' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: sueliW,
  },
});

export const TRYOUT_REVIEW = [marlene, rafael, sueli];
