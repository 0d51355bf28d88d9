import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { describeRemoteLifecycles } from '@portal/shared-ui/testing';
import * as app from './app';

// SignApplication is the application itself, opened on its last tab: its heading is the application's, "Application".
describeRemoteLifecycles(app, 'profile', CONTRACT_VERSION, { headings: { SignApplication: 'Application' } });
