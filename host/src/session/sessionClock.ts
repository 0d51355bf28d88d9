import { createStore } from 'zustand/vanilla';
import type { SessionStore } from '@portal/shared-contracts';

export interface SessionClockState {
  /** True from the warning moment (30 s before expiry) until the session is re-armed or ends. */
  warning: boolean;
  secondsLeft: number;
}

interface Options {
  session: SessionStore;
  maxMs: number;
  warningMs: number;
  onExpired: () => void;
  now?: () => number;
}

/**
 * The session clock of spec 000 §4.4: the session lasts `maxMs` after the last activity, a warning shows
 * `warningMs` before the end and counts down, and every re-arm (a successful request, Continue) starts it over.
 */
export function createSessionClock({ session, maxMs, warningMs, onExpired, now = Date.now }: Options) {
  const state = createStore<SessionClockState>(() => ({ warning: false, secondsLeft: Math.ceil(warningMs / 1000) }));
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;

  function stop() {
    clearTimeout(warnTimer);
    clearInterval(tickTimer);
    warnTimer = undefined;
    tickTimer = undefined;
  }

  /**
   * Every successful request re-arms the clock: only a warning showing changes what it says. Without this check each
   * answer from the API made a new state, and the session dialogs (subscribed to it) drew themselves again — about a
   * hundred components per answer, five times while /my_deals loads.
   */
  function endWarning() {
    if (state.getState().warning) state.setState({ warning: false });
  }

  function schedule() {
    stop();
    const { bundle, lastActivity } = session.getState();
    if (!bundle || lastActivity === null) {
      endWarning();
      return;
    }
    const expiresAt = lastActivity + maxMs;
    const tick = () => {
      const left = expiresAt - now();
      if (left <= 0) {
        stop();
        state.setState({ warning: false, secondsLeft: 0 });
        onExpired();
      } else if (left <= warningMs) {
        state.setState({ warning: true, secondsLeft: Math.ceil(left / 1000) });
      }
    };
    endWarning();
    warnTimer = setTimeout(() => {
      tick();
      tickTimer = setInterval(tick, 1000);
    }, Math.max(0, expiresAt - warningMs - now()));
  }

  const unsubscribe = session.subscribe((next, previous) => {
    if (next.lastActivity !== previous.lastActivity || next.bundle !== previous.bundle) schedule();
  });
  schedule();

  return {
    state,
    dispose() {
      stop();
      unsubscribe();
    },
  };
}

export type SessionClock = ReturnType<typeof createSessionClock>;
