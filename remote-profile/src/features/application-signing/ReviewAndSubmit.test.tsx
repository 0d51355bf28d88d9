import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationSigningEndpoints } from '@portal/shared-contracts';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { ReviewAndSubmit } from './ReviewAndSubmit';
import { readyToSign, signingPortal, SIGNING_URL, signingFrameReturns, type SigningRender } from './testing';

function renderLastTab({ signed = false, ...options }: SigningRender & { signed?: boolean } = {}) {
  const fake = signingPortal(options);
  const onSigned = jest.fn();
  const view = renderWithPortal(<ReviewAndSubmit missing={options.missing ?? readyToSign} signed={signed} onSigned={onSigned} />, { ...fake, url: '/borrower_application?tab=7' });
  return { ...fake, ...view, onSigned, user: userEvent.setup() };
}

const eSign = () => screen.getByRole('button', { name: 'eSign' });

test('"The eSign button is disabled until an entity is chosen and every section is complete"', async () => {
  const { user, callsTo } = renderLastTab();
  expect(eSign()).toHaveAttribute('aria-disabled', 'true');
  await user.click(eSign());
  expect(callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
  expect(eSign()).toHaveAccessibleDescription('Choose the borrower entity to sign for.');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Borrower entity' }), 'Lee Family Trust');
  expect(eSign()).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByRole('button', { name: 'Start Application' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Start Application' })).not.toBeInTheDocument();
});

test('"Hovering lists the missing sections" (finances and the application itself are not among them), on keyboard focus too, each a link to its tab', async () => {
  const { user, navigations, callsTo } = renderLastTab({ missing: { ...readyToSign, contact: true, employment: true, finances: true } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Borrower entity' }), 'Lee Holdings LLC');
  expect(eSign()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByRole('link', { name: 'Personal Information' })).not.toBeInTheDocument();

  await user.hover(eSign());
  const links = screen.getAllByRole('link').map((link) => link.textContent);
  expect(links).toEqual(['Personal Information', 'Employment Information']);
  expect(screen.getByText('Complete these sections of the application before signing:')).toBeVisible();
  await user.unhover(eSign());
  expect(screen.queryByRole('link', { name: 'Personal Information' })).not.toBeInTheDocument();

  // By keyboard, from the entity's select: focus shows the list, Tab reaches its links, Escape hides it.
  expect(screen.getByRole('combobox', { name: 'Borrower entity' })).toHaveFocus();
  await user.tab();
  expect(eSign()).toHaveFocus();
  expect(eSign()).toHaveAccessibleDescription('Complete these sections of the application before signing: Personal Information Employment Information');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Personal Information' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(navigations).toEqual(['/borrower_application?tab=1']);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Employment Information' })).not.toBeInTheDocument();
  expect(callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
});

test('signed in the frame: saved with signed true, the tab told, and the message stays', async () => {
  const { user, callsTo, onSigned } = renderLastTab({ signed: true });
  expect(screen.getByText('Your application is signed. You may sign it again for another entity.')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Borrower entity' }), 'Lee Holdings LLC');
  await user.click(eSign());
  const dialog = await screen.findByRole('dialog', { name: 'Sign the application' });
  const frame = within(dialog).getByTitle('Sign the Guarantor and Borrower Application');
  expect(frame).toHaveAttribute('src', SIGNING_URL);
  signingFrameReturns(frame);
  expect(await screen.findByText('Document was successfully signed and submitted for review.')).toBeInTheDocument();
  expect(callsTo(applicationSigningEndpoints.saveSigned)[0]!.body).toEqual({ type: 'entity', entity: 7, signed: true });
  expect(onSigned).toHaveBeenCalledWith({ type: 'entity', entity: 7, signed: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
