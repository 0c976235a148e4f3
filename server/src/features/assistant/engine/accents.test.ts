import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';

describe('what the will prints, written without asking', () => {
  it('gives a profession and a place of birth typed in lower case their accents and capitals', () => {
    const { state, allReplies } = play([
      'sim',
      'Carlos Eduardo Paredes',
      '529.982.247-25',
      '15/06/1975',
      'caracas, venezuela',
      'venezuelana',
      'mecanico',
    ]);
    expect(state.draft.testador.naturalidade).toBe('Caracas, Venezuela');
    expect(state.draft.testador.profissao).toBe('mecânico');
    expect(allReplies.join('\n')).not.toContain('Escrevi com acento');
  });

  it('writes the street of the address as on a letter', () => {
    const { state } = play([
      'sim',
      'Carlos Eduardo Paredes',
      '529.982.247-25',
      '15/06/1975',
      'Campinas/SP',
      'tecnica de enfermagem',
      'avenida getulio vargas 1200 centro campinas sp 13015-000',
    ]);
    expect(state.draft.testador.profissao).toBe('técnica de enfermagem');
    expect(state.draft.testador.endereco).toMatchObject({
      logradouro: 'Avenida Getúlio Vargas',
      bairro: 'Centro',
    });
  });

  it('offers "Picanço" once and keeps "Igor", right without an accent', () => {
    const { state, allReplies } = play(['sim', 'igor souza picanco']);
    expect(state.draft.testador.nome).toBe('Igor Souza Picanço');
    expect(allReplies.join('\n')).toContain('Escrevi com acento: Igor Souza Picanço');
  });

  it('keeps a name as typed when the person insists: "não, é Sebastiao mesmo"', () => {
    const { state, last } = play(['sim', 'sebastiao goncalves lima', 'não, é Sebastiao mesmo']);
    expect(state.draft.testador.nome).toBe('Sebastiao Goncalves Lima');
    expect(last.replies.join('\n')).toContain('fica sem acento');
    expect(state.current).toBe('cpf');
  });

  it('"Igor mesmo" alone keeps it too', () => {
    const { state } = play(['sim', 'sebastiao goncalves lima', 'Sebastiao mesmo']);
    expect(state.draft.testador.nome).toBe('Sebastiao Goncalves Lima');
  });

  it('"mesmo" about something else changes no name', () => {
    const { state } = play(['sim', 'sebastiao goncalves lima', '529.982.247-25', 'isso mesmo']);
    expect(state.draft.testador.nome).toBe('Sebastião Gonçalves Lima');
  });
});
