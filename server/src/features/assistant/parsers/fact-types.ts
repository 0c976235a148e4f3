import type { EstadoCivil, RegimeBens, Sexo, Uf } from '@legado/contract';

/** How a person relates to whoever is typing, in the masculine base form; `sexo` says the rest. */
export type Relation =
  | 'conjuge'
  | 'companheiro'
  | 'ex_conjuge'
  | 'filho'
  | 'enteado'
  | 'neto'
  | 'pai'
  | 'mae'
  | 'avo'
  | 'irmao'
  | 'sobrinho'
  | 'tio'
  | 'primo'
  | 'cunhado'
  | 'genro'
  | 'nora'
  | 'sogro'
  | 'afilhado'
  | 'padrinho'
  | 'amigo'
  | 'vizinho'
  | 'outro';

/** A person named (or pointed at) in a message. */
export interface PersonMention {
  /** Capitalised name, cleaned of conversation; absent when only the relation was said. */
  nome?: string;
  /** The same name with accents, when it was typed without them ("Jose" → "José"): ask first. */
  nomeSugerido?: string;
  relacao?: Relation;
  sexo?: Sexo;
  dataNascimento?: string;
  idade?: number;
  cpf?: string;
  falecido?: boolean;
  /** Year (or ISO date) of death when said: "falecido em 2019". */
  falecidoEm?: string;
  /** The other parent, as named: "(mãe: Sandra)", "meu com a Cida". */
  outroGenitor?: string;
  menor?: boolean;
}

/** A date said in the message and what it is about, when that is clear. */
export interface DateMention {
  iso?: string;
  /** Only the year was said ("casei em 68"). */
  year?: number;
  about: 'nascimento' | 'casamento' | 'uniao' | 'falecimento' | 'separacao' | 'outro';
}

/** A city and its state. */
export interface Place {
  cidade: string;
  uf: Uf;
}

/** A place said in the message and what it is about. */
export interface PlaceMention extends Place {
  about: 'naturalidade' | 'residencia' | 'outro';
}

/** Civil status as said, with negation and the regime in the same sentence. */
export interface CivilStatusFact {
  estadoCivil?: EstadoCivil;
  /** "hoje não tenho companheira": no spouse or companion now. */
  semParceiro?: boolean;
  /** "no papel sou solteiro mas moro junto com a Cida": the union counts, the paper status too. */
  estadoCivilNoPapel?: EstadoCivil;
  regime?: RegimeBens;
  /** "regime n escolhemos": no pact, the regime is the law's (see presumedRegime). */
  semPacto?: boolean;
  /** Year of the wedding or of the start of the union ("casei em 68", "há 10 anos"). */
  desdeAno?: number;
  /** "separada de fato há 3 anos". */
  separadoDeFato?: boolean;
  separadoDesdeAno?: number;
  /** The partner's name said with the status ("casada com o Carlos Eduardo Souza"). */
  parceiro?: string;
}

/** An address, as much of it as was said (the CEP is optional). */
export interface AddressFact {
  logradouro?: string;
  numero?: string;
  complemento?: string;
  bairro?: string;
  cidade?: string;
  uf?: Uf;
  cep?: string;
}

/** A share as people say it. `percentual` is of `base`; `regra` covers shares without numbers. */
export interface ShareFact {
  /** Who receives: a name, or a pointer resolved by `matchPeople` ("os dois", "minha filha"). */
  para: string;
  percentual?: number;
  base: 'disponivel' | 'total';
  regra?: 'toda_disponivel' | 'igual' | 'resto_igual';
}

/** A specific gift (legado). */
export interface GiftFact {
  tipo: 'imovel' | 'veiculo' | 'dinheiro' | 'joia' | 'animal' | 'objeto';
  descricao: string;
  valor?: number;
  para?: string;
}

/** A witness typed on one line: name, CPF, birth date. */
export interface WitnessFact {
  nome: string;
  cpf?: string;
  cpfValido?: boolean;
  dataNascimento?: string;
}

/** A correction in plain words: which field, the new value, the old one when quoted. */
export interface CorrectionFact {
  campo?:
    | 'nome'
    | 'local'
    | 'naturalidade'
    | 'endereco'
    | 'numero'
    | 'estadoCivil'
    | 'cpf'
    | 'cep'
    | 'regime'
    | 'data'
    | 'pessoa';
  novo: string;
  antigo?: string;
}
