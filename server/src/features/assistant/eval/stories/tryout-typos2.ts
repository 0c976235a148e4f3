/**
 * Typed in a hurry: the capacity's "nenhuma" with letters swapped, a birthplace with the move
 * after it ("cascavel pr. vim pra cuiaba em 95"), the nationality misspelt, a trade with its
 * nickname before it, and photos and accounts going to someone (the digital wish, no legado).
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const renan = cpfFrom('371946258');
const renanW = [
  witness('Otávio Cezar Bueno', '826159374', '1968-02-11'),
  witness('Lúcia Helena Farias', '937261485', '1975-09-30'),
  witness('Mauro Sérgio Pinto', '148372596', '1962-04-17'),
];

/** Single, no children, parents dead: everything to his sister. */
export const renanDigitaRapido = story({
  id: 'tryout-typos2-renan-mt-dev-fotos',
  who: {
    age: 38,
    region: 'Cuiabá/MT',
    typing: 'rápido, letras trocadas, emoji',
    family: 'solteiro, sem filhos, pais falecidos; tudo para a irmã',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'renan felipe kowalski',
    cpf: formatCpf(renan),
    nascimento: '03/05/1988',
    capacidade: 'nehnuma',
    naturalidade: 'cascavel pr. vim pra cuiaba em 95',
    nacionalidade: 'braisleiro',
    profissao: 'sou dev, desenvolvedor de sistemas 💻',
    endereco: 'rua barao de melgaço, 1200, centro sul, cuiaba/mt, cep 78020-800',
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca: 'tudo pra minha irma paula kowalski',
    testamenteiro: 'minha irma paula kowalski',
    desejos:
      'meu instagram e minhas fotos do google drive ficam com a paula 📸 a senha eu passo pra ela depois',
    forma: 'particular',
    testemunhas: typeWitnesses(renanW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Renan Felipe Kowalski',
      cpf: renan,
      dataNascimento: '1988-05-03',
      naturalidade: 'Cascavel/PR',
      nacionalidade: 'brasileiro',
      profissao: 'desenvolvedor de sistemas',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Barão de Melgaço',
        numero: '1200',
        bairro: 'Centro Sul',
        cidade: 'Cuiabá',
        uf: 'MT',
        cep: '78020800',
      },
    },
    heranca: [{ beneficiario: 'Paula Kowalski', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Paula Kowalski' }],
    desejos: {
      ativosDigitais: 'Meu instagram e minhas fotos do google drive ficam com a paula.',
    },
    forma: 'particular',
    local: { cidade: 'Cuiabá', uf: 'MT' },
    testemunhas: renanW,
  },
});

const josefa = cpfFrom('526381947');
const josefaW = [
  witness('Francisca Lima Bezerra', '263948175', '1966-01-22'),
  witness('Raimundo Nonato Dantas', '374159286', '1958-07-09'),
  witness('Terezinha Gomes Paiva', '485261397', '1971-11-14'),
];

/** A birthplace one slip from a city, the residence after it; widowed, everything to her niece. */
export const josefaTrocaLetras = story({
  id: 'tryout-typos2-josefa-rn-mossoro-trocado',
  who: {
    age: 69,
    region: 'Natal/RN',
    typing: 'letras trocadas, sem acentos',
    family: 'solteira, sem filhos, pais falecidos; tudo para a sobrinha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'josefa maria dantas',
    cpf: formatCpf(josefa),
    nascimento: '21/02/1957',
    capacidade: 'nenhmua',
    naturalidade: 'nasci em mossroo mas moro em natal',
    nacionalidade: 'brasilerai',
    profissao: 'aposentdaa',
    endereco: 'rua joão pessoa, 455, cidade alta, natal/rn, cep 59025-500',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca: 'tudo pra minha sobrinha leticia dantas melo',
    testamenteiro: 'minha sobrinha leticia dantas melo',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(josefaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Josefa Maria Dantas',
      cpf: josefa,
      dataNascimento: '1957-02-21',
      naturalidade: 'Mossoró/RN',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua João Pessoa',
        numero: '455',
        bairro: 'Cidade Alta',
        cidade: 'Natal',
        uf: 'RN',
        cep: '59025500',
      },
    },
    heranca: [{ beneficiario: 'Letícia Dantas Melo', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Letícia Dantas Melo' }],
    forma: 'particular',
    local: { cidade: 'Natal', uf: 'RN' },
    testemunhas: josefaW,
  },
});

export const TRYOUT_TYPOS2 = [renanDigitaRapido, josefaTrocaLetras];
