import {
  formatCnpj,
  formatCpf,
  formatCep,
  TestamentContentSchema,
  type Pessoa,
  type TestamentContent,
} from '@legado/contract';
import type { ListFormItem } from './list-form-modal';

/** "1975-06-15" → "15/06/1975"; anything else (a year alone) stays as it is. */
const brDate = (iso: string | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
};

/** 150000 → "150.000"; 1234.5 → "1.234,50": how people type an amount in reais. */
export function formatAmount(value: number): string {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

function documentOf(pessoa: Pessoa | undefined): string {
  if (pessoa?.cpf) return formatCpf(pessoa.cpf);
  if (pessoa?.cnpj) return formatCnpj(pessoa.cnpj);
  return '';
}

/** Each list form's entries as the will holds them, in the shape the form's inputs take. */
const prefills: Record<string, (content: TestamentContent) => ListFormItem[]> = {
  filhos: (content) => {
    const byId = new Map(content.pessoas.map((p) => [p.id, p]));
    return content.familia.descendentes
      .filter((d) => d.grau === 'filho')
      .map((d) => {
        const pessoa = byId.get(d.pessoaId);
        return {
          nome: pessoa?.nome ?? '',
          dataNascimento: brDate(pessoa?.dataNascimento),
          cpf: pessoa?.cpf ? formatCpf(pessoa.cpf) : '',
          falecido: !d.vivo,
        };
      });
  },
  beneficiarios: (content) => {
    const byId = new Map(content.pessoas.map((p) => [p.id, p]));
    return content.disposicoes.heranca.map((h) => {
      const pessoa = byId.get(h.beneficiarioId);
      return {
        nome: pessoa?.nome ?? '',
        percentual: String(h.percentual).replace('.', ','),
        documento: documentOf(pessoa),
      };
    });
  },
  legados: (content) => {
    const byId = new Map(content.pessoas.map((p) => [p.id, p]));
    return content.disposicoes.legados.map((l) => ({
      descricao: l.descricao,
      beneficiario: byId.get(l.beneficiarioId)?.nome ?? '',
      tipo: l.tipo ?? '',
      valor: l.valor === undefined ? '' : formatAmount(l.valor),
    }));
  },
  testemunhas: (content) => {
    const byId = new Map(content.pessoas.map((p) => [p.id, p]));
    return content.formalidades.testemunhaIds.map((id) => {
      const pessoa = byId.get(id);
      const endereco = pessoa?.endereco;
      return {
        nome: pessoa?.nome ?? '',
        cpf: pessoa?.cpf ? formatCpf(pessoa.cpf) : '',
        dataNascimento: brDate(pessoa?.dataNascimento),
        'endereco.logradouro': endereco?.logradouro ?? '',
        'endereco.numero': endereco?.numero ?? '',
        'endereco.complemento': endereco?.complemento ?? '',
        'endereco.bairro': endereco?.bairro ?? '',
        'endereco.cidade': endereco?.cidade ?? '',
        'endereco.uf': endereco?.uf ?? '',
        'endereco.cep': endereco?.cep ? formatCep(endereco.cep) : '',
      };
    });
  },
};

/**
 * What a form opens with when the will already says it (a change at the review): the entries
 * from the will's content. Undefined when there is no document or it holds none for this form.
 */
export function formItemsFromContent(
  name: string,
  document: Record<string, unknown> | null,
): ListFormItem[] | undefined {
  const prefill = prefills[name];
  if (!prefill || !document) return undefined;
  const parsed = TestamentContentSchema.safeParse(document);
  if (!parsed.success) return undefined;
  const items = prefill(parsed.data);
  return items.length > 0 ? items : undefined;
}
