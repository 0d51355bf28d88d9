import { Readable } from 'node:stream';
import { ACCOUNT_DOCUMENT_KIND, ENTITY_DOCUMENT_KIND, ENTITY_DOCUMENT_TYPES } from '@portal/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ensureEntityDocumentList } from '../entities/entities';
import { newStorageKey, type FileStore } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { demoDocumentPdf, sha256Of } from '../loans/demo-files';
import { insertRows } from '../loans/insert-rows';
import { documents } from './schema';

/*
 * Ann's documents (issue 13 'Demo data'): entities approved and pending, with documents submitted, approved, rejected
 * and needed, and her own documents of several types — one 1098 (labelled "1098 Mortgage Interest Statement"), one
 * with a blank form to download, a tax return (no zip), and one the lender still asks for. Days count back from the
 * day the seed runs.
 */

type Review = 'submitted' | 'approved' | 'rejected';

interface DemoDocument {
  type: string;
  required?: boolean;
  /** The files' reviews, oldest first; none: nothing sent yet. */
  files: Review[];
  /** A blank form the lender keeps for it. */
  template?: string;
  expiresInDays?: number;
}

/** Ann's own documents (My Documents). */
const ANNS_DOCUMENTS: DemoDocument[] = [
  { type: 'Photo ID', files: ['approved'], expiresInDays: 1460 },
  { type: '1098 Form 2025', files: ['submitted'] },
  { type: 'Business Tax Returns 2024', files: ['approved', 'submitted'] },
  { type: 'Borrower Authorization', files: [], template: 'borrower-authorization-form.pdf' },
  { type: 'Proof of Address', files: ['rejected', 'submitted'], template: 'proof-of-address-checklist.pdf' },
];

/** Borrower Holdings LLC has everything in (approved); the trust still owes three, one of them rejected. */
const ENTITY_REVIEWS: Record<'approved' | 'pending', Review[][]> = {
  approved: ENTITY_DOCUMENT_TYPES.map((_, index) => (index % 3 === 0 ? ['submitted'] : ['approved'])),
  pending: ENTITY_DOCUMENT_TYPES.map((_, index) => (index < 4 ? ['approved'] : index === 4 ? ['submitted'] : index === 5 ? ['rejected'] : [])),
};

export interface DemoDocumentPlan {
  accountId: number;
  uploadedBy: number;
  /** The entities whose documents are seeded, by how far along they are; an entity left out keeps no list. */
  entities: { id: number; name: string; progress: 'approved' | 'pending' }[];
  fileStore?: FileStore;
}

const DAY_MS = 86_400_000;
const fileNameOf = (type: string) => `${type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;

/** Seeds the account's own and entities' documents; does nothing when the account already has documents of its own. */
export async function seedDemoDocuments(db: Database, plan: DemoDocumentPlan, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.accountId, plan.accountId), isNull(documents.loanId), isNull(documents.entityId)))
    .limit(1);
  if (existing) return;

  type DemoFile = typeof storedFiles.$inferInsert & { bytes: Buffer };
  const demoFile = (kind: string, name: string, title: string[], extra: Partial<typeof storedFiles.$inferInsert>): DemoFile => {
    const bytes = demoDocumentPdf(title);
    return { accountId: plan.accountId, kind, storageKey: newStorageKey(), name, contentType: 'application/pdf', size: bytes.length, sha256: sha256Of(bytes), uploadedBy: plan.uploadedBy, bytes, ...extra };
  };
  const withoutBytes = (file: DemoFile) => {
    const { bytes: _bytes, ...row } = file;
    return row;
  };

  // Blank forms first: the documents point at them.
  const withTemplates = ANNS_DOCUMENTS.filter((document) => document.template);
  const templates = withTemplates.map((document) => demoFile('document_template', document.template!, [document.type, 'Blank form: fill it in, sign it and upload it.'], { uploadedBy: null }));
  const templateIds = new Map((await insertRows(db, storedFiles, templates.map(withoutBytes))).map((id, index) => [withTemplates[index]!.type, id]));
  const files: DemoFile[] = [];
  const addFile = (...args: Parameters<typeof demoFile>) => files.push(demoFile(...args));

  const ownIds = await insertRows(
    db,
    documents,
    ANNS_DOCUMENTS.map((document) => ({ accountId: plan.accountId, type: document.type, required: document.required ?? true, templateFileId: templateIds.get(document.type) ?? null })),
  );
  ANNS_DOCUMENTS.forEach((document, index) =>
    document.files.forEach((review, position) => {
      const sent = new Date(now.getTime() - (40 - position * 12 - index) * DAY_MS);
      addFile(ACCOUNT_DOCUMENT_KIND, position === 0 ? fileNameOf(document.type) : fileNameOf(`${document.type} ${position + 1}`), [document.type, 'Ann Borrower'], {
        documentId: ownIds[index]!,
        reviewStatus: review,
        createdAt: sent,
        expiresOn: document.expiresInDays ? new Date(sent.getTime() + document.expiresInDays * DAY_MS).toISOString().slice(0, 10) : null,
      });
    }),
  );

  for (const entity of plan.entities) {
    await ensureEntityDocumentList(db, plan.accountId, entity.id);
    const listed = await db
      .select({ id: documents.id, type: documents.type })
      .from(documents)
      .where(and(eq(documents.accountId, plan.accountId), eq(documents.entityId, entity.id)));
    const reviews = ENTITY_REVIEWS[entity.progress];
    ENTITY_DOCUMENT_TYPES.forEach((type, index) => {
      const document = listed.find((row) => row.type === type);
      if (!document) return;
      for (const review of reviews[index] ?? []) {
        addFile(ENTITY_DOCUMENT_KIND, fileNameOf(type), [type, entity.name], { documentId: document.id, reviewStatus: review, createdAt: new Date(now.getTime() - (30 - index) * DAY_MS) });
      }
    });
  }

  await insertRows(db, storedFiles, files.map(withoutBytes));
  const store = plan.fileStore;
  if (store) await Promise.all([...templates, ...files].map((file) => store.put(file.storageKey, Readable.from([file.bytes]))));
}
