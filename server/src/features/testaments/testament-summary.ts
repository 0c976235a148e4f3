import type { TestamentSummary } from '@legado/contract';
import { brazilDisplayDate } from '../../lib/brazil-date.ts';
import { describePrompt, testatorNameOf } from '../assistant/assistant.ts';
import { testamentsMessages } from './testaments-messages.ts';
import type { ListedTestamentRow, TestamentRow } from './testaments-service.ts';

interface StoredContent {
  testador?: { nome?: unknown };
  formalidades?: { forma?: unknown };
}

function storedState(row: TestamentRow): unknown {
  const state = row.interviewState as Record<string, unknown>;
  return Object.keys(state).length === 0 ? undefined : state;
}

function testatorName(row: TestamentRow): string | null {
  const name = (row.content as StoredContent).testador?.nome;
  if (typeof name === 'string' && name.trim() !== '') return name;
  return testatorNameOf(storedState(row)) ?? null;
}

function progressOf(row: TestamentRow): TestamentSummary['progress'] {
  const state = storedState(row);
  if (row.status === 'concluido' || !state) return null;
  const { etapa, totalEtapas } = describePrompt(state);
  return { etapa, totalEtapas, revisao: etapa === totalEtapas };
}

/**
 * Each will as "Meus testamentos" lists it, from all of one user's wills: the name once the
 * interview has it, how far a draft has gone, and the link between a will and its new version
 * (shown as replaced once that new version is concluded).
 */
export function toSummaries(rows: ListedTestamentRow[]): TestamentSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const replacement = new Map<string, TestamentRow>();
  for (const row of rows) {
    if (row.replacesId && row.status === 'concluido') replacement.set(row.replacesId, row);
  }
  return rows.map((row) => {
    const name = testatorName(row);
    const replaces = row.replacesId ? byId.get(row.replacesId) : undefined;
    const replacedBy = replacement.get(row.id);
    const forma = (row.content as StoredContent).formalidades?.forma;
    return {
      id: row.id,
      status: row.status,
      title: name
        ? testamentsMessages.titled(name)
        : testamentsMessages.untitled(brazilDisplayDate(row.createdAt)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      finalized_at: row.finalizedAt?.toISOString() ?? null,
      answered: row.answered,
      testator_name: name,
      progress: progressOf(row),
      forma:
        row.status === 'concluido' && (forma === 'particular' || forma === 'publico')
          ? forma
          : null,
      replaces: replaces
        ? { id: replaces.id, finalized_at: replaces.finalizedAt?.toISOString() ?? null }
        : null,
      replaced_by: replacedBy
        ? { id: replacedBy.id, finalized_at: replacedBy.finalizedAt?.toISOString() ?? null }
        : null,
    };
  });
}
