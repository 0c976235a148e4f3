/**
 * The assistant's messages for the review and the end of the interview: re-ask hints, notes on
 * accents and volunteered facts, the summary and the review. Spread into M in ./messages.ts.
 */
import { bySex, nationalityFor, type Sexo } from '@legado/contract';

export const REVIEW_MESSAGES = {
  reask: {
    ownExample: (example: string) => `Por exemplo, no seu caso: ${example}`,
    form: (name: string) => `Se preferir, preencha o formulário: [FORMULARIO:${name}]`,
    buttons: (options: readonly string[]) =>
      `Você também pode tocar em uma das opções: ${options.join(', ')}.`,
    skip: 'Se preferir, responda "pular" e seguimos; dá para voltar a isso depois com "alterar".',
    help: 'Se tiver dúvida, escreva "ajuda" ou faça sua pergunta com as suas palavras.',
  },
  /**
   * The names accented, and the names with a word written both ways, kept as typed and asked
   * about: [with the accent, as kept, the words kept] ("Luís Alberto Paredes", "Luis Alberto
   * Paredes", "Luis").
   */
  accented: (
    names: readonly string[],
    asked: ReadonlyArray<readonly [string, string, string]> = [],
  ) => {
    const pairs = asked.map(([accented, kept]) => `${kept} ou ${accented}`).join('; e ');
    const typed = asked.map(([, , words]) => words).join(' e ');
    const question = `No documento está ${pairs}? Deixei ${typed} sem acento, como você escreveu; se for com acento, responda "com acento".`;
    if (names.length === 0) return question;
    const told = `Escrevi com acento: ${names.join(', ')}`;
    return asked.length === 0
      ? `${told}. Se no documento for sem acento, responda "sem acento".`
      : `${told} (se no documento for sem acento, responda "sem acento"). ${question}`;
  },
  accentedAfterAll: (names: readonly string[]) => `Certo, fica com acento: ${names.join(', ')}.`,
  keptAsTyped: (names: readonly string[]) => `Certo, fica sem acento: ${names.join(', ')}.`,
  corrected: (items: readonly string[]) => `Corrigi: ${items.join('; ')}.`,
  /**
   * A role's holder changed at another question: "troca de testamenteiro, agora Paulo Souza no
   * lugar de Jorge Lima" (the role said as a kind, so it holds for a man or a woman).
   */
  roleChanged: (key: 'testamenteiro' | 'tutor', novo: string, antes: readonly string[]) =>
    `troca de ${key === 'testamenteiro' ? 'testamenteiro' : 'tutor'}, agora ${novo}${antes.length > 0 ? ` no lugar de ${antes.join(' e ')}` : ''}`,
  volunteered: {
    noted: (items: readonly string[]) =>
      `Anotei também: ${items.join('; ')}. Se algo estiver errado, é só me dizer o certo.`,
    civilStatus: (status: string, sexo: Sexo | undefined) =>
      `estado civil ${civilStatus(status, sexo)}`,
    /** The spouse or companion named in the message (their sex is not known). */
    spouse: (uniao: boolean, nome: string) => `${uniao ? 'união estável com' : 'cônjuge'} ${nome}`,
    separadoDesde: (desde: string) => `, separados de fato desde ${desde}`,
    noChildren: 'sem filhos',
    /** What limits the form, told before it was asked: the will becomes público. */
    capacity: ({ blind, noRead, noSign }: { blind: boolean; noRead: boolean; noSign: boolean }) =>
      `${[blind && 'deficiência visual total', noRead && 'não sabe ler', noSign && 'não consegue assinar'].filter(Boolean).join(', ')} (por isso o testamento será público, no cartório${noSign && !blind && !noRead ? ', e uma testemunha assina a rogo, art. 1.865' : ', arts. 1.865 e 1.867'})`,
    regime: {
      comunhao_parcial: 'comunhão parcial de bens',
      comunhao_universal: 'comunhão universal de bens',
      separacao_convencional: 'separação total de bens',
      separacao_obrigatoria: 'separação obrigatória de bens',
      participacao_final_aquestos: 'participação final nos aquestos',
    } as Record<string, string>,
  },
  summary: {
    civilStatus: (status: string, sexo: Sexo | undefined) =>
      `Estado civil: ${civilStatus(status, sexo)}`,
    spouse: (uniao: boolean, nome: string, regime: string | undefined) =>
      `${uniao ? 'União estável com' : 'Cônjuge:'} ${nome}${regime ? `, ${regime}` : ''}`,
    /** "Naturalidade: Campinas/SP (brasileiro)": the nationality agrees with a known sex. */
    naturalidade: (
      naturalidade: string,
      nacionalidade: string | undefined,
      sexo: Sexo | undefined,
    ) =>
      `Naturalidade: ${naturalidade}${nacionalidade ? ` (${sexo ? nationalityFor(nacionalidade, sexo) : nacionalidade})` : ''}`,
  },
  review: {
    title: 'Revisão do seu testamento:',
    rulesTitle: 'Verificações da lei:',
    noRules: 'Nenhum problema encontrado.',
    errors:
      'Há itens que impedem o documento (❌). Corrija com "alterar <seção>", por exemplo "alterar herança".',
    alerts:
      'Há alertas (⚠️). Se você os leu e está tudo certo, responda "sim": fica registrado que está ciente e eu gero o documento. Para mudar algo, "alterar <seção>".',
    confirm:
      'Posso gerar o documento? Responda "sim" para confirmar, ou "alterar <seção>" para mudar algo.',
    acknowledged: 'Obrigado, registrei que você leu os alertas.',
    /** A correction at the review, applied: the review follows, with it. */
    noted: (items: readonly string[], review: boolean) =>
      `Anotei: ${items.join('; ')}.${review ? ' Veja como ficou:' : ' Preciso de mais uma informação:'}`,
    /** "o nome do meu filho ta errado": the right name asked, naming who it may be. */
    whichName: (word: string, names: readonly string[]) =>
      names.length === 1
        ? `Qual é o nome certo ${ofRelation(word)} ${names[0]}? Escreva o nome completo.`
        : `Qual é o nome certo, e de quem: ${names.join(' ou ')}? Escreva, por exemplo: "não é ${names[0]}, é" e o nome completo certo.`,
  },
  done:
    'Pronto! Seu testamento foi montado e está completo. [DOCUMENTO_PRONTO]\n' +
    'Confira a prévia do documento e, se estiver tudo certo, confirme. Depois de confirmado, o texto fica travado: para mudar algo, você cria uma nova versão, que já vem com todas as suas respostas. 👉 [PREVIEW_READY]',
} as const;

