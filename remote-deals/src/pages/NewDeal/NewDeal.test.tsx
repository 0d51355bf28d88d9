import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIZARD_AUTO_ADVANCE_MS, dealEndpoints, emptyDealForm, emptyPurchase, entityEndpoints, indicatorEndpoints, type DealForm } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal as fakeRefusal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { submittedDeal } from '../../features/submitted-deal/submitted-deal';
import { writeDealDraft, type DealDraft } from './deal-draft';
import { NewDeal } from './NewDeal';

const bundle = signedInBundle();
const userId = bundle.user.id;
const entityId = bundle.entities[0]!.id;

type FakeOptions = NonNullable<Parameters<typeof createFakePortal>[0]>;

/**
 * The wizard in a tab whose session is `fake`'s (a new one unless given: a new tab, whose session store starts by
 * clearing drafts it cannot restore); `draft` is what the tab kept before the page loaded.
 */
function renderWizard({ answers = [], verified = true, draft }: { answers?: FakeOptions['answers']; verified?: boolean; draft?: DealDraft } = {}) {
  const fake = createFakePortal({ bundle: { ...bundle, user: { ...bundle.user, verified } }, answers });
  if (draft) writeDealDraft(userId, draft);
  const track = jest.fn();
  fake.portal.analytics.track = track;
  const view = renderWithPortal(<NewDeal />, { ...fake, url: '/new_deal' });
  return { ...fake, track, view };
}

const card = (name: string) => screen.getByRole('button', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d+ of \d+: / });
const summary = () => screen.getByRole('complementary', { name: 'Deal Summary' });

/** A deal answered up to its last step, Upload Documents. */
const completeDeal = (): DealForm => ({
  ...emptyDealForm(),
  transactionType: 'purchase',
  dealType: { name: 'non_rehab_bridge', description: '' },
  propertyType: 'single_family',
  property: {
    ...emptyDealForm().property,
    address: '123 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    apn: '12345-678',
    bedrooms: 3,
    status: 'vacant',
    contact: { name: 'Ann Lee', phone: '(555) 010-2030', notes: 'Call first' },
    visit: { type: 'other', lockBox: null, supra: null, appointment: null, other: { notes: 'Gate code 12' } },
  },
  purchase: { ...emptyPurchase(), price: 200000, type: 'standard_sale', closingDate: '2099-01-15', exitStrategy: 'sale' },
  entity: { id: entityId },
});

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('"Let\'s build your deal": the first steps are cards, and choosing one advances after 100 ms', async () => {
  renderWizard();
  expect(screen.getByRole('heading', { level: 1, name: "Let's build your deal" })).toBeInTheDocument();
  expect(stepHeading()).toHaveTextContent('Step 1 of 7: Transaction Type');
  // "Next is shown only from step 3 on"
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

  await userEvent.click(card('Purchase'));
  expect(card('Purchase')).toHaveAttribute('aria-pressed', 'true');
  expect(stepHeading()).toHaveTextContent('Transaction Type');
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  expect(stepHeading()).toHaveTextContent('Step 2 of 7: Deal Type');
  expect(stepHeading()).toHaveFocus();
});

