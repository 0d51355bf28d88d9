import { entityNeededItems, TOP_MISSING_DOCUMENTS_LINES, type TopMissingDocuments } from '@portal/shared-contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { addressLineOf } from '../dashboard/summaries';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { entityAnswersOf } from '../entities/entities';
import { loans } from '../loans/schema';
import { documentIsNeeded, LOAN_GROUPS_NEEDING_DOCUMENTS } from './needed-documents';
import { documents } from './schema';

/**
 * The dashboard's Missing Docs panel: "top missing documents for loans and entities (id, loan, address, document
 * list, needed_documents_count, percentage_to_funded 0 to 1)" (spec 001 §3). The loans in progress and active that
 * still need documents, most needed first (the older loan first on a tie: it has waited longer), and likewise the
 * entities; at most TOP_MISSING_DOCUMENTS_LINES of each.
 */
export async function topMissingDocumentsOf(db: Database, accountId: number): Promise<TopMissingDocuments> {
  const [loanLines, entities] = await Promise.all([loansMissingDocuments(db, accountId), entitiesMissingDocuments(db, accountId)]);
  return { loans: loanLines, entities };
}

const loansMissingDocumentsStatement = preparedStatement(
  'loans_missing_documents',
  (db, name) => {
    const accountId = sql.placeholder('accountId');
    const needed = count();
    return db
      .select({
        id: loans.id,
        number: loans.number,
        property: loans.property,
        percentageToFunded: loans.percentageToFunded,
        types: sql<string[]>`array_agg(${documents.type} order by ${documents.type})`,
        needed,
      })
      .from(documents)
      .innerJoin(loans, eq(loans.id, documents.loanId))
      .where(and(eq(documents.accountId, accountId), eq(loans.accountId, accountId), inArray(loans.group, [...LOAN_GROUPS_NEEDING_DOCUMENTS]), documentIsNeeded))
      .groupBy(loans.id)
      .orderBy(desc(needed), asc(loans.id))
      .limit(TOP_MISSING_DOCUMENTS_LINES)
      .prepare(name);
  },
);

async function loansMissingDocuments(db: Database, accountId: number): Promise<TopMissingDocuments['loans']> {
  const rows = await loansMissingDocumentsStatement(db).execute({ accountId });
  return rows.map((row) => ({
    id: row.id,
    loan: row.number,
    address: addressLineOf(row.property),
    documents: row.types,
    needed_documents_count: row.needed,
    percentage_to_funded: Number(row.percentageToFunded),
  }));
}

/**
 * An entity needs its documents still needed; one without a document list (the lender has not made it yet) needs the
 * default 8, the lender's usual list (`entityNeededItems`).
 */
async function entitiesMissingDocuments(db: Database, accountId: number): Promise<TopMissingDocuments['entities']> {
  const entities = await entityAnswersOf(db, accountId, { withFiles: false });
  return entities
    .map((entity) => ({ id: entity.id, name: entity.name, documents: entityNeededItems(entity), needed_documents_count: entity.neededFiles }))
    .filter((line) => line.needed_documents_count > 0)
    .sort((a, b) => b.needed_documents_count - a.needed_documents_count || a.id - b.id)
    .slice(0, TOP_MISSING_DOCUMENTS_LINES);
}
