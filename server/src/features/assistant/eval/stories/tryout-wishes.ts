/**
 * Gifts typed among the wishes: a watch and a dog handed to people in the same message as the
 * funeral ("quero ser cremada e o meu relogio fica pra …, e a minha cachorra mel fica com …").
 * The gifts are legados (read by the gifts question), the cremation is the wish.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const dirce = cpfFrom('482615937');
const dirceW = [
  witness('Marta Regina Paiva', '593726148', '1970-06-18'),
  witness('Sérgio Augusto Nery', '604837259', '1965-12-03'),
  witness('Cláudia Helena Freire', '715948360', '1979-03-25'),
];

/** Single, no children, parents dead: the gifts need no value (no legítima). */
export const dirceDesejosComLegados = story({
  id: 'tryout-wishes-dirce-sp-relogio-e-cachorra-nos-desejos',
  who: {
    age: 71,
    region: 'Sorocaba/SP',
    typing: 'minúsculas, sem acentos, tudo numa frase só',
    family: 'solteira, sem filhos, pais falecidos; tudo para a sobrinha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'dirce aparecida moraes',
    cpf: formatCpf(dirce),
    nascimento: '14/07/1955',
    naturalidade: 'sorocaba sp',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua da penha, 310, centro, sorocaba/sp, cep 18010-005',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca: 'tudo pra minha sobrinha luciana moraes prado',
    testamenteiro: 'minha sobrinha luciana moraes prado',
    desejos:
      'quero ser cremada e o meu relogio fica pra minha afilhada bianca moraes lima, e a minha cachorra mel fica com a minha amiga rosa maria teles',
    forma: 'particular',
    testemunhas: typeWitnesses(dirceW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  // "nao" to the gifts, then the gifts typed with the wishes.
  correctedLater: ['legados'],
  facts: {
    testador: {
      nome: 'Dirce Aparecida Moraes',
      cpf: dirce,
      dataNascimento: '1955-07-14',
      naturalidade: 'Sorocaba/SP',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da Penha',
        numero: '310',
        bairro: 'Centro',
        cidade: 'Sorocaba',
        uf: 'SP',
        cep: '18010005',
      },
    },
    heranca: [{ beneficiario: 'Luciana Moraes Prado', percentual: 100, base: 'total' }],
    legados: [
      { beneficiario: 'Bianca Moraes Lima', descricao: 'o meu relogio' },
      { beneficiario: 'Rosa Maria Teles', descricao: 'a cachorra Mel' },
    ],
    testamenteiros: [{ nome: 'Luciana Moraes Prado' }],
    desejos: { funeral: 'Quero ser cremada.' },
    forma: 'particular',
    local: { cidade: 'Sorocaba', uf: 'SP' },
    testemunhas: dirceW,
  },
});

export const TRYOUT_WISHES = [dirceDesejosComLegados];
