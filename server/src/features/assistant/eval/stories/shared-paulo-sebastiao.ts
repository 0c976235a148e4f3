/**
 * The four conversations of ../shared/assistant/conversations, ported by topic: each answer is
 * what the person typed when asked that topic, in order. Messages that only reacted to a wrong
 * reading of the old assistant ("Espera, 'Que Eu Em' não é meu filho!") are left out: a
 * keyed story cannot know when a wrong reading happens, and the checker finds those readings.
 */
import { story } from '../story.ts';
import { witness } from './common.ts';

const pauloWitnesses = [
  witness('Wagner Luís Teixeira', '125369407', '1957-02-11'),
  witness('Cristina Ramos Aguiar', '236470518', '1966-08-30'),
  witness('Marcelo Duarte Vianna', '347581629', '1971-04-16'),
];

export const paulo = story({
  id: 'paulo-rj-viuvo-deserdar',
  who: {
    age: 68,
    region: 'Rio de Janeiro/RJ',
    typing: 'magoado, enfático, frases completas',
    family: 'viúvo, 2 filhos adultos, quer deserdar o que o agrediu',
  },
  today: '2026-11-20',
  answers: {
    proprio: [
      'Sim. Antes de começar: eu quero deserdar meu filho Diego. Ele me agrediu em 2023, tem boletim de ocorrência. Dá pra fazer isso aqui?',
      'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      'Sim',
    ],
    nome: 'Paulo Henrique Barbosa',
    cpf: '904.258.396-72',
    nascimento: '25/05/1958',
    naturalidade: 'Niterói, RJ',
    profissao: 'Comerciante aposentado',
    endereco: 'Rua Conde de Bonfim, 890, apto 201, Tijuca, Rio de Janeiro/RJ, CEP 20520-054',
    capacidade: 'Nenhuma',
    anteriores: 'Não',
    estado_civil: 'Viúvo. A Regina faleceu em 2021.',
    filhos: [
      'Diego Barbosa, 17/01/1985 (é o que me agrediu)\nJuliana Barbosa Freitas, 08/08/1988',
      'Diego Barbosa, 17/01/1985\nJuliana Barbosa Freitas, 08/08/1988',
    ],
    heranca: [
      '100% para a Juliana Barbosa Freitas. O Diego não deve receber nada.',
      '50% para a Juliana Barbosa Freitas',
    ],
    legados: 'Não',
    substitutos: 'Não',
    clausulas: 'Não',
    testamenteiro: ['Minha filha, Juliana Barbosa Freitas', 'Juliana Barbosa Freitas'],
    desejos:
      'Quero que fique escrito: deserdo meu filho Diego Barbosa porque ele me agrediu fisicamente em março de 2023 (art. 1.962, I do Código Civil).',
    deserdacao_causa: 'Agressão física',
    forma: 'Particular',
    testemunhas:
      'Wagner Luís Teixeira, 125.369.407-99, 11/02/1957, Rua Haddock Lobo, 200, Tijuca, Rio de Janeiro/RJ\nCristina Ramos Aguiar, 236.470.518-53, 30/08/1966, Rua Uruguai, 380, apto 101, Tijuca, Rio de Janeiro/RJ, CEP 20510-060\nMarcelo Duarte Vianna, 347.581.629-64, 16/04/1971, Rua Conde de Bonfim, 1000, Tijuca, Rio de Janeiro/RJ',
    testemunhas_parentes: 'Não',
    local: 'Sim, Rio de Janeiro',
    revisao: [
      'Então, com esse testamento, o Diego fica sem nada, certo?',
      'o que é legítima?',
      'sim',
    ],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'Sim. Antes de começar: eu quero deserdar meu filho Diego. Ele me agrediu em 2023, tem boletim de ocorrência. Dá pra fazer isso aqui?',
      expect: /deserda/i,
      why: 'explain disinheritance honestly',
    },
    {
      say: 'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      expect: /dispon[ií]vel|metade|50\s?%/i,
      why: 'the most he can leave his daughter',
    },
    {
      say: '100% para a Juliana Barbosa Freitas. O Diego não deve receber nada.',
      expect: /leg[ií]tima|25\s?%/i,
      why: 'Diego keeps his part of the legítima',
    },
    {
      say: 'Então, com esse testamento, o Diego fica sem nada, certo?',
      expect: /25\s?%/,
      why: 'Diego keeps 25%',
    },
    { say: 'o que é legítima?', expect: /leg[ií]tima [eé]/i, why: 'explain the legítima' },
  ],
  facts: {
    testador: {
      nome: 'Paulo Henrique Barbosa',
      cpf: '90425839672',
      dataNascimento: '1958-05-25',
      naturalidade: 'Niterói/RJ',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Conde de Bonfim',
        numero: '890',
        complemento: 'apto 201',
        bairro: 'Tijuca',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        cep: '20520054',
      },
    },
    filhos: [
      { nome: 'Diego Barbosa', dataNascimento: '1985-01-17', menor: false },
      { nome: 'Juliana Barbosa Freitas', dataNascimento: '1988-08-08', menor: false },
    ],
    heranca: [{ beneficiario: 'Juliana Barbosa Freitas', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Juliana Barbosa Freitas' }],
    desejos: {},
    forma: 'particular',
    local: { cidade: 'Rio de Janeiro', uf: 'RJ' },
    testemunhas: pauloWitnesses,
  },
});

