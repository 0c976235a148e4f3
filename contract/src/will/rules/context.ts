import { agreeMarks } from '../../documents/portuguese-gender.ts';
import type { LegacyRuleCode, RuleCode, RuleResult, Severidade } from '../rule-result.ts';
import type { Pessoa, TestamentContent } from '../testament-content.ts';
import type { Named } from './messages.ts';

/** What every rule may need beyond the will itself. */
export interface RuleContext {
  /** The day the rules speak of (the date of the will when finalizing). */
  today: string;
  /** Codes the user explicitly acknowledged (alerts, and LEGITIMA_HERDEIRO); old codes count too. */
  acknowledged?: readonly (RuleCode | LegacyRuleCode)[];
}

/** A rule: a pure function over the will's JSON. */
export type Rule = (content: TestamentContent, context: RuleContext) => RuleResult[];

/** One result. */
export function result(
  code: RuleCode,
  severidade: Severidade,
  artigo: string,
  mensagem: string,
): RuleResult {
  return { code, severidade, artigo, mensagem };
}

/** A person of the registry by id. */
export function pessoa(content: TestamentContent, id: string): Pessoa | undefined {
  return content.pessoas.find((p) => p.id === id);
}

/** A person's name by id (the id itself when missing, which the schema forbids). */
export function nome(content: TestamentContent, id: string): string {
  return pessoa(content, id)?.nome.trim() ?? id;
}

const FEMININE = new Set(
  'filha esposa mãe mae avó irmã irma companheira neta tia sobrinha amiga mulher enteada'.split(
    ' ',
  ),
);
const MASCULINE = new Set(
  'filho marido esposo pai avô irmão irmao companheiro neto tio sobrinho amigo enteado'.split(' '),
);

/** The person's name and pronoun, from their sex, or else the relation when it tells. */
export function named(content: TestamentContent, id: string): Named {
  const p = pessoa(content, id);
  const base = { nome: nome(content, id) };
  if (p?.sexo) return { ...base, ele: p.sexo === 'feminino' ? 'ela' : 'ele' };
  const word = (p?.relacao ?? '').trim().toLocaleLowerCase('pt-BR').split(/\s+/)[0] ?? '';
  if (FEMININE.has(word)) return { ...base, ele: 'ela' };
  if (MASCULINE.has(word)) return { ...base, ele: 'ele' };
  return base;
}

/** Double-gender marks ("filho(a)", "beneficiário(a)") agreed with the person's sex when the will tells it. */
export function agreedFor(content: TestamentContent, id: string, text: string): string {
  const { ele } = named(content, id);
  const sexo = ele === 'ela' ? 'feminino' : ele === 'ele' ? 'masculino' : undefined;
  return agreeMarks(text, sexo) ?? text;
}
