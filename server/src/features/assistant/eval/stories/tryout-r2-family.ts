/**
 * Round 2 (set 7) family answers: a spouse and children pasted as "Nome completo: … / CPF: …"
 * forms at the questions about them, the partner's children told beside one's own ("o marcos tem
 * a larissa de antes, esses sao dele"), and a sentence after "minha fia" that is no name.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const list = (rows: readonly [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

const helgaCpf = cpfFrom('417382956');
const wernerCpf = cpfFrom('528493067');
const helgaW = [
  witness('Osmar Luiz Tillmann', '639504178', '1966-04-04'),
  witness('Ingrid Beatriz Raabe', '740615289', '1977-09-19'),
  witness('Cristiano Ludwig Hass', '851726390', '1984-12-12'),
];
/** Everything about a person pasted as a form, with fields the will does not keep for them. */
export const helgaColaFichas = story({
  id: 'helga-rs-cola-fichas',
  who: {
    age: 58,
    region: 'Novo Hamburgo/RS',
    typing: 'formal; cola os dados de cada pessoa como ficha "Campo: valor"',
    family: 'casada em comunhão parcial; um filho adulto; o marido testamenteiro',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Helga Schneider Kunz',
    sexo: 'mulher',
    cpf: formatCpf(helgaCpf),
    nascimento: '02/06/1968',
    naturalidade: 'Novo Hamburgo/RS',
    nacionalidade: 'brasileira',
    profissao: 'contadora',
    endereco: 'Rua Bento Gonçalves, 1500, Centro, Novo Hamburgo/RS, CEP 93510-002',
    estado_civil: 'casada',
    conjuge_nome: list([
      ['Nome completo', 'Werner Kunz'],
      ['CPF', formatCpf(wernerCpf)],
      ['Data de nascimento', '11/01/1965'],
      ['Profissão', 'metalúrgico aposentado'],
      ['Telefone', '(51) 99876-5432'],
    ]),
    regime: 'comunhão parcial',
    filhos: list([
      ['Nome', 'Otto Schneider Kunz'],
      ['Data nasc.', '23/07/1995'],
      ['Profissão', 'engenheiro'],
    ]),
    filhos_menores: 'nenhum',
    bens_particulares: 'não',
    heranca: 'nenhum',
    testamenteiro: list([
      ['Nome completo', 'Werner Kunz'],
      ['CPF', formatCpf(wernerCpf)],
      ['Parentesco', 'marido'],
    ]),
    forma: 'particular',
    testemunhas: typeWitnesses(helgaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Helga Schneider Kunz',
      cpf: helgaCpf,
      dataNascimento: '1968-06-02',
      naturalidade: 'Novo Hamburgo/RS',
      nacionalidade: 'brasileira',
      profissao: 'contadora',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Bento Gonçalves',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Novo Hamburgo',
        uf: 'RS',
        cep: '93510002',
      },
    },
    conjuge: { nome: 'Werner Kunz', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [{ nome: 'Otto Schneider Kunz', dataNascimento: '1995-07-23', menor: false }],
    testamenteiros: [{ nome: 'Werner Kunz' }],
    forma: 'particular',
    local: { cidade: 'Novo Hamburgo', uf: 'RS' },
    testemunhas: helgaW,
  },
});

const cidaCpf = cpfFrom('962837401');
const cidaW = [
  witness('Geraldo Antônio Reis', '173948512', '1962-03-03'),
  witness('Vânia Lúcia Prado', '284059623', '1975-10-10'),
  witness('Wagner Souza Lima', '395160734', '1988-01-21'),
];
/** "minha fia me falou desse site"; the partner's children told beside her own. */
export const cidaMineiraEnteados = story({
  id: 'cida-mg-fia-falou-enteados',
  who: {
    age: 63,
    region: 'Divinópolis/MG',
    typing: 'mineirês, minúsculas, conta de quem é cada filho',
    family: 'solteira, um filho adulto; o namorado tem filhos de antes, que não são dela',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    proprio: 'sim, é pra mim. minha fia me falou desse trem aqui',
    nome: 'maria aparecida fonseca',
    sexo: 'mulher',
    cpf: formatCpf(cidaCpf),
    nascimento: '05/05/1963',
    naturalidade: 'divinopolis mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua goias 250 centro divinopolis mg cep 35500-001',
    estado_civil: 'solteira',
    filhos:
      'tenho 1 só, o tiago fonseca moreira, de 12/12/1990. o jair tem a bruna e o caio de antes, mas esses sao dele',
    filhos_menores: 'nenhum',
    heranca: 'nenhum',
    testamenteiro: 'pular',
    forma: 'particular',
    testemunhas: typeWitnesses(cidaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Maria Aparecida Fonseca',
      cpf: cidaCpf,
      dataNascimento: '1963-05-05',
      naturalidade: 'Divinópolis/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '250',
        bairro: 'Centro',
        cidade: 'Divinópolis',
        uf: 'MG',
        cep: '35500001',
      },
    },
    filhos: [{ nome: 'Tiago Fonseca Moreira', dataNascimento: '1990-12-12', menor: false }],
    forma: 'particular',
    local: { cidade: 'Divinópolis', uf: 'MG' },
    testemunhas: cidaW,
  },
});

export const TRYOUT_R2_FAMILY = [helgaColaFichas, cidaMineiraEnteados];
