/**
 * What the law needs to know about each legado (LEGAL-BR §3): its kind, its approximate value and
 * the estate's (measured against the disponível, 1.967), and whether it is common property with
 * the spouse (1.914: only the testator's half passes).
 */
import type { Legado } from '@legado/contract';
import { findPessoa, toContent, type InterviewState } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { joinNames } from '../people.ts';
import { amountsInWords, digitAmounts } from '../parsers/money.ts';
import { formatPct } from '../parsers/percentages.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { hasLegitima } from './facts.ts';
import { GM } from './gifts-messages.ts';
import { defineQuestion, fail, ok, parsed, type Question } from './question.ts';

type Kind = NonNullable<Legado['tipo']>;

const KINDS: [Kind, RegExp][] = [
  [
    'animal',
    /\b(cachorr[oa]|cao|cadela|gat[oa]|cavalo|egua|papagaio|passaro|calopsita|pet|coelho|tartaruga)\b/,
  ],
  [
    'imovel',
    /\b(casa|apartamento|apto|terreno|lote|fazenda|sitio|chacara|imovel|sala comercial|loja|predio|kitnet)\b/,
  ],
  [
    'veiculo',
    /\b(carro|moto|motocicleta|caminhonete|caminhao|onix|hb20|gol|uno|hilux|biz|barco|lancha|veiculo|automovel|trator)\b/,
  ],
];

/** The kind of a gift from its description ("meu gato Frederico" → animal). */
export function giftKind(descricao: string, isMoney: boolean): Kind {
  if (isMoney) return 'quantia';
  const n = normalize(descricao);
  return KINDS.find(([, re]) => re.test(n))?.[0] ?? 'objeto';
}

/** Amounts in a text: "uns 60 mil", "R$ 10.000,00", "1,5 milhão"; a bare year is not one. */
export function amountsIn(text: string): number[] {
  // "Onix 2020", "2 carros": a bare number under ten thousand is not an amount.
  const out = digitAmounts(text)
    .filter((a) => a.currency || a.scaled || a.value >= 10000)
    .map((a) => Math.round(a.value));
  // "uns cento e cinquenta mil": said in words.
  return out.length ? out : amountsInWords(text);
}

/** "não têm valor de mercado", "sem valor", "só valor sentimental": worth nothing in money. */
const NO_VALUE =
  /\b(?:sem valor|n(?:ao|em)? (?:tem|tem|possui|possuem) valor|nao vale(?:m)? nada|nao tem preco|so (?:tem )?valor sentimental|valor (?:so )?sentimental)\b/;
const withoutValue = (s: InterviewState) => s.draft.legados.filter((l) => l.valor === undefined);
const TOTAL =
  /\b(tudo|tdo|td|total|patrimonio|o resto|todos os meus bens|(?:eu )?tenho|ao todo|somando|no geral)\b/;
const reais = (value: number) => `R$ ${Math.round(value).toLocaleString('pt-BR')}`;

/** Words of a gift that name it in a sentence: "cachorro", "thor", "casa", "praia". */
export function namingWords(l: Legado): string[] {
  return normalize(l.descricao)
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        /^[a-z]{3,}$/.test(w) &&
        !/^(?:meu|minha|meus|minhas|uns|umas|com|que|dos|das|quantia|reais|mil)$/.test(w),
    );
}

/** The gift a segment of the answer names ("meu cachorro vale uns 2 mil" → the dog), if one. */
function giftNamed(gifts: readonly Legado[], segment: string): Legado | undefined {
  const words = new Set(normalize(segment).split(/[^a-z0-9]+/));
  const named = gifts.filter((l) => namingWords(l).some((w) => words.has(w)));
  return named.length === 1 ? named[0] : undefined;
}

/** The values known, in words: "o carro: uns R$ 50.000; patrimônio de uns R$ 600.000". */
function knownValues(s: InterviewState): string | undefined {
  if (withoutValue(s).length > 0) return undefined;
  const p = s.draft.patrimonioEstimado;
  const gifts = s.draft.legados
    .filter((l) => (l.valor ?? 0) > 0)
    .map((l) => `${l.descricao}: uns ${reais(l.valor ?? 0)}`);
  const parts = [...gifts, ...(typeof p === 'number' ? [`patrimônio de uns ${reais(p)}`] : [])];
  return parts.length ? parts.join('; ') : undefined;
}

