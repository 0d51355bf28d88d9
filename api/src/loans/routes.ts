import { once } from 'node:events';
import { Readable } from 'node:stream';
import { loanEndpoints, type LoanListQuery } from '@portal/shared-contracts';
import { and, count, desc, eq, ilike, lt, sql, sum, type SQL } from 'drizzle-orm';
import { accounts, users } from '../accounts/schema';
import { entities } from '../entities/schema';
import { storedFileOf } from '../files/routes';
import { storedFiles } from '../files/schema';
import { storedFileAnswer } from '../files/send-file';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { listRecordOf, loanDetailOf, loanNotFound, loanOfAccount } from './loan-detail';
import { fileOfLoan, loanDocumentsOf } from './loan-documents';
import { loanStatements, loans } from './schema';
import { statementFileName, statementPdf } from './statement-pdf';

/**
 * Waits for the store to have the file's first bytes (or its end) ready. A record whose bytes are not in the store (the
 * demo files when the seed had no store to write them to) then answers 404 like a missing file, rather than failing
 * half-way through a download that already said 200.
 */
async function bytesAreThere(bytes: Readable): Promise<boolean> {
  try {
    await once(bytes, 'readable');
    return true;
  } catch {
    return false;
  }
}

/** `%` and `_` typed in a search are the characters themselves. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The loans a list shows, whatever page: the account's, in the group, matching the search. */
function listed(accountId: number, query: LoanListQuery): SQL {
  const conditions = [eq(loans.accountId, accountId)];
  if (query.group !== 'all') conditions.push(eq(loans.group, query.group));
  if (query.search_key && query.search_value) {
    const pattern = `%${literally(query.search_value)}%`;
    conditions.push(query.search_key === 'number' ? ilike(loans.number, pattern) : ilike(sql`${loans.property}->>'address'`, pattern));
  }
  return and(...conditions)!;
}

/**
 * The account's loans (spec 001 §7), read through the account the session operates on. Pages run newest first and
 * continue after `last_id` (a keyset on the account, group and id index), so loading more never repeats or skips a
 * loan; `total` and `total_amount` describe the whole list the pages come from.
 */
export const loansApi = defineApiArea('loans', async (app, { db }) => {
  const store = app.fileUploads!.store;

  registerEndpoint(app, loanEndpoints.list, async ({ actor, query }) => {
    const where = listed(actor.accountId, query);
    const page = await db
      .select({ loan: loans, entityName: entities.name })
      .from(loans)
      .leftJoin(entities, eq(entities.id, loans.entityId))
      .where(query.last_id === undefined ? where : and(where, lt(loans.id, Number(query.last_id))))
      .orderBy(desc(loans.id))
      .limit(query.page_size);
    const [totals] = await db.select({ total: count(), amount: sum(loans.amount).mapWith(Number) }).from(loans).where(where);
    return {
      records: page.map(({ loan, entityName }) => listRecordOf(loan, entityName)),
      total: totals?.total ?? 0,
      total_amount: totals?.amount ?? 0,
    };
  });

  registerEndpoint(app, loanEndpoints.detail, async ({ actor, params }) => loanDetailOf(db, actor.accountId, params.loan_id));

  registerEndpoint(app, loanEndpoints.documents, async ({ actor, params }) => {
    await loanOfAccount(db, actor.accountId, params.loan_id);
    return loanDocumentsOf(db, actor.accountId, params.loan_id);
  });

  // The upload path has stored the file before this runs: a loan that is not the account's throws, and the thrown
  // refusal makes the upload path take the file back, bytes and record.
  registerEndpoint(app, loanEndpoints.uploadDocument, async ({ actor, params, files }) => {
    const loan = await loanOfAccount(db, actor.accountId, params.loan_id);
    const [file] = await db
      .update(storedFiles)
      .set({ loanId: loan.id })
      .where(and(eq(storedFiles.id, files.file[0]!.id), eq(storedFiles.accountId, actor.accountId)))
      .returning();
    return storedFileOf(file!);
  });

  registerEndpoint(app, loanEndpoints.file, async ({ actor, params }) => {
    await loanOfAccount(db, actor.accountId, params.loan_id);
    const file = await fileOfLoan(db, actor.accountId, params.loan_id, params.file_id);
    if (!file) throw loanNotFound();
    const answer = storedFileAnswer(store, file);
    if (!(await bytesAreThere(answer.bytes))) throw loanNotFound();
    return answer;
  });

  registerEndpoint(app, loanEndpoints.statement, async ({ actor, params }) => {
    const loan = await loanOfAccount(db, actor.accountId, params.loan_id);
    const [found] = await db
      .select({ statement: loanStatements, firstName: users.firstName, lastName: users.lastName })
      .from(loanStatements)
      .innerJoin(accounts, eq(accounts.id, actor.accountId))
      .innerJoin(users, eq(users.id, accounts.ownerUserId))
      .where(and(eq(loanStatements.id, params.statement_id), eq(loanStatements.loanId, loan.id)));
    if (!found) throw loanNotFound();
    const { statement } = found;
    const pdf = await statementPdf({
      borrower: `${found.firstName} ${found.lastName}`,
      loanNumber: loan.number,
      property: loan.property,
      periodEnd: statement.periodEnd,
      figures: statement.figures,
    });
    return { name: statementFileName(loan.number, statement.periodEnd), contentType: 'application/pdf', bytes: Readable.from([pdf]), size: pdf.length };
  });
});
