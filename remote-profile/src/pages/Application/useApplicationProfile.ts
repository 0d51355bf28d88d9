import { useEffect, useRef, useState } from 'react';
import { applicationEndpoints, missingSectionsOfProfile, type ApplicationProfile } from '@portal/shared-contracts';
import { usePortal } from '@portal/shared-ui';
import { refreshIndicators, useEndpoint } from '@portal/shared-ui/kit';

/** What a tab's save answered, as the profile's parts. */
export type ProfilePatch = Partial<Omit<ApplicationProfile, 'missing'>>;

/**
 * The application's profile (`GET /users/{id}/profile`), then each tab's saves merged in: the missing-flags map is
 * read again off the merged profile by the contract's rule, and the shell's application alert follows
 * (`refreshIndicators`). A save made before the profile has arrived (the Introduction's, which does not wait for it)
 * is merged into it as it arrives: the profile was read before it.
 */
export function useApplicationProfile(userId: number) {
  const portal = usePortal();
  const loaded = useEndpoint(applicationEndpoints.profile, { params: { id: userId } });
  const [profile, setProfile] = useState<ApplicationProfile | null>(null);
  const savedEarlier = useRef<ProfilePatch>({});

  useEffect(() => {
    if (loaded.status === 'loaded') setProfile(withPatch(loaded.data, savedEarlier.current));
  }, [loaded.status, loaded.data]);

  function saved(patch: ProfilePatch) {
    if (!profile) savedEarlier.current = { ...savedEarlier.current, ...patch };
    setProfile((current) => current && withPatch(current, patch));
    void refreshIndicators(portal);
  }

  return { loading: loaded.loading || (loaded.status === 'loaded' && profile === null), error: loaded.error, retry: loaded.retry, profile, saved };
}

function withPatch(profile: ApplicationProfile, patch: ProfilePatch): ApplicationProfile {
  const merged = { ...profile, ...patch };
  return { ...merged, missing: missingSectionsOfProfile(merged) };
}
