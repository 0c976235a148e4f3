/**
 * From set 6: witnesses as people type them (a line that introduces them with a number, talk
 * around each one, a table with a header and "|" columns), a change of mind about the executor
 * said at the next question, a child's birth date corrected in passing by a grandchild typing for
 * the testator, and wishes with a message to someone and a remark about the funeral.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type Story } from '../story.ts';
import { br, quiet, witness } from './common.ts';

// 1. Widow, 83, Feira de Santana/BA: her granddaughter types in the third person.
const dirceCpf = cpfFrom('815204937');
const dirceW = [
  witness('Valdete Oliveira Campos', '826315048', '1959-02-14'),
  witness('Ednalva Ribeiro dos Anjos', '837426159', '1964-07-30'),
  witness('Josué Carneiro Lima', '848537260', '1970-11-03'),
];
const dirce = story({
  id: 'tryout-wc-dirce-ba-neta-vizinhas',
  who: {
    age: 83,
    region: 'Feira de Santana/BA',
    typing:
      'a neta digita na terceira pessoa, sem acento; corrige de passagem a data de um tio; apresenta as testemunhas com um número e fala de cada uma',
    family: 'viúva, 3 filhos adultos; tudo pela lei; a filha mais velha testamenteira',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'dirce carneiro de almeida',
    cpf: formatCpf(dirceCpf),
    nascimento: '12/01/1943',
    naturalidade: 'feira de santana ba',
    nacionalidade: 'brasileira',
    profissao: 'lavradora aposentada',
    endereco: 'rua sergipe 210, centro, feira de santana/ba, cep 44001-000',
    estado_civil: 'viuva',
    filhos:
      'ela tem 3 filhos: helena carneiro de almeida 05/05/1965, paulo carneiro de almeida 18/09/1968 e lucia carneiro de almeida 22/12/1972',
    pais: 'ja faleceram',
    heranca: 'como a lei manda',
    testamenteiro:
      'a helena, que é a mais velha. ah minha vo ta dizendo que o aniversario do tio paulo é 18/08 e nao 18/09, eu digitei errado',
    forma: 'particular',
    testemunhas: [
      'as testemunhas vao ser 3 vizinhos dela:',
      `valdete oliveira campos, cpf ${formatCpf(dirceW[0]!.cpf)}, nasceu ${br(dirceW[0]!.dataNascimento)}`,
      `a ednalva ribeiro dos anjos que mora do lado, cpf ${formatCpf(dirceW[1]!.cpf)}, nascida em ${br(dirceW[1]!.dataNascimento)}`,
      `josue carneiro lima, que é o marido da costureira, cpf ${formatCpf(dirceW[2]!.cpf)}, ${br(dirceW[2]!.dataNascimento)}`,
    ].join('\n'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  // A son's birth date, typed wrong with the children, corrected in passing at the executor.
  correctedLater: ['filhos'],
  facts: {
    testador: {
      nome: 'Dirce Carneiro de Almeida',
      cpf: dirceCpf,
      dataNascimento: '1943-01-12',
      naturalidade: 'Feira de Santana/BA',
      nacionalidade: 'brasileira',
      profissao: 'lavradora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Sergipe',
        numero: '210',
        bairro: 'Centro',
        cidade: 'Feira de Santana',
        uf: 'BA',
        cep: '44001000',
      },
    },
    filhos: [
      { nome: 'Helena Carneiro de Almeida', dataNascimento: '1965-05-05', menor: false },
      { nome: 'Paulo Carneiro de Almeida', dataNascimento: '1968-08-18', menor: false },
      { nome: 'Lúcia Carneiro de Almeida', dataNascimento: '1972-12-22', menor: false },
    ],
    testamenteiros: [{ nome: 'Helena Carneiro de Almeida' }],
    forma: 'particular',
    local: { cidade: 'Feira de Santana', uf: 'BA' },
    testemunhas: dirceW,
  },
});

// 2. Single man, 61, Juiz de Fora/MG: no heirs; changes the executor at the next question;
// pastes the witnesses as a table.
const valterCpf = cpfFrom('859648371');
const valterW = [
  witness('Renato Fonseca Diniz', '860759482', '1968-03-21'),
  witness('Sandra Lúcia Meireles', '871860593', '1972-09-09'),
  witness('Geraldo Magela Pires', '882971604', '1957-06-16'),
];
const valter = story({
  id: 'tryout-wc-valter-mg-troca-testamenteiro',
  who: {
    age: 61,
    region: 'Juiz de Fora/MG',
    typing:
      'formal e curto; muda de ideia sobre o testamenteiro na pergunta seguinte; cola as testemunhas como tabela',
    family: 'solteiro, sem filhos, pais falecidos; tudo para a irmã',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Valter Andrade Gomes',
    cpf: formatCpf(valterCpf),
    nascimento: '04/04/1965',
    naturalidade: 'Juiz de Fora/MG',
    nacionalidade: 'brasileiro',
    profissao: 'contador',
    endereco: 'Rua Halfeld, 800, apto 302, Centro, Juiz de Fora/MG, CEP 36010-002',
    estado_civil: 'solteiro',
    sexo: 'masculino',
    filhos: 'Não tenho.',
    pais: 'Ambos falecidos.',
    heranca: 'Tudo para minha irmã, Célia Andrade Gomes.',
    testamenteiro: 'Meu sobrinho, Rafael Gomes Teixeira.',
    testamenteiro_posse:
      'Não. Na verdade prefiro minha irmã como testamenteira, a Célia Andrade Gomes. O Rafael mora longe demais.',
    forma: 'Particular.',
    testemunhas: [
      'NOME | CPF | NASCIMENTO',
      ...valterW.map((w) => `${w.nome} | ${formatCpf(w.cpf)} | ${br(w.dataNascimento)}`),
    ].join('\n'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  // The executor is named, then changed at the next question.
  correctedLater: ['testamenteiro'],
  facts: {
    testador: {
      nome: 'Valter Andrade Gomes',
      cpf: valterCpf,
      dataNascimento: '1965-04-04',
      naturalidade: 'Juiz de Fora/MG',
      nacionalidade: 'brasileiro',
      profissao: 'contador',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Halfeld',
        numero: '800',
        complemento: 'apto 302',
        bairro: 'Centro',
        cidade: 'Juiz de Fora',
        uf: 'MG',
        cep: '36010002',
      },
    },
    heranca: [{ beneficiario: 'Célia Andrade Gomes', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Célia Andrade Gomes', posseBens: false }],
    forma: 'particular',
    local: { cidade: 'Juiz de Fora', uf: 'MG' },
    testemunhas: valterW,
    outrasPessoas: ['Rafael Gomes Teixeira'],
  },
});

// 3. Widow, 74, Pelotas/RS: a remark about the funeral and a message to her children in the
// wishes; the witnesses on one line with talk around them.
const gloriaCpf = cpfFrom('893082715');
const gloriaW = [
  witness('Neusa Terezinha Bica', '904193826', '1955-08-08'),
  witness('Ari Lopes Figueiró', '915204937', '1953-01-25'),
  witness('Marli Duarte Pacheco', '926315048', '1966-04-12'),
];
const gloria = story({
  id: 'tryout-wc-gloria-rs-recado-aos-filhos',
  who: {
    age: 74,
    region: 'Pelotas/RS',
    typing:
      'frases completas, com acento; fala das testemunhas numa frase só; deixa um recado aos filhos junto com o funeral',
    family: 'viúva, 2 filhos adultos; tudo pela lei',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'Glória Duarte Figueiró',
    cpf: formatCpf(gloriaCpf),
    nascimento: '30/06/1952',
    naturalidade: 'Pelotas/RS',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'Rua Félix da Cunha, 455, Centro, Pelotas/RS, CEP 96010-000',
    estado_civil: 'viúva',
    filhos: 'Dois: Ricardo Duarte Figueiró, 02/02/1976, e Cláudia Duarte Figueiró, 15/10/1979.',
    pais: 'Já faleceram.',
    heranca: 'Como a lei manda, metade pra cada um.',
    testamenteiro: 'O Ricardo.',
    desejos:
      'Quero ser cremada e que joguem as cinzas na Lagoa dos Patos. Nada de velório demorado. E quero deixar um recado pros meus filhos que a mãe sempre teve orgulho deles.',
    forma: 'particular',
    testemunhas: `São três amigas da igreja e um marido: a ${gloriaW[0]!.nome}, CPF ${formatCpf(gloriaW[0]!.cpf)}, nascida em ${br(gloriaW[0]!.dataNascimento)}, o ${gloriaW[1]!.nome}, que é o marido da Neusa, CPF ${formatCpf(gloriaW[1]!.cpf)}, nascido em ${br(gloriaW[1]!.dataNascimento)}, e a ${gloriaW[2]!.nome}, minha colega de escola, CPF ${formatCpf(gloriaW[2]!.cpf)}, nascida em ${br(gloriaW[2]!.dataNascimento)}`,
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Glória Duarte Figueiró',
      cpf: gloriaCpf,
      dataNascimento: '1952-06-30',
      naturalidade: 'Pelotas/RS',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Félix da Cunha',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Pelotas',
        uf: 'RS',
        cep: '96010000',
      },
    },
    filhos: [
      { nome: 'Ricardo Duarte Figueiró', dataNascimento: '1976-02-02', menor: false },
      { nome: 'Cláudia Duarte Figueiró', dataNascimento: '1979-10-15', menor: false },
    ],
    testamenteiros: [{ nome: 'Ricardo Duarte Figueiró' }],
    desejos: {
      funeral: 'ser cremada e que joguem as cinzas na Lagoa dos Patos. Nada de velório demorado',
      mensagens: ['para meus filhos: a mãe sempre teve orgulho deles'],
    },
    forma: 'particular',
    local: { cidade: 'Pelotas', uf: 'RS' },
    testemunhas: gloriaW,
  },
});

export const TRYOUT_WITNESS_CORRECTIONS: readonly Story[] = [dirce, valter, gloria];
