/** Every Portuguese text the assistant says, so wording can be reviewed (see also ./review-messages.ts). */
import { REVIEW_MESSAGES } from './review-messages.ts';
import { inCity } from './parsers/place-words.ts';

/** Titles of the interview sections (etapas), in order. */
export const SECTION_TITLES = {
  identificacao: 'Identificação',
  anteriores: 'Testamentos anteriores',
  familia: 'Família',
  heranca: 'Herança e legados',
  clausulas: 'Cláusulas de proteção',
  tutela: 'Tutor dos filhos menores',
  testamenteiro: 'Testamenteiro',
  desejos: 'Desejos pessoais',
  formalidades: 'Forma, testemunhas e local',
  revisao: 'Revisão',
} as const;

/** One section id. */
export type SectionId = keyof typeof SECTION_TITLES;

/** Section ids in interview order. */
export const SECTION_ORDER = Object.keys(SECTION_TITLES) as SectionId[];

/** The assistant's messages and questions. */
export const M = {
  welcome:
    'Olá! Eu sou o assistente do Legado e vou ajudar você a escrever o seu testamento, em uma conversa.\n' +
    'No Brasil, o testamento permite deixar parte dos seus bens a quem você escolher, fazer legados, indicar tutor para filhos menores, nomear um testamenteiro e registrar desejos pessoais.\n' +
    'Importante: isto não é aconselhamento jurídico. Em casos complexos, procure um advogado ou um cartório.\n' +
    'A qualquer momento você pode perguntar (ex.: "o que é legítima?"), dizer "voltar", "resumo", "alterar <seção>" ou "recomeçar".',
  progress: (etapa: number, total: number, titulo: string) =>
    `Etapa ${etapa} de ${total} · ${titulo}`,
  reaskPrefix: 'Não consegui entender.',
  example: (ex: string) => `Exemplo: ${ex}`,
  required: 'Essa informação é necessária para o testamento valer, então não dá para pular.',
  skipped: 'Tudo bem, pulamos esta.',
  kept: 'Mantido como estava.',
  currentValue: (valor: string) => `(Hoje está: ${valor}. Responda "manter" para deixar assim.)`,
  backNothing: 'Estamos na primeira pergunta, não há para onde voltar.',
  back: 'Voltamos uma pergunta. Suas respostas continuam guardadas.',
  editWhich: (lista: string) => `Qual parte você quer alterar? Por exemplo: ${lista}.`,
  editStart: (titulo: string) => `Vamos rever "${titulo}". Depois volto para onde você estava.`,
  editNotApplicable: (titulo: string) => `A parte "${titulo}" não se aplica ao seu caso.`,
  restartConfirm:
    'Tem certeza de que quer recomeçar do zero? Todas as respostas serão apagadas. (sim/não)',
  restartCancel: 'Ok, não apaguei nada. Vamos continuar.',
  restartDone: 'Pronto, recomeçamos do zero.',
  help: 'Você pode responder normalmente, ou usar: "voltar" (pergunta anterior), "resumo" (o que já sei), "alterar <seção>" (ex.: "alterar filhos"), "pular" (perguntas opcionais), "recomeçar". Também pode fazer perguntas, como "o que é legítima?".',
  unknownQuestion:
    'Essa pergunta eu não sei responder com segurança aqui. Para dúvidas específicas, um advogado ou cartório pode orientar. Vamos continuar:',
  formMismatch: 'Esse formulário não corresponde à pergunta atual.',
  formInvalid: 'Os dados do formulário não vieram completos.',
  formRetry: 'Corrija no formulário e envie de novo, ou escreva a resposta aqui na conversa.',
  afterDone:
    'Seu testamento já está pronto: confira a prévia e, se estiver tudo certo, confirme. Antes de confirmar, ainda dá para mudar uma parte (ex.: "alterar testemunhas"); depois de confirmado, o texto fica travado e mudanças só em uma nova versão.',
  summaryTitle: 'Resumo do que você já me contou:',
  summaryEmpty: 'Ainda não tenho nenhuma resposta sua.',
  stateUnreadable:
    'Não consegui ler o andamento salvo desta conversa (ele está incompleto ou em um formato que não reconheço). Para não montar um testamento errado, vamos recomeçar do início.',
  internal:
    'Tive um problema para montar o documento. Suas respostas estão guardadas; tente "resumo" ou "alterar <seção>".',

  // Identificação
  proprio: {
    ask: 'Para começar: este testamento é seu, feito por sua própria vontade, e você está em pleno juízo para decidir? (sim/não)',
    askAfterFacts:
      'Para fechar esta etapa, preciso que você confirme: este testamento é seu, feito por sua própria vontade, e você está em pleno juízo para decidir? (sim/não)',
    example: '"sim"',
    no: 'O testamento é um ato pessoal: só a própria pessoa pode fazê-lo, por vontade livre e com pleno discernimento (arts. 1.858 e 1.860). Se for para outra pessoa, ela mesma precisa fazer a conversa. Se foi engano, responda "sim".',
  },
  nome: {
    ask: 'Qual é o seu nome completo, como está no documento?',
    example: '"Maria Aparecida da Silva"',
  },
  cpf: {
    ask: 'Qual é o seu CPF? Ele identifica você no testamento sem risco de confusão com outra pessoa; fica só no seu documento.',
    example: '"529.982.247-25" (com ou sem pontos)',
    invalid: 'Esse CPF não é válido: os dígitos verificadores não conferem. Confira os números.',
    later:
      'Se não tiver o CPF à mão agora, tudo bem: a conversa fica salva e você pode continuar depois, de onde parou.',
  },
  nascimento: {
    ask: 'Qual a sua data de nascimento?',
    example: '"05/03/1960" ou "5 de março de 1960"',
    future: 'Essa data ainda não chegou. Confira o ano.',
    tooOld: 'Essa data parece errada (mais de 120 anos). Confira o ano.',
  },
  naturalidade: {
    ask: 'Em que cidade e estado você nasceu? Se nasceu fora do Brasil, diga a cidade e o país.',
    example: '"Recife/PE" ou "Lisboa, Portugal"',
    /** A city typed with one slip, read as the one municipality near it. */
    quase: (place: string) =>
      `Anotei ${place} como sua cidade natal. Se não for essa, é só me dizer a cidade certa.`,
    /** A name of municipalities in several states (or a common word too): its state is asked. */
    whichState: (places: ReadonlyArray<{ cidade: string; uf: string }>) => {
      const first = places[0];
      const ufs = [...new Set(places.map((p) => p.uf))];
      return first
        ? `${first.cidade} de qual estado? Diga a cidade com o estado, como "${first.cidade}/${ufs[0] ?? ''}".`
        : 'Diga a cidade e o estado, como "Recife/PE".';
    },
    /** No municipality of that name, and no country said. */
    unknown:
      'Não achei essa cidade entre os municípios do Brasil. Diga a cidade e o estado, como "Recife/PE"; se nasceu fora do Brasil, a cidade e o país, como "Lisboa, Portugal".',
  },
  nacionalidade: {
    ask: 'Qual é a sua nacionalidade?',
    example: '"portuguesa" ou "brasileira naturalizada"',
  },
  profissao: {
    ask: 'Qual a sua profissão? (opcional: responda "pular" se preferir)',
    example: '"professora aposentada"',
  },
  endereco: {
    ask: 'Qual o seu endereço completo, com CEP?',
    example: '"Rua das Flores, 123, apto 4, Centro, São Paulo/SP, CEP 01234-567"',
    missing: (faltando: string) => `Faltou no endereço: ${faltando}.`,
    onlyCep: (endereco: string) =>
      `Anotei: ${endereco}. Falta só o CEP (8 números, por exemplo "01234-567"). Se não souber agora, tudo bem: a conversa fica salva.`,
    onlyCity: (endereco: string) =>
      `Anotei: ${endereco}. Falta só a cidade: em que cidade fica esse endereço?`,
    cepOutroEstado: (cep: string, endereco: string) =>
      `O CEP ${cep} é de outro estado, não da cidade que anotei: ${endereco}. Confira e mande o CEP certo, ou o endereço de novo com a cidade certa.`,
  },
  capacidade: {
    ask: 'Alguma destas situações vale para você? 1) deficiência visual total (cegueira); 2) não sabe ler; 3) não consegue assinar. Responda "nenhuma" ou os números. A lei muda a forma do testamento nesses casos.',
    example: '"nenhuma" ou "1"',
    which: 'Qual delas? Responda com o número (1, 2 ou 3) ou "nenhuma".',
    publico:
      'Nesse caso a lei só permite o testamento público, feito no cartório (arts. 1.865 e 1.867). Vou preparar a minuta para você levar ao tabelião.',
    publicoNaoAssina:
      'Quem não consegue assinar não pode fazer o testamento particular (art. 1.876). Ele será público, no cartório: o tabelião lê o testamento e declara que a pessoa não pode assinar, e uma das testemunhas assina a rogo dela (art. 1.865). Vou preparar a minuta para levar ao tabelião.',
  },

  // Testamentos anteriores
  anteriores: {
    ask: 'Você já fez algum testamento antes? (sim/não)',
    example: '"não"',
  },
  revogar: {
    ask: 'Quer que este novo testamento revogue (cancele) os anteriores? É o mais seguro, para não haver dúvida sobre qual vale. (sim/não)',
    example: '"sim"',
  },

  // Família
  estadoCivil: {
    ask: 'Agora sobre sua família, que define quem tem direito garantido por lei. Qual o seu estado civil? Se vocês são casados mas já não vivem juntos, conte também desde quando.',
    example: '"solteiro(a)", "casado(a)", "união estável", "divorciado(a)" ou "viúvo(a)"',
    opcoes: ['Solteiro(a)', 'Casado(a)', 'União estável', 'Divorciado(a)', 'Viúvo(a)'],
  },
  conjugeNome: {
    ask: (uniao: boolean) =>
      uniao
        ? 'Qual o nome completo da pessoa com quem você vive em união estável?'
        : 'Qual o nome completo do seu cônjuge?',
    example: '"José Carlos Pereira"',
  },
  regime: {
    ask: 'Qual o regime de bens? Se não souber, responda "não sei" (sem pacto antenupcial, vale a comunhão parcial).',
    example: '"comunhão parcial", "comunhão universal", "separação total"',
    opcoes: ['Comunhão parcial', 'Comunhão universal', 'Separação total', 'Não sei'],
    default:
      'Anotei comunhão parcial, o regime de quem não fez pacto antenupcial (arts. 1.640 e 1.725). Se for outro, você pode corrigir depois.',
    defaultBefore1977:
      'Anotei comunhão universal: para quem casou sem pacto antes de 27/12/1977 (Lei 6.515/77), era esse o regime da lei. Se for outro, você pode corrigir depois.',
  },
  uniaoFormalizada: {
    ask: 'A união estável está registrada em cartório (escritura) ou reconhecida por um juiz? (sim/não)',
    example: '"sim"',
  },
  filhos: {
    ask: 'Você tem filhos? Se sim, diga o nome completo e a data de nascimento de cada um, um por linha. Inclua filhos já falecidos, escrevendo "falecido". Se não tem, responda "não".',
    example: '"Ana Souza, 10/02/2010" e, na linha seguinte, "Pedro Souza, falecido"',
    needNames: 'Diga os nomes dos seus filhos, um por linha (a data de nascimento ajuda).',
    badEntry: (_trecho: string) =>
      'Não entendi o nome de uma das pessoas: escreva o nome completo de cada uma (nome e sobrenome).',
  },
  filhosMenores: {
    ask: (nomes: string) =>
      `Algum deles é menor de 18 anos? (${nomes}) Diga quais, "todos" ou "nenhum".`,
    example: '"a Ana" ou "nenhum"',
    unknown: (nome: string) => `Não encontrei "${nome}" entre os filhos que você citou.`,
  },
  netos: {
    ask: (filho: string) =>
      `${filho} deixou filhos (seus netos)? Os netos herdam no lugar de quem já faleceu (art. 1.851). Diga os nomes completos, ou "não".`,
    example: '"Lucas Souza e Marina Souza"',
  },
  pais: {
    ask: 'Seu pai ou sua mãe estão vivos? Se sim, diga quem e o nome completo; se não, responda "não".',
    example: '"minha mãe, Maria Souza" ou "pai José Lima e mãe Ana Lima"',
    needNames: 'Preciso de quem é (pai ou mãe) e do nome completo de cada um.',
  },
  semLegitima:
    'Como você não tem descendentes, pais vivos nem cônjuge, não há herdeiros necessários: pode deixar todo o seu patrimônio para quem quiser (art. 1.850).',
  companheiro:
    'Atenção: na união estável o companheiro herda como cônjuge (STF, Tema 809), mas ainda se discute se ele tem direito à legítima. Por cautela, vou contar essa pessoa entre os herdeiros necessários ao verificar a legítima; vale conversar com um advogado.',

  // Herança
  heranca: {
    ask: (comLegitima: boolean) =>
      comLegitima
        ? 'Quem deve receber a sua parte disponível, e quanto do seu patrimônio total? Quem não é herdeiro necessário pode receber até 50%. Se quiser deixar tudo como manda a lei, responda "nenhum".'
        : 'Quem deve receber o seu patrimônio, e quanto de cada? Pode ser pessoa ou instituição (com CNPJ, se souber).',
    example:
      '"30% para minha irmã Carla Souza" ou "metade para João Lima e metade para a Associação Amigos"',
    needShares: 'Diga quem recebe e quanto. Exemplo: "50% para João Lima".',
    fullName: (_nome: string) =>
      'Preciso do nome completo da pessoa (nome e sobrenome), para não haver dúvida sobre quem é.',
    noShare: (_trecho: string) =>
      'Faltou dizer quanto cada pessoa recebe: uma porcentagem, "metade" ou "a parte disponível".',
    /** `exemplo`: a disinheritance said with the person's own family (`disinheritExample`). */
    exclusao: (exemplo: string) =>
      `Sobre deixar alguém sem nada: um herdeiro necessário só perde a parte que a lei garante (a legítima) por deserdação, com uma das causas da lei (arts. 1.962 e 1.963) provada depois. Se for o seu caso, diga na etapa de desejos, por exemplo: "${exemplo}".`,
    excess: (max: string) =>
      `Não posso aceitar essa divisão. O máximo que você pode deixar para quem não é herdeiro necessário é ${max} do patrimônio. Diga de novo com até ${max}.`,
    excessOverride:
      'Se mesmo assim quiser manter, sabendo que o excesso será reduzido pela Justiça, responda "manter mesmo assim".',
    accepted: (lista: string) => `Anotei: ${lista}.`,
    none: 'Anotei: nenhuma divisão especial; a herança segue a lei.',
    overrideAccepted:
      'Mantive como você pediu, e registrei que você sabe que o excesso pode ser reduzido (art. 1.967).',
  },
  cnpj: {
    ask: (nome: string) =>
      `Qual o CNPJ de ${nome}? Ele identifica a instituição sem erro. Se não souber, responda "pular".`,
    example: '"11.222.333/0001-81"',
    invalid: 'Esse CNPJ não é válido: os dígitos verificadores não conferem.',
  },
  legados: {
    ask: 'Quer deixar algum bem específico ou uma quantia para alguém (um legado)? Diga o bem e para quem, um por linha, ou "não".',
    example: '"meu carro para meu sobrinho Pedro Lima" ou "R$ 10.000 para Maria Souza"',
    needGifts: 'Diga o bem e para quem. Exemplo: "meu relógio para Pedro Lima".',
    badEntry: (_trecho: string) => 'Faltou dizer para quem fica cada bem (use "para").',
    quantia: (valor: string) => `a quantia de ${valor}`,
  },
  substitutos: {
    ask: 'Se algum beneficiário falecer antes de você ou recusar, quer indicar um substituto? Ex.: "no lugar de João, Maria Lima". Ou responda "não".',
    example: '"no lugar de João Lima, Maria Lima"',
    notBeneficiary: (nome: string) => `"${nome}" não está entre os beneficiários.`,
  },

  // Cláusulas
  clausulas: {
    ask: 'Quer proteger o que deixa com cláusulas especiais? Por exemplo: que não possa ser vendido (inalienabilidade), penhorado (impenhorabilidade) ou dividido com o cônjuge do herdeiro (incomunicabilidade). A maioria das pessoas não precisa. Responda "não" ou diga quais.',
    example: '"não" ou "incomunicabilidade"',
    which: 'Quais? Inalienabilidade, impenhorabilidade ou incomunicabilidade.',
    inalienabilidade: 'A inalienabilidade já inclui as outras duas (art. 1.911).',
    /** The reach and the duration said with the clauses, shown once. */
    said: (
      tipos: readonly string[],
      alcance: string | undefined,
      idade: number | 'vida' | undefined,
    ) =>
      `Anotei: ${[
        tipos.join(', '),
        alcance === 'ambas'
          ? 'sobre a legítima e a parte disponível'
          : alcance === 'legitima'
            ? 'sobre a legítima'
            : alcance === 'disponivel'
              ? 'sobre a parte disponível'
              : '',
        idade === 'vida'
          ? 'por toda a vida do herdeiro'
          : idade
            ? `até o herdeiro completar ${idade} anos`
            : '',
      ]
        .filter(Boolean)
        .join(', ')}.`,
  },
  clausulasAlcance: {
    ask: 'Sobre qual parte: a legítima (a metade dos herdeiros necessários), a parte disponível, ou ambas?',
    example: '"disponível"',
    opcoes: ['Legítima', 'Disponível', 'Ambas'],
  },
  justaCausa: {
    ask: (herdeiros: readonly string[]) =>
      `Para restringir a legítima a lei exige uma justa causa escrita no testamento, concreta e de cada herdeiro (art. 1.848). Qual é o motivo${herdeiros.length > 1 ? `, para cada um (${joinList(herdeiros)})` : herdeiros.length === 1 ? ` quanto a ${herdeiros[0]}` : ''}?`,
    example: '"meu filho Rafael tem dívidas e pode perder o que receber"',
    tooShort:
      'A justa causa precisa ser um fato concreto sobre o herdeiro (por exemplo, dívidas, vício em jogo, um casamento que preocupa), não só a vontade. Explique em uma frase.',
    question:
      'Isso é uma pergunta, e no testamento vai o motivo. Justa causa é um fato concreto sobre o herdeiro que justifica proteger o que ele recebe: dívidas, vício, gastos sem controle. Qual é o motivo, no seu caso?',
    perHeir: (faltam: readonly string[]) =>
      `A justa causa tem de ser de cada herdeiro. Diga também o motivo quanto a ${joinList(faltam)}, ou diga "alterar cláusulas" para restringir só a parte de quem tem motivo.`,
    dropped: 'Sem justa causa, a cláusula vale só para a parte disponível. Ajustei assim.',
    /** Some heirs' causes read: whose were noted, whose are still missing (short names). */
    partial: (anotados: readonly string[], faltam: readonly string[]) =>
      `Anotei o motivo quanto a ${joinList(anotados)}. Falta o motivo quanto a ${joinList(faltam)}: qual é? (Ou diga "alterar cláusulas" para restringir só a parte de quem tem motivo.)`,
  },

  clausulasDuracao: {
    ask: 'Até quando as cláusulas devem valer? Por toda a vida do herdeiro, ou até ele completar uma idade (por exemplo, 25 anos)?',
    example: '"por toda a vida" ou "até os 25 anos"',
    opcoes: ['Por toda a vida', 'Até os 25 anos'],
    erro: 'Responda "por toda a vida" ou a idade até a qual as cláusulas valem (por exemplo, "até os 25 anos").',
  },

  // Tutela
  tutor: {
    ask: 'Quem você indica como tutor ou tutora dos seus filhos menores, se os pais faltarem? Pode indicar mais de um, em ordem de preferência.',
    example: '"minha irmã Carla Souza"',
  },
  outroGenitor: {
    ask: 'O outro pai ou a outra mãe dos seus filhos menores ainda vive? (sim/não)',
    example: '"sim"',
  },

  // Testamenteiro
  testamenteiro: {
    ask: 'Quem você quer como testamenteiro, a pessoa que vai cuidar de cumprir o testamento? Pode ser alguém da família, e mais de um, em ordem. Se preferir, responda "pular" e o juiz nomeia. Se quiser fixar a remuneração do testamenteiro (o prêmio, em % da herança), diga junto; sem isso, o juiz a fixa entre 1% e 5% (art. 1.987).',
    example: '"minha esposa" ou "Carla Souza, com prêmio de 2%"',
  },
  premio: {
    ask: 'Quer fixar uma remuneração (prêmio) para o testamenteiro, em percentual da herança? Você pode escolher o valor; se não fixar, o juiz o define entre 1% e 5% (art. 1.987). Responda "não" ou o percentual.',
    example: '"não" ou "2%"',
    range: 'Informe um percentual maior que zero e de no máximo 20% da herança.',
  },
  posse: {
    ask: 'Quer que o testamenteiro tenha a posse e administração dos bens até a partilha? Como você não tem cônjuge nem herdeiros necessários, a lei permite (art. 1.977). (sim/não)',
    example: '"não"',
  },

  // Desejos
  desejos: {
    /** "o resto fica pro joao" alone: a share of the estate, asked where the shares are. */
    disposicao: (trecho: string) =>
      `"${trecho}" divide a herança, e isso não é um desejo: é decidido na etapa da herança, com as regras da lei. Para mudar a divisão, diga "alterar herança". Aqui, escreva só os desejos pessoais, ou "não".`,
    disposicaoAnotada: (trecho: string) =>
      `"${trecho}" divide a herança, e isso não é um desejo: para mudar a divisão, diga "alterar herança" quando quiser.`,
    /** Gifts typed among the wishes, kept as legados. */
    legadoAnotado: (presentes: readonly string[]) =>
      `Deixar um bem para alguém é um legado, não um desejo. Anotei nos legados: ${presentes.join('; ')}.`,
    /** A gift typed among the wishes that cannot be kept yet: the gifts question asks about it. */
    legadoIncompleto: (trechos: readonly string[]) =>
      `${trechos.join(' e ')} deixa${trechos.length > 1 ? 'm' : ''} um bem para alguém: isso é um legado, não um desejo, e vai para os legados.`,
    /** The wishes kept, when gifts were typed with them. */
    desejosAnotados: (desejos: readonly string[]) =>
      `Anotei nos desejos pessoais: ${desejos.map((d) => `"${d}"`).join(' ')}`,
    /** Only gifts were typed: no wish is kept. */
    nenhumDesejo:
      'Nos desejos pessoais não anotei nada; se quiser incluir algum (funeral, doação de órgãos, mensagens), diga "alterar desejos".',
    pergunta:
      'Anotei só os desejos; perguntas não entram no testamento. Pergunte a qualquer momento que eu respondo.',
    ask: 'Tem desejos pessoais para incluir? Por exemplo: funeral, doação de órgãos, cuidado de animais, contas digitais (nunca senhas), mensagens ou reconhecimento de filho. Escreva, ou responda "não".',
    example: '"quero ser cremado" ou "minha cachorra Mel fica com a Ana"',
    secret:
      'Parece que há uma senha ou chave no texto. Nunca coloque senhas no testamento (ele pode ser lido por outras pessoas); diga só quem deve cuidar das contas. Escreva de novo sem a senha.',
  },

  // Formalidades
  forma: {
    ask: 'Como prefere fazer o testamento? 1) Particular: você imprime e assina com 3 testemunhas. 2) Público: leva a minuta ao cartório (tabelião), com 2 testemunhas.',
    example: '"particular" ou "público"',
    opcoes: ['Particular', 'Público'],
  },
  testemunhas: {
    ask: (n: number) =>
      `Agora as ${n} testemunhas: adultas, que não recebam nada no testamento e não sejam parentes seus nem dos beneficiários. Para cada uma: nome completo, CPF e data de nascimento, uma por linha. Se quiser, ponha o endereço na mesma linha (rua, número, bairro e cidade/UF; o CEP, se souber); sem ele, cada testemunha escreve o seu à mão ao assinar.`,
    example: '"Roberto Lima, 987.654.321-00, 20/01/1970"',
    count: (n: number, tem: number) => `Preciso de ${n} testemunhas diferentes; recebi ${tem}.`,
    line: (trecho: string) =>
      `Em "${trecho}" falta o nome completo, o CPF ou a data de nascimento.`,
    cpf: (trecho: string) => `O CPF em "${trecho}" não é válido.`,
    endereco: (nome: string, faltando: string) =>
      `No endereço de ${nome} faltou: ${faltando}. Complete-o na mesma linha, depois da data de nascimento (rua, número, bairro e cidade/UF), ou deixe o endereço de fora.`,
    /** `nomes`: the witnesses whose address came without a city (`n` of them); `cidade`: "Rio de Janeiro/RJ". */
    cidadeSuposta: (nomes: string, n: number, cidade: string) =>
      `${n > 1 ? 'Nos endereços' : 'No endereço'} de ${nomes} não veio a cidade; pus ${cidade}, a mesma do seu endereço. Se for outra, diga "alterar testemunhas".`,
    semCidade: (nomes: string, n: number) =>
      n > 1
        ? `Os endereços de ${nomes} vieram sem a cidade, então ficaram de fora; as testemunhas podem escrevê-los à mão ao assinar. Se quiser incluí-los, diga "alterar testemunhas" e mande as linhas com a cidade/UF.`
        : `O endereço de ${nomes} veio sem a cidade, então ficou de fora; a testemunha pode escrevê-lo à mão ao assinar. Se quiser incluí-lo, diga "alterar testemunhas" e mande a linha com a cidade/UF.`,
  },
  testemunhasParentes: {
    ask: (beneficiarios: string) =>
      `Alguma das testemunhas é cônjuge, companheiro ou companheira, pai, mãe, avô, avó, filho, filha, neto, neta, irmão ou irmã de quem recebe algo no testamento (${beneficiarios})? A lei trata esses casos como se o benefício fosse para a própria testemunha (art. 1.802). Responda "não", ou diga quem é parente de quem.`,
    example: '"não" ou "Juliana é irmã de João Pedro Alves"',
    opcoes: ['Não'],
    which: 'Diga qual testemunha é parente de quem recebe algo, e o parentesco.',
    unclear: (trecho: string) =>
      `Em "${trecho}" faltou o nome de uma testemunha, o de alguém que recebe algo ou o parentesco (cônjuge ou companheiro, pai, mãe, avô, avó, filho, filha, neto, neta, irmão ou irmã).`,
    noted: 'Anotei: nenhuma testemunha é parente de quem recebe algo.',
    change:
      'Assim o documento não pode ser gerado. Troque essa testemunha (diga "alterar testemunhas") ou retire o benefício dessa pessoa (diga "alterar herança").',
    none: 'nenhuma testemunha é parente de quem recebe algo',
    link: (testemunha: string, parentesco: string, pessoa: string) =>
      `${testemunha} é ${parentesco} de ${pessoa}`,
    tipos: {
      conjuge: 'cônjuge ou companheiro(a)',
      pai_mae: 'pai ou mãe',
      filho: 'filho(a)',
      avo: 'avô ou avó',
      neto: 'neto(a)',
      irmao: 'irmão(ã)',
    },
  },
  local: {
    ask: (cidade?: string) =>
      cidade
        ? `O testamento será assinado ${inCity(cidade)}, onde você mora? Responda "sim" ou diga a cidade e a UF.`
        : 'Em que cidade e UF o testamento será assinado?',
    example: '"sim" ou "Campinas/SP"',
  },

  // Revisão e fim
  ...REVIEW_MESSAGES,
} as const;

