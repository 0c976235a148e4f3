import { describe, expect, it } from 'vitest';
import { splitPeople } from '../people.ts';
import { isNameComment } from './name-comments.ts';

describe('a comment said after a name in a list answer', () => {
  it.each([
    [
      'meu irmão, Hélio Antônio Rezende. ele é de fora, né, os meninos respeitam ele',
      ['meu irmão Hélio Antônio Rezende'],
    ],
    [
      'minha mae marlene pereira da costa, ela ja aceitou, conversei c ela',
      ['minha mae marlene pereira da costa'],
    ],
    ['a tia Joana Prado Lima, que cuida deles desde pequenos', ['a tia Joana Prado Lima']],
    ['meu cunhado edson ramos. combinamos ontem, ele topou', ['meu cunhado edson ramos']],
    ['Carla Menezes Souza, né, ela mora aqui do lado', ['Carla Menezes Souza']],
    [
      'minha amiga Vera Lúcia Paiva, mora perto e conhece os meninos',
      ['minha amiga Vera Lúcia Paiva'],
    ],
  ])('«%s» names only the person', (typed, names) => {
    expect(splitPeople(typed)).toEqual(names);
  });

  it('keeps a second person named after the comment, and initials', () => {
    expect(splitPeople('a patricia zanella costa, ela ja aceitou, o marcio costa')).toEqual([
      'a patricia zanella costa',
      'o marcio costa',
    ]);
    expect(splitPeople('José C. Lima e Ana Souza')).toEqual(['José C. Lima', 'Ana Souza']);
  });

  it('is never a name', () => {
    expect(isNameComment('ela ja aceitou')).toBe(true);
    expect(isNameComment('conversei c ela')).toBe(true);
    expect(isNameComment('Ana Souza')).toBe(false);
    expect(isNameComment('Eliane Prado')).toBe(false);
  });
});
