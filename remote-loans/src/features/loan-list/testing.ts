import type { LoanDetail, LoanDocuments, LoanListRecord } from '@portal/shared-contracts';

/** A loan as the lists receive it; tests override what they are about. */
export function listLoan(overrides: Partial<LoanListRecord> = {}): LoanListRecord {
  return {
    id: 1,
    number: 'L-1001',
    property: { address: '12 Main St', city: 'Austin', state: 'TX', zip_code: '78701' },
    entity_id: 7,
    entity: { name: 'Lee Holdings LLC' },
    transaction_type: 'purchase',
    loan_category: 'active',
    group: 'active',
    amount: 1234567,
    funded_date: '2024-02-01',
    maturity_date: '2025-12-31',
    date_entered: '2024-01-10T15:30:00.000Z',
    estimated_close_date: null,
    checklist: { funded: '2024-02-01', payoff_date: null },
    draw_date: null,
    holdback_balance: 0,
    payment_due_date: null,
    ...overrides,
  };
}

/** A loan as its detail page receives it. */
export function detailLoan(overrides: Partial<LoanDetail> = {}): LoanDetail {
  return {
    ...listLoan(),
    loan_terms: 12,
    loan_rate: 10.5,
    ess: { holdback: 50000, prepaid_interest: 1500.5 },
    current_balance: 1000000,
    draws_available_balance: 25000,
    servicing_current_pay_amount: 8750.25,
    percentage_to_funded: 1,
    draw_percentage: 0.5,
    needed_files: [],
    extension_requests: null,
    appraisal: [],
    processor: null,
    lma: null,
    estimate_of_repairs: null,
    requests: [],
    ...overrides,
  };
}

/** A loan's documents, empty unless told. */
export function loanDocuments(overrides: Partial<LoanDocuments> = {}): LoanDocuments {
  return {
    standard: [],
    asset_management: { draws: [], change_order: [], extensions: [], payoff: [], achpayment: [], insurance: [] },
    salesforce: [],
    statements: [],
    ...overrides,
  };
}
