import * as v from 'valibot';
import { RecordId } from '../validators';
import { ApplicationAlerts } from './session';

/** The person in the path as spec 001 §7 writes it: `/users/{userId}/indicators`. */
export const IndicatorUserParams = v.object({ userId: RecordId });

/**
 * `GET /users/{userId}/indicators` "sets missing counters" (spec 001 §7), "missing sections and counters" (spec 002
 * §7): the bundle's `missing` and `docs.neededCount`, read again after something changed them (a submitted deal, a
 * new entity, an upload). `missing.count` is every document still needed across the account's entities and loans,
 * with the two parts beside it; `docs.neededCount` is the borrower's own documents still needed ("the default needed
 * count is 8 when none exist", spec 000 §3). `alerts` says whether the application needs work and on which tab (`applicationAlertTab`).
 */
export const Indicators = v.object({
  missing: v.object({ count: v.number(), entities: v.number(), loans: v.number() }),
  docs: v.object({ neededCount: v.number() }),
  alerts: ApplicationAlerts,
});
export type Indicators = v.InferOutput<typeof Indicators>;
