import { CONTRACT_VERSION, LOAN_GROUP_HEADINGS, loanListMessages } from '@portal/shared-contracts';
import { describeRemoteLifecycles } from '@portal/shared-ui/testing';
import * as app from './app';

// My Deals opens on its first tab: 'Header "<category> LOANS - SUMMARY"' (spec 001 §2 'My Deals').
describeRemoteLifecycles(app, 'loans', CONTRACT_VERSION, {
  headings: { MyDeals: loanListMessages.summaryTitle(LOAN_GROUP_HEADINGS.in_progress) },
});
