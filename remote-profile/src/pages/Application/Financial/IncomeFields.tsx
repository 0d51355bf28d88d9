import { INCOME_FIELDS } from '@portal/shared-contracts';
import { MoneyField } from '@portal/shared-ui/kit';
import { financesTexts, incomeLabels } from '../../../texts/application-finances';

/** "An income block (yearly amounts).", shown in every mode. */
export function IncomeFields() {
  return (
    <fieldset className="pui-fieldset profile-financial__group">
      <legend className="profile-financial__legend">{financesTexts.income}</legend>
      <div className="profile-financial__grid">
        {INCOME_FIELDS.map((field) => (
          <MoneyField key={field} name={`income.${field}`} label={incomeLabels[field]} />
        ))}
      </div>
    </fieldset>
  );
}
