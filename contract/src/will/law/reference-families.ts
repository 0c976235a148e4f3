// Test fixture (issue #17): the reference families of LEGAL-BR §2, each a complete will. The law's
// tests (reference-families.test.ts) assert every heir's quota and the verdict on dispositions;
// the text's tests (documents/reference-family-wills.test.ts) assert how each will reads.
import { EXAMPLE_TESTAMENT } from '../example-testament.ts';
import type { RuleCode } from '../rule-result.ts';
import type {
  Familia,
  Heranca,
  Legado,
  Pessoa,
  Testador,
  TestamentContent,
} from '../testament-content.ts';

/** The day the reference wills are made (the example will's date). */
export const REFERENCE_TODAY = '2025-05-10';

/** People by id: [name, relation, sex]. */
export type People = Record<string, [string, string, 'masculino' | 'feminino']>;

/** What a will disposes of: shares, legados and the estate's approximate value. */
export interface Dispositions {
  heranca?: Heranca[];
  legados?: Legado[];
  patrimonioEstimado?: number;
}

/**
 * A will of the example's testator (and witnesses p4–p6) with these people, family facts and
 * dispositions; `derivados` and `validacoes` are left for the caller to compute.
 */
export function familyWill(
  people: People,
  familia: Partial<Familia>,
  disposicoes: Dispositions = {},
  testador: Partial<Testador> = {},
): TestamentContent {
  const base = structuredClone(EXAMPLE_TESTAMENT);
  const witnesses = base.pessoas.filter((p) => ['p4', 'p5', 'p6'].includes(p.id));
  const pessoas: Pessoa[] = Object.entries(people).map(([id, [nome, relacao, sexo]]) => ({
    id,
    tipo: 'fisica',
    nome,
    relacao,
    sexo,
  }));
  return {
    ...base,
    testador: { ...base.testador, ...testador },
    pessoas: [...witnesses, ...pessoas],
    familia: {
      conjuge: null,
      descendentes: [],
      ascendentes: [],
      testamentosAnteriores: false,
      ...familia,
    },
    disposicoes: {
      heranca: disposicoes.heranca ?? [],
      legados: disposicoes.legados ?? [],
      clausulasRestritivas: [],
      deserdacoes: [],
      ...(disposicoes.patrimonioEstimado
        ? { patrimonioEstimado: disposicoes.patrimonioEstimado }
        : {}),
    },
    testamenteiros: [],
    validacoes: [],
  };
}

/** Everything to one person. */
export const all = (id: string): Heranca => ({
  beneficiarioId: id,
  percentual: 100,
  base: 'total',
});

/** A living adult child. */
export const child = (pessoaId: string, extra: object = {}) => ({
  pessoaId,
  grau: 'filho' as const,
  vivo: true,
  menor: false,
  ...extra,
});

/** A marriage under a regime. */
export const spouse = (
  pessoaId: string,
  regimeBens: NonNullable<Familia['conjuge']>['regimeBens'],
  extra: object = {},
) => ({
  pessoaId,
  tipo: 'casamento' as const,
  regimeBens,
  ...extra,
});

/** One reference family with the dispositions its will makes. */
export interface ReferenceFamily {
  /** What the family is, in a test's words. */
  name: string;
  people: People;
  familia: Partial<Familia>;
  testador: Partial<Testador>;
  disposicoes: Dispositions;
  /** What the person acknowledged to conclude (e.g. keeping a disposition that invades a legítima). */
  acknowledged: RuleCode[];
}

const man = (estadoCivil: Testador['estadoCivil']): Partial<Testador> => ({
  sexo: 'masculino',
  estadoCivil,
});
const woman = (estadoCivil: Testador['estadoCivil']): Partial<Testador> => ({
  nome: 'Helena Duarte Ramos',
  sexo: 'feminino',
  profissao: 'professora',
  estadoCivil,
});

