import { INCOME_FIELDS } from '@portal/shared-contracts';
import { FieldGroup, FieldsAcross, MoneyField } from '@portal/shared-ui/kit';
import { financesTexts, incomeLabels } from '../../../texts/application-finances';

/** "An income block (yearly amounts).", shown in every mode. */
export function IncomeFields() {
  return (
    <FieldGroup legend={financesTexts.income}>
      <FieldsAcross even className="profile-financial__grid">
        {INCOME_FIELDS.map((field) => (
          <MoneyField key={field} name={`income.${field}`} label={incomeLabels[field]} />
        ))}
      </FieldsAcross>
    </FieldGroup>
  );
}
