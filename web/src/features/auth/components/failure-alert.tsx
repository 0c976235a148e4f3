import type { AuthFailure } from '@legado/contract';

/** The server's refusal, with the password reasons as a list when there are some. */
export function FailureAlert({ failure }: { failure: AuthFailure | null }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-medium">{failure.message}</p>
      {failure.reasons?.length ? (
        <ul className="mt-1 list-disc pl-5">
          {failure.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
