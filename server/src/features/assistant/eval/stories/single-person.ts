/**
 * The single person of the browser suite (e2e/support/single-person-interview.ts) and of the
 * server's conversation tests (conversation-test-helpers.ts): no spouse, children or parents, 60%
 * of everything to a friend (with a substitute) and 40% to a charity, the friend as executor, a
 * typed will signed before three witnesses. The e2e specs and the conversation tests check these
 * names, so keep them.
 */
import { cnpjFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const CPF = '52998224725';
const CHARITY_CNPJ = cnpjFrom('112223330001');
const witnesses = [
  witness('Roberto Carlos Lima', '987654321', '1970-01-20'),
  witness('Juliana Pereira Santos', '246813579', '1985-11-02'),
  witness('Marcos Vinícius Rocha', '135792468', '1990-07-14'),
];

export const SINGLE_PERSON = story({
  id: 'carlos-sp-solteiro-amigo-e-associacao',
  who: {
    age: 51,
    region: 'São Paulo/SP',
    typing: 'responde o que foi perguntado, em minúsculas',
    family: 'solteiro, sem filhos, pais falecidos; um amigo e uma associação',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: 'sim',
    nome: 'carlos alberto mendes',
    cpf: formatCpf(CPF),
    nascimento: '15/06/1975',
    naturalidade: 'Campinas/SP',
    nacionalidade: 'brasileiro',
    profissao: 'engenheiro',
    endereco: 'Rua das Flores, 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000',
    estado_civil: 'solteiro',
    sexo: 'masculino',
    filhos: 'não tenho',
    pais: 'não',
    avos: 'não',
    heranca: `60% para meu amigo João Pedro Alves e 40% para a Associação Amigos do Bem, CNPJ ${CHARITY_CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}`,
    substitutos: 'no lugar de João Pedro Alves, Marina Alves Costa',
    testamenteiro: 'João Pedro Alves',
    forma: 'particular',
    testemunhas: typeWitnesses(witnesses, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Carlos Alberto Mendes',
      cpf: CPF,
      dataNascimento: '1975-06-15',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileiro',
      profissao: 'engenheiro',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua das Flores',
        numero: '123',
        complemento: 'apto 45',
        bairro: 'Jardim Paulista',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01415000',
      },
    },
    heranca: [
      {
        beneficiario: 'João Pedro Alves',
        percentual: 60,
        base: 'total',
        substituto: 'Marina Alves Costa',
      },
      {
        beneficiario: 'Associação Amigos do Bem',
        percentual: 40,
        base: 'total',
        cnpj: CHARITY_CNPJ,
      },
    ],
    testamenteiros: [{ nome: 'João Pedro Alves' }],
    forma: 'particular',
    local: { cidade: 'São Paulo', uf: 'SP' },
    testemunhas: witnesses,
  },
});
