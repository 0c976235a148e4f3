import { describe, expect, it } from 'vitest';
import { completeWithCep, readTestatorAddress } from './address-answer.ts';
import { readLivingParents, readParents } from './parents-answer.ts';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { splitRelation } from '../parsers/names.ts';

const TODAY = '2026-11-25';

describe('the living parents, as people say them', () => {
  it('keeps the living one and leaves out the one who died', () => {
    expect(
      readLivingParents('minha mãe Josefa Medeiros é viva, tem 85 anos. meu pai já faleceu', TODAY),
    ).toEqual([{ grau: 'mae', nome: 'Josefa Medeiros' }]);
    expect(
      readLivingParents('Minha mãe já morreu, meu pai Manoel Nogueira Braga é vivo', TODAY),
    ).toEqual([{ grau: 'pai', nome: 'Manoel Nogueira Braga' }]);
  });

  it('reads both, in the order said, and none when both died', () => {
    expect(
      readLivingParents('meu pai e minha mãe são vivos: José Farias e Helena Mendes Farias', TODAY),
    ).toEqual([
      { grau: 'pai', nome: 'José Farias' },
      { grau: 'mae', nome: 'Helena Mendes Farias' },
    ]);
    expect(readLivingParents('Meus pais já são falecidos', TODAY)).toEqual([]);
  });
});

describe('the living parents, typed without "pai" and "mãe" or with their names apart', () => {
  it('takes both from "sim os dois" and two names, the woman\'s name as the mother\'s', () => {
    expect(readLivingParents('sim os dois, antonio pereira e rita pereira', TODAY)).toEqual([
      { grau: 'pai', nome: 'Antonio Pereira' },
      { grau: 'mae', nome: 'Rita Pereira' },
    ]);
    expect(readLivingParents('sim ambos: rita pereira e antônio pereira', TODAY)).toEqual([
      { grau: 'pai', nome: 'Antônio Pereira' },
      { grau: 'mae', nome: 'Rita Pereira' },
    ]);
  });

  it('keeps a living mother named after "tá viva", and never reads her as dead', () => {
    expect(readLivingParents('meu pai faleceu, minha mae ta viva, rita pereira', TODAY)).toEqual([
      { grau: 'mae', nome: 'Rita Pereira' },
    ]);
  });

  it('says which full names are missing, or asks who is who', () => {
    expect(readParents('sim, os dois vivos', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['pai', 'mae'],
    });
    expect(readParents('só minha mãe, maria', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['mae'],
    });
    expect(readParents('minha mae ta viva, meu pai nao', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['mae'],
    });
    expect(readParents('os dois, jose reis e darci reis', TODAY)).toEqual({
      ok: false,
      missing: 'quem',
    });
  });

  it.each([
    'Sim, o meu pai, Albano Gonçalves Amorim, e a minha mãe, Maria da Graça Ribeiro Amorim',
    'o meu pai, Albano Gonçalves Amorim, e a minha mãe, Maria da Graça Ribeiro Amorim',
    'sim meu pai albano goncalves amorim e minha mae maria da graca ribeiro amorim',
    'o pai albano goncalves amorim, a mae maria da graca ribeiro amorim',
    'Pai: Albano Gonçalves Amorim. Mãe: Maria da Graça Ribeiro Amorim',
    'meu pai é o albano goncalves amorim e minha mae é a maria da graca ribeiro amorim',
  ])('both parents named with "o meu pai, …, e a minha mãe, …": %s', (text) => {
    const read = readLivingParents(text, TODAY);
    expect(read?.map((p) => p.grau)).toEqual(['pai', 'mae']);
    expect(read?.map((p) => p.nome.toLowerCase())).toEqual([
      expect.stringMatching(/^albano gon[cç]alves amorim$/),
      expect.stringMatching(/^maria da gra[cç]a ribeiro amorim$/),
    ]);
  });

  it.each([
    'Meu pai e minha mãe já faleceram.',
    'meu pai e minha mae ja morreram',
    'minha mae e meu pai sao falecidos',
    'meu pai faleceu e minha mae tbm',
    'minha mãe já morreu e meu pai também',
  ])('"%s": both dead, no name asked', (text) =>
    expect(readParents(text, TODAY)).toEqual({ ok: true, parents: [] }),
  );

  it('in the interview: the parents are taken, or their full names asked for by who they are', () => {
    const upToParents = singlePersonUntil('pais');
    const both = play([...upToParents, 'sim os dois, antonio pereira e rita pereira']);
    expect(both.state.draft.ascendentes.map((a) => a.grau)).toEqual(['pai', 'mae']);
    expect(both.state.answered).toContain('pais');

    const noNames = play([...upToParents, 'sim, os dois vivos']);
    expect(noNames.last.replies.join('\n')).toContain(
      'Preciso do nome completo do seu pai e da sua mãe',
    );
    const onlyMother = play([...upToParents, 'só minha mãe, maria', 'mãe, Maria Souza']);
    expect(onlyMother.results.at(-2)?.replies.join('\n')).toContain(
      'Preciso do nome completo da sua mãe',
    );
    expect(onlyMother.state.draft.ascendentes).toEqual([
      { grau: 'mae', pessoaId: expect.any(String) as string },
    ]);
  });
});

