import type { CreateTestamentResponse, ListTestamentsResponse } from '@legado/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testamentsQueryKey } from './query-keys';

/** POST /testaments: a new draft will for this user (spec §7). */
export async function createTestament(userId: string): Promise<CreateTestamentResponse> {
  const { data } = await api.post<CreateTestamentResponse>('/testaments', {
    user_id: userId,
    status: 'draft',
    content: {},
  });
  return data;
}

/** GET /testaments: the user's wills, newest first. */
export async function getTestaments(): Promise<ListTestamentsResponse> {
  const { data } = await api.get<ListTestamentsResponse>('/testaments');
  return data;
}

/** Query options for "Meus testamentos". */
export const testamentsQuery = queryOptions({
  queryKey: testamentsQueryKey,
  queryFn: getTestaments,
});

/** The user's wills. */
export function useTestaments(enabled: boolean) {
  return useQuery({ ...testamentsQuery, enabled });
}

/** POST /testaments/{id}/generate-pdf. */
export async function generatePdf(testamentId: string): Promise<{ pdfUrl: string }> {
  const { data } = await api.post<{ pdfUrl: string }>(`/testaments/${testamentId}/generate-pdf`);
  return data;
}

/** PUT /testaments/{id}: saves the final JSON and concludes the will. */
export async function finalizeTestament(
  testamentId: string,
  content: unknown,
): Promise<{ success: boolean; error?: string }> {
  const { data } = await api.put<{ success: boolean; error?: string }>(
    `/testaments/${testamentId}`,
    {
      content,
      status: 'concluido',
    },
  );
  return data;
}
