import * as v from 'valibot';
import { DOCUMENT_TYPES, MY_DOCUMENTS_HIDDEN_TYPES } from '../enums/entities';
import { OptionalDollars } from '../loans/multipart-fields';
import { documentMessages, formMessages } from '../messages';
import { CalendarDate, OptionalCalendarDate, RecordId } from '../validators';

/** A document type's name ("Purchase Contract"): room for any the lender uses. */
export const DOCUMENT_TYPE_MAX_LENGTH = 100;
export const DocumentTypeName = v.pipe(
  v.string(formMessages.required),
  v.trim(),
  v.nonEmpty(formMessages.required),
  v.maxLength(DOCUMENT_TYPE_MAX_LENGTH, formMessages.tooLong(DOCUMENT_TYPE_MAX_LENGTH)),
);

/** The person in the path: `/users/{id}/docs` (spec 002 §7). */
export const DocumentUserParams = v.object({ id: RecordId });

/** The lender's review of a file: not reviewed yet, approved, or rejected (the borrower sends another). */
export const FILE_REVIEW_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const FileReviewStatus = v.picklist(FILE_REVIEW_STATUSES);
export type FileReviewStatus = (typeof FILE_REVIEW_STATUSES)[number];
/** A file's review as the portal names it (the specification shows the status without naming its values). */
export const FILE_REVIEW_STATUS_LABELS: Record<FileReviewStatus, string> = { submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected' };

/** One file of a document: "per file, submitted date, expiration, status" (spec 002 §2.2). Days are ISO. */
export const DocumentFile = v.object({
  id: v.number(),
  name: v.string(),
  submitted: v.string(),
  expiration: v.nullable(v.string()),
  status: FileReviewStatus,
});
export type DocumentFile = v.InferOutput<typeof DocumentFile>;

/**
 * "Document: type, submitted, expiration, status, link, linkTemplate, files, approvedCount" (spec 002 §3), as
 * `GET /users/{id}/docs` lists the borrower's own documents. `submittedCount` is what My Documents' table shows;
 * `neededCount` is 1 while the lender asks for it and nothing is submitted. `submitted`, `expiration` and `status` are
 * the newest file's. Files are downloaded through the endpoint table, so no `link` travels.
 */
export const AccountDocument = v.object({
  id: v.number(),
  type: v.string(),
  submitted: v.nullable(v.string()),
  expiration: v.nullable(v.string()),
  status: v.nullable(FileReviewStatus),
  /**
   * "A template download link appears when one exists": the blank form's file name, downloaded through
   * `documentEndpoints.template` (the portal builds no address by hand); null without one.
   */
  linkTemplate: v.nullable(v.string()),
  submittedCount: v.number(),
  approvedCount: v.number(),
  neededCount: v.number(),
  files: v.array(DocumentFile),
});
export type AccountDocument = v.InferOutput<typeof AccountDocument>;

export const AccountDocumentList = v.array(AccountDocument);
export type AccountDocumentList = v.InferOutput<typeof AccountDocumentList>;

/** `/users/{id}/docs/files/{file_id}`: one of the borrower's own files. */
export const DocumentFileParams = v.object({ id: RecordId, file_id: RecordId });

/** `/users/{id}/docs/{document_id}/template`: a document's blank form, where the lender keeps one. */
export const DocumentTemplateParams = v.object({ id: RecordId, document_id: RecordId });

/** `/users/{id}/docs/get_zip/{type}`: the files of one of the borrower's document types. */
export const DocumentZipParams = v.object({ id: RecordId, type: DocumentTypeName });

/**
 * "GET /users/{id}/docs/get_zip/{type} | query files, n | zip download" (spec 002 §7). `files` narrows the zip to some
 * of the type's files (their ids, comma-separated; all of them without it); `n` is what the caller sends to make the
 * address new (a cache breaker, as the original sends `Date.now()`): read and ignored, since downloads are never cached.
 */
export const DocumentZipQuery = v.object({
  files: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}(,\d{1,10}){0,99}$/, formMessages.invalidNumber),
      v.transform((list) => list.split(',').map(Number)),
    ),
  ),
  n: v.optional(v.pipe(v.string(), v.regex(/^\d{1,16}$/, formMessages.invalidNumber))),
});

/**
 * "upload /users/{id}/docs | type, doc_date, net_worth, file | financial statement or stated-experience upload"
 * (spec 002 §7), and any other type the lender asks the borrower for (My Documents' upload). "Financial statement
 * upload: net worth and document date are required" (spec 002 §5); the other types send neither.
 */
