import { applicationSigningEndpoints, mayCall } from '@portal/shared-contracts';
import { Button, useSession } from '@portal/shared-ui';
import { VerifiedOnly } from '@portal/shared-ui/kit';
import { applicationSigningTexts } from '../../texts/application-signing';
import { ESignButton, type ESignButtonProps } from './ESignButton';

/**
 * eSign for whoever may sign ("the application needs application.read and, to sign, application.write"); an
 * unverified borrower's eSign opens the not-verified notice with Resend Link instead ("Unverified users cannot …
 * submit forms").
 */
export function SignControl(props: ESignButtonProps) {
  // Read off the send's declared access as if verified: the unverified are told so by the notice, not hidden the button.
  const permitted = useSession(({ bundle }) => bundle !== null && mayCall(applicationSigningEndpoints.send, { ...bundle, user: { ...bundle.user, verified: true } }));
  if (!permitted) return <p className="profile-signing__note">{applicationSigningTexts.mayNotSign}</p>;
  return (
    <VerifiedOnly>
      {(trigger) =>
        trigger ? (
          <Button {...trigger} className="profile-signing__esign-button">
            {applicationSigningTexts.eSign}
          </Button>
        ) : (
          <ESignButton {...props} />
        )
      }
    </VerifiedOnly>
  );
}
