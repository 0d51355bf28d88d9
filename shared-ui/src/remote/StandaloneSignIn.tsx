import { useState, type FormEvent } from 'react';
import { sessionEndpoints, type PortalContext } from '@portal/shared-contracts';
import { Button, toastRequestError, useSession } from '@portal/shared-ui';

/**
 * Standalone mode has no shell and no Login page of its own (each remote runs on its own origin, so it
 * cannot share the host's stored session): this bar signs a developer in against the reference API.
 */
export function StandaloneSignIn({ portal }: { portal: PortalContext }) {
  const bundle = useSession((state) => state.bundle);
  const [email, setEmail] = useState('borrower@demo.test');
  const [password, setPassword] = useState('');

  if (bundle) {
    return (
      <span>
        {`Signed in as ${bundle.user.user_email}. `}
        <Button variant="link" onClick={() => void portal.signOut()}>
          Sign out
        </Button>
      </span>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      portal.session.getState().signIn(await portal.api.call(sessionEndpoints.login, { body: { email, password } }, { block: true }));
    } catch (error) {
      setPassword('');
      toastRequestError(portal.ui, error);
    }
  };

  return (
    <form className="pui-standalone-sign-in" onSubmit={submit} aria-label="Sign in to the reference API">
      <label htmlFor="standalone-email">Email</label>
      <input id="standalone-email" type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor="standalone-password">Password</label>
      <input id="standalone-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <Button type="submit" size="small">
        Sign in
      </Button>
    </form>
  );
}