/** The reference families of issue #17, by key. */
export const FAMILIES = {
  parcialComParticulares: {
    name: 'married, comunhão parcial with bens particulares, 2 children; everything to the wife',
    people: {
      p1: ['Maria Helena Mendes', 'cônjuge', 'feminino'],
      p2: ['Ana Clara Mendes', 'filha', 'feminino'],
      p3: ['Pedro Henrique Mendes', 'filho', 'masculino'],
    },
    familia: {
      conjuge: spouse('p1', 'comunhao_parcial', { temBensParticulares: true }),
      descendentes: [child('p2'), child('p3')],
    },
    testador: man('casado'),
    disposicoes: { heranca: [all('p1')] },
    acknowledged: ['LEGITIMA_HERDEIRO'],
  },
  comunhaoUniversal: {
    name: 'comunhão universal, 3 children; half the disponível to one child, a common house to another',
    people: {
      p1: ['Rosa Lima', 'esposa', 'feminino'],
      p2: ['Bruno Lima', 'filho', 'masculino'],
      p3: ['Carla Lima', 'filha', 'feminino'],
      p7: ['Diego Lima', 'filho', 'masculino'],
    },
    familia: {
      conjuge: spouse('p1', 'comunhao_universal'),
      descendentes: [child('p2'), child('p3'), child('p7')],
    },
    testador: man('casado'),
    disposicoes: {
      heranca: [{ beneficiarioId: 'p2', percentual: 50, base: 'disponivel' }],
      legados: [
        {
          beneficiarioId: 'p3',
          descricao: 'a casa de praia em Ubatuba',
          tipo: 'imovel',
          valor: 200000,
          bemComum: true,
        },
      ],
      patrimonioEstimado: 1200000,
    },
    acknowledged: ['LEGADO_COMUM'],
  },
  separacaoConvencional: {
    name: 'separação convencional, 4 children of the wife; the disponível to a friend',
    people: {
      p1: ['Lúcia Prado', 'esposa', 'feminino'],
      p2: ['Caio Prado', 'filho', 'masculino'],
      p3: ['Davi Prado', 'filho', 'masculino'],
      p7: ['Eva Prado', 'filha', 'feminino'],
      p8: ['Fábio Prado', 'filho', 'masculino'],
      p9: ['Gil Amigo', 'amigo', 'masculino'],
    },
    familia: {
      conjuge: spouse('p1', 'separacao_convencional'),
      descendentes: [child('p2'), child('p3'), child('p7'), child('p8')],
    },
    testador: man('casado'),
    disposicoes: {
      heranca: [{ beneficiarioId: 'p9', percentual: 100, base: 'disponivel' }],
    },
    acknowledged: [],
  },
  uniaoEstavelComPais: {
    name: 'união estável with living parents; half to the companion, half to the sister',
    people: {
      p1: ['Júlia Castro', 'companheira', 'feminino'],
      p2: ['Antônio Reis', 'pai', 'masculino'],
      p3: ['Beatriz Reis', 'mãe', 'feminino'],
      p7: ['Clara Reis', 'irmã', 'feminino'],
    },
    familia: {
      conjuge: {
        pessoaId: 'p1',
        tipo: 'uniao_estavel' as const,
        regimeBens: 'comunhao_parcial' as const,
      },
      ascendentes: [
        { pessoaId: 'p2', grau: 'pai' as const },
        { pessoaId: 'p3', grau: 'mae' as const },
      ],
    },
    testador: man('uniao_estavel'),
    disposicoes: {
      heranca: [
        { beneficiarioId: 'p1', percentual: 50, base: 'total' },
        { beneficiarioId: 'p7', percentual: 50, base: 'total' },
      ],
    },
    acknowledged: ['LEGITIMA_HERDEIRO', 'COMPANHEIRO'],
  },
  viuvaComNetos: {
    name: 'widow with a living son and a predeceased daughter’s 2 grandchildren; everything to the son',
    people: {
      p2: ['Otávio Nunes', 'filho', 'masculino'],
      p3: ['Paula Nunes', 'filha', 'feminino'],
      p7: ['Rui Nunes Alves', 'neto', 'masculino'],
      p8: ['Sara Nunes Alves', 'neta', 'feminino'],
      p9: ['Téo Nunes', 'filho', 'masculino'],
    },
    familia: {
      descendentes: [
        child('p2'),
        child('p3', { vivo: false }),
        { pessoaId: 'p7', grau: 'neto' as const, vivo: true, menor: true, filhoDeId: 'p3' },
        { pessoaId: 'p8', grau: 'neto' as const, vivo: true, menor: false, filhoDeId: 'p3' },
        // A predeceased child without descendants drops out.
        child('p9', { vivo: false }),
      ],
    },
    testador: woman('viuvo'),
    disposicoes: { heranca: [all('p2')] },
    acknowledged: ['LEGITIMA_HERDEIRO'],
  },
  divorciadoComFilhos: {
    name: 'divorced with a daughter and a son; everything to the daughter',
    people: {
      p2: ['Bianca Souza', 'filha', 'feminino'],
      p3: ['Diego Souza', 'filho', 'masculino'],
    },
    familia: { descendentes: [child('p2'), child('p3')] },
    testador: man('divorciado'),
    disposicoes: { heranca: [all('p2')] },
    acknowledged: ['LEGITIMA_HERDEIRO'],
  },
  solteiraComAvo: {
    name: 'single with a living grandmother; legados over the disponível',
    people: {
      p2: ['Zilda Moraes', 'avó', 'feminino'],
      p7: ['Igor Amigo', 'amigo', 'masculino'],
    },
    familia: {
      ascendentes: [{ pessoaId: 'p2', grau: 'avo' as const, linha: 'materna' as const }],
    },
    testador: woman('solteiro'),
    disposicoes: {
      legados: [
        {
          beneficiarioId: 'p7',
          descricao: 'o apartamento da Rua A',
          tipo: 'imovel',
          valor: 200000,
        },
        { beneficiarioId: 'p7', descricao: 'o carro', tipo: 'veiculo', valor: 50000 },
      ],
      patrimonioEstimado: 400000,
    },
    acknowledged: ['LEGITIMA_HERDEIRO'],
  },
  casamento1968: {
    name: '1968 marriage without a pact declared as comunhão parcial; a common house to a son',
    people: {
      p1: ['Olga Pires', 'esposa', 'feminino'],
      p2: ['Hugo Pires', 'filho', 'masculino'],
      p3: ['Iara Pires', 'filha', 'feminino'],
    },
    familia: {
      conjuge: spouse('p1', 'comunhao_parcial', { dataInicio: '1968' }),
      descendentes: [child('p2'), child('p3')],
    },
    testador: { ...man('casado'), dataNascimento: '1944-03-02' },
    disposicoes: {
      legados: [
        {
          beneficiarioId: 'p2',
          descricao: 'a casa de Atibaia',
          tipo: 'imovel',
          valor: 300000,
          bemComum: true,
        },
      ],
      patrimonioEstimado: 1000000,
    },
    acknowledged: ['LEGADO_COMUM'],
  },
  separadoDeFatoUmAno: {
    name: 'separated de fato for 1 year; everything to a friend',
    people: {
      p1: ['Kátia Melo', 'esposa', 'feminino'],
      p7: ['Leo Amigo', 'amigo', 'masculino'],
    },
    familia: {
      conjuge: spouse('p1', 'separacao_convencional', { separadoDeFatoDesde: '2024-05-01' }),
    },
    testador: man('casado'),
    disposicoes: { heranca: [all('p7')] },
    acknowledged: ['LEGITIMA_HERDEIRO'],
  },
  separadoDeFatoTresAnos: {
    name: 'separated de fato for 3 years; everything to a friend',
    people: {
      p1: ['Kátia Melo', 'esposa', 'feminino'],
      p7: ['Leo Amigo', 'amigo', 'masculino'],
    },
    familia: {
      conjuge: spouse('p1', 'separacao_convencional', { separadoDeFatoDesde: '2022-03-01' }),
    },
    testador: man('casado'),
    disposicoes: { heranca: [all('p7')] },
    acknowledged: [],
  },
} satisfies Record<string, ReferenceFamily>;

/** A family's will, as the interview leaves it (derived values and results not yet computed). */
export function referenceWill(family: ReferenceFamily): TestamentContent {
  return familyWill(family.people, family.familia, family.disposicoes, family.testador);
}
