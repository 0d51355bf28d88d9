import { useState } from 'react';
import {
  FINANCIAL_ENTRY_MODE_LABELS,
  FINANCIAL_ENTRY_MODES,
  FinanceBody,
  type AssetsAnswer,
  type FinanceForm,
  type FinancesAnswer,
  type FinancialEntryMode,
  type LiabilitiesAnswer,
} from '@portal/shared-contracts';
import { TextField, useSession } from '@portal/shared-ui';
import { ChoiceField, ValidatedForm } from '@portal/shared-ui/kit';
import { AssetsAndLiabilitiesModal } from '../../../features/assets-and-liabilities/AssetsAndLiabilitiesModal';
import { applicationTexts } from '../../../texts/application';
import { financesTexts } from '../../../texts/application-finances';
import { TabWithWords, type TabWords } from '../TabWithWords';
import { financeFormOf } from './finance-form';
import { IncomeFields } from './IncomeFields';
import { StatementFigures } from './StatementFigures';
import { StatementUpload } from './StatementUpload';
import { useSaveFinances } from './useSaveFinances';
import './Financial.css';

/** What the Financial tab saves into the profile: its main part, or the details modal's items. */
export interface FinancialPart {
  finances?: FinancesAnswer;
  assets?: AssetsAnswer;
  liabilities?: LiabilitiesAnswer;
}

export interface FinancialTabProps {
  /** The saved main part, or null before the first save. */
  value: FinancesAnswer | null;
  assets: AssetsAnswer;
  liabilities: LiabilitiesAnswer;
  onSaved(part: FinancialPart): void;
  onNext(): void;
}

export const financialWords: TabWords = {
  headingId: 'application-financial',
  className: 'profile-financial',
  heading: financesTexts.heading,
  intro: financesTexts.intro,
  introClassName: 'profile-financial__note',
};

const MODE_OPTIONS = FINANCIAL_ENTRY_MODES.map((mode) => ({ value: mode, label: FINANCIAL_ENTRY_MODE_LABELS[mode] }));

/**
 * The application's Financial tab (spec 002 §2.6): "Choose one of: Upload File, Itemize, Total Assets and
 * Liabilities, or Provide Later", the yearly income, the statement's figures with their lock and the net worth, the
 * details modal, the estimated credit score. The form starts from the saved part once; the shell keeps the tab
 * mounted, so what was typed survives switching tabs and a new `value` never resets it.
 */
export function FinancialTab({ value, assets, liabilities, onSaved, onNext }: FinancialTabProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const [initialValues] = useState(() => financeFormOf(value));
  const [detailsOpen, setDetailsOpen] = useState(false);
  const save = useSaveFinances(userId, (finances) => {
    onSaved({ finances });
    onNext();
  });

  return (
    <TabWithWords words={financialWords}>
      <ValidatedForm<FinanceForm>
        schema={FinanceBody}
        initialValues={initialValues}
        onSubmit={save}
        submitLabel={applicationTexts.saveAndContinue}
        aria-labelledby={financialWords.headingId}
        className="profile-financial__form"
      >
        {({ values }) => (
          <>
            <ChoiceField name="mode" label={financesTexts.entryMode} options={MODE_OPTIONS} required />
            <IncomeFields />
            <ModePart mode={values.mode} onDetails={() => setDetailsOpen(true)} />
            <TextField name="estimatedCreditScore" label={financesTexts.creditScore} hint={financesTexts.creditScoreHint} inputMode="numeric" maxLength={3} />
          </>
        )}
      </ValidatedForm>
      <AssetsAndLiabilitiesModal open={detailsOpen} onClose={() => setDetailsOpen(false)} assets={assets} liabilities={liabilities} onChanged={(part: Pick<FinancialPart, 'assets' | 'liabilities'>) => onSaved(part)} />
    </TabWithWords>
  );
}

function ModePart({ mode, onDetails }: { mode: FinancialEntryMode | undefined; onDetails(): void }) {
  switch (mode) {
    case 'itemize':
    case 'total_assets_and_liabilities':
      return <StatementFigures mode={mode} onDetails={onDetails} />;
    case 'upload_file':
      return <StatementUpload />;
    case 'provide_later':
      return <p className="profile-financial__note">{financesTexts.provideLater}</p>;
    default:
      return null;
  }
}