describe("the testator's address, as people type it", () => {
  it('reads an address without commas and spells the street', () => {
    const r = readTestatorAddress('rua da gloria 45 liberdade salvador cep 40325000');
    expect(r).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua da Glória', numero: '45', cidade: 'Salvador', uf: 'BA' },
    });
  });

  it('keeps streets named by numbers and strips "Moro na"', () => {
    expect(
      readTestatorAddress('rua 7 de setembro 455 centro teresina pi cep 64000-040'),
    ).toMatchObject({ ok: true, endereco: { logradouro: 'Rua 7 de Setembro', numero: '455' } });
    expect(
      readTestatorAddress(
        'Moro na Rua Cardeal Arcoverde, 1250, apartamento 84, em Pinheiros, São Paulo, CEP 05407-002',
      ),
    ).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua Cardeal Arcoverde', bairro: 'Pinheiros' },
    });
  });

  it('without the CEP, keeps the rest and completes it with the CEP alone', () => {
    const r = readTestatorAddress(
      'rua doutor nilo peçanha 120 casa 2 estrela do norte sao goncalo rj',
    );
    expect(r.ok).toBe(false);
    if (r.ok || !r.semCep) throw new Error('expected the address without its CEP');
    expect(
      completeWithCep({ kind: 'endereco_cep', endereco: r.semCep }, '24440-000'),
    ).toMatchObject({
      cidade: 'São Gonçalo',
      uf: 'RJ',
      cep: '24440000',
    });
  });
});

describe('the living parents pasted as lines, or named after saying they are alive', () => {
  it('reads "Mãe: name (viva, 89 anos)" lines: the living mother kept, the dead father left out', () => {
    expect(
      readParents(
        'Mãe: Irena Kowalski (viva, 89 anos)\nPai: Estanislau Kowalski (falecido em 2011)',
        TODAY,
      ),
    ).toEqual({ ok: true, parents: [{ grau: 'mae', nome: 'Irena Kowalski' }] });
    expect(
      readLivingParents('pai: joao batista souza - vivo\nmae: maria souza, falecida', TODAY),
    ).toEqual([{ grau: 'pai', nome: 'Joao Batista Souza' }]);
    // A labelled line without a name still asks for it.
    expect(readParents('Mãe: viva\nPai: falecido', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['mae'],
    });
  });

  it('reads names after "meu pai e minha mae tao vivos," in that order', () => {
    expect(
      readLivingParents(
        'meu pai e minha mae tao vivos, ivo bortolini e marlene fatima bortolini',
        TODAY,
      ),
    ).toEqual([
      { grau: 'pai', nome: 'Ivo Bortolini' },
      { grau: 'mae', nome: 'Marlene Fatima Bortolini' },
    ]);
  });

  it('reads "o nome dela é …" and "pai falecido, mãe viva: …"', () => {
    expect(
      readLivingParents('minha mãe é viva, o nome dela é benedita aparecida brito', TODAY),
    ).toEqual([{ grau: 'mae', nome: 'Benedita Aparecida Brito' }]);
    expect(readLivingParents('pai falecido, mãe viva: maria da silva', TODAY)).toEqual([
      { grau: 'mae', nome: 'Maria da Silva' },
    ]);
    expect(readLivingParents('os dois vivos: pai joao lima e mae rosa lima', TODAY)).toEqual([
      { grau: 'pai', nome: 'Joao Lima' },
      { grau: 'mae', nome: 'Rosa Lima' },
    ]);
    // Both alive, a first name only: their full names are asked.
    expect(readParents('meus pais estao vivos, jose e maria santos', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['pai', 'mae'],
    });
    expect(readLivingParents('mae falecida, pai vivo, ele se chama jose ramos', TODAY)).toEqual([
      { grau: 'pai', nome: 'Jose Ramos' },
    ]);
  });

  it('keeps the living mother in the will when the lines are pasted at the question', () => {
    const { state } = play([
      ...singlePersonUntil('pais'),
      'Mãe: Irena Kowalski (viva, 89 anos)\nPai: Estanislau Kowalski (falecido em 2011)',
    ]);
    expect(state.draft.ascendentes.map((a) => a.grau)).toEqual(['mae']);
    expect(state.answered).toContain('pais');
  });
});

