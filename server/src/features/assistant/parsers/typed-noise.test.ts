import { describe, expect, it } from 'vitest';
import { withoutNoise } from './typed-noise.ts';

describe('withoutNoise: what is never part of an answer', () => {
  it('takes off emojis, laughter and sign-offs', () => {
    expect(withoutNoise('sena madureira, acre!! 🌳')).toBe('sena madureira, acre!!');
    expect(withoutNoise('a socorro, maria do socorro lima castro 😍')).toBe(
      'a socorro, maria do socorro lima castro',
    );
    expect(withoutNoise('professora aposentada, 30 anos de sala de aula kkk 📚')).toBe(
      'professora aposentada, 30 anos de sala de aula',
    );
    expect(withoutNoise('tambem ja faleceram, faz tempo kkk')).toBe(
      'tambem ja faleceram, faz tempo',
    );
    expect(withoutNoise('metade pra suelen e metade pro kauan blz')).toBe(
      'metade pra suelen e metade pro kauan',
    );
    expect(withoutNoise('quero q apaguem minhas redes qnd eu morrer, so isso vlw')).toBe(
      'quero q apaguem minhas redes qnd eu morrer, so isso',
    );
    expect(withoutNoise('👍🏽')).toBe('👍🏽');
    expect(withoutNoise('blz')).toBe('blz');
  });

  it('takes off the relay of someone typing for a relative', () => {
    expect(withoutNoise('minha vó disse que é lavradora aposentada')).toBe('lavradora aposentada');
    expect(withoutNoise('ela disse que quer ser velada em casa')).toBe('quer ser velada em casa');
    expect(withoutNoise('a vovó falou: nunca fez testamento')).toBe('nunca fez testamento');
  });

  it('keeps words that only look like noise', () => {
    expect(withoutNoise('Rua Khalil Gibran, 10')).toBe('Rua Khalil Gibran, 10');
    expect(withoutNoise('Helena Abs Silva')).toBe('Helena Abs Silva');
    expect(withoutNoise('a casa vale 150 mil, obrigado')).toBe('a casa vale 150 mil');
  });
});
