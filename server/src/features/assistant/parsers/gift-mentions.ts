import { expandShorthand } from './chat-text.ts';
import { AFTER_RECEIVER, withoutGiftTalk } from './gift-talk.ts';
import type { GiftFact } from './fact-types.ts';
import { capitalizeName, splitRelation } from './names.ts';
import { AMOUNT_IN_WORDS, formatMoney, parseMoney } from './money.ts';
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
  [
    'objeto',
    /\b(violao|guitarra|piano|teclado|sanfona|quadros?|livros|biblioteca|colecao|maquina de costura|ferramentas|moveis|computador|notebook|celular|televisao|tv|geladeira|relogio)\b/,
  ],
];

/** True when the text names a kind of thing given ("o apartamento da praia", "meu carro"). */
export function namesAThing(text: string): boolean {
  const n = normalize(text);
  return KINDS.some(([kind, re]) => kind !== 'dinheiro' && re.test(n));
}

/** ", uns 40 mil", "que vale R$ 60.000": a value said with a gift (a bare year is not one). */
const AMOUNT_PHRASE = new RegExp(
  `,?\\s*(?:(?:que\\s+)?(?:vale|valendo|avaliad[oa] em|custa)\\s*)?(?:uns|umas|mais ou menos|cerca de)?\\s*(?:r\\$\\s*[\\d.,]+(?:\\s*(?:mil|milh[aã]o|milh[oõ]es|reais|k)\\b)?|[\\d.,]+\\s*(?:mil|milh[aã]o|milh[oõ]es|reais|k)\\b|\\b${AMOUNT_IN_WORDS}\\b)[^,]*`,
  'i',
);

/** The description of a gift without the value said with it ("o carro, uns 40 mil" → "o carro"). */
export function withoutAmount(text: string): string {
  return text.replace(AMOUNT_PHRASE, '').trim();
}

/** Every gift in the message (`asked`: the question was about gifts); `para` goes to `matchPeople`. */
export function readGifts(message: string, options: { asked?: boolean } = {}): GiftFact[] {
  const text = expandShorthand(message.replace(EMOJI, ' '));
  const parts = text
    .split(
      /\r?\n|;|(?<=[.!?])\s+|\s+e\s+(?=(?:meu|minha|meus|minhas|o|a|os|as)\s)|,\s*(?=(?:e\s+)?(?:eu\s+)?(?:quero\s+(?:deixar|dar)|deixo|dou|lego)\s)/i,
    )
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap(sumAfterReceiver)
    .map(fromOnly)
    .flatMap(whatThenWho);
  const gifts: GiftFact[] = [];
  /** The one named last ("… pra minha neta Beatriz, quero deixar a casa pra ela"): "ela" is her. */
  let lastNamed: string | undefined;
  for (const part of parts) {
    const n = normalize(part);
    // "a fazenda pro joao. vale uns 500 mil.": the value of the gift said just before.
    const valueOnly = VALUE_OF_LAST.exec(n);
    const last = gifts.at(-1);
    if (valueOnly?.[1] && last) {
      const value = parseMoney(valueOnly[1]);
      if (value !== undefined && last.valor === undefined) last.valor = value;
      continue;
    }
    const amount =
      /(?:r\$\s*[\d.,]+(?:\s*(?:mil|milhao|milhoes|k))?|\b[\d.,]+\s*(?:mil|milhao|milhoes|reais|k)\b|\b(?:um|dois|tres|cinco|dez|vinte|cinquenta|cem)\s+mil\b)/.exec(
        n,
      )?.[0];
    const to =
      /\b(?:para|pro|pra|fica com|ficar com|fique com|fiquem com|ficam com|vai para|vai pro|vai pra|deixo com)\s+(?:o |a )?([\p{L} ]+?)\s*(?:[,.!]|$)/iu.exec(
        part,
      );
    const named = to?.[1]?.trim().replace(RECEIVER_TALK, '').replace(AFTER_RECEIVER, '');
    const para =
      named && PRONOUN.test(normalize(named)) ? lastNamed : named ? recipient(named) : undefined;
    if (named && !PRONOUN.test(normalize(named))) lastNamed = para;
    // The kind is read from what is given: "tudo para a Santa Casa" gives no house.
    const given = normalize(part.slice(0, to ? to.index : undefined));
    // "tudo q eu tenho é a poupança, pros 2 igual": the whole estate, shared, not a gift.
    if (WHOLE_ESTATE.test(given) || (named && EACH_ONE.test(normalize(named)))) continue;
    const kind = KINDS.find(([, re]) => re.test(given))?.[0] ?? (amount ? 'dinheiro' : undefined);
    if (!kind) continue;
    const giving =
      /\b(para|pro|pra|fica com|ficar com|fique com|fiquem com|ficam com|vai para|deixo|deixar|lego|dou|dar)\b/.test(
        n,
      );
    // Volunteered in any message, a gift needs a giving word; asked for, "a casa da praia" is one.
    if (!options.asked && !giving && !/^(?:meu|minha|meus|minhas)\b/.test(n)) continue;
    const value = amount ? parseMoney(amount) : undefined;
    const description = cleanGiftDescription(
      withoutLeadIn(part.slice(0, to ? to.index : undefined)).replace(AMOUNT_PHRASE, ''),
    );
    // "os 200 mil", "e 200 mil em dinheiro": a sum, named by its value.
    const sumOnly =
      kind === 'dinheiro' && value !== undefined && SUM_WORDS.test(normalize(description));
    if (!description && !(kind === 'dinheiro' && value !== undefined)) continue;
    gifts.push({
      tipo: kind,
      descricao:
        sumOnly || !description
          ? `${formatMoney(value ?? 0)}${/\b(?:dinheiro|especie)\b/.test(given) ? ' em dinheiro' : ''}`
          : description,
      ...(value !== undefined && (kind !== 'animal' || VALUE_SAID.test(n)) ? { valor: value } : {}),
      ...(para ? { para } : {}),
    });
  }
  return gifts;
}

