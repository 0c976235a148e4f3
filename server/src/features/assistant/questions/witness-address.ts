/**
 * The witnesses' addresses (LEGAL-BR §6: the will names each witness with their address; the CEP
 * may be unknown). One question for all of them, one address per line, in the witnesses' order.
 */
import type { Endereco } from '@legado/contract';
import { findPessoa, type InterviewState } from '../interview-state.ts';
import { joinNames } from '../people.ts';
import { parseAddress } from '../parsers/places.ts';
import { splitLines } from '../parsers/text.ts';
import { fail, ok, type Question } from './question.ts';

const witnesses = (s: InterviewState) =>
  s.draft.testemunhaIds
    .map((id) => findPessoa(s.draft, id))
    .filter((p): p is NonNullable<typeof p> => p !== undefined);

/** An address whose CEP may be missing ("Rua A, 10, Centro, Salvador/BA"). */
function parseWitnessAddress(line: string): (Omit<Endereco, 'cep'> & { cep?: string }) | string {
  const r = parseAddress(line);
  if (r.ok) return r.endereco;
  if (r.faltando.length === 1 && r.faltando[0] === 'CEP') {
    // Read it with a placeholder CEP, then drop it: the CEP of a witness is optional.
    const withCep = parseAddress(`${line}, 00000-000`);
    if (withCep.ok) {
      const { cep: _placeholder, ...rest } = withCep.endereco;
      return rest;
    }
  }
  return r.faltando.filter((f) => f !== 'CEP').join(', ') || 'rua';
}

export const witnessAddressQuestion: Question = {
  key: 'testemunhas_endereco',
  section: 'formalidades',
  dependsOn: ['testemunhas'],
  optional: true,
  appliesWhen: (s) => s.draft.testemunhaIds.length > 0,
  ask: (s) =>
    `O testamento traz o endereço de cada testemunha. Diga o de ${joinNames(s, s.draft.testemunhaIds)}, um por linha, nessa ordem: rua, número, bairro e cidade/UF (o CEP, se souber). Se não tiver agora, responda "pular" e preencha à mão no documento.`,
  example: '"Rua da Bahia, 100, Centro, Belo Horizonte/MG"',
  clear: (s) => {
    for (const w of witnesses(s)) delete w.endereco;
  },
  describe: (s) => {
    const known = witnesses(s).filter((w) => w.endereco);
    return known.length
      ? known.map((w) => `${w.nome}: ${w.endereco?.logradouro}, ${w.endereco?.numero}`).join('; ')
      : undefined;
  },
  accept: (s, text) => {
    const list = witnesses(s);
    const lines = splitLines(text)
      .map((l) => l.replace(/^[^,:\d]{2,60}:\s*/, '').trim())
      .filter(Boolean);
    if (lines.length !== list.length)
      return fail(
        `Preciso de ${list.length} endereços, um por linha, na ordem: ${joinNames(s, s.draft.testemunhaIds)}.`,
      );
    const parsed = lines.map(parseWitnessAddress);
    const bad = parsed.findIndex((p) => typeof p === 'string');
    const missing = parsed[bad];
    if (typeof missing === 'string')
      return fail(
        `No endereço de ${list[bad]?.nome ?? ''} faltou: ${missing}. Exemplo: "Rua da Bahia, 100, Centro, Belo Horizonte/MG".`,
      );
    list.forEach((w, i) => {
      const e = parsed[i];
      if (e && typeof e !== 'string') w.endereco = e;
    });
    return ok(s);
  },
};
