import { Readable } from 'node:stream';
import { loanEndpoints } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../accounts/schema';
import { storedFileOf } from '../files/routes';
import { storedFiles } from '../files/schema';
import { storedFileAnswerIfThere } from '../files/send-file';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { ensureLoanOfAccount, loanDetailOf, loanNotFound, loanOfAccount } from './loan-detail';
import { loanListOf } from './loan-list';
import { fileOfLoan, loanDocumentsOf } from './loan-documents';
import { loanStatements } from './schema';
import { statementFileName, statementPdf } from './statement-pdf';

/**
 * The account's loans (spec 001 §7), read through the account the session operates on. Pages run newest first and
 * continue after `last_id` (a keyset on the account, group and id index), so loading more never repeats or skips a
 * loan; `total` and `total_amount` describe the whole list the pages come from.
 */
export const loansApi = defineApiArea('loans', async (app, { db }) => {
  const store = app.fileUploads!.store;

  registerEndpoint(app, loanEndpoints.list, async ({ actor, query }) => loanListOf(db, actor.accountId, query));

  registerEndpoint(app, loanEndpoints.detail, async ({ actor, params }) => loanDetailOf(db, actor, params.loan_id));

  registerEndpoint(app, loanEndpoints.documents, async ({ actor, params }) => {
    await ensureLoanOfAccount(db, actor.accountId, params.loan_id);
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
    await ensureLoanOfAccount(db, actor.accountId, params.loan_id);
    const file = await fileOfLoan(db, actor.accountId, params.loan_id, params.file_id);
    if (!file) throw loanNotFound();
    const answer = await storedFileAnswerIfThere(store, file);
    if (!answer) throw loanNotFound();
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
