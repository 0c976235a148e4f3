/**
 * "o q é legítima?", "e testamenteiro é o quê?", "não entendi essa tal de incomunicabilidade": a
 * question about a word gets the word explained in a few plain words first, then, where it helps,
 * what it means in the person's own case (their heirs and fractions).
 */
import type { InterviewState } from '../interview-state.ts';
import type { TurnContext } from '../questions/question.ts';
import {
  buildCase,
  disponivelText,
  familyKnown,
  heirsCounted,
  legitimaOf,
  ofEstate,
  part,
  type Case,
} from './case.ts';
import { expandChat } from './detect.ts';
import { called } from './words.ts';

/** A word a person meets in the interview, and what it means. */
interface Term {
  id: string;
  /** The word, over the normalized message. */
  word: RegExp;
  define: string;
  /** What it means in the person's case, when the family is known. */
  inCase?: (c: Case) => string | undefined;
}

/** "No seu caso, a legítima é 1/2 do que você tiver: o Diego, 1/4; a Juliana, 1/4." */
function legitimaInCase(c: Case): string | undefined {
  if (!familyKnown(c)) return undefined;
  const heirs = heirsCounted(c);
  if (heirs.length === 0)
    return 'No seu caso, como você não tem herdeiros necessários, não há legítima: você pode deixar tudo para quem quiser (art. 1.850).';
  const each = heirs.map((p) => {
    const l = legitimaOf(c, p.id);
    return `${called(c.s, p).the}, ${l ? part(l) : '—'}`;
  });
  return `No seu caso, a legítima fica com ${heirs.length > 1 ? 'estes herdeiros' : 'este herdeiro'}, ${ofEstate(c)}: ${each.join('; ')}.`;
}

