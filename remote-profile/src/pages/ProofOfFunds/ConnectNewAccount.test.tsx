import { act, screen } from '@testing-library/react';
import { proofOfFundsEndpoints, type AssetReportAnswer, type LinkedItem } from '@portal/shared-contracts';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { fakeBankLinking, lonestar, prairie, renderProofOfFunds, type ProofOfFundsRender } from './testing';

const PROCESSING = 'Success! Plaid is processing your request. Refresh this page in few minutes.';
const REPORT_READY = 'Report ready. Please refresh page.';
const linkToken = { link_token: 'link-sandbox-new', expiration: '2030-01-01T00:00:00Z' };
const readyPrairie: LinkedItem = { ...prairie, items: [{ ...prairie.items[0]!, date_last_updated: '2024-06-01T00:00:00.000Z' }] };

/**
 * The API as the page meets it: the items (Prairie joins once linked), no locked item, Link's calls, and the asset
 * report answering `pending` until `readyOnCall` (never when absent).
 */
function api({ linked = false, readyOnCall }: { linked?: boolean; readyOnCall?: number } = {}) {
  const state = { linked, reportCalls: 0 };
  const ready = () => readyOnCall !== undefined && state.reportCalls >= readyOnCall;
  const answers: FakeAnswer[] = [
    answer(proofOfFundsEndpoints.items, () => (state.linked ? [lonestar, ready() ? readyPrairie : prairie] : [lonestar])),
    answer(proofOfFundsEndpoints.lockedItems, []),
    answer(proofOfFundsEndpoints.linkToken, linkToken),
    answer(proofOfFundsEndpoints.linkSucceeded, () => {
      state.linked = true;
      return prairie;
    }),
    answer(proofOfFundsEndpoints.assetReport, (): AssetReportAnswer => {
      state.reportCalls += 1;
      return { status: ready() ? 'ready' : 'pending' };
    }),
  ];
  return { state, answers };
}

async function renderConnect(options: ProofOfFundsRender & { link?: ReturnType<typeof fakeBankLinking> } = {}) {
  const link = options.link ?? fakeBankLinking();
  const rendered = renderProofOfFunds({ ...options, bankLinking: link.linking });
  await screen.findByRole('button', { name: 'Lone Star Bank' });
  return { ...rendered, link };
}

