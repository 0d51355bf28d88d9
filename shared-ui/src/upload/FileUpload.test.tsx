import { signedIn, StoredFile, transportMessages, UPLOAD_CANCEL_AFTER_MS, uploadMessages, type UploadEndpoint, type UploadInput, type UploadOptions } from '@portal/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { PortalRequestError } from '../api/request-error';
import { answer, noResponse, refusal } from '../testing/answers';
import { createFakePortal, type FakePortalOptions } from '../testing/fakePortal';
import { renderWithPortal } from '../testing/renderWithPortal';
import { FileUpload, type FileUploadHandle, type FileUploadProps } from './FileUpload';
import { fileOfSize, MB } from './test-files';

/** An upload endpoint as the contract declares one: a general file field, and a narrower one with its own rule. */
const insuranceUpload = {
  method: 'POST',
  path: '/loans/{id}/insurance',
  params: v.object({ id: v.number() }),
  body: v.object({ documentType: v.string() }),
  response: StoredFile,
  access: signedIn(),
  files: {
    policy: { kind: 'insurance' },
    photo: { kind: 'photo', types: ['jpg', 'png'], maxBytes: 2 * MB, tooBigMessage: (file: string) => `The photo "${file}" is over 2MB.` },
  },
} satisfies UploadEndpoint;
type InsuranceUpload = typeof insuranceUpload;

const stored = (name: string, id = 7): StoredFile => ({ id, name, contentType: 'application/pdf', size: MB, uploaded: '2025-03-01T10:00:00.000Z' });
const input = { params: { id: 42 }, body: { documentType: 'insurance' } };

function renderUpload({
  answers = [answer(insuranceUpload, (sent) => stored(((sent as UploadInput<InsuranceUpload>).files.policy as File).name))],
  advanceTimers,
  ...props
}: Partial<FileUploadProps<InsuranceUpload>> & { answers?: FakePortalOptions['answers']; advanceTimers?: (ms: number) => void } = {}) {
  const fake = createFakePortal({ answers });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const onUploaded = jest.fn();
  const view = renderWithPortal(
    <main>
      <FileUpload label="Insurance files" endpoint={insuranceUpload} input={input} field="policy" onUploaded={onUploaded} hint="PDF or pictures of the policy." {...props} />
      <button type="button">Save draft</button>
    </main>,
    fake,
  );
  const picker = screen.getByLabelText(new RegExp(`${props.label ?? 'Insurance files'} Choose files`));
  return { ...fake, ...view, user, picker, onUploaded };
}

interface Sending {
  input: UploadInput<InsuranceUpload>;
  options: UploadOptions;
  succeed(value: StoredFile): void;
  fail(error: unknown): void;
}

/** Uploads the test finishes by hand (progress, success, failure), failing as the transport does when aborted. */
function holdUploads(portal: ReturnType<typeof createFakePortal>['portal']) {
  const sending: Sending[] = [];
  const upload = jest.spyOn(portal.api, 'upload').mockImplementation(
    (_endpoint, input, options = {}) =>
      new Promise((resolve, reject) => {
        sending.push({ input: input as UploadInput<InsuranceUpload>, options, succeed: resolve as (value: StoredFile) => void, fail: reject });
        options.signal?.addEventListener('abort', () => reject(new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0 })));
      }),
  );
  return { upload, sending };
}

afterEach(() => jest.useRealTimers());

test("too big, too big for a spreadsheet, or empty: refused before uploading, with the spec's messages (spec 001 §8)", async () => {
  const { user, picker, calls } = renderUpload();

  await user.upload(picker, [fileOfSize('policy.pdf', 26 * MB), fileOfSize('budget.xls', 6 * MB), fileOfSize('blank.pdf', 0)]);
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([
    'The file "policy.pdf" is too big, please select a file up to 25MB.',
    'The file "budget.xls" is too big. XLS file limit is 5MB.',
    'The file "blank.pdf" is empty, please select a valid file.',
  ]);
  expect(calls).toEqual([]);
});

test("each file is checked with its field's rule from the contract: its types (offered by the picker) and its own limit", async () => {
  const handle: { current: FileUploadHandle | null } = { current: null };
  const { picker, calls } = renderUpload({ label: 'Photos', field: 'photo', ref: handle });
  expect(picker).toHaveAttribute('accept', '.jpg,.png');

  // The picker's filter is only a hint: a file that arrives another way is checked all the same.
  act(() => handle.current!.addFiles([fileOfSize('scan.pdf', MB), fileOfSize('roof.png', 3 * MB)]));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'The file "scan.pdf" is not of an accepted type (.jpg .png).',
    'The photo "roof.png" is over 2MB.',
  ]);
  expect(calls).toEqual([]);
});

