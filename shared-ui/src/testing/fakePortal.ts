import * as v from 'valibot';
import {
  can,
  mayCall,
  CONTRACT_VERSION,
  pathFor,
  transportMessages,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
  type ParcelConfig,
  type PortalContext,
  type RemoteName,
  type SignedInBundle,
} from '@portal/shared-contracts';
import { PortalRequestError } from '../api/request-error';
import { createPortalUi } from '../portal-ui/create-portal-ui';
import { createSessionStore } from '../session/session-store';
import type { FakeAnswer } from './answers';
import { MemoryStorage } from './memory-storage';

export interface FakePortalOptions {
  bundle?: SignedInBundle | null;
  /**
   * How the fake API answers, one `answer(endpoint, reply)` per endpoint. A later answer for the same endpoint
   * replaces an earlier one, so a test can spread shared answers and add its own.
   */
  answers?: readonly FakeAnswer[];
  lower?: boolean;
  /**
   * What to do when the fake itself is misused: a call without an answer, or an answer the contract's response
   * schema refuses. The call fails either way; by default the running test fails too, even when the page catches
   * the error (a page would otherwise show the generic text and the test pass for the wrong reason).
   */
  onFakeMisused?: (error: Error) => void;
  /**
   * The parcels `portal.loadParcel` hands out, by remote and exposed module: `{ deals: { './entity-form':
   * entityFormParcel } }`, where the value is the module's lifecycles, or a function that loads them (a rejected
   * promise is a parcel that cannot be loaded). Asking for one not given is a misuse of the fake.
   */
  parcels?: FakeParcels;
}

export type FakeParcels = Partial<Record<RemoteName, Record<string, ParcelConfig | (() => Promise<ParcelConfig>)>>>;

/** A call the page made, for assertions: `expect(fake.calls).toEqual([{ method: 'POST', path: '/login', input }])`. */
export interface FakeCall {
  method: HttpMethod;
  path: string;
  input: unknown;
}

// GET and POST on one path are different endpoints: the key holds both.
const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Fails the running jest test from outside the page's own try/catch. */
const failTheTest = (error: Error) =>
  process.nextTick(() => {
    throw error;
  });

/**
 * A PortalContext for tests of a remote in isolation (DESIGN §8): a real session store on in-memory storage, real
 * UI services, `can` following the session's permissions, and a fake API and navigation that record what the
 * remote asked for. The API answers by endpoint, and every answer is checked against the endpoint's response
 * schema, as the real transport checks the server's.
 */
export function createFakePortal({ bundle = null, answers = [], lower = true, onFakeMisused = failTheTest, parcels = {} }: FakePortalOptions = {}) {
  const storage = new MemoryStorage();
  const session = createSessionStore({ storage });
  if (bundle) session.getState().signIn(bundle);
  const { ui, store: uiStore } = createPortalUi();
  const replies = new Map(answers.map((given) => [keyOf(given.endpoint), given.reply]));
  const calls: FakeCall[] = [];
  const navigations: string[] = [];
  const signIns: { bundle: SignedInBundle; redirect: string | null | undefined }[] = [];
  const parcelLoads: { remote: RemoteName; module: string }[] = [];

  const misused = (message: string) => {
    const error = new Error(message);
    onFakeMisused(error);
    return error;
  };

  const portal: PortalContext = {
    session,
    api: {
      call: async (endpoint, input, options = {}) => {
        const call = `${endpoint.method} ${endpoint.path}`;
        calls.push({ method: endpoint.method, path: endpoint.path, input });
        const reply = replies.get(keyOf(endpoint));
        if (!reply) throw misused(`The fake API has no answer for ${call}: add answer(<its endpoint>, …) to createFakePortal's answers.`);
        const answered = await untilAborted(Promise.resolve().then(() => reply(input)), options.signal);
        const checked = v.safeParse(endpoint.response, answered);
        if (!checked.success) {
          const issues = checked.issues.map((issue) => `- ${v.getDotPath(issue) ?? '(the answer)'}: ${issue.message}`).join('\n');
          throw misused(`The fake answer for ${call} does not match the contract's response schema:\n${issues}`);
        }
        return checked.output as EndpointResponse<typeof endpoint>;
      },
      // An upload is a call whose input carries `files`: answered and recorded alike, its bytes all sent at once.
      upload: async (endpoint, input, { onProgress, signal } = {}) => {
        onProgress?.(1);
        return portal.api.call(endpoint, input, { signal });
      },
    },
    can: (...permissions) => can(session.getState().bundle?.permissions ?? [], ...permissions),
    mayCall: (endpoint) => mayCall(endpoint, session.getState().bundle),
    navigate: (route, ...args) => void navigations.push(pathFor(route, ...args)),
    completeSignIn: (signedIn, redirect) => {
      signIns.push({ bundle: signedIn, redirect });
      session.getState().signIn(signedIn);
    },
    signOut: async () => session.getState().clear(),
    ui,
    analytics: { track: () => undefined },
    env: { name: 'test', lower, apiBase: '/api', marketingSiteUrl: 'https://www.lender.example', contractVersion: CONTRACT_VERSION },
    loadParcel: async (remote, module) => {
      parcelLoads.push({ remote, module });
      const given = parcels[remote]?.[module];
      if (!given) throw misused(`The fake portal has no parcel ${remote} ${module}: add it to createFakePortal's parcels ({ ${remote}: { '${module}': … } }).`);
      return typeof given === 'function' ? given() : given;
    },
  };

  /** The inputs of the calls to one endpoint, in order. */
  const callsTo = <E extends Endpoint>(endpoint: E): EndpointInput<E>[] =>
    calls.filter((call) => call.method === endpoint.method && call.path === endpoint.path).map((call) => call.input as EndpointInput<E>);

  return { portal, uiStore, calls, callsTo, navigations, signIns, parcelLoads };
}

/** The caller's own abort ends the call as the transport ends it: worded like a timeout, marked `aborted`. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = () => new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0 });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
