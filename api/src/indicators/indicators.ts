import { DEFAULT_NEEDED_DOCUMENTS, type Indicators } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { neededLoanDocumentCount } from '../documents/needed-documents';
import { entitiesOf, entityAnswerOf } from '../entities/entities';

/** A person who operates on no account (a team member between teams) has nothing outstanding. */
const NOTHING_OUTSTANDING: Indicators = { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: DEFAULT_NEEDED_DOCUMENTS } };

/**
 * The counters of outstanding documents of an account (spec 001 §7 'indicators'): the documents its entities still
 * need (each entity's `neededFiles`, as listed) and the "Needed Files" of its loans in progress and active (a paid
 * loan needs nothing more); the borrower's own documents are the default 8 until the documents area stores them.
 * The signed-in bundle reads the same counters.
 */
export async function indicatorsOf(db: Database, accountId: number | null): Promise<Indicators> {
  if (accountId === null) return NOTHING_OUTSTANDING;
  const [entityRows, loanDocuments] = await Promise.all([entitiesOf(db, accountId), neededLoanDocumentCount(db, accountId)]);
  const entityDocuments = entityRows.map(entityAnswerOf).reduce((sum, entity) => sum + entity.neededFiles, 0);
  return {
    missing: { count: entityDocuments + loanDocuments, entities: entityDocuments, loans: loanDocuments },
    docs: { neededCount: DEFAULT_NEEDED_DOCUMENTS },
  };
}
