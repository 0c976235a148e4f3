import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { readBirthplace, type Birthplace } from './birthplace.ts';
import { residenceSaid } from './municipalities.ts';

/** The place read, or undefined (asked again, or its state asked). */
function read(typed: string): Birthplace | undefined {
  const r = readBirthplace(typed);
  return r && 'naturalidade' in r ? r : undefined;
}

describe('the place of birth as people type it', () => {
  it.each([
    ['nasci em parintins mas to em manaus desde 92', 'Parintins/AM'],
    ['nasci no crato mas tô em juazeiro faz tempo', 'Crato/CE'],
    [
      'Sou natural de Amparo, aqui mesmo no interior paulista, embora more em Campinas desde os tempos da faculdade.',
      'Amparo/SP',
    ],
    ['ele nasceu em cachoeira, no reconcavo', 'Cachoeira/BA'],
    ['minha mae nasceu em itabuna, mas ela mora em ilheus', 'Itabuna/BA'],
    [
      'sou de Quixadá, lá do sertão central, mas moro aqui em Fortaleza desde mocinha',
      'Quixadá/CE',
    ],
    ['ela é de sobral, vim pra fortaleza pequena', 'Sobral/CE'],
  ])('"%s" → %s', (typed, naturalidade) => {
    expect(read(typed)?.naturalidade).toBe(naturalidade);
  });

  it.each([
    ['jaboatao', 'Jaboatão dos Guararapes/PE'],
    ['nasci em cachoeiro', 'Cachoeiro de Itapemirim/ES'],
    ['jaboatao pe', 'Jaboatão dos Guararapes/PE'],
  ])('a town called by the first words of its name: "%s" → %s, said back', (typed, place) => {
    expect(read(typed)).toMatchObject({ naturalidade: place, near: true });
  });

  it('the city where they live is kept apart from the birthplace', () => {
    expect(read('nasci em parintins mas to em manaus desde 92')?.moradia).toEqual({
      cidade: 'Manaus',
      uf: 'AM',
    });
    expect(residenceSaid('sou de Quixadá, mas moro aqui em Fortaleza desde mocinha')).toEqual({
      cidade: 'Fortaleza',
      uf: 'CE',
    });
    expect(read('nasci e moro em Natal')?.naturalidade).toBe('Natal/RN');
  });

  it.each(['lugarzinho perto do rio', 'Cidadezinha Inventada', 'santa'])(
    'never the person\'s words: "%s" is asked again',
    (typed) => expect(readBirthplace(typed)).toBeUndefined(),
  );

  it('a name of towns in several states, or a common word too, asks the state', () => {
    expect(readBirthplace('nasci em santa maria')).toMatchObject({
      sameName: expect.arrayContaining([{ cidade: 'Santa Maria', uf: 'RS' }]),
    });
    const { last } = play([...singlePersonUntil('naturalidade'), 'ele nasceu em cachoeira']);
    expect(last.replies.join('\n')).toContain('Cachoeira de qual estado?');
    expect(read('são paulo capital')?.naturalidade).toBe('São Paulo/SP');
  });

  it('a place abroad is kept with its country', () => {
    expect(read('nasci em Praia, Cabo Verde')?.naturalidade).toBe('Praia, Cabo Verde');
    expect(read('Guimarães, Portugal')).toMatchObject({ brasileira: false });
  });

  it('in the interview, the town of birth is stored and the city lived in waits for the address', () => {
    const { state } = play([
      ...singlePersonUntil('naturalidade'),
      'nasci em parintins mas to em manaus desde 92',
    ]);
    expect(state.draft.testador.naturalidade).toBe('Parintins/AM');
    expect(state.draft.moradia).toEqual({ cidade: 'Manaus', uf: 'AM' });
  });
});
