/**
 * A story: one person, what they type about each topic of the interview, and what their final
 * will must contain. Stories are keyed by topic, never by the position of a question, so a new or
 * moved question does not break them (issue 15, point 4; issue 18, "Measure and report").
 */

/** The topics the interview asks about (question keys; `netos`/`cnpj` stand for `netos:<id>`/`cnpj:<id>`). */
export const TOPICS = [
  'proprio',
  'nome',
  'cpf',
  'nascimento',
  'naturalidade',
  'nacionalidade',
  'profissao',
  'endereco',
  'capacidade',
  'anteriores',
  'revogar',
  'estado_civil',
  'sexo',
  'conjuge_nome',
  'regime',
  'uniao_formalizada',
  'casamento_data',
  'separado_fato',
  'filhos',
  'filhos_menores',
  'bens_particulares',
  'netos',
  'pais',
  'avos',
  'heranca',
  'cnpj',
  'legados',
  'legados_valor',
  'legados_comum',
  'legados_excesso',
  'substitutos',
  'clausulas',
  'clausulas_alcance',
  'justa_causa',
  'clausulas_duracao',
  'tutor',
  'outro_genitor',
  'tutor_concorda',
  'testamenteiro',
  'testamenteiro_premio',
  'testamenteiro_posse',
  'desejos',
  'deserdacao_causa',
  'deserdacao_fatos',
  'forma',
  'testemunhas',
  'testemunhas_parentes',
  'local',
  /** The review: the final confirmation (and the acknowledgement of alerts). */
  'revisao',
] as const;
/** One topic. */
export type Topic = (typeof TOPICS)[number];

/** What the person types when asked about a topic: one answer, or one per successive ask. */
export type Answer = string | readonly string[];

/** A person of the family or a beneficiary, by name as the will must print it. */
export interface NamedPerson {
  nome: string;
}

/** The final will this person must get, by names (the checker resolves the will's ids). */
export interface WillFacts {
  testador: {
    nome: string;
    cpf: string;
    dataNascimento: string;
    naturalidade: string;
    nacionalidade: string;
    profissao?: string;
    estadoCivil: 'solteiro' | 'casado' | 'uniao_estavel' | 'divorciado' | 'separado' | 'viuvo';
    endereco: {
      logradouro: string;
      numero: string;
      complemento?: string;
      bairro?: string;
      cidade: string;
      uf: string;
      cep: string;
    };
    /** Defaults: reads, signs, sees. */
    capacidade?: { sabeLer: boolean; podeAssinar: boolean; deficienciaVisualTotal: boolean };
  };
  /** Default false. */
  testamentosAnteriores?: boolean;
  /** Default 'total' (the interview revokes earlier wills unless told otherwise). */
  revogacao?: 'total' | 'nenhuma';
  conjuge?: {
    nome: string;
    tipo: 'casamento' | 'uniao_estavel';
    regimeBens:
      | 'comunhao_parcial'
      | 'comunhao_universal'
      | 'separacao_convencional'
      | 'separacao_obrigatoria'
      | 'participacao_final_aquestos';
    uniaoFormalizada?: boolean;
  };
  filhos?: { nome: string; dataNascimento?: string; vivo?: boolean; menor: boolean }[];
  netos?: { nome: string; filhoDe: string }[];
  ascendentes?: { nome: string; grau: 'pai' | 'mae' | 'avo' }[];
  /** Shares; `percentual` of the `base` (the checker compares them as parts of the whole). */
  heranca?: {
    beneficiario: string;
    percentual: number;
    base: 'disponivel' | 'total';
    substituto?: string;
    cnpj?: string;
  }[];
  legados?: { beneficiario: string; descricao: string; substituto?: string; cnpj?: string }[];
  clausulas?: {
    tipos: ('inalienabilidade' | 'impenhorabilidade' | 'incomunicabilidade')[];
    alcance: 'legitima' | 'disponivel' | 'ambas';
  };
  tutela?: { tutores: string[]; outroGenitorVivo: boolean; outroGenitorConcorda?: boolean };
  testamenteiros?: { nome: string; premioPercentual?: number; posseBens?: boolean }[];
  /** Free texts are compared by their words (≥ 4 letters), not letter by letter. */
  desejos?: {
    funeral?: string;
    doacaoOrgaos?: string;
    animais?: string;
    ativosDigitais?: string;
    mensagens?: string[];
  };
  forma: 'particular' | 'publico';
  local: { cidade: string; uf: string };
  testemunhas: { nome: string; cpf: string; dataNascimento: string }[];
  /** Other people who may rightly be in the registry (e.g. a child recognised in the wishes). */
  outrasPessoas?: string[];
}

/** A question about their own case the person asks, and what a right answer must contain. */
export interface ReplyCheck {
  say: string;
  expect: RegExp;
  why: string;
}

/** One person talking to the assistant. */
export interface Story {
  id: string;
  who: { age: number; region: string; typing: string; family: string };
  /** The day of the conversation (ages and minors depend on it). */
  today: string;
  /** The first message, where the person volunteers facts before being asked. */
  opening?: string;
  answers: Partial<Record<Topic, Answer>>;
  /**
   * Topics a message already answered: being asked about them afterwards is a misunderstanding
   * ("ignores a fact given earlier and asks for it later").
   */
  covers?: Partial<Record<Topic | 'opening', readonly Topic[]>>;
  /**
   * Topics the person answers short of the facts on purpose and corrects in a later message ("Ana
   * Paula Rocha", then "não, o nome dela é Ana Paula Rocha Mendes", or "não" to the gifts, then
   * the gifts typed with the wishes): storing their own words, or nothing, is not a
   * misunderstanding; the final will still must hold the corrected value.
   */
  correctedLater?: readonly Topic[];
  replyChecks?: readonly ReplyCheck[];
  facts: WillFacts;
}

/** Identity helper so story files get type checking without repeating the type. */
export function story(s: Story): Story {
  return s;
}
