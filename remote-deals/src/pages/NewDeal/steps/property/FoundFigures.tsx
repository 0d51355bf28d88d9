import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { formatFigure, type DealForm } from '@portal/shared-contracts';
import { propertyTexts } from '../../../../texts/property';

/**
 * What the search found of the main property, read-only: the figures its address "also carries" (spec 001 §3). They
 * feed the repair step's totals and are stripped on submit by the contract (`submittedDealOf`); a figure the data
 * does not know is left out, and nothing is shown for an address typed by hand.
 */
export function FoundFigures() {
  const titleId = useId();
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const { apn, bedrooms, total_baths_calculated: baths, building_sqft: buildingSqft, lotSize } = values.property;
  const carried: { label: string; value: string | number | null | undefined }[] = [
    { label: propertyTexts.apn, value: apn || null },
    { label: propertyTexts.bedrooms, value: bedrooms },
    { label: propertyTexts.baths, value: baths },
    { label: propertyTexts.buildingSqft, value: buildingSqft },
    { label: propertyTexts.lotSize, value: lotSize },
  ];
  const figures = carried.filter((figure): figure is { label: string; value: string | number } => figure.value !== null && figure.value !== undefined);
  if (figures.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="deals-found-figures">
      <h3 id={titleId} className="deals-property-details__title">
        {propertyTexts.foundFigures}
      </h3>
      <dl className="deals-found-figures__list">
        {figures.map(({ label, value }) => (
          <div key={label} className="deals-found-figures__item">
            <dt>{label}</dt>
            <dd>{typeof value === 'number' ? formatFigure(value) : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
