import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsEndpoints } from '@portal/shared-contracts';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { renderSettings, type SettingsRender } from './testing';

const MB = 1024 * 1024;
const OLD_PICTURE = '0123456789abcdef';
const NEW_PICTURE = 'fedcba9876543210';

/** A file of the given name and size without allocating its bytes. */
function fileOfSize(name: string, size: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const answers: FakeAnswer[] = [
  answer(settingsEndpoints.uploadProfilePicture, { profile_picture: NEW_PICTURE }),
  answer(settingsEndpoints.deleteProfilePicture, { message: 'Profile picture deleted.' }),
];

async function openPictureModal(options: SettingsRender = {}) {
  const rendered = renderSettings({ url: '/settings?tab=1', answers, ...options });
  await rendered.user.click(await screen.findByRole('button', { name: 'Change or delete picture' }));
  const dialog = screen.getByRole('dialog', { name: 'Profile picture' });
  return { ...rendered, dialog: within(dialog) };
}

function picker(dialog: ReturnType<typeof within>) {
  return dialog.getByLabelText(/^New profile picture/, { selector: 'input' });
}

test('the current picture, at its download address', async () => {
  renderSettings({ url: '/settings?tab=1', person: { picture: OLD_PICTURE } });
  const panel = await screen.findByRole('tabpanel', { name: 'Change Profile Picture' });
  expect(within(panel).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', `/api/users/42/profile_picture/${OLD_PICTURE}`);
});

test('without a picture: the first name\'s initial, and the modal offers no Delete', async () => {
  const { dialog } = await openPictureModal();
  const panel = screen.getByRole('tabpanel', { name: 'Change Profile Picture' });
  expect(within(panel).getByRole('img', { name: 'No profile picture yet' })).toHaveTextContent('A');
  expect(picker(dialog)).toHaveAttribute('accept', '.png,.bmp,.jpeg,.jpg,.svg');
  expect(dialog.queryByRole('button', { name: 'Delete picture' })).not.toBeInTheDocument();
});

test('"Please choose an image file. (Accepting.png .bmp .jpg .svg)" for a .gif, without a call', async () => {
  const { dialog, calls } = await openPictureModal();
  // The picker's filter is only a hint: a file picked anyway is checked all the same.
  await userEvent.setup({ applyAccept: false }).upload(picker(dialog), fileOfSize('me.gif', MB, 'image/gif'));

  expect(dialog.getByRole('alert')).toHaveTextContent('Please choose an image file. (Accepting.png .bmp .jpg .svg)');
  expect(calls).toEqual([]);
});

test('"Your file is too big, please select an image under 25MB." for a picture over 25 MB, without a call', async () => {
  const { user, dialog, calls } = await openPictureModal();
  await user.upload(picker(dialog), fileOfSize('me.png', 25 * MB + 1));

  expect(dialog.getByRole('alert')).toHaveTextContent('Your file is too big, please select an image under 25MB.');
  expect(calls).toEqual([]);
});

test('an upload: "Profile picture saved successfully", the session\'s picture is the new one, the modal closes', async () => {
  const { user, dialog, callsTo, portal } = await openPictureModal({ person: { picture: OLD_PICTURE } });
  const file = fileOfSize('me.png', 2 * MB);
  await user.upload(picker(dialog), file);

  expect(await screen.findByText('Profile picture saved successfully')).toBeInTheDocument();
  expect(callsTo(settingsEndpoints.uploadProfilePicture)).toEqual([{ params: { id: 42 }, files: { file } }]);
  expect(portal.session.getState().bundle?.user.picture).toBe(NEW_PICTURE);
  expect(screen.queryByRole('dialog', { name: 'Profile picture' })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', `/api/users/42/profile_picture/${NEW_PICTURE}`);
  expect(screen.getByRole('button', { name: 'Change or delete picture' })).toHaveFocus();
});

test('Delete asks first; Back keeps the picture', async () => {
  const { user, dialog, calls } = await openPictureModal({ person: { picture: OLD_PICTURE } });
  await user.click(dialog.getByRole('button', { name: 'Delete picture' }));

  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(question).getByRole('button', { name: 'Back' }));
  expect(calls).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Profile picture' })).toBeInTheDocument();
});

test('Delete, confirmed: "Profile picture deleted successfully", the session has no picture, the initial shows again', async () => {
  const { user, dialog, callsTo, portal } = await openPictureModal({ person: { picture: OLD_PICTURE } });
  await user.click(dialog.getByRole('button', { name: 'Delete picture' }));
  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(question).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Profile picture deleted successfully')).toBeInTheDocument();
  expect(callsTo(settingsEndpoints.deleteProfilePicture)).toEqual([{ params: { id: 42 } }]);
  expect(portal.session.getState().bundle?.user.picture).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Profile picture' })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
});

test('a refused delete says why and keeps the picture and the modal', async () => {
  const { user, dialog, portal } = await openPictureModal({
    person: { picture: OLD_PICTURE },
    answers: [answer(settingsEndpoints.deleteProfilePicture, refusal('The picture could not be deleted.'))],
  });
  await user.click(dialog.getByRole('button', { name: 'Delete picture' }));
  await user.click(within(await screen.findByRole('dialog', { name: /You're about to remove this item!/ })).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The picture could not be deleted.');
  expect(portal.session.getState().bundle?.user.picture).toBe(OLD_PICTURE);
  expect(screen.getByRole('dialog', { name: 'Profile picture' })).toBeInTheDocument();
});

test('"upload needs a verified e-mail": the unverified get the popover with Resend Link instead of the picker', async () => {
  const { user, dialog } = await openPictureModal({ person: { verified: false } });
  expect(dialog.queryByLabelText(/^New profile picture/, { selector: 'input' })).not.toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'New profile picture' }));
  const popover = screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." });
  expect(within(popover).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
});
