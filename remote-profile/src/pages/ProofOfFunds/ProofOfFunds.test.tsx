import { screen, within } from '@testing-library/react';
import { proofOfFundsEndpoints } from '@portal/shared-contracts';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { lonestar, renderProofOfFunds } from './testing';

const lists: FakeAnswer[] = [answer(proofOfFundsEndpoints.items, [lonestar]), answer(proofOfFundsEndpoints.lockedItems, [])];
const savedContact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', phones: [{ type: 'mobile', number: '(555) 010-2030' }] };
const noPhones = { phones: [] };

test('the page, titled "Proof of Funds", says linked accounts are only proof of funds, never used for drawing funds', async () => {
  renderProofOfFunds({ answers: lists });
  const page = screen.getByRole('region', { name: 'Proof of Funds' });
  expect(within(page).getByText('Linked accounts are used only as proof of funds. They are never used for drawing funds.')).toBeInTheDocument();
  expect(await within(page).findByRole('button', { name: 'Lone Star Bank' })).toBeInTheDocument();
});

test('"A personal contact form is shown in place of the page until … phone numbers exist": no list, no call', () => {
  const { calls } = renderProofOfFunds({ contact: noPhones, answers: lists });
  const form = screen.getByRole('form', { name: 'Your contact details' });
  expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
  expect(within(form).getByRole('textbox', { name: /Last name/ })).toHaveValue('Lee');
  expect(within(form).getByRole('combobox', { name: /Phone 1 type/ })).toHaveValue('mobile');
  expect(within(form).getByRole('textbox', { name: /Phone 1 number/ })).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Connect New Account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Linked banks' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('the form is shown for a contact without a last name too', () => {
  renderProofOfFunds({ contact: { lastName: '  ' }, answers: lists });
  expect(screen.getByRole('form', { name: 'Your contact details' })).toBeInTheDocument();
});

test('saving the contact puts it in the session and shows the page, the Connect button focused', async () => {
  const { user, callsTo, portal } = renderProofOfFunds({
    contact: { firstName: '', lastName: '', phones: [] },
    answers: [...lists, answer(proofOfFundsEndpoints.saveContact, { ...savedContact, phones: [{ type: 'home', number: '(555) 010-4444' }] })],
  });
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
  await user.selectOptions(screen.getByRole('combobox', { name: /Phone 1 type/ }), 'Home');
  await user.type(screen.getByRole('textbox', { name: /Phone 1 number/ }), '5550104444');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('button', { name: 'Lone Star Bank' })).toBeInTheDocument();
  expect(callsTo(proofOfFundsEndpoints.saveContact)).toEqual([
    { params: { id: 42 }, body: { firstName: 'Ann', lastName: 'Lee', phones: [{ type: 'home', number: '(555) 010-4444' }] } },
  ]);
  expect(portal.session.getState().bundle?.profile.contact).toMatchObject({ firstName: 'Ann', lastName: 'Lee', phones: [{ type: 'home', number: '(555) 010-4444' }] });
  expect(screen.queryByRole('form', { name: 'Your contact details' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Connect New Account' })).toHaveFocus();
});

test('"You must register at least one cell phone!" when every phone was removed, without a call', async () => {
  const { user, calls } = renderProofOfFunds({ contact: noPhones, answers: lists });
  await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
  expect(screen.queryByRole('textbox', { name: /Phone 1 number/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(screen.getByRole('alert')).toHaveTextContent('You must register at least one cell phone!');
  expect(calls).toEqual([]);
});

test('a second phone can be added, and an empty number is refused under its field', async () => {
  const { user, calls } = renderProofOfFunds({ contact: noPhones, answers: lists });
  await user.type(screen.getByRole('textbox', { name: /Phone 1 number/ }), '5550102030');
  await user.click(screen.getByRole('button', { name: 'Add a phone number' }));
  expect(screen.getByRole('combobox', { name: /Phone 2 type/ })).toHaveValue('mobile');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  const second = screen.getByRole('textbox', { name: /Phone 2 number/ });
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(second).toHaveFocus();
  expect(calls).toEqual([]);
});

test('a refused save is toasted and the form keeps what was typed', async () => {
  const { user, portal } = renderProofOfFunds({
    contact: noPhones,
    answers: [...lists, answer(proofOfFundsEndpoints.saveContact, refusal('The contact could not be saved.'))],
  });
  await user.type(screen.getByRole('textbox', { name: /Phone 1 number/ }), '5550102030');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The contact could not be saved.');
  expect(screen.getByRole('textbox', { name: /Phone 1 number/ })).toHaveValue('(555) 010-2030');
  expect(portal.session.getState().bundle?.profile.contact.phones).toEqual([]);
});

test('"Unverified users cannot ... submit forms": Save opens the not-verified popover, nothing is sent', async () => {
  const { user, calls } = renderProofOfFunds({ person: { verified: false }, contact: noPhones, answers: lists });
  await user.type(screen.getByRole('textbox', { name: /Phone 1 number/ }), '5550102030');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a member who may only read linked banks sees the list without the form or Connect New Account', async () => {
  renderProofOfFunds({ permissions: ['plaid.read'], contact: noPhones, answers: lists });
  expect(await screen.findByRole('button', { name: 'Lone Star Bank' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Your contact details' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect New Account' })).not.toBeInTheDocument();
});
