import { TOP_MISSING_DOCUMENTS_LINES, type TopMissingDocuments } from '@portal/shared-contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addressLineOf } from '../dashboard/summaries';
import type { Database } from '../db/database';
import { entitiesOf, entityAnswerOf } from '../entities/entities';
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

async function loansMissingDocuments(db: Database, accountId: number): Promise<TopMissingDocuments['loans']> {
  const needed = count();
  const rows = await db
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
    .limit(TOP_MISSING_DOCUMENTS_LINES);
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
 * An entity with documents needs those of them still needed; one without any (the lender has not listed them yet)
 * needs what its status says (a pending entity the default 8), with no names to list.
 */
async function entitiesMissingDocuments(db: Database, accountId: number): Promise<TopMissingDocuments['entities']> {
  const [entities, entityDocuments] = await Promise.all([
    entitiesOf(db, accountId),
    db
      .select({ entityId: documents.entityId, type: documents.type, needed: sql<boolean>`${documentIsNeeded}` })
      .from(documents)
      .where(and(eq(documents.accountId, accountId), isNotNull(documents.entityId)))
      .orderBy(asc(documents.type)),
  ]);
  const lines = entities.map((entity) => {
    const own = entityDocuments.filter((document) => document.entityId === entity.id);
    const types = own.filter((document) => document.needed).map((document) => document.type);
    return { id: entity.id, name: entity.name, documents: types, needed_documents_count: own.length > 0 ? types.length : entityAnswerOf(entity).neededFiles };
  });
  return lines
    .filter((line) => line.needed_documents_count > 0)
    .sort((a, b) => b.needed_documents_count - a.needed_documents_count || a.id - b.id)
    .slice(0, TOP_MISSING_DOCUMENTS_LINES);
}
