/** Portuguese text of the family section's newer questions and of the legítima note. */
import { bySex, type EstadoCivil, type Sexo } from '@legado/contract';

/** "A", "A e B", "A, B e C". */
export function joinList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}

const CIVIL_STATUS: Record<EstadoCivil, readonly [masculine: string, feminine: string]> = {
  solteiro: ['solteiro', 'solteira'],
  casado: ['casado', 'casada'],
  uniao_estavel: ['em união estável', 'em união estável'],
  divorciado: ['divorciado', 'divorciada'],
  separado: ['separado', 'separada'],
  viuvo: ['viúvo', 'viúva'],
};

/** The civil status in words that agree with the testator's sex: "viúva"; "viúvo(a)" when unknown. */
export function civilStatusWords(status: EstadoCivil, sexo: Sexo | undefined): string {
  const [masculine, feminine] = CIVIL_STATUS[status];
  return bySex(sexo, masculine, feminine, masculine === feminine ? masculine : `${masculine}(a)`);
}

export const FM = {
  regimeUniao: {
    ask: 'Vocês fizeram um contrato escrito sobre o regime de bens (as regras que dizem o que é de cada um na união)? Se fizeram, diga qual regime; se não fizeram ou não souber, responda "não sei": sem contrato, vale a comunhão parcial (art. 1.725).',
    default:
      'Anotei comunhão parcial, o regime da união estável sem contrato escrito (art. 1.725). Se for outro, você pode corrigir depois.',
  },
  pais: {
    /** Living parents said without their full names. */
    nomes: (graus: readonly ('pai' | 'mae')[]) =>
      `Preciso do nome completo ${joinList(graus.map((g) => (g === 'pai' ? 'do seu pai' : 'da sua mãe')))}, com sobrenome.`,
    quem: 'Qual dos dois é o seu pai e qual é a sua mãe?',
  },
  /** Only the companion's first name is known: "Qual o nome completo da Marlene?". */
  conjugeNomeDe: (nome: string, sexo: Sexo | undefined) =>
    `Qual o nome completo ${bySex(sexo, 'do', 'da', 'de')} ${nome}, com quem você vive em união estável?`,
  /** A marriage corrected to a union, as an item of "Corrigi: …". */
  uniaoCorrigida: (nome: string | undefined, sexo: Sexo | undefined) =>
    `estado civil união estável, não casamento${
      nome
        ? ` (no testamento, ${bySex(sexo, `o ${nome}`, `a ${nome}`, nome)} aparece como ${bySex(sexo, 'seu companheiro', 'sua companheira', 'companheiro ou companheira')}, não como cônjuge)`
        : ''
    }`,
  /** The union said again at the name question: only the name is missing. */
  uniaoJaAnotada: (nome: string | undefined, sexo: Sexo | undefined) =>
    `Certo: união estável, sem casamento, já está anotado assim. Falta o nome completo ${
      nome ? `${bySex(sexo, 'do', 'da', 'de')} ${nome}` : 'da pessoa com quem você vive'
    }, com sobrenome.`,
  casamentoCorrigido: 'estado civil casado, não união estável',
  /** No spouse nor companion after all, as an item of "Corrigi: …": "estado civil solteira, …". */
  semParceiro: (status: string) => `estado civil ${status}, sem cônjuge nem companheiro(a)`,
  /** No spouse nor companion, and no status said: the status is asked again. */
  semParceiroQualEstadoCivil:
    'Entendi: você não tem cônjuge nem companheiro(a). Falta saber o seu estado civil no papel.',
  /** One group of heirs owed the same fraction: "a Lucas e Marina 1/4 cada". */
  legitimaGrupo: (nomes: readonly string[], fracao: string) =>
    `a ${joinList(nomes)} ${fracao}${nomes.length > 1 ? ' cada' : ''}`,
  legitimaPorHerdeiro: (grupos: readonly string[]) =>
    `Com essa família, a lei garante ${joinList(grupos)} do que você tiver (a legítima, art. 1.846; a meação do cônjuge ou companheiro, se houver, não entra nessa conta). O restante, a parte disponível, você pode deixar para quem quiser, inclusive para eles.`,
  sexo: {
    // Neutral wording: a non-binary person ("solteire") chooses the words, never a gender.
    ask: 'Para escrever o testamento com as palavras certas, devo usar "o testador" ou "a testadora"?',
    example: '"o testador" ou "a testadora"',
    opcoes: ['O testador', 'A testadora'],
    erro: 'Responda "o testador" ou "a testadora".',
  },
  casamentoData: {
    ask: (uniao: boolean) =>
      uniao
        ? 'Desde quando vocês vivem juntos? Basta o ano (por exemplo, 1998) ou há quantos anos. A data ajuda a provar a união e a saber o que foi adquirido durante ela.'
        : 'Em que ano vocês se casaram? Basta o ano (por exemplo, 1975). Se houve pacto antenupcial (escritura no cartório antes do casamento), diga também.',
    example: '"1975" ou "1975, com pacto antenupcial"',
    erro: 'Diga o ano, com quatro dígitos (por exemplo, 1975), ou a data completa.',
    antes1977:
      'Como o casamento foi antes de 26/12/1977 e sem pacto antenupcial, o regime é o da comunhão universal: era a regra da época (Lei 6.515/1977).',
    idade70:
      'Como você se casou com mais de 70 anos, a lei impõe a separação obrigatória de bens (art. 1.641, II), salvo decisão judicial que a afaste.',
  },
  separadoDeFato: {
    ask: (conjuge: string) =>
      `Desde quando você e ${conjuge} vivem separados (separação de fato, sem divórcio)? O ano basta, por exemplo 2021. Separados há mais de 2 anos, o cônjuge deixa de herdar (art. 1.830). Se na verdade vivem juntos, responda "não".`,
    example: '"desde 2021", "há 3 anos" ou "não, vivemos juntos"',
    desdeQuando: 'Desde quando vocês estão separados de fato? O ano basta (por exemplo, 2021).',
  },
  bensParticulares: {
    ask: 'Você tem bens particulares, isto é, bens só seus, que não se dividem com o cônjuge ou companheiro (herdados, recebidos de presente, ou que já tinha antes de casar ou de começar a viver junto)? Na comunhão parcial, é sobre eles que o cônjuge ou companheiro herda junto com os filhos (art. 1.829, I).',
    example: '"sim" ou "não"',
  },
  avos: {
    ask: 'Algum avô ou avó seu está vivo? Eles são herdeiros necessários quando não há filhos nem pais (art. 1.836). Diga o nome completo e se é do lado do pai ou da mãe, ou responda "não".',
    example: '"minha avó Maria Souza, mãe da minha mãe" ou "não"',
    erro: 'Diga o nome completo de cada avô ou avó vivo, ou responda "não".',
  },
};
