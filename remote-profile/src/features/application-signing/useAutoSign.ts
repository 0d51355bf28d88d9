import { useEffect, useRef } from 'react';
import { AUTO_SIGN_DELAY_MS } from '@portal/shared-contracts';

/**
 * "Query parameter esign auto-starts signing on the last entity, after a 500 ms delay" (spec 002 §2.5): once, for the
 * entity given (null: no auto-start), unless the page is left first.
 */
export function useAutoSign(entity: number | null, start: (entity: number) => void): void {
  const latestStart = useRef(start);
  useEffect(() => {
    latestStart.current = start;
  });
  useEffect(() => {
    if (entity === null) return;
    const timer = setTimeout(() => latestStart.current(entity), AUTO_SIGN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entity]);
}
