import { formatCep, formatCnpj, formatCpf } from '@legado/contract';
import { findPessoa, type InterviewState } from './interview-state.ts';
import { SECTION_TITLES, type SectionId } from './messages.ts';
import { joinNames } from './people.ts';
import { formatDateBr } from './parsers/dates.ts';
import { formatPct } from './parsers/percentages.ts';

const ESTADO_CIVIL: Record<string, string> = {
  solteiro: 'solteiro(a)',
  casado: 'casado(a)',
  uniao_estavel: 'união estável',
  divorciado: 'divorciado(a)',
  separado: 'separado(a)',
  viuvo: 'viúvo(a)',
};
const REGIME: Record<string, string> = {
  comunhao_parcial: 'comunhão parcial',
  comunhao_universal: 'comunhão universal',
  separacao_convencional: 'separação convencional (total)',
  separacao_obrigatoria: 'separação obrigatória',
  participacao_final_aquestos: 'participação final nos aquestos',
};

/** What is known so far, section by section (only sections with something in them). */
export function summaryBySection(s: InterviewState): [SectionId, string[]][] {
  const d = s.draft;
  const t = d.testador;
  const out: [SectionId, string[]][] = [];
  const add = (sec: SectionId, lines: (string | false | undefined)[]) => {
    const kept = lines.filter((l): l is string => typeof l === 'string' && l.length > 0);
    if (kept.length) out.push([sec, kept]);
  };
  const e = t.endereco;
  add('identificacao', [
    t.nome && `Nome: ${t.nome}`,
    t.cpf && `CPF: ${formatCpf(t.cpf)}`,
    t.dataNascimento && `Nascimento: ${formatDateBr(t.dataNascimento)}`,
    t.naturalidade &&
      `Naturalidade: ${t.naturalidade}${t.nacionalidade ? ` (${t.nacionalidade})` : ''}`,
    t.profissao && `Profissão: ${t.profissao}`,
    e &&
      `Endereço: ${e.logradouro}, ${e.numero}${e.complemento ? `, ${e.complemento}` : ''}${e.bairro ? `, ${e.bairro}` : ''}, ${e.cidade}/${e.uf}, CEP ${formatCep(e.cep)}`,
    t.capacidade.deficienciaVisualTotal && 'Deficiência visual total',
    t.capacidade.sabeLer === false && 'Não sabe ler',
    t.capacidade.podeAssinar === false && 'Não pode assinar',
  ]);
  add('anteriores', [
    d.testamentosAnteriores !== undefined &&
      `Testamento anterior: ${d.testamentosAnteriores ? 'sim' : 'não'}`,
    d.testamentosAnteriores === true &&
      `Revogar os anteriores: ${d.revogacao === 'nenhuma' ? 'não' : 'sim'}`,
  ]);
  const conj = findPessoa(d, d.conjuge?.pessoaId);
  const filhos = d.descendentes.filter((x) => x.grau === 'filho');
  const netos = d.descendentes.filter((x) => x.grau === 'neto');
  add('familia', [
    t.estadoCivil && `Estado civil: ${ESTADO_CIVIL[t.estadoCivil] ?? t.estadoCivil}`,
    conj &&
      `${d.conjuge?.tipo === 'uniao_estavel' ? 'Companheiro(a)' : 'Cônjuge'}: ${conj.nome}${d.conjuge?.regimeBens ? `, ${REGIME[d.conjuge.regimeBens] ?? ''}` : ''}`,
    s.answered.includes('filhos') &&
      `Filhos: ${filhos.length ? filhos.map((f) => `${findPessoa(d, f.pessoaId)?.nome ?? ''}${!f.vivo ? ' (falecido)' : f.menor ? ' (menor)' : ''}`).join(', ') : 'nenhum'}`,
    netos.length > 0 &&
      `Netos (no lugar do pai/mãe): ${joinNames(
        s,
        netos.map((n) => n.pessoaId),
      )}`,
    d.ascendentes.length > 0 &&
      `Pais vivos: ${joinNames(
        s,
        d.ascendentes.map((a) => a.pessoaId),
      )}`,
  ]);
  const sub = (id?: string) => (id ? ` (substituto: ${joinNames(s, [id])})` : '');
  const doc = (id: string) => {
    const p = findPessoa(d, id);
    return p?.cnpj ? `, CNPJ ${formatCnpj(p.cnpj)}` : '';
  };
  add('heranca', [
    ...d.heranca.map(
      (h) =>
        `${formatPct(h.percentual)}${h.base === 'disponivel' ? ' da parte disponível' : ' do patrimônio'} para ${joinNames(s, [h.beneficiarioId])}${doc(h.beneficiarioId)}${sub(h.substitutoId)}`,
    ),
    s.answered.includes('heranca') && d.heranca.length === 0 && 'Herança: segue a lei',
    ...d.legados.map(
      (l) =>
        `Legado: ${l.descricao} para ${joinNames(s, [l.beneficiarioId])}${doc(l.beneficiarioId)}${sub(l.substitutoId)}`,
    ),
  ]);
  add('clausulas', [
    Boolean(d.clausulaTipos?.length) &&
      `${d.clausulaTipos?.join(', ') ?? ''} sobre ${d.clausulaAlcance === 'ambas' ? 'legítima e disponível' : d.clausulaAlcance === 'legitima' ? 'a legítima' : 'a parte disponível'}`,
    d.justaCausa && `Justa causa: ${d.justaCausa}`,
    s.answered.includes('clausulas') && !d.clausulaTipos?.length && 'Nenhuma',
  ]);
  add('tutela', [
    Boolean(d.tutela?.tutorIds.length) && `Tutor(es): ${joinNames(s, d.tutela?.tutorIds ?? [])}`,
    d.tutela?.outroGenitorVivo !== undefined &&
      `Outro genitor vivo: ${d.tutela.outroGenitorVivo ? 'sim' : 'não'}${d.tutela.outroGenitorConcorda !== undefined ? `, concorda: ${d.tutela.outroGenitorConcorda ? 'sim' : 'não'}` : ''}`,
  ]);
  add('testamenteiro', [
    d.testamenteiros.length > 0 &&
      `Testamenteiro(s): ${joinNames(
        s,
        d.testamenteiros.map((x) => x.pessoaId),
      )}${d.testamenteiros[0]?.premioPercentual ? `, prêmio de ${formatPct(d.testamenteiros[0].premioPercentual)}` : ''}${d.testamenteiros[0]?.posseBens ? ', com posse dos bens' : ''}`,
  ]);
  const np = d.naoPatrimoniais;
  add('desejos', [
    np.reconhecimentoFilhos.length > 0 &&
      `Reconhecimento de filho: ${joinNames(s, np.reconhecimentoFilhos)}`,
    np.funeral && `Funeral: ${np.funeral}`,
    np.doacaoOrgaos && `Órgãos: ${np.doacaoOrgaos}`,
    np.animais && `Animais: ${np.animais}`,
    np.ativosDigitais && `Contas digitais: ${np.ativosDigitais}`,
    ...np.mensagens.map((m) => `Mensagem: ${m}`),
  ]);
  add('formalidades', [
    d.forma &&
      `Forma: ${d.forma === 'publico' ? 'público (minuta para o cartório)' : 'particular'}`,
    d.testemunhaIds.length > 0 && `Testemunhas: ${joinNames(s, d.testemunhaIds)}`,
    d.cidade && `Local: ${d.cidade}/${d.uf ?? ''}`,
  ]);
  return out;
}

/** The summary as text, one block per section. */
export function summaryText(s: InterviewState): string | undefined {
  const sections = summaryBySection(s);
  if (sections.length === 0) return undefined;
  return sections
    .map(([sec, lines]) => `${SECTION_TITLES[sec]}:\n${lines.map((l) => `• ${l}`).join('\n')}`)
    .join('\n\n');
}
