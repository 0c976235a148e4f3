/**
 * Gifts typed among the wishes ("quero ser cremado e o meu relogio fica pro meu neto pedro",
 * "minha cachorra Mel fica com a Ana"). Giving a thing, a pet included (a semovente), to someone
 * is a legado, never a wish (LEGAL-BR §3): it is read and checked by the gifts question itself
 * (`legados` in gifts.ts: its reader, its beneficiary checks, its surname question), and the
 * questions the law asks of every gift (value, common property, excess) follow as for any gift.
 */
import type { Legado } from '@legado/contract';
import { klona } from 'klona/json';
import type { InterviewState, Pending } from '../interview-state.ts';
import { M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { normalize } from '../parsers/text.ts';
import { wishTopic } from '../parsers/wish-sentence.ts';
import { giftQuestions } from './gifts.ts';
import type { TurnContext } from './question.ts';

/** "fica com", "vai para", "deixo … para": words that hand something to someone. */
const GIVES =
  /\b(?:fica|ficam|ficar|fique|fiquem|vai|vao|deixo|dou|doo|herda|herdar)\b.*\b(?:com|para|pra|pro|ao|aos)\b/;
/** Things that can be given: property, a pet, a sum, "o resto". */
const PROPERTY =
  /\b(?:carro|moto|caminhonete|casa|apartamento|terreno|fazenda|sitio|imovel|cachorr\w*|cadel\w*|gat[oa]s?|gatinh\w*|cavalo|egua|papagai\w*|periquit\w*|calopsit\w*|passar\w*|animal|animais|pets?|bich\w*|dinheiro|joias?|relogio|resto|restante|tudo|bens|heranca|conta|poupanca|acoes)\b/;
/**
 * Photos, accounts online, e-mail, the cloud, social networks: the digital wish (ativosDigitais,
 * LEGAL-BR §3), never a legado, even when they "ficam pro lucas". Their "conta" is no bank account.
 */
const DIGITAL =
  /\b(?:fotos?|videos?|icloud|cloud|nuvem|google drive|drive|e-?mails?|gmail|hotmail|outlook|instagram|insta|facebook|face|tiktok|twitter|youtube|whatsapp|zap|rede social|redes sociais|perfil|perfis|senhas?|digital|digitais|arquivos?)\b/;
/** Property named besides a digital "conta": "meu carro e minhas fotos" still gives the car. */
const PROPERTY_BESIDES_ACCOUNT = new RegExp(PROPERTY.source.replace('|conta|', '|'));

/** "o resto", "tudo", "meus bens": a share of the estate, not a gift (asked with "alterar herança"). */
const SHARE = /\b(?:resto|restante|tudo|bens|heranca)\b/;
/** Where one clause of a wish ends and another may start. */
const JOINT = /(\s*[,;]\s*(?:e\s+)?|\s+e\s+)/;
/** "quero", "gostaria": a clause that opens a wish of its own. */
const WISHING = /^(?:e\s+)?(?:eu\s+)?(?:quero|queria|gostaria|desejo|prefiro|peco)\b/;

/** A clause that gives property to someone (looking after a pet is a wish: "que cuide dele"). */
export function givesProperty(text: string): boolean {
  const n = normalize(text);
  if (DIGITAL.test(n) && !PROPERTY_BESIDES_ACCOUNT.test(n)) return false;
  return GIVES.test(n) && PROPERTY.test(n) && !/\bcuid/.test(n);
}

/** A clause that gives a share of the estate ("o resto fica pro joao"), not a thing. */
export function givesShare(text: string): boolean {
  return SHARE.test(normalize(text));
}

/**
 * A sentence of the wishes split into what is a wish and what gives property: "quero ser cremado
 * e o meu relogio fica pro meu neto pedro" → the wish "quero ser cremado" and the gift "o meu
 * relogio fica pro meu neto pedro". A clause with no wish of its own stays with its neighbour
 * ("que ela gosta muito dele" with the gift, "meu carro" before "e a moto vão pro joao" too).
 */
export function splitGiftsFromWish(raw: string): { wish: string; gifts: string[] } {
  const pieces = raw.split(JOINT);
  type Part = { gift: boolean; text: string; joint: string };
  const parts: Part[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i] ?? '';
    const joint = i > 0 ? (pieces[i - 1] ?? '') : '';
    const n = normalize(text);
    const last = parts.at(-1);
    const ownWish = WISHING.test(n) || wishTopic(n) !== undefined;
    if (givesProperty(text)) {
      // "meu carro e a moto vão pro joao": the things named just before go with the gift.
      if (
        last &&
        !last.gift &&
        !ownWish &&
        PROPERTY.test(normalize(last.text)) &&
        !WISHING.test(normalize(last.text))
      ) {
        last.gift = true;
        last.text = `${last.text}${joint}${text}`;
      } else parts.push({ gift: true, text, joint });
    } else if (last && !ownWish) last.text = `${last.text}${joint}${text}`;
    else parts.push({ gift: false, text, joint });
  }
  return {
    // Wishes side by side keep the words that joined them ("minhas fotos e a minha conta").
    wish: parts
      .map((p, i) => {
        if (p.gift) return '';
        const glue = parts[i - 1]?.gift === false ? p.joint : ', ';
        return `${parts.slice(0, i).some((q) => !q.gift) ? glue : ''}${p.text.trim()}`;
      })
      .join('')
      .trim(),
    gifts: parts.filter((p) => p.gift).map((p) => p.text.trim().replace(/[.!]+$/, '')),
  };
}

