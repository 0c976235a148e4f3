/**
 * What the law needs to know about each legado (LEGAL-BR §3): its kind, its approximate value and
 * the estate's (measured against the disponível, 1.967), and whether it is common property with
 * the spouse (1.914: only the testator's half passes).
 */
import type { Legado } from '@legado/contract';
import { findPessoa, type InterviewState } from '../interview-state.ts';
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
  const n = normalize(text);
  const out: number[] = [];
  const re =
    /(r\s*\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(mil|k|milhao|milhoes|mi)?\b/g;
  for (const m of n.matchAll(re)) {
    const raw = m[2] ?? '';
    const value = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(raw)
      ? Number(raw.replace(/\./g, '').replace(',', '.'))
      : Number(raw.replace(',', '.'));
    const scale = m[3] ? (m[3] === 'mil' || m[3] === 'k' ? 1e3 : 1e6) : 1;
    if (!m[1] && !m[3] && value < 10000) continue; // "Onix 2020", "2 carros"
    if (Number.isFinite(value) && value > 0) out.push(Math.round(value * scale));
  }
  return out;
}

const withoutValue = (s: InterviewState) => s.draft.legados.filter((l) => l.valor === undefined);
const TOTAL = /\b(tudo|total|patrimonio|o resto|todos os meus bens|tenho uns|tenho cerca)\b/;

export const giftValueQuestion: Question = defineQuestion({
  key: 'legados_valor',
  section: 'heranca',
  dependsOn: ['legados'],
  appliesWhen: (s) => hasLegitima(s) && withoutValue(s).length > 0,
  ask: (s) => GM.valor.ask(withoutValue(s).map((l) => l.descricao)),
  example: GM.valor.example,
  describe: (s) => {
    const p = s.draft.patrimonioEstimado;
    return typeof p === 'number' ? `patrimônio de uns R$ ${p.toLocaleString('pt-BR')}` : undefined;
  },
  // The gifts' values in order and the estate's, if said; null when the person does not know.
  parse: (text, _ctx, s) => {
    const pending = withoutValue(s);
    const n = normalize(text);
    if (/\bnao sei\b|\bsei la\b|nao faco ideia/.test(n) && amountsIn(text).length === 0)
      return parsed(null);
    const segments = text.split(
      /[;\n]|,?\s+e\s+(?=(?:tudo|o total|o resto|meu patrim|o patrim))|,\s*(?=(?:tudo|o total|o resto|meu patrim|o patrim))/i,
    );
    let total: number | undefined;
    const values: number[] = [];
    for (const seg of segments) {
      const [amount] = amountsIn(seg);
      if (amount === undefined) continue;
      if (TOTAL.test(normalize(seg))) total = amount;
      else values.push(amount);
    }
    if (values.length < pending.length) return fail(GM.valor.erro(pending.map((l) => l.descricao)));
    if (total === undefined && values.length > pending.length) total = values[pending.length];
    return parsed({ values, total });
  },
  apply: (s, value) => {
    if (value === null) return ok(s, GM.valor.naoSei);
    withoutValue(s).forEach((l, i) => {
      l.valor = value.values[i];
    });
    if (value.total !== undefined) s.draft.patrimonioEstimado = value.total;
    return ok(s);
  },
});

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
    const own = /\b(so meu|so minha|so meus|so minhas|antes de casar|herdei|herdou|ganhei)\b/.test(
      n,
    );
    const shared = /\b(do casal|nosso|nossa|nossos|de nos dois|compramos juntos)\b/.test(n);
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
    return set((l) => named.includes(l));
  },
  apply: (s, common) => {
    mayBeCommon(s).forEach((l, i) => {
      l.bemComum = common[i];
    });
    return ok(s);
  },
});
