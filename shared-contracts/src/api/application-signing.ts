import * as v from 'valibot';
import { APPLICATION_SECTION_LABELS, sectionsBlockingSigning, type MissingSections } from '../application/application-sections';
import { GUARANTOR_HIDDEN_TYPES } from '../enums/entities';
import { formMessages } from '../messages';
import { RecordId } from '../validators';

/*
 * The guarantor's signing of the application (spec 002 §2.5, §3 'Application', §4 'Application signing', §7): the
 * borrower chooses the entity, the API makes the application to sign and answers the embedded signing frame's address;
 * once signed, the portal saves the application as signed for that entity.
 */

/** "Application: type (entity), entity id, signed": the only type the specification names. */
export const APPLICATION_TYPES = ['entity'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const ApplicationType = v.picklist(APPLICATION_TYPES, formMessages.invalidChoice);

/** The words of the application's signing that the specification does not give (the portal's). */
export const applicationSigningMessages = {
  /** The send's refusal while a section that signing needs is missing. */
  sectionsMissing: (sections: readonly string[]) => `Please complete these sections before signing the application: ${sections.join(', ')}.`,
  /** Saving signed true before a signing of that entity completed. */
  notSignedYet: 'The application has not been signed for this entity yet.',
  /** Only a signed application is saved ("signed true"). */
  signedOnly: 'Only a signed application can be saved.',
  /** What the guarantor certifies by signing: the application's own statement, in the PDF and beside eSign. */
  certification:
    'I, the undersigned guarantor, certify that the information I have given in this application, and in every document ' +
    'submitted with it, is true, correct and complete. I authorize the lender to verify it, I will tell the lender ' +
    'promptly of any material change to it before the loan closes, and I understand that the lender relies on it to ' +
    'decide on a loan to the borrowing entity named here, whose obligations I guarantee.',
} as const;

/** The borrower's document the signed application is filed under (the portal's name for it). */
export const APPLICATION_DOCUMENT_TYPE = 'Borrower Application';

/** "POST /users/{id}/profile/application/send | type, entity": the entity is one of the account's entities. */
export const SendApplicationBody = v.object({ type: ApplicationType, entity: RecordId });
export type SendApplicationBody = v.InferInput<typeof SendApplicationBody>;

/** "response docusign_url_embedded_signature": the address the embedded signing frame opens. */
export const SendApplicationAnswer = v.object({ docusign_url_embedded_signature: v.string() });
export type SendApplicationAnswer = v.InferOutput<typeof SendApplicationAnswer>;

/** "POST /users/{id}/profile/application | type, entity, signed true | saves signed application". */
export const SignedApplicationBody = v.object({ type: ApplicationType, entity: RecordId, signed: v.literal(true, applicationSigningMessages.signedOnly) });
export type SignedApplicationBody = v.InferInput<typeof SignedApplicationBody>;

/** The application section as saved and as `GET /users/{id}/profile` carries it (null before it is signed). */
export const ApplicationAnswer = v.object({ type: ApplicationType, entity: v.number(), signed: v.boolean() });
export type ApplicationAnswer = v.InferOutput<typeof ApplicationAnswer>;

/**
 * Why the application may not be sent for signing yet: the sections "The eSign button is disabled until … every
 * section is complete" names, by their labels; null when none is missing.
 */
export function signingRefusalOf(missing: MissingSections): string | null {
  const blocking = sectionsBlockingSigning(missing);
  return blocking.length === 0 ? null : applicationSigningMessages.sectionsMissing(blocking.map((section) => APPLICATION_SECTION_LABELS[section]));
}

/**
 * "Next to it is a list of borrower documents excluding Plaid, Privacy Choices, Privacy Notice, Credit Authorization,
 * Financial Statement, Bank Statement, Tax Returns and Borrower Stated Experience." (spec 002 §2.5)
 */
export function guarantorDocumentsRows<D extends { type: string }>(documents: readonly D[]): D[] {
  return documents.filter((document) => !(GUARANTOR_HIDDEN_TYPES as readonly string[]).includes(document.type));
}

/**
 * "Query parameter esign auto-starts signing on the last entity" (spec 002 §2.5): the entity to sign for when the
 * page's address carries `esign` (with any value but "false" or "0"), or null.
 */
export function entityToAutoSign(esign: string | null, entities: readonly { id: number }[]): number | null {
  if (esign === null || esign === 'false' || esign === '0') return null;
  return entities.at(-1)?.id ?? null;
}