describe('the parents typed without punctuation: a word of life or death ends a clause', () => {
  it.each([
    [
      'pai albano rodrigues falecido mae maria das gracas rodrigues viva',
      'Maria das Gracas Rodrigues',
    ],
    ['meu pai jose ja morreu minha mae tereza souza ta viva', 'Tereza Souza'],
    ['mae viva maria rodrigues pai falecido', 'Maria Rodrigues'],
  ])('%s', (text, mae) =>
    expect(readParents(text, TODAY)).toEqual({ ok: true, parents: [{ grau: 'mae', nome: mae }] }),
  );

  it('"minha mae tereza ta viva": "tá" is no surname; her full name is asked, the father stays dead', () => {
    expect(readParents('meu pai jose ja morreu minha mae tereza ta viva', TODAY)).toEqual({
      ok: false,
      missing: 'nomes',
      graus: ['mae'],
    });
    const { state } = play([
      ...singlePersonUntil('pais'),
      'meu pai jose ja morreu minha mae tereza ta viva',
      'minha mae é tereza souza lima',
    ]);
    expect(
      state.draft.ascendentes.map((a) => [
        a.grau,
        state.draft.pessoas.find((p) => p.id === a.pessoaId)?.nome,
      ]),
    ).toEqual([['mae', 'Tereza Souza Lima']]);
  });
});

describe('the parents called by the words of home, names in the order said', () => {
  it.each([
    'mainha e painho tao vivos sim gracas a deus. ana lucia barreto wanderley e eduardo siqueira wanderley',
    'mamãe e papai estão vivos: Ana Lúcia Barreto Wanderley e Eduardo Siqueira Wanderley',
    'minha mãe Ana Lúcia Barreto Wanderley e meu pai Eduardo Siqueira Wanderley, os dois vivos',
    'pai: Eduardo Siqueira Wanderley / mãe: Ana Lúcia Barreto Wanderley',
    'os dois vivos, Ana Lúcia Barreto Wanderley e Eduardo Siqueira Wanderley',
    'painho e mainha tao vivinhos, gracas a deus visse. eduardo siqueira wanderley e ana lucia barreto wanderley',
  ])('the mother and the father: %s', (text) => {
    const read = readLivingParents(text, TODAY) ?? [];
    expect(read.find((p) => p.grau === 'mae')?.nome).toMatch(/^Ana L[uú]cia Barreto Wanderley$/);
    expect(read.find((p) => p.grau === 'pai')?.nome).toBe('Eduardo Siqueira Wanderley');
  });

  it('asks who is who when the order said and the first names disagree', () => {
    expect(
      readParents(
        'painho e mainha tao vivos. ana lucia barreto wanderley e eduardo siqueira wanderley',
        TODAY,
      ),
    ).toEqual({ ok: false, missing: 'quem' });
  });

  it('stores both at the question', () => {
    const { state } = play([
      ...singlePersonUntil('pais'),
      'mainha e painho tao vivos sim gracas a deus. ana lucia barreto wanderley e eduardo siqueira wanderley',
    ]);
    expect(state.draft.ascendentes.map((a) => a.grau)).toEqual(['mae', 'pai']);
    expect(state.answered).toContain('pais');
    expect(splitRelation('mainha').relacao).toBe('mãe');
    expect(splitRelation('meu painho').relacao).toBe('pai');
  });
});
