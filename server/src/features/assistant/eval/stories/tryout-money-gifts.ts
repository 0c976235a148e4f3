/**
 * Sums of money given to a person, said while the shares are asked ("o sítio pro marcos, e 150
 * mil em dinheiro pra juliana pra compensar"): gifts (legados), never a share; the value of the
 * thing said in the next sentence; the same sum said again ("os 150 mil, como falei"); "X não, é só
 * meu" to the common-property question; and half to an institution named in apposition.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const gilberto = cpfFrom('318462957');
const gilbertoW = [
  witness('Sérgio Luiz Carvalho', '429573068', '1970-03-09'),
  witness('Marta Regina Fagundes', '530684179', '1975-06-21'),
  witness('Anderson Pires Lemos', '641795280', '1988-12-04'),
];
/** A farm (bought before the marriage) to the son, a sum to the daughter. */
export const gilbertoSitio = story({
  id: 'tryout-money-gilberto-go-sitio-e-dinheiro',
  who: {
    age: 61,
    region: 'Rio Verde/GO',
    typing: 'sem acentos, "ai", dá o valor numa frase à parte',
    family:
      'casado em comunhão parcial, 2 filhos adultos; sítio comprado antes do casamento ao filho, R$ 150 mil à filha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'gilberto ramos de paula',
    cpf: formatCpf(gilberto),
    nascimento: '14/08/1965',
    naturalidade: 'rio verde go',
    nacionalidade: 'brasileiro',
    profissao: 'pecuarista',
    endereco: 'rua augusta bastos, 900, centro, rio verde/go, cep 75901-030',
    estado_civil: 'casado',
    sexo: 'masc',
    conjuge_nome: 'sonia maria de paula',
    regime: 'parcial',
    casamento_data: '12/10/1990',
    filhos: 'marcos ramos de paula 02/05/1992, juliana ramos de paula 19/01/1995',
    filhos_menores: 'nenhum',
    bens_particulares: 'sim, o sitio sao bento, comprei em 1988 antes de casar',
    pais: 'falecidos',
    avos: 'nao',
    heranca:
      'ai o sitio sao bento pro marcos. vale uns 400 mil. e 150 mil em dinheiro pra juliana pra compensar',
    legados: 'o sitio pro marcos e os 150 mil pra juliana, como falei',
    legados_valor: 'o sitio uns 400 mil. o resto uns 2 milhao junto com a sonia',
    legados_comum: 'o sitio nao. é so meu',
    legados_excesso: 'ok',
    substitutos: 'nao',
    clausulas: 'nao',
    testamenteiro: 'a sonia',
    testamenteiro_premio: 'nao',
    testamenteiro_posse: 'nao',
    desejos: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(gilbertoW, 'plain'),
    testemunhas_parentes: 'nao',
    local: 'sim',
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Gilberto Ramos de Paula',
      cpf: gilberto,
      dataNascimento: '1965-08-14',
      naturalidade: 'Rio Verde/GO',
      nacionalidade: 'brasileiro',
      profissao: 'pecuarista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Augusta Bastos',
        numero: '900',
        bairro: 'Centro',
        cidade: 'Rio Verde',
        uf: 'GO',
        cep: '75901030',
      },
    },
    conjuge: { nome: 'Sônia Maria de Paula', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Marcos Ramos de Paula', dataNascimento: '1992-05-02', menor: false },
      { nome: 'Juliana Ramos de Paula', dataNascimento: '1995-01-19', menor: false },
    ],
    heranca: [],
    legados: [
      { beneficiario: 'Marcos Ramos de Paula', descricao: 'sitio sao bento' },
      { beneficiario: 'Juliana Ramos de Paula', descricao: 'R$ 150.000,00 em dinheiro' },
    ],
    testamenteiros: [{ nome: 'Sônia Maria de Paula' }],
    forma: 'particular',
    local: { cidade: 'Rio Verde', uf: 'GO' },
    testemunhas: gilbertoW,
  },
});

const LAR_CNPJ = cnpjFrom('482615930001');
const iracema = cpfFrom('207351846');
const iracemaW = [
  witness('Antônia Ferreira Lima', '318462957', '1960-07-07'),
  witness('Josué Batista Moura', '429573068', '1972-02-18'),
  witness('Joana Regina Sales', '530684179', '1985-09-30'),
];
/** Half to a home for the elderly named in apposition, half to a nephew. */
export const iracemaLar = story({
  id: 'tryout-money-iracema-pi-lar-e-sobrinho',
  who: {
    age: 70,
    region: 'Teresina/PI',
    typing: 'minúsculas, emoji, o nome da instituição depois de uma vírgula',
    family: 'viúva, sem filhos, pais falecidos; um lar de idosos e o sobrinho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'iracema sousa leal',
    cpf: formatCpf(iracema),
    nascimento: '21/03/1956',
    naturalidade: 'teresina pi',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua coelho de resende, 480, centro, teresina/pi, cep 64001-370',
    estado_civil: 'viuva',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca:
      'quero metade pro lar, o Lar dos Idosos Sao Lucas, e metade pro meu sobrinho raimundo leal neto 🙏',
    cnpj: `o cnpj é ${formatCnpj(LAR_CNPJ)}`,
    legados: 'nao',
    testamenteiro: 'meu sobrinho raimundo leal neto',
    forma: 'particular',
    testemunhas: typeWitnesses(iracemaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Iracema Sousa Leal',
      cpf: iracema,
      dataNascimento: '1956-03-21',
      naturalidade: 'Teresina/PI',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Coelho de Resende',
        numero: '480',
        bairro: 'Centro',
        cidade: 'Teresina',
        uf: 'PI',
        cep: '64001370',
      },
    },
    heranca: [
      { beneficiario: 'Lar dos Idosos São Lucas', percentual: 50, base: 'total', cnpj: LAR_CNPJ },
      { beneficiario: 'Raimundo Leal Neto', percentual: 50, base: 'total' },
    ],
    testamenteiros: [{ nome: 'Raimundo Leal Neto' }],
    forma: 'particular',
    local: { cidade: 'Teresina', uf: 'PI' },
    testemunhas: iracemaW,
  },
});

export const TRYOUT_MONEY_GIFTS = [gilbertoSitio, iracemaLar];
