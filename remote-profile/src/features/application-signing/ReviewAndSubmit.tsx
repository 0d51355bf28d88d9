import type { ApplicationAnswer, MissingSections } from '@portal/shared-contracts';
import { applicationSigningTexts } from '../../texts/application-signing';
import { ApplicationSigning } from './ApplicationSigning';

export interface ReviewAndSubmitProps {
  /** The application's missing sections; null while its profile is on its way (the rest shows, eSign waits). */
  missing: MissingSections | null;
  /** The application is signed ("application" is no longer missing). */
  signed: boolean;
  /** Signed and saved: the application as the API saved it (a caller may ignore it and reload its profile). */
  onSigned(application: ApplicationAnswer): void;
}

/**
 * The application's last tab, "Review & Submit Application" (spec 002 §2.4): the signing, without Start Application.
 * Whether it is signed already is said under the signing, so that nothing above moves when the profile tells it.
 */
export function ReviewAndSubmit({ missing, signed, onSigned }: ReviewAndSubmitProps) {
  return (
    <div className="profile-signing__review">
      <p>{applicationSigningTexts.reviewIntro}</p>
      <ApplicationSigning missing={missing} onSigned={onSigned} />
      {signed && <p className="profile-signing__note">{applicationSigningTexts.alreadySigned}</p>}
    </div>
  );
}
