import { formatCpf, type Pessoa, type TestamentContent } from '@legado/contract';

/** One part of the will the person can review and change on its own. */
export interface ReviewSection {
  id: ReviewSectionId;
  title: string;
  /** What the chat is sent to reopen this part ("alterar <seção>", which the assistant knows). */
  command: string;
  /** The current values, one short line each, as the will holds them. */
  values: string[];
}

/** The parts, in interview order. */
export const REVIEW_SECTION_IDS = [
  'identificacao',
  'familia',
  'heranca',
  'clausulas',
  'tutela',
  'testamenteiro',
  'desejos',
  'formalidades',
] as const;
/** One part's id. */
export type ReviewSectionId = (typeof REVIEW_SECTION_IDS)[number];

/** Titles and the chat command of each part (the command's word is the assistant's own). */
export const reviewSectionInfo: Record<ReviewSectionId, { title: string; command: string }> = {
  identificacao: { title: 'Identificação', command: 'alterar identificação' },
  familia: { title: 'Família', command: 'alterar família' },
  heranca: { title: 'Herança e legados', command: 'alterar herança' },
  clausulas: { title: 'Cláusulas', command: 'alterar cláusulas' },
  tutela: { title: 'Tutela', command: 'alterar tutela' },
  testamenteiro: { title: 'Testamenteiro', command: 'alterar testamenteiro' },
  desejos: { title: 'Desejos', command: 'alterar desejos' },
  formalidades: { title: 'Testemunhas e forma', command: 'alterar forma' },
};

type EstadoCivil = TestamentContent['testador']['estadoCivil'];
/** The civil status agreeing with the testator's sex (masculine when it is not known). */
const civilStatus: Record<EstadoCivil, [masculine: string, feminine: string]> = {
  solteiro: ['solteiro', 'solteira'],
  casado: ['casado', 'casada'],
  uniao_estavel: ['em união estável', 'em união estável'],
  divorciado: ['divorciado', 'divorciada'],
  separado: ['separado', 'separada'],
  viuvo: ['viúvo', 'viúva'],
};

const clauseKinds = {
  inalienabilidade: 'inalienabilidade',
  impenhorabilidade: 'impenhorabilidade',
  incomunicabilidade: 'incomunicabilidade',
} as const;

/** "1975-06-15" → "15/06/1975"; a year alone stays as it is. */
export function isoToBrazilianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** 60 → "60%"; 33.33 → "33,33%". */
const percent = (value: number) => `${String(value).replace('.', ',')}%`;

function joinPt(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * The parts of the will with their current values. Tutela is listed only when the will names a
 * tutor or there is a living minor child: otherwise the assistant has nothing to ask about it.
 */
export function reviewSections(content: TestamentContent): ReviewSection[] {
  const byId = new Map<string, Pessoa>(content.pessoas.map((p) => [p.id, p]));
  const name = (id: string) => byId.get(id)?.nome ?? '—';
  const { testador, familia, disposicoes } = content;
  const none = 'Nada informado.';
  const deceased = (id: string) =>
    byId.get(id)?.sexo === 'feminino' ? ' (falecida)' : ' (falecido)';
  const children = familia.descendentes.filter((d) => d.grau === 'filho');
  const hasMinor = familia.descendentes.some((d) => d.vivo && d.menor);

  const values: Record<ReviewSectionId, string[]> = {
    identificacao: [
      testador.nome,
      `CPF ${formatCpf(testador.cpf)} · nascimento ${isoToBrazilianDate(testador.dataNascimento)}`,
      `${testador.endereco.logradouro}, ${testador.endereco.numero} — ${testador.endereco.cidade}/${testador.endereco.uf}`,
    ],
    familia: [
      `Estado civil: ${civilStatus[testador.estadoCivil][testador.sexo === 'feminino' ? 1 : 0]}${familia.conjuge ? ` (${name(familia.conjuge.pessoaId)})` : ''}`,
      children.length > 0
        ? `Filhos: ${joinPt(children.map((c) => name(c.pessoaId) + (c.vivo ? '' : deceased(c.pessoaId))))}`
        : 'Filhos: nenhum',
      ...(familia.ascendentes.length > 0
        ? [`Ascendentes: ${joinPt(familia.ascendentes.map((a) => name(a.pessoaId)))}`]
        : []),
    ],
    heranca: [
      ...disposicoes.heranca.map((h) => `${percent(h.percentual)} para ${name(h.beneficiarioId)}`),
      ...disposicoes.legados.map((l) => `${l.descricao} para ${name(l.beneficiarioId)}`),
    ],
    clausulas: disposicoes.clausulasRestritivas.map(
      (c) =>
        `${joinPt(c.tipos.map((t) => clauseKinds[t]))} para ${joinPt(c.beneficiarioIds.map(name))}`,
    ),
    tutela: content.tutela ? [`Tutor: ${joinPt(content.tutela.tutorIds.map(name))}`] : [],
    testamenteiro: content.testamenteiros.map((t) => name(t.pessoaId)),
    desejos: [
      ...(content.naoPatrimoniais.funeral ? [`Funeral: ${content.naoPatrimoniais.funeral}`] : []),
      ...(content.naoPatrimoniais.doacaoOrgaos
        ? [`Órgãos: ${content.naoPatrimoniais.doacaoOrgaos}`]
        : []),
      ...(content.naoPatrimoniais.animais ? [`Animais: ${content.naoPatrimoniais.animais}`] : []),
      ...(content.naoPatrimoniais.ativosDigitais
        ? [`Bens digitais: ${content.naoPatrimoniais.ativosDigitais}`]
        : []),
      ...content.naoPatrimoniais.mensagens.map((m) => `Mensagem: ${m}`),
    ],
    formalidades: [
      content.formalidades.forma === 'publico'
        ? 'Forma: testamento público (em cartório)'
        : 'Forma: testamento particular',
      ...(content.formalidades.testemunhaIds.length > 0
        ? [`Testemunhas: ${joinPt(content.formalidades.testemunhaIds.map(name))}`]
        : []),
      `Local: ${content.formalidades.cidade}/${content.formalidades.uf}`,
    ],
  };

  return REVIEW_SECTION_IDS.filter((id) => id !== 'tutela' || hasMinor || content.tutela).map(
    (id) => ({
      id,
      ...reviewSectionInfo[id],
      values: values[id].length > 0 ? values[id] : [none],
    }),
  );
}
