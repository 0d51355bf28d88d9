import type { SubmissionErrors } from 'final-form';
import type { Endpoint, EndpointInput, EndpointResponse } from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';

export interface FeedbackCallOptions<A> {
  /** The success toast ("{Section} updated.", "Record successfully deleted."). */
  success: string;
  /** The answer, once the toast is up. */
  onDone(answer: A): void;
}

/**
 * One call behind a form or a delete button, with the portal's feedback: the page blocked while it runs, a success
 * toast, and a refusal toasted. `submit` hands a refusal's field errors back to react-final-form, so what was typed
 * stays and the fields say what is wrong; `confirmThenCall` asks first and does nothing if the person declines.
 */
export function useFeedbackCall() {
  const portal = usePortal();

  async function submit<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, { success, onDone }: FeedbackCallOptions<EndpointResponse<E>>): Promise<SubmissionErrors> {
    try {
      const answer = await portal.api.call(endpoint, input, { block: true });
      portal.ui.toast('success', success);
      onDone(answer);
      return undefined;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  async function confirmThenCall<E extends Endpoint>(
    confirm: () => Promise<boolean>,
    endpoint: E,
    input: EndpointInput<E>,
    options: FeedbackCallOptions<EndpointResponse<E>>,
  ): Promise<void> {
    if (await confirm()) await submit(endpoint, input, options);
  }

  return { submit, confirmThenCall };
}
