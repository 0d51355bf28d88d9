import { DRIVERS_LICENSE_MAX_LENGTH, missingSensitiveFields, type ContactAnswer } from '@portal/shared-contracts';
import { TextField, uiTexts } from '@portal/shared-ui';
import { DateField, FieldGroup, FieldsAcross, MaskedField, SelectField } from '@portal/shared-ui/kit';
import { personalTexts } from '../../../texts/application-personal';
import { stateOptions } from '../../../features/address/AddressFields';

export interface IdentityFieldsProps {
  /** The contact as saved: its SSN, date of birth and license masked, or null before the first save. */
  onFile: ContactAnswer | null;
}

/**
 * Date of birth, SSN ("formats as ddd-dd-dddd while typing") and driver's license with its state. One on file is
 * shown masked in its hint and may be left empty; one not on file is required (`missingSensitiveFields`).
 */
export function IdentityFields({ onFile }: IdentityFieldsProps) {
  const needed = missingSensitiveFields({}, onFile);
  const hint = (masked: string | undefined, otherwise?: string) => (masked ? personalTexts.onFile(masked) : otherwise);
  return (
    <FieldGroup legend={personalTexts.identity}>
      <p className="profile-application__note">{personalTexts.identityNote}</p>
      <FieldsAcross className="profile-personal__grid">
        <DateField
          name="dateOfBirth"
          label={personalTexts.dateOfBirth}
          hint={hint(onFile?.dateOfBirth, uiTexts.dateFormat)}
          autoComplete="bday"
          required={needed.includes('dateOfBirth')}
        />
        <MaskedField name="ssn" label={personalTexts.ssn} mask="ssn" hint={hint(onFile?.ssn)} placeholder={personalTexts.ssnPlaceholder} autoComplete="off" required={needed.includes('ssn')} />
        <TextField
          name="driversLicense"
          label={personalTexts.driversLicense}
          hint={hint(onFile?.driversLicense)}
          autoComplete="off"
          spellCheck={false}
          maxLength={DRIVERS_LICENSE_MAX_LENGTH}
          required={needed.includes('driversLicense')}
        />
        <SelectField name="driversLicenseState" label={personalTexts.driversLicenseState} options={stateOptions} required />
      </FieldsAcross>
    </FieldGroup>
  );
}
