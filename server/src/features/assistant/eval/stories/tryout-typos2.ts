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

export const TRYOUT_TYPOS2 = [renanDigitaRapido];
