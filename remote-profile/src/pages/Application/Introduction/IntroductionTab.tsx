import { AgreementBody, type AgreementAnswer } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { CheckboxField, ValidatedForm } from '@portal/shared-ui/kit';
import { applicationTexts } from '../../../texts/application';
import { useAgreement } from './useAgreement';

export interface IntroductionTabProps {
  value: AgreementAnswer | null;
  onSaved(agreement: AgreementAnswer): void;
  onNext(): void;
}

/** The application's first tab: what it asks and why, and "Agreement: the agreement checkbox is required" (spec 002 §5). */
export function IntroductionTab({ value, onSaved, onNext }: IntroductionTabProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const agree = useAgreement(userId, (agreement) => {
    onSaved(agreement);
    onNext();
  });
  return (
    <section className="profile-application__introduction" aria-labelledby="application-introduction">
      <h2 id="application-introduction">{applicationTexts.introductionHeading}</h2>
      {applicationTexts.introduction.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>{applicationTexts.whatYouNeed}</h3>
      <ul>
        {applicationTexts.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <p className="profile-application__note">{applicationTexts.sensitive}</p>
      <ValidatedForm<{ agreed?: boolean }>
        schema={AgreementBody}
        initialValues={{ agreed: value?.agreed === true }}
        submitLabel={applicationTexts.saveAndContinue}
        onSubmit={agree}
        aria-labelledby="application-introduction"
      >
        <CheckboxField name="agreed" label={applicationTexts.agreement} required />
      </ValidatedForm>
    </section>
  );
}
