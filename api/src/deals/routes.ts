import { randomUUID } from 'node:crypto';
import { DEAL_DOCUMENT_KIND, dealEndpoints, dealMessages } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { entities } from '../entities/schema';
import { storedFileOf } from '../files/routes';
import { storedFiles } from '../files/schema';
import { defineApiArea } from '../http/api-area';
import { refuseFields } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { loans } from '../loans/schema';
import { dealApiMessages } from './messages';

/** The loan number people quote, from the loan's id: D-000123. */
const loanNumberOf = (id: number) => `D-${String(id).padStart(6, '0')}`;

/**
 * The new-deal wizard's submission (spec 001 §7): the deal, validated by the contract's NewDealBody (the wizard's own
 * rules), becomes a loan of the account in category `new`, group in_progress. The entity must be one of the
 * account's: another account's is refused like a wrong choice, revealing nothing about it. The documents uploaded on
 * the wizard's last step are the account's, not yet on a loan: the new loan takes them in the same transaction.
 */
export const dealsApi = defineApiArea('deals', async (app, { db }) => {
  registerEndpoint(app, dealEndpoints.uploadDocument, async ({ files }) => storedFileOf(files.file[0]!));

  registerEndpoint(app, dealEndpoints.create, async ({ actor, body }) => {
    const [entity] = await db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.id, body.entity.id), eq(entities.accountId, actor.accountId)));
    if (!entity) throw refuseFields({ 'entity.id': [dealApiMessages.entityNotYours] });

    const transaction = body.transactionType === 'purchase' ? body.purchase : body.refinance;
    const loan = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(loans)
        .values({
          accountId: actor.accountId,
          // Unique until the id is known, a moment later in the same transaction.
          number: `pending-${randomUUID()}`,
          entityId: entity.id,
          transactionType: body.transactionType,
          dealType: body.dealType.name,
          dealTypeDescription: body.dealType.description || null,
          propertyType: body.propertyType,
          property: body.property,
          crosses: body.crosses,
          transaction,
          propertyRepair: body.propertyRepair ?? null,
          estimatedCloseDate: transaction.closingDate,
          submittedBy: actor.userId,
        })
        .returning({ id: loans.id });
      const [numbered] = await tx.update(loans).set({ number: loanNumberOf(created!.id) }).where(eq(loans.id, created!.id)).returning();
      await attachDocuments(tx, actor.accountId, numbered!.id, body.files);
      return numbered!;
    });
    return { id: loan.id, number: loan.number, loan_category: loan.loanCategory };
  });
});

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The deal's documents move onto its loan; one that is not the account's unattached deal document refuses the deal. */
async function attachDocuments(tx: Transaction, accountId: number, loanId: number, files: readonly { id: number }[]) {
  if (files.length === 0) return;
  const ids = [...new Set(files.map((file) => file.id))];
  const attached = await tx
    .update(storedFiles)
    .set({ loanId })
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.accountId, accountId), eq(storedFiles.kind, DEAL_DOCUMENT_KIND), isNull(storedFiles.loanId)))
    .returning({ id: storedFiles.id });
  if (attached.length !== ids.length) throw refuseFields({ files: [dealMessages.documentNotFound] });
}
