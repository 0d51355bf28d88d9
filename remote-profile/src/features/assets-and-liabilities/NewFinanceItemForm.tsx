import { useEffect, useId, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  ASSET_SUB_FORMS,
  AssetItemBody,
  fieldsSwitchedOff,
  LiabilityItemBody,
  type AssetCategory,
  type FinanceSide,
  type LiabilityCategory,
} from '@portal/shared-contracts';
import { clearFields } from '@portal/shared-ui';
import { ValidatedForm } from '@portal/shared-ui/kit';
import { assetsAndLiabilitiesTexts as texts } from '../../texts/assets-and-liabilities';
import { AssetItemFields, LiabilityItemFields } from './FinanceItemFields';
import type { AddOutcome } from './useFinanceItems';

type Values = Record<string, unknown>;

export interface NewFinanceItemFormProps {
  side: FinanceSide;
  category: string;
  onAdd(values: Values): Promise<AddOutcome>;
}

/** A new item starts with every yes/no answer at no, so its sub-forms are closed until the borrower opens them. */
function blankItemOf(side: FinanceSide, category: string): Values {
  const subForms = side === 'assets' ? (ASSET_SUB_FORMS[category as AssetCategory] ?? []) : [];
  return Object.fromEntries(subForms.map(({ answer }) => [answer, false]));
}

/**
 * The form of a new item of the chosen category, checked with the contract's schema of the request. After an item is
 * added the form starts again, empty, for the next one; a refusal keeps what was typed.
 */
export function NewFinanceItemForm({ side, category, onAdd }: NewFinanceItemFormProps) {
  const headingId = useId();
  const [round, setRound] = useState(0);
  const [blank] = useState(() => blankItemOf(side, category));

  async function submit(values: Values) {
    const outcome = await onAdd(values);
    if (outcome.added) {
      setRound((count) => count + 1);
      return undefined;
    }
    return outcome.errors;
  }

  return (
    <section className="profile-finance-items__new" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-finance-items__heading">
        {texts.newItem}
      </h3>
      <ValidatedForm<Values>
        key={round}
        schema={side === 'assets' ? AssetItemBody : LiabilityItemBody}
        initialValues={{ ...blank, category }}
        onSubmit={submit}
        submitLabel={side === 'assets' ? texts.addAsset : texts.addLiability}
        aria-labelledby={headingId}
        className="profile-finance-items__form"
      >
        {side === 'assets' ? (
          <>
            <ClearsSwitchedOffFields category={category} blank={blank} />
            <AssetItemFields category={category as AssetCategory} />
          </>
        ) : (
          <LiabilityItemFields category={category as LiabilityCategory} />
        )}
      </ValidatedForm>
    </section>
  );
}

/**
 * "No loan on a property removes the mortgage holder" (spec 002 §4), and every sub-form answered no: the form drops
 * what its fields held, as the request's schema does (`fieldsSwitchedOff`). A nested answer goes back to no.
 */
function ClearsSwitchedOffFields({ category, blank }: { category: string; blank: Values }) {
  const form = useForm<Values>();
  const { values } = useFormState<Values>({ subscription: { values: true } });

  useEffect(() => {
    const stale = fieldsSwitchedOff(category, values).filter((field) => values[field] !== blank[field]);
    if (stale.length === 0) return;
    form.batch(() => {
      clearFields(form, stale);
      for (const field of stale) if (blank[field] !== undefined) form.change(field, blank[field]);
    });
  }, [form, category, values, blank]);

  return null;
}
