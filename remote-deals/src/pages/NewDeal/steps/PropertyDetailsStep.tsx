import { propertyEndpoints } from '@portal/shared-contracts';
import { useMayCall, useSession } from '@portal/shared-ui';
import { propertyTexts } from '../../../texts/property';
import { AddressFields } from './property/AddressFields';
import { ContactFields } from './property/ContactFields';
import { CrossesList } from './property/CrossesList';
import { FoundFigures } from './property/FoundFigures';
import { HoaFeesField } from './property/HoaFeesField';
import { OccupancyFields } from './property/OccupancyFields';
import { SearchPropertyButton } from './property/SearchPropertyButton';
import { VisitFields } from './property/VisitFields';
import './PropertyDetailsStep.css';

/**
 * The wizard's Property Details tab (spec 001 §2, §3 'Deal form fields'). "A signed-in user sees the property search
 * and the property details form; an anonymous user sees only a plain address form." The fields are the wizard's
 * form's (`property.*`, `crosses`); the wizard validates the tab with the contract's `PropertyDetailsStep`.
 */
export function PropertyDetailsStep() {
  const signedIn = useSession((state) => state.bundle !== null);
  // The search endpoint's own access rule, so the button shows exactly when the API would answer.
  const maySearch = useMayCall(propertyEndpoints.search);

  if (!signedIn) {
    return (
      <div className="deals-property-details">
        <AddressFields name="property" legend={propertyTexts.addressLegend} />
      </div>
    );
  }

  return (
    <div className="deals-property-details">
      <AddressFields name="property" legend={propertyTexts.addressLegend}>
        {maySearch && <SearchPropertyButton />}
      </AddressFields>
      <FoundFigures />
      <CrossesList />
      <OccupancyFields />
      <ContactFields />
      <VisitFields />
      <HoaFeesField />
    </div>
  );
}
