import { CONTRACT_VERSION, devFileEndpoints, sessionEndpoints, transportMessages } from '@portal/shared-contracts';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createPortalContext } from './createPortalContext';

/** The browser's XMLHttpRequest as far as an upload goes, answering 401 as soon as it is sent. */
class RefusingXhr {
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  upload = { onprogress: null };
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send() {
    RefusingXhr.sent.push(this.request);
    this.status = 401;
    this.responseText = JSON.stringify({ message: 'Unauthenticated.' });
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

const browserXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  RefusingXhr.sent = [];
  globalThis.XMLHttpRequest = RefusingXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = browserXhr;
  localStorage.clear();
});

test('the PortalContext uploads through its transport: the API base, and a 401 ends the session once, as for a call', async () => {
  const navigateToUrl = jest.fn();
  const { portal, uiStore } = createPortalContext({
    env: { name: 'test', lower: true, apiBase: '/api', marketingSiteUrl: 'https://lender.test', contractVersion: CONTRACT_VERSION },
    navigateToUrl,
    currentPath: () => '/portal-kit',
    storage: localStorage,
  });
  portal.session.getState().signIn(signedInBundle());
  const file = new File(['sample'], 'sample.txt', { type: 'text/plain' });

  const uploads = [1, 2].map(() => portal.api.upload(devFileEndpoints.upload, { params: { id: 42 }, files: { file } }));
  await Promise.all(uploads.map((upload) => expect(upload).rejects.toMatchObject({ reason: 'unauthorized', message: transportMessages.sessionEnded })));

  expect(RefusingXhr.sent).toEqual([1, 2].map(() => ({ method: 'POST', url: '/api/users/42/dev/files', headers: { Accept: 'application/json', 'X-Portal-Request': '1' } })));
  expect(portal.session.getState().bundle).toBeNull();
  expect(uiStore.getState().toasts.map((toast) => toast.message)).toEqual([transportMessages.sessionEnded]);
  expect(navigateToUrl).toHaveBeenCalledTimes(1);
});

test('the calls on their way are counted, calls and uploads, answered or not: whenNone waits for the last', async () => {
  const answers: ((response: Response) => void)[] = [];
  const browserFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  try {
    const { portal, calls } = createPortalContext({
      env: { name: 'test', lower: true, apiBase: '/api', marketingSiteUrl: 'https://lender.test', contractVersion: CONTRACT_VERSION },
      navigateToUrl: () => undefined,
      currentPath: () => '/',
      storage: localStorage,
    });
    const quiet = jest.fn();
    calls.whenNone(quiet);
    expect(quiet).toHaveBeenCalledTimes(1);

    const first = portal.api.call(sessionEndpoints.logout, {}).catch(() => undefined);
    const second = portal.api.call(sessionEndpoints.logout, {}).catch(() => undefined);
    const upload = portal.api.upload(devFileEndpoints.upload, { params: { id: 42 }, files: { file: new File(['x'], 'x.txt') } }).catch(() => undefined);
    expect(calls.inFlight()).toBe(3);
    calls.whenNone(quiet);
    await upload; // refused at once (401): two calls still on their way
    // The transport reads an answer's status and text only.
    const answer = (status: number, text: string) => ({ status, text: async () => text }) as Response;
    answers[0]!(answer(200, JSON.stringify({ message: 'Signed out.' })));
    await first;
    expect(calls.inFlight()).toBe(1);
    expect(quiet).toHaveBeenCalledTimes(1);
    answers[1]!(answer(500, 'not json'));
    await second;
    expect(calls.inFlight()).toBe(0);
    expect(quiet).toHaveBeenCalledTimes(2);
  } finally {
    globalThis.fetch = browserFetch;
  }
});

describe('parcels of other remotes', () => {
  const options = {
    env: { name: 'test', lower: true, apiBase: '/api', marketingSiteUrl: 'https://lender.test', contractVersion: CONTRACT_VERSION },
    navigateToUrl: () => undefined,
    currentPath: () => '/',
    storage: localStorage,
  };

  test('standalone mode knows no other remote: every parcel is refused with where parcels do load', async () => {
    const { portal } = createPortalContext(options);
    await expect(portal.loadParcel('deals', './entity-form')).rejects.toThrow(
      'Parcels of other remotes load in the portal shell, not in standalone mode (deals ./entity-form): run npm start.',
    );
  });

  test('the host hands its remote loader, which the PortalContext uses as it is', async () => {
    const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    const loadParcel = jest.fn(async () => parcel);
    const { portal } = createPortalContext({ ...options, loadParcel });
    await expect(portal.loadParcel('deals', './entity-form')).resolves.toBe(parcel);
    expect(loadParcel).toHaveBeenCalledWith('deals', './entity-form');
  });
});
