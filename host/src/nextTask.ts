interface PostTaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task the boot runs in, so that the browser can paint and answer a tap before the boot goes on (issue 15:
 * no long task while a phone boots the portal). Chromium's `scheduler.yield()` continues first among the tasks then
 * waiting; elsewhere a timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
