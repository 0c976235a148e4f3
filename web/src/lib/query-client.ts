import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no refetch on window focus, 1 retry, data stale after 5 minutes. */
export const QUERY_STALE_TIME_MS = 300_000;

/** Creates the app's data cache with the spec's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: QUERY_STALE_TIME_MS },
    },
  });
}
