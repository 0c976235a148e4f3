import { z } from 'zod';

/** Stable machine-readable codes carried by every error response. */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'QUOTA_EXCEEDED',
  'WEAK_PASSWORD',
  'UNEXPECTED_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
]);
/** One of the stable error codes. */
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The body of every error response: a Portuguese message the web can show as it is. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
/** An error response body. */
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
