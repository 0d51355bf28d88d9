import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';
import userEvent from '@testing-library/user-event';
import { loanEndpoints, type LoanDetail, type LoanDocuments, type Permission } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, serverFailure, signedInBundle, type FakeReply } from '@portal/shared-ui/testing';
import { TextField } from '@portal/shared-ui';
import { defineLoanActionWizard, type LoanActionWizards } from '../../features/loan-actions/action-wizards';
import { LoanActionWizardsContext } from '../../features/loan-actions/action-wizards-context';
import { detailLoan, loanDocuments } from '../../features/loan-list/testing';
import { AreaRoutes } from '../../routes';

const READER: Permission[] = ['loans.read', 'dashboard.read', 'entity.read', 'mydocs.read'];
const BORROWER: Permission[] = [...READER, 'loans.write', 'loans.draw.write', 'loans.payoff.write', 'loans.ach.write'];

interface Setup {
  url?: string;
  permissions?: Permission[];
  loan?: FakeReply<typeof loanEndpoints.detail>;
  documents?: FakeReply<typeof loanEndpoints.documents>;
  wizards?: LoanActionWizards;
}

/** Where the router is, and how it got there ("REPLACE ?action=payoff"), for the tests of the action query. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${location.pathname}${location.search}`}</output>;
}

function renderLoan({ url = '/my_deals/1', permissions = BORROWER, loan = detailLoan(), documents = loanDocuments(), wizards }: Setup = {}) {
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions }),
    answers: [answer(loanEndpoints.detail, loan), answer(loanEndpoints.documents, documents), answer(loanEndpoints.uploadDocument, { id: 90, name: 'survey.pdf', contentType: 'application/pdf', size: 4, uploaded: '2025-06-01T10:00:00.000Z' })],
  });
  const routes = (
    <>
      <AreaRoutes />
      <Address />
    </>
  );
  const page = wizards ? <LoanActionWizardsContext value={wizards}>{routes}</LoanActionWizardsContext> : routes;
  renderWithPortal(page, { ...fake, url });
  return fake;
}

/** The summary card's lines, label → value, as a borrower reads them. */
async function summaryLines(): Promise<Record<string, string>> {
  const card = await screen.findByRole('region', { name: 'Loan Summary' });
  const lines: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) lines[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return lines;
}

const common = {
  'Loan Number': 'L-1001',
  Address: '12 Main St',
  City: 'Austin',
  State: 'TX',
  Zip: '78701',
  Entity: 'Lee Holdings LLC',
  'Loan Type': 'Purchase',
  Amount: '$1,234,567.00',
};

