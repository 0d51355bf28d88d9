import { useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { SOCIAL_NETWORKS, settingsEndpoints, settingsMessages, type Social, type SocialForm } from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';
import { useEndpoint } from '@portal/shared-ui/kit';

/**
 * The Social Media tab's links: loaded from `GET /users/{id}/profile/social`, saved by "POST /users/{id}/profile/social
 * | linkedin, facebook, instagram, twitter | response social". The answer of a save is what the form shows next (the
 * links as stored, trimmed); a refusal is toasted and put under its fields, and what was typed stays.
 */
export function useSocialLinks(userId: number) {
  const portal = usePortal();
  const loaded = useEndpoint(settingsEndpoints.social, { params: { id: userId } });
  const [saved, setSaved] = useState<Social | null>(null);

  async function save(values: SocialForm): Promise<SubmissionErrors> {
    // Every network, '' for one left empty: a link removed is a link saved as none.
    const body = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, values[network] ?? ''])) as Social;
    try {
      const { social } = await portal.api.call(settingsEndpoints.saveSocial, { params: { id: userId }, body }, { block: true });
      portal.ui.toast('success', settingsMessages.socialUpdated);
      setSaved(social);
      return undefined;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  return {
    loading: loaded.loading,
    error: loaded.error,
    retry: loaded.retry,
    links: saved ?? (loaded.status === 'loaded' ? loaded.data.social : null),
    save,
  };
}
