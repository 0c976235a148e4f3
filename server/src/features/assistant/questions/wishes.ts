import { addPessoa, findPessoaByName, toContent, type Draft } from '../interview-state.ts';
import { evaluateRules, looksLikeSecret } from '../legal-rules.ts';
import { answerFaq } from '../faq.ts';
import { answerOwnCase } from '../own-case/answer.ts';
import { E, M } from '../messages.ts';
import { joinNames } from '../people.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { splitWishes, type WishTopic } from '../parsers/wish-sentence.ts';
import { givesShare, keepGiftsOfWishes, splitGiftsFromWish } from './wishes-gifts.ts';
import {
  DISINHERIT,
  readDisinheritance,
  recordDisinheritance,
  type DisinheritanceEntry,
} from './disinheritance.ts';
import { defineQuestion, fail, ok, parsed, type Question } from './question.ts';

type Wishes = Draft['naoPatrimoniais'];

/** A short sentence that qualifies the wish before it ("Nada de luxo.", "Tudo bem simples."). */
const QUALIFIER =
  /^(?:nada de|sem|nenhum|nenhuma|so|somente|apenas|tudo|algo|bem simples|de preferencia|se possivel|simples|discret)\b/;
/** "Só isso.", "Bem, é isso.", "Nada mais.": the end of the answer, never a wish. */
const CLOSER =
  /^(?:(?:bem|bom|entao|e|acho que|por enquanto|por ora|por hora)\s+)*(?:so isso|e isso|eh isso|era isso|nada mais|mais nada|e so|so)(?:\s+mesmo)?(?:\s+(?:por enquanto|por ora|obrigad[oa]))?$/;
/** Words said to the family: a message, never a qualifier ("Só quero que sejam felizes."). */
const SAID_TO_SOMEONE =
  /\b(?:amo|ama|amei|voces?|vcs?|felizes?|obrigad[oa]s?|saudades?|orgulho|perdao|perdoo|unidos|cuidem|lembrem|sejam|fiquem)\b/;

function qualifiesWish(sentence: string): boolean {
  const n = normalize(sentence);
  return n.split(' ').length <= 8 && QUALIFIER.test(n) && !SAID_TO_SOMEONE.test(n);
}
const noWishes = (): Wishes => ({ reconhecimentoFilhos: [], mensagens: [] });