test('a file goes through portal.api.upload with the input and its field; progress shows, then "Uploaded successfully"', async () => {
  const { user, picker, onUploaded, callsTo } = renderUpload();
  const file = fileOfSize('policy.pdf', 2 * MB, 'application/pdf');

  await user.upload(picker, file);
  expect(await screen.findByText(uploadMessages.uploaded)).toBeInTheDocument();
  expect(callsTo(insuranceUpload)).toEqual([{ params: { id: 42 }, body: { documentType: 'insurance' }, files: { policy: file } }]);
  expect(onUploaded).toHaveBeenCalledWith(file, stored('policy.pdf'));
});

test('the progress bar (role progressbar, aria-valuenow) follows the fraction sent', async () => {
  const { user, picker, portal } = renderUpload();
  const { sending } = holdUploads(portal);

  await user.upload(picker, fileOfSize('policy.pdf', 2 * MB));
  const bar = screen.getByRole('progressbar', { name: 'Uploading policy.pdf' });
  expect(bar).not.toHaveAttribute('aria-valuenow');

  act(() => sending[0]!.options.onProgress?.(0.42));
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  expect(screen.getByText('42%')).toBeInTheDocument();

  await act(async () => sending[0]!.succeed(stored('policy.pdf')));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText(uploadMessages.uploaded)).toBeInTheDocument();
});

test('"a cancel button appears after 30 seconds of uploading" with the slow-upload warning; Cancel aborts; the page stays usable', async () => {
  jest.useFakeTimers();
  const { user, picker, portal } = renderUpload({ advanceTimers: jest.advanceTimersByTime });
  const { sending } = holdUploads(portal);

  await user.upload(picker, fileOfSize('photos.zip', 20 * MB));
  act(() => jest.advanceTimersByTime(UPLOAD_CANCEL_AFTER_MS - 1));
  expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  expect(screen.queryByText(uploadMessages.slow)).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText(uploadMessages.slow)).toBeInTheDocument();
  // Nothing blocks the page meanwhile.
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Cancel photos.zip' }));
  expect(sending[0]!.options.signal?.aborted).toBe(true);
  expect(screen.queryByText(uploadMessages.slow)).not.toBeInTheDocument();
  expect(screen.getByText('Upload cancelled.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry photos.zip' })).toBeInTheDocument();
});

test("the server's refusal shows its message and lines; Retry sends the file again", async () => {
  let attempts = 0;
  const { user, picker, callsTo } = renderUpload({
    answers: [
      answer(insuranceUpload, () => {
        attempts += 1;
        if (attempts === 1) throw refusal('The file could not be stored.', { status: 422, errors: { policy: ['is damaged'] } });
        return stored('policy.pdf');
      }),
    ],
  });

  await user.upload(picker, fileOfSize('policy.pdf', MB));
  const item = (await screen.findByText(/The file could not be stored\./)).closest('li')!;
  expect(item).toHaveTextContent('The file could not be stored. Policy: is damaged');

  await user.click(within(item).getByRole('button', { name: 'Retry policy.pdf' }));
  expect(await within(item).findByText(uploadMessages.uploaded)).toBeInTheDocument();
  expect(callsTo(insuranceUpload)).toHaveLength(2);
});

test("the API's own refusal of a file (its limits, checked again while streaming) reads once, not again as the field's line", async () => {
  const tooBig = uploadMessages.tooBig('policy.pdf');
  const { user, picker } = renderUpload({ answers: [answer(insuranceUpload, refusal(tooBig, { status: 413, errors: { policy: [tooBig] } }))] });

  await user.upload(picker, fileOfSize('policy.pdf', MB));
  const item = (await screen.findByText(tooBig)).closest('li')!;
  expect(within(item).getByText(tooBig).textContent).toBe(tooBig);
});

test("no response reads the transport's words", async () => {
  const { user, picker } = renderUpload({ answers: [answer(insuranceUpload, noResponse())] });

  await user.upload(picker, fileOfSize('policy.pdf', MB));
  expect(await screen.findByText(transportMessages.noResponse)).toBeInTheDocument();
});

test('leaving the page aborts the uploads still running', async () => {
  const { user, picker, portal, unmount } = renderUpload();
  const { sending } = holdUploads(portal);

  await user.upload(picker, fileOfSize('a.pdf', MB));
  unmount();
  expect(sending[0]!.options.signal?.aborted).toBe(true);
});

test('a page can hand over files it got elsewhere (addFiles)', async () => {
  const handle: { current: FileUploadHandle | null } = { current: null };
  const { callsTo } = renderUpload({ ref: handle });

  act(() => handle.current!.addFiles([fileOfSize('generated.pdf', MB)]));
  expect(await screen.findByText(uploadMessages.uploaded)).toBeInTheDocument();
  expect(callsTo(insuranceUpload)).toHaveLength(1);
});

test('a disabled upload takes no file', async () => {
  const { user, picker, calls } = renderUpload({ disabled: true });

  expect(picker).toBeDisabled();
  await user.upload(picker, fileOfSize('policy.pdf', MB));
  expect(calls).toEqual([]);
});
