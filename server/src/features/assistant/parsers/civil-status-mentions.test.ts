import { describe, expect, it } from 'vitest';
import { readCivilStatus } from './civil-status-mentions.ts';

const today = '2026-11-20';

describe('the spouse named in a sentence', () => {
  it('ends the name where a message without punctuation goes on to the regime and the children', () => {
    expect(
      readCivilStatus(
        'sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos o rafael bezerra lima de 10/10/1992 e a renata bezerra lima de 05/05/1995',
        today,
      ),
    ).toEqual({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Francisco Bezerra Lima',
    });
  });

  it('still ends it at a comma, a year or "e"', () => {
    expect(readCivilStatus('casado com a Maria Souza, comunhão parcial', today)?.parceiro).toBe(
      'Maria Souza',
    );
    expect(readCivilStatus('casado com a maria souza desde 1990', today)?.parceiro).toBe(
      'Maria Souza',
    );
    expect(readCivilStatus('moro com a cida rocha e meus filhos', today)?.parceiro).toBe(
      'Cida Rocha',
    );
  });

  it('ends it before what the sentence says next: no papel, the children, the regime, a number', () => {
    const partner = (text: string) => readCivilStatus(text, today)?.parceiro;
    expect(partner('vivo com o joao pereira sem papel nenhum')).toBe('Joao Pereira');
    expect(partner('casado com a maria souza tem 2 filhos comigo')).toBe('Maria Souza');
    expect(partner('casado com a maria souza pela comunhao parcial')).toBe('Maria Souza');
    expect(partner('casada com o jose da silva filhos nao temos')).toBe('Jose da Silva');
    expect(partner('moro com a cida rocha 10 anos ja')).toBe('Cida Rocha');
  });
});
