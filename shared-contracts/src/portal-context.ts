import { accessRefusal, type Caller } from './access';
import type { SignedInBundle } from './api/session';
import type { EndpointInput, EndpointResponse, Endpoint, UploadEndpoint, UploadInput } from './endpoints';
import type { GuardSession } from './guard';
import type { Permission } from './permissions';
import type { RemoteName, RouteArgs, RouteName } from './routes';

/** The session as the host keeps it: the signed-in bundle and the moment the timer was last re-armed. */
export interface SessionState {
  bundle: SignedInBundle | null;
  /** Epoch milliseconds of the last sign-in, refresh or successful request. */
  lastActivity: number | null;
  signIn(bundle: SignedInBundle): void;
  /** Replace the bundle after a refresh, keeping the user signed in. */
  refresh(bundle: SignedInBundle): void;
  /** "Entering a team or the main account switches the session to that bundle" (spec 000 §4.3). */
  switchBundle(bundle: SignedInBundle): void;
  /** "Every successful request re-arms the timer." */
  touch(): void;
  /** "Sign-out clears all stored data." */
  clear(): void;
}

/** A store in the shape of zustand's vanilla store, so the contract needs no library. */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
}

export interface PortalApi {
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointResponse<E>>;
  /**
   * Sends files to an upload endpoint as multipart/form-data: the body's fields first, then each file under its
   * field's name. The same cookies, timeout, 401 handling and error words as `call`, with progress and cancel.
   */
  upload<E extends UploadEndpoint>(endpoint: E, input: UploadInput<E>, options?: UploadOptions): Promise<EndpointResponse<E>>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the full-screen blocker with this message while the call runs. */
  block?: string | true;
  /** Skip the timer re-arm and the 401 handling (the session's own calls use this). */
  quiet?: boolean;
}

