import { memo, useState } from 'react';
import { FormSpy, useField } from 'react-final-form';
import {
  categoryMayExpand,
  categoryTotalCents,
  drawCategoriesOf,
  drawCategoryProblem,
  drawTotalBalanceCents,
  estimateTotalCents,
  formatDollarsAndCents,
  lineItemsOf,
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_LABELS,
  RepairAmount,
  type RepairCategoriesEstimate,
  type RepairCategory,
  type RepairCategoryEstimate,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { estimateTexts } from './estimate-texts';
import './EstimateOfRepairs.css';

export interface EstimateOfRepairsProps {
  /** Where the 17 categories sit in the form (`categories`, `expenses`). */
  name: string;
  /** Draw mode: each category's balance; categories with none are hidden, and none may ask above its balance. */
  balances?: Partial<Record<RepairCategory, number>>;
}

const dollars = (cents: number) => formatDollarsAndCents(cents / 100);

/**
 * The estimate of repairs (spec 001 §4 'Estimate form'), one component for its uses: a change order's and a draw's
 * (the loans area) and the new deal's repairs (the deals area). The numbered categories, each with its overriding total and
 * its line items behind a disclosure. "editing a category total collapses its items; a category with a total above 0
 * cannot be expanded; in draw mode categories with zero balance are hidden." Each row re-renders only with its own
 * values; the running total listens to the whole estimate.
 */
export function EstimateOfRepairs({ name, balances }: EstimateOfRepairsProps) {
  const shown = balances ? drawCategoriesOf(balances) : [...REPAIR_CATEGORIES];
  return (
    <div className="pui-estimate">
      <ol className="pui-estimate__categories" aria-label={estimateTexts.estimate}>
        {shown.map((category) => (
          <CategoryRow key={category} name={`${name}.${category}`} category={category} balance={balances?.[category]} />
        ))}
      </ol>
      <FormSpy subscription={{ values: true }}>
        {({ values }) => <EstimateTotals categories={readCategories(values, name)} balances={balances} />}
      </FormSpy>
    </div>
  );
}

function readCategories(values: Record<string, unknown>, name: string): RepairCategoriesEstimate | undefined {
  return name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values) as RepairCategoriesEstimate | undefined;
}

const EstimateTotals = memo(function EstimateTotals({ categories, balances }: { categories: RepairCategoriesEstimate | undefined; balances?: EstimateOfRepairsProps['balances'] }) {
  if (!categories) return null;
  return (
    <dl className="pui-estimate__totals">
      <div>
        <dt>{estimateTexts.estimateTotal}</dt>
        <dd aria-live="polite">{dollars(estimateTotalCents(categories))}</dd>
      </div>
      {balances && (
        <div>
          <dt>{estimateTexts.drawTotalBalance}</dt>
          <dd aria-live="polite">{dollars(drawTotalBalanceCents(balances, categories))}</dd>
        </div>
      )}
    </dl>
  );
});

interface CategoryRowProps {
  name: string;
  category: RepairCategory;
  balance: number | undefined;
}

function CategoryRow({ name, category, balance }: CategoryRowProps) {
  const [open, setOpen] = useState(false);
  const { input } = useField<RepairCategoryEstimate>(name, { subscription: { value: true } });
  const label = REPAIR_CATEGORY_LABELS[category];
  const mayExpand = input.value ? categoryMayExpand(input.value) : true;
  const total = input.value ? categoryTotalCents(input.value) : 0;
  const problem = balance !== undefined && input.value ? drawCategoryProblem(input.value, balance) : null;
  const itemsId = `${name.replace(/\./g, '-')}-items`;
  const problemId = `${itemsId}-problem`;
  return (
    <li className="pui-estimate__category">
      <div className="pui-estimate__row">
        <span className="pui-estimate__number" aria-hidden="true">
          {REPAIR_CATEGORIES.indexOf(category) + 1}
        </span>
        <button
          type="button"
          className="pui-estimate__toggle"
          aria-expanded={open && mayExpand}
          aria-controls={itemsId}
          aria-disabled={!mayExpand || undefined}
          aria-label={estimateTexts.showItems(label)}
          title={mayExpand ? undefined : estimateTexts.itemsLocked}
          onClick={() => mayExpand && setOpen(!open)}
        >
          <span className="pui-estimate__label">{label}</span>
        </button>
        <TextField
          name={`${name}.total`}
          label={estimateTexts.categoryTotal(label)}
          schema={RepairAmount}
          inputMode="decimal"
          className="pui-estimate__total-field"
          onValueChange={() => setOpen(false)}
        />
        <span className="pui-estimate__computed" aria-describedby={problem ? problemId : undefined}>
          {dollars(total)}
        </span>
        {balance !== undefined && (
          <span className="pui-estimate__balance">
            {estimateTexts.balance} {formatDollarsAndCents(balance)}
          </span>
        )}
      </div>
      {problem && (
        <p id={problemId} className="pui-estimate__problem" role="alert">
          {problem}
        </p>
      )}
      <div id={itemsId} className="pui-fields-across pui-fields-across--even pui-estimate__items" hidden={!(open && mayExpand)}>
        {open && mayExpand && lineItemsOf(category).map(([key, item]) => <TextField key={key} name={`${name}.items.${key}`} label={estimateTexts.lineItem(label, item)} schema={RepairAmount} inputMode="decimal" />)}
      </div>
    </li>
  );
}
