import { applicationAlertOf, shellMessages, type BannerFacts } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

export interface ApplicationAlertProps {
  bundle: BannerFacts;
  pathname: string;
}

/** The application alert under the top bar, on the pages the contract's rule names (applicationAlertOf). */
export function ApplicationAlert({ bundle, pathname }: ApplicationAlertProps) {
  const alert = applicationAlertOf(bundle, pathname);
  if (!alert) return null;
  return (
    <p className="portal-banner" role="status">
      {shellMessages.applicationAlert(alert.tabName)}{' '}
      <RouteLink route="BorrowerApplication" query={{ tab: String(alert.tab) }}>
        {shellMessages.applicationAlertLink}
      </RouteLink>
    </p>
  );
}