const TERMS: readonly Term[] = [
  {
    id: 'legitima',
    word: /\blegitima\b/,
    define:
      'A legítima é a metade do patrimônio que a lei guarda para os herdeiros necessários — filhos e netos, pais e avós, e o cônjuge ou companheiro (arts. 1.845 e 1.846). Ela fica com eles de qualquer jeito; o testamento decide só a outra metade, a parte disponível.',
    inCase: legitimaInCase,
  },
  {
    id: 'disponivel',
    word: /\b(?:parte )?disponivel\b/,
    define:
      'A parte disponível é o que você pode deixar para quem quiser, parente ou não: a metade do patrimônio quando há herdeiros necessários, ou tudo quando não há (art. 1.789).',
    inCase: (c) =>
      familyKnown(c) ? `No seu caso, a parte disponível é ${disponivelText(c)}.` : undefined,
  },
  {
    id: 'herdeiro_necessario',
    word: /\bherdeiros? necessari[oa]s?\b/,
    define:
      'Herdeiros necessários são os parentes que a lei protege: filhos e netos, pais e avós, e o cônjuge ou companheiro. A metade do patrimônio, a legítima, fica com eles (arts. 1.845 e 1.846).',
    inCase: legitimaInCase,
  },
  {
    id: 'legado',
    word: /\blegad[oa]s?\b|\blegatari[oa]s?\b/,
    define:
      'Legado é um bem certo ou uma quantia que você deixa para alguém: "o meu carro para o João", "R$ 10.000 para a minha afilhada" (art. 1.912). Herança é uma fração do patrimônio, como "30%" ou "a parte disponível". Os legados saem da parte disponível.',
  },
  {
    id: 'testamenteiro',
    word: /\btestamenteir[oa]s?\b/,
    define:
      'O testamenteiro é a pessoa de confiança que cuida de cumprir o testamento depois da sua morte: apresenta o testamento, acompanha o inventário e presta contas (arts. 1.976 a 1.990). Pode ser alguém da família. Você pode fixar um prêmio para ele; se não fixar, o juiz fixa entre 1% e 5% quando for o caso (art. 1.987).',
  },
  {
    id: 'tutor',
    word: /\btutor[ae]?s?\b|\btutela\b/,
    define:
      'O tutor é quem cria os filhos menores e cuida dos bens deles se os pais faltarem (arts. 1.728 e 1.729). No testamento você indica quem quer como tutor; a indicação vale se o outro pai ou a outra mãe também faltar ou não puder exercer o poder familiar.',
  },
  {
    id: 'curador',
    word: /\bcurador[a]?\b|\bcuratela\b/,
    define:
      'O curador especial é quem administra os bens que você deixar para um menor, se você não quiser que os pais dele administrem (arts. 1.733, § 2º, e 1.693, III).',
  },
  {
    id: 'inalienabilidade',
    word: /\binalienab\w*/,
    define:
      'Inalienabilidade é a cláusula que impede quem recebe de vender ou doar o bem; ela já traz as outras duas, a impenhorabilidade e a incomunicabilidade (art. 1.911).',
  },
  {
    id: 'impenhorabilidade',
    word: /\bimpenhorab\w*/,
    define:
      'Impenhorabilidade é a cláusula que impede que o bem seja tomado (penhorado) para pagar dívidas de quem recebe.',
  },
  {
    id: 'incomunicabilidade',
    word: /\bincomunicab\w*/,
    define:
      'Incomunicabilidade é a cláusula que faz o bem ficar só de quem recebe, sem se dividir com o marido ou a mulher dele, qualquer que seja o regime de bens.',
  },
  {
    id: 'clausulas',
    word: /\bclausulas?(?: restritivas?| de protecao)?\b/,
    define:
      'As cláusulas de proteção limitam o que quem recebe pode fazer com o bem: não vender (inalienabilidade), não perder por dívidas (impenhorabilidade) ou não dividir com o cônjuge (incomunicabilidade). Na parte disponível, valem sem motivo; na legítima, só com justa causa, ou seja, um motivo concreto escrito no testamento (art. 1.848).',
  },
  {
    id: 'justa_causa',
    word: /\bjusta causa\b/,
    define:
      'Justa causa é o motivo concreto, escrito no testamento, para pôr uma cláusula sobre a legítima de um herdeiro: dívidas, vício em jogo, um casamento em crise. "Porque eu quero" não basta (art. 1.848).',
  },
  {
    id: 'deserdacao',
    word: /\bdeserd\w*/,
    define:
      'Deserdar é tirar da herança um herdeiro necessário, até da legítima, e só por uma das causas da lei (como agressão ou abandono), escrita no testamento com os fatos; depois da sua morte, a causa ainda precisa ser provada na Justiça em até 4 anos (arts. 1.961 a 1.965).',
  },
  {
    id: 'testemunha',
    word: /\btestemunhas?\b/,
    define:
      'As testemunhas assistem à leitura do testamento e assinam junto com você: 3 no particular, 2 no público (arts. 1.876 e 1.864). Devem ser adultas e não receber nada no testamento, nem ser parentes de quem recebe (arts. 1.801 e 1.802).',
  },
  {
    id: 'meacao',
    word: /\bmeacao\b|\bmeeir[oa]\b/,
    define:
      'A meação é a metade dos bens do casal que já é do cônjuge ou companheiro pelo regime de bens: ela não é herança e não entra no testamento, que trata só da sua metade.',
  },
  {
    id: 'regime',
    word: /\bregime(?: de bens)?\b|\bcomunhao (?:parcial|universal)\b|\bseparacao (?:total|obrigatoria|convencional)(?: de bens)?\b/,
    define:
      'O regime de bens são as regras do casamento ou da união que dizem o que é de cada um e o que é dos dois. Na comunhão parcial, o mais comum, o que o casal comprou durante a união é dos dois, e o que cada um tinha antes é só seu (art. 1.658).',
  },
  {
    id: 'usufruto',
    word: /\busufrut\w*/,
    define:
      'Usufruto é o direito de usar um bem e ficar com o que ele rende (morar, alugar) sem ser o dono: por exemplo, a casa para os filhos, com usufruto para a esposa enquanto ela viver (arts. 1.390 e 1.921).',
  },
  {
    id: 'substituto',
    word: /\bsubstitut\w*|\bsubstituicao\b/,
    define:
      'O substituto é quem recebe no lugar de um beneficiário que falecer antes de você ou recusar (art. 1.947). Sem substituto, essa parte volta para os herdeiros pela lei.',
  },
  {
    id: 'premio',
    word: /\bvintena\b|\bpremio\b/,
    define:
      'O prêmio (ou vintena) é a remuneração do testamenteiro pelo trabalho de cumprir o testamento. Você pode fixá-lo; se não fixar, o juiz o fixa entre 1% e 5% da herança (art. 1.987).',
  },
  {
    id: 'colateral',
    word: /\bcolatera(?:l|is)\b/,
    define:
      'Colaterais são os parentes "de lado": irmãos, sobrinhos, tios e primos. Eles não são herdeiros necessários: você pode deixá-los de fora sem explicar nada (art. 1.850).',
  },
  {
    id: 'ascendente',
    word: /\bascendentes?\b|\bdescendentes?\b/,
    define:
      'Descendentes são filhos, netos e bisnetos; ascendentes são pais, avós e bisavós. Os dois, com o cônjuge, são herdeiros necessários (art. 1.845).',
  },
  {
    id: 'representacao',
    word: /\brepresentacao\b/,
    define:
      'Representação é quando os filhos de um herdeiro que faleceu antes herdam no lugar dele, dividindo a parte que seria dele (arts. 1.851 a 1.856).',
  },
  {
    id: 'minuta',
    word: /\bminuta\b/,
    define:
      'A minuta é o rascunho do testamento que você leva ao cartório: o tabelião o usa para escrever o testamento público, que é assinado lá, com 2 testemunhas (art. 1.864).',
  },
  {
    id: 'inventario',
    word: /\binventario\b|\bpartilha\b|\bespolio\b/,
    define:
      'O inventário é o processo, depois do falecimento, que lista os bens e as dívidas de quem faleceu (o espólio) e faz a partilha entre os herdeiros e os beneficiários do testamento.',
  },
  {
    id: 'poder_familiar',
    word: /\bpoder familiar\b|\bpatrio poder\b/,
    define:
      'O poder familiar são os direitos e deveres dos pais sobre os filhos menores: criar, educar, representar e cuidar dos bens deles (art. 1.634). Enquanto um dos pais o tem, não se abre a tutela.',
  },
  {
    id: 'codicilo',
    word: /\bcodicilo\b/,
    define:
      'O codicilo é um escrito seu, datado e assinado, sem testemunhas, para coisas pequenas: como quer o enterro, esmolas, roupas ou objetos de pouco valor (arts. 1.881 a 1.885). Não serve para imóveis nem para partes da herança.',
  },
  {
    id: 'revogacao',
    word: /\brevoga\w*/,
    define:
      'Revogar é desfazer um testamento anterior: um testamento novo pode revogar os de antes, no todo ou em parte (arts. 1.969 e 1.970). Só o reconhecimento de um filho não se desfaz (art. 1.610).',
  },
];

