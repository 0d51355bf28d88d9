import * as v from 'valibot';
import { validateWith } from './validateWith';

test('a form is checked with the contract schema, first message per field', () => {
  const schema = v.object({
    email: v.pipe(v.string('This field is required!'), v.nonEmpty('This field is required!'), v.email('Please enter a valid e-mail address.')),
    contact: v.object({ phone: v.pipe(v.string(), v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Invalid phone')) }),
  });
  const validate = validateWith(schema);
  expect(validate({ email: 'x', contact: { phone: '1' } })).toEqual({ email: 'Please enter a valid e-mail address.', contact: { phone: 'Invalid phone' } });
  expect(validate({})).toEqual({ email: 'This field is required!', contact: expect.any(String) });
  expect(validate({ email: 'a@b.co', contact: { phone: '(555) 010-2030' } })).toEqual({});
});
