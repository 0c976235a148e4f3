import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { readHeirCauses, shortName } from './clauses-causes.ts';

/** Married in comunhão universal (the spouse is no heir beside the children), four children. */
const upToCause = [
  ...singlePersonUntil('clausulas', {
    nome: 'Sebastiao Ferreira Lima',
    estado_civil: 'casado',
    conjuge_nome: 'Maria Helena Ferreira Lima',
    regime: 'comunhão universal',
    filhos:
      'Joao Batista Ferreira, 01/01/1970\nMaria Jose Ferreira Costa, 02/02/1972\nPedro Ferreira Lima, 03/03/1975\nLucia Ferreira Lima, 04/04/1978',
    heranca: 'nenhum',
  }),
  'quero que nao possam vender, inalienabilidade',
  'na legitima',
];

describe('just cause heir by heir, over several messages', () => {
  it('keeps each heir’s cause and asks only for the missing ones, by first name', () => {
    const first = play([...upToCause, 'o joao e o pedro tao cheio de divida no banco']);
    expect(currentQuestion(first.state)?.key).toBe('justa_causa');
    const asked = first.last.replies.join('\n');
    expect(asked).toContain('Anotei o motivo quanto a João e Pedro');
    expect(asked).toContain('Falta o motivo quanto a Maria José e Lúcia');
    // The daughters next: the sons' cause is not asked again.
    const second = play([
      ...upToCause,
      'o joao e o pedro tao cheio de divida no banco',
      'a maria helena é minha esposa, a clausula nao é pra ela. a maria jose e a lucia é por causa dos maridos que eu nao confio',
    ]);
    expect(currentQuestion(second.state)?.key).toBe('clausulas_duracao');
    const cause = second.state.draft.justaCausa ?? '';
    expect(cause).toContain('divida no banco');
    expect(cause).toContain('por causa dos maridos que eu nao confio');
    // Talk about the spouse the clause spares is not a cause.
    expect(cause).not.toMatch(/esposa|Maria Helena/);
  });

  it('"os outros" are the heirs not named yet', () => {
    const r = play([
      ...upToCause,
      'é que o pedro ta cheio de divida, e os outros tres casaram e tenho medo do genro e da nora pegar a parte deles',
    ]);
    expect(currentQuestion(r.state)?.key).toBe('clausulas_duracao');
    expect(r.state.draft.justaCausa).toMatch(/^Pedro Ferreira Lima: ta cheio de divida; /);
  });

  it('one message with every heir and a cause each is taken whole', () => {
    const r = play([
      ...upToCause,
      'joao: deve no banco e tem penhora. maria jose e lucia: os maridos gastam tudo. pedro: vicio em jogo',
    ]);
    expect(currentQuestion(r.state)?.key).toBe('clausulas_duracao');
  });
});

describe('readHeirCauses', () => {
  const heirs = [
    { id: 'p2', nome: 'José Carlos de Oliveira' },
    { id: 'p3', nome: 'Maria das Graças Oliveira Santos' },
  ];
  const spouse = [{ id: 'p1', nome: 'Maria Aparecida Rodrigues de Oliveira' }];

  it('a saint in a place name is not the heir ("o sítio são josé")', () => {
    expect(
      readHeirCauses('quero que o sítio são josé fique com os meus filhos', heirs, spouse, []),
    ).toEqual([]);
  });

  it('a shared first name alone names no one; the longer name does', () => {
    expect(
      readHeirCauses('a maria das graças é por causa do marido dela que bebe', heirs, spouse, []),
    ).toEqual([{ heirId: 'p3', causa: 'por causa do marido dela que bebe' }]);
  });

  it('short names tell people apart', () => {
    const all = [...heirs, ...spouse].map((h) => h.nome);
    expect(shortName('Maria das Graças Oliveira Santos', all)).toBe('Maria das Graças');
    expect(shortName('José Carlos de Oliveira', all)).toBe('José');
  });
});