/** A gift's value said in an answer: the gift named, or the next one without a value. */
interface GiftValues {
  /** Values of the gifts, by their place in `s.draft.legados`. */
  byIndex: [number, number][];
  total?: number;
}

export const giftValueQuestion: Question = defineQuestion({
  key: 'legados_valor',
  section: 'heranca',
  dependsOn: ['legados'],
  appliesWhen: (s) => hasLegitima(s) && withoutValue(s).length > 0,
  ask: (s) =>
    GM.valor.ask(
      withoutValue(s).map((l) => l.descricao),
      s.draft.patrimonioEstimado === undefined,
    ),
  example: GM.valor.example,
  // The values known, when none is missing ("manter" keeps them; with one missing, it is asked).
  describe: knownValues,
  // The gifts' values and the estate's, if said; null when the person does not know.
  parse: (text, _ctx, s) => {
    const gifts = s.draft.legados;
    const n = normalize(text);
    if (/\bnao sei\b|\bsei la\b|nao faco ideia/.test(n) && amountsIn(text).length === 0)
      return parsed(null);
    const segments = text
      .replace(/\b(?:tdo|td)\b/gi, 'tudo')
      .split(
        /[;\n]|(?<=[.!?])\s+|,?\s+e\s+(?=(?:tudo|o total|o resto|meu patrim|o patrim|o |a |meu |minha ))|,\s*(?=(?:tudo|o total|o resto|meu patrim|o patrim|o |a |meu |minha |e ))/i,
      );
    let total: number | undefined;
    const named = new Map<number, number>();
    const unnamed: number[] = [];
    for (const seg of segments) {
      // "os gatos não têm valor de mercado": worth nothing to weigh against the disponível.
      if (NO_VALUE.test(normalize(seg))) {
        const gift = giftNamed(gifts, seg);
        const none = gift ? [gift] : gifts.filter((l) => l.valor === undefined);
        for (const l of none) if (!named.has(gifts.indexOf(l))) named.set(gifts.indexOf(l), 0);
        continue;
      }
      const [amount] = amountsIn(seg);
      if (amount === undefined) continue;
      const gift = giftNamed(gifts, seg);
      if (gift && !named.has(gifts.indexOf(gift))) named.set(gifts.indexOf(gift), amount);
      else if (TOTAL.test(normalize(seg))) total = amount;
      else unnamed.push(amount);
    }
    // Values said without naming the gift go to those still without one, in order.
    const missing = gifts
      .map((l, i) => [l, i] as const)
      .filter(([l, i]) => l.valor === undefined && !named.has(i));
    missing.forEach(([, i], k) => {
      const amount = unnamed[k];
      if (amount !== undefined) named.set(i, amount);
    });
    if (total === undefined && unnamed.length > missing.length) total = unnamed[missing.length];
    const still = missing.filter(([, i]) => !named.has(i)).map(([l]) => l.descricao);
    if (still.length > 0 || (named.size === 0 && total === undefined)) {
      const understood = [...named].map(
        ([i, v]) => `${gifts[i]?.descricao ?? ''}: uns ${reais(v)}`,
      );
      return fail(GM.valor.erro(still, understood));
    }
    return parsed<GiftValues | null>({
      byIndex: [...named],
      ...(total !== undefined ? { total } : {}),
    });
  },
  apply: (s, value) => {
    if (value === null) return ok(s, GM.valor.naoSei);
    for (const [i, v] of value.byIndex) {
      const gift = s.draft.legados[i];
      if (gift) gift.valor = v;
    }
    if (value.total !== undefined) s.draft.patrimonioEstimado = value.total;
    return ok(s);
  },
});