/** Short reasons to re-ask, shown before the example. */
export const E = {
  simNao: 'Responda "sim" ou "não".',
  nomeCompleto: 'Preciso do nome completo, com sobrenome.',
  cpfRepetido: 'Esse CPF já é de outra pessoa citada no testamento.',
  data: 'Não reconheci a data.',
  cidadeEstado: 'Diga a cidade e o estado (UF).',
  nacionalidade: 'Diga a sua nacionalidade.',
  profissao: 'Diga a profissão em poucas palavras.',
  estadoCivil: 'Não reconheci o estado civil.',
  regime: 'Não reconheci o regime.',
  filhosMenores: 'Diga os nomes dos filhos menores, "todos" ou "nenhum".',
  cnpjTamanho: 'O CNPJ tem 14 números.',
  substitutoFormato: 'Use o formato "no lugar de <beneficiário>, <substituto>".',
  substitutoMesmo: 'O substituto precisa ser outra pessoa.',
  alcance: 'Responda "legítima", "disponível" ou "ambas".',
  tutor: 'Diga o nome completo do tutor.',
  tutorMenor: 'O tutor precisa ser um adulto, não um dos filhos menores.',
  testamenteiro: 'Diga o nome completo do testamenteiro.',
  premio: 'Responda "não" ou um percentual, por exemplo "3%".',
  reconhecimento: 'Para reconhecer um filho ou uma filha, diga o nome completo.',
  forma: 'Responda "particular" ou "público".',
  cidadeUf: 'Diga a cidade e a UF.',
  cpfAusente: 'Não encontrei um CPF de 11 números.',
} as const;

/** "A", "A e B", "A, B e C". */
function joinList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}
