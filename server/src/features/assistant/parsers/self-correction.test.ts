import { describe, expect, it } from 'vitest';
import { numberCorrections, selfCorrections } from './self-correction.ts';

describe('selfCorrections: an answer corrected while typing it', () => {
  it('replaces the number the person took back', () => {
    expect(selfCorrections('27/09/1991, não, 1990')[0]).toBe('27/09/1990');
    expect(selfCorrections('27/09/91, nao, 1990')[0]).toBe('27/09/1990');
    expect(selfCorrections('12 de agosto de 1948, nao pera, 1949')[0]).toBe('12 de agosto de 1949');
    expect(selfCorrections('14/05/2016 não 2017')[0]).toBe('14/05/2017');
    expect(selfCorrections('rua x 10 apto 308, ops 803')[0]).toBe('rua x 10 apto 803');
    expect(selfCorrections('rua x 10, apto 54, ops 45, centro, campinas sp')[0]).toBe(
      'rua x 10, apto 45, centro, campinas sp',
    );
  });

  it('keeps the value after the correction when it stands alone', () => {
    expect(
      selfCorrections('725.964.831-73 nao pera esse é o da minha mulher, o meu é 614.853.720-62'),
    ).toEqual(['esse é o da minha mulher, o meu é 614.853.720-62']);
    expect(
      selfCorrections('minha irmã juliana, não, melhor a minha mãe, neusa campos arruda'),
    ).toEqual(['a minha mãe, neusa campos arruda']);
    expect(selfCorrections('solteira, quer dizer, divorciada')).toEqual(['divorciada']);
  });

  it('finds no correction where "não" is part of the answer', () => {
    expect(selfCorrections('casado, não tenho filhos')).toEqual([]);
    expect(selfCorrections('não, não sou casado')).toEqual([]);
    expect(selfCorrections('não, o nome dela é Ana Paula')).toEqual([]);
    expect(selfCorrections('sim, não tenho outro testamento')).toEqual([]);
    expect(selfCorrections('joão da silva')).toEqual([]);
  });
});

describe('numberCorrections: inside a list, only a number retyped in place', () => {
  it('keeps the rest of the list', () => {
    expect(numberCorrections('joao silva 14/05/2016, não, 2017, e maria silva 2019')).toEqual([
      'joao silva 14/05/2017, e maria silva 2019',
    ]);
    expect(numberCorrections('a casa vale 200, não, 250 mil')).toEqual(['a casa vale 250 mil']);
  });
  it('never keeps only the end of a list or a wish', () => {
    expect(numberCorrections('quero ser cremado, aliás, quero missa')).toEqual([]);
    expect(numberCorrections('joao silva, não, maria silva')).toEqual([]);
  });
});

describe('selfCorrections: a value retyped after the words of a mistake', () => {
  it('replaces the date or number it follows, the rest of the answer kept', () => {
    expect(selfCorrections('28495067374 nasci 12/02/92 pera errei e 21/02/92')[0]).toBe(
      '28495067374 nasci 21/02/92',
    );
    expect(selfCorrections('28495067374 nasci 12/02/92 ops, é 21/02/92')[0]).toBe(
      '28495067374 nasci 21/02/92',
    );
    expect(selfCorrections('nasci 12/02/92 digo 21/02/92')[0]).toBe('nasci 21/02/92');
    expect(selfCorrections('nasci 12/02/92 nao é 21/02/92')[0]).toBe('nasci 21/02/92');
    expect(selfCorrections('nasci 12/02/92 pera, errei, o certo é 21/02/92')[0]).toBe(
      'nasci 21/02/92',
    );
    expect(selfCorrections('nasci em 12/02/1992 quer dizer 21/02/1992 em porto velho')[0]).toBe(
      'nasci em 21/02/1992 em porto velho',
    );
    expect(selfCorrections('12/02/92 foi mal 21/02')[0]).toBe('21/02/92');
    expect(selfCorrections('cep 41950-350 errei 41950-530')[0]).toBe('cep 41950-530');
    expect(selfCorrections('tenho 2 filhos, não, 3 filhos')[0]).toBe('tenho 3 filhos');
  });
});
