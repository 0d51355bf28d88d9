import { applicationAlertTab, DEFAULT_NEEDED_DOCUMENTS, type Entity, type Indicators } from '@portal/shared-contracts';
import { missingSectionsOfAccount } from '../application/missing-sections';
import type { Database } from '../db/database';
import { neededAccountDocumentCount, neededLoanDocumentCount } from '../documents/needed-documents';
import { entityAnswersOf } from '../entities/entities';

/** A person who operates on no account (a team member between teams) has nothing outstanding. */
const NOTHING_OUTSTANDING: Indicators = { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: DEFAULT_NEEDED_DOCUMENTS }, alerts: { application: false, applicationTab: null } };

/**
 * The counters of outstanding documents of an account (spec 001 §7 'indicators'): the documents its entities still
 * need (each entity's `neededFiles`, as listed) and the "Needed Files" of its loans in progress and active (a paid
 * loan needs nothing more), and the application's alert (the tab of its first section that signing still needs); `docs.neededCount` counts the borrower's own documents the lender still asks for (8 while none
 * are listed, `neededAccountDocumentCount`). The
 * signed-in bundle reads the same counters.
 */
export async function indicatorsOf(db: Database, accountId: number | null): Promise<Indicators> {
  return (await indicatorsAndEntitiesOf(db, accountId)).indicators;
}

/** The indicators, and the account's entities they counted (the signed-in bundle lists them too, by name). */
export async function indicatorsAndEntitiesOf(db: Database, accountId: number | null): Promise<{ indicators: Indicators; entities: Entity[] }> {
  if (accountId === null) return { indicators: NOTHING_OUTSTANDING, entities: [] };
  const [entities, loanDocuments, ownDocuments, missingSections] = await Promise.all([
    entityAnswersOf(db, accountId, { withFiles: false }),
    neededLoanDocumentCount(db, accountId),
    neededAccountDocumentCount(db, accountId),
    missingSectionsOfAccount(db, accountId),
  ]);
  const applicationTab = applicationAlertTab(missingSections);
  const entityDocuments = entities.reduce((sum, entity) => sum + entity.neededFiles, 0);
  const indicators = {
    missing: { count: entityDocuments + loanDocuments, entities: entityDocuments, loans: loanDocuments },
    docs: { neededCount: ownDocuments },
    alerts: { application: applicationTab !== null, applicationTab },
  };
  return { indicators, entities };
}
