import type { CreatedDeal, NewDealPayload } from '@portal/shared-contracts';

/** What Deal Confirmation shows: the deal as it was sent, and the loan it became. */
export interface SubmittedDeal {
  deal: NewDealPayload;
  created: CreatedDeal;
}

// "DealConfirmation ... receives the submitted deal as a parameter; goes to Dashboard if none" (spec 001 §2): the
// parameter is handed over in memory, within this remote, which stays mounted from the wizard to the confirmation.
// A reload of the confirmation page has none, as the specification expects, and goes to the Dashboard.
let submitted: SubmittedDeal | null = null;

export function handOverSubmittedDeal(deal: SubmittedDeal): void {
  submitted = deal;
}

export function submittedDeal(): SubmittedDeal | null {
  return submitted;
}
