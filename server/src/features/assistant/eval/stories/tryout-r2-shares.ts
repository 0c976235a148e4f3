/**
 * Shares and gifts at the shares question (issue 18, set 7): the rest left to the law with one
 * gift after it ("o resto segue a lei, mas a moto quero deixar pro meu sobrinho"), everything
 * equal to the two children said by their count ("pras duas igual, metade pra cada"), which is
 * the law when they are the only heirs, and a gift said to be the couple's in the person's words
 * ("comprei depois de juntar com ela, é dos dois").
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const keila = cpfFrom('318274659');
const keilaW = [
  witness('Rosângela Pires Moura', '429385760', '1975-02-14'),
  witness('Edvaldo Santana Reis', '530496871', '1969-11-03'),
  witness('Priscila Barros Nunes', '641507982', '1990-06-22'),
];
/** A widowed mother: everything to her two daughters, equally, said by their count. */
const keilaPrasDuas = story({
  id: 'tryout-r2shares-keila-go-pras-duas-igual',
  who: {
    age: 52,
    region: 'Anápolis/GO',
    typing: 'rápida, sem acento, abreviações (q, tb)',
    family: 'viúva, duas filhas adultas; tudo igual pras duas (a lei)',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'keila cristina bastos',
    cpf: formatCpf(keila),
    nascimento: '09/08/1974',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua 14 de julho 455 centro anapolis go 75020-410',
    estado_civil: 'viuva',
    sexo: 'feminino',
    filhos: 'tainara bastos ferreira 02/03/1996\nlorena bastos ferreira 30/10/1999',
    filhos_menores: 'nenhuma',
    pais: 'falecidos',
    heranca:
      'tudo q eu tenho é a casa e um dinheirinho, quero q fique pras duas igual, metade pra cada',
    testamenteiro: 'a tainara',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(keilaW, 'plain'),
  },
  facts: {
    testador: {
      nome: 'Keila Cristina Bastos',
      cpf: keila,
      dataNascimento: '1974-08-09',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua 14 de Julho',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75020410',
      },
    },
    filhos: [
      { nome: 'Tainara Bastos Ferreira', dataNascimento: '1996-03-02', menor: false },
      { nome: 'Lorena Bastos Ferreira', dataNascimento: '1999-10-30', menor: false },
    ],
    heranca: [],
    legados: [],
    testamenteiros: [{ nome: 'Tainara Bastos Ferreira' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: keilaW,
  },
});

const joel = cpfFrom('752194836');
const joelW = [
  witness('Mauro Sérgio Teixeira', '863205947', '1961-01-19'),
  witness('Cleide Aparecida Rocha', '974316058', '1970-09-08'),
  witness('Wesley Gonçalves Prado', '185427169', '1988-04-27'),
];
/** A widower: the rest to the law, only his motorcycle to a nephew, said in the same sentence. */
const joelRestoSegueALei = story({
  id: 'tryout-r2shares-joel-mg-resto-segue-a-lei-moto',
  who: {
    age: 66,
    region: 'Uberlândia/MG',
    typing: 'frases longas, sem acento',
    family: 'viúvo, um filho adulto; o resto pela lei, a moto pro sobrinho',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'joel batista amaral',
    cpf: formatCpf(joel),
    nascimento: '21/05/1960',
    naturalidade: 'uberlandia mg',
    nacionalidade: 'brasileiro',
    profissao: 'mecanico aposentado',
    endereco: 'rua goias 880 centro uberlandia mg 38400-027',
    estado_civil: 'viuvo',
    sexo: 'masculino',
    filhos: 'rafael batista amaral 14/12/1985',
    filhos_menores: 'nenhum',
    pais: 'falecidos',
    heranca:
      'o resto segue a lei, mas a minha moto eu quero deixar pro meu sobrinho caio henrique batista, ele que me ajuda na oficina',
    legados_valor: 'a moto uns 15 mil. tudo junto uns 400 mil',
    testamenteiro: 'o rafael',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(joelW, 'plain'),
  },
  covers: { heranca: ['legados'] },
  facts: {
    testador: {
      nome: 'Joel Batista Amaral',
      cpf: joel,
      dataNascimento: '1960-05-21',
      naturalidade: 'Uberlândia/MG',
      nacionalidade: 'brasileiro',
      profissao: 'mecânico aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '880',
        bairro: 'Centro',
        cidade: 'Uberlândia',
        uf: 'MG',
        cep: '38400027',
      },
    },
    filhos: [{ nome: 'Rafael Batista Amaral', dataNascimento: '1985-12-14', menor: false }],
    heranca: [],
    legados: [{ beneficiario: 'Caio Henrique Batista', descricao: 'a minha moto' }],
    testamenteiros: [{ nome: 'Rafael Batista Amaral' }],
    forma: 'particular',
    local: { cidade: 'Uberlândia', uf: 'MG' },
    testemunhas: joelW,
  },
});

export const TRYOUT_R2_SHARES = [keilaPrasDuas, joelRestoSegueALei];
