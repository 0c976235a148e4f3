import type { TestemunhaFormItemSchema } from '@legado/contract';
import type { z } from 'zod';
import {
  addPessoa,
  findPessoa,
  findPessoaByName,
  toContent,
  type InterviewState,
} from '../interview-state.ts';
import { beneficiaryIds, evaluateRules } from '../legal-rules.ts';
import { M } from '../messages.ts';
import { parseCpf, stripDocuments } from '../parsers/cpf.ts';
import { parseDate, stripDate } from '../parsers/dates.ts';
import { municipalitiesNamed } from '../parsers/municipalities.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';
import { readWitnessLines, splitWitnessAddress } from '../parsers/witness-lines.ts';
import { readPersonAddress, type PersonAddress, writtenAddress } from './address-answer.ts';
import { parseWitnessLinks, type WitnessLink } from '../parsers/witness-links.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { joinPt } from '../people.ts';
import { fail, ok, parsed, type Outcome, type Parsed, type TurnContext } from './question.ts';

/** A witness as read from an answer. */
export interface WitnessEntry {
  nome: string;
  cpf: string;
  data: string;
  /** Optional: the signing instructions ask each witness to write it under the signature. */
  endereco?: PersonAddress;
  /** The address was typed without a city: the testator's was taken (said in the reply). */
  cidadeSuposta?: true;
  /** The address typed without a city, left out (no city could be taken): said in the reply. */
  semCidade?: string;
}

/** The person of a witness's line (name, CPF, birth date); a string is the reason to re-ask. */
function parseWitnessPerson(person: string, quoted: string, today: string): WitnessEntry | string {
  const [read] = readWitnessLines(person, today, { amidTalk: true });
  if (read?.cpf && read.cpfValido && read.dataNascimento)
    return { nome: read.nome, cpf: read.cpf, data: read.dataNascimento };
  const cpf = parseCpf(person);
  if (!cpf.ok)
    return cpf.reason === 'digito' ? M.testemunhas.cpf(quoted) : M.testemunhas.line(quoted);
  const data = parseDate(stripDocuments(person));
  const nome = parsePersonName(stripDate(stripDocuments(person)).replace(/[,;]+/g, ' ').trim(), {
    full: true,
  });
  if (!data || !nome) return M.testemunhas.line(quoted);
  return { nome, cpf: cpf.digits, data };
}

/**
 * One witness typed on one line, as people type it ("antonio castro cpf 741.296.385-64 nasc
 * 15/1/90", "Nome, CPF, nascimento"), the address optionally after them ("…, Rua da Bahia, 100,
 * Centro, Belo Horizonte/MG", CEP optional); a string is the reason to re-ask. An address without
 * a city ("Rua Siqueira Campos 143, Copacabana") takes the testator's city (`home`) unless it
 * names a city; else the witness is kept without it. The address is optional: it never blocks.
 */
export function parseWitnessLine(
  line: string,
  today: string,
  home?: { cidade: string; uf: string },
): WitnessEntry | string {
  const { person, address } = splitWitnessAddress(line);
  const entry = parseWitnessPerson(person, line.trim(), today);
  if (typeof entry === 'string' || !address) return entry;
  const endereco = readPersonAddress(address);
  if (typeof endereco !== 'string') return { ...entry, endereco };
  if (endereco !== CITY_MISSING) return M.testemunhas.endereco(entry.nome, endereco);
  const atHome = home && !namesAnotherCity(address, home.cidade) ? home : undefined;
  const withCity = atHome && readPersonAddress(`${address}, ${atHome.cidade}/${atHome.uf}`);
  if (withCity && typeof withCity !== 'string')
    return { ...entry, endereco: withCity, cidadeSuposta: true };
  return { ...entry, semCidade: address };
}

/** What `readPersonAddress` says when only the city is missing. */
const CITY_MISSING = 'cidade e UF';

