import type { DeleteAccountBody, DeleteAccountResponse } from '@legado/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /me: deletes the account and all its data; the body confirms it. */
export async function deleteAccount(body: DeleteAccountBody): Promise<DeleteAccountResponse> {
  const { data } = await api.delete<DeleteAccountResponse>('/me', { data: body });
  return data;
}

/** Deletes the account when called. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
