import type { GeneratePdfResponse, GetTestamentResponse } from '@legado/contract';
import { AxiosError } from 'axios';
import { api } from '@/lib/api-client';

/** The data-cache key of one will (GET /testaments/{id}). */
export const testamentQueryKey = (testamentId: string | null) =>
  ['testament', testamentId] as const;

/** GET /testaments/{id}: status and content (the viewer needs the form for the instructions). */
export async function getTestament(testamentId: string): Promise<GetTestamentResponse> {
  const { data } = await api.get<GetTestamentResponse>(`/testaments/${testamentId}`);
  return data;
}

/**
 * The will's newest PDF as bytes, fetched with the bearer token (the address is owner-only).
 * When none was generated yet, it is generated first.
 */
export async function getTestamentPdf(testamentId: string): Promise<Uint8Array> {
  const fetchPdf = async () =>
    new Uint8Array(
      (
        await api.get<ArrayBuffer>(`/testaments/${testamentId}/pdf`, {
          responseType: 'arraybuffer',
        })
      ).data,
    );
  try {
    return await fetchPdf();
  } catch (error) {
    if (!(error instanceof AxiosError) || error.response?.status !== 404) throw error;
    await api.post<GeneratePdfResponse>(`/testaments/${testamentId}/generate-pdf`);
    return fetchPdf();
  }
}
