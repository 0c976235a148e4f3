import { describe, expect, it } from 'vitest';
import { readDates, readFacts, readPeople } from './index.ts';

const today = '2026-11-25';

/** Name, birth, dead, death as the readers keep them, for the children of a message. */
function children(text: string, listRelation?: 'filho') {
  return readFacts(text, { today, ...(listRelation ? { listRelation } : {}) })
    .people.filter((p) => p.relacao === 'filho')
    .map((p) => [p.nome, p.dataNascimento, p.falecido === true, p.falecidoEm]);
}

const JOAO = ['Joao Ferreira Lima', '1972-02-10', false, undefined];
const ANA = ['Ana Paula Ferreira Lima', '1975-06-05', false, undefined];

describe('children typed on one line: each name keeps the date right after it', () => {
  it('the try: "que faleceu em 2020 e deixou dois filhos" is Carlos\'s, not Ana Paula\'s', () => {
    const text =
      'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos';
    for (const read of [children(text), children(text, 'filho')])
      expect(read).toEqual([JOAO, ANA, ['Carlos Ferreira Lima', '1978-09-20', true, '2020']]);
  });

  it.each([
    'joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978',
    'joao ferreira lima nasceu 10/02/1972, ana paula ferreira lima nascida em 05/06/75, carlos ferreira lima nasceu em 20/09/78',
    'joao ferreira lima 10/02/72 ana paula ferreira lima 05/06/75 carlos ferreira lima 20/09/78',
    'joao ferreira lima, 10/02/1972; ana paula ferreira lima, 05/06/1975; carlos ferreira lima, 20/09/1978',
  ])('no one lost in the middle: %s', (text) =>
    expect(children(text, 'filho')).toEqual([
      JOAO,
      ANA,
      ['Carlos Ferreira Lima', '1978-09-20', false, undefined],
    ]),
  );

  it.each([
    'joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975, carlos ferreira lima 20/09/1978 (falecido)',
    'joao ferreira lima 10/02/1972, ana paula ferreira lima 05/06/1975, carlos ferreira lima 20/09/1978. o carlos ja faleceu',
    'joao ferreira lima 10/02/1972 e ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 falecido',
  ])('the death goes to whoever it was said of: %s', (text) =>
    expect(children(text, 'filho')).toEqual([
      JOAO,
      ANA,
      ['Carlos Ferreira Lima', '1978-09-20', true, undefined],
    ]),
  );

  it('"de 1978 (falecido)" is a birth year, not the year of the death', () => {
    expect(
      readPeople(
        'sao 3. o joao ferreira lima de 1972, a ana paula ferreira lima de 1975 e o carlos ferreira lima de 1978 (falecido)',
        { today, defaultRelation: 'filho' },
      ).map((p) => [p.nome, p.falecido === true, p.falecidoEm, p.menor]),
    ).toEqual([
      ['Joao Ferreira Lima', false, undefined, false],
      ['Ana Paula Ferreira Lima', false, undefined, false],
      ['Carlos Ferreira Lima', true, undefined, undefined],
    ]);
  });

  it('", que ja faleceu" after a year stays with the name before it', () => {
    expect(
      children(
        'o joao ferreira lima de 1972, a ana paula ferreira lima de 1975 e o carlos ferreira lima de 1978, que ja faleceu',
        'filho',
      ).map((c) => [c[0], c[2]]),
    ).toEqual([
      ['Joao Ferreira Lima', false],
      ['Ana Paula Ferreira Lima', false],
      ['Carlos Ferreira Lima', true],
    ]);
  });
});

describe('what a date is about, from its own words only', () => {
  it('a verb with a date of its own after it is that date\'s: "20/09/1978 que faleceu em 2020"', () => {
    expect(
      readDates('carlos ferreira lima 20/09/1978 que faleceu em 2020', today).map((d) => d.about),
    ).toEqual(['outro', 'falecimento']);
  });
  it('"nascido" before an earlier date is not this one\'s', () => {
    expect(
      readDates(
        'joao nascido 10/02/1972, ana paula ferreira lima que mora longe 05/06/1975',
        today,
      ).map((d) => d.about),
    ).toEqual(['nascimento', 'outro']);
  });
});

describe('a surname with "de" before "que faleceu" is the person’s own death', () => {
  it('"o wanderley batista de souza que faleceu em 2020 num acidente" died', () => {
    const read = children(
      'sao 3: claudia souza ribeiro 10/01/1976, o wanderley batista de souza que faleceu em 2020 num acidente, e o fabio batista de souza 03/03/1980',
      'filho',
    );
    expect(read.map(([nome, , dead]) => [nome, dead])).toEqual([
      ['Claudia Souza Ribeiro', false],
      ['Wanderley Batista de Souza', true],
      ['Fabio Batista de Souza', false],
    ]);
  });
});
