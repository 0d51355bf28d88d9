import type { Database } from '../db/database';
import type { StoredFileRow } from '../files/receive-files';

/*
 * E-signature (spec 001 §4 'ACH request', spec 002 §2.9): a document one person signs inside the portal's frame.
 * The portal asks for a signing and gets the address its frame opens; the provider's signing page, once signed,
 * goes to the return address (`/pdf_signed`), and the provider tells the API, which files the signed PDF.
 * Nothing here knows what is signed: `reference` names it for the area that asked (`loan_request:12`).
 */

export interface SigningRequest {
  accountId: number;
  signer: { userId: number; name: string; email: string };
  /** The PDF to sign, already stored as one of the account's files. */
  document: StoredFileRow;
  /** What it is for, handed back with the signed document. */
  reference: string;
  /** Where the signing page goes once signed: the portal's `/pdf_signed`. */
  returnUrl: string;
}

export interface ESignature {
  /** Starts the signing; resolves to the address of its embedded signing page. */
  start(request: SigningRequest): Promise<{ signingUrl: string }>;
}

/** What the area that asked for a signing does once it is signed: file the signed PDF with what it signs. */
export type SignedDocumentHandler = (db: Database, reference: string, signed: StoredFileRow) => Promise<void>;
