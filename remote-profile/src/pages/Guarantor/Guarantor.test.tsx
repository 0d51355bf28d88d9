import { act, screen, waitFor, within } from '@testing-library/react';
import { applicationEndpoints, applicationSigningEndpoints, applicationSigningMessages, documentEndpoints, indicatorEndpoints, type ApplicationProfile } from '@portal/shared-contracts';
import { answer, noResponse, refusal } from '@portal/shared-ui/testing';
import { profileMissing, readyToSign, renderGuarantor, signingFrameReturns, SIGNING_URL } from '../../features/application-signing/testing';
import { ownDocument, sentFile } from '../MyDocuments/testing';

const eSign = () => screen.getByRole('button', { name: 'eSign' });

test('"Guarantor and Borrower Application": choose the entity, Start Application, eSign', async () => {
  const { user, navigations } = renderGuarantor();
  expect(screen.getByRole('heading', { level: 1, name: 'Guarantor and Borrower Application' })).toBeInTheDocument();
  const entity = await screen.findByRole('combobox', { name: 'Borrower entity' });
  expect(within(entity).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'Lee Holdings LLC', 'Lee Family Trust']);
  await user.click(screen.getByRole('link', { name: 'Start Application' }));
  expect(navigations).toEqual(['/borrower_application']);
});

test('eSign frames the signing; once signed the application is saved, documents and indicators reloaded, and the message stays', async () => {
  const { user, callsTo } = renderGuarantor({ documents: [ownDocument(1, 'Photo ID', [sentFile(11)])] });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Borrower entity' }), 'Lee Family Trust');
  await user.click(eSign());
  expect(callsTo(applicationSigningEndpoints.send)[0]!.body).toEqual({ type: 'entity', entity: 8 });
  const dialog = await screen.findByRole('dialog', { name: 'Sign the application' });
  const frame = within(dialog).getByTitle('Sign the Guarantor and Borrower Application');
  expect(frame).toHaveAttribute('src', SIGNING_URL);

  // A message from elsewhere is not the signature's.
  act(() => window.dispatchEvent(new MessageEvent('message', { data: 'portal:pdf-signed', origin: 'https://elsewhere.example' })));
  expect(callsTo(applicationSigningEndpoints.saveSigned)).toHaveLength(0);

  signingFrameReturns(frame);
  const message = await screen.findByText('Document was successfully signed and submitted for review.');
  expect(message).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(callsTo(applicationSigningEndpoints.saveSigned)[0]!.body).toEqual({ type: 'entity', entity: 8, signed: true });
  expect(callsTo(applicationEndpoints.profile)).toHaveLength(2);
  expect(callsTo(documentEndpoints.list)).toHaveLength(2);
  expect(callsTo(indicatorEndpoints.read)).toHaveLength(1);
  // "persistent": not a toast that goes away.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Document was successfully signed and submitted for review.')).toBeInTheDocument();
});

