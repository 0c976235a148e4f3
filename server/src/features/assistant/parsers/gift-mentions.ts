import { expandShorthand } from './chat-text.ts';
import type { GiftFact } from './fact-types.ts';
import { capitalizeName, splitRelation } from './names.ts';
import { formatMoney, parseMoney } from './money.ts';
import { isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/**
 * Specific gifts (legados) as people describe them: "meu carro, um gol 2015, uns 40 mil, pro
 * Pedro", "a casa da praia pra Ana", "meu cachorro Thor fica com a Julia", "R$ 10 mil para
 * a igreja". One gift per line, ";" or " e " before "meu/minha/a/o".
 */
const KINDS: ReadonlyArray<[GiftFact['tipo'], RegExp]> = [
  ['animal', /\b(cachorr[oa]|cao|gat[oa]|cavalo|egua|papagaio|passaro|pet|bicho|cadela)\b/],
  [
    'veiculo',
    /\b(carro|moto|motocicleta|caminhao|caminhonete|gol|uno|palio|onix|hb20|fusca|barco|trator|veiculo|bicicleta)\b/,
  ],
  [
    'imovel',
    /\b(casa|apartamento|ape|apto|terreno|lote|sitio|chacara|fazenda|imovel|sala comercial|loja|galpao|kitnet|predio)\b/,
  ],
  ['joia', /\b(joias?|anel|aneis|alianca|colar|brinco|pulseira|relogio|corrente de ouro)\b/],
  ['dinheiro', /\b(dinheiro|reais|poupanca|conta|aplicacao|investimento|r\$|mil reais|acoes)\b/],
];

/** Every gift in the message; `para` is the recipient as said, resolved by `matchPeople`. */
export function readGifts(message: string): GiftFact[] {
  const text = expandShorthand(message);
  const parts = text
    .split(/\r?\n|;|\s+e\s+(?=(?:meu|minha|meus|minhas|o|a|os|as)\s)/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const gifts: GiftFact[] = [];
  for (const part of parts) {
    const n = normalize(part);
    const amount =
      /(?:r\$\s*[\d.,]+(?:\s*(?:mil|milhao|milhoes|k))?|\b[\d.,]+\s*(?:mil|milhao|milhoes|reais|k)\b|\b(?:um|dois|tres|cinco|dez|vinte|cinquenta|cem)\s+mil\b)/.exec(
        n,
      )?.[0];
    const kind = KINDS.find(([, re]) => re.test(n))?.[0] ?? (amount ? 'dinheiro' : undefined);
    if (!kind) continue;
    const giving = /\b(para|pro|pra|fica com|ficar com|vai para|deixo|deixar|lego|dou|dar)\b/.test(
      n,
    );
    if (!giving && !/^(?:meu|minha|meus|minhas)\b/.test(n)) continue;
    const to =
      /\b(?:para|pro|pra|fica com|ficar com|vai para|vai pro|vai pra|deixo com)\s+(?:o |a )?([\p{L} ]+?)\s*(?:[,.!]|$)/iu.exec(
        part,
      );
    const value = amount ? parseMoney(amount) : undefined;
    const description = part
      .slice(0, to ? to.index : undefined)
      .replace(/^(?:quero\s+)?(?:deixar|deixo|dar|dou|lego)\s+/i, '')
      .replace(
        /,?\s*(?:(?:que\s+)?(?:vale|valendo|avaliad[oa] em|custa)\s*)?(?:uns|umas|mais ou menos|cerca de)?\s*(?:r\$\s*)?[\d.,]+\s*(?:mil|reais|k)\b[^,]*/i,
        '',
      )
      .replace(/\s+(?:fica|ficam|ficara|vai|vão|vao|irá|ira|deixo|quero deixar)\s*$/i, '')
      .replace(/[\s,.;:-]+$/, '')
      .trim();
    if (!description && !(kind === 'dinheiro' && value !== undefined)) continue;
    gifts.push({
      tipo: kind,
      descricao: description || formatMoney(value ?? 0),
      ...(value !== undefined && kind !== 'animal' ? { valor: value } : {}),
      ...(to?.[1] ? { para: recipient(to[1].trim()) } : {}),
    });
  }
  return gifts;
}

/** "meu afilhado Kauã" → "Kauã"; "minha neta" stays a pointer for matchPeople. */
function recipient(text: string): string {
  const { relacao, resto } = splitRelation(text);
  if (relacao && resto && isPlausibleName(resto)) return capitalizeName(resto);
  return isPlausibleName(text) ? capitalizeName(text) : text;
}
