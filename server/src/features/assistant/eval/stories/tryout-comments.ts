/**
 * New people who say something about the person they name ("meu sobrinho, tarcisio mendonca
 * leitao. ele mora perto, sempre me ajudou"), type witnesses' addresses without the city, and
 * type names without their accents ("tarcisio", "mauricio", "nubia").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type Story } from '../story.ts';
import { br, quiet, witness } from './common.ts';

const joaquimCpf = cpfFrom('712839460');
const joaquimW = [
  witness('Maurício Lemos Farias', '723940571', '1965-04-09'),
  witness('Núbia Helena Barros', '734051682', '1970-11-23'),
  witness('Otávio Ramos Pereira', '745162793', '1959-07-02'),
];
const joaquimStreets = ['Rua da Aurora 320, Boa Vista', 'rua do hospicio 88, boa vista', ''];
const joaquim = story({
  id: 'joaquim-pe-sobrinho-com-comentario',
  who: {
    age: 74,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento; comenta depois dos nomes',
    family: 'viúvo; dois filhos adultos; sobrinho testamenteiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'joaquim barros leitao',
    cpf: formatCpf(joaquimCpf),
    nascimento: '14/03/1952',
    naturalidade: 'recife pe',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante aposentado',
    endereco: 'rua da soledade 150, boa vista, recife/pe, 50070-040',
    estado_civil: 'viuvo',
    filhos: 'dois: andre barros leitao 02/05/1978 e lucia barros leitao 19/09/1981',
    pais: 'nao',
    heranca: 'nenhum',
    testamenteiro:
      'meu sobrinho, tarcisio mendonca leitao. ele mora perto, sempre me ajudou, os meninos gostam dele',
    forma: 'particular',
    testemunhas: joaquimW
      .map((w, i) =>
        [w.nome.toLowerCase(), formatCpf(w.cpf), br(w.dataNascimento), joaquimStreets[i]]
          .filter(Boolean)
          .join(', '),
      )
      .join('\n'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Joaquim Barros Leitão',
      cpf: joaquimCpf,
      dataNascimento: '1952-03-14',
      naturalidade: 'Recife/PE',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua da Soledade',
        numero: '150',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50070040',
      },
    },
    filhos: [
      { nome: 'André Barros Leitão', dataNascimento: '1978-05-02', menor: false },
      { nome: 'Lúcia Barros Leitão', dataNascimento: '1981-09-19', menor: false },
    ],
    testamenteiros: [{ nome: 'Tarcísio Mendonça Leitão' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: joaquimW,
  },
});

const rayaneCpf = cpfFrom('756273804');
const rayaneW = [
  witness('Cátia Nogueira Prado', '767384915', '1980-02-14'),
  witness('Ramão Ferreira Duarte', '778495026', '1975-06-30'),
  witness('Gisele Moura Antunes', '789506137', '1988-10-05'),
];
const rayane = story({
  id: 'rayane-ms-mae-solo-tutora-com-comentario',
  who: {
    age: 31,
    region: 'Dourados/MS',
    typing: 'celular, minúsculas, abreviações (c, q, tb); comenta depois do nome',
    family: 'solteira; um filho pequeno; a irmã como tutora',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'rayane duarte moura',
    cpf: formatCpf(rayaneCpf),
    nascimento: '08/01/1995',
    naturalidade: 'dourados ms',
    nacionalidade: 'brasileira',
    profissao: 'cabeleireira',
    endereco: 'rua monte alegre 455, jardim america, dourados ms, 79824-030',
    estado_civil: 'solteira, nunca casei',
    filhos: 'enzo duarte moura 03/07/2020, so ele',
    filhos_menores: 'ele e menor',
    pais: 'nao',
    heranca: 'nenhum',
    tutor: 'minha irma katia duarte moura, ela ja topou, conversamos ontem c calma',
    outro_genitor: 'nao, o pai dele faleceu',
    testamenteiro: 'a katia tb',
    forma: 'particular',
    testemunhas: rayaneW
      .map((w) => `${w.nome.toLowerCase()}, ${formatCpf(w.cpf)}, ${br(w.dataNascimento)}`)
      .join('\n'),
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Rayane Duarte Moura',
      cpf: rayaneCpf,
      dataNascimento: '1995-01-08',
      naturalidade: 'Dourados/MS',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Monte Alegre',
        numero: '455',
        bairro: 'Jardim América',
        cidade: 'Dourados',
        uf: 'MS',
        cep: '79824030',
      },
    },
    filhos: [{ nome: 'Enzo Duarte Moura', dataNascimento: '2020-07-03', menor: true }],
    tutela: { tutores: ['Kátia Duarte Moura'], outroGenitorVivo: false },
    testamenteiros: [{ nome: 'Kátia Duarte Moura' }],
    forma: 'particular',
    local: { cidade: 'Dourados', uf: 'MS' },
    testemunhas: rayaneW,
  },
});

export const TRYOUT_COMMENTS: readonly Story[] = [joaquim, rayane];