describe('the summary card, in its three variants', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2025, 5, 15, 12), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  test('pending: \'the loan group in upper case followed by "LOANS - DETAIL"\' and "an appraisal status (Not ordered / Ordered / Received)"', async () => {
    const loan = detailLoan({
      group: 'in_progress',
      loan_category: 'ptd conditions',
      appraisal: [{ appraisal_ordered: '2025-05-01', appraisal_received: null }],
      estimated_close_date: '2025-07-04',
      date_entered: '2025-05-20T09:00:00.000Z',
    });
    renderLoan({ loan });
    expect(await screen.findByRole('heading', { level: 1, name: 'PENDING LOANS - DETAIL' })).toBeInTheDocument();
    expect(await summaryLines()).toEqual({
      ...common,
      Status: 'PTD Conditions',
      Appraisal: 'Ordered',
      'Estimated Close Date': '07/04/2025',
      'Date Entered': '05/20/2025',
    });
  });

  test('active: "terms in months, rate %, funded date, initial holdback, current balance, current due, maturity date"', async () => {
    const loan = detailLoan({ maturity_date: '2025-07-01', funded_date: '2024-02-01' });
    renderLoan({ loan });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACTIVE LOANS - DETAIL' })).toBeInTheDocument();
    expect(await summaryLines()).toEqual({
      ...common,
      Status: 'Active',
      Terms: '12 months',
      Rate: '10.5%',
      'Funded Date': '02/01/2024',
      'Initial Holdback': '$50,000.00',
      'Current Balance': '$1,000,000.00',
      'Current Due': '$8,750.25',
      // "Maturity is upcoming within 30 days": said in words beside the date.
      'Maturity Date': '07/01/2025 (Matures within 30 days)',
    });
  });

  test('paid: "pre-paid interest, funded date, holdback, balance, maturity date, paid-off date"', async () => {
    const loan = detailLoan({
      group: 'paid',
      loan_category: 'paid',
      maturity_date: '2025-01-31',
      current_balance: 0,
      checklist: { funded: '2024-02-01', payoff_date: '2025-01-15' },
    });
    renderLoan({ loan });
    expect(await screen.findByRole('heading', { level: 1, name: 'PAID LOANS - DETAIL' })).toBeInTheDocument();
    expect(await summaryLines()).toEqual({
      ...common,
      Status: 'Paid',
      'Pre-paid Interest': '$1,500.50',
      'Funded Date': '02/01/2024',
      Holdback: '$50,000.00',
      Balance: '$0.00',
      'Maturity Date': '01/31/2025',
      'Paid-off Date': '01/15/2025',
    });
  });

  test('"an entity link to EntityDetails"; plain text for whoever may not open entities', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = renderLoan();
    const card = await screen.findByRole('region', { name: 'Loan Summary' });
    await user.click(within(card).getByRole('link', { name: 'Lee Holdings LLC' }));
    expect(fake.navigations).toEqual(['/entities/7']);
  });

  test('without entity.read the entity is plain text', async () => {
    renderLoan({ permissions: ['loans.read'] });
    const card = await screen.findByRole('region', { name: 'Loan Summary' });
    expect(within(card).getByText('Lee Holdings LLC')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the contact bar', () => {
  test('e-mail buttons for the Loan Account Coordinator (processor) and the Loan Monitoring Associate (lma), and the fixed teams', async () => {
    const loan = detailLoan({
      number: 'L-77',
      processor: { first_name: 'Pat', last_name: 'Kim', display_name: null, email: 'pat@lender.example', phone: null },
      lma: { first_name: null, last_name: null, display_name: 'Robin Q.', email: 'robin@lender.example', phone: '(555) 010-1111' },
    });
    renderLoan({ loan });
    const contacts = await screen.findByRole('list', { name: 'Loan contacts' });
    expect(within(contacts).getByRole('link', { name: 'Loan Account Coordinator: Pat Kim' })).toHaveAttribute('href', 'mailto:pat@lender.example?subject=Loan%20L-77');
    expect(within(contacts).getByRole('link', { name: 'Loan Monitoring Associate: Robin Q.' })).toHaveAttribute('href', 'mailto:robin@lender.example?subject=Loan%20L-77');
    const teams = screen.getByRole('list', { name: 'E-mail our teams' });
    expect(within(teams).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Processing', 'mailto:processing@lender.example?subject=Loan%20L-77'],
      ['Payments', 'mailto:payments@lender.example?subject=Loan%20L-77'],
      ['Payoffs', 'mailto:payoffs@lender.example?subject=Loan%20L-77'],
      ['Extensions', 'mailto:extensions@lender.example?subject=Loan%20L-77'],
      ['Draws', 'mailto:draws@lender.example?subject=Loan%20L-77'],
    ]);
  });

  test('"when present": no processor and no lma, no personal e-mail buttons', async () => {
    renderLoan();
    await screen.findByRole('list', { name: 'E-mail our teams' });
    expect(screen.queryByRole('list', { name: 'Loan contacts' })).not.toBeInTheDocument();
  });

  test('"buttons Dashboard, Entity, My Documents (needs mydocs.read) and My Deals"', async () => {
    const user = userEvent.setup();
    const fake = renderLoan({ loan: detailLoan({ group: 'paid', loan_category: 'paid' }) });
    const links = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(links).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Entity', '/entities/7'],
      ['My Documents', '/my_documents'],
      ['My Deals', '/my_deals?category=paid'],
    ]);
    await user.click(within(links).getByRole('link', { name: 'My Deals' }));
    expect(fake.navigations).toEqual(['/my_deals?category=paid']);
  });

  test('without mydocs.read there is no My Documents button', async () => {
    renderLoan({ permissions: ['loans.read', 'dashboard.read', 'entity.read'] });
    const links = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(links).queryByRole('link', { name: 'My Documents' })).not.toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('"Files Submitted For This Loan"', () => {
  const documents: LoanDocuments = loanDocuments({
    standard: [
      { type: 'Purchase Contract', needed: true, submittedCount: 1, approvedCount: 1, files: [{ id: 11, name: 'contract.pdf', submitted: '2025-05-02', expiration: null, status: 'approved' }] },
      { type: 'Insurance Binder', needed: true, submittedCount: 1, approvedCount: 0, files: [{ id: 12, name: 'binder.pdf', submitted: '2025-05-03', expiration: null, status: 'submitted' }] },
      { type: 'Estimate of Repairs', needed: true, submittedCount: 0, approvedCount: 0, files: [] },
      { type: 'Appraisal', needed: false, submittedCount: 0, approvedCount: 0, files: [] },
    ],
    asset_management: {
      draws: [{ type: 'Draw Photos', needed: false, submittedCount: 1, approvedCount: 0, files: [{ id: 13, name: 'photos.zip', submitted: '2025-05-04', expiration: null, status: 'submitted' }] }],
      change_order: [],
      extensions: [],
      payoff: [],
      achpayment: [],
      insurance: [],
    },
    salesforce: [{ id: 14, name: 'survey.pdf', submitted: '2025-05-05', expiration: null, status: 'rejected' }],
    statements: [{ id: 21, name: 'statement-2025-05.pdf', period_end: '2025-05-31' }],
  });

  test('the legend: "Reviewed - Approved green, Submitted Files grey, Needed Files red", each also in words', async () => {
    renderLoan({ documents });
    const legend = await screen.findByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reviewed - Approved', 'Submitted Files', 'Needed Files']);
    expect(within(legend).getByText('Reviewed - Approved')).toHaveClass('loans-file-status--approved');
    expect(within(legend).getByText('Needed Files')).toHaveClass('loans-file-status--needed');
  });

  test('each document with its status in words and its files to download; statements link to their PDF', async () => {
    renderLoan({ documents });
    const table = await screen.findByRole('table', { name: 'Files Submitted For This Loan' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryAllByRole('cell').length === 0 ? row.textContent : within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | '));
    expect(rows).toEqual([
      'Loan Documents',
      'Reviewed - Approved | contract.pdf submitted 05/02/2025',
      'Submitted Files | binder.pdf submitted 05/03/2025',
      'Needed Files | ',
      'Draw Request',
      'Submitted Files | photos.zip submitted 05/04/2025',
      'Uploaded Files',
      'Needed Files | survey.pdf submitted 05/05/2025',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Purchase Contract' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Appraisal' })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Uploaded on 05/05/2025' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'contract.pdf' })).toHaveAttribute('href', '/api/users/42/loans/1/files/11');
    const statements = screen.getByRole('region', { name: 'Statements' });
    expect(within(statements).getByRole('link', { name: 'Statement ending 05/31/2025' })).toHaveAttribute('href', '/api/users/42/loans/1/statements/21');
  });

  test('a loan without files says "No Documents added."', async () => {
    renderLoan();
    expect(await screen.findByText('No Documents added.')).toBeInTheDocument();
  });

  test('the files\' own failure stays in their card: "Unable to load data" with Retry, the loan still shown', async () => {
    renderLoan({ documents: serverFailure(502) });
    const card = await screen.findByRole('region', { name: 'Files Submitted For This Loan' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Unable to load data');
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Loan Summary' })).toBeInTheDocument();
  });
});

describe('the requests sent on the loan', () => {
  test('"every request then appears on the loan": each by its name, the day it was sent and where it stands', async () => {
    renderLoan({
      loan: detailLoan({
        requests: [
          { id: 2, kind: 'achpayment', number: 1, title: 'ACH Payment 1', status: 'awaiting_signature', created: '2025-06-02T10:00:00.000Z' },
          { id: 1, kind: 'draws', number: 1, title: 'Draw Request 1', status: 'submitted', created: '2025-06-01T10:00:00.000Z' },
        ],
      }),
    });
    const card = await screen.findByRole('region', { name: 'Requests' });
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ACH Payment 1sent 06/02/2025Awaiting signature',
      'Draw Request 1sent 06/01/2025Submitted',
    ]);
  });

  test('a loan without requests shows no card for them', async () => {
    renderLoan();
    expect(await screen.findByRole('region', { name: 'Loan Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
  });
});

describe('the upload control, "shown only with loans.write"', () => {
  test('uploads with type Salesforce to the loan, then lists the files again', async () => {
    const user = userEvent.setup();
    const fake = renderLoan();
    const upload = await screen.findByRole('region', { name: 'Upload Files' });
    await screen.findByText('No Documents added.');
    const file = new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' });
    await user.upload(within(upload).getByLabelText('Files for this loan', { selector: 'input' }), file);
    expect(await within(upload).findByText('Uploaded successfully')).toBeInTheDocument();
    const [sent] = fake.callsTo(loanEndpoints.uploadDocument) as unknown as [{ params: unknown; body: unknown; files: Record<string, File[] | File> }];
    expect(sent.params).toEqual({ id: 42, loan_id: 1 });
    expect(sent.body).toEqual({ type: 'Salesforce' });
    await waitFor(() => expect(fake.callsTo(loanEndpoints.documents)).toHaveLength(2));
  });

  test('a Loan Viewer (loans.read only) sees no upload control, and the draw disabled because of their role', async () => {
    renderLoan({ permissions: READER });
    await screen.findByRole('region', { name: 'Loan Summary' });
    expect(screen.queryByRole('region', { name: 'Upload Files' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Actions' });
    const draw = within(card).getByRole('button', { name: 'Draw Request' });
    expect(draw).toHaveAttribute('aria-disabled', 'true');
    expect(draw).toHaveAccessibleDescription('Your role on this account does not allow requesting a draw.');
    expect(within(card).queryByRole('button', { name: 'Change Order' })).not.toBeInTheDocument();
  });
});

describe('failures', () => {
  test('"another account\'s loan answers 404 like one that does not exist": its words and the way back', async () => {
    const user = userEvent.setup();
    const fake = renderLoan({ loan: refusal('Loan not found.', { status: 404 }), documents: refusal('Loan not found.', { status: 404 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loan not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Deals' }));
    expect(fake.navigations).toEqual(['/my_deals']);
  });

  test('an address that cannot name a loan asks nothing and says so', async () => {
    const fake = renderLoan({ url: '/my_deals/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This loan could not be found.');
    expect(fake.calls).toEqual([]);
  });

  test('"Loading wrapper, status 500 or above: \'Unable to load data\' with a retry icon"', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = renderLoan({
      loan: () => {
        if (fail) throw serverFailure(500);
        return detailLoan();
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ACTIVE LOANS - DETAIL' })).toBeInTheDocument();
    expect(fake.callsTo(loanEndpoints.detail)).toEqual([{ params: { id: 42, loan_id: 1 } }, { params: { id: 42, loan_id: 1 } }]);
  });
});

describe('the Actions card and the action query', () => {
  const drawable: Partial<LoanDetail> = { holdback_balance: 5000, draws_available_balance: 2000 };

  /** A wizard of two steps for the frame, as the loan actions issue will register its own. */
  const testWizards: LoanActionWizards = {
    payoff: defineLoanActionWizard<{ company?: string }>({
      steps: () => [
        { title: 'Escrow company', render: () => <TextField name="company" label="Company" required />, fields: ['company'] },
        { title: 'Review', render: () => <p>Ready to send.</p> },
      ],
      submit: async () => 'Payoff Request saved successfully.',
    }),
  };

  test('the card lists the actions the rules offer, with the reason of one that is not available', async () => {
    renderLoan({ loan: detailLoan({ holdback_balance: 0 }) });
    const card = await screen.findByRole('region', { name: 'Actions' });
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['Change Order', 'Draw Request', 'Payoff Request', 'Insurance', 'ACH Payment']);
    const draw = within(card).getByRole('button', { name: 'Draw Request' });
    expect(draw).toHaveAttribute('aria-disabled', 'true');
    expect(draw).toHaveAccessibleDescription('Holdback balance should be greater than $ 0.00.');
  });

  test('a pending or paid loan has no Actions card', async () => {
    renderLoan({ loan: detailLoan({ group: 'paid', loan_category: 'paid' }) });
    await screen.findByRole('region', { name: 'Loan Summary' });
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  test('"An action query opens the matching modal automatically after load": the frame with loan number, address and maturity date', async () => {
    renderLoan({ url: '/my_deals/1?action=payoff', loan: detailLoan({ ...drawable, maturity_date: '2025-12-31' }), wizards: testWizards });
    const dialog = await screen.findByRole('dialog', { name: 'Payoff Request' });
    expect(dialog).toHaveAccessibleDescription('Loan L-1001 · 12 Main St, Austin, TX 78701 · Maturity date 12/31/2025');
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 2: Escrow company' })).toBeInTheDocument();
  });

  test('closing the modal the query opened takes the query away, so a reload does not ask again', async () => {
    const user = userEvent.setup();
    renderLoan({ url: '/my_deals/1?action=payoff', wizards: testWizards });
    const dialog = await screen.findByRole('dialog', { name: 'Payoff Request' });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('POP /my_deals/1?action=payoff');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^REPLACE \/my_deals\/1$/);
  });

  test('an action the rules do not allow is ignored', async () => {
    renderLoan({ url: '/my_deals/1?action=draws', loan: detailLoan({ holdback_balance: 0 }), wizards: testWizards });
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Done sends the action, says so, closes the frame and loads the loan and its files again', async () => {
    const user = userEvent.setup();
    const fake = renderLoan({ url: '/my_deals/1?action=payoff', wizards: testWizards });
    const dialog = await screen.findByRole('dialog', { name: 'Payoff Request' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Title Co');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Payoff Request saved successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(loanEndpoints.detail)).toHaveLength(2));
    expect(fake.callsTo(loanEndpoints.documents)).toHaveLength(2);
  });

  test('the card opens an action\'s wizard', async () => {
    const user = userEvent.setup();
    renderLoan({ loan: detailLoan(drawable) });
    const card = await screen.findByRole('region', { name: 'Actions' });
    await user.click(within(card).getByRole('button', { name: 'Change Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Order' });
    expect(within(dialog).getByRole('list', { name: 'Estimate of Repairs' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
