import * as v from 'valibot';
import { formMessages } from '../messages';

/**
 * For tests: what a schema says about a value, as field path → messages, read as the API (`fieldErrorsOf`) and the
 * forms (`validateWith`) read valibot's issues: a field left out is a required field left empty.
 */
export function fieldMessages(schema: v.GenericSchema, value: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const message = issue.input === undefined && issue.path ? formMessages.required : issue.message;
    const list = (messages[v.getDotPath(issue) ?? ''] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return messages;
}

/** For tests: the first message about a value, or null when the schema accepts it. */
export function firstMessage(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}
