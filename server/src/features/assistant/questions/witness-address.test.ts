import { describe, expect, it } from 'vitest';
import { finalWill, play, type Step } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';

const upToWitnesses: Step[] = [
  'sim',
  'Carlos Alberto Mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  'Rua das Flores, 123, Jardim Paulista, São Paulo/SP, CEP 01415-000',
  'nenhuma',
  'não',
  'solteiro',
  'não',
  'não',
  'não',
  '100% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  'não',
  'não',
  'não',
  'pular',
  'não',
  'particular',
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985\nMarcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
];

describe('the witnesses’ addresses', () => {
  it('are asked right after the witnesses, one per line, the CEP optional, and go into the will', () => {
    expect(currentQuestion(play(upToWitnesses).state)?.key).toBe('testemunhas_endereco');
    const short = play([...upToWitnesses, 'Rua A, 10, Centro, Campinas/SP']);
    expect(short.last.replies.join('\n')).toContain('Preciso de 3 endereços');
    const { last } = play([
      ...upToWitnesses,
      [
        'Roberto: Rua da Bahia, 100, Centro, Belo Horizonte/MG',
        'Rua Pernambuco, 550, apto 201, Funcionários, Belo Horizonte/MG, CEP 30130-150',
        'Avenida Afonso Pena, 3000, Cruzeiro, Belo Horizonte/MG',
      ].join('\n'),
      'sim',
      'sim',
    ]);
    const will = finalWill(last);
    const addresses = will.formalidades.testemunhaIds.map(
      (id) => will.pessoas.find((p) => p.id === id)?.endereco,
    );
    expect(addresses[0]).toMatchObject({
      logradouro: 'Rua da Bahia',
      numero: '100',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
    expect(addresses[0]?.cep).toBeUndefined();
    expect(addresses[1]).toMatchObject({ numero: '550', cep: '30130150' });
  });
});
