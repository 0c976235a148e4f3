/**
 * What a clause answer says beyond the clauses: "…sobre a disponível, por toda a vida", "…sobre
 * o que couber ao Pedro da parte disponível, até ele completar 25 anos". Read narrowly, so the
 * reach and the duration questions are asked only when the person did not already say them.
 */
import type { Draft } from '../interview-state.ts';

/** "ambas", "a legítima e a disponível", "sobre tudo". */
const BOTH =
  /\b(?:ambas|as duas partes|legitima e (?:a |na |sobre a )?(?:parte )?disponivel|(?:parte )?disponivel e (?:a |na |sobre a )?legitima|sobre tudo)\b/;
/** "a disponível fica livre", "não na legítima": the part left without clauses. */
const FREE = (part: string) =>
  new RegExp(
    `\\b(?:nao|sem)\\b(?: \\w+){0,3} (?:a |na |sobre a )?(?:parte )?${part}\\b|\\b${part}\\b(?: \\w+){0,8} (?:fica|ficara|fique|vai) livre\\b`,
  );
const FREE_LEGITIMA = FREE('legitima');
const FREE_DISPONIVEL = FREE('disponivel');

/** The part the clauses fall on, when the message says it; undefined when it is not clear. */
export function scopeSaid(n: string): Draft['clausulaAlcance'] {
  if (BOTH.test(n)) return 'ambas';
  const legitima = /\blegitima\b/.test(n);
  const disponivel = /\bdisponivel\b/.test(n);
  if (legitima && disponivel) {
    const freeL = FREE_LEGITIMA.test(n);
    const freeD = FREE_DISPONIVEL.test(n);
    if (freeL !== freeD) return freeL ? 'disponivel' : 'legitima';
    return undefined;
  }
  if (disponivel && !FREE_DISPONIVEL.test(n)) return 'disponivel';
  if (legitima && !FREE_LEGITIMA.test(n)) return 'legitima';
  return undefined;
}

/** "até ele completar 25 anos", "até os 21 anos", "até eles fazerem 30 anos". */
const UNTIL_AGE =
  /\bate (?:(?:ele|ela|eles|elas|o herdeiro|a herdeira|os herdeiros|o beneficiario|a beneficiaria|cada um|o pedro|a \w+|o \w+) )?(?:completar(?:em)? |fazer(?:em)? |ter(?:em)? |atingir(?:em)? |chegar(?:em)? (?:a|aos) )?(?:os |a idade de )?(\d{2,3})(?: \([a-z ]+\))? anos\b/;

/** The duration the message says, with the lifelong words of the duration question. */
export function durationSaid(n: string, lifelong: RegExp): Draft['clausulaDuracao'] {
  const age = UNTIL_AGE.exec(n)?.[1];
  if (age && Number(age) >= 18 && Number(age) <= 100)
    return { tipo: 'ate_idade', idade: Number(age) };
  return lifelong.test(n) ? { tipo: 'vitalicia' } : undefined;
}
