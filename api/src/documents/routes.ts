import {
  bankStatementMonthsRefusal,
  BANK_STATEMENT_VALID_DAYS,
  calendarDayOf,
  dashboardEndpoints,
  DOCUMENT_TYPES,
  documentEndpoints,
  formMessages,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../files/schema';
import { storedFileAnswerIfThere, zipAnswer, zipNameOf } from '../files/send-file';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { Refusal, refuseFields } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import {
  accountDocumentFile,
  accountDocumentOf,
  accountDocumentsOf,
  bankStatementsOnFile,
  fileAccountDocument,
  filesOfAccountDocumentType,
  mayUploadType,
} from './account-documents';
import { netWorthRecords } from './schema';
import { topMissingDocumentsOf } from './top-missing-documents';

const notFound = () => new Refusal(404, { message: httpMessages.notFound });

/** A day `days` after another, both "YYYY-MM-DD". */
function daysAfter(day: string, days: number): string {
  return calendarDayOf(new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000));
}

/**
 * The documents an account still owes and holds, read through the account the session operates on: the borrower's
 * own documents (spec 002 §2.2, §7: the list, uploads, the bank statement package, downloads, templates and zips) and
 * the dashboard's Missing Docs panel (spec 001 §7 `/top_missing_documents`), which reads the documents of loans and
 * entities alike. Files arrive stored (the upload path) before a handler runs; a refusal takes them back.
 */
export const documentsApi = defineApiArea('documents', async (app, { db }) => {
  const store = app.fileUploads!.store;

  registerEndpoint(app, documentEndpoints.list, async ({ actor }) => accountDocumentsOf(db, actor.accountId));

  registerEndpoint(app, documentEndpoints.upload, async ({ actor, body, files }) => {
    if (!(await mayUploadType(db, actor.accountId, body.type))) throw refuseFields({ type: [formMessages.invalidChoice] });
    const file = files.file[0]!;
    await fileAccountDocument(db, { accountId: actor.accountId, type: body.type, fileIds: [file.id] });
    if (body.type === DOCUMENT_TYPES.financialStatement) {
      // "Net-worth record for the statement document: date, net_worth" (spec 002 §3).
      await db.update(storedFiles).set({ documentDate: body.doc_date! }).where(eq(storedFiles.id, file.id));
      await db.insert(netWorthRecords).values({ fileId: file.id, accountId: actor.accountId, netWorth: body.net_worth! });
    }
    return accountDocumentsOf(db, actor.accountId);
  });

  registerEndpoint(app, documentEndpoints.bankStatementPackage, async ({ actor, body, files }) => {
    const dates = [body.file1Date, body.file2Date] as const;
    const refusal = bankStatementMonthsRefusal(dates, { today: calendarDayOf(new Date()), statementsOnFile: await bankStatementsOnFile(db, actor.accountId) });
    // The two dates together break the rule: the package is refused as a whole, in its words.
    if (refusal) throw new Refusal(400, { message: refusal });
    const statements = [
      { file: files.file1[0]!, date: body.file1Date },
      { file: files.file2[0]!, date: body.file2Date },
    ];
    await fileAccountDocument(db, { accountId: actor.accountId, type: DOCUMENT_TYPES.bankStatement, fileIds: statements.map(({ file }) => file.id) });
    for (const { file, date } of statements) {
      await db
        .update(storedFiles)
        .set({ documentDate: date, expiresOn: daysAfter(date, BANK_STATEMENT_VALID_DAYS) })
        .where(and(eq(storedFiles.id, file.id), eq(storedFiles.accountId, actor.accountId)));
    }
    return accountDocumentsOf(db, actor.accountId);
  });

  registerEndpoint(app, documentEndpoints.file, async ({ actor, params }) => {
    const file = await accountDocumentFile(db, actor.accountId, params.file_id);
    const answer = file && (await storedFileAnswerIfThere(store, file));
    if (!answer) throw notFound();
    return answer;
  });

  registerEndpoint(app, documentEndpoints.template, async ({ actor, params }) => {
    const document = await accountDocumentOf(db, actor.accountId, params.document_id);
    if (!document?.templateFileId) throw notFound();
    const [template] = await db.select().from(storedFiles).where(and(eq(storedFiles.id, document.templateFileId), eq(storedFiles.accountId, actor.accountId)));
    const answer = template && (await storedFileAnswerIfThere(store, template));
    if (!answer) throw notFound();
    return answer;
  });

  registerEndpoint(app, documentEndpoints.zip, async ({ actor, params, query }) => {
    const files = await filesOfAccountDocumentType(db, actor.accountId, params.type);
    if (!files) throw notFound();
    const chosen = query.files ? files.filter((file) => query.files!.includes(file.id)) : files;
    // Asking for files the type does not have is asking for something that is not there.
    if (query.files && chosen.length !== new Set(query.files).size) throw notFound();
    return zipAnswer(store, zipNameOf(params.type), chosen);
  });

  registerEndpoint(app, dashboardEndpoints.topMissingDocuments, async ({ actor }) => topMissingDocumentsOf(db, actor.accountId));
});
