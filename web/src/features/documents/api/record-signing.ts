import type { RecordSigningBody, RecordSigningResponse } from '@legado/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testamentQueryKey } from './get-testament-pdf';

/** PUT /testaments/{id}/signing: "Já assinei" for a concluded testamento particular. */
export async function recordSigning(
  testamentId: string,
  body: RecordSigningBody,
): Promise<RecordSigningResponse> {
  const { data } = await api.put<RecordSigningResponse>(`/testaments/${testamentId}/signing`, body);
  return data;
}

/** Records the signing, then reads the will again (the page shows the record). */
export function useRecordSigning(testamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordSigningBody) => recordSigning(testamentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testamentQueryKey(testamentId) }),
  });
}
