/** Only the digits of a text (CPF, CNPJ, CEP typed with or without punctuation). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function cpfDigit(digits: number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
  const digit = ((sum * 10) % 11) % 10;
  return digit;
}

/** True when the CPF has 11 digits, valid check digits and not all digits equal. */
export function isValidCpf(value: string): boolean {
  const raw = onlyDigits(value);
  if (raw.length !== 11 || /^(\d)\1{10}$/.test(raw)) return false;
  const digits = [...raw].map(Number);
  return cpfDigit(digits, 9) === digits[9] && cpfDigit(digits, 10) === digits[10];
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjDigit(digits: number[], weights: number[]): number {
  const r = weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11;
  return r < 2 ? 0 : 11 - r;
}

/** True when the CNPJ has 14 digits, valid check digits and not all digits equal. */
export function isValidCnpj(value: string): boolean {
  const raw = onlyDigits(value);
  if (raw.length !== 14 || /^(\d)\1{13}$/.test(raw)) return false;
  const digits = [...raw].map(Number);
  return (
    cnpjDigit(digits, CNPJ_WEIGHTS_1) === digits[12] &&
    cnpjDigit(digits, CNPJ_WEIGHTS_2) === digits[13]
  );
}

/** A CPF as 000.000.000-00 (expects 11 digits). */
export function formatCpf(value: string): string {
  return onlyDigits(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CNPJ as 00.000.000/0000-00 (expects 14 digits). */
export function formatCnpj(value: string): string {
  return onlyDigits(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** A CEP as 00000-000 (expects 8 digits). */
export function formatCep(value: string): string {
  return onlyDigits(value).replace(/^(\d{5})(\d{3})$/, '$1-$2');
}
