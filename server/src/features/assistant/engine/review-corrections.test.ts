import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { marlene } from '../eval/stories/tryout-review.ts';
import type { Story } from '../eval/story.ts';

// Found by a try in the browser: corrections in plain words at the review were ignored.
const TODAY = marlene.today;

/** Marlene at the review, with some answers typed as they were in the try. */
function atReview(changes: Partial<Story['answers']> = {}) {
  const story = { ...marlene, answers: { ...marlene.answers, ...changes } };
  return scriptFor(story, { today: TODAY, until: 'revisao' });
}

/** The child's name typed short, as in the try: "joao ferreira". */
const SHORT_NAME = { filhos: 'joao ferreira 10/10/1980', testamenteiro: 'joao ferreira' };

const childName = (state: ReturnType<typeof play>['state']) => {
  const id = state.draft.descendentes[0]?.pessoaId;
  return state.draft.pessoas.find((p) => p.id === id)?.nome;
};

describe('a correction in plain words at the review', () => {
  it('renames the child named by the relation and the old name, and shows the review again', () => {
    const steps = atReview(SHORT_NAME);
    const { state, last } = play(
      [...steps, 'o nome do meu filho ta errado, nao é joao ferreira, é joão ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('João Ferreira Lima');
    const said = last.replies.join('\n');
    expect(said).toContain('Anotei: João Ferreira Lima');
    expect(said).toContain('Revisão do seu testamento');
    expect(state.current).toBe('review');
    // The executor is the same person: one registry entry, renamed everywhere.
    expect(state.draft.pessoas.filter((p) => /jo[aã]o/i.test(p.nome))).toHaveLength(1);
  });

  it('corrects a gift pointed at by its words: "nao é arro, é o carro onix 2020"', () => {
    const steps = atReview({
      legados: 'o arro onix 2020 fica pro joao',
      legados_valor: 'o arro uns 60 mil, tudo uns 400 mil',
    });
    const before = play(steps, TODAY).state.draft.legados[0]?.descricao;
    expect(before).toMatch(/arro/);
    const { state, last } = play(
      [...steps, 'ta errado ali, nao é arro, é o carro onix 2020'],
      TODAY,
    );
    expect(state.draft.legados[0]?.descricao).toBe('o carro onix 2020');
    expect(last.replies.join('\n')).toContain('Anotei: o carro onix 2020');
    // Then "sim" makes the will with it.
    const done = play([...steps, 'ta errado ali, nao é arro, é o carro onix 2020', 'sim'], TODAY);
    expect(JSON.stringify(done.last.testamentJson)).toContain('"descricao":"o carro onix 2020"');
  });

  it('asks for the right name when none is said, naming the child, then takes it', () => {
    const steps = atReview(SHORT_NAME);
    const asked = play([...steps, 'peraí, o nome do meu filho ta errado'], TODAY);
    expect(asked.last.replies.join('\n')).toContain(
      'Qual é o nome certo do seu filho João Ferreira?',
    );
    expect(childName(asked.state)).toBe('João Ferreira');
    const { state, last } = play(
      [...steps, 'peraí, o nome do meu filho ta errado', 'joao ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('João Ferreira Lima');
    expect(last.replies.join('\n')).toContain('Anotei: João Ferreira Lima');
  });

  it('takes the right name said after the mistake: "ta errado o nome da minha filha, é …"', () => {
    const steps = atReview({
      filhos: 'ana paula lima 02/02/1982',
      legados: 'o carro onix 2020 fica pra ana paula',
      testamenteiro: 'ana paula lima',
    });
    const { state } = play(
      [...steps, 'ta errado o nome da minha filha, o certo é ana paula ferreira lima'],
      TODAY,
    );
    expect(childName(state)).toBe('Ana Paula Ferreira Lima');
  });

  it('a plain "sim" still makes the will, and a question is not a correction', () => {
    const steps = atReview();
    expect(play([...steps, 'sim'], TODAY).last.testamentJson).toBeDefined();
    const asked = play([...steps, 'o que acontece se o joao morrer antes de mim?'], TODAY);
    expect(childName(asked.state)).toBe('João Ferreira Lima');
  });
});
