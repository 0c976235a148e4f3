import type { TestamentContent } from '../will/testament-content.ts';
import type { People } from './will-text-people.ts';

/** A clause before it gets its number; builders return null when the section does not apply. */
export interface UnnumberedClause {
  titulo: string;
  paragrafos: string[];
}

/** Builds one clause of the will from its content, or null when the section does not apply. */
export type ClauseBuilder = (content: TestamentContent, people: People) => UnnumberedClause | null;

/**
 * Rule codes meaning that some necessary heir would receive less than their legítima: the new
 * per-heir rule and the older whole-estate one it replaces. While either is among the will's
 * results, the text never claims that the legítima is respected.
 */
const LEGITIMA_INVADED_CODES: ReadonlySet<string> = new Set(['LEGITIMA_HERDEIRO', 'DISPONIVEL']);

/** True when the will's rule results say a necessary heir's legítima is invaded. */
export function legitimaInvaded(content: TestamentContent): boolean {
  return content.validacoes.some((result) => LEGITIMA_INVADED_CODES.has(String(result.code)));
}
