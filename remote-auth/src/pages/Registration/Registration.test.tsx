import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeReply } from '@portal/shared-ui/testing';
import { Registration } from './Registration';

const bundle = signedInBundle({ user: { ...signedInBundle().user, verified: false } });

function renderRegistration({ url = '/registration', register = bundle as FakeReply<typeof accountEndpoints.register>, lower = true } = {}) {
  const fake = createFakePortal({ answers: [answer(accountEndpoints.register, register)], lower });
  const track = jest.fn();
  fake.portal.analytics.track = track;
  renderWithPortal(<Registration />, { ...fake, url });
  return { ...fake, track };
}

/** A field by the start of its label (required labels end with an asterisk hidden from screen readers). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}`));
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create an account' }));

async function fillPerson() {
  await userEvent.type(field('First name'), 'Nora');
  await userEvent.type(field('Last name'), 'Diaz');
  await userEvent.type(field('Email'), 'nora@example.test');
  await userEvent.type(field('Cell phone'), '5550102030');
  await userEvent.type(field('Password'), 'Secret123');
  await userEvent.type(field('Confirm password'), 'Secret123');
}

afterEach(() => window.localStorage.clear());

test("spec 000 §2.4: title 'Create an account', with a promo image shipped with the page", () => {
  const { container } = render();
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(container.querySelector('svg.auth-promo__image')).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});

function render() {
  const fake = createFakePortal();
  return renderWithPortal(<Registration />, { ...fake, url: '/registration' });
}

test('"first name, last name, e-mail, cell phone, password and lead source are required; optIn is optional"', async () => {
  const { calls } = renderRegistration();
  await create();
  for (const label of ['First name', 'Last name', 'Email', 'Cell phone', 'Password', 'Confirm password', 'How did you hear about us?']) {
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(screen.getByRole('checkbox', { name: 'Send me e-mail notifications about my loans.' })).not.toHaveAccessibleDescription();
  expect(calls).toEqual([]);
});

test('the cell phone takes the mask (000) 000-0000 while typing', async () => {
  renderRegistration();
  await userEvent.type(field('Cell phone'), '5550102030');
  expect(field('Cell phone')).toHaveValue('(555) 010-2030');
});

test('"Password: at least 8 characters"; "Confirm password must match, else \'Passwords must match\'"', async () => {
  renderRegistration();
  await userEvent.type(field('Password'), 'short');
  await userEvent.type(field('Confirm password'), 'other');
  await create();
  expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('Your password must have at least 8 characters.'));
  await userEvent.clear(field('Password'));
  await userEvent.type(field('Password'), 'Secret123');
  expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
});

describe('"The manual source name is required for referral unless unidentified, for conferences when the choice is meetup or other, and for social_media when other."', () => {
  async function chooseSource(type: string, choiceLabel?: string, choice?: string) {
    await userEvent.selectOptions(field('How did you hear about us?'), type);
    if (choiceLabel && choice) await userEvent.selectOptions(await screen.findByRole('combobox', { name: choiceLabel }), choice);
  }

  test.each([
    ['Referral', 'Who referred you?', 'Broker', "Referrer's name"],
    ['Conferences', 'Which event?', 'Meetup', 'Event name'],
    ['Conferences', 'Which event?', 'Other', 'Event name'],
    ['Social Media', 'Which network?', 'Other', 'Network name'],
  ])('%s, %s %s: the name "%s" is shown and required', async (type, choiceLabel, choice, manualLabel) => {
    const { calls } = renderRegistration();
    await fillPerson();
    await chooseSource(type, choiceLabel, choice);
    const manual = screen.getByRole('textbox', { name: manualLabel });
    await create();
    expect(manual).toHaveAccessibleDescription('This field is required!');
    expect(calls).toEqual([]);
    await userEvent.type(manual, 'Jane Roe');
    await create();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ body: { leadSourceManual: 'Jane Roe' } });
  });

  test.each([
    ['Referral', 'Who referred you?', 'Unidentified', 'referral', 'unidentified'],
    ['Conferences', 'Which event?', 'Webinar', 'conferences', 'webinar'],
    ['Social Media', 'Which network?', 'LinkedIn', 'social_media', 'linkedin'],
  ])('%s, %s %s: no name is asked for', async (type, choiceLabel, choice, typeValue, sourceValue) => {
    const { calls } = renderRegistration();
    await fillPerson();
    await chooseSource(type, choiceLabel, choice);
    expect(screen.queryByRole('textbox', { name: /^(Referrer's name|Event name|Network name)$/ })).not.toBeInTheDocument();
    await create();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ body: { leadSourceType: typeValue, leadSource: sourceValue, leadSourceManual: '' } });
  });

  test.each([
    ['Partner', 'Partner name', 'partner'],
    ['Online Search', 'Search engine or website', 'online_search'],
  ])('%s offers no list: "%s" may be typed and need not', async (type, manualLabel, typeValue) => {
    const { calls } = renderRegistration();
    await fillPerson();
    await chooseSource(type);
    expect(screen.getByRole('textbox', { name: manualLabel })).not.toHaveAttribute('aria-required');
    await create();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ body: { leadSourceType: typeValue, leadSource: '', leadSourceManual: '' } });
  });

  test('a type with a list needs a choice; switching type forgets a choice of the old type but keeps a typed name', async () => {
    const { calls } = renderRegistration();
    await fillPerson();
    await chooseSource('Referral');
    await create();
    expect(screen.getByRole('combobox', { name: 'Who referred you?' })).toHaveAccessibleDescription('This field is required!');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who referred you?' }), 'Broker');
    await userEvent.type(screen.getByRole('textbox', { name: "Referrer's name" }), 'Sam Broker');
    await chooseSource('Social Media');
    expect(screen.getByRole('combobox', { name: 'Which network?' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: "Referrer's name" })).not.toBeInTheDocument();
    await chooseSource('Referral', 'Who referred you?', 'Broker');
    expect(screen.getByRole('textbox', { name: "Referrer's name" })).toHaveValue('Sam Broker');
    expect(calls).toEqual([]);
  });
});

test('POST /register sends the user fields, fromMobile false and the campaign; the answer signs the borrower in', async () => {
  const { calls, signIns, track } = renderRegistration({ url: '/registration?utm_campaign=spring' });
  expect(window.localStorage.getItem('auth.campaignUrl')).toContain('/registration?utm_campaign=spring');
  await fillPerson();
  await userEvent.selectOptions(field('How did you hear about us?'), 'Partner');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Send me e-mail notifications about my loans.' }));
  await create();
  await waitFor(() => expect(signIns).toEqual([{ bundle, redirect: undefined }]));
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/register',
      input: {
        body: {
          firstName: 'Nora',
          lastName: 'Diaz',
          userEmail: 'nora@example.test',
          phoneNumber: '(555) 010-2030',
          password: 'Secret123',
          code: null,
          optIn: true,
          fromMobile: false,
          campaignUrl: 'http://localhost/registration?utm_campaign=spring',
          leadSourceType: 'partner',
          leadSource: '',
          leadSourceManual: '',
        },
      },
    },
  ]);
  expect(track).toHaveBeenCalledWith('registration_completed', { source: 'registration' });
});

test('"on failure the password is cleared": both password fields, with the error and the field errors listed', async () => {
  const message = 'Please correct the highlighted fields.';
  renderRegistration({
    register: refusal(message, { errors: { userEmail: ['An account with this e-mail already exists.'] } }),
  });
  await fillPerson();
  await userEvent.selectOptions(field('How did you hear about us?'), 'Online Search');
  await create();
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText(message)).toBeInTheDocument();
  expect(within(toast).getByText('User Email: An account with this e-mail already exists.')).toBeInTheDocument();
  expect(field('Email')).toHaveAccessibleDescription('An account with this e-mail already exists.');
  expect(field('Password')).toHaveValue('');
  expect(field('Confirm password')).toHaveValue('');
  expect(field('First name')).toHaveValue('Nora');
});

test('outside a lower environment the page offers no form and sends the visitor to Login', () => {
  const { navigations } = renderRegistration({ lower: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
  expect(navigations).toEqual(['/login']);
});