const sebastiaoWitnesses = [
  witness('Geraldo Pires da Mota', '145678903', '1950-10-10'),
  witness('Aparecida Nunes Queiroz', '156789014', '1955-04-04'),
  witness('Osmar Ribeiro Lopes', '167890125', '1962-02-02'),
];

export const sebastiao = story({
  id: 'sebastiao-go-81-universal',
  who: {
    age: 81,
    region: 'Goiânia/GO',
    typing: 'minúsculas, sem acento, erros, abreviações',
    family: 'casado desde 1968 sem pacto, 2 filhos adultos',
  },
  today: '2026-11-20',
  answers: {
    proprio: [
      'boa tarde. sim sou eu mesmo q to fazendo meu testamneto, minha filha q me ajudou a entra aqui',
      'sim',
    ],
    nome: 'sebastiao ferreira lima',
    cpf: '101 234 568 86',
    nascimento: ['14 de fevereiro de 45', '14/02/1945'],
    naturalidade: 'inhumas goias',
    profissao: 'lavrador aposentado',
    endereco: [
      'rua 24 n 315 setor central goiania go cep 74030060',
      'rua 24, 315, setor central, goiania go, cep 74030060',
    ],
    capacidade: 'nao, so uso oculos pra ler',
    anteriores: 'naum',
    estado_civil: 'casado com a benedita desde 1968',
    conjuge_nome: 'benedita alves lima',
    regime: ['sei nao. casamo no civil e na igreja em 68, nao fizemo papel nenhum', 'nao sei'],
    casamento_data: '1968, sem pacto nenhum',
    bens_particulares: 'nao',
    filhos: [
      'tenho 2 fio, a rosa maria lima q nasceu 5/5/69 e o jose carlos lima de 9/9/72',
      'rosa maria lima 5/5/69\njose carlos lima 9/9/72',
    ],
    heranca: [
      'a parte q eu posso dar quero q fica pra rosa q cuida de mim e da benedita',
      'nao sei porcentage. td q eu puder pra rosa',
      'a metade pra rosa maria lima',
    ],
    legados: 'nao',
    substitutos: 'nao',
    clausulas: 'nao precisa',
    testamenteiro: 'a rosa',
    desejos: 'quero ser enterrado em inhumas junto dos meus pai',
    forma: 'o particular q e mais facil',
    testemunhas:
      'geraldo pires da mota 14567890310 10/10/1950\naparecida nunes queiroz 15678901486 4/4/1955\nosmar ribeiro lopes 16789012532 2/2/1962',
    testemunhas_parentes: 'nao sao vizinho',
    local: 'sim aqui em goiania',
    revisao: ['ta bom pode fazer', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Sebastião Ferreira Lima',
      cpf: '10123456886',
      dataNascimento: '1945-02-14',
      naturalidade: 'Inhumas/GO',
      nacionalidade: 'brasileiro',
      profissao: 'lavrador aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua 24',
        numero: '315',
        bairro: 'Setor Central',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74030060',
      },
    },
    conjuge: { nome: 'Benedita Alves Lima', tipo: 'casamento', regimeBens: 'comunhao_universal' },
    filhos: [
      { nome: 'Rosa Maria Lima', dataNascimento: '1969-05-05', menor: false },
      { nome: 'José Carlos Lima', dataNascimento: '1972-09-09', menor: false },
    ],
    heranca: [{ beneficiario: 'Rosa Maria Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Rosa Maria Lima' }],
    desejos: { funeral: 'quero ser enterrado em Inhumas junto dos meus pais' },
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: sebastiaoWitnesses,
  },
});
