import { expandShorthand, stripChatter } from './chat-text.ts';
import type { CorrectionFact } from './fact-types.ts';
import { normalize } from './text.ts';
import { parseYesNo } from './yes-no.ts';

/**
 * Yes/no inside a sentence ("está sim, é o Carlos", "pode fazer", "tudo certo", "sem prêmio",
 * "nao nao", "concorda") and corrections in plain words ("não, o nome dela é Ana Paula", "o local
 * está errado, é Rio de Janeiro/RJ", "troca a Juliana pelo Alexandre", "eu sou CASADA").
 */

const YES_IN_SENTENCE =
  /^(?:(?:ta|esta|estou|sou|e|tem|tenho|quero|pode|concorda|concordo|aceita|aceito|vivo|viva|fiz|ja fiz|faz|fica|ficou)\s+sim|sim\b|pode (?:fazer|gerar|seguir|continuar|ser|mandar)|pode|tudo certo|ta (?:bom|certo|otimo|bem)|esta (?:bom|certo|otimo|tudo certo)|ok|certo|concorda|concordo|ela concorda|ele concorda|ta vivo|ta viva|esta viv[oa]|vivo|viva|perfeito|manda bala|fechado|confirmo|isso ai|bom)\b/;
const NO_IN_SENTENCE =
  /^(?:sem (?:premio|remuneracao|nada|testamenteiro|clausula)|nao\b|nenhum|nenhuma|nada|dispenso|pode pular|pular|ninguem|nem precisa|precisa nao|quero nao|tenho nao|sei nao)/;

/** A yes or a no, wherever it sits in a short sentence; undefined when it is not one. */
export function readYesNo(message: string): boolean | undefined {
  const n = normalize(expandShorthand(message)).replace(
    /^(?:ah|eh|entao|bom|olha|uai|oxe|opa)\s+/,
    '',
  );
  if (
    !n ||
    /\b(nao sei|sei la|talvez|depende|nao entendi)\b/.test(n) ||
    /\?$/.test(message.trim())
  ) {
    return undefined;
  }
  if (/^(?:nao sei|sei nao)/.test(n)) return undefined;
  if (/^(?:nao|naum),?\s+(?:o |a )?(?:nome|local|cidade|data|cpf|numero|endereco)\b/.test(n))
    return undefined;
  if (/^sim\b.*\bmas\b/.test(n) && /\berrad|\bcorrig|\btroca/.test(n)) return undefined;
  if (/\b(?:ta|esta) errad/.test(n)) return undefined;
  // A yes/no opens a short reply or is set apart by a comma: "vivo com a Rosa há 10 anos" is not one.
  const short = n.split(' ').length <= 5 || /^[^,.;!]{1,20}[,.;!]/.test(message.trim());
  if (!short) return undefined;
  if (/^(?:s{2,}|sim+)$/.test(n)) return true;
  if (/^n{2,}$/.test(n)) return false;
  // "sou separado judicialmente", "moro em Goiânia" state facts, not a yes.
  if (/^(?:sou|moro|nasci|trabalho)\s+(?!sim\b|nao\b|eu\b)\S+/.test(n)) return undefined;
  if (NO_IN_SENTENCE.test(n)) return false;
  if (YES_IN_SENTENCE.test(n)) return true;
  return parseYesNo(n);
}

const FIELD_WORDS: ReadonlyArray<[CorrectionFact['campo'], RegExp]> = [
  ['local', /\b(local|lugar onde|cidade da assinatura)\b/],
  ['naturalidade', /\b(naturalidade|onde nasci|cidade natal)\b/],
  ['endereco', /\b(endereco|rua)\b/],
  ['numero', /\b(numero|n[ºo])\b/],
  ['cpf', /\bcpf\b/],
  ['cep', /\bcep\b/],
  ['regime', /\bregime\b/],
  ['data', /\b(data|nascimento|aniversario)\b/],
  ['nome', /\b(nome|sobrenome)\b/],
];

/** Every correction in a message, one per sentence ("a naturalidade … é São Paulo/SP. E no endereço …"). */
export function readCorrections(message: string): CorrectionFact[] {
  const parts = message.split(/\n|(?<=[.!])\s+(?=\p{Lu})/u).filter((p) => p.trim());
  const each = parts.map((part) => readCorrection(part)).filter((c): c is CorrectionFact => !!c);
  if (each.length > 0) return each;
  const whole = readCorrection(message);
  return whole ? [whole] : [];
}

