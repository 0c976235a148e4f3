import type { TestamentContent } from '../testament-content.ts';
import { formatFraction } from './fraction.ts';
import { legalSuccession, type HeirShare, type SuccessionNote } from './heirs.ts';

const CLASS_TEXT: Record<HeirShare['classe'], string> = {
  descendente: 'descendente',
  conjuge: 'cônjuge',
  companheiro: 'companheiro(a)',
  ascendente: 'ascendente',
};

/** Portuguese explanations of the facts behind the quotas. */
export const SUCCESSION_NOTES: Record<SuccessionNote, string> = {
  bens_particulares_presumidos:
    'Na comunhão parcial o cônjuge só herda junto com os filhos se você tiver bens particulares (art. 1.829, I). Como não sabemos, contamos que tem; se não tiver, a parte do cônjuge vai para os filhos.',
  companheiro_disputado:
    'O companheiro herda como o cônjuge (STF, Tema 809), mas se discute se é herdeiro necessário: por cautela, foi contado como tal.',
  conjuge_separado_de_fato:
    'Com mais de 2 anos de separação de fato, o cônjuge não herda (art. 1.830).',
  conjuge_separado_judicialmente:
    'Depois do divórcio ou da separação judicial o ex-cônjuge não herda (art. 1.830).',
  conjuge_sem_concorrencia:
    'Pelo regime de bens, o cônjuge não herda junto com os descendentes (art. 1.829, I); fica com a meação.',
  regime_anterior_1977:
    'Casamento anterior a 26/12/1977 sem pacto antenupcial: o regime é o da comunhão universal (Lei 6.515/1977).',
  regime_separacao_obrigatoria_idade:
    'Casamento depois dos 70 anos (60 antes de 2010) sem escritura que o afaste: separação obrigatória (art. 1.641, II).',
  avos_sem_linha:
    'Os avós herdam metade por linha, paterna e materna (art. 1.836, §2º): diga de que lado é cada um para a conta ficar exata.',
  netos_por_cabeca: 'Sem filhos vivos, os netos herdam por cabeça, em partes iguais (art. 1.835).',
};

/**
 * What each necessary heir is owed, in plain Portuguese with names and fractions (interview
 * step 3), followed by the notes on how it was computed. Empty list when there is no legítima.
 */
export function describeLegitima(
  content: Pick<TestamentContent, 'familia' | 'testador' | 'pessoas'>,
  today: string,
): string[] {
  const { herdeiros, notas } = legalSuccession(content, today);
  const name = (id: string) => content.pessoas.find((p) => p.id === id)?.nome.trim() ?? id;
  const lines = herdeiros.map(
    (h) =>
      `${name(h.pessoaId)} (${CLASS_TEXT[h.classe]}${h.representa ? `, no lugar de ${name(h.representa)}` : ''}): ${formatFraction(h.legitima)} do que você tiver.`,
  );
  return [...lines, ...notas.map((n) => SUCCESSION_NOTES[n])];
}
