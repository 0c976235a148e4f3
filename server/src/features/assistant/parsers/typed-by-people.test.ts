import { describe, expect, it } from 'vitest';
import { readFacts } from './index.ts';

const today = '2026-11-25';
const read = (message: string) => readFacts(message, { today });

/** Messages invented in the spirit of the four conversations: regions, ages, typing habits. */
describe('messages typed by people from many places', () => {
  it('reads birthplace and home from a gaúcho', () => {
    expect(
      read('bah, sou gaúcho de Santa Maria, moro em Porto Alegre faz uns 30 anos').places,
    ).toEqual([
      { cidade: 'Santa Maria', uf: 'RS', about: 'naturalidade' },
      { cidade: 'Porto Alegre', uf: 'RS', about: 'residencia' },
    ]);
  });
  it('reads a cearense introducing herself', () => {
    const facts = read(
      'eu me chamo Francisca das Chagas Sousa, sou do Crato, Ceará, agricultora aposentada',
    );
    expect(facts.nome).toBe('Francisca das Chagas Sousa');
    expect(facts.places).toEqual([{ cidade: 'Crato', uf: 'CE', about: 'naturalidade' }]);
  });
  it('reads the partner said after the regime, with the accents typed', () => {
    expect(
      read('casada no regime de comunhão universal, desde 1979, com o Sr. Antônio Ferreira')
        .civilStatus,
    ).toEqual({
      estadoCivil: 'casado',
      regime: 'comunhao_universal',
      desdeAno: 1979,
      parceiro: 'Antônio Ferreira',
    });
  });
  it('reads unions and their absence', () => {
    expect(read('vivo maritalmente com o Edson há 15 anos, sem papel').civilStatus).toMatchObject({
      estadoCivil: 'uniao_estavel',
      parceiro: 'Edson',
    });
    expect(read('não sou casada e nem tenho companheiro').civilStatus).toEqual({
      semParceiro: true,
    });
    expect(
      read('casado pela segunda vez, com separação obrigatória, pois casei com 72 anos')
        .civilStatus,
    ).toEqual({ estadoCivil: 'casado', regime: 'separacao_obrigatoria' });
  });
  it('reads numbered lists, deaths and the rest of a list', () => {
    expect(
      read('meus filhos: 1) Ana Clara, 15 anos 2) João Miguel, 12 anos').people.map((p) => [
        p.nome,
        p.idade,
      ]),
    ).toEqual([
      ['Ana Clara', 15],
      ['João Miguel', 12],
    ]);
    expect(
      read(
        'tive 4 filhos mas o Wellington faleceu em 2019, os outros são Kelly, Jefferson e Wanderson',
      ).people.map((p) => [p.nome, p.relacao, p.falecido]),
    ).toEqual([
      ['Wellington', 'filho', true],
      ['Kelly', 'filho', undefined],
      ['Jefferson', 'filho', undefined],
      ['Wanderson', 'filho', undefined],
    ]);
    expect(
      read('sim tenho netos, a Yasmin e o Davi, filhos do Wellington q faleceu').people,
    ).toEqual([
      { nome: 'Yasmin', relacao: 'neto', sexo: 'feminino' },
      { nome: 'Davi', relacao: 'neto', sexo: 'masculino' },
    ]);
    expect(read('nao tenho filhos, so um cachorro, o Bob').people).toEqual([]);
  });
  it('reads shares to godchildren, institutions and a granddaughter', () => {
    expect(
      read(
        'quero deixar 20% pra minha afilhada Ana Beatriz e 30% pra instituição APAE de Uberlândia',
      ).shares,
    ).toEqual([
      { para: 'Ana Beatriz', percentual: 20, base: 'total' },
      { para: 'Instituição Apae de Uberlândia', percentual: 30, base: 'total' },
    ]);
    expect(
      read('quero que minha parte disponível vá toda para a minha neta Yasmin').shares,
    ).toEqual([{ para: 'Yasmin', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' }]);
  });
  it('reads gifts, and an address inside a gift is not where they live', () => {
    expect(read('as minhas joias vão pra minha nora').gifts).toEqual([
      { tipo: 'joia', descricao: 'as minhas joias', para: 'minha nora' },
    ]);
    const house = read('minha parte da casa da Rua das Acácias 55 fica pra minha filha');
    expect(house.gifts).toHaveLength(1);
    expect(house.address).toBeUndefined();
  });
  it.each([
    [
      'rua das flores 123 ap 12 bloco b jardim america goiania',
      { logradouro: 'rua das flores', numero: '123', bairro: 'jardim america', cidade: 'Goiânia' },
    ],
    [
      'Av. Sete de Setembro, nº 1500, apto 302 – Barra – Salvador/BA – 40130-001',
      { logradouro: 'Av. Sete de Setembro', numero: '1500', bairro: 'Barra', cidade: 'Salvador' },
    ],
    [
      'SHIN QI 5 conjunto 8 casa 12, Lago Norte, Brasília DF 71505-085',
      { bairro: 'Lago Norte', cidade: 'Brasília', uf: 'DF', cep: '71505085' },
    ],
    [
      'Rua Padre Anchieta 300, Centro, Jundiaí - SP',
      { logradouro: 'Rua Padre Anchieta', numero: '300', bairro: 'Centro', cidade: 'Jundiaí' },
    ],
  ])('reads the address "%s"', (message, expected) => {
    expect(read(message).address).toMatchObject(expected);
  });
  it.each([
    ['não, tá errado, o nome certo é Josefa', { campo: 'nome', novo: 'Josefa' }],
    [
      'minha filha se chama Maria Eduarda, não Maria Luiza',
      { campo: 'nome', novo: 'Maria Eduarda', antigo: 'Maria Luiza' },
    ],
    [
      'troca o Pedro pelo Paulo nas testemunhas',
      { campo: 'pessoa', antigo: 'Pedro', novo: 'Paulo' },
    ],
    ['nao nao, o regime é comunhao universal', { campo: 'regime', novo: 'comunhao universal' }],
    ['o cep está errado, é 74030-060', { campo: 'cep', novo: '74030-060' }],
  ])('reads the correction "%s"', (message, expected) => {
    expect(read(message).corrections).toEqual([expected]);
    expect(read(message).yesNo).toBeUndefined();
  });
  it('reads the speaker, their age and status; a greeting is not a question', () => {
    expect(
      read('sou o Pedro Álvares, tenho 67 anos, sou viúvo e tenho 3 filhos adultos'),
    ).toMatchObject({
      nome: 'Pedro Álvares',
      idade: 67,
      civilStatus: { estadoCivil: 'viuvo' },
    });
    expect(read('oi, tudo bem? quero fazer meu testamento').pergunta).toBeUndefined();
  });
  it.each(['claro que sim', 'pode sim, tá ótimo', 'tá certo, pode seguir', 'ss'])(
    '"%s" is yes',
    (message) => expect(read(message).yesNo).toBe(true),
  );
});
