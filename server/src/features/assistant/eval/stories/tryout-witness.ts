/**
 * From the witnesses' answers of new people: the list introduced by a line of its own (a relative
 * typing it), dictated by voice on one line ("o primeiro é … cpf 123 456 789 09 nascido em
 * quinze de maio de mil novecentos e sessenta vírgula o segundo …"), and run together on one line
 * after "as testemunhas são:". Also professions and cities typed without their accents
 * ("operador de producao", "maceio/al").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type Story } from '../story.ts';
import { br, quiet, witness } from './common.ts';

const neideCpf = cpfFrom('613728495');
const neideW = [
  witness('Josefa Maria da Silva', '624839506', '1961-03-12'),
  witness('Cícero Alves Pontes', '635940617', '1958-10-30'),
  witness('Rosilene Bezerra Lins', '646051728', '1972-05-08'),
];
const neide = story({
  id: 'neide-al-genro-manda-testemunhas',
  who: {
    age: 69,
    region: 'Maceió/AL',
    typing: 'o genro digita; minúsculas, sem acento',
    family: 'viúva; dois filhos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'neide bezerra lins',
    cpf: formatCpf(neideCpf),
    nascimento: '22/08/1957',
    naturalidade: 'maceio al',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua do sol, 45, poço, maceio/al, 57025-000',
    estado_civil: 'viuva',
    filhos: 'dois: marcos bezerra lins 10/02/1980 e paula bezerra lins 05/06/1983',
    pais: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'o marcos',
    forma: 'particular',
    testemunhas: `aqui é o genro dela, vou passar as testemunhas que ela escolheu:\n${neideW
      .map((w) => `${w.nome.toLowerCase()}, ${formatCpf(w.cpf)}, ${br(w.dataNascimento)}`)
      .join('\n')}\nqualquer coisa me avisa`,
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Neide Bezerra Lins',
      cpf: neideCpf,
      dataNascimento: '1957-08-22',
      naturalidade: 'Maceió/AL',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua do Sol',
        numero: '45',
        bairro: 'Poço',
        cidade: 'Maceió',
        uf: 'AL',
        cep: '57025000',
      },
    },
    filhos: [
      { nome: 'Marcos Bezerra Lins', dataNascimento: '1980-02-10', menor: false },
      { nome: 'Paula Bezerra Lins', dataNascimento: '1983-06-05', menor: false },
    ],
    testamenteiros: [{ nome: 'Marcos Bezerra Lins' }],
    forma: 'particular',
    local: { cidade: 'Maceió', uf: 'AL' },
    testemunhas: neideW,
  },
});

const osmarCpf = cpfFrom('657162839');
const osmarW = [
  witness('Dirceu Antunes Prado', '668273940', '1960-05-15'),
  witness('Vilma Rosa Camargo', '679384051', '1966-12-01'),
  witness('Nelson Brito Fagundes', '680495162', '1971-08-21'),
];
const grouped = (cpf: string) =>
  `${cpf.slice(0, 3)} ${cpf.slice(3, 6)} ${cpf.slice(6, 9)} ${cpf.slice(9)}`;
const osmar = story({
  id: 'osmar-sc-dita-testemunhas-numa-frase',
  who: {
    age: 77,
    region: 'Lages/SC',
    typing: 'dita por voz: "vírgula" falada, CPF em grupos, datas por extenso',
    family: 'viúvo; dois filhos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'osmar camargo prado',
    cpf: formatCpf(osmarCpf),
    nascimento: '03/02/1949',
    naturalidade: 'lages sc',
    nacionalidade: 'brasileiro',
    profissao: 'tecnico em instalacoes eletricas',
    endereco: 'rua coronel cordova 300, centro, lages/sc, cep 88502-000',
    estado_civil: 'viuvo',
    filhos: 'dois: carlos camargo prado 10/02/1975 e rita camargo prado 05/06/1978',
    pais: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'a rita',
    forma: 'particular',
    testemunhas: `o primeiro é o ${osmarW[0]!.nome.toLowerCase()} cpf ${grouped(osmarW[0]!.cpf)} nascido em quinze de maio de mil novecentos e sessenta vírgula a segunda é a ${osmarW[1]!.nome.toLowerCase()} cpf ${grouped(osmarW[1]!.cpf)} nascida em primeiro de dezembro de 1966 vírgula e o terceiro ${osmarW[2]!.nome.toLowerCase()} cpf ${grouped(osmarW[2]!.cpf)} nascido em vinte e um de agosto de mil novecentos e setenta e um`,
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Osmar Camargo Prado',
      cpf: osmarCpf,
      dataNascimento: '1949-02-03',
      naturalidade: 'Lages/SC',
      nacionalidade: 'brasileiro',
      profissao: 'técnico em instalações elétricas',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Coronel Cordova',
        numero: '300',
        bairro: 'Centro',
        cidade: 'Lages',
        uf: 'SC',
        cep: '88502000',
      },
    },
    filhos: [
      { nome: 'Carlos Camargo Prado', dataNascimento: '1975-02-10', menor: false },
      { nome: 'Rita Camargo Prado', dataNascimento: '1978-06-05', menor: false },
    ],
    testamenteiros: [{ nome: 'Rita Camargo Prado' }],
    forma: 'particular',
    local: { cidade: 'Lages', uf: 'SC' },
    testemunhas: osmarW,
  },
});

const lurdesCpf = cpfFrom('691506273');
const lurdesW = [
  witness('Ivone Martins Chaves', '702617384', '1963-04-09'),
  witness('Roque Teixeira Dutra', '713728495', '1959-09-19'),
  witness('Sueli Prates Moura', '724839506', '1975-01-27'),
];
const lurdes = story({
  id: 'lurdes-go-testemunhas-numa-linha',
  who: {
    age: 64,
    region: 'Anápolis/GO',
    typing: 'tudo numa linha, vírgulas, sem acento',
    family: 'viúva; dois filhos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'lurdes chaves moura',
    cpf: formatCpf(lurdesCpf),
    nascimento: '11/11/1962',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileira',
    profissao: 'operadora de producao',
    endereco: 'rua barao do rio branco 85, centro, anapolis/go, cep 75020-000',
    estado_civil: 'viuva',
    filhos: 'dois: bruno chaves moura 10/02/1985 e lais chaves moura 05/06/1988',
    pais: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'o bruno',
    forma: 'particular',
    testemunhas: `as testemunhas sao: ${lurdesW
      .map((w) => `${w.nome.toLowerCase()}, ${formatCpf(w.cpf)}, ${br(w.dataNascimento)}`)
      .join(', ')
      .replace(/, (?=[^,]*, [^,]*, [^,]*$)/, ' e ')}`,
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Lurdes Chaves Moura',
      cpf: lurdesCpf,
      dataNascimento: '1962-11-11',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileira',
      profissao: 'operadora de produção',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Barão do Rio Branco',
        numero: '85',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75020000',
      },
    },
    filhos: [
      { nome: 'Bruno Chaves Moura', dataNascimento: '1985-02-10', menor: false },
      { nome: 'Lais Chaves Moura', dataNascimento: '1988-06-05', menor: false },
    ],
    testamenteiros: [{ nome: 'Bruno Chaves Moura' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: lurdesW,
  },
});

export const TRYOUT_WITNESS: readonly Story[] = [neide, osmar, lurdes];
