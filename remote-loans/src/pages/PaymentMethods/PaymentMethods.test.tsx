import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY, paymentMethodEndpoints, paymentMethodMessages, type NewPaymentMethod, type PaymentMethod, type SignedInBundle } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';

const drawAccount: PaymentMethod = {
  id: 1,
  name: 'Draw account',
  method: 'transfer',
  type: 'Draw',
  authorized: true,
  created: '2025-03-04',
  details: {
    bankName: 'First Federal Bank',
    bankAddress: '1 Bank Plaza, Austin, TX 78701',
    routingNumber: '111000025',
    accountNumberLast4: '6789',
    accountName: 'Lee Holdings LLC',
    recipientAddress: '100 Congress Ave, Austin, TX 78701',
    accountType: null,
  },
};
const monthlyPayments: PaymentMethod = {
  id: 2,
  name: 'Monthly payments',
  method: 'ach',
  type: 'ACH',
  authorized: true,
  created: '2025-04-10',
  details: { ...drawAccount.details, bankName: 'Second State Bank', accountNumberLast4: '4321', accountType: 'savings' },
};

/** Ann (user 42) reads and adds payment methods. */
const ann = signedInBundle({ permissions: ['payments.read', 'payments.write'] });

function renderPage({ bundle = ann, methods = [drawAccount, monthlyPayments], answers = [] as FakeAnswer[] }: { bundle?: SignedInBundle; methods?: PaymentMethod[]; answers?: FakeAnswer[] } = {}) {
  const fake = createFakePortal({ bundle, answers: [answer(paymentMethodEndpoints.list, { payment_methods: methods }), ...answers] });
  renderWithPortal(<AreaRoutes />, { ...fake, url: '/payment_methods' });
  return { ...fake, user: userEvent.setup() };
}

function table() {
  return screen.findByRole('table', { name: 'Payment methods' });
}

async function openForm(user: ReturnType<typeof userEvent.setup>, kind: 'ACH Payment' | 'Draw Payment') {
  await user.click(await screen.findByRole('button', { name: '+ New Payment Method' }));
  await user.click(screen.getByRole('menuitem', { name: kind }));
  return screen.getByRole('dialog', { name: `New ${kind} method` });
}

/** Everything a wire transfer needs, typed as a borrower types it. */
async function fillWireTransfer(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Rehab draws');
  await user.selectOptions(form.getByRole('combobox', { name: 'Method' }), 'Wire Transfer');
  await user.type(form.getByRole('textbox', { name: 'Bank name' }), 'First Federal Bank');
  await user.type(form.getByRole('textbox', { name: 'Bank address' }), '1 Bank Plaza, Austin, TX 78701');
  await user.type(form.getByRole('textbox', { name: 'Routing number' }), '111000025');
  await user.type(form.getByRole('textbox', { name: 'Account number' }), '000123456789');
  await user.type(form.getByRole('textbox', { name: 'Account name' }), 'Lee Holdings LLC');
  await user.type(form.getByRole('textbox', { name: 'Recipient address' }), '100 Congress Ave, Austin, TX 78701');
}

test('"Table with name, method, Created Date" (spec 001 §2), with what each method is for, loaded for the signed-in person', async () => {
  const { callsTo } = renderPage();

  expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
  const grid = await table();
  for (const header of ['Name', 'Method', 'Used for', 'Created Date']) expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  const draw = within(grid).getByText('Draw account').closest<HTMLElement>('[role="row"]')!;
  expect(draw).toHaveTextContent('Draw accountWire TransferDraw Payment03/04/2025');
  const ach = within(grid).getByText('Monthly payments').closest<HTMLElement>('[role="row"]')!;
  expect(ach).toHaveTextContent('Monthly paymentsACH TransactionACH Payment04/10/2025');
  expect(callsTo(paymentMethodEndpoints.list)).toEqual([{ params: { userId: 42 } }]);
});

