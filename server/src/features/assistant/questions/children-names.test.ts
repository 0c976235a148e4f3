import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import type { InterviewState } from '../interview-state.ts';
import { parseChildLine, splitPeopleEntries } from './children.ts';
import { leadingFullName, nicknameAfterName } from './children-names.ts';

/** Each entry of a list as the children and grandchildren questions read it. */
function entries(text: string) {
  return splitPeopleEntries(text).map((line) => {
    const e = parseChildLine(line, TODAY);
    return typeof e === 'string' ? e : [e.nome, e.data, e.apelido];
  });
}

const named = (s: InterviewState) =>
  s.draft.descendentes.map((d) => {
    const p = s.draft.pessoas.find((x) => x.id === d.pessoaId);
    return [p?.nome, d.grau, p?.dataNascimento];
  });

describe('a list of children or grandchildren with words about them', () => {
  it.each([
    'o Marcelo deixou dois filhos a Júlia Fagundes da Rosa e o Pedro Fagundes da Rosa a mãe deles é a Simone minha nora',
    'deixou 2, a júlia fagundes da rosa e o pedro fagundes da rosa, a mae deles é a simone',
    'Júlia Fagundes da Rosa e Pedro Fagundes da Rosa que mora com a mãe em Canoas',
  ])('every person of "a X e o Y", the comment after them left out: %s', (text) => {
    expect(entries(text).map((e) => (typeof e === 'string' ? e : e[0]))).toEqual([
      'Júlia Fagundes da Rosa',
      'Pedro Fagundes da Rosa',
    ]);
  });

  it('reads a name after words that only describe the child, and a nickname between commas', () => {
    expect(
      entries(
        'tenho três filhos, graças a Deus: a Ana Rita Bezerra Freitas, a minha Ritinha, nasceu em 11 de fevereiro de 1982; o Francisco José Bezerra Freitas, o Zezinho, de 7 de setembro de 1984; e a caçula, Maria do Socorro Freitas Pinheiro, de 25 de dezembro de 1988, nasceu no dia de Natal',
      ),
    ).toEqual([
      ['Ana Rita Bezerra Freitas', '1982-02-11', 'Ritinha'],
      ['Francisco José Bezerra Freitas', '1984-09-07', 'Zezinho'],
      ['Maria do Socorro Freitas Pinheiro', '1988-12-25', undefined],
    ]);
  });

  it('never takes a person named inside a comment, nor a description as a nickname', () => {
    expect(leadingFullName('mora com a mãe Maria Lima')).toBeUndefined();
    expect(leadingFullName('e a caçula, Maria do Socorro Pinheiro, nasceu no Natal')).toBe(
      'Maria do Socorro Pinheiro',
    );
    expect(nicknameAfterName('Ana Souza, a caçula, 10/02/2010', 'Ana Souza')).toBeUndefined();
    expect(nicknameAfterName('Pedro Lima a mãe dele é a Simone', 'Pedro Lima')).toBeUndefined();
    expect(nicknameAfterName('beatriz lima, a bia, de 2001', 'Beatriz Lima')).toBe('Bia');
  });

  it('drops a first clause that only counts them: "filho mesmo eu tenho 1, o Gabriel …"', () => {
    expect(entries('filho mesmo eu tenho 1, o Gabriel Bentes Cardoso, de 14/02/2001')).toEqual([
      ['Gabriel Bentes Cardoso', '2001-02-14', undefined],
    ]);
  });
});

describe('a list opened by a count, with a death said of someone else', () => {
  it('"São três:" is no name, and "filha da minha falecida esposa" does not make the child dead', () => {
    expect(
      entries(
        'São três: o Roberto Prates Vieira, o Beto, nascido em 03/04/1970; a Sandra Prates Vieira',
      ),
    ).toEqual([
      ['Roberto Prates Vieira', '1970-04-03', 'Beto'],
      ['Sandra Prates Vieira', undefined, undefined],
    ]);
    const line = parseChildLine(
      'a leticia ramos pantoja de 22/03/2003. tem tambem a yasmin, filha da minha falecida esposa',
      TODAY,
    );
    expect(typeof line !== 'string' && line.falecido).toBe(false);
  });
});

describe('the lists in the interview', () => {
  it('stores both grandchildren of a deceased son, and the nicknames of the children', () => {
    const { state } = play([
      ...singlePersonUntil('filhos'),
      'tenho 2 filhos: a Luciane Becker da Rosa, a minha Lu, de 19/10/1981, e o Marcelo Becker da Rosa, falecido em 2021',
      'O Marcelo deixou dois filhos a Júlia Fagundes da Rosa e o Pedro Fagundes da Rosa a mãe deles é a Simone minha nora',
    ]);
    expect(named(state)).toEqual([
      ['Luciane Becker da Rosa', 'filho', '1981-10-19'],
      ['Marcelo Becker da Rosa', 'filho', undefined],
      ['Júlia Fagundes da Rosa', 'neto', undefined],
      ['Pedro Fagundes da Rosa', 'neto', undefined],
    ]);
    const lu = state.draft.pessoas.find((p) => p.nome.startsWith('Luciane'));
    expect(state.draft.apelidos?.[lu?.id ?? '']).toEqual(['Lu']);
  });
});

describe('the grandchildren of two deceased children in one message', () => {
  it('stores the first branch and takes "a teresa não deixou filho nenhum" as the other answer', () => {
    const { state } = play([
      ...singlePersonUntil('filhos'),
      'ana prado lima 10/02/1970, francisco andrade prado 05/06/1972 falecido, teresa cristina prado 20/09/1975 falecida',
      'o francisco deixou tres filhos: rafael andrade prado, camila andrade prado e bruno andrade prado. a teresa nao deixou filho nenhum, morreu solteira',
    ]);
    expect(
      named(state)
        .filter((d) => d[1] === 'neto')
        .map((d) => d[0]),
    ).toEqual(['Rafael Andrade Prado', 'Camila Andrade Prado', 'Bruno Andrade Prado']);
    expect(state.answered.filter((k) => k.startsWith('netos:'))).toHaveLength(2);
  });
});
