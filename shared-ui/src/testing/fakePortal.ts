import { CONTRACT_VERSION, pathFor, type PortalContext, type SignedInBundle } from '@portal/shared-contracts';
import { createPortalUi } from '../portal-ui/create-portal-ui';
import { createSessionStore } from '../session/session-store';

export interface FakePortalOptions {
  bundle?: SignedInBundle | null;
  /** Answers the fake API gives, by endpoint path; a function may throw to refuse. */
  answers?: Record<string, unknown | ((input: unknown) => unknown)>;
  lower?: boolean;
}

/**
 * A PortalContext for tests of a remote in isolation (DESIGN §8): a real session store on in-memory
 * storage, real UI services, and a fake API and navigation that record what the remote asked for.
 */
export function createFakePortal({ bundle = null, answers = {}, lower = true }: FakePortalOptions = {}) {
  const storage = new MemoryStorage();
  const session = createSessionStore({ storage });
  if (bundle) session.getState().signIn(bundle);
  const { ui, store: uiStore } = createPortalUi();
  const calls: { path: string; input: unknown }[] = [];
  const navigations: string[] = [];
  const signIns: { bundle: SignedInBundle; redirect: string | null | undefined }[] = [];

  const portal: PortalContext = {
    session,
    api: {
      call: async (endpoint, input) => {
        calls.push({ path: endpoint.path, input });
        if (!(endpoint.path in answers)) throw new Error(`The fake API has no answer for ${endpoint.method} ${endpoint.path}`);
        const answer = answers[endpoint.path];
        return (typeof answer === 'function' ? await (answer as (input: unknown) => unknown)(input) : answer) as never;
      },
    },
    can: () => true,
    navigate: (route, params, query) => void navigations.push(pathFor(route, params, query)),
    completeSignIn: (signedIn, redirect) => {
      signIns.push({ bundle: signedIn, redirect });
      session.getState().signIn(signedIn);
    },
    signOut: async () => session.getState().clear(),
    ui,
    analytics: { track: () => undefined },
    env: { name: 'test', lower, apiBase: '/api', marketingSiteUrl: 'https://www.lender.example', contractVersion: CONTRACT_VERSION },
  };
  return { portal, uiStore, calls, navigations, signIns };
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
