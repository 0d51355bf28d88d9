import { useForm, useFormState } from 'react-final-form';
import {
  applicationMessages,
  ITEMIZED_ASSET_FIELDS,
  ITEMIZED_LIABILITY_FIELDS,
  lockedStatementPart,
  STATEMENT_FIGURE_FIELDS,
  TOTAL_FIELDS,
  type FinanceForm,
  type FinancialEntryMode,
  type StatementFigureField,
} from '@portal/shared-contracts';
import { Button, clearFields } from '@portal/shared-ui';
import { ButtonRow, FieldGroup, FieldsAcross, MoneyField } from '@portal/shared-ui/kit';
import { financesTexts, itemizedAssetLabels, itemizedLiabilityLabels, totalLabels } from '../../../texts/application-finances';
import { NetWorth } from './NetWorth';

export interface StatementFiguresProps {
  mode: Extract<FinancialEntryMode, 'itemize' | 'total_assets_and_liabilities'>;
  /** Opens "Assets & Liabilities - Details". */
  onDetails(): void;
}

/**
 * Itemize and Total Assets and Liabilities: the itemized grid and the two totals, the part the mode asks for first.
 * "Entering any total disables and locks the itemized fields; entering any itemized value locks the totals. A hint
 * says 'Clear Fields to Enable'. The Clear Fields action empties all fields." (spec 002 §4): the statement's figures,
 * not the income or the score, which the lock never concerns.
 */
export function StatementFigures({ mode, onDetails }: StatementFiguresProps) {
  const form = useForm<FinanceForm>();
  const { values } = useFormState<FinanceForm>({ subscription: { values: true } });
  const locked = lockedStatementPart(values);
  const totalsAsked = mode === 'total_assets_and_liabilities';

  const totals = <FigureGroup key="totals" legend={financesTexts.totals} fields={TOTAL_FIELDS} labels={totalLabels} locked={locked === 'totals'} required={totalsAsked} />;
  const itemized = [
    <FigureGroup key="assets" legend={financesTexts.itemizedAssets} fields={ITEMIZED_ASSET_FIELDS} labels={itemizedAssetLabels} locked={locked === 'itemized'} />,
    <FigureGroup key="liabilities" legend={financesTexts.itemizedLiabilities} fields={ITEMIZED_LIABILITY_FIELDS} labels={itemizedLiabilityLabels} locked={locked === 'itemized'} />,
  ];

  return (
    <div className="profile-financial__statement">
      {totalsAsked ? [totals, ...itemized] : [...itemized, totals]}
      <ButtonRow align="start">
        <Button variant="secondary" onClick={() => clearFields(form, STATEMENT_FIGURE_FIELDS)}>
          {financesTexts.clearFields}
        </Button>
        <Button variant="secondary" onClick={onDetails}>
          {applicationMessages.assetsAndLiabilitiesDetails}
        </Button>
      </ButtonRow>
      <NetWorth />
    </div>
  );
}

interface FigureGroupProps<F extends StatementFigureField> {
  legend: string;
  fields: readonly F[];
  labels: Record<F, string>;
  locked: boolean;
  required?: boolean;
}

function FigureGroup<F extends StatementFigureField>({ legend, fields, labels, locked, required = false }: FigureGroupProps<F>) {
  return (
    <FieldGroup legend={legend} hint={locked ? applicationMessages.clearFieldsToEnable : undefined}>
      <FieldsAcross even className="profile-financial__grid">
        {fields.map((field) => (
          <MoneyField key={field} name={field} label={labels[field]} disabled={locked} required={required} />
        ))}
      </FieldsAcross>
    </FieldGroup>
  );
}
