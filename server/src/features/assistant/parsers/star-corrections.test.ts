import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { findPessoa } from '../interview-state.ts';
import { closestNameWord, leadingStarWords, withInlineStarFixes } from './star-corrections.ts';

describe('the word after an asterisk fixes what autocorrect typed', () => {
  it.each([
    [
      'Quero ser cremada. E sou doadora de ovos *órgãos',
      'Quero ser cremada. E sou doadora de órgãos',
    ],
    ['quero fazer meu testemunho *testamento', 'quero fazer meu testamento'],
    ['tenho dois filos *filhos', 'tenho dois filhos'],
  ])('inside the message: %s', (typed, read) => expect(withInlineStarFixes(typed)).toBe(read));

  it('leaves *emphasis* alone', () =>
    expect(withInlineStarFixes('isso é *muito* importante')).toBe('isso é *muito* importante'));

  it('reads the starred words a message opens with', () =>
    expect(leadingStarWords('*Luan e *Manuela, esse corretor 🙄')).toEqual({
      words: ['Luan', 'Manuela'],
      rest: 'esse corretor 🙄',
    }));

  it('finds the closest word of a stored name, never a far one', () => {
    const names = ['Luar Arantes Rezende', 'Manuel Arantes Rezende', 'Rodrigo Salles Rezende'];
    expect(closestNameWord('Luan', names)).toEqual({ name: names[0], word: 'Luar' });
    expect(closestNameWord('Manuela', names)).toEqual({ name: names[1], word: 'Manuel' });
    expect(closestNameWord('Patrícia', names)).toBeUndefined();
  });
});

describe('a name fixed with an asterisk in the next message', () => {
  it('"*Luan e *Manuela" fixes the children just stored, and nobody is added', () => {
    const { state, last } = play([
      ...singlePersonUntil('filhos'),
      'Luar Arantes Rezende, 03/05/2016 e Manuel Arantes Rezende, 21/10/2019',
      '*Luan e *Manuela, esse corretor 🙄 Luan Arantes Rezende, 03/05/2016 e Manuela Arantes Rezende, 21/10/2019',
    ]);
    const kids = state.draft.descendentes.map((d) => findPessoa(state.draft, d.pessoaId)?.nome);
    expect(kids).toEqual(['Luan Arantes Rezende', 'Manuela Arantes Rezende']);
    expect(last.replies[0]).toContain('Corrigi os nomes');
  });

  it('"*Caio" alone fixes one name', () => {
    const { state } = play([
      ...singlePersonUntil('filhos'),
      'Saio Lima Prado, 03/05/2016',
      '*Caio',
    ]);
    const kids = state.draft.descendentes.map((d) => findPessoa(state.draft, d.pessoaId)?.nome);
    expect(kids).toEqual(['Caio Lima Prado']);
  });
});
