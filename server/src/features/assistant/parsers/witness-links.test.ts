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
    ['Não, mas o Marcos é marido da Marina', 'p7', 'conjuge', 'p3'],
    ['Roberto é avô do João', 'p6', 'avo', 'p2'],
    ['a Juliana é neta da Marina', 'p5', 'neto', 'p3'],
    // The relation word describes whoever is named first: here the beneficiary.
    ['A Marina é filha do Roberto', 'p6', 'pai_mae', 'p3'],
    ['o João é pai da Juliana', 'p5', 'filho', 'p2'],
    ['o João é neto do Roberto', 'p6', 'avo', 'p2'],
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
    ['no relation word', 'Juliana e João Pedro', 'Juliana e João Pedro'],
    ['no beneficiary', 'Juliana é irmã do Pedro Souza', 'Juliana é irmã do Pedro Souza'],
    ['no witness', 'a Carla é irmã do João', 'a Carla é irmã do João'],
    ['a relation the law does not list', 'Juliana é cunhada do João', 'Juliana é cunhada do João'],
  ])('names the statement it could not read, as typed: %s', (_case, text, unclear) => {
    expect(parseWitnessLinks(text, witnesses, beneficiaries)).toEqual({ unclear });
  });

  it('quotes the second statement as typed when only it is unclear', () => {
    expect(
      parseWitnessLinks(
        'Juliana é irmã do João e Marcos é amigo da Marina',
        witnesses,
        beneficiaries,
      ),
    ).toEqual({ unclear: 'Marcos é amigo da Marina' });
  });
});
