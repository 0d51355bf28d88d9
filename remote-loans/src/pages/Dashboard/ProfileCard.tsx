import { useSession } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/kit';
import { dashboardTexts } from '../../texts/dashboard';

/** A phone number as a `tel:` address: digits and a leading plus only. */
function telOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "a profile/contact card" (spec 001 §2): whose account this is (the profile's contact), who is signed in when that
 * is someone else (a team member), and the account executive when the bundle names one.
 */
export function ProfileCard() {
  const bundle = useSession((state) => state.bundle);
  if (!bundle) return null;
  const { profile, user, accountExecutive } = bundle;
  const { contact } = profile;
  // The signed-in person's phone is the account's only when the account is theirs.
  const ownAccount = user.user_email.toLowerCase() === contact.email.toLowerCase();

  return (
    <Card title={dashboardTexts.profileTitle} className="loans-dashboard__profile">
      <dl className="loans-dashboard__facts">
        <div className="loans-dashboard__fact">
          <dt>{dashboardTexts.name}</dt>
          <dd>{`${contact.firstName} ${contact.lastName}`}</dd>
        </div>
        <div className="loans-dashboard__fact">
          <dt>{dashboardTexts.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        {ownAccount && user.phone_number && (
          <div className="loans-dashboard__fact">
            <dt>{dashboardTexts.phone}</dt>
            <dd>
              <a href={telOf(user.phone_number)}>{user.phone_number}</a>
            </dd>
          </div>
        )}
        {!ownAccount && (
          <div className="loans-dashboard__fact">
            <dt>{dashboardTexts.signedInAs}</dt>
            <dd>
              {`${user.first_name} ${user.last_name}`} (<a href={`mailto:${user.user_email}`}>{user.user_email}</a>)
            </dd>
          </div>
        )}
      </dl>
      {accountExecutive && (
        <div className="loans-dashboard__executive">
          <h3 className="loans-dashboard__subheading">{dashboardTexts.accountExecutive}</h3>
          <p className="loans-dashboard__executive-name">{accountExecutive.name}</p>
          <p>
            <a href={`mailto:${accountExecutive.email}`}>{accountExecutive.email}</a>
          </p>
          <p>
            <a href={telOf(accountExecutive.phone)}>{accountExecutive.phone}</a>
          </p>
        </div>
      )}
    </Card>
  );
}