/** "a fazenda pra ana e 50 mil em dinheiro pra ana": a sum after a receiver starts a second gift. */
const SUM_AFTER_RECEIVER = new RegExp(
  `(?<=\\b(?:para|pra|pro|fica com)\\s+[^,;]*?)\\s+e\\s+(?=(?:(?:os|uns|mais)\\s+)?(?:r\\$\\s*)?(?:\\d[\\d.,]*\\s*(?:mil|milh[aã]o|milh[oõ]es|reais|k)\\b|${AMOUNT_IN_WORDS}))`,
  'i',
);

function sumAfterReceiver(part: string): string[] {
  return part.split(SUM_AFTER_RECEIVER);
}

/**
 * "…como a lei manda e os netos no lugar dele só o apartamento pra Júlia", "o resto segue a lei,
 * mas a minha moto pro meu sobrinho": the gift starts at "só" (or "mas", "menos", "exceto").
 */
const ONLY_THEN_GIFT =
  /\s(?:s[oó]|soh|somente|apenas|mas|menos|exceto|tirando)\s+(?=(?:o|a|os|as|meu|minha|meus|minhas|aquel[ea]s?|ess[ea]s?)\s)/i;

function fromOnly(part: string): string {
  const only = ONLY_THEN_GIFT.exec(part);
  if (!only) return part;
  const before = normalize(part.slice(0, only.index));
  // "a casa e só o carro": a thing before "só" is part of what is given.
  return KINDS.some(([, re]) => re.test(before)) ? part : part.slice(only.index).trim();
}

/** "tudo que eu tenho", "td o q tenho", "todo o meu patrimônio": the whole estate, not one thing. */
const WHOLE_ESTATE =
  /^(?:e\s+)?(?:(?:tudo|td|tdo)\s+(?:o\s+)?(?:q|que)\s+(?:eu\s+)?(?:tenho|possuo)|todo (?:o )?meu patrimonio|todos os meus bens)\b/;
/** "metade pra cada": "cada" is no one's name. */
const EACH_ONE = /^cada(?: um| uma)?$/;

/** Emoji and their marks: never part of a gift or a name ("pra bia 🙏"). */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

/** "vale uns 500 mil", "valendo uns 80 mil": a sentence that only says a value. */
const VALUE_OF_LAST =
  /^(?:e\s+)?(?:(?:ela|ele|isso|que)\s+)?(?:vale|valendo|avaliad[oa] em|custa|deve valer)\s+(?:uns|umas|mais ou menos|cerca de|por volta de)?\s*((?:r\$\s*)?[\d.,]+\s*(?:mil|milhao|milhoes|reais|k)?)\s*[.!]?$/;

/** What is left of a sum's words once the value is taken: "os", "e", "em dinheiro", "reais". */
const SUM_WORDS =
  /^(?:(?:e|entao|ai|os|as|o|a|uns|umas|mais|tambem|em|de|dinheiro|especie|reais|na conta|da poupanca)\b\s*)*$/;

/** "ana carolina pra ficar igual", "pedro que ele merece": words after the receiver's name. */
const RECEIVER_TALK = /\s+(?:pra|para|pro|que|q|pq|porque|pois|ja que)\s.*$/i;

