import { SessionDialogs } from '../../session/SessionDialogs';
import type { SessionClock } from '../../session/sessionClock';
import { SignedInLayout, type SignedInLayoutProps } from './SignedInLayout';

/**
 * What only a signed-in borrower sees around a page: the layout and the session dialogs. The shell loads it in a
 * chunk of its own, so a visitor on /login never downloads it.
 */
export function SignedInFrame({ clock, ...layout }: SignedInLayoutProps & { clock: SessionClock }) {
  return (
    <>
      <SignedInLayout {...layout} />
      <SessionDialogs clock={clock} />
    </>
  );
}
