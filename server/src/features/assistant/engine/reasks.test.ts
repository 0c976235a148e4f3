import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';

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
});
