/** The cache key of "Meus testamentos" (kept apart so importing it does not load the API client). */
export const testamentsQueryKey = ['testaments'] as const;
