import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';

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

  it('asks about "Luis" and "Tamara" (names written both ways) and keeps them as typed', () => {
    const { state, last } = play(['sim', 'jorge luis goncalves pinheiro']);
    expect(state.draft.testador.nome).toBe('Jorge Luis Gonçalves Pinheiro');
    const said = last.replies.join('\n');
    expect(said).toContain('Escrevi com acento: Jorge Luis Gonçalves Pinheiro');
    expect(said).toContain(
      'No documento está Jorge Luis Gonçalves Pinheiro ou Jorge Luís Gonçalves Pinheiro?',
    );
    expect(said).toContain('responda "com acento"');
    expect(state.current).toBe('cpf');
  });

  it('puts the accent on "com acento", or on the name retyped with it, and asks only once', () => {
    const yes = play(['sim', 'tamara lins cavalcanti', 'com acento', '529.982.247-25']);
    expect(yes.state.draft.testador.nome).toBe('Tâmara Lins Cavalcanti');
    expect(yes.results[3]!.replies.join('\n')).toContain('fica com acento: Tâmara');
    expect(
      yes.allReplies.join('\n').match(/Tamara Lins Cavalcanti ou Tâmara Lins Cavalcanti/g),
    ).toHaveLength(1);
    const retyped = play(['sim', 'julia martins hoffmann', 'é Júlia']);
    expect(retyped.state.draft.testador.nome).toBe('Júlia Martins Hoffmann');
    expect(retyped.state.current).toBe('cpf');
  });

  it('"sem acento" after the question keeps the name, and it is not asked again', () => {
    const { state, results, allReplies } = play([
      'sim',
      'tamara lins cavalcanti',
      'sem acento',
      '529.982.247-25',
    ]);
    expect(state.draft.testador.nome).toBe('Tamara Lins Cavalcanti');
    expect(results[3]!.replies.join('\n')).toContain('fica sem acento: Tamara Lins Cavalcanti');
    expect(
      allReplies.join('\n').match(/Tamara Lins Cavalcanti ou Tâmara Lins Cavalcanti/g),
    ).toHaveLength(1);
    expect(state.current).toBe('nascimento');
  });

  it('a name with an accent in a later answer ("pro Luís") answers the question, not the accent', () => {
    const { state } = play(['sim', 'luis tenorio lins', 'sim, Luís mesmo']);
    expect(state.draft.testador.nome).toBe('Luís Tenório Lins');
    const later = play(['sim', 'luis tenorio lins', '529.982.247-25', 'pro Luís']);
    expect(later.state.draft.testador.nome).toBe('Luis Tenório Lins');
  });

  it('"sem acento" after "com acento" names the person once', () => {
    const { state, last } = play(['sim', 'julia goncalves amaral', 'com acento', 'sem acento']);
    expect(state.draft.testador.nome).toBe('Julia Goncalves Amaral');
    expect(last.replies.join('\n')).toContain('fica sem acento: Julia Goncalves Amaral.');
  });

  it('"mesmo" about something else changes no name', () => {
    const { state } = play(['sim', 'sebastiao goncalves lima', '529.982.247-25', 'isso mesmo']);
    expect(state.draft.testador.nome).toBe('Sebastião Gonçalves Lima');
  });
});

// Accents are given where a value is written, not by a pass over the whole draft every turn.
describe('streets and places written where they are kept', () => {
  it('writes a witness address typed in the form as on a letter', () => {
    const { state } = play(singlePersonUntil('testemunhas'));
    const r = runTurn(
      state,
      {
        kind: 'form',
        name: 'testemunhas',
        values: {
          itens: [
            {
              nome: 'Roberto Carlos Lima',
              cpf: '987.654.321-00',
              dataNascimento: '20/01/1970',
              endereco: {
                logradouro: 'rua do hospicio',
                numero: '10',
                bairro: 'boa vista',
                cidade: 'Recife',
                uf: 'PE',
              },
            },
            { nome: 'Juliana Pereira Santos', cpf: '246.813.579-28', dataNascimento: '02/11/1985' },
            { nome: 'Marcos Vinícius Rocha', cpf: '135.792.468-28', dataNascimento: '14/07/1990' },
          ],
        },
      },
      { today: TODAY },
    );
    const [first] = r.state.draft.testemunhaIds;
    expect(r.state.draft.pessoas.find((p) => p.id === first)?.endereco).toMatchObject({
      logradouro: 'Rua do Hospício',
      bairro: 'Boa Vista',
    });
  });

  it('a profession with a chat tail is printed without it, with its accents', () => {
    const { state } = play(
      singlePersonUntil('endereco', { profissao: 'tecnico em informatica, ja falei' }),
    );
    expect(state.draft.testador.profissao).toBe('técnico em informática');
  });
});
