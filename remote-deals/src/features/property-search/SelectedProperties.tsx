import { useId } from 'react';
import { dealMessages, type FoundProperty } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Badge } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../texts/property';
import { addressLine, propertyKey } from './property-selection';

export interface SelectedPropertiesProps {
  /** In the order they were selected. */
  selection: readonly FoundProperty[];
  onUnselect(property: FoundProperty): void;
}

/**
 * The selection in its order, which is each property's role: the first is the Main Property, the rest are crosses.
 * It outlives a new search, so properties found by different searches can be used together.
 */
export function SelectedProperties({ selection, onUnselect }: SelectedPropertiesProps) {
  const titleId = useId();
  if (selection.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="deals-selected-properties">
      <h3 id={titleId} className="deals-selected-properties__title">
        {propertyTexts.selectedName}
      </h3>
      <ol aria-labelledby={titleId} className="deals-selected-properties__list">
        {selection.map((property, index) => (
          <li key={propertyKey(property)} className="deals-selected-properties__item">
            <span className="deals-selected-properties__address">{addressLine(property)}</span>
            {index === 0 && <Badge variant="info">{dealMessages.mainProperty}</Badge>}
            <Button variant="link" size="small" aria-label={propertyTexts.unselect(addressLine(property))} onClick={() => onUnselect(property)}>
              {propertyTexts.remove}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
