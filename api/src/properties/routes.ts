import { PROPERTY_SEARCH_MAX_RESULTS, propertyEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { registerEndpoint } from '../http/register-endpoint';
import { configuredPropertyData } from './configured-property-data';

/**
 * Searches a person may make per minute from one client address. Generous for a person typing and searching
 * again, low enough that the data set (or the paid provider behind it) cannot be walked.
 */
export const PROPERTY_SEARCHES_PER_MINUTE = 60;

/** Property search (spec 001 §2, §7): signed in, limited per client address, through the configured provider. */
export const propertiesApi = defineApiArea('properties', async (app, { db, config }) => {
  const propertyData = configuredPropertyData(db, config.propertyData);

  registerEndpoint(
    app,
    propertyEndpoints.search,
    async ({ query }) => ({ data: await propertyData.search(query.q, PROPERTY_SEARCH_MAX_RESULTS) }),
    { config: { rateLimit: { max: PROPERTY_SEARCHES_PER_MINUTE, timeWindow: 60_000 } } },
  );
});
