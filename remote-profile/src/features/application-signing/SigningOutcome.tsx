import { signingMessages } from '@portal/shared-contracts';
import { Refusal } from '@portal/shared-ui/kit';
import type { SigningState } from './useApplicationSigning';

/**
 * "After a signed return, a persistent success message reads 'Document was successfully signed and submitted for
 * review.'" (spec 002 §4 'Signing message'): it stays on the page, unlike a toast; a failure says what failed.
 */
export function SigningOutcome({ state }: { state: SigningState }) {
  return (
    <>
      <p role="status" className="profile-signing__signed">
        {state.step === 'signed' ? signingMessages.signedAndSubmitted : ''}
      </p>
      <Refusal>{state.step === 'failed' && state.message}</Refusal>
    </>
  );
}
