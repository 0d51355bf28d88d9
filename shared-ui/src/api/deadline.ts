/**
 * One abort signal for a call that fires on whichever comes first: the request timeout or the caller's own
 * signal. It remembers which, because spec 000 §8 words both the same but only a timeout is news to the
 * borrower.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortWithCaller = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    },
  };
}

export type Deadline = ReturnType<typeof startDeadline>;