const CIVIL_STATUS: Record<string, readonly [masculine: string, feminine: string]> = {
  solteiro: ['solteiro', 'solteira'],
  casado: ['casado', 'casada'],
  uniao_estavel: ['união estável', 'união estável'],
  divorciado: ['divorciado', 'divorciada'],
  separado: ['separado', 'separada'],
  viuvo: ['viúvo', 'viúva'],
};

/** "viúvo" or "viúva" for a known sex; "viúvo(a)" only when it is not known. */
function civilStatus(status: string, sexo: Sexo | undefined): string {
  const words = CIVIL_STATUS[status];
  if (!words) return status;
  const [masculine, feminine] = words;
  return bySex(sexo, masculine, feminine, masculine === feminine ? masculine : `${masculine}(a)`);
}

/** "filho" → "do seu filho", "mae" → "da sua mãe": the relation word as typed, in a question. */
function ofRelation(word: string): string {
  const known: Record<string, string> = {
    filho: 'do seu filho',
    filhos: 'do seu filho',
    filha: 'da sua filha',
    filhas: 'da sua filha',
    neto: 'do seu neto',
    netos: 'do seu neto',
    neta: 'da sua neta',
    netas: 'da sua neta',
    esposa: 'da sua esposa',
    mulher: 'da sua esposa',
    esposo: 'do seu marido',
    marido: 'do seu marido',
    conjuge: 'do seu cônjuge',
    companheiro: 'do seu companheiro',
    companheira: 'da sua companheira',
    pai: 'do seu pai',
    mae: 'da sua mãe',
    testemunha: 'da testemunha',
    testemunhas: 'da testemunha',
    testamenteiro: 'do testamenteiro',
    testamenteira: 'da testamenteira',
  };
  return known[word] ?? 'de';
}
