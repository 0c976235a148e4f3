/**
 * Work a request starts and does not wait for (an account e-mail is sent after the answer, so
 * a sign-up answers the same whatever happens to the address). Closing the app waits for it: a
 * SIGTERM or a test that closes the app never drops an e-mail half written.
 */
export interface BackgroundTasks {
  /** Starts the task now; a failure goes to `onError`, never to the caller. */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves when every task started so far has ended. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task, onError) {
      const done = task()
        .catch(onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
