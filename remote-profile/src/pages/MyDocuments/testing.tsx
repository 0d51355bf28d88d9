import userEvent from '@testing-library/user-event';
import { documentEndpoints, indicatorEndpoints, type AccountDocument, type DocumentFile, type Permission, type SignedInBundle } from '@portal/shared-contracts';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { MyDocuments } from './MyDocuments';

/** A file as the API lists it; sent at noon UTC, so its day is the same in every test time zone. */
export function sentFile(id: number, changes: Partial<DocumentFile> = {}): DocumentFile {
  return { id, name: `file-${id}.pdf`, submitted: '2025-03-01T12:00:00.000Z', expiration: null, status: 'submitted', ...changes };
}

/** One of the borrower's own documents as `GET /users/{id}/docs` lists it. */
export function ownDocument(id: number, type: string, files: DocumentFile[] = [], changes: Partial<AccountDocument> = {}): AccountDocument {
  const kept = files.filter((file) => file.status !== 'rejected');
  const newest = files[0];
  return {
    id,
    type,
    submitted: newest?.submitted ?? null,
    expiration: newest?.expiration ?? null,
    status: newest?.status ?? null,
    linkTemplate: null,
    submittedCount: kept.length,
    approvedCount: files.filter((file) => file.status === 'approved').length,
    neededCount: kept.length === 0 ? 1 : 0,
    files,
    ...changes,
  };
}

export interface MyDocumentsRender {
  documents?: AccountDocument[];
  permissions?: Permission[];
  /** Changes to Ann's user record (user 42, verified). */
  person?: Partial<SignedInBundle['user']>;
  answers?: readonly FakeAnswer[];
  /** For tests on jest's fake timers: user-event then moves them. */
  fakeTimers?: boolean;
}

/** The remote's router showing My Documents at `/my_documents`, for Ann, who reads and sends her documents. */
export function renderMyDocuments({ documents = [], permissions = ['mydocs.read', 'mydocs.write'], person = {}, answers = [], fakeTimers = false }: MyDocumentsRender = {}) {
  const base = signedInBundle({ permissions });
  const fake = createFakePortal({
    bundle: { ...base, user: { ...base.user, ...person } },
    answers: [
      answer(documentEndpoints.list, documents),
      answer(indicatorEndpoints.read, { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: 0 }, alerts: { application: false, applicationTab: null } }),
      ...answers,
    ],
  });
  const view = renderWithPortal(<RemoteRoutes owner="profile" pages={{ MyDocuments: <MyDocuments /> }} />, { ...fake, url: '/my_documents' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { ...fake, ...view, user };
}
