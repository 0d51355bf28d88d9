import { APPLICATION_TABS, can, shellMessages, type SignedInBundle } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

const APPLICATION_PATHS = ['/borrower_application', '/sign_application'];

export interface ApplicationAlertProps {
  bundle: SignedInBundle;
  pathname: string;
}

/**
 * "Application alerts on other pages lead to BorrowerApplication with query tab" (spec 002 §2): while a section that
 * signing needs is missing, every other page says which tab needs work and links to it.
 */
export function ApplicationAlert({ bundle, pathname }: ApplicationAlertProps) {
  const { application, applicationTab } = bundle.alerts;
  if (!application || applicationTab === null || applicationTab === undefined) return null;
  if (!can(bundle.permissions, 'application.read') || APPLICATION_PATHS.some((path) => pathname.startsWith(path))) return null;
  return (
    <p className="portal-banner" role="status">
      {shellMessages.applicationAlert(APPLICATION_TABS[applicationTab] ?? APPLICATION_TABS[0])}{' '}
      <RouteLink route="BorrowerApplication" query={{ tab: String(applicationTab) }}>
        {shellMessages.applicationAlertLink}
      </RouteLink>
    </p>
  );
}
