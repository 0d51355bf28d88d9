import { signedIn } from '../access';
import { PropertySearchQuery, PropertySearchResponse } from '../api/properties';
import { defineEndpoint } from '../endpoints';

/** Spec 001 §7: property search, for a signed-in person ("A signed-in user sees the property search"). */
export const propertyEndpoints = {
  /** "JSON of either apn or address; response data is a list of properties" */
  search: defineEndpoint({ method: 'GET', path: '/search_property', query: PropertySearchQuery, response: PropertySearchResponse, access: signedIn() }),
};
