import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { toContent } from '../interview-state.ts';

/** A widower with two adult children. */
const WIDOWER = {
  nome: 'Paulo Henrique Barbosa',
  estado_civil: 'viúvo',
  filhos: 'Diego Barbosa, 17/01/1985\nJuliana Barbosa Freitas, 08/08/1988',
  heranca: '50% para a Juliana Barbosa Freitas',
  substitutos: 'não',
  testamenteiro: 'pular',
};
/** The widower up to the wishes. */
const upToWishes = singlePersonUntil('desejos', WIDOWER);

describe('disinheritance is a clause with a legal cause, never a wish', () => {
  it('asks the cause with buttons, keeps the facts, warns about the 4 years', () => {
    const wish =
      'Quero ser cremado. Deserdo meu filho Diego porque ele me agrediu fisicamente em março de 2023 (art. 1.962, I).';
    const asked = play([...upToWishes, wish]);
    expect(currentQuestion(asked.state)?.key).toBe('deserdacao_causa:p1');
    const { state, last } = play([...upToWishes, wish, 'Agressão física']);
    expect(last.replies.join('\n')).toContain('em até 4 anos (art. 1.965)');
    const content = toContent(state, '2025-05-10');
    expect(content.disposicoes.deserdacoes).toEqual([
      {
        herdeiroId: 'p1',
        causa: 'ofensa_fisica',
        fatos: 'Ele me agrediu fisicamente em março de 2023.',
      },
    ]);
    expect(content.naoPatrimoniais.mensagens).toEqual([]);
    expect(content.naoPatrimoniais.funeral).toBe('Quero ser cremado.');
  });

  it('asks the facts when none were given, and refuses without a legal cause', () => {
    const asks = play([...upToWishes, 'quero deserdar o Diego', '1']);
    expect(currentQuestion(asks.state)?.key).toBe('deserdacao_fatos:p1');
    const refused = play([...upToWishes, 'quero deserdar o Diego', 'nenhuma dessas']);
    expect(refused.last.replies.join('\n')).toContain('a lei não permite deserdar');
    expect(toContent(refused.state, '2025-05-10').disposicoes.deserdacoes).toEqual([]);
  });

  it('a pet or a car handed to someone in the wishes is a legado, never a wish', () => {
    for (const wish of [
      'meu cachorro Thor fica com meu irmão',
      'quero que meu carro fique com meu neto',
    ]) {
      // No one known by that relation: the gifts question asks about it next.
      const { state, last } = play([...upToWishes, wish]);
      expect(last.replies.join('\n')).toContain('isso é um legado, não um desejo');
      expect(state.draft.naoPatrimoniais).toEqual({ reconhecimentoFilhos: [], mensagens: [] });
      expect(currentQuestion(state)?.key).toBe('legados');
    }
    const share = play([...upToWishes, 'o resto fica para o João']);
    expect(share.last.replies.join('\n')).toContain('alterar herança');
    expect(currentQuestion(share.state)?.key).toBe('desejos');
    const care = play([...upToWishes, 'quero que minha irmã cuide dos meus gatos']);
    expect(care.state.draft.naoPatrimoniais.animais).toBe(
      'Quero que minha irmã cuide dos meus gatos.',
    );
  });

  it('"o Diego não deve receber nada" in the shares points to disinheritance, not a share', () => {
    const before = singlePersonUntil('heranca', WIDOWER);
    const { last } = play([
      ...before,
      '50% para a Juliana Barbosa Freitas. O Diego não deve receber nada.',
    ]);
    const text = last.replies.join('\n');
    expect(text).toContain('só perde a parte que a lei garante');
    expect(text).toContain('Anotei: 50% para Juliana Barbosa Freitas');
  });

  it('a question typed among the wishes is answered, not stored', () => {
    const { state, last } = play([
      ...upToWishes,
      'Quero ser cremado. E se nascer um filho depois?',
    ]);
    expect(last.replies.join('\n')).toContain('art. 1.973');
    expect(state.draft.naoPatrimoniais.mensagens).toEqual([]);
  });
});
