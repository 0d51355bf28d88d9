import { useSession } from '@portal/shared-ui';
import { Card, FactList } from '@portal/shared-ui/kit';
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
      <FactList
        facts={[
          { label: dashboardTexts.name, value: `${contact.firstName} ${contact.lastName}` },
          { label: dashboardTexts.email, value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
          ownAccount && user.phone_number ? { label: dashboardTexts.phone, value: <a href={telOf(user.phone_number)}>{user.phone_number}</a> } : null,
          !ownAccount && {
            label: dashboardTexts.signedInAs,
            value: (
              <>
                {`${user.first_name} ${user.last_name}`} (<a href={`mailto:${user.user_email}`}>{user.user_email}</a>)
              </>
            ),
          },
        ]}
      />
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
