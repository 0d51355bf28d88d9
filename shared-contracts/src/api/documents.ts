import * as v from 'valibot';
import { RecordId } from '../validators';

/** The person in the path: `/users/{id}/docs` (spec 002 §7). */
export const DocumentUserParams = v.object({ id: RecordId });

/** The lender's review of a file: not reviewed yet, approved, or rejected (the borrower sends another). */
export const FILE_REVIEW_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const FileReviewStatus = v.picklist(FILE_REVIEW_STATUSES);
export type FileReviewStatus = (typeof FILE_REVIEW_STATUSES)[number];

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
  linkTemplate: v.nullable(v.string()),
  submittedCount: v.number(),
  approvedCount: v.number(),
  neededCount: v.number(),
  files: v.array(DocumentFile),
});
export type AccountDocument = v.InferOutput<typeof AccountDocument>;

export const AccountDocumentList = v.array(AccountDocument);
export type AccountDocumentList = v.InferOutput<typeof AccountDocumentList>;
