/**
 * "e se eu morrer primeiro, o marcos pode continuar morando na casa?": the surviving spouse keeps
 * the direito real de habitação over the family home, whatever the regime and whatever the will
 * says (CC 1.831); the STJ extends it to the companion of a união estável. Not when the couple was
 * separated (1.830).
 */
import type { InterviewState } from '../interview-state.ts';
import type { TurnContext } from '../questions/question.ts';
import { buildCase, hasMeacao, person } from './case.ts';
import { asksSomething, expandChat } from './detect.ts';
import { mentionedPeople } from './people-mentioned.ts';
import { called } from './words.ts';

/** Staying in the home: "continuar morando", "ficar na casa", "tirar ele de casa", "habitação". */
const STAYS_HOME =
  /\b(?:continu\w*|segui\w*|ficar|fica|permanec\w*|pode) (?:\w+ )?(?:morando|vivendo|residindo|mora(?:r)? (?:na|no|em)|na casa|no apartamento|no ap|em casa)\b|\b(?:tirar|tira|expuls\w*|despej\w*|botar pra fora|colocar pra fora|por pra fora)\b(?: \w+){0,3} (?:da|de|do) (?:casa|apartamento|ap|imovel)\b|\bdireito (?:real )?de (?:habitacao|morar|moradia)\b/;

/** The spouse or companion pointed at: by name, by "meu marido"/"minha companheira", or by "ele"/"ela". */
const SPOUSE_WORDS = /\b(?:marido|esposo|esposa|mulher|companheir[oa]|conjuge|ele|ela|viuv[oa])\b/;

/** The answer, or undefined when the message is not such a question or there is no partner. */
export function housingAnswer(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): string | undefined {
  if (!asksSomething(text)) return undefined;
  const n = expandChat(text);
  if (!STAYS_HOME.test(n)) return undefined;
  const id = s.draft.conjuge?.pessoaId;
  if (!id) return undefined;
  if (!mentionedPeople(s, n).ids.includes(id) && !SPOUSE_WORDS.test(n)) return undefined;
  const c = buildCase(s, ctx.today);
  const p = c ? person(c, id) : undefined;
  if (!c || !p) return undefined;
  const w = called(s, p);
  const separated = c.succession.notas.some(
    (k) => k === 'conjuge_separado_de_fato' || k === 'conjuge_separado_judicialmente',
  );
  if (separated)
    return `Não: separados há mais de 2 anos (ou judicialmente), ${w.the} não herda e também não tem o direito de continuar morando no imóvel da família (arts. 1.830 e 1.831). ${w.The} só fica com o que for ${w.his} pelo regime de bens ou com o que você deixar no testamento, da parte disponível.`;
  const union = c.content.familia.conjuge?.tipo === 'uniao_estavel';
  const lines = [
    `Sim. Se você falecer antes, ${w.the} tem o direito real de habitação: pode continuar morando no imóvel em que vocês moram, pelo resto da vida, sem pagar aluguel aos herdeiros, qualquer que seja o regime de bens e mesmo que a casa fique para outra pessoa na partilha ou no testamento (art. 1.831 do Código Civil${union ? '; o STJ estende esse direito ao companheiro da união estável' : ''}).`,
    'Vale para o imóvel residencial da família, quando é o único desse tipo a ser partilhado; o direito é de morar, não de vender ou alugar.',
  ];
  if (hasMeacao(c))
    lines.push(
      `E se a casa foi comprada durante ${union ? 'a união' : 'o casamento'}, metade dela já é ${w.his} pela meação, mesmo que esteja no nome de um só; só a sua metade entra na herança.`,
    );
  if (union && s.draft.conjuge?.uniaoFormalizada !== true)
    lines.push(
      'Se a união não estiver registrada, vale guardar provas dela (contas no mesmo endereço, conta conjunta, declaração de testemunhas) ou registrá-la em cartório: é isso que garante esses direitos.',
    );
  return lines.join(' ');
}
