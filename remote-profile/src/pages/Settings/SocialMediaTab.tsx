import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, Social, type SocialForm as SocialValues } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { LoadingWrapper, ValidatedForm } from '@portal/shared-ui/kit';
import { settingsTexts } from '../../texts/settings';
import type { SettingsTabProps } from './settings-tab-props';
import { useSocialLinks } from './useSocialLinks';

/** Social Media (owner only): "Social media form: linkedin, facebook, instagram, twitter" (spec 002 §2.7). */
export function SocialMediaTab({ user }: SettingsTabProps) {
  const social = useSocialLinks(user.id);
  return (
    <div className="profile-settings__tab">
      <LoadingWrapper loading={social.loading} error={social.error} onRetry={social.retry} loadingLabel={settingsTexts.loadingSocial}>
        {social.links && <SocialForm links={social.links} onSave={social.save} />}
      </LoadingWrapper>
    </div>
  );
}

interface SocialFormProps {
  links: Social;
  onSave(values: SocialValues): Promise<unknown>;
}

/**
 * The four links, each optional; the contract's `Social` refuses anything but an http(s) address, so a saved link can
 * never run script when followed.
 */
function SocialForm({ links, onSave }: SocialFormProps) {
  return (
    <ValidatedForm<SocialValues>
      schema={Social}
      initialValues={links}
      onSubmit={onSave}
      submitLabel={settingsTexts.saveSocial}
      aria-label={settingsTexts.socialForm}
      className="profile-settings__form"
    >
      <p className="profile-settings__note">{settingsTexts.socialIntro}</p>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField key={network} name={network} label={SOCIAL_NETWORK_LABELS[network]} type="url" inputMode="url" autoComplete="url" spellCheck={false} />
      ))}
    </ValidatedForm>
  );
}
