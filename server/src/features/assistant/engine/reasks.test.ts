import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { scriptFor } from '../eval/fixtures.ts';
import { josefa, marcelo } from '../eval/stories/tryout-names.ts';

describe('re-asks that help', () => {
  it('gives the example, then more help each time, and never quotes the words back', () => {
    const { results } = play([
      'sim',
      'qualquer coisa',
      'qualquer coisa',
      'qualquer coisa',
      'qualquer coisa',
    ]);
    const reply = (i: number) => results[i]!.replies.join('\n');
    expect(reply(2)).toContain('Exemplo: "Maria Aparecida da Silva"');
    expect(reply(5)).toContain('escreva "ajuda"');
    for (const i of [2, 3, 4, 5]) expect(reply(i)).not.toContain('qualquer coisa');
  });

  it('offers the form when the question has one', () => {
    const upToChildren = [
      'sim',
      'Carlos Alberto Mendes',
      '529.982.247-25',
      '15/06/1975',
      'Campinas/SP',
      'pular',
      'Rua das Flores, 123, São Paulo/SP, CEP 01415-000',
      'nenhuma',
      'não',
      'solteiro',
    ];
    const { results } = play([...upToChildren, 'sim', 'sim', 'sim']);
    expect(results.at(-2)!.replies.join('\n')).not.toContain('[FORMULARIO:filhos]');
    expect(results.at(-1)!.replies.join('\n')).toContain('[FORMULARIO:filhos]');
  });

  describe('the example from their own data never suggests a minor as tutor or executor', () => {
    const TODAY = '2026-11-20';
    const secondReask = (steps: string[]) => {
      const { results } = play([...steps, 'qualquer coisa', 'qualquer coisa'], TODAY);
      return results.at(-1)!.replies.join('\n');
    };

    it('at the tutor, with only the spouse and the two minor children named: the generic example', () => {
      const reply = secondReask(scriptFor(marcelo, { today: TODAY, until: 'tutor' }));
      for (const nome of ['Lucas', 'Sofia', 'Renata']) expect(reply).not.toContain(nome);
      expect(reply).toContain('Exemplo:');
    });

    it('at the executor, the adult already named (the tutor), never the 9-year-old son', () => {
      const reply = secondReask(scriptFor(josefa, { today: TODAY, until: 'testamenteiro' }));
      expect(reply).toContain('"Jonathan Santos Oliveira"');
      expect(reply).not.toContain('Davi');
    });

    it('at the executor, with only a minor child named: the generic example', () => {
      const noTutor = { ...josefa, answers: { ...josefa.answers, tutor: 'nao quero indicar' } };
      const reply = secondReask(scriptFor(noTutor, { today: TODAY, until: 'testamenteiro' }));
      expect(reply).not.toContain('Davi');
      expect(reply).not.toContain('no seu caso');
    });
  });
});
