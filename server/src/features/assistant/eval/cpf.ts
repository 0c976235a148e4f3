/** Valid CPFs for the stories: the two check digits computed from nine base digits. */
export function cpfFrom(base9: string): string {
  const digits = base9.replace(/\D/g, '');
  if (digits.length !== 9) throw new Error(`CPF base must have 9 digits: ${base9}`);
  const check = (ds: string) => {
    const weight = ds.length + 1;
    const sum = [...ds].reduce((acc, d, i) => acc + Number(d) * (weight - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = check(digits);
  return digits + first + check(digits + first);
}

/** True when the 11 digits carry valid check digits. */
export function isValidCpf(cpf: string): boolean {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 && !/^(\d)\1{10}$/.test(d) && cpfFrom(d.slice(0, 9)) === d;
}

/** 123.456.789-09 */
export function formatCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** Valid CNPJ from twelve base digits. */
export function cnpjFrom(base12: string): string {
  const digits = base12.replace(/\D/g, '');
  if (digits.length !== 12) throw new Error(`CNPJ base must have 12 digits: ${base12}`);
  const check = (ds: string) => {
    const weights =
      ds.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...ds].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return String(rest < 2 ? 0 : 11 - rest);
  };
  const first = check(digits);
  return digits + first + check(digits + first);
}