/** What the shares and valued gifts give beyond the disponível, in reais; undefined when they fit. */
export function excessInReais(s: InterviewState):
  | {
      patrimonio: number;
      disponivel: number;
      legados: number;
      heranca: number;
      passa: number;
    }
  | undefined {
  const patrimonio = s.draft.patrimonioEstimado;
  if (!hasLegitima(s) || patrimonio === undefined || patrimonio <= 0) return undefined;
  const disponivel = patrimonio / 2;
  const legados = s.draft.legados.reduce(
    (sum, l) => sum + (l.bemComum ? (l.valor ?? 0) / 2 : (l.valor ?? 0)),
    0,
  );
  if (legados <= 0) return undefined;
  const heranca = s.draft.heranca.reduce(
    (sum, h) => sum + (h.percentual / 100) * (h.base === 'total' ? patrimonio : disponivel),
    0,
  );
  const passa = legados + heranca - disponivel;
  if (passa < 1) return undefined;
  return { patrimonio, disponivel, legados, heranca, passa };
}

/**
 * Whether the will as collected leaves a necessary heir less than the legítima (the rule the review
 * applies). Questions have no turn date: a far one only counts a spouse separated de fato as
 * separated for more than two years (1.830), which no excess of gifts depends on in practice.
 */
function invadesLegitima(s: InterviewState): boolean {
  const day = '9999-12-31';
  return evaluateRules(toContent(s, day), { today: day, only: ['LEGITIMA_HERDEIRO'] }).length > 0;
}

/** A share that is the whole disponível (with a legítima, half of everything). */
const wholeDisponivel = (h: { percentual: number; base: string }) =>
  h.base === 'total' ? h.percentual === 50 : h.percentual === 100;

/** The excess in plain words, with the person's numbers and what they can do. */
export function excessInWords(
  s: InterviewState,
  at: 'gifts' | 'shares' = 'gifts',
): string | undefined {
  const x = excessInReais(s);
  if (!x) return undefined;
  // Where the shares are asked: how much of the disponível is left after the gifts.
  const left = Math.floor(((x.disponivel - x.legados) / x.disponivel) * 100);
  const first = s.draft.heranca[0];
  const opcoes =
    at === 'shares' && first && left > 0
      ? GM.excesso.opcoesHeranca(`${left}%`, joinNames(s, [first.beneficiarioId]))
      : undefined;
  const names = (ids: string[]) => joinNames(s, [...new Set(ids)]);
  const gifts = s.draft.legados
    .filter((l) => (l.valor ?? 0) > 0)
    .map((l) => `${l.descricao} para ${names([l.beneficiarioId])}, uns ${reais(l.valor ?? 0)}`)
    .join('; ');
  const shares = s.draft.heranca.map(
    (h) =>
      `${wholeDisponivel(h) ? 'toda a parte disponível' : `${formatPct(h.percentual)} ${h.base === 'total' ? 'do patrimônio' : 'da parte disponível'}`} para ${names([h.beneficiarioId])}`,
  );
  const sobra = Math.max(0, x.disponivel - x.legados);
  return GM.excesso.ask({
    patrimonio: reais(x.patrimonio),
    disponivel: reais(x.disponivel),
    legados: gifts,
    ...(shares.length ? { heranca: `${shares.join('; ')}, uns ${reais(x.heranca)}` } : {}),
    soma: reais(x.legados + x.heranca),
    passa: reais(x.passa),
    ...(shares.length && sobra > 0
      ? { sobra: reais(sobra), herdeiros: names(s.draft.heranca.map((h) => h.beneficiarioId)) }
      : {}),
    ...(opcoes ? { opcoes } : {}),
  });
}

/**
 * Gifts and shares over the disponível (1.967), once their values are known: said with the
 * numbers and what the person can do; "sim" keeps it as a conscious choice.
 */
export const giftExcessQuestion: Question = defineQuestion({
  key: 'legados_excesso',
  section: 'heranca',
  dependsOn: ['heranca', 'legados', 'legados_valor', 'legados_comum'],
  appliesWhen: (s) =>
    !s.acknowledged.includes('LEGITIMA_HERDEIRO') &&
    excessInReais(s) !== undefined &&
    invadesLegitima(s),
  ask: (s) => excessInWords(s) ?? '',
  example: GM.excesso.example,
  describe: (s) => (s.acknowledged.includes('LEGITIMA_HERDEIRO') ? 'fica assim' : undefined),
  parse: (text) => {
    const n = normalize(text);
    if (
      parseYesNo(text) === true ||
      /\b(?:fica(?:r)? assim|pode (?:ser|ficar)|ta bom|tudo bem|manter|mesmo assim|de acordo|concordo|beleza)\b/.test(
        n,
      )
    )
      return parsed(true);
    return fail(GM.excesso.erro);
  },
  apply: (s) => {
    s.acknowledged = [...new Set([...s.acknowledged, 'LEGITIMA_HERDEIRO' as const])];
    return ok(s, GM.excesso.aceito);
  },
});

