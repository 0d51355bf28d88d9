import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { describeRemoteLifecycles } from '@portal/shared-ui/testing';
import * as app from './app';

describeRemoteLifecycles(app, 'profile', CONTRACT_VERSION);
