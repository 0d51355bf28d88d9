import { IN_PROGRESS_LOAN_CATEGORIES, LOAN_CATEGORIES, LOAN_STATUS_LABELS, loanCategoriesLabelled, loanCategoryIsInProgress, loanStatusLabel } from './loan-status';

describe('loan status labels (spec 000 §3, spec 001 §3)', () => {
  test.each([
    ['unverified', 'Pending Valuation'],
    ['new', 'Pending Valuation'],
    ['need ess', 'Pending Terms Approval'],
    ['ess approval', 'Pending Terms Approval'],
    ['ptd conditions', 'PTD Conditions'],
    ['final approval', 'Docs in Progress'],
    ['needs docs', 'Docs in Progress'],
    ['docs drawn', 'Pending Funding'],
    ['to be funded', 'Pending Funding'],
    ['funded', 'Funded'],
    ['active', 'Active'],
    ['paid', 'Paid'],
    ['on hold', 'On Hold'],
  ])('"%s" shows "%s"', (raw, label) => {
    expect(loanStatusLabel(raw)).toBe(label);
  });

  test('"review ess", in progress but unlabelled by the specification, shows Pending Terms Approval (the portal\'s choice)', () => {
    expect(loanStatusLabel('review ess')).toBe('Pending Terms Approval');
  });

  test('a raw status is read whatever its case and spacing; an unknown one is shown as the server wrote it', () => {
    expect(loanStatusLabel('Need ESS')).toBe('Pending Terms Approval');
    expect(loanStatusLabel('  to  be funded ')).toBe('Pending Funding');
    expect(loanStatusLabel('Withdrawn')).toBe('Withdrawn');
    expect(loanStatusLabel(null)).toBe('');
    expect(loanStatusLabel(undefined)).toBe('');
  });

  test('the labels, in the specification\'s order: "Pending Valuation; ... Pending Terms Approval; PTD Conditions; Docs in Progress; Pending Funding; Funded; Active; Paid; On Hold"', () => {
    expect(LOAN_STATUS_LABELS).toEqual(['Pending Valuation', 'Pending Terms Approval', 'PTD Conditions', 'Docs in Progress', 'Pending Funding', 'Funded', 'Active', 'Paid', 'On Hold']);
    expect(new Set(LOAN_CATEGORIES.map((category) => loanStatusLabel(category)))).toEqual(new Set(LOAN_STATUS_LABELS));
  });

  test('"unverified and new show Pending Valuation": the statuses behind a label', () => {
    expect(loanCategoriesLabelled('Pending Valuation')).toEqual(['unverified', 'new']);
    expect(loanCategoriesLabelled('Docs in Progress')).toEqual(['final approval', 'needs docs']);
    expect(loanCategoriesLabelled('On Hold')).toEqual(['on hold']);
  });
});

describe('in-progress categories (spec 001 §3)', () => {
  test('"Pending loan categories counted as in progress: unverified, new, need ess, review ess, ess approval, ptd conditions, final approval, needs docs, docs drawn, to be funded."', () => {
    expect(IN_PROGRESS_LOAN_CATEGORIES).toEqual(
      'unverified, new, need ess, review ess, ess approval, ptd conditions, final approval, needs docs, docs drawn, to be funded'.split(', '),
    );
    for (const category of IN_PROGRESS_LOAN_CATEGORIES) expect(loanCategoryIsInProgress(category)).toBe(true);
  });

  test('funded, active, paid, on hold and unknown statuses are not in progress', () => {
    for (const category of ['funded', 'active', 'paid', 'on hold', 'withdrawn', '', null]) expect(loanCategoryIsInProgress(category)).toBe(false);
    expect(loanCategoryIsInProgress('PTD Conditions')).toBe(true);
  });
});
