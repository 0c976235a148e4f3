import type { CausaDeserdacao, Pessoa } from '@legado/contract';
import { legitimaOf, ofEstate, part, type Case } from './case.ts';
import { called } from './words.ts';

/** Each legal cause in a few plain words. */
const CAUSE: Record<CausaDeserdacao, string> = {
  ofensa_fisica: 'ofensa física',
  injuria_grave: 'injúria grave',
  relacoes_ilicitas: 'relações ilícitas',
  desamparo: 'abandono em doença grave',
  homicidio_doloso: 'tentativa de homicídio',
  acusacao_caluniosa: 'acusação caluniosa',
  impedir_testamento: 'ter impedido você de dispor dos seus bens',
};

/** The clause of 1.962 (descendants) or 1.963 (ascendants); the causes of 1.814 serve everyone. */
const NUMERAL: Partial<Record<CausaDeserdacao, string>> = {
  ofensa_fisica: 'I',
  injuria_grave: 'II',
  relacoes_ilicitas: 'III',
  desamparo: 'IV',
};
const NUMERAL_1814: Partial<Record<CausaDeserdacao, string>> = {
  homicidio_doloso: 'I',
  acusacao_caluniosa: 'II',
  impedir_testamento: 'III',
};

function articleOf(c: Case, id: string, causa: CausaDeserdacao): string {
  const in1814 = NUMERAL_1814[causa];
  if (in1814) return `art. 1.814, ${in1814}`;
  const ascendant = c.content.familia.ascendentes.some((a) => a.pessoaId === id);
  return `art. ${ascendant ? '1.963' : '1.962'}, ${NUMERAL[causa] ?? ''}`.replace(/, $/, '');
}

/**
 * What a disinheritance the will holds means for this heir (CC 1.961–1.965): excluded if the cause
 * is proven after the death, otherwise at least the legítima. Undefined when the will holds none.
 */
export function disinheritanceAnswer(c: Case, p: Pessoa, asksNothing: boolean): string | undefined {
  const w = called(c.s, p);
  const recorded = c.content.disposicoes.deserdacoes.find((d) => d.herdeiroId === p.id);
  const legitima = legitimaOf(c, p.id);
  const keeps = legitima
    ? `pelo menos a parte ${w.his} na legítima, ${part(legitima)} ${ofEstate(c)}`
    : `pelo menos a parte ${w.his} na legítima`;
  if (recorded) {
    return [
      `${asksNothing ? 'Pelo testamento, sim, se a causa for provada. ' : ''}O seu testamento deserda ${w.the} por ${CAUSE[recorded.causa]} (${articleOf(c, p.id, recorded.causa)}), com os fatos que você contou.`,
      `Depois da sua morte, quem se beneficia com a deserdação precisa provar essa causa na Justiça em até 4 anos (art. 1.965): provada, ${w.he} fica sem nada da herança, nem a legítima, e os filhos ${w.his}, se houver, podem herdar no lugar ${w.his} (tema discutido).`,
      `Se a causa não for provada, ${w.he} recebe ${keeps}. Guarde as provas (boletim de ocorrência, documentos, nomes de testemunhas).`,
    ].join(' ');
  }
  const pending = c.s.draft.deserdacoes?.find((d) => d.herdeiroId === p.id);
  if (pending)
    return [
      `Você pediu para deserdar ${w.the}; para valer, falta a causa da lei e os fatos, que eu pergunto na etapa de desejos (arts. 1.962 e 1.964).`,
      `Com a causa escrita e provada depois da sua morte (art. 1.965), ${w.he} fica sem nada; sem ela, ${w.he} recebe ${keeps}.`,
    ].join(' ');
  return undefined;
}