/**
 * "é do casal", "comprei ela em 2021 ja casado", "depois de juntar com o marcos, é dos dois": the
 * couple's (bought during the marriage or the união estável).
 */
const SHARED =
  /\b(?:do casal|casal|nosso|nossa|nossos|nossas|de nos dois|compramos juntos|comprei (?:\S+ )*?(?:ja|depois de|quando ja era|quando eu ja era) casad[oa]|depois (?:que|de) (?:a gente )?(?:casei|casamos|casar)|durante o casamento|ja casad[oa]|(?:e |eh )?dos dois|da gente|(?:depois|apos) (?:de|que) (?:a gente |nos )?(?:juntar|juntei|juntamos|juntou|ajuntar|morar junt[oa]s?|fomos morar|passamos a morar|viver junt[oa]s?)|durante a uniao|na uniao estavel)\b/;

/** Gifts that may be common property with the spouse (a pet or a sum is not asked about). */
const mayBeCommon = (s: InterviewState) =>
  s.draft.legados.filter((l) => l.tipo !== 'animal' && l.tipo !== undefined);

export const giftCommonQuestion: Question = defineQuestion({
  key: 'legados_comum',
  section: 'heranca',
  dependsOn: ['legados', 'estado_civil', 'regime'],
  appliesWhen: (s) =>
    (s.draft.conjuge?.regimeBens === 'comunhao_parcial' ||
      s.draft.conjuge?.regimeBens === 'comunhao_universal') &&
    s.draft.conjuge.separadoDeFatoDesde === undefined &&
    mayBeCommon(s).length > 0,
  ask: (s) =>
    GM.comum.ask(
      findPessoa(s.draft, s.draft.conjuge?.pessoaId)?.nome ?? 'seu cônjuge',
      mayBeCommon(s).map((l) => l.descricao),
    ),
  example: GM.comum.example,
  describe: (s) => {
    const gifts = mayBeCommon(s).filter((l) => l.bemComum !== undefined);
    return gifts.length
      ? gifts.map((l) => `${l.descricao}: ${l.bemComum ? 'do casal' : 'só seu'}`).join('; ')
      : undefined;
  },
  summary: (s) => [
    ...s.draft.legados
      .filter((l) => l.bemComum)
      .map((l) => `${l.descricao} é do casal: o legado passa só a sua metade`),
  ],
  // Whether each gift that may be common is the couple's, in the order of mayBeCommon.
  parse: (text, _ctx, s) => {
    const gifts = mayBeCommon(s);
    const n = normalize(text);
    const yes = parseYesNo(text);
    const set = (pick: (l: Legado) => boolean) => parsed(gifts.map(pick));
    const own =
      /\b(so meu|so minha|so meus|so minhas|somente (?:meu|minha|meus|minhas)|antes de casar|herdei|herdou|ganhei)\b/.test(
        n,
      );
    // "não é do casal": the couple named only to be denied.
    const shared = SHARED.test(
      n.replace(/\bnao (?:e |eh )?(?:do casal|nosso|nossa|dos dois)\b/g, ' '),
    );
    if (/\b(nenhum|nenhuma)\b/.test(n) || ((yes === false || own) && gifts.length === 1))
      return set(() => false);
    if (/\b(todos|todas|tudo)\b/.test(n) || ((yes === true || shared) && gifts.length === 1))
      return set(() => true);
    const named = gifts.filter((l) =>
      normalize(l.descricao)
        .split(' ')
        .some((w) => w.length >= 4 && !/^(minha|meus|minhas)$/.test(w) && n.includes(w)),
    );
    if (named.length === 0) return fail(GM.comum.erro);
    // "a fazenda nao. é so minha": the gifts named are said to be only the person's.
    if ((yes === false || own) && !shared) return set(() => false);
    return set((l) => named.includes(l));
  },
  apply: (s, common) => {
    mayBeCommon(s).forEach((l, i) => {
      l.bemComum = common[i];
    });
    return ok(s);
  },
});
