import { screen, within } from '@testing-library/react';
import { proofOfFundsEndpoints, type LinkedItem, type LockedItem } from '@portal/shared-contracts';
import { answer, refusal, serverFailure, type FakeAnswer } from '@portal/shared-ui/testing';
import { fakeBankLinking, lonestar, prairie, renderProofOfFunds, summit, summitLocked, type ProofOfFundsRender } from './testing';

const LOCK = 'Locked: please enter your credentials again';

/** The lists as the API answers them now: a test changes `now` to answer differently after an action. */
function bankLists(items: LinkedItem[] = [lonestar, summit], locked: LockedItem[] = [summitLocked]) {
  const now: { items: LinkedItem[] | Error; locked: LockedItem[] | Error } = { items, locked };
  const reply = <T,>(value: T | Error) => {
    if (value instanceof Error) throw value;
    return value;
  };
  const answers: FakeAnswer[] = [answer(proofOfFundsEndpoints.items, () => reply(now.items)), answer(proofOfFundsEndpoints.lockedItems, () => reply(now.locked))];
  return { now, answers };
}

async function renderBanks(options: ProofOfFundsRender = {}) {
  const rendered = renderProofOfFunds(options);
  await screen.findByRole('list');
  return rendered;
}

function bankNames() {
  return within(screen.getByRole('list')).getAllByRole('button').map((button) => button.textContent);
}

