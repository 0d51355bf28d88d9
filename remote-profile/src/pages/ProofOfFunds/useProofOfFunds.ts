import { useMemo } from 'react';
import { proofOfFundsEndpoints } from '@portal/shared-contracts';
import { useEndpoint } from '@portal/shared-ui/kit';
import { linkedBanksOf } from './linked-banks';

/**
 * "Lists linked institutions. A locked item shows a lock" (spec 002 §2.3): the linked items and the locked ones,
 * loaded together. The locked items come from the provider, item by item: when that call fails the banks are listed
 * without locks ("Most other failed calls are silently swallowed").
 */
export function useProofOfFunds(userId: number) {
  const input = { params: { id: userId } };
  const items = useEndpoint(proofOfFundsEndpoints.items, input);
  const locked = useEndpoint(proofOfFundsEndpoints.lockedItems, input);
  const banks = useMemo(() => (items.data ? linkedBanksOf(items.data, locked.data ?? []) : []), [items.data, locked.data]);
  const { reload: reloadItems, retry: retryItems } = items;
  const { reload: reloadLocked, retry: retryLocked } = locked;

  return {
    items: items.data,
    banks,
    loading: items.loading || locked.loading,
    error: items.error,
    retry: () => {
      retryItems();
      retryLocked();
    },
    /** After a link, a revalidation, a removal or a ready report: the lists again, the current ones shown meanwhile. */
    reload: () => {
      reloadItems();
      reloadLocked();
    },
  };
}
