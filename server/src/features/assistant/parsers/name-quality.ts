import { KNOWN as PROFESSION } from './profession.ts';
import { normalize } from './text.ts';

/**
 * Whether a "name" is plausibly a person's name, and the accented form of names typed without
 * accents. Fragments of a sentence ("Que Eu Em", "Ok Então", "Juiz Escolhe") are never names.
 */

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'di', 'du', 'del', 'van', 'von']);

/** Words that end a name after two others: "Neto", "Filho", "Júnior". */
export const NAME_SUFFIXES = new Set(['neto', 'filho', 'junior', 'sobrinho', 'segundo']);

/** Words that never stand in a Brazilian person's name (accents removed). */
export const NOT_NAME_WORDS = new Set(
  (
    'que q eu em ok okay entao juiz juiza escolhe escolher desse dessa disso deste desta isso isto ' +
    'aquilo ele ela eles elas meu minha meus minhas seu sua seus suas nosso nossa dele dela deles ' +
    'delas voce vc sim nao naum nada tudo td todo toda todos todas ninguem nenhum nenhuma ambos ' +
    'ambas dois duas tres quatro cinco um uma uns umas o a os as ao aos na no nas nos num numa para ' +
    'pra pro com sem por pelo pela mas mais menos muito pouco ja so tambem tb tbm aqui ali la ' +
    'hoje ontem amanha agora depois antes quando onde como porque pq se ou nem mesmo mesma ' +
    'parte partes disponivel metade resto heranca testamento testamenteiro legitima bens bem ' +
    'filho filha filhos filhas irmao irma irmaos irmas pai mae pais esposa esposo marido mulher ' +
    'companheiro companheira neto neta netos netas sobrinho sobrinha tio tia primo prima amigo ' +
    'amiga vizinho vizinha cunhado cunhada sogro sogra genro nora madrinha padrinho afilhado ' +
    'afilhada enteado enteada avo avos e eh sao era foi sera tem tenho temos tinha ter quero ' +
    'queria quer pode posso deixar deixo fica ficar ficou faleceu faleceram falecido falecida ' +
    'morreu morreram morto morta vivo viva vivos vivas nasceu nasci nascido nascida anos ano ' +
    'mes dia casado casada casei solteiro solteira viuvo viuva divorciado divorciada separado ' +
    'separada menor menores maior adulto adulta adultos certo errado obrigado obrigada oi ola ' +
    'bom boa tarde noite dia favor sei talvez acho pular voltar resumo manter alterar teste ' +
    'relacionamento outro outra outros cpf rua avenida cidade estado cep numero senhor senhora ' +
    'dona seu sr sra dr dra cuida cuidou mora moro vive vivo trabalha ajuda ajudou agrediu ' +
    'fio fia fios fias esta estou estao estava concorda concordo fique fica deixa sabe entendi ' +
    'sou nome local lugar casa praia carro cachorro aposentado aposentada professora professor ' +
    'lavrador lavradora paulistana paulistano carioca brasileiro brasileira natural moro ' +
    'ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to ' +
    'gente seja sejam ser testamenteira tutora tutor herdeira herdeiro beneficiaria receba receber ' +
    'cuide separacao comunhao regime participacao data igreja setor quadra bloco bairro centro ' +
    'jardim vila conjunto residencial condominio edificio praca travessa alameda estrada rodovia ' +
    'av avenida rua estrada interior ' +
    'deus nunca fiz faz fez primeira primeiro segunda vez vezes particular publico publica ' +
    'imprimir assinar assino assina leio ler lei normal entra entrar maximo minimo total parcial ' +
    'errada prefiro prefere vou vai vamos obra trabalho colega colegas amigos amigas parente ' +
    'parentes escrito escritura papel cartorio tabeliao juizo cabeca kkk oculos uso usar precisa ' +
    'preciso quase apenas cuidar mim ti comigo contigo ajudar entender segue seguir continuar ' +
    'lista coisa coisas dinheiro imovel imoveis valor reais real mil jeito forma modo caso tipo ' +
    'ainda sempre logo junto juntos morar moram ficam gerar confirmo ciente concordo entao ' +
    'oxe uai ue kk rs pois tanto qual quais quem cujo sobre sob ate contra entre durante ' +
    'desde ha atras igual igualmente cada restante porcento por cento deixou teve tive ' +
    'adotado adotada adotei adotivo adotiva aceitou msm ne ai me te lhe falou disse contou ' +
    // A day said in words ("dez de março de 1969") ends the name before it.
    'seis sete oito nove dez onze doze treze quatorze catorze quinze dezesseis dezessete ' +
    'dezoito dezenove vinte trinta'
  ).split(' '),
);

