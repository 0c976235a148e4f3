import { describe, expect, it } from 'vitest';
import {
  ALL_TO_THE_CHARITY,
  finalWill,
  play,
  singlePersonUntil,
  TODAY,
} from '../conversation-test-helpers.ts';
import { currentQuestion, runTurn } from '../interview-engine.ts';

const WITNESSES = [
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
  'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
  'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
];

/** A single person leaving everything to a charity, asked for the witnesses. */
const ASKED_WITNESSES = singlePersonUntil('testemunhas', ALL_TO_THE_CHARITY);

describe('the witnesses’ addresses', () => {
  it('are invited on the witnesses’ own lines, the CEP optional, and go into the will', () => {
    const asked = play(ASKED_WITNESSES);
    expect(asked.last.replies.join('\n')).toContain('ponha o endereço na mesma linha');
    const { last } = play([
      ...ASKED_WITNESSES,
      [
        `${WITNESSES[0]}, Rua da Bahia, 100, Centro, Belo Horizonte/MG`,
        `${WITNESSES[1]}, mora na Rua Pernambuco, 550, apto 201, Funcionários, Belo Horizonte/MG, CEP 30130-150`,
        WITNESSES[2],
      ].join('\n'),
      'sim',
      'sim',
    ]);
    const will = finalWill(last);
    const witnesses = will.formalidades.testemunhaIds.map((id) =>
      will.pessoas.find((p) => p.id === id),
    );
    expect(witnesses.map((w) => w?.nome)).toEqual([
      'Roberto Carlos Lima',
      'Juliana Pereira Santos',
      'Marcos Vinícius Rocha',
    ]);
    expect(witnesses[0]?.endereco).toMatchObject({
      logradouro: 'Rua da Bahia',
      numero: '100',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
    expect(witnesses[0]?.endereco?.cep).toBeUndefined();
    expect(witnesses[1]?.endereco).toMatchObject({ numero: '550', cep: '30130150' });
    expect(witnesses[2]?.endereco).toBeUndefined();
  });

  it('are not asked in a question of their own, and an address missing its number is re-asked', () => {
    const { state } = play([...ASKED_WITNESSES, WITNESSES.join('\n')]);
    expect(currentQuestion(state)?.key).not.toBe('testemunhas_endereco');
    expect(currentQuestion(state)?.key).toBe('local');
    const bad = play([
      ...ASKED_WITNESSES,
      [`${WITNESSES[0]}, Rua da Bahia, Centro, Belo Horizonte/MG`, ...WITNESSES.slice(1)].join(
        '\n',
      ),
    ]);
    expect(bad.last.replies.join('\n')).toContain(
      'No endereço de Roberto Carlos Lima faltou: número',
    );
    expect(currentQuestion(bad.state)?.key).toBe('testemunhas');
  });

  it('are kept from the witnesses’ form', () => {
    const { state } = play(ASKED_WITNESSES);
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
              endereco: { logradouro: 'Rua A', numero: '10', cidade: 'Campinas', uf: 'SP' },
            },
            { nome: 'Juliana Pereira Santos', cpf: '246.813.579-28', dataNascimento: '02/11/1985' },
            { nome: 'Marcos Vinícius Rocha', cpf: '135.792.468-28', dataNascimento: '14/07/1990' },
          ],
        },
      },
      { today: TODAY },
    );
    expect(r.formOutcome).toBe('accepted');
    const [first] = r.state.draft.testemunhaIds;
    expect(r.state.draft.pessoas.find((p) => p.id === first)?.endereco).toEqual({
      logradouro: 'Rua A',
      numero: '10',
      cidade: 'Campinas',
      uf: 'SP',
    });
  });

  it('typed without a city take the testator’s, keep the bairro, and never block the list', () => {
    const { state, last } = play([
      ...ASKED_WITNESSES,
      [
        `${WITNESSES[0]}, Rua Oscar Freire 900, Jardim Paulista`,
        `${WITNESSES[1]}, rua haddock lobo 12`,
        WITNESSES[2],
      ].join('\n'),
    ]);
    expect(currentQuestion(state)?.key).toBe('local');
    const reply = last.replies.join('\n');
    expect(reply).toContain(
      'Nos endereços de Roberto Carlos Lima e Juliana Pereira Santos não veio a cidade; pus São Paulo/SP',
    );
    const [roberto, juliana] = state.draft.testemunhaIds.map((id) =>
      state.draft.pessoas.find((p) => p.id === id),
    );
    expect(roberto?.endereco).toMatchObject({
      logradouro: 'Rua Oscar Freire',
      numero: '900',
      bairro: 'Jardim Paulista',
      cidade: 'São Paulo',
      uf: 'SP',
    });
    expect(juliana?.endereco).toMatchObject({ numero: '12', cidade: 'São Paulo', uf: 'SP' });
  });

  it('naming another city but no UF leave the address out and keep the witness', () => {
    const { state, last } = play([
      ...ASKED_WITNESSES,
      [`${WITNESSES[0]}, Rua XV de Novembro 80, Bonito`, ...WITNESSES.slice(1)].join('\n'),
    ]);
    expect(currentQuestion(state)?.key).toBe('local');
    expect(last.replies.join('\n')).toContain(
      'O endereço de Roberto Carlos Lima veio sem a cidade, então ficou de fora',
    );
    const [first] = state.draft.testemunhaIds;
    expect(state.draft.pessoas.find((p) => p.id === first)?.endereco).toBeUndefined();
  });
});
