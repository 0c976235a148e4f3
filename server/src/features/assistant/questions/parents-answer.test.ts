import { describe, expect, it } from 'vitest';
import { completeWithCep, readTestatorAddress } from './address-answer.ts';
import { readLivingParents } from './parents-answer.ts';

const TODAY = '2026-11-25';

describe('the living parents, as people say them', () => {
  it('keeps the living one and leaves out the one who died', () => {
    expect(
      readLivingParents('minha mãe Josefa Medeiros é viva, tem 85 anos. meu pai já faleceu', TODAY),
    ).toEqual([{ grau: 'mae', nome: 'Josefa Medeiros' }]);
    expect(
      readLivingParents('Minha mãe já morreu, meu pai Manoel Nogueira Braga é vivo', TODAY),
    ).toEqual([{ grau: 'pai', nome: 'Manoel Nogueira Braga' }]);
  });

  it('reads both, in the order said, and none when both died', () => {
    expect(
      readLivingParents('meu pai e minha mãe são vivos: José Farias e Helena Mendes Farias', TODAY),
    ).toEqual([
      { grau: 'pai', nome: 'José Farias' },
      { grau: 'mae', nome: 'Helena Mendes Farias' },
    ]);
    expect(readLivingParents('Meus pais já são falecidos', TODAY)).toEqual([]);
  });
});

describe("the testator's address, as people type it", () => {
  it('reads an address without commas and spells the street', () => {
    const r = readTestatorAddress('rua da gloria 45 liberdade salvador cep 40325000');
    expect(r).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua da Glória', numero: '45', cidade: 'Salvador', uf: 'BA' },
    });
  });

  it('keeps streets named by numbers and strips "Moro na"', () => {
    expect(
      readTestatorAddress('rua 7 de setembro 455 centro teresina pi cep 64000-040'),
    ).toMatchObject({ ok: true, endereco: { logradouro: 'Rua 7 de Setembro', numero: '455' } });
    expect(
      readTestatorAddress(
        'Moro na Rua Cardeal Arcoverde, 1250, apartamento 84, em Pinheiros, São Paulo, CEP 05407-002',
      ),
    ).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua Cardeal Arcoverde', bairro: 'Pinheiros' },
    });
  });

  it('without the CEP, keeps the rest and completes it with the CEP alone', () => {
    const r = readTestatorAddress(
      'rua doutor nilo peçanha 120 casa 2 estrela do norte sao goncalo rj',
    );
    expect(r.ok).toBe(false);
    if (r.ok || !r.semCep) throw new Error('expected the address without its CEP');
    expect(
      completeWithCep({ kind: 'endereco_cep', endereco: r.semCep }, '24440-000'),
    ).toMatchObject({
      cidade: 'São Gonçalo',
      uf: 'RJ',
      cep: '24440000',
    });
  });
});
