import { createStore } from 'zustand/vanilla';
import type { SessionState, SignedInBundle } from '@portal/shared-contracts';
import { createSessionClock } from './sessionClock';

function fakeSession(lastActivity: number) {
  return createStore<SessionState>((set) => ({
    bundle: { user: { id: 1 } } as unknown as SignedInBundle,
    lastActivity,
    signIn: () => undefined,
    refresh: () => undefined,
    switchBundle: () => undefined,
    touch: () => set({ lastActivity: Date.now() }),
    clear: () => set({ bundle: null, lastActivity: null }),
  }));
}

describe('session clock (spec 000 §4.4, §9)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  test('"A warning appears 30 seconds before expiry" and counts down the seconds left', () => {
    const session = fakeSession(Date.now());
    const onExpired = jest.fn();
    const clock = createSessionClock({ session, maxMs: 900_000, warningMs: 30_000, onExpired });
    jest.advanceTimersByTime(869_000);
    expect(clock.state.getState().warning).toBe(false);
    jest.advanceTimersByTime(1_000);
    expect(clock.state.getState()).toEqual({ warning: true, secondsLeft: 30 });
    jest.advanceTimersByTime(10_000);
    expect(clock.state.getState().secondsLeft).toBe(20);
    expect(onExpired).not.toHaveBeenCalled();
    clock.dispose();
  });

  test('the session ends at 15 minutes without activity', () => {
    const session = fakeSession(Date.now());
    const onExpired = jest.fn();
    createSessionClock({ session, maxMs: 900_000, warningMs: 30_000, onExpired });
    jest.advanceTimersByTime(900_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('"Every successful request re-arms the timer." — also while the warning shows', () => {
    const session = fakeSession(Date.now());
    const onExpired = jest.fn();
    const clock = createSessionClock({ session, maxMs: 900_000, warningMs: 30_000, onExpired });
    jest.advanceTimersByTime(880_000);
    expect(clock.state.getState().warning).toBe(true);
    session.getState().touch();
    expect(clock.state.getState().warning).toBe(false);
    jest.advanceTimersByTime(880_000);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('a re-arm while no warning shows changes nothing the dialogs read: they are not drawn again at every request', () => {
    const session = fakeSession(Date.now());
    const clock = createSessionClock({ session, maxMs: 900_000, warningMs: 30_000, onExpired: jest.fn() });
    const changes = jest.fn();
    clock.state.subscribe(changes);
    session.getState().touch();
    session.getState().touch();
    expect(changes).not.toHaveBeenCalled();
    clock.dispose();
  });

  test('a signed-out session has no clock', () => {
    const session = fakeSession(Date.now());
    const onExpired = jest.fn();
    createSessionClock({ session, maxMs: 900_000, warningMs: 30_000, onExpired });
    session.getState().clear();
    jest.advanceTimersByTime(2_000_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
