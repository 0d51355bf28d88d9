import { useState } from 'react';
import {
  ASIAN_HERITAGE_LABELS,
  ASIAN_HERITAGES,
  choicesOf,
  clearDemographicsDependents,
  DemographicsBody,
  ETHNICITIES,
  ETHNICITY_LABELS,
  HAWAIIAN_HERITAGE_LABELS,
  HAWAIIAN_HERITAGES,
  HISPANIC_ORIGIN_LABELS,
  HISPANIC_ORIGINS,
  NAME_MAX_LENGTH,
  RACE_LABELS,
  RACES,
  SEX_LABELS,
  SEXES,
  type DemographicsAnswer,
  type DemographicsForm,
} from '@portal/shared-contracts';
import { TextField, useSession } from '@portal/shared-ui';
import { CheckboxField, ChoiceField, MultiSelectField, ValidatedForm } from '@portal/shared-ui/kit';
import { applicationTexts } from '../../../texts/application';
import { personalTexts } from '../../../texts/application-personal';
import { ClearDependents } from '../ClearDependents';
import { TabWithWords, type TabWords } from '../TabWithWords';
import { useDemographics } from './useDemographics';

export interface DemographicsTabProps {
  value: DemographicsAnswer | null;
  onSaved(demographics: DemographicsAnswer): void;
  onNext(): void;
}

const ethnicities = choicesOf(ETHNICITIES, ETHNICITY_LABELS);
const origins = choicesOf(HISPANIC_ORIGINS, HISPANIC_ORIGIN_LABELS);
const races = choicesOf(RACES, RACE_LABELS);
const hawaiianHeritages = choicesOf(HAWAIIAN_HERITAGES, HAWAIIAN_HERITAGE_LABELS);
const asianHeritages = choicesOf(ASIAN_HERITAGES, ASIAN_HERITAGE_LABELS);
const sexes = choicesOf(SEXES, SEX_LABELS);

export const demographicsWords: TabWords = {
  headingId: 'application-demographics',
  className: 'profile-demographics',
  heading: personalTexts.demographicsHeading,
  intro: personalTexts.demographicsIntro,
};

const chose = (chosen: readonly string[] | null | undefined, value: string) => (chosen ?? []).includes(value);

/**
 * The application's Demographics tab (spec 002 §3 'Demographics', §5): ethnicity, race and sex, "required unless
 * denied". Each detail is asked only under the answer it belongs to, and cleared when that answer goes (§4).
 */
export function DemographicsTab({ value, onSaved, onNext }: DemographicsTabProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  // Taken once: a later answer (this tab's save, or the profile loaded again) never resets what is being typed.
  const [initialValues] = useState<DemographicsForm | undefined>(() => value ?? undefined);
  const save = useDemographics(userId, (demographics) => {
    onSaved(demographics);
    onNext();
  });

  return (
    <TabWithWords words={demographicsWords}>
      <ValidatedForm<DemographicsForm>
        schema={DemographicsBody}
        initialValues={initialValues}
        onSubmit={save}
        submitLabel={applicationTexts.saveAndContinue}
        aria-labelledby={demographicsWords.headingId}
      >
        {({ values }) => (
          <>
            <ClearDependents<DemographicsForm> clear={clearDemographicsDependents} />
            <CheckboxField name="denied" label={personalTexts.denied} />
            {values.denied !== true && (
              <>
                <ChoiceField name="ethnicity.ethnicity" label={personalTexts.ethnicity} options={ethnicities} required />
                {values.ethnicity?.ethnicity === 'hispanic_or_latino' && <MultiSelectField name="ethnicity.origin" label={personalTexts.origin} options={origins} />}
                {chose(values.ethnicity?.origin, 'other') && (
                  <TextField name="ethnicity.description" label={personalTexts.originDescription} hint={personalTexts.originDescriptionHint} maxLength={NAME_MAX_LENGTH} required />
                )}
                <MultiSelectField name="races" label={personalTexts.race} options={races} required />
                {chose(values.races, 'native') && <TextField name="native.tribe" label={personalTexts.tribe} maxLength={NAME_MAX_LENGTH} />}
                {chose(values.races, 'hawaiian') && <MultiSelectField name="hawaiian.heritage" label={personalTexts.hawaiianHeritage} options={hawaiianHeritages} />}
                {chose(values.races, 'hawaiian') && chose(values.hawaiian?.heritage, 'other') && (
                  <TextField name="hawaiian.description" label={personalTexts.hawaiianDescription} hint={personalTexts.hawaiianDescriptionHint} maxLength={NAME_MAX_LENGTH} required />
                )}
                {chose(values.races, 'asian') && <MultiSelectField name="asian.heritage" label={personalTexts.asianHeritage} options={asianHeritages} />}
                {chose(values.races, 'asian') && chose(values.asian?.heritage, 'other') && (
                  <TextField name="asian.description" label={personalTexts.asianDescription} hint={personalTexts.asianDescriptionHint} maxLength={NAME_MAX_LENGTH} required />
                )}
                <ChoiceField name="sex" label={personalTexts.sex} options={sexes} required />
              </>
            )}
          </>
        )}
      </ValidatedForm>
    </TabWithWords>
  );
}
