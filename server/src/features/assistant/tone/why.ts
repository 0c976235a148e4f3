import { AT_DONE, AT_REVIEW } from '../interview-state-schema.ts';
import { toContent, type InterviewState } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';

const WHY =
  /^(?:e |mas |ta mas |ue )?(?:por que|porque|pq|pq q|por q|pra que|para que|qual (?:o )?(?:motivo|artigo|a lei)|com base em que|baseado em que)(?: (?:isso|e isso|assim|disso|precisa|e necessario|e preciso|(?:voce|vc) (?:quer saber|pergunta|precisa saber|precisa|quer)|tem que|saber|essa pergunta|dessa pergunta|serve|importa|ai)){0,3}$/;

/** True for a bare "por quê?", "pq?", "por que isso?", "qual o artigo?". */
export function asksWhy(text: string): boolean {
  return WHY.test(normalize(text));
}

const MARRIAGE =
  'O cônjuge ou companheiro é herdeiro necessário (art. 1.845), e o regime de bens decide a meação e se ele herda junto com os filhos (art. 1.829, I; para o companheiro, STF, Tema 809).';
const FAMILY =
  'Filhos, netos, pais e avós são herdeiros necessários (art. 1.845): metade dos bens é deles (art. 1.846), e preciso saber quem são para calcular a parte de cada um (arts. 1.829 e 1.835).';
const IDENTITY =
  'Seus dados identificam você no testamento sem risco de confusão com outra pessoa de mesmo nome; o juiz ou o tabelião confere essa identificação.';
const CLAUSES =
  'Sobre a legítima, as cláusulas de inalienabilidade, impenhorabilidade e incomunicabilidade só valem com uma justa causa declarada no testamento (art. 1.848); sobre a parte disponível, não precisam de motivo (art. 1.911).';
const GUARDIAN =
  'Os pais podem nomear em testamento um tutor para os filhos menores (arts. 1.634, VI, e 1.729); a nomeação só vale se o outro genitor não tiver o poder familiar quando você faltar.';
const EXECUTOR =
  'O testamenteiro cumpre o testamento (art. 1.976) e pode receber um prêmio, que você pode fixar; se não fixar, o juiz o define entre 1% e 5% da herança (art. 1.987).';
const FORMALITIES =
  'O testamento particular precisa de 3 testemunhas (art. 1.876) e o público, de 2 (art. 1.864); quem recebe algo no testamento não pode ser testemunha (art. 1.801, II).';

