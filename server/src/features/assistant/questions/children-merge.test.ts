import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import { addPessoa, initialState, livingChildren, findPessoa } from '../interview-state.ts';
import { childrenQuestion } from './family-children.ts';

const ctx = { today: '2026-11-25' };

function read(text: string) {
  const value = childrenQuestion.parse(text, ctx, initialState(), '');
  if (!value.ok) return value.error;
  return (value.value as { nome: string; data?: string }[]).map((c) => [c.nome, c.data]);
}

describe('a child said by the first name and again in full is one child', () => {
  it.each([
    'sao gemeos, davi e debora, nasceram no mesmo dia 09/06/2015. davi menezes prado e debora menezes prado',
    'tenho gemeos davi e debora nascidos 09/06/2015, davi menezes prado e debora menezes prado',
    'dois filhos gemeos: davi e debora, de 09/06/2015 ... os nomes completos sao davi menezes prado e debora menezes prado',
  ])('twins: two children, both with the date, "gêmeos" no name: %s', (text) =>
    expect(read(text)).toEqual([
      ['Davi Menezes Prado', '2015-06-09'],
      ['Debora Menezes Prado', '2015-06-09'],
    ]),
  );

  it.each([
    'tenho a júlia, que é minha filha adotiva… julia mendes arguello, nasceu em 22/03/1994',
    'a júlia adotiva, julia mendes arguello, de 22/03/1994',
  ])('an adopted daughter named twice is counted once: %s', (text) =>
    expect(read(text)).toEqual([['Júlia Mendes Arguello', '1994-03-22']]),
  );

  it('two children who share a first name but not a date stay two', () =>
    expect(read('joao silva 10/02/1990 e joao pedro silva 05/05/1995')).toEqual([
      ['Joao Silva', '1990-02-10'],
      ['Joao Pedro Silva', '1995-05-05'],
    ]));

  it('a stepson is not a child', () =>
    expect(
      read('tenho a julia mendes arguello 22/03/1994. o lucas é filho do meu marido, meu enteado'),
    ).toEqual([['Julia Mendes Arguello', '1994-03-22']]));
});

describe('words that describe a child, and stepchildren', () => {
  it('"os gemeos davi …" and "o caçula theo …": no one lost, no word in a name, no shared date across years', () =>
    expect(
      (
        read(
          'os gemeos davi menezes prado e debora menezes prado de 09/06/2015 e o caçula theo menezes prado de 2019',
        ) as (string | undefined)[][]
      ).map(([nome]) => nome),
    ).toEqual(['Davi Menezes Prado', 'Debora Menezes Prado', 'Theo Menezes Prado']));

  it.each([
    'minha filha adotiva julia mendes arguello 22/03/1994 e meu enteado lucas',
    'julia mendes arguello 22/03/1994 e o lucas, filho da minha esposa',
    'julia mendes arguello 22/03/1994. tem tb o lucas que é meu enteado',
  ])('a stepchild is left out, the adopted daughter kept: %s', (text) =>
    expect(read(text)).toEqual([['Julia Mendes Arguello', '1994-03-22']]),
  );

  it.each([
    'tenho 1, a julia mendes arguello, de 22/03/1994. o marcos tem a larissa e o pedro henrique de antes, mas esses sao dele',
    'so a julia mendes arguello 22/03/1994. meu marido ja tinha o lucas e a bia, sao dele',
    'julia mendes arguello, 22/03/1994. os filhos dela, o caio e a bia, eu ajudei a criar',
  ])("the partner's children said after the own are left out: %s", (text) =>
    expect(read(text)).toEqual([['Julia Mendes Arguello', '1994-03-22']]),
  );
});

describe('the minors question with twins', () => {
  it('"gemeos nao é nome, sao so 2 filhos" is not "none is a minor"', () => {
    const { state } = play(singlePersonUntil('filhos'));
    const asked = runTurn(
      state,
      { kind: 'message', text: 'davi menezes prado e debora menezes prado' },
      ctx,
    ).state;
    const r = runTurn(asked, { kind: 'message', text: 'gemeos nao é nome, sao so 2 filhos' }, ctx);
    expect(r.state.current).toBe('filhos_menores');
    expect(r.state.answered).not.toContain('filhos_menores');
  });

  it.each(['sim os dois, tem 11 anos', 'sim, ambos', 'os dois sao menores'])(
    '"%s": both are minors',
    (answer) => {
      const { state } = play(singlePersonUntil('filhos'));
      const asked = runTurn(
        state,
        { kind: 'message', text: 'davi menezes prado e debora menezes prado' },
        ctx,
      ).state;
      expect(asked.current).toBe('filhos_menores');
      const r = runTurn(asked, { kind: 'message', text: answer }, ctx).state;
      expect(r.answered).toContain('filhos_menores');
      expect(
        livingChildren(r.draft).map((c) => [findPessoa(r.draft, c.pessoaId)?.nome, c.menor]),
      ).toEqual([
        ['Davi Menezes Prado', true],
        ['Débora Menezes Prado', true],
      ]);
    },
  );
});

describe('children volunteered in the first message', () => {
  it('a stepchild said there is not stored as a child', () => {
    const { state } = play([
      'oi, sou casada, tenho uma filha adotiva, a julia mendes arguello de 22/03/1994, e meu marido tem o lucas silva mendes que é meu enteado',
    ]);
    expect(state.draft.descendentes.map((d) => findPessoa(state.draft, d.pessoaId)?.nome)).toEqual([
      'Julia Mendes Arguello',
    ]);
  });
});

describe('"gemeos nao é nome": a word stored as a child is taken out', () => {
  it('the correction removes the stored "Gemeos" and keeps the twins', () => {
    const { state } = play([
      ...singlePersonUntil('filhos'),
      'davi menezes prado e debora menezes prado',
    ]);
    const s = structuredClone(state);
    const id = addPessoa(s, { tipo: 'fisica', nome: 'Gemeos', relacao: 'filho(a)' });
    s.draft.descendentes.unshift({ pessoaId: id, grau: 'filho', vivo: true });
    const edit = childrenQuestion.parse('gemeos nao é nome, sao so 2 filhos', ctx, s, '');
    expect(edit).toEqual({ ok: true, value: { kind: 'remove', pessoaIds: [id] } });
  });
});
