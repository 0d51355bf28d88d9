import { act } from '@testing-library/react';

/**
 * Calls a service the way non-React code does (a transport, a timer) and returns its result. The call
 * changes a store that rendered components read, so React must be told (act); act itself hands back only a
 * thenable, hence the wrapper.
 */
export function outsideReact<T>(call: () => T): T {
  let result: T | undefined;
  act(() => {
    result = call();
  });
  return result as T;
}
