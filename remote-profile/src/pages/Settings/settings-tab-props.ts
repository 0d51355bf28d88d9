import type { SignedInBundle } from '@portal/shared-contracts';

/** What every Settings tab is given: the signed-in person, as the session holds them now. */
export interface SettingsTabProps {
  user: SignedInBundle['user'];
}
