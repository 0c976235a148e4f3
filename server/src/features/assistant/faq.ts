import { findPessoa, type InterviewState } from './interview-state.ts';
import { firstNameLooksFeminine } from './parsers/names.ts';
import { askedParts } from './parsers/asked.ts';
import { normalize } from './parsers/text.ts';

/** One built-in answer about the process or the law; some are told with the person's family. */
interface FaqEntry {
  id: string;
  patterns: RegExp[];
  /** The text, or one told with the person's family and the question's own words (normalized). */
  answer: string | ((s: Readonly<InterviewState> | undefined, n: string) => string);
}

/**
 * The example of a disinheritance, from the person's own family: their first child by first name
 * ("quero deserdar minha filha Juliana porque …"); without a child, an example with no name.
 */
export function disinheritExample(s: Readonly<InterviewState> | undefined): string {
  const child = s?.draft.descendentes
    .filter((d) => d.grau === 'filho')
    .map((d) => findPessoa(s.draft, d.pessoaId))
    .find((p) => p !== undefined && p.nome.trim() !== '');
  if (!child) return 'quero deserdar meu herdeiro porque ele me agrediu em 2023';
  const first = child.nome.trim().split(/\s+/)[0] ?? '';
  const woman = child.sexo ? child.sexo === 'feminino' : firstNameLooksFeminine(child.nome);
  return woman
    ? `quero deserdar minha filha ${first} porque ela me agrediu em 2023`
    : `quero deserdar meu filho ${first} porque ele me agrediu em 2023`;
}

/** "minha irmã", "meu cunhado": the relatives a question names, in order, as "a sua irmã". */
const RELATIVE =
  /\b(minha|meu) (irma|irmao|cunhad[oa]|tia|tio|mae|pai|sogr[oa]|prima|primo|amig[oa]|madrinha|padrinho|avo|afilhad[oa]|sobrinh[oa])\b/g;

const ACCENTED: Record<string, string> = { irma: 'irmã', irmao: 'irmão', mae: 'mãe', avo: 'avó' };

/**
 * A couple as guardians: the Code names one tutor at a time, so name one and the other in their
 * place (CC 1.729, 1.731; a joint tutela is only in some court decisions).
 */
function coupleTutorAnswer(n: string): string {
  const named = [...n.matchAll(RELATIVE)].map(
    (m) => `${m[1] === 'minha' ? 'a sua' : 'o seu'} ${ACCENTED[m[2] ?? ''] ?? m[2] ?? ''}`,
  );
  const [first, second] = named;
  const order =
    first && second
      ? `${first} como primeira opção e, na falta ou impedimento, ${second} em seu lugar`
      : 'um dos dois como primeira opção e o outro na falta ou impedimento do primeiro';
  return `A lei pensa em um tutor de cada vez: o Código Civil fala em nomear o tutor, uma pessoa, e a tutela de um casal em conjunto só foi aceita em algumas decisões da Justiça. O mais seguro é indicar os dois em ordem: ${order} (art. 1.729). Na prática, as crianças vão morar com o casal do mesmo jeito; o tutor nomeado é quem responde por elas e pelos bens delas.`;
}

/**
 * After the rule: how to ask for a disinheritance, or, when the will already has one, who must
 * prove it and that the proof is worth keeping (CC 1.965).
 */
function disinheritTail(s: Readonly<InterviewState> | undefined): string {
  const names = (s?.draft.deserdacoes ?? [])
    .map((d) => findPessoa(s!.draft, d.herdeiroId)?.nome)
    .filter((n): n is string => Boolean(n));
  if (names.length === 0)
    return `Se for o seu caso, na etapa de desejos diga, por exemplo, "${disinheritExample(s)}", e eu pergunto a causa.`;
  return `No seu testamento, a deserdação de ${names.join(' e ')} já está anotada: quem fica com a parte dessa pessoa (os outros herdeiros) é quem terá de provar a causa na Justiça, em até 4 anos da abertura da sucessão. Por isso, guarde as provas (boletim de ocorrência, laudos, nomes de testemunhas).`;
}

