import { useId, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { DealForm } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Hint } from '@portal/shared-ui/kit';
import { addressLine, propertyKey } from '../../../../features/property-search/property-selection';
import { propertyTexts } from '../../../../texts/property';

/**
 * The cross-collateral properties under the main one ("the rest are cross-collateral properties (crosses)", spec 001
 * §2): address, city, state and ZIP code, each with a Remove button. They come from the property search only. After a
 * removal focus goes to the list's title, so a keyboard user does not lose their place.
 */
export function CrossesList() {
  const form = useForm<DealForm>();
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const crosses = values.crosses ?? [];

  function remove(index: number) {
    form.change(
      'crosses',
      crosses.filter((_, at) => at !== index),
    );
    title.current?.focus();
  }

  return (
    <section aria-labelledby={titleId} className="deals-crosses">
      <h3 id={titleId} ref={title} tabIndex={-1} className="deals-property-details__title">
        {propertyTexts.crossesTitle}
      </h3>
      {crosses.length === 0 ? (
        <Hint>{propertyTexts.noCrosses}</Hint>
      ) : (
        <ul aria-labelledby={titleId} className="deals-crosses__list">
          {crosses.map((cross, index) => (
            <li key={propertyKey(cross)} className="deals-crosses__item">
              <span className="deals-crosses__address">{addressLine(cross)}</span>
              <Button variant="secondary" size="small" aria-label={propertyTexts.removeCross(addressLine(cross))} onClick={() => remove(index)}>
                {propertyTexts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
