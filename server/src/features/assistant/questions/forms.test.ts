import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { currentQuestion, runTurn } from '../interview-engine.ts';

const ctx = { today: TODAY };

/** A single person with no children or parents, who has just named a friend as heir. */
const UP_TO_GIFTS = singlePersonUntil('legados', {
  heranca: '100% para meu amigo João Pedro Alves',
});

describe('forms are read as typed items, never as prose', () => {
  it('stores a gift to "Casa de Apoio à Criança" as it was filled in', () => {
    const { state } = play(UP_TO_GIFTS);
    expect(currentQuestion(state)?.key).toBe('legados');
    const r = runTurn(
      state,
      {
        kind: 'form',
        name: 'legados',
        values: { itens: [{ descricao: 'meu piano', beneficiario: 'Casa de Apoio à Criança' }] },
      },
      ctx,
    );
    expect(r.formOutcome).toBe('accepted');
    expect(r.replies.join('\n')).not.toContain('Preciso do nome completo');
    const [gift] = r.state.draft.legados;
    expect(gift?.descricao).toBe('o piano');
    expect(r.state.draft.pessoas.find((p) => p.id === gift?.beneficiarioId)).toMatchObject({
      nome: 'Casa de Apoio à Criança',
      tipo: 'juridica',
    });
  });

  it('keeps the kind and the value a gift was given in the form', () => {
    const { state } = play(UP_TO_GIFTS);
    const r = runTurn(
      state,
      {
        kind: 'form',
        name: 'legados',
        values: {
          itens: [
            {
              descricao: 'o sítio de Atibaia',
              beneficiario: 'João Pedro Alves',
              tipo: 'imovel',
              valor: 350000,
            },
          ],
        },
      },
      ctx,
    );
    expect(r.formOutcome).toBe('accepted');
    expect(r.state.draft.legados[0]).toMatchObject({ tipo: 'imovel', valor: 350000 });
  });

  it('refuses values that do not match the form’s schema and keeps the form open', () => {
    const { state } = play(UP_TO_GIFTS);
    const r = runTurn(state, { kind: 'form', name: 'legados', values: { itens: 'piano' } }, ctx);
    expect(r.formOutcome).toBe('refused');
    expect(r.state.draft.legados).toEqual([]);
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('reads a share and its CNPJ from separate fields', () => {
    const { state } = play(singlePersonUntil('heranca'));
    const r = runTurn(
      state,
      {
        kind: 'form',
        name: 'beneficiarios',
        values: {
          itens: [
            { nome: 'Casa de Apoio à Criança', percentual: 100, documento: '11.222.333/0001-81' },
          ],
        },
      },
      ctx,
    );
    expect(r.formOutcome).toBe('accepted');
    const charity = r.state.draft.pessoas.find((p) => p.tipo === 'juridica');
    expect(charity).toMatchObject({ nome: 'Casa de Apoio à Criança', cnpj: '11222333000181' });
  });
});
