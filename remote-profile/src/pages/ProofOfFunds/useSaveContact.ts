import type { SubmissionErrors } from 'final-form';
import { proofOfFundsEndpoints, type PlaidContactBody, type ProfileContactAnswer } from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';

/** What the contact form holds while the person types. */
export interface ContactValues extends Record<string, unknown> {
  firstName?: string;
  lastName?: string;
  phones?: { type?: string; number?: string }[];
}

/**
 * "POST /users/{id}/profile/contact/plaid | contact fields | saves contact from the linking page". The contact the API
 * answers goes into the session's bundle, so the page that waited for it shows; a refusal is toasted and put under
 * its fields, and nothing typed is lost.
 */
export function useSaveContact(userId: number) {
  const portal = usePortal();

  function remember(contact: ProfileContactAnswer) {
    const { bundle, refresh } = portal.session.getState();
    if (bundle) refresh({ ...bundle, profile: { ...bundle.profile, contact: { ...bundle.profile.contact, ...contact } } });
  }

  async function save(values: ContactValues): Promise<SubmissionErrors> {
    // The form's validation has checked these against the same schema the API applies.
    const body = values as PlaidContactBody;
    try {
      remember(await portal.api.call(proofOfFundsEndpoints.saveContact, { params: { id: userId }, body }, { block: true }));
    } catch (error) {
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
    return undefined;
  }

  return { save };
}
