import { describe, expect, it } from 'vitest';
import { readAddress } from './address-mentions.ts';

describe('addresses typed without commas, read in their parts', () => {
  it('takes "casa b" as the complement and "conjunto ceara" as the neighbourhood', () => {
    expect(readAddress('rua sao jose 88 casa b conjunto ceara fortaleza ce 60530-340')).toEqual({
      logradouro: 'rua sao jose',
      numero: '88',
      complemento: 'casa B',
      bairro: 'conjunto ceara',
      cidade: 'Fortaleza',
      uf: 'CE',
      cep: '60530340',
    });
  });

  it('keeps a "conjunto" with its number as a complement', () => {
    expect(readAddress('Av Paulista 1000 conjunto 12 bela vista sp 01310100')).toMatchObject({
      complemento: 'conjunto 12',
      bairro: 'bela vista',
    });
  });

  it('reads a street named by a date, and the neighbourhood after the house number', () => {
    expect(readAddress('rua 7 de setembro 455 centro teresina pi cep 64000-040')).toMatchObject({
      logradouro: 'rua 7 de setembro',
      numero: '455',
      bairro: 'centro',
      cidade: 'Teresina',
    });
    expect(
      readAddress('Rua 14 de Julho, 2500, apto 3, Centro, Campo Grande/MS, CEP 79002-010'),
    ).toMatchObject({
      logradouro: 'Rua 14 de Julho',
      numero: '2500',
      complemento: 'apto 3',
      bairro: 'Centro',
    });
  });

  it("reads Brasília's superquadra, bloco and apartment", () => {
    expect(
      readAddress('Aqui em Brasília, SQS 308 Bloco C apto 504, Asa Sul, CEP 70355-030'),
    ).toMatchObject({
      logradouro: 'SQS 308',
      numero: 'Bloco C',
      complemento: 'apto 504',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      uf: 'DF',
    });
  });

  it('stops at the CEP when the message goes on about other things', () => {
    expect(
      readAddress(
        'moro na rua tiburcio cavalcante 1500 apto 201 meireles fortaleza ce cep 60125-100 sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos o rafael bezerra lima de 10/10/1992',
      ),
    ).toMatchObject({ bairro: 'meireles', cidade: 'Fortaleza', cep: '60125100' });
    expect(readAddress('Rua das Flores, 12, Centro, CEP 75400-000, Inhumas GO')).toMatchObject({
      cidade: 'Inhumas',
      uf: 'GO',
    });
  });

  it('reads "sem numero" and a city said by its nickname after the neighbourhood', () => {
    expect(readAddress('rua das flores sem numero centro inhumas go')).toMatchObject({
      numero: 's/n',
      bairro: 'centro',
      cidade: 'Inhumas',
    });
    expect(readAddress('rua da bahia 100 centro bh')).toMatchObject({
      bairro: 'centro',
      cidade: 'Belo Horizonte',
    });
  });

  it('reads the quadra and conjunto of Brasília as the street, the casa as its number', () => {
    expect(
      readAddress('SHIS QI 5 Conjunto 3 Casa 10, Lago Sul, Brasília/DF, 71600-000'),
    ).toMatchObject({ logradouro: 'SHIS QI 5 Conjunto 3', numero: 'Casa 10', bairro: 'Lago Sul' });
    expect(readAddress('qnm 12 conjunto b casa 5 ceilandia brasilia df 72215-120')).toMatchObject({
      logradouro: 'QNM 12 Conjunto B',
      numero: 'Casa 5',
      cidade: 'Brasília',
    });
  });

  it('keeps "fundos" apart from the neighbourhood after it', () => {
    expect(
      readAddress('rua barao do rio branco 85 fundos centro rio branco ac 69900-000'),
    ).toMatchObject({ numero: '85', complemento: 'fundos', bairro: 'centro' });
  });

  it("reads Goiânia's quadra and lote as the complement, a road's km as its number", () => {
    expect(readAddress('rua 10 n 200 qd 5 lt 12 setor oeste goiania go 74120-020')).toMatchObject({
      logradouro: 'rua 10',
      numero: '200',
      complemento: 'qd 5, lt 12',
      bairro: 'setor oeste',
    });
    expect(
      readAddress(
        'Estrada do Coco km 8, condominio Vila Verde casa 15, Lauro de Freitas BA 42700-000',
      ),
    ).toMatchObject({ logradouro: 'Estrada do Coco', numero: 'km 8', complemento: 'casa 15' });
  });

  it('leaves "bairro de" and a preposition before the city out of the neighbourhood', () => {
    expect(
      readAddress('rua do sol 120 casa a bairro de fatima fortaleza ce 60040-531'),
    ).toMatchObject({ bairro: 'fatima', cidade: 'Fortaleza' });
    expect(
      readAddress(
        'moro na rua das acacias nº 45 bairro jardim das flores em aparecida de goiania go cep 74900-000',
      ),
    ).toMatchObject({ numero: '45', bairro: 'jardim das flores', cidade: 'Aparecida de Goiânia' });
  });
});

// Found by a try in the browser: the bairro after a bare "Casa" and a complement said before the
// street were dropped.
describe('the complement and the bairro, wherever they are said', () => {
  it('takes a bare "casa" as the complement and the bairro after it', () => {
    expect(
      readAddress('rua sao jose n 45 casa, bairro sao cristovao, recife cep 52040-000'),
    ).toMatchObject({
      numero: '45',
      complemento: 'casa',
      bairro: 'sao cristovao',
      cidade: 'Recife',
    });
    expect(
      readAddress('Rua São José, nº 45, Casa, São Cristóvão, Recife/PE, CEP 52040-000'),
    ).toMatchObject({ complemento: 'Casa', bairro: 'São Cristóvão' });
  });

  it('keeps "apto 301, boa vista" said before the street', () => {
    expect(
      readAddress('apto 301, boa vista, rua da aurora 325, recife pe cep 50050-000'),
    ).toMatchObject({
      logradouro: 'rua da aurora',
      numero: '325',
      complemento: 'apto 301',
      bairro: 'boa vista',
      cidade: 'Recife',
    });
  });

  it('does not take "Casa Amarela" for a complement', () => {
    expect(readAddress('rua padre lemos 90, casa amarela, recife pe cep 52070-000')).toMatchObject({
      bairro: 'casa amarela',
    });
  });
});