/** Why each question is asked, with its article. */
const WHY_BY_QUESTION: Record<string, string> = {
  proprio: 'O testamento é um ato pessoal: só a própria pessoa pode fazê-lo (art. 1.858).',
  nome: IDENTITY,
  cpf: IDENTITY,
  nascimento:
    'A data de nascimento mostra que você tem mais de 16 anos, idade mínima para testar (art. 1.860, parágrafo único), e pode mudar o regime de bens (art. 1.641, II).',
  naturalidade: IDENTITY,
  nacionalidade: IDENTITY,
  profissao: IDENTITY,
  endereco: IDENTITY,
  capacidade:
    'Só pode fazer testamento quem tem pleno discernimento ao fazê-lo (arts. 1.857 e 1.860); quem é cego só pode usar o testamento público (art. 1.867).',
  anteriores:
    'Um testamento novo pode revogar os anteriores, no todo ou em parte (arts. 1.969 e 1.970).',
  revogar:
    'Um testamento novo pode revogar os anteriores, no todo ou em parte (arts. 1.969 e 1.970).',
  estado_civil: MARRIAGE,
  conjuge_nome: MARRIAGE,
  regime: MARRIAGE,
  uniao_formalizada: MARRIAGE,
  filhos: FAMILY,
  filhos_menores: `${FAMILY} Para filhos menores, você também pode nomear um tutor (art. 1.729).`,
  netos: FAMILY,
  pais: FAMILY,
  heranca:
    'Você pode deixar livremente a parte disponível (art. 1.789); a legítima fica com os herdeiros necessários (art. 1.846).',
  legados:
    'Um legado deixa um bem certo para uma pessoa (art. 1.912); o resto segue as partes da herança.',
  cnpj: 'O CNPJ identifica a instituição sem dúvida, para que o legado chegue a quem você quer (art. 1.903).',
  substitutos:
    'O substituto recebe se o primeiro beneficiário não puder ou não quiser receber (art. 1.947).',
  clausulas: CLAUSES,
  clausulas_alcance: CLAUSES,
  justa_causa: CLAUSES,
  tutor: GUARDIAN,
  outro_genitor: GUARDIAN,
  testamenteiro: EXECUTOR,
  testamenteiro_premio: EXECUTOR,
  testamenteiro_posse: EXECUTOR,
  desejos:
    'O testamento também pode ter vontades sem valor em dinheiro, como reconhecer um filho (art. 1.857, §2º).',
  forma: FORMALITIES,
  testemunhas: FORMALITIES,
  testemunhas_parentes: FORMALITIES,
  local:
    'O testamento diz onde e quando foi feito; a data mostra qual é o mais recente (art. 1.969).',
  sexo: 'Para escrever o testamento com as palavras certas ("o testador" ou "a testadora", "brasileiro" ou "brasileira"); isso não muda nenhum direito.',
  casamento_data:
    'Sem pacto antenupcial, a data do casamento decide o regime: antes de 26/12/1977 era a comunhão universal, depois, a comunhão parcial (Lei 6.515/1977; art. 1.640); e quem se casou com mais de 70 anos fica, em regra, na separação obrigatória (art. 1.641, II). O regime muda a meação e a parte do cônjuge.',
  separado_fato:
    'Quem está separado de fato há mais de 2 anos deixa de ser herdeiro do cônjuge (art. 1.830): por isso preciso saber desde quando.',
  bens_particulares:
    'Na comunhão parcial, o cônjuge só herda junto com os filhos se você tiver bens particulares, os que não são do casal, como os herdados ou os de antes do casamento (art. 1.829, I). Isso muda a parte de cada um na legítima.',
  avos: 'Sem filhos, netos e pais vivos, os avós são herdeiros necessários (arts. 1.836 e 1.845): metade dos bens fica para eles, e preciso saber se estão vivos para calcular.',
  legados_valor:
    'Um legado sai da parte disponível: com o valor aproximado do bem e do seu patrimônio, eu confiro se ele cabe nela sem tirar a legítima de ninguém (art. 1.967).',
  legados_comum:
    'Se o bem é do casal, só passa a sua metade: a outra já é do seu cônjuge pela meação (art. 1.914).',
  clausulas_duracao:
    'A cláusula pode valer pela vida toda do herdeiro ou só até uma idade ou data (art. 1.911); o testamento precisa dizer qual.',
  deserdacao_causa:
    'A deserdação só vale por uma das causas que a lei lista (arts. 1.814, 1.962 e 1.963), declarada no testamento (art. 1.964).',
  deserdacao_fatos:
    'A causa precisa estar declarada com os fatos (art. 1.964); depois da sua morte, quem se beneficia precisa prová-los na Justiça em até 4 anos (art. 1.965).',
};

/** The rules behind the review's alerts, each with its article. */
function reviewWhy(s: InterviewState, ctx: TurnContext): string {
  const results = evaluateRules(toContent(s, ctx.today), { today: ctx.today });
  const lines = results
    .filter((r) => r.severidade !== 'info')
    .slice(0, 4)
    .map((r) => (/art/.test(r.mensagem) ? r.mensagem : `${r.mensagem} (${r.artigo})`));
  return lines.length > 0
    ? `Os avisos vêm da lei:\n${lines.map((l) => `• ${l}`).join('\n')}`
    : 'Na revisão eu confiro o testamento com as regras do Código Civil: a legítima (art. 1.846), as testemunhas (arts. 1.876 e 1.801) e as demais exigências.';
}

/**
 * "por quê?" after a question: why it is asked, with its article; at the review, the rules behind
 * the alerts. Undefined when the message is not a bare "why".
 */
export function answerWhy(s: InterviewState, text: string, ctx: TurnContext): string | undefined {
  if (!asksWhy(text) || s.current === AT_DONE) return undefined;
  if (s.current === AT_REVIEW) {
    try {
      return reviewWhy(s, ctx);
    } catch {
      return undefined;
    }
  }
  return WHY_BY_QUESTION[s.current.split(/[^a-z_]/)[0] ?? s.current];
}
