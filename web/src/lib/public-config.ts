import type { PublicConfig } from '@legado/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Loads the server's run-time settings (no token needed). */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(`config ${response.status}`);
  return (await response.json()) as PublicConfig;
}

/** Query options for the public configuration; it does not change while the page is open. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
});

/** The server's run-time settings, or undefined while they load. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}