export const AccountDocumentUploadBody = v.pipe(
  v.object({
    type: DocumentTypeName,
    doc_date: v.optional(OptionalCalendarDate),
    net_worth: v.optional(OptionalDollars),
  }),
  v.forward(
    v.check((body) => body.type !== DOCUMENT_TYPES.financialStatement || (body.doc_date ?? null) !== null, formMessages.required),
    ['doc_date'],
  ),
  v.forward(
    v.check((body) => body.type !== DOCUMENT_TYPES.financialStatement || (body.net_worth ?? null) !== null, formMessages.required),
    ['net_worth'],
  ),
);
export type AccountDocumentUploadBody = v.InferInput<typeof AccountDocumentUploadBody>;

/** What a stored document file of the borrower is for (`stored_files.kind`). */
export const ACCOUNT_DOCUMENT_KIND = 'account_document';

/**
 * The types the borrower may send to `/docs` beside those the lender lists for them: the financial statement (My
 * Documents' modal, the application's financial tab) and the stated experience (the application's real-estate tab).
 * The bank statements have their own call.
 */
export const SELF_SERVED_DOCUMENT_TYPES: readonly string[] = [DOCUMENT_TYPES.financialStatement, DOCUMENT_TYPES.statedExperience];

/**
 * "upload /users/{id}/bank_statement_package | type, file1, file2, file1Date, file2Date | bank statements" (spec 002
 * §7): "Bank statement package: all fields required ('All fields are required.'), two files with two dates, and two
 * prior months required when none exist" (spec 002 §5). The dates are the statements' own (each statement's closing
 * day); `bankStatementMonthsRefusal` checks the months.
 */
export const BankStatementPackageBody = v.object({
  type: v.literal(DOCUMENT_TYPES.bankStatement, documentMessages.allFieldsRequired),
  file1Date: v.pipe(v.string(documentMessages.allFieldsRequired), v.nonEmpty(documentMessages.allFieldsRequired), CalendarDate),
  file2Date: v.pipe(v.string(documentMessages.allFieldsRequired), v.nonEmpty(documentMessages.allFieldsRequired), CalendarDate),
});
export type BankStatementPackageBody = v.InferInput<typeof BankStatementPackageBody>;

/** The month of a day, "YYYY-MM". */
const monthOf = (day: string) => day.slice(0, 7);

/** The two calendar months before today's, oldest first ("YYYY-MM"). */
export function twoPriorMonths(today: string): [string, string] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const back = (count: number) => {
    const index = year * 12 + (month - 1) - count;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  return [back(2), back(1)];
}

/**
 * "two files with two dates, and two prior months required when none exist" (spec 002 §5): two different days, not
 * after today; and while the borrower has no bank statement yet, one statement of each of the two months before
 * this one. Null when the dates will do, else the message for the dates.
 */
export function bankStatementMonthsRefusal(dates: readonly [string, string], { today, statementsOnFile }: { today: string; statementsOnFile: number }): string | null {
  const [first, second] = dates;
  if (first > today || second > today) return documentMessages.statementInFuture;
  if (first === second) return documentMessages.twoStatementDates;
  if (statementsOnFile > 0) return null;
  const needed = twoPriorMonths(today);
  const given = [monthOf(first), monthOf(second)].sort();
  return given[0] === needed[0] && given[1] === needed[1] ? null : documentMessages.twoPriorMonths(needed.map(monthName) as [string, string]);
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-09" → "September 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/**
 * My Documents' table (spec 002 §2.2): the borrower's documents without the types the page keeps to itself ("These
 * types are excluded from the table: …"), in the order the API lists them.
 */
export function myDocumentsRows<D extends Pick<AccountDocument, 'type'>>(documents: readonly D[]): D[] {
  return documents.filter((document) => !(MY_DOCUMENTS_HIDDEN_TYPES as readonly string[]).includes(document.type));
}

/** "A zip download button appears when the type is not tax returns" (spec 002 §2.2): any type naming a tax return. */
export function offersZipDownload(type: string): boolean {
  return !/tax\s*returns?/i.test(type);
}

/**
 * "The application's financial tab counts the statement as uploaded when a Financial Statement document has a submitted
 * count above zero."
 */
export function financialStatementUploaded(documents: readonly Pick<AccountDocument, 'type' | 'submittedCount'>[]): boolean {
  return documents.some((document) => document.type === DOCUMENT_TYPES.financialStatement && document.submittedCount > 0);
}
