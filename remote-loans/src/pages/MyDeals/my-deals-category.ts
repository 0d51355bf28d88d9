import { MY_DEALS_CATEGORIES, type MyDealsCategory } from '@portal/shared-contracts';

/**
 * The list a visit opens on, from its `category` query (spec 001 §2: "query category: in_progress, active, paid or
 * all"). The specification names no default; the sidebar's Loans item and "Deals in Progress" both open the pending
 * loans, so a missing or unknown category reads as in_progress.
 */
export function categoryOf(query: string | null): MyDealsCategory {
  return (MY_DEALS_CATEGORIES as readonly string[]).includes(query ?? '') ? (query as MyDealsCategory) : 'in_progress';
}
