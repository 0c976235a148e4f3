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
