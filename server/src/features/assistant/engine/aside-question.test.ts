import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { answerThenQuestion } from './aside-question.ts';

describe('an answer that ends with a question', () => {
  it('splits the facts from the last sentence when it asks', () => {
    expect(
      answerThenQuestion(
        'tenho 1, o Gabriel Bentes Cardoso, de 14/02/2001. meu enteado tem direito a alguma coisa?',
      ),
    ).toEqual({
      answer: 'tenho 1, o Gabriel Bentes Cardoso, de 14/02/2001.',
      question: 'meu enteado tem direito a alguma coisa?',
    });
    expect(answerThenQuestion('o que é legítima?')).toBeUndefined();
    expect(answerThenQuestion('sim. e agora?')).toBeUndefined();
    expect(answerThenQuestion('Ana Souza, 10/02/2010. Pedro Souza, 03/04/2012.')).toBeUndefined();
  });

  it('stores the child and answers about the stepchild, who is no heir', () => {
    const { state, allReplies } = play([
      ...singlePersonUntil('filhos'),
      'filho mesmo eu tenho 1, o Gabriel Bentes Cardoso, de 14/02/2001, do meu primeiro casamento. e tem o Kauã, que eu crio desde os 6 anos, mas nao adotei. meu enteado tem direito a alguma coisa?',
    ]);
    expect(state.answered).toContain('filhos');
    expect(state.draft.descendentes).toHaveLength(1);
    expect(state.draft.pessoas.map((p) => p.nome)).toEqual(['Gabriel Bentes Cardoso']);
    const reply = allReplies.find((r) => r.includes('enteado')) ?? '';
    expect(reply).toContain('não herda');
    expect(reply).toContain('parte disponível (1/2');
  });
});
