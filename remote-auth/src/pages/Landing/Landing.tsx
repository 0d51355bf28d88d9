import { shellMessages } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';
import { useCampaignCapture } from '../../features/campaign/campaign-url';
import './Landing.css';

/** Spec 000 §1: "a landing page with the headline 'One spot for all your loans', two benefits ... and a Sign in button". */
export function Landing() {
  // Ads lead here: their campaign is remembered for registration and sign-in (spec 000 §9).
  useCampaignCapture();
  return (
    <section className="auth-landing" aria-labelledby="auth-landing-title">
      <h1 id="auth-landing-title" className="auth-landing__headline">
        {shellMessages.landingHeadline}
      </h1>
      <ul className="auth-landing__benefits">
        {shellMessages.landingBenefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <RouteLink route="Login" look="primary" size="large">
        {shellMessages.signIn}
      </RouteLink>
    </section>
  );
}
