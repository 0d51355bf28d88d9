import { registrationMessages } from '@portal/shared-contracts';
import { InvitedRegistration } from '../../features/invited-registration/InvitedRegistration';

/** Spec 000 §2.7: "the same form, with text saying that a borrower invited the person to access the account". */
export function Contributor() {
  return <InvitedRegistration flow="contributor" route="Contributor" intro={registrationMessages.contributorInvited} />;
}
