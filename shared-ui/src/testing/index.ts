// Test helpers for remotes: import from '@portal/shared-ui/testing' in tests only.
export { createFakePortal, type FakeCall, type FakeParcels, type FakePortalOptions } from './fakePortal';
export { answer, noResponse, refusal, serverFailure, type FakeAnswer, type FakeReply } from './answers';
export { mountRemote } from './mountRemote';
export { signedInBundle } from '../test-support/signed-in-bundle';
export { sampleUrlOf } from './sampleUrl';
export { renderWithPortal } from './renderWithPortal';
export { comparableMarkup, firstRenderOf } from './firstRender';
export { describeRemoteLifecycles } from './describeRemote';
export { cellUnder, keyboardIntoTable } from './tables';