test('"Failed to communicate with eSignature service." when the signing call fails', async () => {
  const { user } = renderGuarantor({ answers: [answer(applicationSigningEndpoints.send, refusal('Failed to communicate with eSignature service.', { status: 502 }))] });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Borrower entity' }), 'Lee Holdings LLC');
  await user.click(eSign());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to communicate with eSignature service.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('no answer at all is the same failure', async () => {
  const { user } = renderGuarantor({ answers: [answer(applicationSigningEndpoints.send, noResponse())] });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Borrower entity' }), 'Lee Holdings LLC');
  await user.click(eSign());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to communicate with eSignature service.');
});

describe('"Query parameter esign auto-starts signing on the last entity, after a 500 ms delay"', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the last entity, after 500 ms', async () => {
    const { callsTo } = renderGuarantor({ url: '/guarantor?esign=1', fakeTimers: true });
    expect(await screen.findByRole('combobox', { name: 'Borrower entity' })).toHaveValue('8');
    // From the moment the application's missing sections are known.
    await act(async () => undefined);
    expect(eSign()).not.toHaveAttribute('aria-disabled');
    await act(async () => void jest.advanceTimersByTime(499));
    expect(callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(callsTo(applicationSigningEndpoints.send)).toEqual([{ params: { id: 42 }, body: { type: 'entity', entity: 8 } }]);
    expect(await screen.findByRole('dialog', { name: 'Sign the application' })).toBeInTheDocument();
  });

  test('not while a section is missing, nor without the query, nor for an unverified borrower', async () => {
    const blocked = renderGuarantor({ url: '/guarantor?esign=1', fakeTimers: true, missing: { agreement: true, contact: false, employment: false, finances: false, declarations: false, demographics: false, realEstateExperience: false, application: true } });
    await screen.findByRole('combobox', { name: 'Borrower entity' });
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(blocked.callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
    blocked.unmount();

    const plain = renderGuarantor({ fakeTimers: true });
    expect(await screen.findByRole('combobox', { name: 'Borrower entity' })).toHaveValue('');
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(plain.callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
    plain.unmount();

    const unverified = renderGuarantor({ url: '/guarantor?esign=1', fakeTimers: true, person: { verified: false } });
    await screen.findByRole('combobox', { name: 'Borrower entity' });
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(unverified.callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
  });
});

test('the borrower documents beside it, "excluding Plaid, Privacy Choices, … and Borrower Stated Experience"', async () => {
  renderGuarantor({
    documents: [
      ownDocument(1, 'Plaid', [sentFile(10)]),
      ownDocument(2, 'Borrower Application', [sentFile(11, { name: 'Borrower Application - signed.pdf' })]),
      ownDocument(3, 'Tax Returns'),
      ownDocument(4, 'Borrower 1098 Form'),
      ownDocument(5, 'Borrower Stated Experience'),
    ],
  });
  const documents = await screen.findByRole('region', { name: 'Borrower Documents' });
  expect((await within(documents).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['Borrower Application', '1098 Mortgage Interest Statement']);
  const files = within(documents).getByRole('table', { name: 'Files of Borrower Application' });
  expect(within(files).getByRole('link', { name: 'Borrower Application - signed.pdf' })).toHaveAttribute('href', expect.stringContaining('/users/42/docs/files/11'));
  expect(within(documents).getByText('Nothing sent yet.')).toBeInTheDocument();
});

test('an unverified borrower’s eSign opens the not-verified notice; a role without application.write may not sign', async () => {
  const unverified = renderGuarantor({ person: { verified: false } });
  await unverified.user.selectOptions(await screen.findByRole('combobox', { name: 'Borrower entity' }), 'Lee Holdings LLC');
  await unverified.user.click(eSign());
  expect(await screen.findByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeInTheDocument();
  expect(unverified.callsTo(applicationSigningEndpoints.send)).toHaveLength(0);
  unverified.unmount();

  renderGuarantor({ permissions: ['application.read'] });
  expect(await screen.findByText('Your role does not allow signing the application.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'eSign' })).not.toBeInTheDocument();
});

test('without application.read nor mydocs.read the page says so', async () => {
  renderGuarantor({ permissions: ['loans.read'] });
  expect(screen.getByText('Your role does not give access to the application.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Borrower Documents' })).not.toBeInTheDocument();
});

test('the signing shows before the application has arrived, eSign waiting for its missing sections', async () => {
  let arrive!: (profile: ApplicationProfile) => void;
  const { user } = renderGuarantor({ answers: [answer(applicationEndpoints.profile, () => new Promise((resolve) => (arrive = resolve)))] });
  expect(await screen.findByText(applicationSigningMessages.certification)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Borrower entity' }), 'Lee Family Trust');
  expect(eSign()).toHaveAttribute('aria-disabled', 'true');
  expect(eSign()).toHaveAccessibleDescription('Loading your application…');

  act(() => arrive(profileMissing(readyToSign)));
  await waitFor(() => expect(eSign()).not.toHaveAttribute('aria-disabled'));
});
