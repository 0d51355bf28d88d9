import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { accountVerificationMessages } from '@portal/shared-contracts';
import { RouteLink, Spinner, usePortal } from '@portal/shared-ui';
import { AuthPage } from '../../features/page/AuthPage';
import { ResendVerification } from './ResendVerification';
import { useAccountVerification, type VerificationState } from './useAccountVerification';
import { planVerification } from './verification-plan';

/** The account verification page of spec 000 §2.3, at /users/{id}/verify/{token}. */
export function AccountConfirmation() {
  const portal = usePortal();
  const params = useParams();
  // Decided once, on arrival: refreshing the bundle after verifying must not send the user away from the result.
  const [plan] = useState(() => planVerification(params, portal.session.getState().bundle?.user ?? null));
  const state = useAccountVerification(plan);

  useEffect(() => {
    if (plan.kind === 'leave') portal.navigate(plan.to);
  }, [plan, portal]);

  return <AuthPage route="AccountConfirmation">{plan.kind === 'verify' && <VerificationResult state={state} id={plan.id} token={plan.token} />}</AuthPage>;
}

function VerificationResult({ state, id, token }: { state: VerificationState; id: string; token: string }) {
  return (
    <>
      {state === 'verifying' && <Spinner size="large" showLabel label={accountVerificationMessages.verifying} />}
      {/* Always present, so the outcome is announced when it replaces the spinner. */}
      <div aria-live="polite">
        {state === 'verified' && <p>{accountVerificationMessages.verified}</p>}
        {state === 'failed' && <p>{accountVerificationMessages.failed}</p>}
      </div>
      {state === 'verified' && (
        <div className="auth-actions">
          <RouteLink route="NewDeal" look="primary">
            {accountVerificationMessages.submitNewDeal}
          </RouteLink>
          <RouteLink route="BorrowerApplication" look="secondary">
            {accountVerificationMessages.completeApplication}
          </RouteLink>
        </div>
      )}
      {state === 'failed' && <ResendVerification id={id} token={token} />}
    </>
  );
}
