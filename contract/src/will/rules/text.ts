import { isValidCnpj, isValidCpf } from '../documents.ts';
import { beneficiaryIds } from './beneficiaries.ts';
import { result, type Rule } from './context.ts';
import { ruleMessages as M } from './messages.ts';

/** ORGAOS: an organ-donation wish: point to the AEDO on e-Notariado and the family (art. 14, Lei 9.434). */
export const checkOrgaos: Rule = (c) =>
  c.naoPatrimoniais.doacaoOrgaos
    ? [result('ORGAOS', 'info', 'art. 14; Lei 9.434/1997; Provimento CNJ 164/2024', M.ORGAOS())]
    : [];

/** CPF_DV: every CPF has valid check digits. */
export const checkCpfDv: Rule = (c) => [
  ...(isValidCpf(c.testador.cpf) ? [] : [result('CPF_DV', 'erro', '—', M.CPF_DV(c.testador.nome))]),
  ...c.pessoas.flatMap((p) =>
    p.cpf && !isValidCpf(p.cpf) ? [result('CPF_DV', 'erro', '—', M.CPF_DV(p.nome))] : [],
  ),
];

/** CNPJ_DV, digits only: every CNPJ given has valid check digits. */
export const checkCnpjDigits: Rule = (c) =>
  c.pessoas.flatMap((p) =>
    p.cnpj && !isValidCnpj(p.cnpj) ? [result('CNPJ_DV', 'erro', '—', M.CNPJ_DV(p.nome))] : [],
  );

/** CNPJ_DV: every CNPJ has valid check digits, and every institution that benefits has one. */
export const checkCnpjDv: Rule = (c, ctx) => {
  const beneficiaries = beneficiaryIds(c.disposicoes);
  return [
    ...checkCnpjDigits(c, ctx),
    ...c.pessoas.flatMap((p) =>
      p.tipo === 'juridica' && !p.cnpj && beneficiaries.has(p.id)
        ? [result('CNPJ_DV', 'erro', '—', M.CNPJ_FALTA(p.nome))]
        : [],
    ),
  ];
};

const PLACEHOLDER =
  /^\s*$|\bundefined\b|\bnull\b|\bNaN\b|_{3,}|\[[^\]]*\]|\{\{|\bx{3,}\b|\.{4,}|\?/i;

function findBlank(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? path : undefined;
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findBlank(item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findBlank(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** SEM_LACUNAS: no blanks, placeholders or questions in what becomes the text (1.876 §2). */
export const checkSemLacunas: Rule = (c) => {
  const { validacoes: _ignored, ...rest } = c;
  const campo = findBlank(rest, '');
  return campo ? [result('SEM_LACUNAS', 'erro', '1.876, §2º', M.SEM_LACUNAS(campo))] : [];
};

const SECRET = [
  /\b(?:senha|password|passwd|pin|c[oó]digo de acesso)\b\s*(?:[:=é]|e\s)/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\b(?:seed|frase[- ]semente|chave privada|private key)\b/i,
  /(?<![\w@.])(?=[^\s@]*\d)(?=[^\s@]*[a-zA-Z])(?=[^\s@]*[!#$%&*+=?^~])[^\s@]{8,}(?![\w@])/,
];

/** True when a free text looks like it carries a password or private key. */
export function looksLikeSecret(text: string): boolean {
  return SECRET.some((re) => re.test(text));
}

/** SENHAS: free text that looks like a password or private key. */
export const checkSenhas: Rule = (c) => {
  const np = c.naoPatrimoniais;
  const texts: [string, string | undefined][] = [
    ['funeral', np.funeral],
    ['doação de órgãos', np.doacaoOrgaos],
    ['animais', np.animais],
    ['ativos digitais', np.ativosDigitais],
    ...np.mensagens.map((m): [string, string] => ['mensagens', m]),
    ...c.disposicoes.legados.flatMap((l): [string, string | undefined][] => [
      ['legados', l.descricao],
      ['legados', l.encargo],
    ]),
  ];
  return texts
    .filter(([, text]) => text !== undefined && looksLikeSecret(text))
    .map(([campo]) => result('SENHAS', 'alerta', 'privacidade', M.SENHAS(campo)));
};
