import { formatDollarsAndCents, itemIsPending, type LinkedAccount, type LinkedAccountOwner, type LinkedItem, type LinkedItemDetails, type LockedItem } from '@portal/shared-contracts';

/** One linked institution as the page lists it: its item, whether its bank asks for credentials again, whether its report is pending. */
export interface LinkedBank {
  item: LinkedItem;
  details: LinkedItemDetails;
  locked: boolean;
  pending: boolean;
}

/** The linked items in the API's order (oldest first), each marked locked when the locked items name it. */
export function linkedBanksOf(items: readonly LinkedItem[], lockedItems: readonly LockedItem[]): LinkedBank[] {
  const locked = new Set(lockedItems.map((item) => item.item_id));
  return items.flatMap((item) => {
    const details = item.items[0];
    return details ? [{ item, details, locked: locked.has(details.item_id), pending: itemIsPending(item) }] : [];
  });
}

/** "available balance" in the account's currency (dollars when the bank names none); null when the bank gives none. */
export function availableBalanceOf({ available, iso_currency_code: currency }: LinkedAccount['balances']): string | null {
  if (available === null) return null;
  if (!currency || currency === 'USD') return formatDollarsAndCents(available);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(available);
}

/** One fact of the account's owners ("owner name, e-mail, phone and address"), every owner's values once each. */
export function ownersFact(owners: readonly LinkedAccountOwner[], fact: 'names' | 'emails' | 'phone_numbers' | 'addresses'): string | null {
  const values = [...new Set(owners.flatMap((owner) => owner[fact]).filter((value) => value.trim() !== ''))];
  return values.length > 0 ? values.join('; ') : null;
}
