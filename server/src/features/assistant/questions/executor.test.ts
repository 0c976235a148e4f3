import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import type { Story } from '../eval/story.ts';
import { kellyMae, lucimaraJuca } from '../eval/stories/tryout-people3.ts';
import { findPessoa } from '../interview-state.ts';
import { executorNames } from './executor.ts';

describe('the executor, named as people name them', () => {
  it('leaves out titles, courtesies and a description said before the name', () => {
    expect(executorNames('o pastor da igreja, o pr. edson rocha, se ele puder')).toEqual([
      'o edson rocha',
    ]);
    expect(executorNames('pr edson rocha')).toEqual(['edson rocha']);
    expect(executorNames('dona maria da silva')).toEqual(['maria da silva']);
    expect(executorNames('seu joao pereira, se ele aceitar')).toEqual(['joao pereira']);
    expect(executorNames('dr. carlos andrade e depois a marlene')).toEqual([
      'carlos andrade',
      'a marlene',
    ]);
  });

  it('keeps the relation and two people named in order', () => {
    expect(executorNames('meu amigo joao pedro alves, por favor')).toEqual([
      'meu amigo joao pedro alves',
    ]);
    expect(executorNames('maria souza e depois carlos souza')).toEqual([
      'maria souza',
      'carlos souza',
    ]);
  });

  it('"o mesmo Ricardo …" (the one named before) is that name', () => {
    expect(executorNames('O mesmo Ricardo Queiroz Vasconcelos.')).toEqual([
      'Ricardo Queiroz Vasconcelos.',
    ]);
    // Alone, "a mesma" names nobody: the question asks again.
    expect(executorNames('a mesma')).toEqual(['a mesma']);
  });

  it('in the interview: "o pastor da igreja, o pr. edson rocha, se ele puder" names Edson Rocha', () => {
    const { state } = play([
      ...singlePersonUntil('testamenteiro'),
      'o pastor da igreja, o pr. edson rocha, se ele puder',
    ]);
    const [executor] = state.draft.testamenteiros;
    expect(state.draft.testamenteiros).toHaveLength(1);
    expect(findPessoa(state.draft, executor?.pessoaId)?.nome).toBe('Edson Rocha');
    expect(state.answered).toContain('testamenteiro');
  });

  it('"…, sem premio" names the executor and asks nothing about a prêmio', () => {
    const { state } = play([
      ...singlePersonUntil('testamenteiro'),
      'marina alves costa, minha amiga, sem premio',
    ]);
    expect(state.draft.testamenteiros).toHaveLength(1);
    expect(state.draft.testamenteiros[0]?.premioPercentual).toBeUndefined();
    expect(state.draft.premioSemValor).toBeUndefined();
    expect(state.current).not.toBe('testamenteiro_premio');
  });
});

// Found by new people: someone already in the will, named by nickname or first name, was asked
// for the full name again.
describe('an executor already in the will, by nickname or first name', () => {
  const TODAY = '2026-11-25';
  const executor = (story: Story, text: string) => {
    const { state } = play(
      [...scriptFor(story, { today: TODAY, until: 'testamenteiro' }), text],
      TODAY,
    );
    return {
      names: state.draft.testamenteiros.map((t) => findPessoa(state.draft, t.pessoaId)?.nome),
      people: state.draft.pessoas.length,
      before: play(scriptFor(story, { today: TODAY, until: 'testamenteiro' }), TODAY).state.draft
        .pessoas.length,
    };
  };

  it.each(['o juca', 'juca', 'o juca msm', 'meu marido, o juca'])(
    '"%s" is the husband José Carlos',
    (text) => {
      const r = executor(lucimaraJuca, text);
      expect(r.names).toEqual(['José Carlos Ferreira Lima']);
      expect(r.people).toBe(r.before);
    },
  );

  it('a nickname no table knows, given in parentheses with the husband\'s name: "o binho"', () => {
    const binho: Story = {
      ...lucimaraJuca,
      answers: { ...lucimaraJuca.answers, conjuge_nome: 'fabio henrique souza lima (binho)' },
    };
    const r = executor(binho, 'o binho');
    expect(r.names).toEqual(['Fábio Henrique Souza Lima']);
    expect(r.people).toBe(r.before);
  });

  it.each([
    'A minha irmã Isabel, se ela aceitar',
    'a isabel minha irma',
    'minha irma isabel que mora comigo',
  ])('"%s" is the sister Isabel', (text) => {
    const r = executor(kellyMae, text);
    expect(r.names).toEqual(['Isabel Cristina Souza Prado']);
    expect(r.people).toBe(r.before);
  });

  it('"a isabel santos" is someone else: a surname that is not hers', () => {
    const r = executor(kellyMae, 'a isabel santos');
    expect(r.names).not.toEqual(['Isabel Cristina Souza Prado']);
  });
});
