import * as v from 'valibot';
import { LOAN_PAGE_SIZE } from '../constants';
import { LoanCategory } from '../enums/loan-status';
import { LoanGroup, LoanSearchKey, MyDealsCategory } from '../enums/loans';
import { TransactionType } from '../enums/deals';
import { formMessages } from '../messages';
import { RecordId, requiredText } from '../validators';

/** The person in the path as spec 001 §7 writes it: `/users/{userId}/loans`. */
export const LoanUserParams = v.object({ userId: RecordId });

/** How many loans one page may ask for: the list asks for 10 ("page_size (10)"); more is refused, not trimmed. */
export const LOAN_PAGE_SIZE_MAX = 100;

/**
 * "query group, page_size (10), last_id, optional search_key (address or number) and search_value" (spec 001 §7).
 * `group` is My Deals' category (in_progress, active, paid or all); `last_id` is the last loan of the page before
 * (pages run newest first), so a page ends where the previous one stopped whatever was added meanwhile.
 */
export const LoanListQuery = v.pipe(
  v.object({
    group: v.optional(MyDealsCategory, 'all'),
    page_size: v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,2}$/, formMessages.invalidNumber), v.transform(Number))], formMessages.invalidNumber),
        v.integer(formMessages.invalidNumber),
        v.minValue(1, formMessages.invalidNumber),
        v.maxValue(LOAN_PAGE_SIZE_MAX, formMessages.invalidNumber),
      ),
      LOAN_PAGE_SIZE,
    ),
    last_id: v.optional(RecordId),
    search_key: v.optional(LoanSearchKey),
    search_value: v.optional(requiredText(100)),
  }),
  v.forward(
    v.check((query) => (query.search_key === undefined) === (query.search_value === undefined), formMessages.required),
    ['search_value'],
  ),
);
export type LoanListQuery = v.InferOutput<typeof LoanListQuery>;

/**
 * A loan as the lists show it: the fields of spec 001 §3 'Loan record' that the My Deals tables read (number,
 * address, city, state, type, category, amount, funded and payoff dates, entity; the pending list adds the status,
 * estimated close date and date entered). Dates are ISO 8601 (the estimated close date as the borrower gave it).
 */
export const LoanListRecord = v.object({
  id: v.number(),
  number: v.string(),
  property: v.object({ address: v.string(), city: v.string(), state: v.string(), zip_code: v.string() }),
  entity_id: v.nullable(v.number()),
  entity: v.nullable(v.object({ name: v.string() })),
  transaction_type: TransactionType,
  loan_category: LoanCategory,
  group: LoanGroup,
  amount: v.nullable(v.number()),
  funded_date: v.nullable(v.string()),
  maturity_date: v.nullable(v.string()),
  date_entered: v.string(),
  estimated_close_date: v.nullable(v.string()),
  checklist: v.object({ funded: v.nullable(v.string()), payoff_date: v.nullable(v.string()) }),
});
export type LoanListRecord = v.InferOutput<typeof LoanListRecord>;

/** "response records, total, total_amount": the page, and the count and sum of amounts of the whole list it pages. */
export const LoanListResponse = v.object({ records: v.array(LoanListRecord), total: v.number(), total_amount: v.number() });
export type LoanListResponse = v.InferOutput<typeof LoanListResponse>;
