/**
 * People named with talk around the name (held-out set 6): a son as executor by nickname and
 * first names with a comment after ("é o nosso Toninho, o Antônio Marcos, ele que entende"), the
 * tutor after "se eu e o Marcos faltar, quero q a livia fique com…" and described again ("a irmã
 * dela"), a substitute said as a sentence ("se a carla morrer antes … fica pro diego irmao dela");
 * a formal single mother ("Na ausência ou impedimento do genitor, nomeio…", "A mesma …", "No
 * lugar do Bruno a Helena …" without a comma); and a young father who names no tutor ("nao
 * precisa, a mae dela ta viva"), gives his guitar to "meu bff, caio…", and leaves it to the heirs
 * if the friend cannot take it.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const vaniaCpf = cpfFrom('613827459');
const vaniaW = [
  witness('Josefa Maria Cavalcante', '724938561', '1961-05-14'),
  witness('Cícero Ramos Bezerra', '835049672', '1970-09-02'),
  witness('Marluce Alves Barbosa', '946150783', '1968-01-27'),
];
/** Maceió: nickname and first names, a tutor after the parents' absence, a substitute in words. */
export const vaniaToninho = story({
  id: 'tryout-vania-al-toninho-livia',
  who: {
    age: 52,
    region: 'Maceió/AL',
    typing: 'minúsculas, sem acento, comenta cada pessoa que nomeia',
    family: 'casada, 3 filhos (uma menor); a casa da praia para a filha mais velha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'vania lucia teixeira',
    cpf: formatCpf(vaniaCpf),
    nascimento: '03/04/1974',
    naturalidade: 'maceio al',
    nacionalidade: 'brasileira',
    profissao: 'professora',
    endereco: 'rua jangadeiros alagoanos 820 ponta verde maceio al cep 57030-000',
    estado_civil: 'casada',
    conjuge_nome: 'marcos antonio lima teixeira',
    regime: 'comunhao parcial',
    casamento_data: '1996',
    filhos:
      'carla lima teixeira 15/02/1998\nantonio marcos lima teixeira 20/10/2000\nlivia lima teixeira 09/06/2014',
    pais: 'nao, os dois ja faleceram',
    heranca: 'nao, deixa como a lei manda',
    legados: 'a casa da praia de ipioca fica pra carla',
    legados_valor: 'a casa uns 400 mil, tudo uns 1 milhao e meio',
    legados_comum: 'e do casal',
    substitutos: 'se a carla morrer antes de mim a casa fica pro antonio marcos irmao dela',
    tutor:
      'se eu e o marcos faltar, quero q a livia fique com a carla, a irma dela, ela ja é casada e tem casa',
    testamenteiro: 'é o nosso Toninho, o Antonio Marcos, ele que entende de papelada',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(vaniaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Vânia Lúcia Teixeira',
      cpf: vaniaCpf,
      dataNascimento: '1974-04-03',
      naturalidade: 'Maceió/AL',
      nacionalidade: 'brasileira',
      profissao: 'professora',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Jangadeiros Alagoanos',
        numero: '820',
        bairro: 'Ponta Verde',
        cidade: 'Maceió',
        uf: 'AL',
        cep: '57030000',
      },
    },
    conjuge: {
      nome: 'Marcos Antônio Lima Teixeira',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [
      { nome: 'Carla Lima Teixeira', dataNascimento: '1998-02-15', menor: false },
      { nome: 'Antônio Marcos Lima Teixeira', dataNascimento: '2000-10-20', menor: false },
      { nome: 'Lívia Lima Teixeira', dataNascimento: '2014-06-09', menor: true },
    ],
    legados: [
      {
        beneficiario: 'Carla Lima Teixeira',
        descricao: 'a casa da praia de Ipioca',
        substituto: 'Antônio Marcos Lima Teixeira',
      },
    ],
    tutela: { tutores: ['Carla Lima Teixeira'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Antônio Marcos Lima Teixeira' }],
    forma: 'particular',
    local: { cidade: 'Maceió', uf: 'AL' },
    testemunhas: vaniaW,
  },
});

const helenaCpf = cpfFrom('482917365');
const helenaW = [
  witness('Otávio Augusto Ribeiro', '593028476', '1975-03-19'),
  witness('Sílvia Helena Moraes', '604139587', '1981-12-08'),
  witness('Renato Cardoso Lins', '715240698', '1977-06-30'),
];
/** Goiânia: legal words before the tutor, "a mesma" with her name, a substitute without a comma. */
export const helenaFormal = story({
  id: 'tryout-helena-go-genitor-a-mesma',
  who: {
    age: 44,
    region: 'Goiânia/GO',
    typing: 'formal, termos jurídicos, frases completas',
    family: 'solteira, um filho menor e um adulto; o relógio ao filho mais velho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Helena Cristina Azevedo Prates',
    cpf: formatCpf(helenaCpf),
    nascimento: '12/05/1982',
    naturalidade: 'Goiânia/GO',
    nacionalidade: 'brasileira',
    profissao: 'advogada',
    endereco: 'Rua 85, 410, Setor Sul, Goiânia/GO, CEP 74080-010',
    estado_civil: 'Solteira.',
    filhos: 'Bruno Azevedo Prates, 04/09/2003\nTiago Azevedo Prates, 18/01/2015',
    pais: 'Mãe viva, Lúcia Maria Azevedo Prates. Pai falecido.',
    heranca: 'Não, a lei.',
    legados: 'O relógio Omega do meu pai para o Bruno.',
    legados_valor: 'O relógio, cerca de R$ 20.000,00; o patrimônio, cerca de R$ 900.000,00.',
    substitutos: 'No lugar do Bruno a Lúcia Maria Azevedo Prates',
    tutor:
      'Na ausência ou impedimento do genitor, nomeio minha irmã, Cláudia Regina Azevedo Prates.',
    outro_genitor: 'Sim, o genitor é vivo.',
    testamenteiro: 'A mesma Cláudia Regina Azevedo Prates.',
    testamenteiro_premio: 'Não.',
    forma: 'Particular.',
    testemunhas: typeWitnesses(helenaW, 'br'),
  },
  facts: {
    testador: {
      nome: 'Helena Cristina Azevedo Prates',
      cpf: helenaCpf,
      dataNascimento: '1982-05-12',
      naturalidade: 'Goiânia/GO',
      nacionalidade: 'brasileira',
      profissao: 'advogada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua 85',
        numero: '410',
        bairro: 'Setor Sul',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74080010',
      },
    },
    filhos: [
      { nome: 'Bruno Azevedo Prates', dataNascimento: '2003-09-04', menor: false },
      { nome: 'Tiago Azevedo Prates', dataNascimento: '2015-01-18', menor: true },
    ],
    legados: [
      {
        beneficiario: 'Bruno Azevedo Prates',
        descricao: 'o relógio Omega do meu pai',
        substituto: 'Lúcia Maria Azevedo Prates',
      },
    ],
    tutela: { tutores: ['Cláudia Regina Azevedo Prates'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Cláudia Regina Azevedo Prates' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: helenaW,
  },
});

const caioCpf = cpfFrom('291746538');
const caioW = [
  witness('Leandro Silveira Duarte', '302857649', '1990-08-21'),
  witness('Priscila Nunes Garcia', '413968750', '1993-02-11'),
  witness('Rodrigo Alves Kummer', '524079861', '1988-11-05'),
];
/** Florianópolis: no tutor ("a mae dela ta viva"), a gift to "meu bff, …", back to the heirs. */
export const diegoBff = story({
  id: 'tryout-diego-sc-bff-violao',
  who: {
    age: 29,
    region: 'Florianópolis/SC',
    typing: 'minúsculas, gírias, palavras em inglês',
    family: 'solteiro, uma filha menor que mora com a mãe; o violão para o melhor amigo',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'diego fernandes kruger',
    cpf: formatCpf(caioCpf),
    nascimento: '17/07/1997',
    naturalidade: 'florianopolis sc',
    nacionalidade: 'brasileiro',
    profissao: 'designer',
    endereco: 'rua lauro linhares 1200 trindade florianopolis sc cep 88036-001',
    estado_civil: 'solteiro',
    filhos: 'sofia kruger mendes 22/03/2019',
    pais: 'os dois vivos',
    heranca: 'nao, pela lei',
    legados: 'meu violao takamine fica com o meu bff, caio henrique dutra. ele toca mto',
    legados_valor: 'o violao uns 5 mil, tudo uns 200 mil',
    substitutos: 'se o caio nao puder ficar com o violao fica pros herdeiros mesmo',
    tutor: 'nao precisa, a mae dela ta viva, a sofia fica com ela',
    testamenteiro: 'quero o rafa, o rafael fernandes kruger, meu irmao, ele é advogado',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(caioW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Diego Fernandes Kruger',
      cpf: caioCpf,
      dataNascimento: '1997-07-17',
      naturalidade: 'Florianópolis/SC',
      nacionalidade: 'brasileiro',
      profissao: 'designer',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Lauro Linhares',
        numero: '1200',
        bairro: 'Trindade',
        cidade: 'Florianópolis',
        uf: 'SC',
        cep: '88036001',
      },
    },
    filhos: [{ nome: 'Sofia Kruger Mendes', dataNascimento: '2019-03-22', menor: true }],
    legados: [{ beneficiario: 'Caio Henrique Dutra', descricao: 'o violão Takamine' }],
    testamenteiros: [{ nome: 'Rafael Fernandes Kruger' }],
    forma: 'particular',
    local: { cidade: 'Florianópolis', uf: 'SC' },
    testemunhas: caioW,
  },
});

export const TRYOUT_PEOPLE_REFS = [vaniaToninho, helenaFormal, diegoBff];
