import * as v from 'valibot';
import { LOAN_PAGE_SIZE } from '../constants';
import { LoanCategory } from '../enums/loan-status';
import { ASSET_MANAGEMENT_DOCUMENT_KEYS, AssetManagementDocumentKey, LOAN_REQUEST_STATUSES, LoanGroup, LoanSearchKey, MyDealsCategory } from '../enums/loans';
import { TransactionType } from '../enums/deals';
import { DOCUMENT_TYPES } from '../enums/entities';
import { DocumentFile } from './documents';
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
  /** What the active rows' indicators read (spec 001 §4): the last draw's day, the holdback left, the next payment's day. */
  draw_date: v.nullable(v.string()),
  holdback_balance: v.nullable(v.number()),
  payment_due_date: v.nullable(v.string()),
});
export type LoanListRecord = v.InferOutput<typeof LoanListRecord>;

/** "response records, total, total_amount": the page, and the count and sum of amounts of the whole list it pages. */
export const LoanListResponse = v.object({ records: v.array(LoanListRecord), total: v.number(), total_amount: v.number() });
export type LoanListResponse = v.InferOutput<typeof LoanListResponse>;

/** One loan in the path: `/users/{id}/loans/{loan_id}` (spec 001 §7). Read through the session's account, never by id alone. */
export const LoanParams = v.object({ id: RecordId, loan_id: RecordId });
/** A loan's statement: `/users/{id}/loans/{loan_id}/statements/{statement_id}`. */
export const LoanStatementParams = v.object({ id: RecordId, loan_id: RecordId, statement_id: RecordId });
/** One of a loan's files: `/users/{id}/loans/{loan_id}/files/{file_id}`. */
export const LoanFileParams = v.object({ id: RecordId, loan_id: RecordId, file_id: RecordId });
/** The person in the path as spec 001 §7 writes the dashboard's and documents' calls: `/users/{id}/...`. */
export const UserParams = v.object({ id: RecordId });

/** "processor and lma (first and last name or display_name, e-mail, phone)" (spec 001 §3). */
export const LoanContact = v.object({
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  display_name: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
});
export type LoanContact = v.InferOutput<typeof LoanContact>;

/** "appraisal (list with appraisal_ordered and appraisal_received)": the days each happened, ISO, or null. */
export const LoanAppraisal = v.object({ appraisal_ordered: v.nullable(v.string()), appraisal_received: v.nullable(v.string()) });
export type LoanAppraisal = v.InferOutput<typeof LoanAppraisal>;

/** An extension request the lender opened for the loan (the borrower answers it with the extension form, issue 10). */
export const ExtensionRequest = v.object({ id: v.number(), status: v.picklist(['open', 'submitted', 'approved', 'declined']), created: v.string() });
export type ExtensionRequest = v.InferOutput<typeof ExtensionRequest>;

/**
 * A request the borrower made on the loan (spec 001 §3 `draw_requests`, `payoff_requests`, `achpayment`, `insurance`,
 * and the change orders and extension answers): newest first. Its files are listed with the loan's files, under the
 * action's asset-management key, in a document named by `title`.
 */
export const LoanRequest = v.object({
  id: v.number(),
  kind: AssetManagementDocumentKey,
  number: v.number(),
  /** "Draw Request 2" (`loanRequestTitle`). */
  title: v.string(),
  status: v.picklist(LOAN_REQUEST_STATUSES),
  created: v.string(),
});
export type LoanRequest = v.InferOutput<typeof LoanRequest>;

/**
 * A loan as its detail page shows it: the list record and the rest of spec 001 §3 'Loan record'. Amounts are
 * dollars, rates percent, `percentage_to_funded` and `draw_percentage` fractions 0 to 1, days ISO "YYYY-MM-DD".
 * `current_balance` is the principal owed (the active card's "current balance", the paid card's "balance");
 * `servicing_current_pay_amount` is the "current due". Documents come from their own call (`docs/type/all`).
 */
export const LoanDetail = v.object({
  ...LoanListRecord.entries,
  loan_terms: v.nullable(v.number()),
  loan_rate: v.nullable(v.number()),
  ess: v.object({ holdback: v.nullable(v.number()), prepaid_interest: v.nullable(v.number()) }),
  current_balance: v.nullable(v.number()),
  draws_available_balance: v.nullable(v.number()),
  servicing_current_pay_amount: v.nullable(v.number()),
  percentage_to_funded: v.number(),
  draw_percentage: v.nullable(v.number()),
  /** The document types the loan still needs, by name ("Purchase Contract", "Estimate of Repairs"). */
  needed_files: v.array(v.string()),
  /** null: the lender has not opened extensions for this loan, so the extension action is not offered (spec 001 §4). */
  extension_requests: v.nullable(v.array(ExtensionRequest)),
  appraisal: v.array(LoanAppraisal),
  processor: v.nullable(LoanContact),
  lma: v.nullable(LoanContact),
  estimate_of_repairs: v.nullable(v.object({ status: v.picklist(['not_submitted', 'submitted', 'approved']) })),
  /** What the borrower has asked of the lender on this loan, newest first. */
  requests: v.array(LoanRequest),
});
export type LoanDetail = v.InferOutput<typeof LoanDetail>;

