import { useForm, useFormState } from 'react-final-form';
import { emptyRepairCategories, estimateTotalCents, formatWholeDollars, type DealForm } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { CollapsibleSection, EstimateOfRepairs } from '@portal/shared-ui/kit';
import { repairsTexts } from '../../../../texts/repairs';

/**
 * The deal's estimate of repairs, where repairs apply (spec 001 §3 'Estimate of repairs'): the same 17 categories as
 * a change order's, to work the budget out line by line, whose total the borrower may take as the total cost. It
 * stays in the wizard ("estimate info", cleared when the deal type changes) and is not sent with the deal.
 */
export function RepairEstimate() {
  const form = useForm<DealForm>();
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const estimate = values.estimateInfo ?? null;
  const totalCents = estimate ? estimateTotalCents(estimate) : 0;
  const texts = repairsTexts.estimate;

  return (
    <CollapsibleSection
      title={texts.section}
      className="deals-section"
      onToggle={(open) => {
        if (open && !form.getState().values.estimateInfo) form.change('estimateInfo', emptyRepairCategories());
      }}
    >
      <p className="deals-section__hint">{texts.hint}</p>
      {estimate && <EstimateOfRepairs name="estimateInfo" />}
      <Button variant="secondary" size="small" disabled={totalCents === 0} onClick={() => form.change('propertyRepair.totalCost' as keyof DealForm, Math.round(totalCents / 100) as never)}>
        {texts.useTotal(formatWholeDollars(totalCents / 100))}
      </Button>
    </CollapsibleSection>
  );
}