/** "vale uns 2 mil": a value said as one (a pet's "2 mil" alone may be anything). */
const VALUE_SAID = /\b(?:vale|valendo|avaliad[oa]|custa|custou)\b/;

/** "pra ela", "pro dele": the person named before in the same message. */
const PRONOUN = /^(?:ela|ele|elas|eles|dela|dele)$/;

/** "meu afilhado Kauã" → "Kauã"; "minha neta" stays a pointer for matchPeople. */
function recipient(text: string): string {
  const { relacao, resto } = splitRelation(text);
  if (relacao && resto && isPlausibleName(resto)) return capitalizeName(resto);
  return isPlausibleName(text) ? capitalizeName(text) : text;
}

/** "nenhum, só quero deixar meu carro": what comes before the giving verb is not the gift. */
function withoutLeadIn(said: string): string {
  // "intao o trem é assim: a casa onde eu moro": what comes before a colon only leads in.
  const text = said.replace(/^[^:]{0,40}:\s+(?=\S)/, '');
  const verb = /\b(?:quero\s+)?(?:deixar|deixo|dar|dou|lego)\s+/i.exec(text);
  if (!verb || verb.index === 0) return text;
  const before = normalize(text.slice(0, verb.index));
  return KINDS.some(([, re]) => re.test(before)) ? text : text.slice(verb.index);
}

const POSSESSIVE_TO_ARTICLE: Record<string, string> = {
  meu: 'o',
  minha: 'a',
  meus: 'os',
  minhas: 'as',
};

/** Makes and models written as their makers do, when the word can mean nothing else. */
const BRANDS = new Map(
  [
    'Onix',
    'HB20',
    'Hilux',
    'Corolla',
    'Civic',
    'Gol',
    'Uno',
    'Palio',
    'Fusca',
    'Biz',
    'Strada',
    'Saveiro',
    'Compass',
    'Renegade',
    'Kwid',
    'Sandero',
    'Logan',
    'Duster',
    'EcoSport',
    'Ranger',
    'S10',
    'SW4',
    'Tracker',
    'Cruze',
    'Prisma',
    'Celta',
    'Cobalt',
    'Voyage',
    'Virtus',
    'Nivus',
    'Amarok',
    'Argo',
    'Mobi',
    'Cronos',
    'Siena',
    'Kicks',
    'Versa',
    'Sentra',
    'Frontier',
    'Creta',
    'Tucson',
    'Etios',
    'Yaris',
    'HR-V',
    'CR-V',
    'WR-V',
    'XRE',
    'CG',
    'Fiat',
    'Chevrolet',
    'Volkswagen',
    'VW',
    'Ford',
    'Toyota',
    'Honda',
    'Hyundai',
    'Renault',
    'Nissan',
    'Jeep',
    'Peugeot',
    'Citroën',
    'Yamaha',
    'Suzuki',
    'Kawasaki',
    'BMW',
    'Audi',
    'Mercedes',
    'Rolex',
    'Omega',
    'Seiko',
    'Tissot',
    'PS5',
    'PS4',
    'Xbox',
    'iPhone',
    'MacBook',
  ].map((b) => [normalize(b).replace(/-/g, ''), b]),
);

/**
 * A gift as the will names it: "meu carro onix 2020 placa abc1d23" → "o carro Onix 2020, placa
 * ABC1D23". The possessive becomes an article (the will reads "Lego a Gabriel o carro…"), a make
 * or model is capitalised, the plate is upper-cased after a comma; every word is kept.
 */
export function cleanGiftDescription(text: string): string {
  const said = withoutVerbs(text.trim().replace(/\s+/g, ' '))
    // "o carro dele" typed for the testator: the will's own thing, no "dele".
    .replace(/^((?:(?:o|a|os|as|meu|minha|meus|minhas)\s+)?\p{L}+)\s+(?:dele|dela)\b/iu, '$1')
    // "que tá parado na garagem": the chat verb written out.
    .replace(/\bque\s+(?:t[aá]|tah)\b/giu, 'que está');
  // "o meu cachorro thor" → "o cachorro Thor"; "a minha moto" stays as typed.
  const bare = said.replace(/^(?:o|a|os|as)\s+(?=(?:meu|minha|meus|minhas)\s)/i, '');
  const pet = petNamed(bare);
  const words = (pet === bare ? said : pet)
    .replace(
      /^(meu|minha|meus|minhas)\s+/i,
      (_m, p: string) => `${POSSESSIVE_TO_ARTICLE[p.toLowerCase()] ?? ''} `,
    )
    .replace(/^(O|A|Os|As)\s/, (m) => m.toLowerCase())
    .replace(
      /\s*,?\s+placa\s*:?\s*([a-z]{3})[\s-]?(\d[a-z0-9]\d{2})\b/i,
      (_m, l: string, d: string) => `, placa ${l.toUpperCase()}${d.toUpperCase()}`,
    )
    .split(' ');
  return words
    .map((w) => {
      const bare = /^([\p{L}\d-]+)([,.;]?)$/u.exec(w);
      const brand = bare?.[1] ? BRANDS.get(normalize(bare[1]).replace(/-/g, '')) : undefined;
      return brand && bare?.[1] === bare?.[1]?.toLowerCase() ? `${brand}${bare?.[2] ?? ''}` : w;
    })
    .join(' ');
}

