import { describe, expect, it } from 'vitest';
import { FOUR_CONVERSATIONS } from './four-conversations.fixture.ts';
import { isPlausibleName, readFacts } from './index.ts';

const today = '2026-11-25';

/** Every name a real person of these conversations has (accents as in their facts). */
const REAL_PEOPLE = new Set(
  [
    'Ana Paula Ferreira Souza',
    'Carlos Eduardo Souza',
    'Carlos',
    'Lucas Ferreira Souza',
    'Lucas',
    'Beatriz Ferreira Souza',
    'Beatriz',
    'Mariana Ferreira Lima',
    'Rogério Tavares Nunes',
    'Priscila Moura Campos',
    'Fábio Henrique Dias',
    'João Batista dos Santos',
    'Maria Aparecida Oliveira',
    'Cida',
    'Jessica Santos',
    'Pedro Henrique Oliveira dos Santos',
    'Josue Batista dos Santos',
    'Valdir Souza Ramos',
    'Edneia Cruz Pereira',
    'Marcos Antonio Lima',
    'Paulo Henrique Barbosa',
    'Regina',
    'Diego',
    'Diego Barbosa',
    'Juliana Barbosa Freitas',
    'Wagner Luís Teixeira',
    'Cristina Ramos Aguiar',
    'Marcelo Duarte Vianna',
    'Sebastiao Ferreira Lima',
    'Benedita',
    'Benedita Alves Lima',
    'Rosa',
    'Rosa Maria Lima',
    'Jose Carlos Lima',
    'Geraldo Pires da Mota',
    'Aparecida Nunes Queiroz',
    'Osmar Ribeiro Lopes',
  ].map((name) => name.toLowerCase()),
);

describe('the four conversations, message by message', () => {
  for (const [person, messages] of Object.entries(FOUR_CONVERSATIONS)) {
    it(`${person}: every name read is a real person of the conversation`, () => {
      for (const message of messages) {
        const facts = readFacts(message, { today });
        const names = [
          ...facts.people.map((p) => p.nome),
          ...facts.witnesses.map((w) => w.nome),
          facts.nome,
        ].filter((name): name is string => Boolean(name));
        for (const name of names) {
          expect(isPlausibleName(name), `${name} in "${message}"`).toBe(true);
          expect(REAL_PEOPLE.has(name.toLowerCase()), `${name} in "${message}"`).toBe(true);
        }
      }
    });
  }

  it('reads what each key sentence says', () => {
    const read = (message: string) => readFacts(message, { today });
    expect(read('Sou paulistana, nasci aqui em São Paulo mesmo').places[0]).toEqual({
      cidade: 'São Paulo',
      uf: 'SP',
      about: 'naturalidade',
    });
    expect(read('feira de santana na bahia').places[0]).toMatchObject({
      cidade: 'Feira de Santana',
      uf: 'BA',
    });
    expect(read('inhumas goias').places[0]).toMatchObject({ cidade: 'Inhumas', uf: 'GO' });
    expect(read('14 de fevereiro de 45').dataNascimento).toBe('1945-02-14');
    expect(read('22/8/75').dataNascimento).toBe('1975-08-22');
    expect(read('101 234 568 86').cpf).toBe('10123456886');
    expect(
      read('no papel sou solteiro mas moro junto com a Cida há 10 anos').civilStatus,
    ).toMatchObject({ estadoCivil: 'uniao_estavel', parceiro: 'Cida' });
    expect(
      read('sei nao. casamo no civil e na igreja em 68, nao fizemo papel nenhum').civilStatus,
    ).toEqual({ estadoCivil: 'casado', desdeAno: 1968 });
    expect(read('quero deixar essa parte toda pra cida, pra ela ficar amparada').shares).toEqual([
      { para: 'Cida', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
    expect(read('nao sei porcentage. td q eu puder pra rosa').shares).toEqual([
      { para: 'Rosa', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
    expect(read('Está sim, é o Carlos, meu marido.').yesNo).toBe(true);
    expect(read('Concorda, a gente já conversou sobre isso.').yesNo).toBe(true);
    expect(read('ta bom pode fazer').yesNo).toBe(true);
    expect(read('Sim, Rio de Janeiro').places[0]).toMatchObject({
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    });
    expect(read('rua 24 n 315 setor central goiania go cep 74030060').address).toMatchObject({
      logradouro: 'rua 24',
      numero: '315',
      cidade: 'Goiânia',
      uf: 'GO',
      cep: '74030060',
    });
    expect(read('Então, com esse testamento, o Diego fica sem nada, certo?').pergunta).toBe(true);
  });
});
