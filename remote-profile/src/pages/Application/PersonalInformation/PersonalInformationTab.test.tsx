import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { ContactBody, maskedDateOfBirth, maskedDriversLicense, maskedSsn, personalEndpoints, type ContactAnswer, type ContactForm } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { PersonalInformationTab } from './PersonalInformationTab';

const saved: ContactAnswer = {
  firstName: 'Ann',
  lastName: 'Lee',
  title: 'Managing Member',
  email: 'ann@example.test',
  dateOfBirth: '**/**/1984',
  ssn: '***-**-6789',
  driversLicense: '****5678',
  driversLicenseState: 'TX',
  maritalStatus: 'married',
  contactMethod: 'email',
  optIn: false,
  phones: [{ type: 'mobile', number: '(555) 010-2030' }],
  address: { address: '100 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  mailingAddress: { sameAddress: true },
};

/** The API's answer to a save: what the contract's schema makes of the body, its sensitive fields masked, or kept. */
function answered(body: ContactBody): ContactAnswer {
  const { ssn, dateOfBirth, driversLicense, ...kept } = v.parse(ContactBody, body);
  return {
    ...kept,
    email: 'ann@example.test',
    ssn: ssn ? maskedSsn(ssn) : saved.ssn,
    dateOfBirth: dateOfBirth ? maskedDateOfBirth(dateOfBirth) : saved.dateOfBirth,
    driversLicense: driversLicense ? maskedDriversLicense(driversLicense) : saved.driversLicense,
  };
}

function renderTab(value: ContactAnswer | null, answers: FakeAnswer[] = [], bundle = signedInBundle({ permissions: ['owner'] })) {
  const fake = createFakePortal({
    bundle,
    answers: [answer(personalEndpoints.saveContact, ({ body }) => answered(body)), ...answers],
  });
  const onSaved = jest.fn();
  const onNext = jest.fn();
  const view = renderWithPortal(<PersonalInformationTab value={value} onSaved={onSaved} onNext={onNext} />, fake);
  const form = within(screen.getByRole('form', { name: 'Personal Information' }));
  return { ...fake, ...view, form, onSaved, onNext, user: userEvent.setup() };
}

const field = (form: ReturnType<typeof within>, name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillAddress(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, group: string) {
  const fields = within(form.getByRole('group', { name: group }));
  await user.type(fields.getByRole('textbox', { name: /^Address/ }), '100 Main St');
  await user.type(fields.getByRole('textbox', { name: /^City/ }), 'Austin');
  await user.selectOptions(fields.getByRole('combobox', { name: /^State/ }), 'TX');
  await user.type(fields.getByRole('textbox', { name: /^ZIP code/ }), '78701');
}

test('before the first save: the names and phones the portal has, the sign-in e-mail read-only, and SSN, date of birth and license required', async () => {
  const { form, user, callsTo, onSaved, onNext } = renderTab(null);
  expect(field(form, 'First name')).toHaveValue('Ann');
  expect(field(form, 'Last name')).toHaveValue('Lee');
  expect(form.getByRole('textbox', { name: /^Phone 1 number/ })).toHaveValue('(555) 010-2030');
  expect(form.getByText('ann@example.test')).toBeInTheDocument();
  expect(form.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();

  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  for (const name of ['Date of birth', 'Social Security number', 'Driver’s license number', 'Title']) {
    expect(field(form, name)).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(callsTo(personalEndpoints.saveContact)).toEqual([]);

  await user.type(field(form, 'Title'), 'Managing Member');
  await user.click(form.getByRole('radio', { name: 'Married' }));
  await user.type(field(form, 'Date of birth'), '03091984');
  await user.type(field(form, 'Social Security number'), '123456789');
  expect(field(form, 'Social Security number')).toHaveValue('123-45-6789');
  await user.type(field(form, 'Driver’s license number'), 'D1234-5678');
  await user.selectOptions(form.getByRole('combobox', { name: /^Driver’s license state/ }), 'TX');
  await fillAddress(form, user, 'Home address');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByText('Personal Information updated.')).toBeInTheDocument();
  expect(callsTo(personalEndpoints.saveContact)).toEqual([
    {
      params: { id: 42 },
      body: expect.objectContaining({
        firstName: 'Ann',
        lastName: 'Lee',
        title: 'Managing Member',
        maritalStatus: 'married',
        dateOfBirth: '1984-03-09',
        ssn: '123-45-6789',
        driversLicense: 'D1234-5678',
        driversLicenseState: 'TX',
        phones: [{ type: 'mobile', number: '(555) 010-2030' }],
        address: { address: '100 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
        mailingAddress: { sameAddress: true },
      }),
    },
  ]);
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ ssn: '***-**-6789', dateOfBirth: '**/**/1984' }));
  expect(onNext).toHaveBeenCalledTimes(1);
  // The typed values leave the form once saved.
  expect(field(form, 'Social Security number')).toHaveValue('');
  expect(field(form, 'Date of birth')).toHaveValue('');
});

test('a borrower with no phone on the contact yet starts with the cell phone given at registration', async () => {
  const bundle = signedInBundle({ permissions: ['owner'] });
  const { form } = renderTab(null, [], {
    ...bundle,
    user: { ...bundle.user, phone_number: '(555) 010-4040' },
    profile: { contact: { ...bundle.profile.contact, phones: [] } },
  });
  expect(form.getByRole('combobox', { name: /^Phone 1 type/ })).toHaveValue('mobile');
  expect(form.getByRole('textbox', { name: /^Phone 1 number/ })).toHaveValue('(555) 010-4040');
});

test('once on file, SSN, date of birth and license show masked, are not required, and a save without them keeps them', async () => {
  const { form, user, callsTo, onSaved } = renderTab(saved);
  expect(field(form, 'Title')).toHaveValue('Managing Member');
  expect(form.getByRole('radio', { name: 'Married' })).toBeChecked();
  expect(field(form, 'Social Security number')).toHaveValue('');
  expect(field(form, 'Social Security number')).toHaveAccessibleDescription(expect.stringContaining('On file: ***-**-6789.'));
  expect(field(form, 'Date of birth')).toHaveAccessibleDescription(expect.stringContaining('On file: **/**/1984.'));
  expect(field(form, 'Driver’s license number')).toHaveAccessibleDescription(expect.stringContaining('On file: ****5678.'));
  expect(field(form, 'Social Security number')).not.toBeRequired();

  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(await screen.findByText('Personal Information updated.')).toBeInTheDocument();
  const body = callsTo(personalEndpoints.saveContact)[0]?.body ?? ({} as ContactForm);
  expect(body).not.toHaveProperty('ssn');
  expect(body).not.toHaveProperty('dateOfBirth');
  expect(body).not.toHaveProperty('driversLicense');
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ ssn: '***-**-6789' }));
});

