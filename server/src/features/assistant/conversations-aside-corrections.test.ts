import { describe, expect, it } from 'vitest';
import { finalWill, person, play, singlePersonToTheWill } from './conversation-test-helpers.ts';

/**
 * A correction of an earlier answer typed inside the answer to another question ("…, ah e na
 * profissão pode colocar …"): both are kept, and the correction is shown in one line.
 */
describe('an aside that corrects an earlier answer', () => {
  it('the profession, corrected while giving the address', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        endereco:
          'Rua das Flores, 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000, ah e na profissao pode colocar engenheiro aposentado que eu ja parei',
      }),
    );
    const will = finalWill(last);
    expect(will.testador.profissao).toBe('engenheiro aposentado');
    expect(will.testador.endereco).toMatchObject({
      numero: '123',
      cidade: 'São Paulo',
      cep: '01415000',
    });
    expect(allReplies.join('\n')).toContain('Corrigi: profissão engenheiro aposentado');
  });

  it('the own birth date without its year, corrected while giving the birthplace', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        naturalidade:
          'agora sou eu mesmo. meu filho botou minha data errada, eu nasci dia 25 de junho nao dia 15. sou de campinas sp',
      }),
    );
    const will = finalWill(last);
    expect(will.testador.dataNascimento).toBe('1975-06-25');
    expect(will.testador.naturalidade).toBe('Campinas/SP');
    expect(allReplies.join('\n')).toContain('Corrigi: data de nascimento');
  });

  it('a child’s birth date, corrected while answering another question', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        estado_civil: 'divorciado',
        filhos: 'Ana Clara Mendes, 12/04/1999\nPedro Mendes, 10/03/2001',
        legados: 'nao. ah e a data do pedro eu errei, é 10/03/2002',
        heranca: '50% para meu amigo Joaquim Souza Filho',
        substitutos: 'não',
        testamenteiro: 'pular',
      }),
    );
    const will = finalWill(last);
    const pedro = will.pessoas.find((p) => p.nome === 'Pedro Mendes');
    expect(pedro?.dataNascimento).toBe('2002-03-10');
    expect(allReplies.join('\n')).toContain(
      'Corrigi: data de nascimento de Pedro Mendes: 10/03/2002',
    );
  });

  it('a beneficiary’s full name, given with the "não" to the next question', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        substitutos: 'nao. ah pera, o nome do joão é joão pedro alves de lima, esqueci o de lima',
        testamenteiro: 'pular',
      }),
    );
    const will = finalWill(last);
    const joao = person(will, will.disposicoes.heranca[0]?.beneficiarioId);
    expect(joao?.nome).toBe('João Pedro Alves de Lima');
    expect(will.disposicoes.heranca[0]?.substitutoId).toBeUndefined();
    expect(allReplies.join('\n')).toContain('Corrigi: nome João Pedro Alves de Lima');
  });

  it('"a data de nascimento dela" is the daughter’s, never the testator’s, and the gift is kept', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        estado_civil: 'divorciado',
        filhos: 'Ana Clara Mendes, 12/04/1999\nPedro Mendes, 10/03/2001',
        legados:
          'O carro fica para a minha filha, Ana Clara. E a data de nascimento dela que eu mandei tá errada, o certo é 12/05/1999.',
        legados_valor: 'o carro uns 30 mil, tudo uns 600 mil',
        legados_excesso: 'sim, pode ser assim',
        heranca: '50% para meu amigo Joaquim Souza Filho',
        substitutos: 'não',
        testamenteiro: 'pular',
      }),
    );
    const will = finalWill(last);
    const ana = will.pessoas.find((p) => p.nome === 'Ana Clara Mendes');
    expect(ana?.dataNascimento).toBe('1999-05-12');
    expect(will.testador.dataNascimento).not.toBe('1999-05-12');
    expect(will.disposicoes.legados?.[0]?.beneficiarioId).toBe(ana?.id);
    expect(allReplies.join('\n')).toContain('data de nascimento de Ana Clara Mendes: 12/05/1999');
  });

  it('the executor changed at the next question: the new one is said back, the "não" answers it', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        testamenteiro_posse:
          'NAO. NA VERDADE PREFIRO MINHA IRMA COMO TESTAMENTEIRA, A MARINA ALVES COSTA. O JOAO JA VAI TER MUITA COISA PRA RESOLVER',
      }),
    );
    const will = finalWill(last);
    const [executor] = will.testamenteiros;
    expect(person(will, executor?.pessoaId)?.nome).toBe('Marina Alves Costa');
    expect(executor?.posseBens).toBe(false);
    expect(will.testamenteiros).toHaveLength(1);
    expect(allReplies.join('\n')).toContain(
      'troca de testamenteiro, agora Marina Alves Costa no lugar de João Pedro Alves',
    );
  });

  it('the executor changed while telling the wishes: the wish is kept, the change is not a wish', () => {
    const { last } = play(
      singlePersonToTheWill({
        testamenteiro_posse: 'não',
        desejos:
          'quero ser cremado. e pensando bem o testamenteiro vai ser minha prima Rita Alves Lima',
      }),
    );
    const will = finalWill(last);
    expect(person(will, will.testamenteiros[0]?.pessoaId)?.nome).toBe('Rita Alves Lima');
    expect(JSON.stringify(will.naoPatrimoniais)).toContain('cremado');
    expect(JSON.stringify(will.naoPatrimoniais)).not.toContain('Rita');
  });

  it('a child’s date said by a grandchild typing for the testator ("a tia ana"), in passing', () => {
    const { last, allReplies } = play(
      singlePersonToTheWill({
        estado_civil: 'divorciado',
        filhos: 'Ana Clara Mendes, 12/04/1999\nPedro Mendes, 10/03/2001',
        legados:
          'nao. ah meu avo ta falando que o aniversario da tia ana é 12/05 e nao 12/04, eu errei',
        heranca: '50% para meu amigo Joaquim Souza Filho',
        substitutos: 'não',
        testamenteiro: 'pular',
      }),
    );
    const will = finalWill(last);
    expect(will.pessoas.find((p) => p.nome === 'Ana Clara Mendes')?.dataNascimento).toBe(
      '1999-05-12',
    );
    expect(allReplies.join('\n')).toContain('Corrigi: data de nascimento de Ana Clara Mendes');
  });
});
