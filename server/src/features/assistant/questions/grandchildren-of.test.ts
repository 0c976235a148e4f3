import { describe, expect, it } from 'vitest';
import { finalWill, play, singlePersonToTheWill } from '../conversation-test-helpers.ts';

const TWO_WITNESSES =
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985';

describe('grandchildren when two children have died', () => {
  it("one message about both: each dead child gets only their own children, never the other's", () => {
    const both =
      'o francisco deixou tres filhos: rafael andrade prado, camila andrade prado, bruno andrade prado. a teresa nao deixou filho nenhum, morreu solteira';
    const { last } = play(
      singlePersonToTheWill({
        estado_civil: 'viúvo',
        filhos:
          'Paulo Mendes Prado, 01/02/1970\nFrancisco Mendes Prado, falecido\nTeresa Mendes Prado, falecida',
        netos: [both, both],
        heranca: 'não',
        substitutos: 'não',
        testamenteiro: 'Paulo',
        forma: 'público',
        testemunhas: TWO_WITNESSES,
      }),
    );
    const will = finalWill(last);
    const byName = (nome: string) => will.pessoas.find((p) => p.nome === nome);
    const francisco = byName('Francisco Mendes Prado');
    const netos = will.familia.descendentes.filter((d) => d.grau === 'neto');
    expect(netos).toHaveLength(3);
    expect(netos.every((n) => n.filhoDeId === francisco?.id)).toBe(true);
    expect(will.derivados.herdeirosNecessarios).toHaveLength(4);
  });

  it('a list on the lines under the dead child’s name is theirs', () => {
    const { last } = play(
      singlePersonToTheWill({
        estado_civil: 'viúvo',
        filhos:
          'Paulo Mendes Prado, 01/02/1970\nFrancisco Mendes Prado, falecido\nTeresa Mendes Prado, falecida',
        netos: [
          'a teresa nao teve filhos.\no francisco deixou:\nrafael andrade prado\ncamila andrade prado',
          'a teresa nao teve filhos.\no francisco deixou:\nrafael andrade prado\ncamila andrade prado',
        ],
        heranca: 'não',
        substitutos: 'não',
        testamenteiro: 'Paulo',
        forma: 'público',
        testemunhas: TWO_WITNESSES,
      }),
    );
    const will = finalWill(last);
    const netos = will.familia.descendentes.filter((d) => d.grau === 'neto');
    expect(netos.map((n) => will.pessoas.find((p) => p.id === n.pessoaId)?.nome)).toEqual([
      'Rafael Andrade Prado',
      'Camila Andrade Prado',
    ]);
  });
});
