import { describe, expect, it } from 'vitest';
import {
  ALL_TO_THE_CHARITY,
  finalWill,
  person,
  play,
  singlePersonUntil,
} from './conversation-test-helpers.ts';

describe('corrections of an answered section', () => {
  it('a user corrects an earlier section from the review, and again after the document is ready', () => {
    const before = singlePersonUntil('revisao', ALL_TO_THE_CHARITY);
    const { results, last, allReplies } = play([
      ...before,
      'alterar endereço',
      'Rua Nova, 45, Centro, Campinas/SP, CEP 13010-000',
      'manter',
      'sim',
      'alterar testemunhas',
      [
        'Fábio Nunes Prado, 314.159.265-90, 03/03/1980',
        'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
        'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
      ].join('\n'),
      'manter',
      'sim',
    ]);
    const text = allReplies.join('\n');
    expect(text).toContain('Vamos rever "Identificação"');
    expect(text).toContain('Hoje está: Rua das Flores, 123, São Paulo/SP');
    const firstJson = results[before.length + 4]!.testamentJson;
    expect(firstJson?.testador.endereco).toMatchObject({
      logradouro: 'Rua Nova',
      numero: '45',
      cidade: 'Campinas',
      cep: '13010000',
    });
    const will = finalWill(last);
    expect(will.testador.endereco.cidade).toBe('Campinas');
    expect(will.formalidades.cidade).toBe('São Paulo');
    expect(will.formalidades.testemunhaIds.map((id) => person(will, id)?.nome)[0]).toBe(
      'Fábio Nunes Prado',
    );
    expect(will.disposicoes.heranca[0]).toMatchObject({ percentual: 100 });
  });
});
