import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { describeRemoteLifecycles } from '@portal/shared-ui/testing';
import * as app from './app';

// DealConfirmation "receives the submitted deal as a parameter; goes to Dashboard if none" (spec 001 §2).
describeRemoteLifecycles(app, 'deals', CONTRACT_VERSION, { arrivals: { DealConfirmation: { goesTo: 'Dashboard' } } });