export interface UploadOptions {
  /** The fraction of the request sent so far, 0 to 1 ("Progress percentage is fraction times 100"). */
  onProgress?(fraction: number): void;
  /** Aborts the upload (the borrower's Cancel, leaving the page); it fails as an aborted call does. */
  signal?: AbortSignal;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface PortalUi {
  toast(kind: ToastKind, message: string | string[]): void;
  /** Show the full-screen blocker; call the returned function to release it. */
  block(message?: string, options?: { loader?: boolean }): () => void;
  confirm(options: { title: string; text?: string; confirmLabel?: string; cancelLabel?: string }): Promise<boolean>;
}

export interface PortalEnvironmentFacts {
  name: string;
  lower: boolean;
  apiBase: string;
  marketingSiteUrl: string;
  contractVersion: string;
  /**
   * The third parties' scripts of the environment file (`thirdPartyScripts`): the bank-linking widget the proof of
   * funds page loads. A path is on the host's own origin. Absent: the page says the widget cannot be loaded.
   */
  thirdPartyScripts?: { bankLinking?: string; eSignature?: string };
}

/** What the host hands every remote at mount (DESIGN §4). */
export interface PortalContext {
  session: SessionStore;
  api: PortalApi;
  /** Owner grants everything; otherwise all are required. */
  can(...permissions: Permission[]): boolean;
  /**
   * Whether the signed-in person may make this call, read from the endpoint's declared access exactly as the API
   * enforces it (a session, a verified e-mail, the role's permissions): a hidden button and a refused call agree.
   */
  mayCall(endpoint: Pick<Endpoint, 'access'>): boolean;
  /** Go to a named route, whichever remote owns it; the route's path says which parameters it needs (`RouteArgs`). */
  navigate<N extends RouteName>(route: N, ...args: RouteArgs<N>): void;
  /** Store the bundle and go to the remembered destination (spec 000 §2.2). */
  completeSignIn(bundle: SignedInBundle, redirect?: string | null): void;
  /** Ask nothing, end the session on the server and here, then go to Login. */
  signOut(options?: { rememberPath?: boolean; message?: string }): Promise<void>;
  ui: PortalUi;
  analytics: { track(event: string, properties?: Record<string, unknown>): void };
  env: PortalEnvironmentFacts;
  /**
   * Loads a module another remote exposes as a parcel (`loadParcel('deals', './entity-form')`), with the checks the
   * host applies to a remote's `./app` (allowed origin, manifest, contract version). It rejects when the parcel cannot
   * be loaded; a remote's standalone mode, which knows no other remote, always rejects.
   */
  loadParcel(remote: RemoteName, module: string): Promise<ParcelConfig>;
}

/**
 * What a parcel's lifecycles receive from the page that mounts it: its PortalContext and the props it gives the
 * parcel's component (single-spa adds the element to render into, `domElement`, which this DOM-free contract does
 * not type). The component's props travel under `props` so that none of them can collide with the names single-spa
 * adds (`name`, `domElement`, `mountParcel`, ...).
 */
export interface ParcelMountProps<Props extends object = object> {
  portal: PortalContext;
  props: Props;
}

/**
 * A piece of a remote's UI another part of the portal mounts at runtime (DESIGN §1): single-spa parcel lifecycles,
 * typed here without single-spa. Lifecycles are methods so that a parcel built for particular props is accepted.
 */
export interface ParcelConfig<Props extends object = object> {
  name?: string;
  bootstrap(props: ParcelMountProps<Props>): Promise<unknown>;
  mount(props: ParcelMountProps<Props>): Promise<unknown>;
  unmount(props: ParcelMountProps<Props>): Promise<unknown>;
  /** Renders the mounted parcel again with new props. */
  update?(props: ParcelMountProps<Props>): Promise<unknown>;
}

/** The single-spa custom props a remote receives. */
export interface RemoteMountProps {
  portal: PortalContext;
}

export function guardSessionOf(state: Pick<SessionState, 'bundle'>): GuardSession {
  const bundle = state.bundle;
  if (!bundle) return { signedIn: false, verified: false, permissions: [], teamsAreaRequired: false };
  return {
    signedIn: true,
    verified: bundle.user.verified,
    permissions: bundle.permissions,
    teamsAreaRequired: bundle.user.teams_area_required,
  };
}

/** "User ... Kept on the client as firstName, lastName, phone, email, username, lastLogin, optIn." */
export function clientUser(bundle: SignedInBundle, lastLogin: number | null) {
  const user = bundle.user;
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone_number,
    email: user.user_email,
    username: user.user_email,
    lastLogin,
    optIn: user.email_opt_in,
    verified: user.verified,
  };
}

/** "shown when the profile e-mail differs from the user e-mail" (spec 000 §2.9). */
export function operatingOnBehalf(bundle: Pick<SignedInBundle, 'user' | 'profile'>): { teamMember: string; borrower: string } | null {
  const profileEmail = bundle.profile.contact.email.trim().toLowerCase();
  if (profileEmail === bundle.user.user_email.trim().toLowerCase()) return null;
  return {
    teamMember: `${bundle.user.first_name} ${bundle.user.last_name}`.trim(),
    borrower: `${bundle.profile.contact.firstName} ${bundle.profile.contact.lastName}`.trim(),
  };
}

/** The signed-in person as the endpoints' access sees them (access.ts), or null when nobody is signed in. */
export function callerOf(bundle: SignedInBundle | null): Caller | null {
  if (!bundle) return null;
  return { userId: bundle.user.id, verified: bundle.user.verified, permissions: bundle.permissions, operatesOnAccount: bundle.permissions.length > 0 };
}

/** The client's side of the endpoints' access: the one decision the API makes, on the bundle the shell holds. */
export function mayCall(endpoint: Pick<Endpoint, 'access'>, bundle: SignedInBundle | null): boolean {
  return accessRefusal(endpoint.access, callerOf(bundle)) === null;
}
