import { useEffect } from 'react';
import { shellMessages } from '@portal/shared-contracts';
import { RouteLink, usePortal } from '@portal/shared-ui';
import { useCampaignCapture } from '../../features/campaign/campaign-url';
import { AuthPage } from '../../features/page/AuthPage';
import { accountTexts } from '../../texts/accounts';
import { PromoIllustration } from './PromoIllustration';
import { RegistrationForm } from './RegistrationForm';
import './Registration.css';

/**
 * Spec 000 §2.4: 'Create an account', with a promo image; "available only in lower environments, otherwise the
 * visitor is sent to Login". The host's guard already does so; the page keeps to the rule on its own too.
 */
export function Registration() {
  const portal = usePortal();
  const lower = portal.env.lower;
  useCampaignCapture();

  useEffect(() => {
    if (!lower) portal.navigate('Login');
  }, [lower, portal]);

  if (!lower) {
    return (
      <AuthPage route="Registration">
        <p>{accountTexts.registrationUnavailable}</p>
        <RouteLink route="Login">{accountTexts.goToSignIn}</RouteLink>
      </AuthPage>
    );
  }

  return <AccountCreation />;
}

/**
 * The page as lower environments show it: the form beside the promo. Drawn ahead as it is (src/prerender.tsx), and sent
 * only where the guard lets a visitor open it: it reads nothing of the portal while it renders.
 */
export function AccountCreation() {
  return (
    <AuthPage route="Registration" wide>
      <div className="auth-registration">
        <div className="auth-registration__form">
          <RegistrationForm />
          <p>
            {`${accountTexts.haveAccount} `}
            <RouteLink route="Login">{accountTexts.signIn}</RouteLink>
          </p>
        </div>
        <div className="auth-promo">
          <PromoIllustration />
          <ul className="auth-promo__benefits">
            {shellMessages.landingBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </div>
    </AuthPage>
  );
}