/** What became of the gifts typed among the wishes. */
export interface WishGifts {
  /** The state with the gifts kept (or unchanged). */
  state: InterviewState;
  /** What the person is told. */
  notes: string[];
  /** A gift could not be kept: the gifts question is asked next, about it. */
  reopen: boolean;
  /** The question that gift waits on ("qual é o sobrenome de Pedro?"), answered next. */
  pending?: Pending;
  /** Gifts were added: the questions that depend on the gifts are asked again. */
  added: boolean;
}

const giftWords = (s: InterviewState, l: Legado) =>
  `${l.descricao} para ${joinNames(s, [l.beneficiarioId])}`;

/**
 * Keeps the gifts typed among the wishes as legados, through the gifts question's own reader and
 * apply (added to the gifts already kept, never replacing them). A gift it cannot keep (no one
 * named, someone unknown, only a first name) is asked about by the gifts question, next.
 */
export function keepGiftsOfWishes(
  s: InterviewState,
  gifts: readonly string[],
  ctx: TurnContext,
): WishGifts {
  const none = { state: s, notes: [], reopen: false, added: false };
  if (gifts.length === 0) return none;
  const question = giftQuestions.find((q) => q.key === 'legados');
  if (!question) return none;
  const text = gifts.join('\n');
  const quoted = gifts.map((g) => `"${g}"`);
  const value = question.parse(text, ctx, s, 'legados');
  // The gifts question adds to the gifts kept when it is not answered yet: so it is, for this.
  const copy = klona(s);
  const answered = copy.answered;
  copy.answered = answered.filter((k) => k !== 'legados');
  const outcome = value.ok ? question.apply(copy, value.value, ctx, 'legados') : value;
  if (!outcome.ok) {
    const reopened = klona(s);
    reopened.answered = reopened.answered.filter((k) => k !== 'legados');
    return {
      state: reopened,
      notes: [M.desejos.legadoIncompleto(quoted), outcome.error],
      reopen: true,
      ...(outcome.pending ? { pending: outcome.pending } : {}),
      added: false,
    };
  }
  const next = outcome.state;
  next.answered = answered;
  // The gifts question put this message's gifts after those kept before.
  const said = next.draft.legados.slice(s.draft.legados.length);
  const key = (l: Legado) => `${l.beneficiarioId}|${normalize(l.descricao)}`;
  const before = new Set(s.draft.legados.map(key));
  // The same gift said again ("alterar desejos" with the same words) is kept once.
  const added = said.filter(
    (l, i) => !before.has(key(l)) && said.findIndex((x) => key(x) === key(l)) === i,
  );
  next.draft.legados = [...s.draft.legados, ...added];
  return {
    state: next,
    notes: [M.desejos.legadoAnotado(said.map((l) => giftWords(next, l)))],
    reopen: false,
    added: added.length > 0,
  };
}
