import { transportMessages, UPLOAD_CANCEL_AFTER_MS, uploadMessages } from '@portal/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalRequestError } from '../api/request-error';
import { FileUpload, type UploadFile } from './FileUpload';
import { fileOfSize, MB } from './test-files';

interface Sending {
  file: File;
  onProgress(fraction: number): void;
  signal: AbortSignal;
  succeed(value?: unknown): void;
  fail(error: unknown): void;
}

/** An upload the test finishes by hand, recording every call. */
function controlledUpload() {
  const sending: Sending[] = [];
  const upload = jest.fn<ReturnType<UploadFile>, Parameters<UploadFile>>(
    (file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        sending.push({ file, onProgress, signal, succeed: resolve, fail: reject });
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  return { upload, sending };
}

function renderUpload(upload: UploadFile, options: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const onUploaded = jest.fn();
  render(
    <main>
      <FileUpload label="Insurance files" upload={upload} onUploaded={onUploaded} hint="PDF or pictures of the policy." />
      <button type="button">Save draft</button>
    </main>,
  );
  const input = screen.getByLabelText(/Insurance files Choose files/);
  return { user, input, onUploaded };
}

afterEach(() => jest.useRealTimers());

test('too big, too big for a spreadsheet, or empty: refused before uploading, with the spec\'s messages (spec 001 §8)', async () => {
  const { upload } = controlledUpload();
  const { user, input } = renderUpload(upload);

  await user.upload(input, [fileOfSize('policy.pdf', 26 * MB), fileOfSize('budget.xls', 6 * MB), fileOfSize('blank.pdf', 0)]);
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([uploadMessages.tooBig('policy.pdf'), uploadMessages.spreadsheetTooBig('budget.xls'), uploadMessages.empty('blank.pdf')]);
  expect(upload).not.toHaveBeenCalled();
});

test('an upload shows its progress (role progressbar, aria-valuenow), then "Uploaded successfully"', async () => {
  const { upload, sending } = controlledUpload();
  const { user, input, onUploaded } = renderUpload(upload);
  const file = fileOfSize('policy.pdf', 2 * MB);

  await user.upload(input, file);
  expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  const bar = screen.getByRole('progressbar', { name: 'Uploading policy.pdf' });
  expect(bar).not.toHaveAttribute('aria-valuenow');

  act(() => sending[0]!.onProgress(0.42));
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  expect(screen.getByText('42%')).toBeInTheDocument();

  await act(async () => sending[0]!.succeed({ id: 7 }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText(uploadMessages.uploaded)).toBeInTheDocument();
  expect(onUploaded).toHaveBeenCalledWith(file, { id: 7 });
});

test('"a cancel button appears after 30 seconds of uploading" with the slow-upload warning; Cancel aborts; the page stays usable', async () => {
  jest.useFakeTimers();
  const { upload, sending } = controlledUpload();
  const { user, input } = renderUpload(upload, { advanceTimers: jest.advanceTimersByTime });

  await user.upload(input, fileOfSize('photos.zip', 20 * MB));
  act(() => jest.advanceTimersByTime(UPLOAD_CANCEL_AFTER_MS - 1));
  expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  expect(screen.queryByText(uploadMessages.slow)).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText(uploadMessages.slow)).toBeInTheDocument();
  // Nothing blocks the page meanwhile.
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Cancel photos.zip' }));
  expect(sending[0]!.signal.aborted).toBe(true);
  expect(screen.queryByText(uploadMessages.slow)).not.toBeInTheDocument();
  expect(screen.getByText('Upload cancelled.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry photos.zip' })).toBeInTheDocument();
});

test('a failed upload says why (the transport\'s words) and can be tried again', async () => {
  const { upload, sending } = controlledUpload();
  const { user, input } = renderUpload(upload);

  await user.upload(input, fileOfSize('policy.pdf', MB));
  await act(async () => sending[0]!.fail(new PortalRequestError(transportMessages.noResponse, { reason: 'network', status: 0 })));
  const item = screen.getByText('policy.pdf').closest('li')!;
  expect(item).toHaveTextContent(transportMessages.noResponse);

  await user.click(within(item).getByRole('button', { name: 'Retry policy.pdf' }));
  expect(upload).toHaveBeenCalledTimes(2);
  expect(within(item).getByRole('progressbar')).toBeInTheDocument();
  await act(async () => sending[1]!.succeed());
  expect(item).toHaveTextContent(uploadMessages.uploaded);
});

test('leaving the page aborts the uploads still running', async () => {
  const { upload, sending } = controlledUpload();
  const user = userEvent.setup();
  const { unmount } = render(<FileUpload label="Documents" upload={upload} />);

  await user.upload(screen.getByLabelText(/Documents Choose files/), fileOfSize('a.pdf', MB));
  unmount();
  expect(sending[0]!.signal.aborted).toBe(true);
});
