import { useId, useState } from 'react';
import { useForm } from 'react-final-form';
import type { DealForm, FoundProperty } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Hint } from '@portal/shared-ui/kit';
import { changeDeal } from '../../../../features/deal-form/dependent-answers';
import { PropertySearchModal } from '../../../../features/property-search/PropertySearchModal';
import { withSelectedProperties } from '../../../../features/property-search/property-selection';
import { propertyTexts } from '../../../../texts/property';

/**
 * Opens the property search; the properties chosen there fill the main property's address and the crosses of the
 * deal (`withSelectedProperties`), in one change of the wizard's form.
 */
export function SearchPropertyButton() {
  const form = useForm<DealForm>();
  const [open, setOpen] = useState(false);
  const hintId = useId();

  function takeProperties(selection: FoundProperty[]) {
    changeDeal(form, withSelectedProperties(form.getState().values, selection));
    setOpen(false);
  }

  return (
    <div className="deals-property-details__search">
      <Hint id={hintId}>{propertyTexts.searchPropertyHint}</Hint>
      <Button variant="secondary" aria-describedby={hintId} onClick={() => setOpen(true)}>
        {propertyTexts.searchProperty}
      </Button>
      {open && <PropertySearchModal onClose={() => setOpen(false)} onConfirm={takeProperties} />}
    </div>
  );
}
