import { useState } from 'react';
import {
  clearDeclarationDependents,
  DECLARATION_QUESTION_TEXTS,
  DECLARATIONS_ASKED,
  DeclarationsBody,
  FREE_TEXT_MAX_LENGTH,
  needsExplanation,
  type DeclarationsAnswer,
  type DeclarationsForm,
} from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { TextAreaField, ValidatedForm, YesNoField } from '@portal/shared-ui/kit';
import { applicationTexts } from '../../../texts/application';
import { personalTexts } from '../../../texts/application-personal';
import { ClearDependents } from '../ClearDependents';
import { TabWithWords, type TabWords } from '../TabWithWords';
import { useDeclarations } from './useDeclarations';

export interface BackgroundTabProps {
  value: DeclarationsAnswer | null;
  onSaved(declarations: DeclarationsAnswer): void;
  onNext(): void;
}

export const backgroundWords: TabWords = {
  headingId: 'application-background',
  className: 'profile-background',
  heading: personalTexts.backgroundHeading,
  intro: personalTexts.backgroundIntro,
};

/**
 * The application's Background Information tab: the declarations (spec 002 §3, §5 'Declarations'). "The discharge
 * question is shown only when bankrupt is yes"; the explanation is asked once any answer is yes, and cleared with
 * the discharge as the contract clears them (§4).
 */
export function BackgroundTab({ value, onSaved, onNext }: BackgroundTabProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  // Taken once: a later answer (this tab's save, or the profile loaded again) never resets what is being typed.
  const [initialValues] = useState<DeclarationsForm | undefined>(() => value ?? undefined);
  const save = useDeclarations(userId, (declarations) => {
    onSaved(declarations);
    onNext();
  });

  return (
    <TabWithWords words={backgroundWords}>
      <ValidatedForm<DeclarationsForm>
        schema={DeclarationsBody}
        initialValues={initialValues}
        onSubmit={save}
        submitLabel={applicationTexts.saveAndContinue}
        aria-labelledby={backgroundWords.headingId}
      >
        {({ values }) => (
          <>
            <ClearDependents<DeclarationsForm> clear={clearDeclarationDependents} />
            {DECLARATIONS_ASKED.map((question) => (
              <div key={question}>
                <YesNoField name={question} label={DECLARATION_QUESTION_TEXTS[question]} required />
                {question === 'bankrupt' && values.bankrupt === true && (
                  <YesNoField name="bankruptDischarged" label={DECLARATION_QUESTION_TEXTS.bankruptDischarged} required />
                )}
              </div>
            ))}
            {needsExplanation(values) && (
              <TextAreaField name="explanation" label={personalTexts.explanation} hint={personalTexts.explanationHint} maxLength={FREE_TEXT_MAX_LENGTH} rows={5} required />
            )}
          </>
        )}
      </ValidatedForm>
    </TabWithWords>
  );
}