test('\'Value not allowed when no phone with type "x" is informed!\' on the preferred contact, before any call', async () => {
  const { form, user, callsTo } = renderTab(saved);
  await user.selectOptions(form.getByRole('combobox', { name: /^Preferred contact method/ }), 'fax');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('combobox', { name: /^Preferred contact method/ })).toHaveAccessibleDescription('Value not allowed when no phone with type "fax" is informed!');
  expect(callsTo(personalEndpoints.saveContact)).toEqual([]);

  // Text needs a mobile phone, which Ann has.
  await user.selectOptions(form.getByRole('combobox', { name: /^Preferred contact method/ }), 'text');
  expect(form.getByRole('combobox', { name: /^Preferred contact method/ })).toHaveAccessibleDescription('');
  await user.selectOptions(form.getByRole('combobox', { name: /^Phone 1 type/ }), 'home');
  expect(form.getByRole('combobox', { name: /^Preferred contact method/ })).toHaveAccessibleDescription('Value not allowed when no phone with type "mobile" is informed!');
});

test('"You must register at least one cell phone!"', async () => {
  const { form, user, callsTo } = renderTab(saved);
  await user.click(form.getByRole('button', { name: 'Remove phone 1' }));
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('alert')).toHaveTextContent('You must register at least one cell phone!');
  expect(callsTo(personalEndpoints.saveContact)).toEqual([]);
});

test('the mailing address is asked only when not the same as the home address, and cleared when it becomes the same', async () => {
  const { form, user, callsTo } = renderTab(saved);
  const mailing = () => within(form.getByRole('group', { name: 'Mailing address' }));
  expect(mailing().queryByRole('textbox')).toBeNull();

  await user.click(mailing().getByRole('checkbox', { name: 'My mailing address is the same as my home address' }));
  await user.type(mailing().getByRole('textbox', { name: /^Address/ }), 'PO Box 77');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(mailing().getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription('This field is required!');
  expect(callsTo(personalEndpoints.saveContact)).toEqual([]);

  await user.click(mailing().getByRole('checkbox', { name: 'My mailing address is the same as my home address' }));
  await user.click(mailing().getByRole('checkbox', { name: 'My mailing address is the same as my home address' }));
  expect(mailing().getByRole('textbox', { name: /^Address/ })).toHaveValue('');
  await user.click(mailing().getByRole('checkbox', { name: 'My mailing address is the same as my home address' }));
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(await screen.findByText('Personal Information updated.')).toBeInTheDocument();
  expect(callsTo(personalEndpoints.saveContact)[0]?.body.mailingAddress).toEqual({ sameAddress: true });
});

test('a refused save is toasted and said under its fields; nothing typed is lost', async () => {
  const { form, user, onNext } = renderTab(saved, [
    answer(personalEndpoints.saveContact, refusal('Please correct the highlighted fields.', { errors: { ssn: ['This field is required!'], 'address.city': ['Please check the city.'] } })),
  ]);
  await user.clear(field(form, 'Title'));
  await user.type(field(form, 'Title'), 'Member');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(field(form, 'Social Security number')).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  expect(within(form.getByRole('group', { name: 'Home address' })).getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription('Please check the city.');
  expect(field(form, 'Title')).toHaveValue('Member');
  expect(onNext).not.toHaveBeenCalled();
});

test('the form is set from the saved contact once: a new answer does not reset what is being typed', async () => {
  const { form, user, rerender, onSaved, onNext } = renderTab(saved);
  await user.clear(field(form, 'Title'));
  await user.type(field(form, 'Title'), 'Member');
  rerender(<PersonalInformationTab value={{ ...saved, title: 'Treasurer' }} onSaved={onSaved} onNext={onNext} />);
  expect(field(form, 'Title')).toHaveValue('Member');
});
