import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { M } from '../messages.ts';

const AT_WISHES = singlePersonUntil('desejos');

const names = (state: ReturnType<typeof play>['state']) =>
  state.draft.legados.map((l) => [
    l.descricao,
    state.draft.pessoas.find((p) => p.id === l.beneficiarioId)?.nome,
  ]);

describe('wishes with a gift inside', () => {
  it('keeps the gift as a legado and the rest as the wish, and says where each went', () => {
    const { state, last } = play([
      ...AT_WISHES,
      'quero ser cremado e o meu relogio fica pro meu neto pedro henrique souza',
    ]);
    expect(state.answered).toContain('desejos');
    expect(state.draft.naoPatrimoniais.funeral).toBe('Quero ser cremado.');
    expect(names(state)).toEqual([['o meu relogio', 'Pedro Henrique Souza']]);
    const reply = last.replies.join('\n');
    expect(reply).toContain('Anotei nos desejos pessoais: "Quero ser cremado."');
    expect(reply).toContain('Anotei nos legados: o meu relogio para Pedro Henrique Souza.');
    expect(state.current).toBe('forma');
  });

  it('a pet given to someone is a legado too, the funeral said after it kept as the wish', () => {
    const { state } = play([
      ...AT_WISHES,
      'o meu papagaio o louro fica com a minha neta ana clara que ela gosta muito dele e eu quero missa de corpo presente na basilica de nossa senhora das dores',
    ]);
    expect(state.answered).toContain('desejos');
    expect(state.draft.naoPatrimoniais.funeral).toMatch(/missa de corpo presente/i);
    expect(state.draft.naoPatrimoniais.animais).toBeUndefined();
    expect(state.draft.legados).toEqual([expect.objectContaining({ tipo: 'animal', valor: 0 })]);
  });

  it('a gift alone to someone known is kept, and nothing is written as a wish', () => {
    const { state, last } = play([...AT_WISHES, 'o carro vai pro joao']);
    expect(state.answered).toContain('desejos');
    expect(names(state)).toEqual([['o carro', 'João Pedro Alves']]);
    expect(state.draft.naoPatrimoniais).toEqual({ reconhecimentoFilhos: [], mensagens: [] });
    expect(last.replies.join('\n')).toContain('Nos desejos pessoais não anotei nada');
  });

  it('types the example of the question itself: accepted, the surname of Ana asked, then kept', () => {
    const example = /"(minha cachorra Mel fica com a Ana)"/.exec(M.desejos.example)?.[1];
    expect(example).toBeDefined();
    const asked = play([...AT_WISHES, example ?? '']);
    expect(asked.state.answered).toContain('desejos');
    expect(asked.last.replies.join('\n')).toContain('Qual é o sobrenome de Ana?');
    const { state, last } = play([...AT_WISHES, example ?? '', 'ribeiro']);
    expect(names(state)).toEqual([['a cachorra Mel', 'Ana Ribeiro']]);
    expect(last.replies.join('\n')).toContain('a cachorra Mel para Ana Ribeiro');
    expect(state.current).toBe('forma');
  });

  it('keeps the wish when the gift has only a first name, and asks its surname', () => {
    const { state } = play([
      ...AT_WISHES,
      'quero ser cremada e minha gata mimi fica com a tereza',
      'tereza nunes',
    ]);
    expect(state.draft.naoPatrimoniais.funeral).toBe('Quero ser cremada.');
    expect(names(state)).toEqual([['a gata Mimi', 'Tereza Nunes']]);
  });

  it('looking after a pet stays a wish', () => {
    const { state } = play([...AT_WISHES, 'quero q a celia cuide do meu cachorro bob']);
    expect(state.draft.naoPatrimoniais.animais).toMatch(/cuide do meu cachorro/);
    expect(state.draft.legados).toEqual([]);
  });

  it('"o resto" is a share: refused alone, pointed to the shares with a wish', () => {
    const alone = play([...AT_WISHES, 'o resto fica pro joao']);
    expect(alone.state.answered).not.toContain('desejos');
    expect(alone.last.replies.join('\n')).toContain('"alterar herança"');
    const { state } = play([...AT_WISHES, 'quero ser cremado e o resto fica pro joao']);
    expect(state.draft.naoPatrimoniais.funeral).toBe('Quero ser cremado.');
    expect(state.draft.legados).toEqual([]);
  });
});

describe('a sentence that qualifies the wish before it', () => {
  it('"Nada de luxo." after the funeral belongs to the funeral, never a message', () => {
    const { state } = play([
      ...AT_WISHES,
      'Sim. Desejo ser sepultado no jazigo da família, ao lado dos meus pais. Nada de luxo. Tudo bem simples.',
    ]);
    expect(state.draft.naoPatrimoniais.funeral).toBe(
      'Desejo ser sepultado no jazigo da família, ao lado dos meus pais. Nada de luxo. Tudo bem simples.',
    );
    expect(state.draft.naoPatrimoniais.mensagens).toEqual([]);
  });

  it.each(['Bem, é isso.', 'Só isso, obrigado!', 'nada mais'])(
    '"%s" at the end closes the answer: never a wish nor a message',
    (closer) => {
      const { state } = play([...AT_WISHES, `quero ser cremado. ${closer}`]);
      expect(state.draft.naoPatrimoniais.funeral).toBe('Quero ser cremado.');
      expect(state.draft.naoPatrimoniais.mensagens).toEqual([]);
    },
  );

  it('words said to the family after a wish stay a message', () => {
    const { state } = play([...AT_WISHES, 'quero ser cremado. Só quero que sejam felizes.']);
    expect(state.draft.naoPatrimoniais.funeral).toBe('Quero ser cremado.');
    expect(state.draft.naoPatrimoniais.mensagens).toEqual(['Só quero que sejam felizes.']);
  });
});
