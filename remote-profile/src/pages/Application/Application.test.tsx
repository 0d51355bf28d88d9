import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { applicationAlertTab, applicationEndpoints, indicatorEndpoints, missingSectionsOfProfile, SIGN_APPLICATION_TAB_INDEX, type ApplicationProfile } from '@portal/shared-contracts';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { answer, createFakePortal, renderWithPortal, serverFailure, signedInBundle } from '@portal/shared-ui/testing';
import { Application } from './Application';

const NO_ITEMS = { accountsAndNotes: [], automobiles: [], cashOnHand: [], iras: [], lifeInsurances: [], other: [], otherProperties: [], realEstate: [], savings: [], stocks: [] };
const NO_DEBTS = { accountsPayable: [], installmentOther: [], banks: [], other: [], unpaidTaxes: [], contingents: [] };

function profileWith(parts: Partial<ApplicationProfile> = {}): ApplicationProfile {
  const sections = {
    agreement: null,
    contact: null,
    employment: [],
    finances: null,
    assets: NO_ITEMS,
    liabilities: NO_DEBTS,
    declarations: null,
    demographics: null,
    realEstateExperience: null,
    realEstateOperation: [],
    application: null,
    ...parts,
  } as Omit<ApplicationProfile, 'missing'>;
  return { ...sections, missing: missingSectionsOfProfile(sections) };
}

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

/** The session's alert names the tab of the profile's sections, unless told (a session older than a save). */
function renderApplication(profile: ApplicationProfile | (() => Promise<ApplicationProfile>), url = '/borrower_application', wide = false, alertedTab?: number | null) {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('min-width: 1300px'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
  const applicationTab = alertedTab !== undefined ? alertedTab : typeof profile === 'function' ? 0 : applicationAlertTab(profile.missing);
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['owner'], alerts: { application: applicationTab !== null, applicationTab } }),
    answers: [
      answer(applicationEndpoints.profile, profile),
      answer(applicationEndpoints.saveAgreement, { agreed: true }),
      answer(indicatorEndpoints.read, { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: 0 }, alerts: { application: true, applicationTab: 1 } }),
    ],
  });
  renderWithPortal(
    <>
      <RemoteRoutes owner="profile" pages={{ BorrowerApplication: <Application />, SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} /> }} />
      <CurrentAddress />
    </>,
    { ...fake, url },
  );
  return { ...fake, user: userEvent.setup() };
}

const selectedTab = async () => (await screen.findAllByRole('tab', { selected: true }))[0];

test('"It opens on the tab named in query parameter tab; otherwise on the first tab whose section is missing"', async () => {
  renderApplication(profileWith({ agreement: { agreed: true } }));
  expect(await selectedTab()).toHaveAccessibleName(/^Personal Information/);
});

test('the tabs and the Introduction show before the profile has arrived, on the tab the session names; the other tabs say their words and wait for it with their forms', async () => {
  let arrive!: (profile: ApplicationProfile) => void;
  const { user } = renderApplication(() => new Promise((resolve) => (arrive = resolve)));
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Introduction');
  const introduction = screen.getByRole('tabpanel');
  expect(within(introduction).getByRole('checkbox', { name: /^I agree/ })).not.toBeChecked();
  await user.click(screen.getByRole('tab', { name: 'Personal Information' }));
  const personal = within(screen.getByRole('tabpanel'));
  expect(personal.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
  expect(personal.getByText('Tell us who you are and how to reach you. Fields marked with * are required.')).toBeInTheDocument();
  expect(personal.getByRole('status')).toBeInTheDocument();
  expect(personal.queryByRole('form')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Employment Information' }));
  expect(within(screen.getByRole('tabpanel')).getByRole('status')).toBeInTheDocument();

  arrive(profileWith());
  await user.click(await screen.findByRole('tab', { name: 'Personal Information (needs your attention)' }));
  expect(await personal.findByRole('form', { name: 'Personal Information' })).toBeInTheDocument();
  expect(personal.queryByRole('status')).not.toBeInTheDocument();
});

test('a session older than a save names a tab done since: the profile settles the tab, once', async () => {
  renderApplication(profileWith({ agreement: { agreed: true } }), '/borrower_application', false, 0);
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Introduction');
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Personal Information/));
});

test('the tab query wins', async () => {
  renderApplication(profileWith(), '/borrower_application?tab=4');
  expect(await selectedTab()).toHaveAccessibleName(/^Background Information/);
});

test('SignApplication "sets the application tab index to 7": Review & Submit Application', async () => {
  renderApplication(profileWith(), '/sign_application');
  expect(await selectedTab()).toHaveAccessibleName(/^Review & Submit Application/);
});

test('the signing shows before the profile has arrived, eSign waiting for the missing sections; a profile that cannot load says so', async () => {
  let arrive!: (profile: ApplicationProfile) => void;
  renderApplication(() => new Promise((resolve) => (arrive = resolve)), '/sign_application');
  const signing = screen.getByRole('tabpanel');
  expect(within(signing).getByText('Review the sections of your application, choose the borrowing entity, then sign the application with eSign.')).toBeInTheDocument();
  expect(within(signing).getByRole('button', { name: 'eSign' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(signing).getByRole('button', { name: 'eSign' })).toHaveAccessibleDescription('Loading your application…');
  await waitFor(() => expect(arrive).toBeDefined());
  arrive(profileWith({ application: { type: 'entity', entity: 7, signed: true } }));
  expect(await within(signing).findByText('Your application is signed. You may sign it again for another entity.')).toBeInTheDocument();

  renderApplication(() => Promise.reject(serverFailure()), '/sign_application');
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('"Tabs are laid out vertically when the window is 1300 px wide or more"', async () => {
  renderApplication(profileWith(), '/borrower_application', true);
  expect(await screen.findByRole('tablist', { name: 'Application' })).toHaveAttribute('aria-orientation', 'vertical');
});

test('a saved section moves on, writes the tab in the address, and its tab is no longer in error style', async () => {
  const { user } = renderApplication(profileWith());
  const introduction = await screen.findByRole('tabpanel');
  await user.click(within(introduction).getByRole('checkbox', { name: /^I agree/ }));
  expect(screen.getByRole('tab', { name: /^Introduction/ })).toHaveAccessibleName('Introduction (needs your attention)');
  await user.click(within(introduction).getByRole('button', { name: 'Save and Continue' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Personal Information/));
  expect(screen.getByRole('tab', { name: /^Introduction/ })).toHaveAccessibleName('Introduction');
  expect(screen.getByLabelText('Current address')).toHaveTextContent('/borrower_application?tab=1');
  expect(await screen.findByText('Agreement updated.')).toBeInTheDocument();
});
