/**
 * The Portuguese message of a failed call: the server's error text when there is one. Recognises
 * axios errors by shape rather than by class, so importing it does not pull axios into a bundle.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosLike(error)) {
    const data = error.response?.data as { error?: unknown; message?: unknown } | undefined;
    if (typeof data?.error === 'string' && data.error) return data.error;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (error.code === 'ECONNABORTED')
      return 'O servidor demorou demais para responder. Tente de novo.';
    if (!error.response)
      return 'Sem conexão com o servidor. Verifique sua internet e tente de novo.';
  }
  return fallback;
}

/** The `details` of a failed call's error body ({success:false, error, code, details}), if any. */
export function apiErrorDetails(error: unknown): unknown {
  if (!isAxiosLike(error)) return undefined;
  return (error.response?.data as { details?: unknown } | undefined)?.details;
}

interface AxiosLike {
  isAxiosError: true;
  code?: string;
  response?: { data?: unknown };
}

function isAxiosLike(error: unknown): error is AxiosLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
