import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { findPessoa, initialState, type InterviewState } from '../interview-state.ts';
import { childrenQuestion } from './family-children.ts';

const ctx = { today: '2026-11-25' };

function read(text: string) {
  const value = childrenQuestion.parse(text, ctx, initialState(), '');
  if (!value.ok) return value.error;
  return (value.value as { nome: string; data?: string }[]).map((c) => [c.nome, c.data]);
}

const children = (s: InterviewState) =>
  s.draft.descendentes.map((d) => {
    const p = findPessoa(s.draft, d.pessoaId);
    return [p?.nome, p?.dataNascimento];
  });

describe('twins at the children question: each twin gets the date said for both', () => {
  it('"o joao de 1990 e as gemeas ana e bia de 12/03/1995"', () =>
    expect(read('tenho 3 filhos, o joao de 1990 e as gemeas ana e bia de 12/03/1995')).toEqual([
      ['Joao', undefined],
      ['Ana', '1995-03-12'],
      ['Bia', '1995-03-12'],
    ]));

  it.each([
    'gemeos: pedro e paulo, nasceram 4/4/2001',
    'gêmeos, pedro e paulo, nasceram em 04/04/2001',
  ])('"nasceram" is never a name: %s', (text) =>
    expect(read(text)).toEqual([
      ['Pedro', '2001-04-04'],
      ['Paulo', '2001-04-04'],
    ]),
  );

  it('with full names too, the one before the twins keeps his own', () =>
    expect(read('joao silva de 1990 e as gemeas ana silva e bia silva de 12/03/1995')).toEqual([
      ['Joao Silva', undefined],
      ['Ana Silva', '1995-03-12'],
      ['Bia Silva', '1995-03-12'],
    ]));
});

describe('twins said later, as a correction', () => {
  it.each([
    'as gemeas ana e bia nasceram em 12/03/1995',
    'esqueci: ana e bia sao gemeas de 12/03/1995',
    'nao, as gemeas ana e bia sao de 12/03/1995',
  ])('%s', (text) => {
    const { state, last } = play(
      [...singlePersonUntil('filhos'), 'joao silva 10/10/1990, ana silva e bia silva', text],
      ctx.today,
    );
    expect(children(state)).toEqual([
      ['João Silva', '1990-10-10'],
      ['Ana Silva', '1995-03-12'],
      ['Bia Silva', '1995-03-12'],
    ]);
    expect(last.replies.join(' ')).toContain('Ana Silva e Bia Silva nasceram em 12/03/1995');
  });
});
