import { describe, expect, it } from 'vitest';
import { finalWill, play, singlePersonToTheWill } from './conversation-test-helpers.ts';
import { cpfFrom, formatCpf } from './eval/cpf.ts';
import { SINGLE_PERSON } from './eval/fixtures.ts';

const WIFE_CPF = formatCpf(cpfFrom('725964831'));
const OWN_CPF = SINGLE_PERSON.facts.testador.cpf;

describe('an answer corrected while typing it keeps the corrected value', () => {
  it('birth date, CPF and apartment taken back in the same message', () => {
    const { last } = play(
      singlePersonToTheWill({
        nascimento: '15/06/1974, não, 1975',
        cpf: `${WIFE_CPF} nao pera esse é o da minha mãe, o meu é ${formatCpf(OWN_CPF)}`,
        endereco:
          'Rua das Flores, 123, apto 54, ops 45, Jardim Paulista, São Paulo/SP, CEP 01415-000',
      }),
    );
    const will = finalWill(last);
    expect(will.testador.dataNascimento).toBe('1975-06-15');
    expect(will.testador.cpf).toBe(OWN_CPF);
    expect(will.testador.endereco.complemento).toBe('apto 45');
  });

  it('a wish with "aliás" inside is kept whole', () => {
    const { last } = play(
      singlePersonToTheWill({
        desejos: 'quero ser cremado, aliás, quero uma missa de sétimo dia também',
      }),
    );
    const will = finalWill(last);
    expect(JSON.stringify(will)).toContain('cremado');
  });
});
