import { isValidCnpj, isValidCpf, onlyDigits } from '@legado/contract';

/** One input of a list form. */
export interface FormFieldSpec {
  key: string;
  label: string;
  kind: 'text' | 'date' | 'number' | 'checkbox';
  required?: boolean;
  hint?: string;
  validate?: (value: string) => string | null;
}

/** A list form the assistant can open by name. */
export interface ListFormSpec {
  title: string;
  description: string;
  itemLabel: string;
  fields: FormFieldSpec[];
  maxItems: number;
}

const validDate = (value: string) =>
  value === '' || /^\d{2}\/\d{2}\/\d{4}$/.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? null
    : 'Use o formato DD/MM/AAAA, por exemplo 05/03/1960.';

const validCpf = (value: string) =>
  value === '' || isValidCpf(value) ? null : 'Este CPF não é válido. Confira os números.';

const validDocument = (value: string) => {
  if (value === '') return null;
  const digits = onlyDigits(value);
  if (digits.length === 11)
    return isValidCpf(digits) ? null : 'Este CPF não é válido. Confira os números.';
  if (digits.length === 14)
    return isValidCnpj(digits) ? null : 'Este CNPJ não é válido. Confira os números.';
  return 'Informe um CPF (11 números) ou um CNPJ (14 números).';
};

const validPercent = (value: string) => {
  const number = Number(value.replace(',', '.').replace('%', ''));
  return Number.isFinite(number) && number > 0 && number <= 100
    ? null
    : 'Informe um percentual entre 1 e 100.';
};

/** The forms of spec §2 "form modal by name": children, beneficiaries, gifts and witnesses. */
export const listForms: Record<string, ListFormSpec> = {
  filhos: {
    title: 'Seus filhos',
    description:
      'Inclua todos os filhos, também os que já faleceram (os netos podem herdar no lugar deles).',
    itemLabel: 'Filho ou filha',
    maxItems: 30,
    fields: [
      { key: 'nome', label: 'Nome completo', kind: 'text', required: true },
      {
        key: 'dataNascimento',
        label: 'Data de nascimento',
        kind: 'date',
        hint: 'DD/MM/AAAA',
        validate: validDate,
      },
      { key: 'cpf', label: 'CPF (opcional)', kind: 'text', validate: validCpf },
      { key: 'falecido', label: 'Já faleceu', kind: 'checkbox' },
    ],
  },
  beneficiarios: {
    title: 'Quem recebe parte da herança',
    description:
      'Para cada pessoa ou instituição, informe o percentual. A soma não pode passar de 100%.',
    itemLabel: 'Beneficiário',
    maxItems: 30,
    fields: [
      { key: 'nome', label: 'Nome completo ou razão social', kind: 'text', required: true },
      {
        key: 'percentual',
        label: 'Percentual (%)',
        kind: 'number',
        required: true,
        validate: validPercent,
      },
      { key: 'documento', label: 'CPF ou CNPJ (opcional)', kind: 'text', validate: validDocument },
    ],
  },
  legados: {
    title: 'Bens ou valores específicos',
    description:
      'Descreva o bem (por exemplo, “o carro Fiat Uno placa ABC1D23”) e quem vai recebê-lo.',
    itemLabel: 'Legado',
    maxItems: 30,
    fields: [
      { key: 'descricao', label: 'Bem ou valor', kind: 'text', required: true },
      { key: 'beneficiario', label: 'Quem recebe', kind: 'text', required: true },
    ],
  },
  testemunhas: {
    title: 'Testemunhas',
    description: 'Adultos que não sejam seus parentes nem recebam nada no testamento.',
    itemLabel: 'Testemunha',
    maxItems: 5,
    fields: [
      { key: 'nome', label: 'Nome completo', kind: 'text', required: true },
      { key: 'cpf', label: 'CPF', kind: 'text', required: true, validate: validCpf },
      {
        key: 'dataNascimento',
        label: 'Data de nascimento',
        kind: 'date',
        required: true,
        hint: 'DD/MM/AAAA',
        validate: validDate,
      },
    ],
  },
};

/** The inline error of one field, or null. */
export function fieldError(field: FormFieldSpec, raw: string | boolean | undefined): string | null {
  if (field.kind === 'checkbox') return null;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (field.required && value === '') return 'Campo obrigatório.';
  return field.validate ? field.validate(value) : null;
}