/** Lets the fake API answer what the page asked meanwhile. */
const settle = () => act(async () => undefined);
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('with jest fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('Connect New Account: a link token opens Link; its success is handed to the API and the page says Plaid is processing', async () => {
    const { answers } = api();
    const { user, link, callsTo } = await renderConnect({ answers, advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Connect New Account' }));

    expect(callsTo(proofOfFundsEndpoints.linkToken)).toEqual([{ params: { id: 42 } }]);
    expect(link.last().linkToken).toBe('link-sandbox-new');
    expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();

    await link.succeed('public-sandbox-123', { institution: { institution_id: 'ins_prairie', name: 'Prairie Credit Union' } });
    expect(callsTo(proofOfFundsEndpoints.linkSucceeded)).toEqual([{ params: { id: 42 }, body: { public_token: 'public-sandbox-123' } }]);
    expect(screen.getByText(PROCESSING)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Prairie Credit Union Report pending' })).toBeInTheDocument();
  });

  test('the new item\'s report is asked for at once, then every 6000 ms, six calls at most', async () => {
    const { answers } = api();
    const { user, link, callsTo } = await renderConnect({ answers, advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
    await link.succeed('public-sandbox-123');
    await screen.findByRole('button', { name: /Prairie Credit Union/ });
    await settle();

    const reportCalls = () => callsTo(proofOfFundsEndpoints.assetReport).length;
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toEqual([{ params: { id: 42 }, body: { asset_report_id: 'report-prairie', save_to_contacts: true } }]);
    await advance(5999);
    expect(reportCalls()).toBe(1);
    await advance(1);
    expect(reportCalls()).toBe(2);
    for (const expected of [3, 4, 5, 6]) {
      await advance(6000);
      expect(reportCalls()).toBe(expected);
    }
    await advance(60_000);
    expect(reportCalls()).toBe(6);
    expect(screen.queryByText(REPORT_READY)).not.toBeInTheDocument();
    expect(screen.getByText(PROCESSING)).toBeInTheDocument();
  });

  test('a report that becomes ready: "Report ready. Please refresh page.", no more calls, the bank no longer pending', async () => {
    const { answers } = api({ readyOnCall: 3 });
    const { user, link, callsTo } = await renderConnect({ answers, advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
    await link.succeed('public-sandbox-123');
    await screen.findByRole('button', { name: /Prairie Credit Union/ });
    await settle();

    await advance(6000);
    expect(screen.queryByText(REPORT_READY)).not.toBeInTheDocument();
    await advance(6000);
    expect(screen.getByText(REPORT_READY)).toHaveAttribute('role', 'status');
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toHaveLength(3);
    expect(await screen.findByRole('button', { name: 'Prairie Credit Union' })).toBeInTheDocument();

    await advance(60_000);
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toHaveLength(3);
  });

  test('on page load, items already pending are checked the same way', async () => {
    const { answers } = api({ linked: true, readyOnCall: 2 });
    const { callsTo } = await renderConnect({ answers });
    await settle();
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toEqual([{ params: { id: 42 }, body: { asset_report_id: 'report-prairie', save_to_contacts: true } }]);

    await advance(6000);
    expect(screen.getByText(REPORT_READY)).toBeInTheDocument();
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toHaveLength(2);
  });

  test('leaving the page stops the checks', async () => {
    const { answers } = api({ linked: true });
    const { callsTo, unmount } = await renderConnect({ answers });
    await settle();
    await advance(6000);
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toHaveLength(2);

    unmount();
    await advance(60_000);
    expect(callsTo(proofOfFundsEndpoints.assetReport)).toHaveLength(2);
  });
});

test('a member without plaid.write asks for no report', async () => {
  const { answers } = api({ linked: true });
  const { callsTo } = await renderConnect({ answers, permissions: ['plaid.read'] });
  await settle();
  expect(callsTo(proofOfFundsEndpoints.assetReport)).toEqual([]);
});

test('Link left by the person says nothing; Link ending on an error says so; nothing is linked', async () => {
  const { answers } = api();
  const { user, link, callsTo } = await renderConnect({ answers });
  await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
  await link.exit();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
  expect(link.opened[0]?.closed).toBe(true);
  await link.exit({ error_code: 'INTERNAL_SERVER_ERROR', error_message: 'internal', display_message: null });
  expect(screen.getByRole('alert')).toHaveTextContent('The bank connection ended before it was finished. Please try again.');
  expect(callsTo(proofOfFundsEndpoints.linkSucceeded)).toEqual([]);
});

test('a refused exchange is toasted, and the page does not say Plaid is processing', async () => {
  const { answers } = api();
  const { user, link } = await renderConnect({
    answers: [...answers, answer(proofOfFundsEndpoints.linkSucceeded, refusal('This bank connection has expired or was already saved. Please connect the account again.'))],
  });
  await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
  await link.succeed('public-sandbox-123');

  expect(await screen.findByRole('alert')).toHaveTextContent('This bank connection has expired or was already saved. Please connect the account again.');
  expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();
});

test('the widget that cannot be loaded: "Failed to load Plaid Link. Please try again later." and a notice', async () => {
  const { answers } = api();
  const link = fakeBankLinking({ loads: false });
  const { user, callsTo } = await renderConnect({ answers, link });

  expect(screen.getByText('Failed to load Plaid Link. Please try again later.')).toBeInTheDocument();
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The bank-linking service could not be reached. Please try again later.');

  await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
  expect(callsTo(proofOfFundsEndpoints.linkToken)).toHaveLength(1);
  expect(screen.getAllByText('The bank-linking service could not be reached. Please try again later.')).toHaveLength(2);
  expect(link.opened).toEqual([]);
});

test('a member who may only read loads no widget, and sees no failure of it', async () => {
  const { answers } = api();
  const link = fakeBankLinking({ loads: false });
  const load = jest.spyOn(link.linking, 'load');
  await renderConnect({ answers, link, permissions: ['plaid.read'] });
  await settle();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('Failed to load Plaid Link. Please try again later.')).not.toBeInTheDocument();
});

test('the environment without a widget script: the page says Plaid Link cannot be loaded', async () => {
  const { answers } = api();
  renderProofOfFunds({ answers, bankLinking: null, thirdPartyScripts: {} });
  expect(await screen.findByText('Failed to load Plaid Link. Please try again later.')).toBeInTheDocument();
  expect(screen.getByText('The bank-linking service could not be reached. Please try again later.')).toBeInTheDocument();
});

test('the environment\'s script that fails to load: one <script> from its address, then the failure', async () => {
  const address = '/api/bank-linking-assets/link-initialize.js?page-test';
  const { answers } = api();
  renderProofOfFunds({ answers, bankLinking: null, thirdPartyScripts: { bankLinking: address } });
  await screen.findByRole('button', { name: 'Lone Star Bank' });
  const scripts = document.head.querySelectorAll(`script[src="${address}"]`);
  expect(scripts).toHaveLength(1);
  expect(screen.queryByText('Failed to load Plaid Link. Please try again later.')).not.toBeInTheDocument();

  act(() => void scripts[0]!.dispatchEvent(new Event('error')));
  expect(await screen.findByText('Failed to load Plaid Link. Please try again later.')).toBeInTheDocument();
  expect(screen.getByText('The bank-linking service could not be reached. Please try again later.')).toBeInTheDocument();
});

test('leaving the page closes an open Link', async () => {
  const { answers } = api();
  const { user, link, unmount } = await renderConnect({ answers });
  await user.click(screen.getByRole('button', { name: 'Connect New Account' }));
  expect(link.last().closed).toBe(false);
  unmount();
  expect(link.last().closed).toBe(true);
});