test('each linked institution is a button; the locked one shows a lock named for assistive technology', async () => {
  await renderBanks({ answers: bankLists().answers });
  expect(bankNames()).toEqual(['Lone Star Bank', 'Summit Bank']);
  const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(within(first!).queryByRole('img', { name: LOCK })).not.toBeInTheDocument();
  expect(within(second!).getByRole('img', { name: LOCK })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Summit Bank ${LOCK}` })).toBeInTheDocument();
});

test('a bank whose report is pending shows as pending', async () => {
  await renderBanks({ answers: bankLists([lonestar, prairie], []).answers, permissions: ['plaid.read'] });
  expect(screen.getByRole('button', { name: 'Prairie Credit Union Report pending' })).toHaveTextContent('Pending');
  expect(screen.getByRole('button', { name: 'Lone Star Bank' })).not.toHaveTextContent('Pending');
});

test('no linked bank: the page says so', async () => {
  renderProofOfFunds({ answers: bankLists([], []).answers });
  expect(await screen.findByText('No bank accounts linked yet.')).toBeInTheDocument();
});

test('the list failing to load says so, and Retry loads it again', async () => {
  const lists = bankLists();
  lists.now.items = serverFailure();
  const { user } = renderProofOfFunds({ answers: lists.answers });
  expect(await screen.findByText('Unable to load data')).toBeInTheDocument();

  lists.now.items = [lonestar, summit];
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Lone Star Bank' })).toBeInTheDocument();
});

test('the locked items failing to load only lose the locks ("Most other failed calls are silently swallowed")', async () => {
  const lists = bankLists();
  lists.now.locked = serverFailure();
  await renderBanks({ answers: lists.answers });
  expect(bankNames()).toEqual(['Lone Star Bank', 'Summit Bank']);
  expect(screen.queryByRole('img', { name: LOCK })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('another bank opens the accounts modal: institution, account mask, available balance, owner name, e-mail, phone and address', async () => {
  const { user } = await renderBanks({ answers: bankLists().answers });
  await user.click(screen.getByRole('button', { name: 'Lone Star Bank' }));

  const dialog = within(screen.getByRole('dialog', { name: 'Lone Star Bank accounts' }));
  const facts = (account: string) =>
    within(dialog.getByRole('region', { name: account }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(facts('Lone Star Checking')).toEqual([
    ['Institution', 'Lone Star Bank'],
    ['Account ending in', '0042'],
    ['Available balance', '$12,345.67'],
    ['Owner name', 'Ann Lee'],
    ['E-mail', 'ann@example.test'],
    ['Phone', '(555) 010-2030'],
    ['Address', '1 Main St, Austin, TX 78701'],
  ]);
  expect(facts('Lone Star Savings')).toEqual([
    ['Institution', 'Lone Star Bank'],
    ['Account ending in', '0077'],
    ['Available balance', 'Not given'],
    ['Owner name', 'Ann Lee; Bo Lee'],
    ['E-mail', 'Not given'],
    ['Phone', 'Not given'],
    ['Address', 'Not given'],
  ]);

  await user.click(dialog.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lone Star Bank' })).toHaveFocus();
});

test('a pending bank\'s accounts modal says the accounts come with the report', async () => {
  const { user } = await renderBanks({ answers: bankLists([prairie], []).answers, permissions: ['plaid.read'] });
  await user.click(screen.getByRole('button', { name: /Prairie Credit Union/ }));
  expect(within(screen.getByRole('dialog', { name: 'Prairie Credit Union accounts' })).getByText('The accounts show here once the report on this bank is ready.')).toBeInTheDocument();
});

test('the locked bank opens the revalidate modal; Link in update mode, then "Success! Your Credentials were updated!" and the lists again', async () => {
  const lists = bankLists();
  const link = fakeBankLinking();
  const { user, callsTo } = await renderBanks({
    bankLinking: link.linking,
    answers: [...lists.answers, answer(proofOfFundsEndpoints.updateModeToken, { link_token: 'link-update-summit', expiration: '2030-01-01T00:00:00Z' })],
  });
  await user.click(screen.getByRole('button', { name: `Summit Bank ${LOCK}` }));
  const dialog = screen.getByRole('dialog', { name: 'Reconnect Summit Bank' });
  expect(dialog).toHaveAccessibleDescription('Your bank asks you to enter your credentials again before it keeps sharing these accounts.');

  await user.click(within(dialog).getByRole('button', { name: 'Enter credentials again' }));
  expect(callsTo(proofOfFundsEndpoints.updateModeToken)).toEqual([{ params: { id: 42 }, body: { item_id: 'item-summit' } }]);
  expect(link.last().linkToken).toBe('link-update-summit');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  lists.now.locked = [];
  await link.succeed(null);
  expect(await screen.findByText('Success! Your Credentials were updated!')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Summit Bank' })).toBeInTheDocument();
  expect(callsTo(proofOfFundsEndpoints.items)).toHaveLength(2);
  expect(callsTo(proofOfFundsEndpoints.lockedItems)).toHaveLength(2);
  expect(callsTo(proofOfFundsEndpoints.linkSucceeded)).toEqual([]);
});

test('Link left by the person in update mode changes nothing and says nothing', async () => {
  const link = fakeBankLinking();
  const { user, callsTo } = await renderBanks({
    bankLinking: link.linking,
    answers: [...bankLists().answers, answer(proofOfFundsEndpoints.updateModeToken, { link_token: 'link-update-summit', expiration: '2030-01-01T00:00:00Z' })],
  });
  await user.click(screen.getByRole('button', { name: `Summit Bank ${LOCK}` }));
  await user.click(screen.getByRole('button', { name: 'Enter credentials again' }));
  await link.exit();

  expect(screen.queryByText('Success! Your Credentials were updated!')).not.toBeInTheDocument();
  expect(callsTo(proofOfFundsEndpoints.items)).toHaveLength(1);
});

test('a refused update-mode token is toasted and the modal stays', async () => {
  const link = fakeBankLinking();
  const { user } = await renderBanks({
    bankLinking: link.linking,
    answers: [...bankLists().answers, answer(proofOfFundsEndpoints.updateModeToken, refusal('Failed to communicate with the bank-linking service. Please try again later.', { status: 502 }))],
  });
  await user.click(screen.getByRole('button', { name: `Summit Bank ${LOCK}` }));
  await user.click(screen.getByRole('button', { name: 'Enter credentials again' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to communicate with the bank-linking service. Please try again later.');
  expect(screen.getByRole('dialog', { name: 'Reconnect Summit Bank' })).toBeInTheDocument();
  expect(link.opened).toEqual([]);
});

test('the revalidate modal removes the locked bank after the question; Back keeps it', async () => {
  const lists = bankLists();
  const { user, callsTo } = await renderBanks({ answers: [...lists.answers, answer(proofOfFundsEndpoints.removeLockedItem, [lonestar])] });
  await user.click(screen.getByRole('button', { name: `Summit Bank ${LOCK}` }));
  await user.click(within(screen.getByRole('dialog', { name: 'Reconnect Summit Bank' })).getByRole('button', { name: 'Remove this bank' }));

  const back = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(back).getByRole('button', { name: 'Back' }));
  expect(callsTo(proofOfFundsEndpoints.removeLockedItem)).toEqual([]);

  await user.click(within(screen.getByRole('dialog', { name: 'Reconnect Summit Bank' })).getByRole('button', { name: 'Remove this bank' }));
  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  lists.now.items = [lonestar];
  lists.now.locked = [];
  await user.click(within(question).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('The bank was removed.')).toBeInTheDocument();
  expect(callsTo(proofOfFundsEndpoints.removeLockedItem)).toEqual([{ params: { id: 42 }, body: { item_id: 'item-summit' } }]);
  expect(screen.queryByRole('dialog', { name: 'Reconnect Summit Bank' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Lone Star Bank' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Summit Bank/ })).not.toBeInTheDocument();
});

test('a member who may only read sees what the lock means, without Remove or Enter credentials', async () => {
  const { user } = await renderBanks({ permissions: ['plaid.read'], answers: bankLists().answers });
  await user.click(screen.getByRole('button', { name: `Summit Bank ${LOCK}` }));
  const dialog = screen.getByRole('dialog', { name: 'Reconnect Summit Bank' });
  expect(within(dialog).queryByRole('button', { name: 'Remove this bank' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Enter credentials again' })).not.toBeInTheDocument();
});