/** "deixo", "quero deixar", "eu dou": the giving verb before the gift. */
const LEADING_VERB =
  /^(?:e\s+)?(?:eu\s+)?(?:(?:quero|vou)\s+(?:deixar|dar)|deixo|deixar|dou|dar|lego)(?:\s+|$)/i;
/** "… vai", "… fica", "… que eu quero que fique": the verb between the gift and who receives it. */
const TRAILING_VERB =
  /[\s,]+(?:(?:que\s+)?(?:eu\s+|ele\s+|ela\s+)?(?:(?:quero|quer|queria)\s+que\s+)?(?:vai ficar|vai|vão|vao|v[aã]o ficar|fica|ficam|ficar[aá]|fique|fiquem|ir[aá]|passa|deixo|(?:quero|quer|queria|vai) deixar|dou|lego)|(?:que\s+)?(?:eu\s+|ele\s+|ela\s+)?(?:quero|quer|queria|desejo)\s+(?:que|q))$/i;

/** The gift without the verbs said around it; whole words only, never part of one. */
function withoutVerbs(text: string): string {
  // "não, só quero deixar aquilo que falei da casa": the talk, the verb, the talk again.
  let out = withoutGiftTalk(
    withoutGiftTalk(text)
      .replace(/^(?:quero\s+)?que\s+/i, '')
      .replace(LEADING_VERB, ''),
  ).replace(/[\s,.;:-]+$/, '');
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(TRAILING_VERB, '').replace(/[\s,.;:-]+$/, '');
  }
  return out.trim();
}

const ANIMAL =
  '(cachorr[oa]|cadela|c[aã]o|gat[oa]|cavalo|[eé]gua|papagaio|p[aá]ssaro|calopsita|coelho|tartaruga|periquito)';
/** The article of an animal word: "a cachorra", "o gato". */
/** Words after an animal that describe it, not name it ("meu gato preto"). */
const PET_WORDS =
  /^(?:preto|preta|branco|branca|velho|velha|pequeno|pequena|grande|filhote|idoso|idosa|amarelo|amarela|cinza|marrom|rajado|rajada|malhado|malhada|tambem|dela|dele|querido|querida|de|da|do)$/;
const animalArticle = (animal: string) => (/(?:a|ela|egua|égua)$/i.test(animal) ? 'a' : 'o');
const petName = (name: string) =>
  name === name.toLowerCase() ? name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1) : name;

/**
 * A pet and its name as the will names them: "meu cachorro, o thor" and "o thor (meu cachorro)"
 * → "o cachorro Thor", "minha gata chamada mimi" → "a gata Mimi".
 */
function petNamed(text: string): string {
  const apposition = new RegExp(
    `^(?:(?:o|a|meu|minha)\\s+)?${ANIMAL}\\s*,\\s*(?:(?:o|a)\\s+|(?:chamad[oa]|que se chama)\\s+)?(\\p{L}+)$`,
    'iu',
  ).exec(text);
  const called = new RegExp(
    `^(?:(?:o|a|meu|minha)\\s+)?${ANIMAL}\\s+(?:chamad[oa]|que se chama)\\s+(\\p{L}+)$`,
    'iu',
  ).exec(text);
  const pet = apposition ?? called;
  if (pet?.[1] && pet[2])
    return `${animalArticle(pet[1])} ${pet[1].toLowerCase()} ${petName(pet[2])}`;
  const named = new RegExp(
    `^(?:(?:o|a)\\s+)?(\\p{L}+)\\s*(?:\\(\\s*|,\\s*)(?:meu|minha|o|a)\\s+${ANIMAL}\\s*\\)?$`,
    'iu',
  ).exec(text);
  if (named?.[1] && named[2])
    return `${animalArticle(named[2])} ${named[2].toLowerCase()} ${petName(named[1])}`;
  // "meu cachorro thor": one word after the animal that says nothing of it is its name.
  const bare = new RegExp(`^((?:o|a|meu|minha)\\s+${ANIMAL})\\s+(\\p{L}+)$`, 'iu').exec(text);
  if (bare?.[1] && bare[3] && !PET_WORDS.test(normalize(bare[3])))
    return `${bare[1]} ${petName(bare[3])}`;
  return text;
}