/** Section 8 · desejos não patrimoniais (CC 1.857 §2). */
export const wishQuestions: Question[] = [
  defineQuestion({
    key: 'desejos',
    section: 'desejos',
    optional: true,
    ask: () => M.desejos.ask,
    example: M.desejos.example,
    editAliases: [/desejo|funeral|orgao|pessoais|mensage|animais|digita/],
    describe: (s) => {
      if (!s.answered.includes('desejos')) return undefined;
      const np = s.draft.naoPatrimoniais;
      const parts = [np.funeral, np.doacaoOrgaos, np.animais, np.ativosDigitais, ...np.mensagens];
      const deserda = (s.draft.deserdacoes ?? []).map((d) => `deserdação de ${d.herdeiroId}`);
      const all = [...parts.filter(Boolean), ...deserda];
      return all.length ? all.join(' ') : 'nenhum';
    },
    clear: (s) => {
      s.draft.naoPatrimoniais = noWishes();
      delete s.draft.deserdacoes;
    },
    summary: (s) => {
      const np = s.draft.naoPatrimoniais;
      return [
        np.reconhecimentoFilhos.length > 0 &&
          `Reconhecimento de filho: ${joinNames(s, np.reconhecimentoFilhos)}`,
        np.funeral && `Funeral: ${np.funeral}`,
        np.doacaoOrgaos && `Órgãos: ${np.doacaoOrgaos}`,
        np.animais && `Animais: ${np.animais}`,
        np.ativosDigitais && `Contas digitais: ${np.ativosDigitais}`,
        ...np.mensagens.map((m) => `Mensagem: ${m}`),
      ];
    },
    // The wishes sorted by topic, the children acknowledged (by name), the heirs disinherited and
    // the answers to questions asked on the way; none is null.
    parse: (text, ctx, s) => {
      if (parseYesNo(text) === false && normalize(text).split(' ').length <= 4) return parsed(null);
      if (looksLikeSecret(text)) return fail(M.desejos.secret);
      const wishes = noWishes();
      const children: string[] = [];
      const disinherited: DisinheritanceEntry[] = [];
      const answers: string[] = [];
      const dispositions: string[] = [];
      const gifts: string[] = [];
      let lastTopic: WishTopic | undefined;
      const sentences = text
        // A legal citation "(art. 1.962, I)" is not the end of a sentence.
        .replace(/\s*\((?:art|arts)\.[^)]*\)/gi, '')
        .split(/\r?\n|(?<=[.!;?])\s+/)
        .map((x) => x.trim())
        .filter((x) => x.length > 1);
      for (const raw of sentences) {
        const n = normalize(raw);
        if (
          CLOSER.test(
            n
              .replace(/[^a-z ]+/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
        )
          continue;
        // A question is answered, never written into the will.
        if (/\?\s*$/.test(raw)) {
          answers.push(answerOwnCase(s, raw, ctx) ?? answerFaq(raw, s) ?? M.desejos.pergunta);
          continue;
        }
        // A disinheritance is a clause with a legal cause, asked next (1.961–1.965).
        if (DISINHERIT.test(n)) {
          const entry = readDisinheritance(s, raw);
          if (!entry.ok) return entry;
          disinherited.push(entry.value);
          continue;
        }
        const recon =
          /reconhe[cç]o\s+(?:como\s+)?(?:meu|minha)?\s*(?:filh[oa])?\s*(?:a|o)?\s*([\p{L}' -]+)/iu.exec(
            raw,
          );
        if (/reconhe/.test(n) && /filh/.test(n) && recon?.[1]) {
          // CC 1.609 III: a will may acknowledge a child.
          const nome = parsePersonName(
            recon[1].replace(/\s+como\s+(?:meu|minha)\s+filh[oa].*$/i, ''),
            { full: true },
          );
          if (!nome) return fail(E.reconhecimento);
          children.push(nome);
          continue;
        }
        // A thing or a pet given to someone is a legado, kept by the gifts question (in apply);
        // "o resto fica pro joao" is a share, pointed to the shares; the rest is the wish.
        const { wish, gifts: given } = splitGiftsFromWish(raw);
        for (const g of given) (givesShare(g) ? dispositions : gifts).push(g);
        // Each wish of the sentence in its field, as the will quotes it: without the chat around
        // it ("ah e", "tb", "kkk"), "quero ser cremada e doar meus órgãos" as two wishes.
        for (const wished of wish ? splitWishes(wish) : []) {
          const { sentence } = wished;
          if (sentence === '') continue;
          // "Nada de cerimônias extravagantes.", "Tudo simples.": said of the wish before it.
          const topic = wished.topic ?? (qualifiesWish(sentence) ? lastTopic : undefined);
          if (topic) wishes[topic] = wishes[topic] ? `${wishes[topic]} ${sentence}` : sentence;
          else wishes.mensagens.push(sentence);
          lastTopic = topic;
        }
      }
      const [firstDisposition] = dispositions;
      const nothingElse =
        firstDisposition !== undefined &&
        gifts.length === 0 &&
        children.length === 0 &&
        disinherited.length === 0 &&
        JSON.stringify(wishes) === JSON.stringify(noWishes());
      if (nothingElse) return fail(M.desejos.disposicao(firstDisposition));
      return parsed({ wishes, children, disinherited, answers, dispositions, gifts });
    },
    apply: (s, value, ctx) => {
      if (value === null) {
        s.draft.naoPatrimoniais = noWishes();
        return ok(s);
      }
      const { wishes, children, disinherited, answers, dispositions, gifts } = value;
      // The gifts first: kept as legados, or asked about next by the gifts question.
      const given = keepGiftsOfWishes(s, gifts, ctx);
      Object.assign(s, given.state);
      delete s.draft.deserdacoes;
      for (const entry of disinherited) recordDisinheritance(s, entry);
      for (const nome of children) {
        const existing = findPessoaByName(s.draft, nome);
        const id = existing?.id ?? addPessoa(s, { tipo: 'fisica', nome, relacao: 'filho(a)' });
        wishes.reconhecimentoFilhos.push(id);
        if (!s.draft.descendentes.some((x) => x.pessoaId === id)) {
          s.draft.descendentes.push({ pessoaId: id, grau: 'filho', vivo: true, menor: false });
        }
      }
      s.draft.naoPatrimoniais = wishes;
      const infos = evaluateRules(toContent(s, ctx.today), {
        today: ctx.today,
        only: ['ORGAOS', 'RECONHECIMENTO'],
      });
      const typed = [
        wishes.funeral,
        wishes.doacaoOrgaos,
        wishes.animais,
        wishes.ativosDigitais,
        ...wishes.mensagens,
      ].filter((w): w is string => w !== undefined && w !== '');
      // With a gift, the person is told where each part of the message went.
      const kept =
        gifts.length === 0
          ? []
          : typed.length > 0
            ? [M.desejos.desejosAnotados(typed)]
            : children.length + disinherited.length === 0
              ? [M.desejos.nenhumDesejo]
              : [];
      return {
        ...ok(
          s,
          ...answers,
          ...kept,
          ...given.notes,
          ...dispositions.map((d) => M.desejos.disposicaoAnotada(d)),
          ...infos.map((r) => `ℹ️ ${r.mensagem}`),
        ),
        ...(given.added ? { alsoChanged: ['legados'] } : {}),
        ...(given.pending ? { pending: given.pending } : {}),
      };
    },
  }),
];
