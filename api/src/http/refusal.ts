import { formMessages, type ApiErrorBody } from '@portal/shared-contracts';
import * as v from 'valibot';
import { httpMessages } from './messages';

/** A request the API turns down on purpose. Thrown anywhere in a handler; the error handler sends its body as it is. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
    /** Headers the answer carries, such as `Retry-After`. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
    this.name = 'Refusal';
  }
}

export type FieldErrors = Record<string, string[]>;

export function refuseFields(errors: FieldErrors): Refusal {
  return new Refusal(400, { message: httpMessages.invalidFields, errors });
}

/**
 * Valibot's issues as the contract's map of field to messages. A problem with the whole part (a body that is
 * not an object, say) is filed under the part's name, so nothing is lost.
 */
export function fieldErrorsOf(part: 'params' | 'query' | 'body', issues: readonly v.BaseIssue<unknown>[], into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? part;
    const message = issue.input === undefined && issue.path ? formMessages.required : issue.message;
    const messages = (into[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return into;
}
