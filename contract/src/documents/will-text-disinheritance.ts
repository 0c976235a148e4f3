import type { CausaDeserdacao, Deserdacao, TestamentContent } from '../will/testament-content.ts';
import { asSentence } from './portuguese-format.ts';
import type { ClauseBuilder } from './will-text-clause.ts';
import type { People } from './will-text-people.ts';

// CC 1.961–1.965: only a necessary heir, only in a will, with the cause stated expressly (1.964);
// whoever benefits must prove it within four years of the opening of the will (1.965).

type Kin = 'descendente' | 'ascendente' | 'outro';

/** The causes every heir may be disinherited for (1.814, by 1.961), in the testator's voice. */
const GENERAL: Partial<Record<CausaDeserdacao, { text: string; article: string }>> = {
  homicidio_doloso: {
    text: 'ter sido autor, coautor ou partícipe de homicídio doloso, ou de tentativa de homicídio doloso, contra mim, contra o meu cônjuge ou convivente, ou contra ascendente ou descendente meu',
    article: 'arts. 1.814, I, e 1.961',
  },
  acusacao_caluniosa: {
    text: 'ter-me acusado caluniosamente em juízo, ou ter cometido crime contra a minha honra ou a do meu cônjuge ou convivente',
    article: 'arts. 1.814, II, e 1.961',
  },
  impedir_testamento: {
    text: 'ter-me inibido ou impedido, por violência ou por meios fraudulentos, de dispor livremente dos meus bens por ato de última vontade',
    article: 'arts. 1.814, III, e 1.961',
  },
};

/** 1.962 (descendants) and 1.963 (ascendants): the causes proper to each. */
const BY_KIN: Record<
  Exclude<Kin, 'outro'>,
  Partial<Record<CausaDeserdacao, { text: string; article: string }>>
> = {
  descendente: {
    ofensa_fisica: { text: 'ofensa física contra mim', article: 'art. 1.962, I' },
    injuria_grave: { text: 'injúria grave contra mim', article: 'art. 1.962, II' },
    relacoes_ilicitas: {
      text: 'ter mantido relações ilícitas com a sua madrasta ou com o seu padrasto',
      article: 'art. 1.962, III',
    },
    desamparo: {
      text: 'ter-me desamparado quando eu me encontrava em alienação mental ou grave enfermidade',
      article: 'art. 1.962, IV',
    },
  },
  ascendente: {
    ofensa_fisica: { text: 'ofensa física contra mim', article: 'art. 1.963, I' },
    injuria_grave: { text: 'injúria grave contra mim', article: 'art. 1.963, II' },
    relacoes_ilicitas: {
      text: 'ter mantido relações ilícitas com o meu cônjuge ou convivente',
      article: 'art. 1.963, III',
    },
    desamparo: {
      text: 'ter-me desamparado quando eu me encontrava com deficiência mental ou grave enfermidade',
      article: 'art. 1.963, IV',
    },
  },
};

function kinOf(content: TestamentContent, id: string): Kin {
  if (content.familia.descendentes.some((d) => d.pessoaId === id)) return 'descendente';
  if (content.familia.ascendentes.some((a) => a.pessoaId === id)) return 'ascendente';
  return 'outro';
}

/** The legal cause in words with its article; undefined for a cause the law does not give this heir. */
function causeOf(content: TestamentContent, deserdacao: Deserdacao) {
  const kin = kinOf(content, deserdacao.herdeiroId);
  const general = GENERAL[deserdacao.causa];
  if (general !== undefined) return general;
  return kin === 'outro' ? undefined : BY_KIN[kin][deserdacao.causa];
}

function paragraphsOf(content: TestamentContent, people: People, deserdacao: Deserdacao) {
  const cause = causeOf(content, deserdacao);
  // The rule DESERDACAO blocks a cause that does not fit the heir; the text never invents one.
  if (cause === undefined) return [];
  return [
    `Deserdo ${people.describe(deserdacao.herdeiroId)}, com exclusão da minha sucessão, inclusive da legítima, pela seguinte causa prevista em lei: ${cause.text} (Código Civil, ${cause.article}).`,
    `Declaro, como fatos que fundamentam esta deserdação (Código Civil, art. 1.964): “${asSentence(deserdacao.fatos)}”`,
  ];
}

/** The disinheritance clause: heir, legal cause in words, the facts, and who must prove them. */
export const disinheritance: ClauseBuilder = (content, people) => {
  const paragrafos = (content.disposicoes.deserdacoes ?? []).flatMap((deserdacao) =>
    paragraphsOf(content, people, deserdacao),
  );
  if (paragrafos.length === 0) return null;
  paragrafos.push(
    'A prova da veracidade da causa alegada incumbe ao herdeiro instituído, ou àquele a quem a deserdação aproveite, e deve ser feita no prazo de quatro anos, contado da abertura deste testamento (Código Civil, art. 1.965).',
  );
  return { titulo: 'Da deserdação', paragrafos };
};
