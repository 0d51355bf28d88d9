import { getIn, setIn, type Decorator, type FormApi } from 'final-form';
import {
  repairFutureValues,
  withDealType,
  withPropertyStatus,
  withPurchaseType,
  withRefinanceDebt,
  withSecondLien,
  withTransactionType,
  withVisitType,
  type DealForm,
} from '@portal/shared-contracts';

/** A dependent-clearing rule of the contract: the deal before the answer, the new answer, the deal after. */
type DealRule = (deal: DealForm, answer: never) => DealForm;

/**
 * The answers other answers depend on (spec 001 §4 'New deal'), each with the contract's rule that clears what it
 * makes stale. The rules live in shared-contracts; this list only says which field triggers which.
 */
const dependentRules: readonly { field: string; rule: DealRule; section?: 'purchase' | 'refinance' }[] = [
  { field: 'transactionType', rule: withTransactionType },
  { field: 'dealType.name', rule: withDealType },
  { field: 'property.status', rule: withPropertyStatus },
  { field: 'property.visit.type', rule: withVisitType },
  { field: 'purchase.type', rule: withPurchaseType, section: 'purchase' },
  { field: 'purchase.hasSecondLien', rule: withSecondLien, section: 'purchase' },
  { field: 'refinance.debt', rule: withRefinanceDebt, section: 'refinance' },
];

/** The answer a control gives for "nothing chosen" (final-form drops an emptied field to undefined). */
const answerOf = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The deal with the contract's rules applied for every dependent answer that changed since `previous`. */
export function withDependentAnswers(previous: DealForm, current: DealForm): DealForm {
  let deal = current;
  for (const { field, rule, section } of dependentRules) {
    // A section the transaction type just dropped has no answers left to clear.
    if (section && !deal[section]) continue;
    const before = answerOf(getIn(previous, field));
    const after = answerOf(getIn(deal, field));
    if (before === after) continue;
    // The rule compares with the answer it replaces, so it runs on the deal as it was for that field.
    deal = rule(setIn(deal, field, before) as DealForm, after as never);
  }
  return withRepairFutures(deal);
}

/** "futureAdditionalRooms (additional plus existing bedrooms)" and its siblings, kept up to date as they are typed. */
function withRepairFutures(deal: DealForm): DealForm {
  const repair = deal.propertyRepair;
  if (!repair) return deal;
  const futures = repairFutureValues(repair, deal.property);
  const unchanged = (Object.keys(futures) as (keyof typeof futures)[]).every((key) => futures[key] === repair[key]);
  return unchanged ? deal : { ...deal, propertyRepair: { ...repair, ...futures } };
}

/**
 * Writes into the form every top-level part of `next` that differs from what it holds, in one batch: parts a rule
 * did not touch are the same objects, so they are left alone and their fields keep their state.
 */
export function changeDeal(form: FormApi<DealForm>, next: DealForm): void {
  const held = form.getState().values;
  if (next === held) return;
  form.batch(() => {
    for (const key of Object.keys(next) as (keyof DealForm)[]) {
      if (next[key] !== held[key]) form.change(key, next[key] as never);
    }
  });
}

/**
 * A final-form decorator for the wizard's form: after every change, the dependent answers are cleared as the
 * contract's rules say and the repair form's computed figures follow. The fields themselves know nothing of it.
 */
export const dependentAnswers: Decorator<DealForm> = (form) => {
  let previous = form.getState().values;
  return form.subscribe(
    ({ values }) => {
      const seen = previous;
      previous = values;
      const next = withDependentAnswers(seen, values);
      if (next !== values) {
        previous = next;
        changeDeal(form, next);
      }
    },
    { values: true },
  );
};