/**
 * Whether a cityless address names some other municipality among its parts ("…, Bonito" is a
 * city in four states): the testator's city is then not taken for granted.
 */
function namesAnotherCity(address: string, cidade: string): boolean {
  const home = normalize(cidade);
  return address
    .split(/[,;]|\s+-\s+/)
    .slice(1)
    .map((p) => normalize(p.replace(/^\s*bairro\s+/i, '')))
    .some((p) => p !== home && municipalitiesNamed(p).length > 0);
}

/** One witness from the form: each field read on its own. */
export function witnessFromForm(
  item: z.infer<typeof TestemunhaFormItemSchema>,
): WitnessEntry | string {
  const quoted = item.nome.trim();
  const cpf = parseCpf(item.cpf);
  if (!cpf.ok)
    return cpf.reason === 'digito' ? M.testemunhas.cpf(quoted) : M.testemunhas.line(quoted);
  const data = parseDate(item.dataNascimento);
  const nome = parsePersonName(quoted, { full: true });
  if (!data || !nome) return M.testemunhas.line(quoted);
  return {
    nome,
    cpf: cpf.digits,
    data,
    ...(item.endereco ? { endereco: writtenAddress(item.endereco) } : {}),
  };
}

/** Two witnesses at the notary (CC 1.864), three for a particular will (CC 1.876). */
export function requiredWitnesses(s: InterviewState): number {
  return s.draft.forma === 'publico' ? 2 : 3;
}

/** The witnesses read, or the first one that could not be read. */
export function allWitnessesRead(entries: (WitnessEntry | string)[]): Parsed<WitnessEntry[]> {
  const bad = entries.find((e): e is string => typeof e === 'string');
  return bad ? fail(bad) : parsed(entries as WitnessEntry[]);
}

/** Registers the witnesses and checks who may witness (CC 1.801–1.802). */
export function applyWitnesses(s: InterviewState, list: WitnessEntry[], ctx: TurnContext): Outcome {
  const n = requiredWitnesses(s);
  if (list.length < n || list.length > 5) return fail(M.testemunhas.count(n, list.length));
  const ids: string[] = [];
  for (const w of list) {
    const byCpf = s.draft.pessoas.find((p) => p.cpf === w.cpf);
    const byName = findPessoaByName(s.draft, w.nome);
    const known = byCpf ?? (byName?.nome === w.nome ? byName : undefined);
    if (known) {
      if (!known.cpf) known.cpf = w.cpf;
      if (!known.dataNascimento) known.dataNascimento = w.data;
      if (w.endereco) known.endereco = w.endereco;
      ids.push(known.id);
    } else {
      ids.push(
        addPessoa(s, {
          tipo: 'fisica',
          nome: w.nome,
          cpf: w.cpf,
          dataNascimento: w.data,
          relacao: 'testemunha',
          ...(w.endereco ? { endereco: w.endereco } : {}),
        }),
      );
    }
  }
  const changed = ids.join() !== s.draft.testemunhaIds.join();
  s.draft.testemunhaIds = ids;
  // New witnesses: their relatives are asked again (a dependent question), from a clean slate.
  if (changed) for (const p of s.draft.pessoas) delete p.vinculos;
  const results = evaluateRules(toContent(s, ctx.today), {
    today: ctx.today,
    only: [
      'TESTEM_QTD',
      'TESTEM_BENEF',
      'TESTEM_TESTADOR',
      'TESTEM_IDADE',
      'TESTEM_INTERPOSTA',
      'CPF_DV',
    ],
  });
  const erro = results.find((r) => r.severidade === 'erro');
  if (erro) return fail(erro.mensagem);
  return ok(s, ...addressNotes(s, list), ...results.map((r) => `⚠️ ${r.mensagem}`));
}

