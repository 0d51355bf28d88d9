import { shellMessages } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

/** Spec 000 §2.3: "says the page does not exist or has moved; a button leads back to the dashboard." */
export function NotFoundPage() {
  return (
    <section className="portal-page portal-not-found">
      <h1>{shellMessages.notFoundTitle}</h1>
      <p>{shellMessages.notFoundText}</p>
      <RouteLink route="Dashboard" look="primary">
        {shellMessages.notFoundButton}
      </RouteLink>
    </section>
  );
}
