import * as v from 'valibot';
import { DEFAULT_NEEDED_DOCUMENTS } from '../constants';
import { documentMessages, formMessages } from '../messages';

/** "entity types (corporation, trust, partnership, limited_partnership, llc, sole_member_llc)" (spec 000 §3, spec 002 §9) */
export const ENTITY_TYPES = ['corporation', 'trust', 'partnership', 'limited_partnership', 'llc', 'sole_member_llc'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const EntityType = v.picklist(ENTITY_TYPES, formMessages.invalidChoice);
/** Labels: the portal's words. */
export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  corporation: 'Corporation',
  trust: 'Trust',
  partnership: 'Partnership',
  limited_partnership: 'Limited Partnership',
  llc: 'LLC',
  sole_member_llc: 'Sole Member LLC',
};

/**
 * "relationship choices by type: corporation (shareholder, director, officer), limited_partnership (limited_partner,
 * general_partner), llc (llc_member, llc_manager), trust (trustee, trustor, beneficiary), plus llc_owner and
 * individual_proprietor" (spec 002 §9), in that order.
 */
export const ENTITY_RELATIONSHIPS = [
  'shareholder',
  'director',
  'officer',
  'limited_partner',
  'general_partner',
  'llc_member',
  'llc_manager',
  'trustee',
  'trustor',
  'beneficiary',
  'llc_owner',
  'individual_proprietor',
] as const;
export type EntityRelationship = (typeof ENTITY_RELATIONSHIPS)[number];
export const EntityRelationship = v.picklist(ENTITY_RELATIONSHIPS, formMessages.invalidChoice);
/** Labels: the portal's words. */
export const ENTITY_RELATIONSHIP_LABELS: Record<EntityRelationship, string> = {
  shareholder: 'Shareholder',
  director: 'Director',
  officer: 'Officer',
  limited_partner: 'Limited Partner',
  general_partner: 'General Partner',
  llc_member: 'LLC Member',
  llc_manager: 'LLC Manager',
  trustee: 'Trustee',
  trustor: 'Trustor',
  beneficiary: 'Beneficiary',
  llc_owner: 'LLC Owner',
  individual_proprietor: 'Individual Proprietor',
};

/**
 * The relationships offered for each entity type. Corporation, limited partnership, LLC and trust are the
 * specification's. It does not say where llc_owner and individual_proprietor belong, nor what a partnership or a
 * sole-member LLC offers: the portal offers llc_owner for a sole-member LLC (its one member owns it), general_partner
 * for a partnership, and individual_proprietor when the borrower acts without an entity.
 */
export const ENTITY_RELATIONSHIPS_BY_TYPE: Record<EntityType, readonly EntityRelationship[]> = {
  corporation: ['shareholder', 'director', 'officer'],
  limited_partnership: ['limited_partner', 'general_partner'],
  llc: ['llc_member', 'llc_manager'],
  trust: ['trustee', 'trustor', 'beneficiary'],
  sole_member_llc: ['llc_owner'],
  partnership: ['general_partner'],
};

export function relationshipChoicesFor(entityType: EntityType | null | undefined): readonly EntityRelationship[] {
  return entityType ? ENTITY_RELATIONSHIPS_BY_TYPE[entityType] : ['individual_proprietor'];
}

/** "Two tables: PENDING ... and APPROVED" (spec 002 §2.1). */
export const ENTITY_STATUSES = ['pending', 'approved'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];
export const ENTITY_STATUS_LABELS: Record<EntityStatus, string> = { pending: 'Pending', approved: 'Approved' };

/**
 * "An entity is pending while any of its documents has a non-zero neededCount, approved otherwise." An entity with no
 * document list needs the default 8 ("The default needed-document count is 8 when no document list exists"): pending.
 */
export function entityStatusOf(docs: readonly { neededCount: number }[] | null | undefined): EntityStatus {
  if (docs === null || docs === undefined) return 'pending';
  return docs.some((doc) => doc.neededCount !== 0) ? 'pending' : 'approved';
}

/** An entity's needed files: its documents' neededCount added up, or the default 8 without a document list. */
export function entityNeededFiles(docs: readonly { neededCount: number }[] | null | undefined): number {
  if (docs === null || docs === undefined) return DEFAULT_NEEDED_DOCUMENTS;
  return docs.reduce((sum, doc) => sum + doc.neededCount, 0);
}

/** Document types the specification names (spec 001 §7, spec 002 §2.2, §2.6, §5); the raw value is the name. */
export const DOCUMENT_TYPES = {
  plaid: 'Plaid',
  privacyChoices: 'Privacy Choices',
  privacyNotice: 'Privacy Notice',
  creditAuthorization: 'Credit Authorization',
  financialStatement: 'Financial Statement',
  bankStatement: 'Bank Statement',
  taxReturns: 'Tax Returns',
  borrower1098: 'Borrower 1098 Form',
  statedExperience: 'Borrower Stated Experience',
  /** "upload with type Salesforce" for a loan's files. */
  salesforce: 'Salesforce',
} as const;

/**
 * "These types are excluded from the table: Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial
 * Statement, Bank Statement, Tax Returns, Borrower 1098 Form, Borrower Stated Experience." (spec 002 §2.2)
 */
export const MY_DOCUMENTS_HIDDEN_TYPES = [
  'Plaid',
  'Privacy Choices',
  'Privacy Notice',
  'Credit Authorization',
  'Financial Statement',
  'Bank Statement',
  'Tax Returns',
  'Borrower 1098 Form',
  'Borrower Stated Experience',
] as const;

/** The guarantor page's list excludes the same types but the 1098 form (spec 002 §2.5). */
export const GUARANTOR_HIDDEN_TYPES = MY_DOCUMENTS_HIDDEN_TYPES.filter((type) => type !== 'Borrower 1098 Form');

/** 'A type containing 1098 is labelled "1098 Mortgage Interest Statement".' (spec 002 §2.2) */
export function documentTypeLabel(type: string): string {
  return type.includes('1098') ? documentMessages.mortgageInterestStatement : type;
}
