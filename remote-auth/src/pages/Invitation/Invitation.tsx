import { InvitedRegistration } from '../../features/invited-registration/InvitedRegistration';

/** Spec 000 §2.7: the page a lender's invitee (flow salesforce) registers on. */
export function Invitation() {
  return <InvitedRegistration flow="salesforce" route="Invitation" />;
}
