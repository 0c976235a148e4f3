import { describe, expect, it } from 'vitest';
import {
  finalWill,
  person,
  play,
  singlePersonUntil,
  WITNESSES_3,
} from './conversation-test-helpers.ts';

describe('witnesses who receive something, or are relatives of who does', () => {
  it('a witness who is also a beneficiary is refused', () => {
    const before = singlePersonUntil('testemunhas', {
      estado_civil: 'solteira',
      heranca: 'tudo para Roberto Carlos Lima',
      substitutos: 'não',
      testamenteiro: 'pular',
    });
    const { results, last } = play([
      ...before,
      WITNESSES_3,
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'sim',
      'sim',
    ]);
    const refused = results[before.length + 1]!;
    expect(refused.replies.join('\n')).toContain('Roberto Carlos Lima não pode ser testemunha');
    expect(refused.replies.join('\n')).toContain('1.801');
    expect(refused.state.draft.testemunhaIds).toEqual([]);
    const will = finalWill(last);
    const witnesses = will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome);
    expect(witnesses).toEqual([
      'Fábio Nunes Prado',
      'Juliana Pereira Santos',
      'Marcos Vinícius Rocha',
    ]);
    expect(will.disposicoes.heranca[0]).toMatchObject({ percentual: 100, base: 'total' });
  });

  it('a witness who is a beneficiary’s sister: the gift would be void (art. 1.802), so the witness must change', () => {
    const before = singlePersonUntil('testemunhas_parentes');
    const { results, last } = play([
      ...before,
      'sim',
      'a Juliana é irmã do João Pedro',
      'sim',
      'ciente',
      'alterar testemunhas',
      [
        'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'manter',
      'sim',
    ]);
    const asked = results[before.length]!.replies.join('\n');
    expect(asked).toContain('Alguma das testemunhas é cônjuge');
    expect(asked).toContain('(João Pedro Alves e Marina Alves Costa)');
    // "sim" alone is not enough: which witness, and whose relative?
    expect(results[before.length + 1]!.replies.join('\n')).toContain(
      'Diga qual testemunha é parente de quem recebe algo',
    );
    const noted = results[before.length + 2]!.replies.join('\n');
    expect(noted).toContain(
      '❌ Juliana Pereira Santos é parente próximo ou cônjuge de João Pedro Alves',
    );
    expect(noted).toContain('nulo (art. 1.802');
    expect(noted).toContain('alterar testemunhas');
    const review = results[before.length + 3]!.replies.join('\n');
    expect(review).toContain('❌');
    // "ciente" does not make a void gift valid: the document is still refused.
    const stillRefused = results[before.length + 4]!;
    expect(stillRefused.replies.join('\n')).toContain('impedem o documento');
    expect(stillRefused.testamentJson).toBeUndefined();
    const will = finalWill(last);
    const names = will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome);
    expect(names).toEqual(['Roberto Carlos Lima', 'Fábio Nunes Prado', 'Marcos Vinícius Rocha']);
    expect(will.validacoes.find((v) => v.code === 'TESTEM_INTERPOSTA')).toBeUndefined();
  });

  it('new witnesses are asked about their relatives again, from a clean slate', () => {
    const { last, allReplies } = play([
      ...singlePersonUntil('testemunhas_parentes'),
      'Juliana é irmã do João',
      'sim',
      'alterar testemunhas',
      'manter',
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Carla Dias Moura, 111.444.777-35, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'não',
      'manter',
      'sim',
    ]);
    expect(allReplies.filter((r) => r.includes('Alguma das testemunhas é cônjuge'))).toHaveLength(
      2,
    );
    const will = finalWill(last);
    expect(will.pessoas.some((p) => p.vinculos)).toBe(false);
    expect(will.validacoes.some((v) => v.code === 'TESTEM_INTERPOSTA')).toBe(false);
  });

  it('after a change of who receives something, the witnesses’ relatives are asked about again', () => {
    const { results, allReplies } = play([
      ...singlePersonUntil('revisao'),
      'alterar herança',
      '50% para meu amigo João Pedro Alves e 50% para minha prima Clara Souza Lima',
      'manter',
      'manter',
      'Juliana é prima da Clara',
      'a Juliana é irmã da Clara',
    ]);
    const asked = allReplies.filter((r) => r.includes('Alguma das testemunhas é cônjuge'));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('(João Pedro Alves e Clara Souza Lima)');
    // A cousin is not on the law's list: the answer is asked again, quoting it as typed.
    expect(results.at(-2)!.replies.join('\n')).toContain('Em "Juliana é prima da Clara" faltou');
    expect(results.at(-1)!.replies.join('\n')).toContain(
      'Juliana Pereira Santos é parente próximo ou cônjuge de Clara Souza Lima',
    );
  });
});
