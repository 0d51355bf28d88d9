import { uploadMessages } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { uiTexts } from '../ui-texts';
import { FilesField } from './FilesField';

const invoices = { kind: 'draw_files', maxFiles: 3 };
const file = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name);

test('"Files: max 25 MB, 5 MB for xls; empty files rejected": a refused file is said at once, the files already chosen stay and are sent', async () => {
  const form = renderForm(<FilesField name="files" label="Invoices" rule={invoices} />);
  const picker = screen.getByLabelText('Invoices');

  await form.user.upload(picker, [file('framing.pdf'), file('empty.pdf', 0)]);
  expect(screen.getByRole('alert')).toHaveTextContent(uploadMessages.empty('empty.pdf'));
  expect(picker).toBeInvalid();
  expect(within(screen.getByRole('list', { name: uiTexts.filesChosen })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['framing.pdf']);

  await form.user.upload(picker, [file('roof.pdf')]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(picker).toBeValid();
  await form.submit();
  expect((form.submitted[0]?.files as File[]).map((chosen) => chosen.name)).toEqual(['framing.pdf', 'roof.pdf']);
});

test('no more files than the request takes, and each chosen file can be removed', async () => {
  const form = renderForm(<FilesField name="files" label="Invoices" rule={invoices} />);
  const picker = screen.getByLabelText('Invoices');

  await form.user.upload(picker, [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')]);
  expect(screen.getByRole('alert')).toHaveTextContent(uiTexts.tooManyFiles(3));
  const chosen = screen.getByRole('list', { name: uiTexts.filesChosen });
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);

  await form.user.click(screen.getByRole('button', { name: uiTexts.removeFile('b.pdf') }));
  expect(form.values().files).toEqual([expect.objectContaining({ name: 'a.pdf' }), expect.objectContaining({ name: 'c.pdf' })]);
});

test('a required field refuses a send with no file', async () => {
  const form = renderForm(<FilesField name="files" label="Invoices" rule={invoices} required />);
  await form.submit();
  expect(screen.getByLabelText(/Invoices/)).toHaveAccessibleDescription('This field is required!');
  expect(form.submitted).toHaveLength(0);
});
