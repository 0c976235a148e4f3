import { describe, expect, it } from 'vitest';
import { parseYesNo, readOwned } from './yes-no.ts';

describe('sim/não as people mean it', () => {
  it('reads the many ways of yes', () => {
    for (const t of [
      'É',
      'é sim',
      'eh',
      'é isso aí',
      'uhum',
      'Aham.',
      'pode ser',
      'com certeza!',
      'tenho',
      'existe sim',
      'existem',
      'yep',
      'Yes',
      'pois não',
      'hmm, claro',
      'confere',
    ])
      expect(parseYesNo(t), t).toBe(true);
  });

  it('reads the many ways of no', () => {
    for (const t of [
      'Inexistente.',
      'inexistentes',
      'não existem',
      'não há',
      'tem não',
      'hmm nope',
      'ah, nao',
      'nah',
      'Negativo.',
      'jamais',
      'nunquinha',
      'nenhuma',
      'nem pensar',
    ])
      expect(parseYesNo(t), t).toBe(false);
  });

  it('a word said to the listener after the answer ("sô", "mano", "moço") is not part of it', () => {
    for (const t of [
      'sim sô',
      'é sim mano',
      'claro meu filho',
      'é isso mesmo, viu',
      'Sim, dona.',
      'uai, é sim véi',
    ])
      expect(parseYesNo(t), t).toBe(true);
    for (const t of ['não, moço', 'nada não fia', 'não tenho não, mano'])
      expect(parseYesNo(t), t).toBe(false);
  });

  it('never takes a question back, or a sentence about something else, as an answer', () => {
    for (const t of ['é verdade?', 'isso?', 'é o Carlos?', 'e se eu morrer antes?', 'bom dia'])
      expect(parseYesNo(t), t).toBeUndefined();
  });

  it('takes the thing itself as "yes, I own it" and keeps what it is', () => {
    expect(readOwned('SO AS JOIAS DA MINHA AVO Q EU HERDEI'.toLowerCase())).toEqual({
      yes: true,
      what: 'as joias da minha avo q eu herdei',
    });
    expect(readOwned('apenas um sítio em Itu')?.what).toBe('um sítio em Itu');
    expect(readOwned('uma sala comercial que ganhei do meu pai')?.yes).toBe(true);
    expect(readOwned('minha mãe mora comigo')).toBeUndefined();
    expect(readOwned('a casa conta como particular?')).toBeUndefined();
    expect(readOwned('não, nada')).toBeUndefined();
  });
});