test('"Empty: \'No payment methods.\'"', async () => {
  renderPage({ methods: [] });

  expect(await screen.findByText('No payment methods.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('"Loading wrapper, status 500 or above: \'Unable to load data\' with a retry icon" (spec 001 §8): Retry loads the list again', async () => {
  let failures = 1;
  const fake = createFakePortal({
    bundle: ann,
    answers: [
      answer(paymentMethodEndpoints.list, () => {
        if (failures-- > 0) throw serverFailure(500);
        return { payment_methods: [drawAccount] };
      }),
    ],
  });
  renderWithPortal(<AreaRoutes />, { ...fake, url: '/payment_methods' });
  const user = userEvent.setup();

  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(await table()).findByText('Draw account')).toBeInTheDocument();
  expect(fake.callsTo(paymentMethodEndpoints.list)).toHaveLength(2);
});

test('"row click shows details": every field, the account number masked except its last 4 digits', async () => {
  const { user } = renderPage();
  const grid = await table();

  await user.click(within(grid).getByText('Monthly payments'));
  const details = screen.getByRole('dialog', { name: 'Payment method: Monthly payments' });
  const facts: [string, string][] = [
    ['Name', 'Monthly payments'],
    ['Method', 'ACH Transaction'],
    ['Used for', 'ACH Payment'],
    ['Created Date', '04/10/2025'],
    ['Bank name', 'Second State Bank'],
    ['Bank address', '1 Bank Plaza, Austin, TX 78701'],
    ['Routing number', '111000025'],
    ['Account number', '****4321Ending in 4321'],
    ['Account name', 'Lee Holdings LLC'],
    ['Recipient address', '100 Congress Ave, Austin, TX 78701'],
    ['Account type', 'Savings'],
    ['Authorized', 'Yes'],
  ];
  for (const [label, value] of facts) {
    expect(within(details).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
  }
  await user.click(within(details).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // A wire transfer asks no account type.
  await user.click(within(grid).getByText('Draw account'));
  const wire = screen.getByRole('dialog', { name: 'Payment method: Draw account' });
  expect(within(wire).getByText('****6789')).toBeInTheDocument();
  expect(within(wire).queryByText('Account type')).not.toBeInTheDocument();
});

test('"+ New Payment Method" is a menu of "ACH Payment or Draw Payment", by mouse and by keyboard', async () => {
  const { user } = renderPage();
  const button = await screen.findByRole('button', { name: '+ New Payment Method' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu', { name: '+ New Payment Method' });
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['ACH Payment', 'Draw Payment']);
  expect(within(menu).getByRole('menuitem', { name: 'ACH Payment' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Draw Payment' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'ACH Payment' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  // From the keyboard alone: the arrow opens it, Enter chooses.
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Draw Payment' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'New Draw Payment method' })).toBeInTheDocument();
});

test('the authorization wordings: "one-time withdrawal for ACH, or authorized signatory releasing holdback funds for draw"', async () => {
  const { user } = renderPage();

  const ach = await openForm(user, 'ACH Payment');
  expect(within(ach).getByRole('checkbox', { name: paymentMethodMessages.achAuthorization(COMPANY.name) })).not.toBeChecked();
  expect(within(ach).getByRole('checkbox', { name: /one-time withdrawal/ })).toBeInTheDocument();
  await user.click(within(ach).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const draw = await openForm(user, 'Draw Payment');
  expect(within(draw).getByRole('checkbox', { name: paymentMethodMessages.drawAuthorization(COMPANY.name) })).not.toBeChecked();
  expect(within(draw).getByRole('checkbox', { name: /authorized signatory on this account, .* release holdback funds/ })).toBeInTheDocument();
});

test('"type required (Wire Transfer or ACH Transaction)": check is left out; the account type is asked only for ACH Transaction', async () => {
  const { user } = renderPage();
  const form = within(await openForm(user, 'ACH Payment'));

  const method = form.getByRole('combobox', { name: 'Method' });
  expect(within(method).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'Wire Transfer', 'ACH Transaction']);
  expect(form.queryByRole('combobox', { name: 'Account type' })).not.toBeInTheDocument();

  await user.selectOptions(method, 'ACH Transaction');
  const accountType = form.getByRole('combobox', { name: 'Account type' });
  expect(within(accountType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', 'Checking', 'Savings']);
  await user.selectOptions(accountType, 'Checking');

  await user.selectOptions(method, 'Wire Transfer');
  expect(form.queryByRole('combobox', { name: 'Account type' })).not.toBeInTheDocument();
  // Cleared when hidden: asked again, it starts empty.
  await user.selectOptions(method, 'ACH Transaction');
  expect(form.getByRole('combobox', { name: 'Account type' })).toHaveValue('');
});

test('"name required; type required; account type required when shown; ... bank and recipient addresses required; authorization checkbox required"', async () => {
  const { user, callsTo } = renderPage();
  const dialog = await openForm(user, 'ACH Payment');
  const form = within(dialog);

  await user.selectOptions(form.getByRole('combobox', { name: 'Method' }), 'ACH Transaction');
  await user.click(form.getByRole('button', { name: 'Add payment method' }));

  const fields = [
    form.getByRole('textbox', { name: 'Name' }),
    form.getByRole('combobox', { name: 'Account type' }),
    form.getByRole('textbox', { name: 'Bank name' }),
    form.getByRole('textbox', { name: 'Bank address' }),
    form.getByRole('textbox', { name: 'Routing number' }),
    form.getByRole('textbox', { name: 'Account number' }),
    form.getByRole('textbox', { name: 'Account name' }),
    form.getByRole('textbox', { name: 'Recipient address' }),
    form.getByRole('checkbox', { name: paymentMethodMessages.achAuthorization(COMPANY.name) }),
  ];
  for (const field of fields) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(fields[0]).toHaveFocus();
  expect(callsTo(paymentMethodEndpoints.create)).toEqual([]);
});

test('"bank name max 100; routing number max 20; account number max 20; account name max 100", numbers in digits, with the contract\'s messages', async () => {
  const { user } = renderPage();
  const form = within(await openForm(user, 'Draw Payment'));

  const bankName = form.getByRole('textbox', { name: 'Bank name' });
  const routing = form.getByRole('textbox', { name: 'Routing number' });
  const account = form.getByRole('textbox', { name: 'Account number' });
  const accountName = form.getByRole('textbox', { name: 'Account name' });
  await user.click(bankName);
  await user.paste('B'.repeat(101));
  await user.click(routing);
  await user.paste('1'.repeat(21));
  await user.click(account);
  await user.paste('1234-5678');
  await user.click(accountName);
  await user.paste('A'.repeat(101));
  await user.tab();

  expect(bankName).toHaveAccessibleDescription(expect.stringContaining('Please use at most 100 characters.'));
  expect(routing).toHaveAccessibleDescription(expect.stringContaining('Please use at most 20 characters.'));
  expect(account).toHaveAccessibleDescription(expect.stringContaining('Please enter digits only.'));
  expect(accountName).toHaveAccessibleDescription(expect.stringContaining('Please use at most 100 characters.'));
  // Nothing is cut short: what was pasted is still there to fix.
  expect(routing).toHaveValue('1'.repeat(21));

  await user.clear(account);
  await user.paste('1'.repeat(21));
  expect(account).toHaveAccessibleDescription(expect.stringContaining('Please use at most 20 characters.'));
  await user.clear(account);
  await user.paste('1'.repeat(20));
  expect(account).not.toHaveAttribute('aria-invalid', 'true');
});

test('the account number is never offered to autofill', async () => {
  const { user } = renderPage();
  const form = within(await openForm(user, 'ACH Payment'));

  expect(form.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('autocomplete', 'off');
  expect(form.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription('Digits only. Once saved, only its last 4 digits are shown.');
});

test('a server refusal puts its field errors under their fields and keeps everything typed', async () => {
  const { user } = renderPage({
    answers: [answer(paymentMethodEndpoints.create, refusal('Please check the bank details.', { errors: { 'details.routingNumber': ['This routing number is not known.'] } }))],
  });
  const dialog = await openForm(user, 'Draw Payment');
  await fillWireTransfer(user, dialog);
  await user.click(within(dialog).getByRole('checkbox', { name: paymentMethodMessages.drawAuthorization(COMPANY.name) }));
  await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

  const form = within(screen.getByRole('dialog', { name: 'New Draw Payment method' }));
  expect(await form.findByText('This routing number is not known.')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Routing number' })).toHaveAccessibleDescription(expect.stringContaining('This routing number is not known.'));
  expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Rehab draws');
  expect(form.getByRole('textbox', { name: 'Routing number' })).toHaveValue('111000025');
  expect(form.getByRole('textbox', { name: 'Account number' })).toHaveValue('000123456789');
  expect(form.getByRole('checkbox', { name: paymentMethodMessages.drawAuthorization(COMPANY.name) })).toBeChecked();
  expect(await screen.findByText('Please check the bank details.')).toBeInTheDocument();
});

test('success: the body passes NewPaymentMethod with its kind, "New Payment Method added.", the dialog closes and the table shows the answer\'s list', async () => {
  const created: PaymentMethod = { ...monthlyPayments, id: 3, name: 'Rehab draws', method: 'transfer', type: 'Draw', created: '2025-05-20', details: { ...drawAccount.details, accountNumberLast4: '6789' } };
  const { user, callsTo, portal } = renderPage({
    answers: [answer(paymentMethodEndpoints.create, { payment_methods: [drawAccount, monthlyPayments, created] })],
  });
  const dialog = await openForm(user, 'Draw Payment');
  await fillWireTransfer(user, dialog);
  await user.click(within(dialog).getByRole('checkbox', { name: paymentMethodMessages.drawAuthorization(COMPANY.name) }));
  await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

  expect(await screen.findByText('New Payment Method added.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const body: NewPaymentMethod = {
    kind: 'draw_payment',
    name: 'Rehab draws',
    method: 'transfer',
    details: {
      bankName: 'First Federal Bank',
      bankAddress: '1 Bank Plaza, Austin, TX 78701',
      routingNumber: '111000025',
      accountNumber: '000123456789',
      accountName: 'Lee Holdings LLC',
      recipientAddress: '100 Congress Ave, Austin, TX 78701',
    },
    authorized: true,
  };
  expect(callsTo(paymentMethodEndpoints.create)).toEqual([{ params: { userId: 42 }, body }]);
  const row = (await within(await table()).findByText('Rehab draws')).closest<HTMLElement>('[role="row"]')!;
  expect(row).toHaveTextContent('Rehab drawsWire TransferDraw Payment05/20/2025');
  // The session counts the methods by id; no account detail goes there.
  expect(portal.session.getState().bundle?.paymentMethods).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
});

test('an ACH Transaction is sent with its account type', async () => {
  const { user, callsTo } = renderPage({ answers: [answer(paymentMethodEndpoints.create, { payment_methods: [monthlyPayments] })] });
  const dialog = await openForm(user, 'ACH Payment');
  await fillWireTransfer(user, dialog);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'ACH Transaction');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Account type' }), 'Savings');
  await user.click(within(dialog).getByRole('checkbox', { name: paymentMethodMessages.achAuthorization(COMPANY.name) }));
  await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

  expect(await screen.findByText('New Payment Method added.')).toBeInTheDocument();
  expect(callsTo(paymentMethodEndpoints.create)[0]?.body).toMatchObject({ kind: 'ach_payment', method: 'ach', details: { accountType: 'savings' } });
});

test('"(needs verified e-mail)": the unverified get the popover with Resend Link, not the menu', async () => {
  const base = signedInBundle();
  const { user } = renderPage({ bundle: signedInBundle({ permissions: ann.permissions, user: { ...base.user, verified: false } }) });

  await user.click(await screen.findByRole('button', { name: '+ New Payment Method' }));
  const popover = screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." });
  expect(within(popover).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('without payments.write there is no "+ New Payment Method"', async () => {
  renderPage({ bundle: signedInBundle({ permissions: ['payments.read'] }) });

  expect(await table()).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '+ New Payment Method' })).not.toBeInTheDocument();
});