/** The built-in Portuguese FAQ: short, plain answers, with the article when it helps. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'testamento_conjunto',
    patterns: [
      /testamento (?:conjunto|conjuntivo|em conjunto|junto|do casal|de casal)/,
      /(?:fazer|fazermos) (?:um )?testamento (?:junt[oa]s?|os dois|nos dois|a dois)/,
      /mesmo testamento|um (?:so )?testamento (?:para|pros?) (?:nos )?(?:dois|os dois|o casal)/,
    ],
    answer:
      'Não. O testamento é de uma só pessoa: o testamento conjunto, feito por duas pessoas no mesmo documento (um casal, por exemplo), é nulo (art. 1.863). Se vocês dois querem deixar testamento, cada um faz o seu, em documentos separados; as vontades podem combinar entre si.',
  },
  {
    id: 'codicilo',
    patterns: [/codicilo/],
    answer:
      'O codicilo é um escrito particular, datado e assinado por você, sem testemunhas, para disposições pequenas: como quer o seu enterro, esmolas de pouca monta, móveis, roupas ou joias de pouco valor e de uso pessoal (arts. 1.881 a 1.885). Ele não serve para deixar imóveis nem partes da herança; para isso, é preciso testamento. O Legado ainda não prepara codicilos.',
  },
  {
    id: 'legitima',
    patterns: [/legitima/, /herdeiros? necessari/, /metade (?:obrigatoria|dos herdeiros)/],
    answer:
      'A legítima é a metade do patrimônio que a lei reserva aos herdeiros necessários: filhos e outros descendentes, pais e avós, e o cônjuge (arts. 1.845 e 1.846). Quem tem esses herdeiros só pode deixar livremente a outra metade, a parte disponível.',
  },
  {
    id: 'disponivel',
    patterns: [/parte disponivel|\bdisponivel\b/],
    answer:
      'A parte disponível é o que você pode deixar para quem quiser: metade do patrimônio se houver herdeiros necessários, ou tudo se não houver (art. 1.789).',
  },
  {
    id: 'cpf',
    patterns: [/\bcpf\b/, /meus dados|dados pessoais|privacidade|seguranca dos dados/],
    answer:
      'O CPF identifica você e as testemunhas sem risco de confusão com outra pessoa de mesmo nome. Ele aparece só no seu testamento, que fica guardado na sua conta.',
  },
  {
    id: 'testemunhas',
    patterns: [/testemunha/],
    answer:
      'O testamento particular precisa de 3 testemunhas e o público, de 2 (arts. 1.876 e 1.864). Prefira adultos que não recebam nada no testamento e não sejam parentes seus nem dos beneficiários (arts. 1.801 e 1.802).',
  },
  {
    id: 'formas',
    patterns: [
      /particular|publico|cartorio|tabeli|cerrado|e-?notariado/,
      /diferenca entre .*testamento/,
    ],
    answer:
      'No particular, você imprime o texto e assina com 3 testemunhas; depois da morte, um juiz o confirma. No público, o tabelião escreve o testamento no cartório (ou pelo e-Notariado), com 2 testemunhas; é mais seguro, mas tem custo. Quem tem cegueira total só pode usar o público (art. 1.867).',
  },
  {
    id: 'mudar',
    patterns: [
      /mudar (?:o testamento )?depois|revogar|cancelar o testamento|alterar depois|fazer outro/,
    ],
    answer:
      'Sim, você pode mudar ou revogar o testamento quando quiser, fazendo um novo (art. 1.969). Por isso incluímos uma cláusula que revoga os anteriores. Só o reconhecimento de filho não pode ser desfeito (art. 1.610).',
  },
  {
    id: 'conselho',
    patterns: [/advogad|conselho juridico|assessoria|isso vale|e valido|tem validade/],
    answer:
      'O Legado ajuda a escrever um testamento que segue o Código Civil, mas não é aconselhamento jurídico. Em situações complexas (empresas, bens no exterior, conflitos na família), consulte um advogado ou um cartório.',
  },
  {
    id: 'uniao',
    patterns: [/uniao estavel|companheir/],
    answer:
      'Na união estável, o companheiro herda como o cônjuge (STF, Tema 809). Ainda se discute se ele é herdeiro necessário; por cautela, o Legado o conta entre os herdeiros necessários ao verificar a legítima, e vale conversar com um advogado.',
  },
  {
    // "e se acontecer alguma coisa comigo e com o Rafa?", "quem cria as crianças se eu morrer?"
    id: 'filhos_sem_os_pais',
    patterns: [
      /\b(?:acontecer|acontece|aconteca) (?:alguma coisa|algo|o pior|qualquer coisa)(?: \w+){0,3} (?:comigo|com a gente|com nos|conosco|com os dois|com nos dois)\b/,
      /\bquem (?:cuida|vai cuidar|cuidaria|fica com|vai ficar com|ficaria com|cria|vai criar|criaria)(?: \w+){0,2} (?:d?[oa]s? )?(?:meus |minhas |nossos |nossas )?(?:filh|crianc|menin|gemeos|gemeas|bebe|pequen)/,
      /\b(?:eu|nos|nos dois|os dois|a gente) (?:morr|falec|faltar|partir)\w*\b.{0,40}\b(?:filh|crianc|menin|gemeos|gemeas|bebe|pequen)/,
    ],
    answer:
      'Se você e o outro pai ou a outra mãe faltarem, os filhos menores ficam sob tutela: alguém passa a criá-los e a cuidar dos bens deles. No testamento, você pode indicar quem deve ser esse tutor, e mais de um, em ordem (arts. 1.634, VI, e 1.729); sem indicação, o juiz escolhe entre os parentes, como avós e tios (art. 1.731). Eu pergunto quem você indica na etapa "Tutor dos filhos menores".',
  },
  {
    // "a tutora pode ser um casal? minha irmã e meu cunhado juntos?" (CC 1.729, 1.731).
    id: 'tutor_casal',
    patterns: [
      /^(?=.*\b(?:tutor\w*|tutela)\b)(?=.*\b(?:casal|os dois|as duas|ambos|junt[oa]s|dois tutores|duas pessoas|mais de (?:um|uma) (?:tutor|pessoa)|marido e mulher)\b)/,
    ],
    answer: (_s, n) => coupleTutorAnswer(n),
  },
  {
    id: 'tutor',
    patterns: [
      /tutor|tutela/,
      // "tenho gêmeos de 4 anos… e se acontecer alguma coisa comigo e com o Rafa??"
      /^(?=.*\b(?:filh\w*|gemeos|gemeas|criancas?|bebes?|pequen\w*)\b).*\be se\b.*\b(?:comigo e com|com (?:nos|a gente) dois|nos dois|(?:eu|a gente) e (?:o|a|meu|minha) \w+ (?:morrer|faltar)\w*)/,
    ],
    answer:
      'O tutor cuida dos filhos menores se os pais faltarem. Cada um dos pais pode indicar um tutor no próprio testamento (art. 1.634, VI). A indicação feita por um só vale se o outro genitor tiver falecido ou não puder exercer o poder familiar (art. 1.729); quem não tem o poder familiar não pode indicar (art. 1.730).',
  },
  {
    id: 'testamenteiro',
    patterns: [/testamenteiro/],
    answer:
      'O testamenteiro é quem cuida de cumprir o testamento (arts. 1.976 a 1.990). Pode ser alguém da família. Se você não fixar um prêmio, o juiz fixa entre 1% e 5% quando for o caso (art. 1.987).',
  },
  {
    id: 'legado',
    patterns: [/legado|heranca e legado|diferenca entre heranca/],
    answer:
      'Herança é uma fração do patrimônio (ex.: 30%). Legado é um bem certo ou uma quantia (ex.: "meu carro para o João") (art. 1.912).',
  },
  {
    id: 'clausulas',
    patterns: [/inalienab|impenhorab|incomunicab|clausula/],
    answer:
      'São cláusulas que protegem o bem: não pode ser vendido (inalienabilidade), penhorado (impenhorabilidade) ou dividido com o cônjuge do herdeiro (incomunicabilidade). Sobre a legítima, só com justa causa escrita (art. 1.848).',
  },
  {
    id: 'meacao',
    patterns: [/meacao|regime de bens|comunhao/],
    answer:
      'A meação é a metade dos bens comuns que já pertence ao cônjuge pelo regime de bens; ela não entra na herança. O testamento trata só da sua parte.',
  },
  {
    id: 'idade',
    patterns: [/idade minima|menor de idade pode|quantos anos/],
    answer: 'Pode fazer testamento quem tem 16 anos ou mais e pleno discernimento (art. 1.860).',
  },
  {
    id: 'orgaos',
    patterns: [/orgao|orgaos/],
    answer:
      'Você pode declarar no testamento a vontade de doar órgãos (Código Civil, art. 14), e a vontade expressa de quem doa deve prevalecer (Enunciado 277 do CJF). Como o testamento costuma ser lido tarde demais, faça também a AEDO, gratuita, no e-Notariado (Provimento CNJ 164/2024), e conte à sua família desde já.',
  },
  {
    id: 'digital',
    patterns: [/senha|conta digital|redes sociais|ativos digitais/],
    answer:
      'Você pode dizer quem cuidará das suas contas digitais, mas nunca coloque senhas no testamento: guarde-as em outro lugar seguro.',
  },
  {
    id: 'deserdar',
    patterns: [/deserd/],
    answer: (s) =>
      `A deserdação só atinge herdeiros necessários (filhos, netos, pais, avós, cônjuge), por uma das causas da lei (arts. 1.814, 1.962 e 1.963), escrita no testamento com os fatos (art. 1.964); depois da sua morte, quem se beneficiar precisa provar a causa em até 4 anos (art. 1.965). ${disinheritTail(s)}`,
  },
  {
    id: 'filho_depois',
    patterns: [
      /nascer (?:um |outro )?filho|filho depois|tiver (?:um |outro )?filho|aparecer (?:um )?filho/,
    ],
    answer:
      'Se nascer ou aparecer um filho que você não tinha ou não conhecia quando fez o testamento, o testamento perde o efeito (art. 1.973). Por isso, quando a família mudar, faça um testamento novo.',
  },
  {
    id: 'registro',
    patterns: [/registr|onde guard|perder o papel|guardar o testamento/],
    answer:
      'O testamento particular não é registrado em lugar nenhum: guarde o original assinado em local seguro e avise o testamenteiro. O público fica no livro do cartório.',
  },
  {
    id: 'filho_depois',
    patterns: [/filho (?:que )?nascer depois|novo filho|neto nascer/],
    answer:
      'Se nascer ou for descoberto um descendente depois, o testamento pode perder efeito por inteiro (art. 1.973). Nesse caso, faça um novo.',
  },
  {
    id: 'custo',
    patterns: [/quanto custa|custo|preco|valor do cartorio|taxa/],
    answer:
      'O testamento particular não tem custo de cartório. O público tem emolumentos que variam por estado; consulte o tabelionato.',
  },
  // Last: "quem cuida dos meus filhos depois que eu morrer?" is a question about the tutor.
  {
    id: 'depois_da_morte',
    patterns: [
      /depois (?:que eu morrer|que eu falecer|da minha morte|do (?:meu )?falecimento)/,
      /apos (?:a minha morte|o (?:meu )?falecimento)|quando eu (?:morrer|falecer)/,
      /o que acontece (?:com (?:o|meu) testamento )?(?:depois|quando)|censec|abertura do testamento/,
    ],
    answer:
      'Depois do falecimento, o testamento particular é levado ao juiz, que ouve as testemunhas e o confirma (arts. 1.877 e 1.878; se alguma faltar, basta uma, se o juiz se convencer). Por isso vale escolher testemunhas fáceis de encontrar e guardar bem o original. O testamento público já está no livro do cartório e é comunicado à CENSEC, a central nacional dos cartórios de notas, onde a família descobre que ele existe e pede uma certidão; o juiz então manda cumpri-lo. Em seguida, os bens são partilhados no inventário.',
  },
];

const QUESTION_START =
  /^(o que|oque|que e|q e|por que|porque|pq|pra que|para que|quantas?|quantos?|como|qual|quais|quem|posso|preciso|pode|devo|e se|precisa|quando|onde|tenho que|da pra|e possivel|vale|existe|e obrigatorio|me explica|explica|duvida)\b/;

/** True when the text reads like a question rather than an answer. */
export function isQuestion(text: string): boolean {
  return askedParts(text).length > 0 || QUESTION_START.test(normalize(text));
}

/** The FAQ answer for a question about the process or the law, if there is one. */
export function answerFaq(text: string, s?: Readonly<InterviewState>): string | undefined {
  if (!isQuestion(text)) return undefined;
  const n = normalize(text);
  const answer = FAQ.find((entry) => entry.patterns.some((re) => re.test(n)))?.answer;
  return typeof answer === 'function' ? answer(s, n) : answer;
}
