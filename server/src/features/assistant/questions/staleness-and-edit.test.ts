import { describe, expect, it } from 'vitest';
import { play, type Step } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import type { InterviewState } from '../interview-state.ts';

const ctx = { today: '2025-05-10' };

/** A single person, everything answered, at the review. */
const AT_REVIEW: Step[] = [
  'sim',
  'carlos alberto mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  'Rua das Flores, 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000',
  'nenhuma',
  'não',
  'solteiro',
  'não tenho',
  'não',
  'não',
  '60% para meu amigo João Pedro Alves e 40% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  'não',
  'no lugar de João Pedro Alves, Marina Alves Costa',
  'não',
  'João Pedro Alves',
  'não',
  'não',
  'não',
  'particular',
  [
    'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
    'Juliana Pereira Santos, 24681357928, 02/11/1985',
    'Marcos Vinícius Rocha, 135.792.468-28, 14 de julho de 1990',
  ].join('\n'),
  'pular', // witnesses' addresses
  'não',
  'sim',
];

const say = (state: InterviewState, text: string) =>
  runTurn(state, { kind: 'message', text }, ctx).state;

describe('answers that depend on a changed one are asked again', () => {
  it('a new form of will asks for the witnesses again; the same form keeps them', () => {
    const { state } = play(AT_REVIEW);
    expect(state.current).toBe('review');
    const editing = say(state, 'alterar forma');
    expect(editing.current).toBe('forma');
    const same = say(editing, 'particular');
    expect(same.answered).toContain('testemunhas');
    const changed = say(editing, 'público');
    expect(changed.answered).not.toContain('testemunhas');
    expect(changed.current).toBe('testemunhas');
  });

  it('keeping a value ("manter") makes nothing stale', () => {
    const { state } = play(AT_REVIEW);
    const kept = say(say(state, 'alterar herança'), 'manter');
    expect(kept.answered).toContain('testemunhas_parentes');
  });
});

describe('"alterar" opens the question whose words come first', () => {
  it.each([
    ['alterar os substitutos da herança', 'substitutos'],
    ['alterar a herança dos substitutos', 'heranca'],
    ['alterar o nome do testamenteiro', 'nome'],
    ['alterar testamenteiro', 'testamenteiro'],
    // No spouse: the spouse's questions do not apply, so the civil status is opened instead.
    ['alterar o regime do casamento', 'estado_civil'],
  ])('"%s" opens %s', (text, key) => {
    const { state } = play(AT_REVIEW);
    expect(say(state, text).current).toBe(key);
  });
});
