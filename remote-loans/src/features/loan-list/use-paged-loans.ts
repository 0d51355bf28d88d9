import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LOAN_PAGE_SIZE, loanEndpoints, type LoanListRecord, type LoanSearchKey, type MyDealsCategory } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { loadFailureText } from '@portal/shared-ui/kit';

/** Which loans a list shows: a category, and a submitted search when there is one. */
export interface LoanListFilter {
  group: MyDealsCategory;
  search: { key: LoanSearchKey; value: string } | null;
}

/**
 * The loans gathered so far. `loading` while pages are still coming; `complete` once a page came back empty ("No
 * more deals."); `failed` when a page failed, which stops the loading until `retry()` goes on from there.
 */
export type PagedLoans = { retry(): void } & (
  | { status: 'loading'; loans: readonly LoanListRecord[] }
  | { status: 'complete'; loans: readonly LoanListRecord[] }
  /** `message`: what the loading wrapper would say ("Unable to load data" for a server failure, the transport's words otherwise). */
  | { status: 'failed'; loans: readonly LoanListRecord[]; message: string }
);

type Gathered = { list: string; loans: readonly LoanListRecord[] } & ({ status: 'loading' | 'complete' } | { status: 'failed'; message: string });

/**
 * "Loans load page by page until a page comes back empty" (spec 001 §2): `GET /users/{userId}/loans` with the group,
 * "page_size (10)" and the `last_id` of the last loan received, one page after another, each appended as it arrives.
 * "A failed loan list load stops loading" (§8). Another list (tab or search) aborts the page in flight and starts
 * afresh; leaving the page aborts it too.
 */
export function usePagedLoans(userId: number, filter: LoanListFilter): PagedLoans {
  const { api } = usePortal();
  const list = JSON.stringify([userId, filter.group, filter.search]);
  const [gathered, setGathered] = useState<Gathered>({ list, status: 'loading', loans: [] });
  const [attempt, setAttempt] = useState(0);
  // What a retry goes on from: the loans of this list received before the failure.
  const received = useRef<{ list: string; loans: readonly LoanListRecord[] }>({ list, loans: [] });

  const loadPages = useEffectEvent(async (signal: AbortSignal) => {
    let loans = received.current.list === list ? received.current.loans : [];
    const keep = (next: Gathered) => {
      received.current = { list, loans: next.loans };
      setGathered(next);
    };
    keep({ list, status: 'loading', loans });
    for (;;) {
      const last = loans.at(-1);
      let records: readonly LoanListRecord[];
      try {
        ({ records } = await api.call(
          loanEndpoints.list,
          {
            params: { userId },
            query: {
              group: filter.group,
              page_size: LOAN_PAGE_SIZE,
              ...(last ? { last_id: last.id } : {}),
              ...(filter.search ? { search_key: filter.search.key, search_value: filter.search.value } : {}),
            },
          },
          { signal },
        ));
      } catch (error) {
        if (!signal.aborted) keep({ list, status: 'failed', loans, message: loadFailureText(error) });
        return;
      }
      if (signal.aborted) return;
      if (records.length === 0) {
        keep({ list, status: 'complete', loans });
        return;
      }
      loans = [...loans, ...records];
      keep({ list, status: 'loading', loans });
    }
  });

  useEffect(() => {
    const controller = new AbortController();
    void loadPages(controller.signal);
    return () => controller.abort();
  }, [list, attempt]);

  const [retry] = useState(() => () => setAttempt((count) => count + 1));
  // Until the new list's first answer, the previous list's loans are not this list's.
  if (gathered.list !== list) return { status: 'loading', loans: [], retry };
  if (gathered.status === 'failed') return { status: 'failed', loans: gathered.loans, message: gathered.message, retry };
  return { status: gathered.status, loans: gathered.loans, retry };
}