/** A correction said in plain words; undefined when the message is not one. */
export function readCorrection(message: string): CorrectionFact | undefined {
  const typed = message.trim();
  const n = normalize(typed);
  const campo = FIELD_WORDS.find(([, re]) => re.test(n))?.[0];
  // "troca a Juliana pelo Alexandre", "no lugar da Juliana, o Alexandre"
  const swap =
    /\b(?:troca|troque|trocar|substitui|substitua|muda|mude)\s+(?:o |a )?(.+?)\s+(?:pelo|pela|por)\s+(?:o |a )?(.+?)[.!]?$/i.exec(
      typed,
    );
  if (swap?.[1] && swap[2]) {
    const novo = swap[2].replace(/\s+(?:n[ao]s?|como|para|pra)\s.*$/i, '').trim();
    return { campo: 'pessoa', antigo: swap[1].trim(), novo };
  }
  // "errei o número, é 1320 não 1230", "é 1320 e não 1230"
  const notThat = /(?:^|[\s,])(?:e|eh|é)\s+(.+?),?\s+(?:e\s+)?(?:nao|não)\s+(.+?)[.!]?$/i.exec(
    typed,
  );
  if (
    /\b(errei|errado|errada|corrig|na verdade|quis dizer)\b/.test(n) &&
    notThat?.[1] &&
    notThat[2]
  ) {
    return { ...(campo ? { campo } : {}), novo: notThat[1].trim(), antigo: notThat[2].trim() };
  }
  // "o local está errado, aparece 'Sim/RJ'. É Rio de Janeiro/RJ."
  const quoted = /['"“‘]([^'"”’]+)['"”’]/.exec(typed)?.[1];
  const wrong =
    /\b(errad[oa]|nao e isso|incorret[oa]|ficou estranh[oa]|apareceu|aparece|corrig\w*|na verdade|quis dizer)\b/.test(
      n,
    );
  // "não, o nome dela é Ana Paula"
  const namedAgain =
    /^n[ãa]o\s*,?\s*(?:o |a )?(?:nome|sobrenome)\s+(?:dele|dela|certo|correto|completo)?\s*(?:é|e|eh)\s+(.+?)[.!]?$/i.exec(
      typed,
    );
  if (namedAgain?.[1]) return { campo: 'nome', novo: namedAgain[1].trim() };
  // "nao nao, o regime é comunhao universal", "não, o cep é 74030-060"
  const fieldAgain =
    /^n[ãa]o(?:[\s,]+n[ãa]o)*\s*,?\s*(?:o |a )?(regime|local|cidade|cep|cpf|data|n[úu]mero|endere[çc]o)\s+(?:\S+\s+)?(?:é|e|eh)\s+(.+?)[.!]?$/i.exec(
      typed,
    );
  if (fieldAgain?.[2]) {
    const field = FIELD_WORDS.find(([, re]) => re.test(normalize(fieldAgain[1] ?? '')))?.[0];
    return { ...(field ? { campo: field } : {}), novo: fieldAgain[2].trim() };
  }
  // "minha filha se chama Maria Eduarda, não Maria Luiza"
  const notThatName =
    /(?:se chama|chama|nome (?:dela|dele) (?:é|e))\s+(.+?),?\s+n[ãa]o\s+(.+?)[.!]?$/i.exec(typed);
  if (notThatName?.[1] && notThatName[2]) {
    return { campo: 'nome', novo: notThatName[1].trim(), antigo: notThatName[2].trim() };
  }
  // "eu sou CASADA": a status stated in capitals or after "na verdade" is a correction.
  const status =
    /\b(?:eu sou|sou)\s+(casad[oa]|solteir[oa]|viuv[oa]|divorciad[oa]|separad[oa])\b/.exec(n);
  const negated = /\b(?:nao|nem)\s+(?:eu\s+)?sou\s+(?:casad|solteir|viuv|divorciad|separad)/.test(
    n,
  );
  if (
    status?.[1] &&
    !negated &&
    (/\b[A-ZÁÉÍÓÚÂÊÔÃÕÇ]{4,}\b/.test(typed) || wrong || /^n[ãa]o\b/i.test(typed))
  ) {
    return { campo: 'estadoCivil', novo: status[1] };
  }
  // "não é Rosa, é Rosana"
  const notX = /^n[ãa]o\s*,?\s*(?:é|e|eh)\s+(.+?)\s*,\s*(?:é|e|eh)\s+(.+?)[.!]?$/i.exec(typed);
  if (notX?.[1] && notX[2]) {
    return { ...(campo ? { campo } : {}), novo: notX[2].trim(), antigo: notX[1].trim() };
  }
  if (wrong) {
    // The new value is the last clause that is not about the mistake: "…, é 14/02/1945".
    const clauses = typed
      .split(/[,;!:]\s+|\.\s+|\n/)
      .map((c) => c.trim().replace(/[.!]+$/, ''))
      .filter(Boolean);
    const last = clauses.at(-1) ?? '';
    const novo = stripChatter(
      last
        .replace(/^.*?(?:^|\s)(?:é|eh|seria)\s+(?=\S)/i, '')
        .replace(
          /^(?:(?:o|a)\s+(?:certo|correto|local|cidade|nome|data|cpf|numero|número)\s+)?(?:é|e|eh|seria)\s+/i,
          '',
        ),
    );
    if (
      clauses.length > 1 &&
      novo &&
      normalize(novo) !== normalize(quoted ?? '') &&
      !/\b(errad|aparece|estranh|incorret)/.test(normalize(novo))
    ) {
      return { ...(campo ? { campo } : {}), novo, ...(quoted ? { antigo: quoted } : {}) };
    }
  }
  return undefined;
}
