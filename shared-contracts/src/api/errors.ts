import * as v from 'valibot';

/**
 * The one shape of every refusal the API sends: a message for people, and where fields are at fault a map
 * of field to messages. `errors` may also be a list of codes (for example `account_locked`), as the
 * specification's sign-in handling reads it (spec 000 §7).
 */
export const ApiErrorBody = v.object({
  message: v.string(),
  errors: v.optional(v.union([v.record(v.string(), v.array(v.string())), v.array(v.string())])),
  reset_password: v.optional(v.boolean()),
  data: v.optional(v.record(v.string(), v.unknown())),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/** Codes the API puts in an error's `errors` list for the client to act on (spec 000 §7). */
export const ERROR_CODES = {
  /** "with an errors list containing account_locked it opens the unlock modal" */
  accountLocked: 'account_locked',
} as const;

/** "field names split into words and capitalised" (spec 000 §8): `user_email` and `userEmail` both read "User Email". */
export function fieldNameForPeople(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "Server errors given as a list or as a map of field to messages are shown as a list." */
export function errorLines(errors: ApiErrorBody['errors']): string[] {
  if (!errors) return [];
  if (Array.isArray(errors)) return errors.map(String);
  return Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => `${fieldNameForPeople(field)}: ${message}`));
}
