import type { AccountDeletionInfoResponse, AccountDeletionMethod } from '@legado/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /me/deletion: whether deleting this account is confirmed by password or by EXCLUIR. */
export async function getDeletionMethod(): Promise<AccountDeletionMethod> {
  const { data } = await api.get<AccountDeletionInfoResponse>('/me/deletion');
  return data.method;
}

/** Query options for the deletion method. */
export const deletionMethodQuery = queryOptions({
  queryKey: ['me', 'deletion-method'],
  queryFn: getDeletionMethod,
});

/** The deletion method, loaded when `enabled` (the dialog is open). */
export function useDeletionMethod(enabled: boolean) {
  return useQuery({ ...deletionMethodQuery, enabled });
}