/** Words before the term that ask what it is: "o que é", "não entendi essa tal de", "explica". */
const ASKS_BEFORE =
  /(?:\b(?:o que|oque|que|que que|qq) (?:e|eh|seria|significa|quer dizer|vem a ser|e que e)|\bsignifica(?:do)?(?: de)?|\bquer dizer|\bexplic\w*(?: (?:me|pra mim|melhor|de novo|direito|o que e|oque e))*|\bnao (?:entendi|entendo|sei|conheco|lembro)(?: (?:direito|bem|muito|nada|nadinha|o que e|o que significa|oque e))*|\bnunca ouvi(?: falar)?(?: (?:de|em))?|\bque negocio e esse de|\bcomo funciona|\bdefinicao de|\bconceito de)(?: (?:a|o|as|os|essa|esse|essas|esses|isso|isso de|um|uma|tal|tal de|dessa|desse|da|do|de|das|dos|parte|coisa|historia|negocio|palavra|termo|ai))*\s*$/;

/** Words after the term that ask what it is: "… é o quê?", "…, o que é isso?". */
const ASKS_AFTER =
  /^\s*(?:\?+\s*)?(?:(?:e|eh|seria|significa|quer dizer|vem a ser)\s+(?:o que|oque|que|o que mesmo)\b|,?\s*(?:o )?que (?:e|eh|seria|significa) (?:isso|essa|esse)|,?\s*(?:o )?que (?:e|eh) isso|,?\s*serve (?:pra|para) (?:que|o que))/;

/** The question's clause (up to the "?"), where the term and the asking words are. */
function clauses(n: string): string[] {
  return n
    .split(/[?!.;\n]+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The terms a clause asks the meaning of ("o que é legítima e disponível?": both). */
function termsAsked(clause: string, asks: boolean): Term[] {
  const found: { term: Term; at: number }[] = [];
  let asked = false;
  for (const term of TERMS) {
    const m = term.word.exec(clause);
    if (!m) continue;
    // "herdeiros necessários" is not also "legítima": one term per place in the clause.
    if (found.some((f) => Math.abs(f.at - m.index) < 3)) continue;
    found.push({ term, at: m.index });
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    // "legítima?" alone asks; "legítima" alone answers (the reach of a clause, say).
    const bare = asks && /^(?:e |mas )?(?:a |o |as |os )?$/.test(before) && after.trim() === '';
    if (ASKS_BEFORE.test(before) || ASKS_AFTER.test(after) || bare) asked = true;
  }
  return asked ? found.sort((a, b) => a.at - b.at).map((f) => f.term) : [];
}

/**
 * The explanation of the words a question asks about, with what they mean in the person's case;
 * undefined when the message does not ask what a word means.
 */
export function termAnswer(s: InterviewState, text: string, ctx: TurnContext): string | undefined {
  const n = expandChat(text);
  const asked = clauses(n).flatMap((clause) => termsAsked(clause, text.includes('?')));
  const terms = asked.filter((t, i) => asked.findIndex((o) => o.id === t.id) === i).slice(0, 3);
  if (terms.length === 0) return undefined;
  const c = buildCase(s, ctx.today);
  const lines = terms.map((t) => t.define);
  const own = c ? terms.map((t) => t.inCase?.(c)).find(Boolean) : undefined;
  if (own) lines.push(own);
  return lines.join(' ');
}
