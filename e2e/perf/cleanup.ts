import type { ChildProcess } from 'node:child_process';

/**
 * Processes a measure starts outside e2e/support/processes (Chromium for Lighthouse, the loan-list bench), stopped
 * by the entry when the run ends, fails or is interrupted, as it stops the portal's.
 */
const children = new Set<ChildProcess>();

/** Remembers a child started in its own process group (`detached: true`), until it exits. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Ends a tracked child's whole process group (pnpm → node, Chromium → its helpers). */
export function stopChild(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export const stopChildren = () => children.forEach(stopChild);
