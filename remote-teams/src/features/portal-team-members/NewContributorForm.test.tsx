import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMemberEndpoints, type NewContributorBody } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { PortalTeamMembers } from './PortalTeamMembers';
import { MARKER, roleId, teamAnswers } from './testing';

const notify = 'I agree that this person will be e-mailed an invitation to access my account with the chosen role.';

function renderTeamMembers(answers: FakeAnswer[] = []) {
  const fake = createFakePortal({ bundle: signedInBundle({ permissions: ['owner'] }), answers: [...teamAnswers(), ...answers] });
  renderWithPortal(<PortalTeamMembers />, fake);
  return { ...fake, user: userEvent.setup() };
}

const theForm = () => screen.findByRole('form', { name: 'Add a Portal Team Member' });
const textbox = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });
const combobox = (form: HTMLElement, name: string) => within(form).getByRole('combobox', { name });

/** A new team member, typed as an owner types one. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(textbox(form, 'First name'), 'Gail');
  await user.type(textbox(form, 'Last name'), 'Hunt');
  await user.type(textbox(form, 'E-mail'), 'gail@example.test');
  await user.type(textbox(form, 'Cell phone'), '5550102030');
  await user.selectOptions(combobox(form, 'Role'), 'Loan Viewer');
  await user.selectOptions(combobox(form, 'Relationship'), 'Treasurer');
  await user.click(within(form).getByRole('checkbox', { name: notify }));
}

test('"Add a Portal Team Member": the roles table, then the form', async () => {
  renderTeamMembers();

  const section = await screen.findByRole('region', { name: 'Add a Portal Team Member' });
  expect(await within(section).findByRole('table', { name: 'What each role can open and do' })).toBeInTheDocument();
  expect(await within(section).findByRole('form', { name: 'Add a Portal Team Member' })).toBeInTheDocument();
});

test('"first name, last name, e-mail, cell phone, role, relationship ... and the notify checkbox" are required', async () => {
  const { user, callsTo } = renderTeamMembers();
  const form = await theForm();

  await user.click(within(form).getByRole('button', { name: 'Save' }));

  for (const field of [textbox(form, 'First name'), textbox(form, 'Last name'), textbox(form, 'E-mail'), textbox(form, 'Cell phone'), combobox(form, 'Role'), combobox(form, 'Relationship')]) {
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(within(form).getByRole('checkbox', { name: notify })).toHaveAccessibleDescription('This field is required!');
  expect(textbox(form, 'First name')).toHaveFocus();
  expect(callsTo(teamMemberEndpoints.create)).toEqual([]);
});

test('"otherRelationship if relationship is other": asked, and required, only then', async () => {
  const { user } = renderTeamMembers();
  const form = await theForm();
  expect(within(form).queryByRole('textbox', { name: 'Other relationship' })).not.toBeInTheDocument();

  await user.selectOptions(combobox(form, 'Relationship'), 'Other');
  const other = textbox(form, 'Other relationship');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(other).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));

  await user.selectOptions(combobox(form, 'Relationship'), 'Partner');
  expect(within(form).queryByRole('textbox', { name: 'Other relationship' })).not.toBeInTheDocument();
});

test('the cell phone is shaped (000) 000-0000 while typed, and refused when incomplete', async () => {
  const { user } = renderTeamMembers();
  const form = await theForm();

  await user.type(textbox(form, 'Cell phone'), '555010');
  await user.tab();
  expect(textbox(form, 'Cell phone')).toHaveValue('(555) 010');
  expect(textbox(form, 'Cell phone')).toHaveAccessibleDescription('Please enter the phone number as (xxx) xxx-xxxx.');

  await user.type(textbox(form, 'Cell phone'), '2030');
  expect(textbox(form, 'Cell phone')).toHaveValue('(555) 010-2030');
  expect(textbox(form, 'Cell phone')).not.toHaveAttribute('aria-invalid', 'true');
});

test('Save creates the member with the list\'s marker, says so, starts afresh and reloads the list', async () => {
  const { user, callsTo } = renderTeamMembers([answer(teamMemberEndpoints.create, { message: 'Gail Hunt was added and invited.' })]);
  const form = await theForm();

  await fillForm(user, form);
  await user.selectOptions(combobox(form, 'Relationship'), 'Other');
  await user.type(textbox(form, 'Other relationship'), '  Bookkeeper ');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Gail Hunt was added and invited.')).toBeInTheDocument();
  const body: NewContributorBody = {
    firstName: 'Gail',
    lastName: 'Hunt',
    email: 'gail@example.test',
    phone: '(555) 010-2030',
    role: roleId('Loan Viewer'),
    relationship: 'other',
    otherRelationship: 'Bookkeeper',
    agreesToNotifyPoc: true,
    lastPocUpdate: MARKER,
  };
  expect(callsTo(teamMemberEndpoints.create)).toEqual([{ params: { id: 42 }, body }]);
  await waitFor(() => expect(textbox(form, 'First name')).toHaveValue(''));
  expect(within(form).getByRole('checkbox', { name: notify })).not.toBeChecked();
  expect(textbox(form, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
});

test('a refused create keeps everything typed, puts the server\'s field errors under their fields, and "the list is refreshed"', async () => {
  const { user, callsTo } = renderTeamMembers([
    answer(teamMemberEndpoints.create, refusal('Please check the form.', { errors: { email: ['This person is already one of your team members.'] } })),
  ]);
  const form = await theForm();

  await fillForm(user, form);
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
  expect(textbox(form, 'E-mail')).toHaveAccessibleDescription('This person is already one of your team members.');
  expect(textbox(form, 'First name')).toHaveValue('Gail');
  expect(textbox(form, 'Cell phone')).toHaveValue('(555) 010-2030');
  expect(combobox(form, 'Role')).toHaveValue(String(roleId('Loan Viewer')));
  expect(within(form).getByRole('checkbox', { name: notify })).toBeChecked();
  await waitFor(() => expect(callsTo(teamMemberEndpoints.list)).toHaveLength(2));
});

test('a 409 on create is toasted with its words and keeps what was typed', async () => {
  const changed = 'Your team members changed since this page was loaded (perhaps in another tab or by an invited person). Please refresh the list and try again.';
  const { user, callsTo } = renderTeamMembers([answer(teamMemberEndpoints.create, refusal(changed, { status: 409 }))]);
  const form = await theForm();

  await fillForm(user, form);
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(changed)).toBeInTheDocument();
  expect(textbox(form, 'Last name')).toHaveValue('Hunt');
  expect(callsTo(teamMemberEndpoints.create)).toHaveLength(1);
});
