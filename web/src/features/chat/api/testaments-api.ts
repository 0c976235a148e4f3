import type {
  CreateTestamentResponse,
  DeleteTestamentResponse,
  ListTestamentsResponse,
  NewVersionResponse,
} from '@legado/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from './conversation-query';
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

/** The user's wills; `fresh`: read from the server even when the cached list is recent. */
export function useTestaments(enabled: boolean, { fresh = false } = {}) {
  return useQuery({ ...testamentsQuery, enabled, ...(fresh ? { refetchOnMount: 'always' } : {}) });
}

/** DELETE /testaments/{id}: a draft with its conversation (a concluded will answers 409). */
export async function deleteDraft(testamentId: string): Promise<DeleteTestamentResponse> {
  const { data } = await api.delete<DeleteTestamentResponse>(`/testaments/${testamentId}`);
  return data;
}

/** Deletes a draft, then refreshes "Meus testamentos". */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_data, testamentId) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(testamentId) });
      return queryClient.invalidateQueries({ queryKey: testamentsQueryKey });
    },
  });
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

/** POST /testaments/{id}/new-version: a draft with every answer of a concluded will. */
export async function createNewVersion(testamentId: string): Promise<NewVersionResponse> {
  const { data } = await api.post<NewVersionResponse>(`/testaments/${testamentId}/new-version`);
  return data;
}