test('"except for deal type other": its description comes first, and Next shows once it has 5 characters', async () => {
  renderWizard();
  await userEvent.click(card('Refinance'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  await userEvent.click(card('Other'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  expect(stepHeading()).toHaveTextContent('Deal Type');
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

  await userEvent.type(screen.getByRole('textbox', { name: /Describe the deal/ }), 'Tiny');
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: /Describe the deal/ }), ' homes{Enter}');
  // "The Enter key advances a tab."
  expect(stepHeading()).toHaveTextContent('Property Type');
  // "Commercial and land property types are offered only for new_construction and other."
  expect(card('Commercial')).toBeInTheDocument();
  expect(card('Land')).toBeInTheDocument();
});

test('"Commercial and land ... only for new_construction and other": a rehab deal is not offered them', async () => {
  renderWizard();
  await userEvent.click(card('Purchase'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  await userEvent.click(card('Rehab / Fix and Flip'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  const cards = within(screen.getByRole('group', { name: 'What kind of property is it?' })).getAllByRole('button');
  expect(cards.map((each) => each.textContent)).toEqual(['Condo', 'Multi Unit', 'Single Family']);
  // Repairs apply to a rehab deal: the wizard has its tab.
  expect(within(screen.getByRole('navigation', { name: 'Steps of your deal' })).getByRole('button', { name: /Property Repairs/ })).toBeInTheDocument();
});

test('the Deal Summary shows the answers with a check per completed step and an error for one left incomplete', async () => {
  renderWizard();
  await userEvent.click(card('Purchase'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  const transactionStep = within(summary()).getByText('Transaction Type').closest('li')!;
  expect(transactionStep).toHaveTextContent('complete');
  expect(transactionStep).toHaveTextContent('Purchase');

  await userEvent.click(card('Other'));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(within(summary()).getByText('Deal Type').closest('li')).toHaveTextContent('needs attention');
  expect(within(summary()).getByText('Property Details').closest('li')).toHaveTextContent('not started');
});

test('"Each tab validates before moving on": Next on an empty tab stays and says what is missing', async () => {
  renderWizard({
    answers: [answer(entityEndpoints.list, [])],
    draft: { deal: { ...completeDeal(), entity: null }, step: 'entity', visited: ['transactionType', 'dealType', 'propertyType', 'propertyDetails', 'transaction', 'entity'] },
  });
  expect(stepHeading()).toHaveTextContent('Entity Info');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(stepHeading()).toHaveTextContent('Entity Info');
  expect(within(summary()).getByText('Entity Info').closest('li')).toHaveTextContent('needs attention');
});

test('a refresh keeps the answers: the wizard comes back on the same step with the same deal', async () => {
  const first = renderWizard();
  await userEvent.click(card('Refinance'));
  await act(() => jest.advanceTimersByTimeAsync(WIZARD_AUTO_ADVANCE_MS));
  first.view.unmount();

  // The page loads again in the same tab, the session restored.
  renderWithPortal(<NewDeal />, { ...first, url: '/new_deal' });
  expect(stepHeading()).toHaveTextContent('Deal Type');
  expect(within(summary()).getByText('Transaction Type').closest('li')).toHaveTextContent('Refinance');
});

describe('Submit', () => {
  const atLastStep: DealDraft = {
    deal: completeDeal(),
    step: 'uploadDocuments',
    visited: ['transactionType', 'dealType', 'propertyType', 'propertyDetails', 'transaction', 'entity', 'uploadDocuments'],
  };
  const created = { id: 41, number: 'D-000041', loan_category: 'new' };
  const counters = { missing: { count: 8, entities: 8, loans: 0 }, docs: { neededCount: 8 }, alerts: { application: false, applicationTab: null } };

  test('"On success of submit: analytics events fire, indicators refresh, and the user goes to DealConfirmation", without the stripped fields', async () => {
    const { callsTo, navigations, track, portal } = renderWizard({ answers: [answer(dealEndpoints.create, created), answer(indicatorEndpoints.read, counters)], draft: atLastStep });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deal' }));

    const [sent] = callsTo(dealEndpoints.create);
    expect(sent?.params).toEqual({ userId });
    // "lotSize, bedrooms, total_baths_calculated, building_sqft and apn ... are stripped before submit, as are contact name and phone."
    expect(sent?.body.property).not.toHaveProperty('apn');
    expect(sent?.body.property).not.toHaveProperty('bedrooms');
    expect((sent?.body.property as { contact: unknown }).contact).toEqual({ notes: 'Call first' });
    expect(track).toHaveBeenCalledWith('deal_submitted', expect.objectContaining({ loanNumber: 'D-000041', transactionType: 'purchase' }));
    expect(navigations).toEqual(['/deal_confirmation']);
    expect(submittedDeal()?.created).toEqual(created);
    expect(callsTo(indicatorEndpoints.read)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(portal.session.getState().bundle?.missing).toEqual(counters.missing);
    // The draft is done with: a new deal starts empty.
    expect(sessionStorage.length).toBe(0);
  });

  test('a refusal keeps every answer and takes the borrower to the step of the field refused', async () => {
    const refused = fakeRefusal('Please correct the highlighted fields.', { errors: { 'entity.id': ['Please choose one of your entities.'] } });
    renderWizard({ answers: [answer(dealEndpoints.create, () => Promise.reject(refused)), answer(entityEndpoints.list, [])], draft: atLastStep });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deal' }));
    expect(stepHeading()).toHaveTextContent('Entity Info');
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  });

  test('"unverified users are blocked from submitting a deal": the popover and Resend Link, and nothing is sent', async () => {
    const { calls } = renderWizard({ verified: false, draft: atLastStep });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deal' }));
    expect(screen.getByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
