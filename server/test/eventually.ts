/**
 * Retries `check` until it passes or `timeoutMs` has gone by, then throws its last failure:
 * for effects that arrive asynchronously (database notifications, reconnections).
 */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
