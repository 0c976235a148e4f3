import { describe, expect, it } from 'vitest';
import { readAddress } from './address-mentions.ts';

describe('planned-city addresses: the quadra and its street, then the lote or casa', () => {
  it('reads a Palmas address as typed, the quadra before its alameda', () => {
    expect(
      readAddress('quadra 307 sul alameda 5 lote 12, plano diretor sul, palmas, cep 77015-410'),
    ).toMatchObject({
      logradouro: 'Quadra 307 Sul, Alameda 5',
      numero: 'Lote 12',
      bairro: 'plano diretor sul',
      cidade: 'Palmas',
      uf: 'TO',
    });
    expect(
      readAddress('moro na qd 104 norte rua ne 5 lt 12 plano diretor norte palmas to'),
    ).toMatchObject({
      logradouro: 'Quadra 104 Norte, Rua NE 5',
      numero: 'Lote 12',
    });
  });

  it('takes the bare "307 sul" of Palmas for its quadra', () => {
    expect(readAddress('moro na 307 sul alameda 5 lote 12, palmas to 77015-410')).toMatchObject({
      logradouro: 'Quadra 307 Sul, Alameda 5',
      numero: 'Lote 12',
    });
  });

  it('reads a Goiânia street with its quadra and lote', () => {
    expect(readAddress('Rua T-25 qd 40 lt 12, setor bueno, goiania go 74210-030')).toMatchObject({
      logradouro: 'Rua T-25, Quadra 40',
      numero: 'Lote 12',
      cidade: 'Goiânia',
    });
    expect(readAddress('rua das flores qd 12 lt 5, jardim america, goiania')).toMatchObject({
      logradouro: 'Rua das Flores, Quadra 12',
      numero: 'Lote 5',
    });
  });

  it('keeps a house number when there is one: the quadra and lote are a complement', () => {
    expect(readAddress('rua das flores 45 quadra 3 lote 2 centro goiania go')).toMatchObject({
      logradouro: 'rua das flores',
      numero: '45',
      complemento: 'quadra 3, lote 2',
    });
  });

  it('reads the sectors of Brasília with their conjunto', () => {
    expect(
      readAddress('QNL 15 conjunto B casa 3, taguatinga, brasilia df 72150-000'),
    ).toMatchObject({
      logradouro: 'QNL 15 Conjunto B',
      numero: 'Casa 3',
      bairro: 'taguatinga',
    });
  });
});

describe('talk around the neighbourhood is never part of its name', () => {
  it.each([
    [
      'moro na avenida dos holandeses 700 apto 504 no calhau aqui em são luís, cep 65071-380',
      'calhau',
    ],
    ['rua do sol 45, cohama perto do shopping, são luís ma 65074-000', 'cohama'],
    ['rua grande 120 aqui no centro de são luís cep 65020-000', 'centro'],
    ['rua 10 numero 33 renascença ali do lado da praça, são luís - ma', 'renascença'],
  ])('%s', (text, bairro) => {
    expect(readAddress(text)?.bairro).toBe(bairro);
  });
});
