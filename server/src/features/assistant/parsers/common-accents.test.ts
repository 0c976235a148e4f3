import { describe, expect, it } from 'vitest';
import { restoreCommonAccents } from './common-accents.ts';
import { parseCityUf } from './places.ts';

describe('common accents: every word of professions and places', () => {
  it.each([
    ['tecnico de refrigeracao', 'técnico de refrigeração'],
    ['TECNICO EM INSTALACOES', 'TÉCNICO EM INSTALAÇÕES'],
    ['auxiliar de producao', 'auxiliar de produção'],
    ['professora de educacao fisica', 'professora de educação física'],
    ['agente de fiscalizaçao', 'agente de fiscalização'],
    ['Conceicao do Coite', 'Conceição do Coite'],
    ['tecnico em manutencao de maquinas', 'técnico em manutenção de máquinas'],
    ['fiscal de profissao', 'fiscal de profissão'],
    ['tecnico em instalacoes eletricas', 'técnico em instalações elétricas'],
    ['vendedora de pecas de automoveis', 'vendedora de pecas de automóveis'],
  ])('%s → %s', (typed, written) => {
    expect(restoreCommonAccents(typed)).toBe(written);
  });

  it('short words and words already accented stay as typed', () => {
    expect(restoreCommonAccents('cao de guarda, não, são')).toBe('cao de guarda, não, são');
  });

  it('a city typed without its accent, with its state', () => {
    expect(parseCityUf('belem/pa')).toEqual({ cidade: 'Belém', uf: 'PA' });
    expect(parseCityUf('Maceio - AL')).toEqual({ cidade: 'Maceió', uf: 'AL' });
    expect(parseCityUf('sao jose, sc')).toEqual({ cidade: 'São José', uf: 'SC' });
  });
});
