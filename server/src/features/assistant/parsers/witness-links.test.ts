import type { Pessoa } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { parseWitnessLinks } from './witness-links.ts';

const person = (id: string, nome: string): Pessoa => ({ id, tipo: 'fisica', nome });
const juliana = person('p5', 'Juliana Pereira Santos');
const roberto = person('p6', 'Roberto Carlos Lima');
const marcos = person('p7', 'Marcos Vinícius Rocha');
const joao = person('p2', 'João Pedro Alves');
const marina = person('p3', 'Marina Alves Costa');
const witnesses = [roberto, juliana, marcos];
const beneficiaries = [joao, marina];

describe('parseWitnessLinks', () => {
  it.each([
    ['Juliana é irmã de João Pedro Alves', 'p5', 'irmao', 'p2'],
    ['a juliana é irmã do joão', 'p5', 'irmao', 'p2'],
    ['O João é irmão da Juliana', 'p5', 'irmao', 'p2'],
    ['Marcos é marido da Marina', 'p7', 'conjuge', 'p3'],
    ['Roberto Carlos Lima é pai da Marina Alves Costa', 'p6', 'pai_mae', 'p3'],
    ['o Roberto é filho do João', 'p6', 'filho', 'p2'],
    ['Marcos, companheiro da Marina', 'p7', 'conjuge', 'p3'],
  ])('"%s"', (text, witnessId, tipo, pessoaId) => {
    expect(parseWitnessLinks(text, witnesses, beneficiaries)).toEqual({
      links: [{ witnessId, tipo, pessoaId }],
    });
  });

  it('reads several relations, by line or joined by "e" before a witness', () => {
    expect(
      parseWitnessLinks(
        'Juliana é irmã do João e Marcos é marido da Marina',
        witnesses,
        beneficiaries,
      ),
    ).toEqual({
      links: [
        { witnessId: 'p5', tipo: 'irmao', pessoaId: 'p2' },
        { witnessId: 'p7', tipo: 'conjuge', pessoaId: 'p3' },
      ],
    });
    expect(
      parseWitnessLinks('Juliana, irmã do João\nRoberto, pai da Marina', witnesses, beneficiaries),
    ).toEqual({
      links: [
        { witnessId: 'p5', tipo: 'irmao', pessoaId: 'p2' },
        { witnessId: 'p6', tipo: 'pai_mae', pessoaId: 'p3' },
      ],
    });
  });

  it.each([
    ['no relation word', 'Juliana e João Pedro', 'juliana e joao pedro'],
    ['no beneficiary', 'Juliana é irmã do Pedro Souza', 'juliana e irma do pedro souza'],
    ['no witness', 'a Carla é irmã do João', 'a carla e irma do joao'],
  ])('names the statement it could not read: %s', (_case, text, unclear) => {
    expect(parseWitnessLinks(text, witnesses, beneficiaries)).toEqual({ unclear });
  });
});
