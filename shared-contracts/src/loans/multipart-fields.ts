import * as v from 'valibot';
import { formMessages } from '../messages';
import { DOLLAR_AMOUNT_MESSAGE, dollarAmountIsValid } from '../validators';

/*
 * A request with files arrives as multipart/form-data: every field is text, and the portal sends what is not text
 * (a number, a list) as JSON (`formDataOf`). These read such fields back; the portal's own fields check the same
 * rules on what they hold.
 */

/** A required dollar amount, "between $0 and $100,000,000", as typed text or a number. */
export const RequiredDollars = v.pipe(
  v.union([v.string(), v.number()], formMessages.required),
  v.transform((given) => String(given).trim()),
  v.nonEmpty(formMessages.required),
  v.check((given: string) => dollarAmountIsValid(given), DOLLAR_AMOUNT_MESSAGE),
  v.transform(Number),
);

/** A dollar amount that may be left empty: null when empty, else "between $0 and $100,000,000". */
export const OptionalDollars = v.pipe(
  v.union([v.string(), v.number()], DOLLAR_AMOUNT_MESSAGE),
  v.transform((given) => String(given).trim()),
  v.check((given: string) => given === '' || dollarAmountIsValid(given), DOLLAR_AMOUNT_MESSAGE),
  v.transform((given: string) => (given === '' ? null : Number(given))),
);

/** A list sent as its JSON text. */
export const jsonField = <S extends v.GenericSchema>(schema: S) => v.pipe(v.string(formMessages.required), v.parseJson({}, formMessages.invalidChoice), schema);
