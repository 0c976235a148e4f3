import { normalize } from './text.ts';

/**
 * Data pasted as "Label: value" lines, as people copy it from a form or a message to the family:
 * "Nome: Elisabete Maria Kowalski", "CPF: 519.630.742-70", "Data nasc.: 04/02/1963", "End.: R.
 * Mateus Leme, 1200, ap 52, …". Each value is read by the question its label names; labels the
 * will has no place for (RG, telefone, e-mail) are left out.
 */

/** The question each label answers ('' for a label that is read and left out). */
const LABELS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:nome|nome completo|nome do testador|nome da testadora)$/, 'nome'],
  [/^(?:cpf|n do cpf|numero do cpf)$/, 'cpf'],
  [
    /^(?:data (?:de )?nasc(?:imento)?|dt (?:de )?nasc(?:imento)?|nascimento|nasc|nascid[oa] em|dn|d n)$/,
    'nascimento',
  ],
  [
    /^(?:naturalidade|natural de|local de nascimento|cidade natal|cidade de nascimento|onde nasceu)$/,
    'naturalidade',
  ],
  [/^nacionalidade$/, 'nacionalidade'],
  [/^(?:profissao|ocupacao|profissao atual)$/, 'profissao'],
  [
    /^(?:end|endereco|endereco residencial|endereco completo|residencia|logradouro|rua)$/,
    'endereco',
  ],
  [/^(?:estado civil|est civil|situacao civil)$/, 'estado_civil'],
  [/^(?:n|no|num|numero)$/, 'numero'],
  [/^(?:compl|complemento)$/, 'complemento'],
  [/^bairro$/, 'bairro'],
  [/^(?:cidade|cidade uf|cidade estado|municipio)$/, 'cidade'],
  [/^(?:uf|estado)$/, 'uf'],
  [/^cep$/, 'cep'],
  [
    /^(?:rg|identidade|carteira de identidade|ci|orgao emissor|org emissor|emissor|telefone|tel|fone|celular|cel|whatsapp|zap|e mail|email|sexo|filiacao|pai|mae)$/,
    '',
  ],
];

/** What a message of "Label: value" lines said, by question, and what else it said. */
export interface LabeledData {
  values: Record<string, string>;
  /** The lines that are not "Label: value" ("Boa tarde. Seguem meus dados:"). */
  rest: string;
}

const LINE = /^\s*(?:[-*•]\s*)?([\p{L}][\p{L} ./º°]{0,32}?)\s*[:=]\s*(.*?)\s*$/u;

function labelKey(label: string): string | undefined {
  const n = normalize(label)
    .replace(/[./º°]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LABELS.find(([re]) => re.test(n))?.[1];
}

/**
 * The "Label: value" lines of a message, when it has at least two of them; undefined otherwise.
 * An address given in parts (Endereço, Número, Bairro, Cidade, CEP) is joined in one value.
 */
export function readLabeledLines(message: string): LabeledData | undefined {
  const values: Record<string, string> = {};
  const rest: string[] = [];
  let labeled = 0;
  for (const line of message.split(/\r?\n/)) {
    const m = LINE.exec(line);
    const key = m?.[1] ? labelKey(m[1]) : undefined;
    if (key === undefined || !m) {
      if (line.trim()) rest.push(line.trim());
      continue;
    }
    labeled += 1;
    const value = (m[2] ?? '').trim();
    if (key && value && values[key] === undefined) values[key] = value;
  }
  if (labeled < 2) return undefined;
  const parts = ['numero', 'complemento', 'bairro', 'cidade', 'uf', 'cep'];
  if (values.endereco && parts.some((p) => values[p])) {
    const cidade = [values.cidade, values.uf].filter(Boolean).join('/');
    values.endereco = [
      values.endereco,
      values.numero,
      values.complemento,
      values.bairro,
      cidade,
      values.cep && `CEP ${values.cep}`,
    ]
      .filter(Boolean)
      .join(', ');
  }
  for (const p of parts) delete values[p];
  return { values, rest: rest.join('\n') };
}

/** People pasted in blocks: one line per person, and the lines that are about something else. */
export interface PersonBlocks {
  /** "Nome, CPF, nascimento, endereço" of each person, in the order pasted. */
  lines: string[];
  /** The lines whose label the blocks do not read ("Data do casamento: …", "Filha: …"). */
  rest: string;
}

const BLOCK_HEADER = /^\s*(?:\d+[ªºa.)-]?\s*)?(?:testemunha|filh[oa]|pessoa)\b[^:]*:?\s*$/iu;

/**
 * People pasted in blocks ("Testemunha 1:", "Nome completo: …", "CPF: …", "Data de nascimento: …",
 * "Profissão: …"), as people copy them at any question about a person: one line per person, as
 * the people questions read them ("Nome, CPF, nascimento, endereço"). A label the will keeps
 * nowhere for them (profissão, RG, telefone) is left out; a label no block reads ("Data do
 * casamento", "Regime de bens", "Filha") is returned in `rest`, for the readers of the message.
 * Undefined when the message has no such block (fewer than two labeled lines, or a block
 * without a name).
 */
export function personBlocks(message: string): PersonBlocks | undefined {
  const blocks: Record<string, string>[] = [];
  const rest: string[] = [];
  let current: Record<string, string> | undefined;
  let labeled = 0;
  for (const line of message.split(/\r?\n/)) {
    if (BLOCK_HEADER.test(line)) {
      current = undefined;
      continue;
    }
    const m = LINE.exec(line);
    const key = m?.[1] ? labelKey(m[1]) : undefined;
    if (!m || key === undefined) {
      if (line.trim()) rest.push(line.trim());
      continue;
    }
    labeled += 1;
    const value = (m[2] ?? '').trim();
    if (!key || !value) continue;
    // A second "Nome:" starts the next person even without a "Testemunha 2:" line.
    if (!current || (key === 'nome' && current.nome !== undefined)) {
      current = {};
      blocks.push(current);
    }
    current[key] ??= value;
  }
  if (labeled < 2 || blocks.length === 0 || !blocks.every((b) => b.nome)) return undefined;
  const lines = blocks.map((b) => {
    const cidade = [b.cidade, b.uf].filter(Boolean).join('/');
    const endereco = [b.endereco, b.numero, b.complemento, b.bairro, cidade, b.cep]
      .filter(Boolean)
      .join(', ');
    return [b.nome, b.cpf, b.nascimento, endereco].filter(Boolean).join(', ');
  });
  return { lines, rest: rest.join('\n') };
}

/**
 * Witnesses pasted in blocks: one line per witness, as the witnesses' question reads them (see
 * personBlocks). Text without such blocks is returned as it is.
 */
export function witnessBlocksAsLines(message: string): string {
  return personBlocks(message)?.lines.join('\n') ?? message;
}
