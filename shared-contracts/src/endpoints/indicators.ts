import { signedIn } from '../access';
import { IndicatorUserParams, Indicators } from '../api/indicators';
import { defineEndpoint } from '../endpoints';

/** The counters of outstanding documents the shell shows (spec 001 §7, spec 002 §7). */
export const indicatorEndpoints = {
  /**
   * "GET /users/{userId}/indicators | sets missing counters". Any signed-in person of the account may read them
   * (the signed-in bundle carries the same counters); a person operating on no account reads zeros.
   */
  read: defineEndpoint({ method: 'GET', path: '/users/{userId}/indicators', params: IndicatorUserParams, response: Indicators, access: signedIn() }),
};
