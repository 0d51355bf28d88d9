import { useId, type KeyboardEvent } from 'react';
import { dealMessages, PROPERTY_LIST_MAX_HEIGHT_PX, type FoundProperty, type PropertySearchCriteria } from '@portal/shared-contracts';
import { Badge } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../texts/property';
import { addressLine, propertyKey, sameProperty } from './property-selection';
import { SearchCriteriaForm } from './SearchCriteriaForm';
import { SelectedProperties } from './SelectedProperties';
import { resultsOf, type PropertySearchState } from './use-property-search';
import './PropertySearch.css';

export interface PropertySearchProps {
  state: PropertySearchState;
  onSearch(criteria: PropertySearchCriteria): void;
  /** The properties selected so far, in the order they were selected: the first is the Main Property. */
  selection: readonly FoundProperty[];
  /** Selects a property that is not selected, unselects one that is. */
  onToggle(property: FoundProperty): void;
}

/** What the live region says about the last search, announced when the answer arrives (the busy button says it runs). */
function searchSummary(state: PropertySearchState): string {
  if (state.status !== 'found') return '';
  return state.results.length === 0 ? dealMessages.noPropertiesFound : propertyTexts.resultsCount(state.results.length);
}

/**
 * Events bubble out of a portal along the React tree, into the wizard around the dialog: an Enter pressed here is
 * the search's, never the wizard's ("The Enter key advances a tab").
 */
function keepEnterInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter') event.stopPropagation();
}

/**
 * The property search form and its results (spec 001 §2 'Property search modal and form'): search by Address or APN,
 * see the properties found (a list at most 400 px high that scrolls), select several. "The first selected is the
 * Main Property; the rest are cross-collateral properties", so the first selected is marked as such.
 */
export function PropertySearch({ state, onSearch, selection, onToggle }: PropertySearchProps) {
  const results = resultsOf(state);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps Enter from reaching the wizard (see keepEnterInside)
    <div className="deals-property-search" onKeyDown={keepEnterInside}>
      <SearchCriteriaForm onSearch={onSearch} searching={state.status === 'searching'} failure={state.status === 'failed' ? state.message : null} />
      <p role="status" className="deals-property-search__summary">
        {searchSummary(state)}
      </p>
      {results && results.length > 0 && (
        <ul aria-label={propertyTexts.resultsName} className="deals-property-results" style={{ maxHeight: PROPERTY_LIST_MAX_HEIGHT_PX }}>
          {results.map((property) => (
            <FoundPropertyItem
              key={propertyKey(property)}
              property={property}
              selected={selection.some((chosen) => sameProperty(chosen, property))}
              main={selection[0] !== undefined && sameProperty(selection[0], property)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
      <SelectedProperties selection={selection} onUnselect={onToggle} />
    </div>
  );
}

interface FoundPropertyItemProps {
  property: FoundProperty;
  selected: boolean;
  main: boolean;
  onToggle(property: FoundProperty): void;
}

/** One property found: a checkbox named by its address, described by its APN (when known) and, when first selected, 'Main Property'. */
function FoundPropertyItem({ property, selected, main, onToggle }: FoundPropertyItemProps) {
  const id = useId();
  const apnId = `${id}-apn`;
  const mainId = `${id}-main`;
  return (
    <li className={main ? 'deals-property-result deals-property-result--main' : 'deals-property-result'}>
      <input
        id={id}
        type="checkbox"
        className="deals-property-result__control"
        checked={selected}
        onChange={() => onToggle(property)}
        aria-describedby={[property.apn && apnId, main && mainId].filter(Boolean).join(' ') || undefined}
      />
      <label htmlFor={id} className="deals-property-result__address">
        {addressLine(property)}
      </label>
      {property.apn && (
        <span id={apnId} className="deals-property-result__apn">
          {`${propertyTexts.apn} ${property.apn}`}
        </span>
      )}
      {main && (
        <span id={mainId} className="deals-property-result__main">
          <Badge variant="info">{dealMessages.mainProperty}</Badge>
        </span>
      )}
    </li>
  );
}
