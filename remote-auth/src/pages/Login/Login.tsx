import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { signInMessages } from '@portal/shared-contracts';
import { lazyPart } from '@portal/shared-ui';
import { AuthPage } from '../../features/page/AuthPage';
import { signInTexts } from '../../texts/sign-in';
import { SignInForm } from './SignInForm';

// The two recovery dialogs are rare: their code (and the kit's wizard) loads only when one opens, keeping /login small.
const PasswordRecoveryWizard = lazyPart(
  () => import(/* webpackChunkName: "password-recovery" */ '../../features/password-recovery/PasswordRecoveryWizard').then((module) => module.PasswordRecoveryWizard),
  signInTexts.recoveryLoading,
);
const AccountRecoveryModal = lazyPart(
  () => import(/* webpackChunkName: "account-recovery" */ '../../features/account-recovery/AccountRecoveryModal').then((module) => module.AccountRecoveryModal),
  signInTexts.recoveryLoading,
);

type Recovery = { kind: 'password'; email: string; atCode: boolean } | { kind: 'account'; email: string };

/**
 * Spec 000 §2.5 and §4.1: titles 'Sign In' and 'Welcome', the three-step form, an optional `email` query that
 * prefills the e-mail, and the Reset Password link; a locked account opens Account Recovery, a required password
 * reset opens Password Recovery at the code step.
 */
export function Login() {
  const [searchParams] = useSearchParams();
  const [recovery, setRecovery] = useState<Recovery | null>(null);
  // A new key starts the form afresh at step 0 with this e-mail (after a password reset).
  const [start, setStart] = useState(() => ({ key: 0, email: searchParams.get('email') ?? '' }));
  const close = () => setRecovery(null);

  return (
    <AuthPage route="Login" subtitle={signInMessages.welcome}>
      <SignInForm
        key={start.key}
        initialEmail={start.email}
        redirect={searchParams.get('redirect')}
        onResetPassword={(email) => setRecovery({ kind: 'password', email, atCode: false })}
        onPasswordResetNeeded={(email) => setRecovery({ kind: 'password', email, atCode: true })}
        onAccountLocked={(email) => setRecovery({ kind: 'account', email })}
      />
      {recovery?.kind === 'password' && (
        <PasswordRecoveryWizard
          email={recovery.email}
          startAtCode={recovery.atCode}
          onClose={close}
          onDone={(email) => {
            close();
            setStart((previous) => ({ key: previous.key + 1, email }));
          }}
        />
      )}
      {recovery?.kind === 'account' && <AccountRecoveryModal email={recovery.email} onClose={close} />}
    </AuthPage>
  );
}
