import type { Sexo } from '@legado/contract';
import type { Relation } from './fact-types.ts';

/** Words for a relation to the speaker, and for lists of relatives ("tenho 2 filhos"). */
export const RELATION_WORDS: Record<string, [Relation, Sexo?]> = {
  filho: ['filho', 'masculino'],
  filha: ['filho', 'feminino'],
  fio: ['filho', 'masculino'],
  fia: ['filho', 'feminino'],
  enteado: ['enteado', 'masculino'],
  enteada: ['enteado', 'feminino'],
  neto: ['neto', 'masculino'],
  neta: ['neto', 'feminino'],
  pai: ['pai', 'masculino'],
  mae: ['mae', 'feminino'],
  painho: ['pai', 'masculino'],
  papai: ['pai', 'masculino'],
  mainha: ['mae', 'feminino'],
  mamae: ['mae', 'feminino'],
  avo: ['avo'],
  irmao: ['irmao', 'masculino'],
  irma: ['irmao', 'feminino'],
  sobrinho: ['sobrinho', 'masculino'],
  sobrinha: ['sobrinho', 'feminino'],
  tio: ['tio', 'masculino'],
  tia: ['tio', 'feminino'],
  primo: ['primo', 'masculino'],
  prima: ['primo', 'feminino'],
  cunhado: ['cunhado', 'masculino'],
  cunhada: ['cunhado', 'feminino'],
  genro: ['genro', 'masculino'],
  nora: ['nora', 'feminino'],
  sogro: ['sogro', 'masculino'],
  sogra: ['sogro', 'feminino'],
  afilhado: ['afilhado', 'masculino'],
  afilhada: ['afilhado', 'feminino'],
  padrinho: ['padrinho', 'masculino'],
  madrinha: ['padrinho', 'feminino'],
  amigo: ['amigo', 'masculino'],
  amiga: ['amigo', 'feminino'],
  vizinho: ['vizinho', 'masculino'],
  vizinha: ['vizinho', 'feminino'],
  marido: ['conjuge', 'masculino'],
  esposo: ['conjuge', 'masculino'],
  esposa: ['conjuge', 'feminino'],
  mulher: ['conjuge', 'feminino'],
  companheiro: ['companheiro', 'masculino'],
  companheira: ['companheiro', 'feminino'],
  'ex-marido': ['ex_conjuge', 'masculino'],
  'ex-mulher': ['ex_conjuge', 'feminino'],
  'ex-esposa': ['ex_conjuge', 'feminino'],
};
/**
 * What people call their parents at home ("mainha", "painho", "mamãe", "papai"), normalized (no
 * accents), and the relation word each one means.
 */
export const HOME_PARENT_WORDS: Readonly<Record<string, 'mãe' | 'pai'>> = {
  mainha: 'mãe',
  mamae: 'mãe',
  maezinha: 'mãe',
  mamaezinha: 'mãe',
  painho: 'pai',
  papai: 'pai',
  paizinho: 'pai',
};

/** "tenho dois filhos", "meus netos", "tenho uma filha": names that follow are these relatives. */
export const PLURAL_HEADER =
  /\b(?:tenho|temos|tive|tivemos|sao|meus|minhas|os|as|dos|das|deixou|teve|tem)\s+(?:so\s+|apenas\s+)?(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis)?\s*(filh[oa]s?|fios|fias|fio|net[oa]s?|irmaos|irmas|irmao|irma|sobrinh[oa]s?)\b/;
export const HEADER_RELATION: Record<string, Relation> = {
  filho: 'filho',
  filha: 'filho',
  neto: 'neto',
  neta: 'neto',
  irmao: 'irmao',
  irma: 'irmao',
  sobrinho: 'sobrinho',
  sobrinha: 'sobrinho',
  filhos: 'filho',
  filhas: 'filho',
  fios: 'filho',
  fias: 'filho',
  fio: 'filho',
  netos: 'neto',
  netas: 'neto',
  irmaos: 'irmao',
  irmas: 'irmao',
  sobrinhos: 'sobrinho',
  sobrinhas: 'sobrinho',
};
