import { expandShorthand } from './chat-text.ts';
import type { GiftFact } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { parseMoney } from './money.ts';
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
    const kind = KINDS.find(([, re]) => re.test(n))?.[0];
    if (!kind) continue;
    const giving = /\b(para|pro|pra|fica com|ficar com|vai para|deixo|deixar|lego|dou|dar)\b/.test(
      n,
    );
    if (!giving && !/^(?:meu|minha|meus|minhas)\b/.test(n)) continue;
    const to =
      /\b(?:para|pro|pra|fica com|ficar com|vai para|vai pro|vai pra|deixo com)\s+(?:o |a )?([\p{L} ]+?)\s*(?:[,.!]|$)/iu.exec(
        part,
      );
    const value = parseMoney(n.replace(/\b(19|20)\d{2}\b/g, ' '));
    const description = part
      .slice(0, to ? to.index : undefined)
      .replace(/^(?:quero\s+)?(?:deixar|deixo|dar|dou|lego)\s+/i, '')
      .replace(
        /,?\s*(?:uns|umas|mais ou menos|cerca de|vale|avaliad[oa] em|uns r\$)\s*(?:r\$\s*)?[\d.,]+\s*(?:mil|reais|k)?[^,]*/i,
        '',
      )
      .replace(/[\s,.;:-]+$/, '')
      .trim();
    if (!description) continue;
    gifts.push({
      tipo: kind,
      descricao: description,
      ...(value !== undefined && kind !== 'animal' ? { valor: value } : {}),
      ...(to?.[1] ? { para: capitalizeName(to[1].trim()) } : {}),
    });
  }
  return gifts;
}