/**
 * Common words that are also Brazilian surnames ("Joana Segredo Particular", "Ana Jardim",
 * "Luís Vila Real"): never a first name, but accepted after one.
 */
const SURNAME_WORDS = new Set(['particular', 'jardim', 'vila', 'real', 'parente', 'estrada']);

/**
 * Relation words typed without their accent that are also first names ("Irma", "Nora"): a first
 * name when typed with a capital and no possessive before it ("Minha mãe, Irma Schmitt Becker").
 */
export const NAME_LIKE_RELATIONS = new Set(['irma', 'nora']);

/** True when every word could be part of a person's name and none is a common word. */
export function isPlausibleName(name: string): boolean {
  // "a luana é adotada": the verb "é" (unlike the particle "e") never stands in a name.
  if (/(?:^|\s)(?:é|eh)(?:\s|$)/iu.test(name)) return false;
  const n = normalize(name);
  if (n.length < 2 || n.length > 120) return false;
  if (!/^[a-z][a-z' .-]*$/.test(n)) return false;
  // "Leticia. Edson de Oliveira Junior": two names of a list; a period only marks an initial.
  if (/[a-z]{4,}\.\s*[a-z]/.test(n)) return false;
  const words = n.split(' ');
  const capitalFirst = /^\p{Lu}/u.test(name.trim()) && NAME_LIKE_RELATIONS.has(words[0] ?? '');
  if (words.length > 8 || PARTICLES.has(words[0] ?? '') || PARTICLES.has(words.at(-1) ?? '')) {
    return false;
  }
  const core = words.filter((w) => !PARTICLES.has(w));
  if (core.length === 0) return false;
  // "Antônio Carlos de Oliveira Neto", "José da Silva Filho": a suffix after two names.
  if (core.length >= 3 && NAME_SUFFIXES.has(core.at(-1) ?? '')) core.pop();
  if (PROFESSION.test(n)) return false;
  return core.every(
    (w, i) =>
      w.replace(/[.'-]/g, '').length >= 2 &&
      /[aeiouy]/.test(w) &&
      (!NOT_NAME_WORDS.has(w) ||
        (i > 0 && SURNAME_WORDS.has(w)) ||
        (i === 0 && capitalFirst && core.length > 1)),
  );
}

/**
 * First names seldom used as surnames (accents removed): a name made only of these ("Maria
 * Aparecida", "João Pedro") still lacks the surname.
 */
const FIRST_NAMES = new Set(
  (
    'maria ana jose joao antonio antonia francisco francisca carlos paulo pedro lucas luiz luis ' +
    'marcos gabriel rafael daniel marcelo bruno eduardo felipe rodrigo manoel manuel jorge andre ' +
    'fernando fabio leonardo gustavo guilherme ricardo sergio roberto alberto claudio claudia ' +
    'marcio julio geraldo sebastiao raimundo raimunda benedito benedita joaquim adriana juliana ' +
    'patricia aline sandra camila amanda bruna jessica leticia julia beatriz mariana fernanda ' +
    'vanessa luciana cristina marcia aparecida rita rosangela terezinha tereza teresa helena ' +
    'lucia luzia fatima regina clara paula carla sonia angela eliane simone silvia denise elaine ' +
    'debora renata raquel tatiane isabel isabela laura heloisa valentina alice sophia sofia ' +
    'miguel arthur artur heitor davi bernardo enzo henrique samuel matheus mateus thiago tiago ' +
    'vinicius caio joana josefa luana graca gracas edson wesley wellington jefferson everton ' +
    'anderson alessandra daniela gabriela larissa natalia priscila rosa rose roberta eduarda ' +
    'luciano otavio osvaldo augusto cecilia vitor victor diego igor murilo nicolas enzo'
  ).split(' '),
);

/** Devotional names said after "Maria"/"Ana": "Maria das Graças", "Maria de Lourdes". */
const DEVOTIONAL =
  /^(?:das gracas|das neves|das dores|da conceicao|de lourdes|de fatima|da penha|do socorro|da piedade|do carmo|das merces|da guia|do rosario|da gloria|da salete|do perpetuo socorro)$/;

/**
 * Whether a name has only first names and no surname: "Maria Aparecida", "Maria das Neves",
 * "João Pedro". A single word is one too.
 */
export function onlyFirstNames(name: string): boolean {
  const words = normalize(name).split(/\s+/).filter(Boolean);
  if (words.length <= 1) return true;
  if (words.every((w) => FIRST_NAMES.has(w))) return true;
  const [first, ...rest] = words;
  return (
    FIRST_NAMES.has(first ?? '') &&
    (DEVOTIONAL.test(rest.join(' ')) ||
      (FIRST_NAMES.has(rest[0] ?? '') && DEVOTIONAL.test(rest.slice(1).join(' '))))
  );
}