/** A file of a loan, as the files table lists it: the same shape as the borrower's own documents' files. */
export const LoanFile = DocumentFile;
export type LoanFile = DocumentFile;

/** "documents (standard list with type, submittedCount, approvedCount, files ...)" (spec 001 §3): one document type of a loan. */
export const LoanDocumentType = v.object({
  type: v.string(),
  /** The lender asks for it: with no file submitted it is a "Needed File". */
  needed: v.boolean(),
  submittedCount: v.number(),
  approvedCount: v.number(),
  files: v.array(LoanFile),
});
export type LoanDocumentType = v.InferOutput<typeof LoanDocumentType>;

/** A monthly statement the API makes as a PDF from the loan's figures; downloaded through `loanEndpoints.statement`. */
export const LoanStatement = v.object({ id: v.number(), name: v.string(), period_end: v.string() });
export type LoanStatement = v.InferOutput<typeof LoanStatement>;

/**
 * `GET /users/{id}/loans/{loan_id}/docs/type/all`: "documents (standard list ...; asset_management with keys draws,
 * change_order, extensions, payoff, achpayment, insurance; salesforce; statements)" (spec 001 §3). `salesforce` holds
 * the files the borrower uploaded on the loan's page (type Salesforce).
 */
export const LoanDocuments = v.object({
  standard: v.array(LoanDocumentType),
  asset_management: v.object(
    Object.fromEntries(ASSET_MANAGEMENT_DOCUMENT_KEYS.map((key) => [key, v.array(LoanDocumentType)])) as Record<AssetManagementDocumentKey, v.ArraySchema<typeof LoanDocumentType, undefined>>,
  ),
  salesforce: v.array(LoanFile),
  statements: v.array(LoanStatement),
});
export type LoanDocuments = v.InferOutput<typeof LoanDocuments>;

/** "upload with type Salesforce" (spec 001 §7): the text field sent beside the file. */
export const LOAN_UPLOAD_TYPE = DOCUMENT_TYPES.salesforce;
export const LoanDocumentUploadBody = v.object({ type: v.literal(LOAN_UPLOAD_TYPE, formMessages.invalidChoice) });
/** What the loan's upload stores its files as (`stored_files.kind`). */
export const LOAN_DOCUMENT_KIND = 'loan_document';

/** "monetary summary in_progress/active/paid each with total and amount" (spec 001 §3). */
const GroupTotals = v.object({ total: v.number(), amount: v.number() });
export const MonetarySummary = v.object({ in_progress: GroupTotals, active: GroupTotals, paid: GroupTotals });
export type MonetarySummary = v.InferOutput<typeof MonetarySummary>;

/** One line of the loan summary: the loan (a row click opens it), its address and the day. */
const SummaryLine = v.object({ loan_id: v.number(), number: v.string(), address: v.string() });
/**
 * "loan summary lists maturity_date and payment_due (due_date, address)" (spec 001 §3): the active loans' maturity
 * dates and next payment days, soonest first (passed ones included, they are the most urgent).
 */
export const LoanSummary = v.object({
  maturity_date: v.array(v.object({ ...SummaryLine.entries, maturity_date: v.string() })),
  payment_due: v.array(v.object({ ...SummaryLine.entries, due_date: v.string() })),
});
export type LoanSummary = v.InferOutput<typeof LoanSummary>;
/** How many lines each list of the loan summary holds. */
export const LOAN_SUMMARY_LINES = 10;

/**
 * "top missing documents for loans and entities (id, loan, address, document list, needed_documents_count,
 * percentage_to_funded 0 to 1)" (spec 001 §3): the loans (in progress and active) and entities that still need the
 * most documents, most first.
 */
export const TopMissingDocuments = v.object({
  loans: v.array(
    v.object({ id: v.number(), loan: v.string(), address: v.string(), documents: v.array(v.string()), needed_documents_count: v.number(), percentage_to_funded: v.number() }),
  ),
  entities: v.array(v.object({ id: v.number(), name: v.string(), documents: v.array(v.string()), needed_documents_count: v.number() })),
});
export type TopMissingDocuments = v.InferOutput<typeof TopMissingDocuments>;
/** How many loans and how many entities the Missing Docs panel lists. */
export const TOP_MISSING_DOCUMENTS_LINES = 5;
