import { isValidCnpj, isValidCpf, onlyDigits, UFS } from '@legado/contract';

/** An optional group of fields shown together (a witness's address): all or the main ones. */
export interface FieldGroup {
  key: string;
  label: string;
}

/** One input of a list form. A key with a dot ("endereco.cidade") is sent nested. */
export interface FormFieldSpec {
  key: string;
  label: string;
  /** money: an amount in reais as people type it ("150.000,00"), sent as a number. */
  kind: 'text' | 'date' | 'number' | 'money' | 'checkbox' | 'select';
  required?: boolean;
  /** Required once any field of its group is filled (an address without a street is no address). */
  requiredInGroup?: boolean;
  group?: FieldGroup;
  hint?: string;
  /** For a select: the choices, the first being "not said" (value ''). */
  options?: readonly { value: string; label: string }[];
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
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

/** "150.000,00", "150000", "R$ 1.500,5" → a number of reais; null when it is not an amount. */
export function parseAmount(value: string): number | null {
  const text = value.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^\d[\d.]*(,\d{1,2})?$/.test(text)) return null;
  const [whole = '', cents] = text.split(',');
  // Dots group thousands ("150.000"); a lone dot with 1–2 digits after it is a decimal point.
  const decimalDot = cents === undefined && /^\d+\.\d{1,2}$/.test(whole);
  if (!decimalDot && whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
  const number = Number(decimalDot ? whole : `${whole.replaceAll('.', '')}.${cents ?? '0'}`);
  return Number.isFinite(number) ? number : null;
}

const validAmount = (value: string) =>
  value === '' || parseAmount(value) !== null
    ? null
    : 'Informe um valor em reais, por exemplo 150.000 ou 2.500,50.';

const validCep = (value: string) =>
  value === '' || onlyDigits(value).length === 8 ? null : 'O CEP tem 8 números.';

const notSaid = { value: '', label: 'Não informar' };

/** Kinds of gift (the will's legado tipo). */
export const giftKinds = [
  notSaid,
  { value: 'imovel', label: 'Imóvel' },
  { value: 'veiculo', label: 'Veículo' },
  { value: 'quantia', label: 'Quantia em dinheiro' },
  { value: 'objeto', label: 'Objeto' },
  { value: 'animal', label: 'Animal' },
  { value: 'outro', label: 'Outro' },
] as const;

const addressGroup: FieldGroup = { key: 'endereco', label: 'Endereço (opcional)' };

/** A witness's address: optional, but once begun it needs street, number, city and state. */
const addressFields: FormFieldSpec[] = [
  {
    key: 'endereco.logradouro',
    label: 'Rua, avenida…',
    kind: 'text',
    group: addressGroup,
    requiredInGroup: true,
    autoComplete: 'off',
  },
  {
    key: 'endereco.numero',
    label: 'Número',
    kind: 'text',
    group: addressGroup,
    requiredInGroup: true,
    autoComplete: 'off',
  },
  {
    key: 'endereco.complemento',
    label: 'Complemento (opcional)',
    kind: 'text',
    group: addressGroup,
    autoComplete: 'off',
  },
  {
    key: 'endereco.bairro',
    label: 'Bairro (opcional)',
    kind: 'text',
    group: addressGroup,
    autoComplete: 'off',
  },
  {
    key: 'endereco.cidade',
    label: 'Cidade',
    kind: 'text',
    group: addressGroup,
    requiredInGroup: true,
    autoComplete: 'off',
  },
  {
    key: 'endereco.uf',
    label: 'Estado (UF)',
    kind: 'select',
    group: addressGroup,
    requiredInGroup: true,
    options: [{ value: '', label: 'Escolha' }, ...UFS.map((uf) => ({ value: uf, label: uf }))],
  },
  {
    key: 'endereco.cep',
    label: 'CEP (opcional)',
    kind: 'text',
    group: addressGroup,
    inputMode: 'numeric',
    hint: '00000-000',
    autoComplete: 'off',
    validate: validCep,
  },
];

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
      { key: 'tipo', label: 'Tipo de bem (opcional)', kind: 'select', options: giftKinds },
      {
        key: 'valor',
        label: 'Valor aproximado em R$ (opcional)',
        kind: 'money',
        hint: 'ex.: 150.000',
        validate: validAmount,
      },
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
      ...addressFields,
    ],
  },
};

const text = (raw: string | boolean | undefined) => (typeof raw === 'string' ? raw.trim() : '');

/** Whether any field of this group is filled in this entry. */
export function groupFilled(
  spec: { fields: FormFieldSpec[] },
  groupKey: string,
  item: Record<string, string | boolean>,
): boolean {
  return spec.fields.some((f) => f.group?.key === groupKey && text(item[f.key]) !== '');
}

/** The inline error of one field of an entry, or null. */
export function fieldError(
  spec: { fields: FormFieldSpec[] },
  field: FormFieldSpec,
  item: Record<string, string | boolean>,
): string | null {
  if (field.kind === 'checkbox') return null;
  const value = text(item[field.key]);
  const required =
    field.required ||
    (field.requiredInGroup === true &&
      field.group !== undefined &&
      groupFilled(spec, field.group.key, item));
  if (required && value === '')
    return field.group
      ? `Preencha também este campo do ${field.group.label.replace(/ \(opcional\)$/, '').toLowerCase()}.`
      : 'Campo obrigatório.';
  return field.validate ? field.validate(value) : null;
}
