import { DEFAULT_NEEDED_DOCUMENTS, type Indicators } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { entitiesOf, entityAnswerOf } from '../entities/entities';

/** A person who operates on no account (a team member between teams) has nothing outstanding. */
const NOTHING_OUTSTANDING: Indicators = { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: DEFAULT_NEEDED_DOCUMENTS } };

/**
 * The counters of outstanding documents of an account (spec 001 §7 'indicators'): the documents its entities still
 * need (each entity's `neededFiles`, as listed) and those its loans still need. Loans carry no document list until
 * the loan documents arrive with the loans area, so they count 0 here; the borrower's own documents are the
 * default 8 until the documents area stores them. The signed-in bundle reads the same counters.
 */
export async function indicatorsOf(db: Database, accountId: number | null): Promise<Indicators> {
  if (accountId === null) return NOTHING_OUTSTANDING;
  const entities = (await entitiesOf(db, accountId)).map(entityAnswerOf);
  const entityDocuments = entities.reduce((sum, entity) => sum + entity.neededFiles, 0);
  const loanDocuments = 0;
  return {
    missing: { count: entityDocuments + loanDocuments, entities: entityDocuments, loans: loanDocuments },
    docs: { neededCount: DEFAULT_NEEDED_DOCUMENTS },
  };
}
