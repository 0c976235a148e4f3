import { describe, expect, it } from 'vitest';
import { nearMunicipality } from './municipalities.ts';

describe('nearMunicipality: a birthplace typed with one slip', () => {
  it('reads the one municipality one slip away, with or without its UF', () => {
    expect(nearMunicipality('campo maoir')).toEqual({ cidade: 'Campo Maior', uf: 'PI' });
    expect(nearMunicipality('campo maoir pi')).toEqual({ cidade: 'Campo Maior', uf: 'PI' });
    expect(nearMunicipality('chapceo sc')).toEqual({ cidade: 'Chapecó', uf: 'SC' });
    expect(nearMunicipality('feira de santnaa')).toEqual({ cidade: 'Feira de Santana', uf: 'BA' });
  });
  it('guesses nothing for places abroad, exact names or several near ones', () => {
    expect(nearMunicipality('lisboa')).toBeUndefined();
    expect(nearMunicipality('guimaraes portugal')).toBeUndefined();
    expect(nearMunicipality('campinas')).toBeUndefined();
    expect(nearMunicipality('campo graned')).toBeUndefined();
  });
});