/** What was done with addresses typed without a city: the testator's taken, or left out. */
function addressNotes(s: InterviewState, list: readonly WitnessEntry[]): string[] {
  const home = s.draft.testador.endereco;
  const supposed = list.filter((w) => w.cidadeSuposta).map((w) => w.nome);
  const left = list.filter((w) => w.semCidade).map((w) => w.nome);
  return [
    ...(supposed.length > 0 && home
      ? [
          M.testemunhas.cidadeSuposta(
            joinPt(supposed),
            supposed.length,
            `${home.cidade}/${home.uf}`,
          ),
        ]
      : []),
    ...(left.length > 0 ? [M.testemunhas.semCidade(joinPt(left), left.length)] : []),
  ];
}

/** "Roberto Lima (Rua da Bahia, 100, Centro, Belo Horizonte/MG)", or the name alone. */
export function witnessWithAddress(s: InterviewState, id: string): string {
  const w = findPessoa(s.draft, id);
  const e = w?.endereco;
  if (!e) return w?.nome ?? '';
  const parts = [e.logradouro, e.numero, e.complemento, e.bairro, `${e.cidade}/${e.uf}`];
  return `${w?.nome ?? ''} (${parts.filter(Boolean).join(', ')})`;
}

/** The people (not institutions) who receive something, and who are not witnesses themselves. */
export function witnessRelevantBeneficiaries(s: InterviewState) {
  const ids = beneficiaryIds(s.draft);
  return s.draft.pessoas.filter(
    (p) => ids.has(p.id) && p.tipo === 'fisica' && !s.draft.testemunhaIds.includes(p.id),
  );
}

/** The witnesses' relations to beneficiaries in words. */
export function witnessLinksText(s: InterviewState): string | undefined {
  // Never asked (or asked again after a change): nothing to keep with "manter".
  if (!s.answered.includes('testemunhas_parentes')) return undefined;
  const lines = s.draft.testemunhaIds.flatMap((id) => {
    const witness = findPessoa(s.draft, id);
    return (witness?.vinculos ?? []).map((v) =>
      M.testemunhasParentes.link(
        witness?.nome ?? '',
        M.testemunhasParentes.tipos[v.tipo],
        findPessoa(s.draft, v.pessoaId)?.nome ?? '',
      ),
    );
  });
  return lines.length > 0 ? lines.join('; ') : M.testemunhasParentes.none;
}

function witnessesOf(s: InterviewState) {
  return s.draft.testemunhaIds
    .map((id) => findPessoa(s.draft, id))
    .filter((p): p is NonNullable<typeof p> => p !== undefined);
}

/** Which witness is spouse or close relative of which beneficiary; "não" is an empty list. */
export function parseWitnessLinkAnswer(s: InterviewState, text: string): Parsed<WitnessLink[]> {
  // Relations first: "não, mas o Marcos é marido da Marina" states one.
  const read = parseWitnessLinks(text, witnessesOf(s), witnessRelevantBeneficiaries(s));
  if ('links' in read) return parsed(read.links);
  const answer = parseYesNo(text);
  if (answer === false) return parsed([]);
  return fail(
    answer === true ? M.testemunhasParentes.which : M.testemunhasParentes.unclear(read.unclear),
  );
}

/** Records the witnesses' relations to beneficiaries (CC 1.802), replacing those known. */
export function applyWitnessLinks(
  s: InterviewState,
  links: WitnessLink[],
  ctx: TurnContext,
): Outcome {
  for (const witness of witnessesOf(s)) {
    const own = links
      .filter((link) => link.witnessId === witness.id)
      .map(({ tipo, pessoaId }) => ({ tipo, pessoaId }));
    if (own.length > 0) witness.vinculos = own;
    else delete witness.vinculos;
  }
  if (links.length === 0) return ok(s, M.testemunhasParentes.noted);
  const alerts = evaluateRules(toContent(s, ctx.today), {
    today: ctx.today,
    only: ['TESTEM_INTERPOSTA'],
  });
  return ok(
    s,
    ...alerts.map((r) => `${r.severidade === 'erro' ? '❌' : '⚠️'} ${r.mensagem}`),
    M.testemunhasParentes.change,
  );
}
