import type { SignedInBundle } from './api/session';
import type { EndpointInput, EndpointResponse, Endpoint } from './endpoints';
import type { GuardSession } from './guard';
import type { Permission } from './permissions';
import type { RouteName, RouteQuery } from './routes';

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
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the full-screen blocker with this message while the call runs. */
  block?: string | true;
  /** Skip the timer re-arm and the 401 handling (the session's own calls use this). */
  quiet?: boolean;
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
}

/** What the host hands every remote at mount (DESIGN §4). */
export interface PortalContext {
  session: SessionStore;
  api: PortalApi;
  /** Owner grants everything; otherwise all are required. */
  can(...permissions: Permission[]): boolean;
  navigate(route: RouteName, params?: Record<string, string | number>, query?: RouteQuery): void;
  /** Store the bundle and go to the remembered destination (spec 000 §2.2). */
  completeSignIn(bundle: SignedInBundle, redirect?: string | null): void;
  /** Ask nothing, end the session on the server and here, then go to Login. */
  signOut(options?: { rememberPath?: boolean; message?: string }): Promise<void>;
  ui: PortalUi;
  analytics: { track(event: string, properties?: Record<string, unknown>): void };
  env: PortalEnvironmentFacts;
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
export function operatingOnBehalf(bundle: SignedInBundle): { teamMember: string; borrower: string } | null {
  const profileEmail = bundle.profile.contact.email.trim().toLowerCase();
  if (profileEmail === bundle.user.user_email.trim().toLowerCase()) return null;
  return {
    teamMember: `${bundle.user.first_name} ${bundle.user.last_name}`.trim(),
    borrower: `${bundle.profile.contact.firstName} ${bundle.profile.contact.lastName}`.trim(),
  };
}
