/** Shared pieces of the stories: witnesses as people type them, and the quiet answers. */
import { cpfFrom, formatCpf } from '../cpf.ts';
import type { Answer, Topic, WillFacts } from '../story.ts';
import { fold } from '../text.ts';

/** A witness (or anyone with CPF and birth date) as the facts hold them. */
export type Witness = WillFacts['testemunhas'][number];

/** A person with a valid CPF made from nine digits. */
export function witness(nome: string, cpfBase: string, dataNascimento: string): Witness {
  return { nome, cpf: cpfFrom(cpfBase), dataNascimento };
}

/** 1984-05-17 → 17/05/1984 */
export function br(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 1984-05-17 → 17/5/84 */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}/${Number(m)}/${y?.slice(2)}`;
}

/** How a person types a list of witnesses. */
export type WitnessStyle = 'br' | 'plain' | 'one-line' | 'words';

/** The witnesses as typed, each line followed by its address when the person gives one. */
export function typeWitnesses(
  ws: readonly Witness[],
  style: WitnessStyle,
  addresses: readonly string[] = [],
): string {
  const lines = typeWitnessLines(ws, style);
  return style === 'one-line'
    ? lines.map((l, i) => (addresses[i] ? `${l}, ${addresses[i]}` : l)).join('; ')
    : lines.map((l, i) => (addresses[i] ? `${l}, ${addresses[i]}` : l)).join('\n');
}

function typeWitnessLines(ws: readonly Witness[], style: WitnessStyle): string[] {
  switch (style) {
    case 'br':
      return ws.map((w) => `${w.nome}, ${formatCpf(w.cpf)}, ${br(w.dataNascimento)}`);
    case 'plain':
      return ws.map((w) => `${fold(w.nome)} ${w.cpf} ${br(w.dataNascimento)}`);
    case 'one-line':
      return ws.map(
        (w) => `${fold(w.nome)} cpf ${formatCpf(w.cpf)} nasc ${shortDate(w.dataNascimento)}`,
      );
    case 'words':
      return ws.map(
        (w) => `${w.nome}, CPF ${formatCpf(w.cpf)}, nascido em ${br(w.dataNascimento)}`,
      );
  }
}

/** Answers for topics most people answer in one word, in two typing habits. */
export function quiet(style: 'formal' | 'plain'): Partial<Record<Topic, Answer>> {
  return style === 'formal'
    ? {
        proprio: 'Sim',
        capacidade: 'Nenhuma',
        anteriores: 'Não',
        bens_particulares: 'Não',
        avos: 'Não',
        legados: 'Não',
        substitutos: 'Não',
        clausulas: 'Não',
        testamenteiro_posse: 'Não',
        desejos: 'Não',
        testemunhas_parentes: 'Não',
        local: 'Sim',
        revisao: 'Sim',
      }
    : {
        proprio: 'sim',
        capacidade: 'nenhuma',
        anteriores: 'nao',
        bens_particulares: 'nao',
        avos: 'nao',
        legados: 'nao',
        substitutos: 'nao',
        clausulas: 'nao',
        testamenteiro_posse: 'nao',
        desejos: 'nao',
        testemunhas_parentes: 'nao',
        local: 'sim',
        revisao: 'sim',
      };
}

/** 11.222.333/0001-81 */
export function formatCnpj(c: string): string {
  return c.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
