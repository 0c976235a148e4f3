import type { ErrorCode } from '@legado/contract';

/** An error meant for the user: a status, a stable code and a Portuguese message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Named factories, so every call site reads as what went wrong. */
export const errors = {
  validation: (message = 'Os dados enviados são inválidos.', details?: unknown) =>
    new AppError(400, 'VALIDATION_ERROR', message, details),
  unauthorized: (message = 'Sua sessão expirou ou é inválida. Entre novamente.') =>
    new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message = 'Você não tem permissão para fazer isso.') =>
    new AppError(403, 'FORBIDDEN', message),
  notFound: (message = 'Não encontramos o que você procurou.') =>
    new AppError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  payloadTooLarge: (message = 'O conteúdo enviado é grande demais.') =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', message),
  unprocessable: (message: string, details?: unknown) =>
    new AppError(422, 'UNPROCESSABLE', message, details),
  /** A limit on how much a person may keep (wills, messages): waiting does not help. */
  quotaExceeded: (message: string) => new AppError(409, 'QUOTA_EXCEEDED', message),
  rateLimited: (message = 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.') =>
    new AppError(429, 'RATE_LIMITED', message),
  serviceUnavailable: (
    message = 'O serviço está indisponível no momento. Tente de novo em instantes.',
  ) => new AppError(503, 'SERVICE_UNAVAILABLE', message),
};