/**
 * "minha filha a casa da praia" (said after "deixo pra"): who, then what, split where the thing
 * given starts (an article or possessive before a kind of gift); undefined when none does.
 */
export function recipientThenGift(text: string): { who: string; what: string } | undefined {
  const words = text.trim().split(/\s+/);
  const ARTICLE = /^(?:o|a|os|as|meu|minha|meus|minhas|um|uma)$/i;
  for (let i = 1; i < words.length; i++) {
    if (!ARTICLE.test(words[i] ?? '')) continue;
    const what = words.slice(i).join(' ');
    if (KINDS.some(([, re]) => re.test(normalize(words.slice(i, i + 4).join(' ')))))
      return { who: words.slice(0, i).join(' '), what };
  }
  // A thing of no known kind ("a maquina de costura da minha mae"): the first article after a name.
  for (let i = 1; i < words.length - 1; i++) {
    const before = words[i - 1] ?? '';
    if (!ARTICLE.test(words[i] ?? '') || ARTICLE.test(before) || splitRelation(before).relacao)
      continue;
    return { who: words.slice(0, i).join(' '), what: words.slice(i).join(' ') };
  }
  return undefined;
}

/** "Deixo ao meu filho Pedro", "quero dar pra minha neta": a giving verb, then who receives. */
const GIVE_TO =
  /^(?:e\s+)?(?:eu\s+)?(?:(?:quero|vou)\s+(?:deixar|dar)|deixo|lego|dou|deixar|dar)\s+(?:ao|à|aos|às|para|pra|pro|pros|pras)\s+|^(?:e\s+)?(?:ao|à|aos|às)\s+(?=(?:meu|minha|meus|minhas)\s)/i;
/** Where the next "e à minha filha Laura o apartamento" starts in a who-first line. */
const NEXT_RECEIVER = /\s*;\s*|,?\s+e\s+(?=(?:ao|à|aos|às|para|pra|pro|pros|pras)\s)/i;

/**
 * "Deixo ao meu filho Pedro a Fazenda Santa Luzia, situada em Campo Maior/PI, e à minha filha
 * Laura o apartamento": who first, then what, maybe twice. Rewritten what-first, one line per gift
 * ("a Fazenda Santa Luzia, situada em Campo Maior/PI para meu filho Pedro"); other lines as they are.
 */
export function whatThenWho(line: string): string[] {
  const verb = GIVE_TO.exec(line.trim());
  if (!verb) return [line];
  const out: string[] = [];
  for (const clause of line.trim().slice(verb[0].length).split(NEXT_RECEIVER)) {
    const said = clause
      .trim()
      .replace(/^(?:ao|à|aos|às|para|pra|pro|pros|pras)\s+/i, '')
      .replace(/[\s.!;,]+$/, '');
    const split = recipientThenGift(said);
    if (!split) return [line];
    out.push(`${split.what} para ${split.who}`);
  }
  return out.length ? out : [line];
}

/**
 * "o carro vai pro pedro e a cachorra fica com o sergio": one line, two gifts, each with its own
 * receiver; "meu pc e meu ps5 pro lucas" stays one line (the first has no receiver of its own).
 */
export function giftClauses(line: string): string[] {
  const TO_SOMEONE = /\s(?:pra|pro|para|fica com|ficam com|vai ficar com|fique com)\s/i;
  // "… pro joao, a casa fica pra laura": a comma too, kept when the part before has no receiver.
  const pieces = line.split(
    /(\s+e\s+|\s*,\s*(?:e\s+)?)(?=(?:o|a|os|as|meu|minha|meus|minhas)\s+\S+(?:\s+\S+){0,4}?\s+(?:vai|vão|vao|fica|ficam|pra|pro|para|eu deixo)\b)/i,
  );
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const part = (pieces[i] ?? '').trim();
    if (!part) continue;
    const last = out.at(-1);
    if (last !== undefined && !TO_SOMEONE.test(` ${last} `))
      out[out.length - 1] = `${last}${pieces[i - 1] ?? ' e '}${part}`;
    else out.push(part);
  }
  // "a fazenda pra ana e 50 mil em dinheiro pra ana": a sum after a receiver is a second gift.
  return out.flatMap(sumAfterReceiver);
}
