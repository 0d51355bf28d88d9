import { useEffect, useState } from 'react';
import { applicationEndpoints, missingSectionsOfProfile, type ApplicationProfile } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { refreshIndicators, useEndpoint } from '@portal/shared-ui/kit';

/** What a tab's save answered, as the profile's parts. */
export type ProfilePatch = Partial<Omit<ApplicationProfile, 'missing'>>;

/**
 * The application's profile (`GET /users/{id}/profile`), then each tab's saves merged in: the missing-flags map is
 * read again off the merged profile by the contract's rule, and the shell's application alert follows
 * (`refreshIndicators`).
 */
export function useApplicationProfile(userId: number) {
  const portal = usePortal();
  const loaded = useEndpoint(applicationEndpoints.profile, { params: { id: userId } });
  const [profile, setProfile] = useState<ApplicationProfile | null>(null);

  useEffect(() => {
    if (loaded.status === 'loaded') setProfile(loaded.data);
  }, [loaded.status, loaded.data]);

  function saved(patch: ProfilePatch) {
    setProfile((current) => {
      if (!current) return current;
      const merged = { ...current, ...patch };
      return { ...merged, missing: missingSectionsOfProfile(merged) };
    });
    void refreshIndicators(portal);
  }

  return { loading: loaded.loading || (loaded.status === 'loaded' && profile === null), error: loaded.error, retry: loaded.retry, profile, saved };
}
