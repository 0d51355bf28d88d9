import * as v from 'valibot';
import { CheckAccountVerifyCodeResponse, type RegistrationFlow } from '@portal/shared-contracts';

/**
 * What the code step of sign-in learnt about an invited person (POST /check_account_verify_code), handed to the
 * Invitation or Contributor page. Kept in sessionStorage rather than router state: the host's navigation does not
 * carry history state, and a reload of the page must not lose it. sessionStorage keeps it to this tab and drops
 * it when the tab closes; it holds the person's own name, e-mail, phone and the one-time code they just typed.
 */
export const INVITED_PERSON_STORAGE_KEY = 'auth.invitedPerson';

export type InvitedPerson = v.InferOutput<typeof CheckAccountVerifyCodeResponse>;

function tabStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the person for the next page; false when the browser refuses storage. */
export function rememberInvitedPerson(person: InvitedPerson, storage: Storage | null = tabStore()): boolean {
  try {
    storage?.setItem(INVITED_PERSON_STORAGE_KEY, JSON.stringify(person));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** The stored person of this flow, or null when there is none (the page was opened directly) or it is another flow's. */
export function invitedPersonOf(flow: RegistrationFlow, storage: Storage | null = tabStore()): InvitedPerson | null {
  try {
    const raw = storage?.getItem(INVITED_PERSON_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(CheckAccountVerifyCodeResponse, JSON.parse(raw));
    if (!parsed.success || parsed.output.registration_flow !== flow) return null;
    // A contributor registers through one invitation: without it there is nothing to accept.
    if (flow === 'contributor' && parsed.output.teamInviteId === null) return null;
    return parsed.output;
  } catch {
    return null;
  }
}

/** Once registered (or sent to sign in), the code is spent: nothing is left behind. */
export function forgetInvitedPerson(storage: Storage | null = tabStore()): void {
  try {
    storage?.removeItem(INVITED_PERSON_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
