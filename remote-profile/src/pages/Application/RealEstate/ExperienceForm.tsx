import { useState } from 'react';
import {
  EMPLOYMENT_TEXT_MAX_LENGTH,
  EXPERIENCE_COUNTS,
  RealEstateExperienceBody,
  withRealEstateExperienceCleared,
  type RealEstateExperienceAnswer,
  type RealEstateExperienceForm as ExperienceValues,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { DateField, FieldGroup, FieldsAcross, MoneyField, ValidatedForm, YesNoField } from '@portal/shared-ui/kit';
import { experienceQuestions, realEstateTexts } from '../../../texts/application-experience';
import { ClearDependents } from '../ClearDependents';

export interface ExperienceFormProps {
  /** The experience as saved, or null before the first save. Read once: a later answer never resets what is typed. */
  experience: RealEstateExperienceAnswer | null;
  onSubmit(values: ExperienceValues): Promise<unknown>;
}

/** The saved answer as the form holds it: an empty answer is a field left empty. */
function formValuesOf(experience: RealEstateExperienceAnswer | null): ExperienceValues {
  if (!experience) return {};
  return Object.fromEntries(Object.entries(experience).filter(([, value]) => value !== null && value !== '')) as ExperienceValues;
}

function Count({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} inputMode="numeric" autoComplete="off" required />;
}

/**
 * The experience questions (spec 002 §3 'Real estate experience'): the flips and new construction of each window, the
 * rentals, the management course ("Rental management course not complete clears its date and name", so they are open
 * only when it is complete), the property manager and the averages.
 */
export function ExperienceForm({ experience, onSubmit }: ExperienceFormProps) {
  const [initialValues] = useState(() => formValuesOf(experience));
  return (
    <ValidatedForm<ExperienceValues>
      schema={RealEstateExperienceBody}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={realEstateTexts.saveAndContinue}
      aria-label={realEstateTexts.experience}
      className="profile-application__form"
    >
      {({ values }) => <ExperienceQuestions courseComplete={values.rentalManagementCourseComplete === true} />}
    </ValidatedForm>
  );
}

/** The questions in three groups; the course's date and name are open only once the course is complete. */
function ExperienceQuestions({ courseComplete }: { courseComplete: boolean }) {
  return (
    <>
      <ClearDependents<ExperienceValues> clear={withRealEstateExperienceCleared} />
      <FieldGroup legend={realEstateTexts.flips}>
        {EXPERIENCE_COUNTS.map((field) => (
          <Count key={field} name={field} label={experienceQuestions[field]} />
        ))}
      </FieldGroup>
      <FieldGroup legend={realEstateTexts.rentals}>
        <YesNoField name="managesProperty" label={realEstateTexts.managesProperty} required />
        <Count name="rentalOwned" label={realEstateTexts.rentalOwned} />
        <Count name="rentalHeldMoreThanOneYear" label={realEstateTexts.rentalHeldMoreThanOneYear} />
        <YesNoField name="rentalManagementCourseComplete" label={realEstateTexts.rentalManagementCourseComplete} required />
        {/* Kept on screen, disabled without a course: a field mounted again would take back its saved value. */}
        <FieldsAcross>
          <DateField name="rentalManagementCourseDate" label={realEstateTexts.rentalManagementCourseDate} required={courseComplete} disabled={!courseComplete} />
          <TextField
            name="rentalManagementCourseName"
            label={realEstateTexts.rentalManagementCourseName}
            maxLength={EMPLOYMENT_TEXT_MAX_LENGTH}
            required={courseComplete}
            disabled={!courseComplete}
          />
        </FieldsAcross>
        <TextField name="propertyManager" label={realEstateTexts.propertyManager} hint={realEstateTexts.propertyManagerHint} maxLength={EMPLOYMENT_TEXT_MAX_LENGTH} />
      </FieldGroup>
      <FieldGroup legend={realEstateTexts.averages}>
        <FieldsAcross>
          <MoneyField name="averagePurchasePrice" label={realEstateTexts.averagePurchasePrice} hint={realEstateTexts.averagesHint} />
          <MoneyField name="averageRehabBudget" label={realEstateTexts.averageRehabBudget} hint={realEstateTexts.averagesHint} />
        </FieldsAcross>
      </FieldGroup>
    </>
  );
}
