import * as v from 'valibot';
import { ENTITY_TYPES } from '../enums/entities';
import { formMessages } from '../messages';
import { Entity, EntityForm, NewEntityBody, newEntityBodyOf, type EntityForm as EntityFormInput } from './entities';

const business = { address: '12 Main St', unit: 'Suite 4', city: 'Austin', state: 'TX', zipCode: '78701' };
const mailing = { address: 'PO Box 9', unit: '', city: 'Dallas', state: 'TX', zipCode: '75201-1234' };
const form = { name: 'Ann Holdings LLC', type: 'llc', tin: '12-3456789', phone: '(555) 010-1001', businessAddress: business, mailingAddress: mailing };

/** The form's field errors by dotted path, as the API files them. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return v.flatten(result.issues).nested as Record<string, string[]>;
}

describe('EntityForm and NewEntityBody (spec 001 §5, §7, §9)', () => {
  test('a complete entity passes both', () => {
    expect(v.safeParse(EntityForm, form).success).toBe(true);
    expect(v.parse(NewEntityBody, form)).toEqual({ ...form, businessAddress: business, mailingAddress: mailing });
  });

  test('"Entity name max 100": required, at most 100 characters', () => {
    expect(errorsOf(NewEntityBody, { ...form, name: '' })).toEqual({ name: [formMessages.required] });
    expect(errorsOf(NewEntityBody, { ...form, name: 'x'.repeat(100) })).toEqual({});
    expect(errorsOf(NewEntityBody, { ...form, name: 'x'.repeat(101) })).toEqual({ name: [formMessages.tooLong(100)] });
  });

  test('"entity types (corporation, trust, partnership, limited_partnership, llc, sole_member_llc)"', () => {
    for (const type of ENTITY_TYPES) expect(errorsOf(EntityForm, { ...form, type })).toEqual({});
    expect(errorsOf(EntityForm, { ...form, type: 'company' })).toEqual({ type: [formMessages.invalidChoice] });
    expect(errorsOf(EntityForm, { ...form, type: '' })).toEqual({ type: [formMessages.required] });
  });

  test('"Tax ID pattern dd-ddddddd" and "Phone pattern (ddd) ddd-dddd"', () => {
    expect(errorsOf(NewEntityBody, { ...form, tin: '123456789' })).toEqual({ tin: [formMessages.taxId] });
    expect(errorsOf(NewEntityBody, { ...form, tin: '' })).toEqual({ tin: [formMessages.required] });
    expect(errorsOf(NewEntityBody, { ...form, phone: '555-010-1001' })).toEqual({ phone: [formMessages.phone] });
  });

  test('"address required (max 100), unit max 10, city required (max 50), state required 2 letters, zip required (5 digits or 5+4, max 10)"', () => {
    const withBusiness = (fields: Record<string, unknown>) => ({ ...form, businessAddress: { ...business, ...fields } });
    expect(errorsOf(NewEntityBody, withBusiness({ address: '' }))).toEqual({ 'businessAddress.address': [formMessages.required] });
    expect(errorsOf(NewEntityBody, withBusiness({ address: 'a'.repeat(101) }))).toEqual({ 'businessAddress.address': [formMessages.tooLong(100)] });
    expect(errorsOf(NewEntityBody, withBusiness({ unit: 'u'.repeat(11) }))).toEqual({ 'businessAddress.unit': [formMessages.tooLong(10)] });
    expect(errorsOf(NewEntityBody, withBusiness({ unit: undefined }))).toEqual({});
    expect(errorsOf(NewEntityBody, withBusiness({ city: undefined }))).toEqual({ 'businessAddress.city': [formMessages.required] });
    expect(errorsOf(NewEntityBody, withBusiness({ city: 'c'.repeat(51) }))).toEqual({ 'businessAddress.city': [formMessages.tooLong(50)] });
    expect(errorsOf(NewEntityBody, withBusiness({ state: '' }))).toEqual({ 'businessAddress.state': [formMessages.required] });
    expect(errorsOf(NewEntityBody, withBusiness({ state: 'XX' }))).toEqual({ 'businessAddress.state': [formMessages.invalidChoice] });
    expect(errorsOf(NewEntityBody, withBusiness({ state: 'DC' }))).toEqual({});
    expect(errorsOf(NewEntityBody, withBusiness({ zipCode: '7870' }))).toEqual({ 'businessAddress.zipCode': [formMessages.zipCode] });
    expect(errorsOf(NewEntityBody, withBusiness({ zipCode: '78701-12345' }))).toEqual({ 'businessAddress.zipCode': [formMessages.zipCode] });
    expect(errorsOf(NewEntityBody, { ...form, mailingAddress: { ...mailing, zipCode: '' } })).toEqual({ 'mailingAddress.zipCode': [formMessages.required] });
  });

  test('the body has no sameAddress: the mailing address is always sent', () => {
    const { mailingAddress: _mailing, ...withoutMailing } = form;
    expect(Object.keys(errorsOf(NewEntityBody, withoutMailing))).toEqual(['mailingAddress']);
  });

  test('with the same-address option the form neither asks for nor checks the mailing address', () => {
    const { mailingAddress: _mailing, ...withoutMailing } = form;
    expect(errorsOf(EntityForm, { ...withoutMailing, sameAddress: true })).toEqual({});
    expect(errorsOf(EntityForm, { ...form, mailingAddress: { ...mailing, city: '' }, sameAddress: true })).toEqual({});
    expect(errorsOf(EntityForm, { ...form, mailingAddress: { ...mailing, city: '' }, sameAddress: false })).toEqual({ 'mailingAddress.city': [formMessages.required] });
    expect(errorsOf(EntityForm, { ...form, mailingAddress: { ...mailing, city: '' } })).toEqual({ 'mailingAddress.city': [formMessages.required] });
  });
});

describe('newEntityBodyOf: "entity payload without sameAddress" (spec 001 §7)', () => {
  test('strips sameAddress and keeps the mailing address typed', () => {
    const body = newEntityBodyOf({ ...form, sameAddress: false });
    expect(body).toEqual(form);
    expect('sameAddress' in body).toBe(false);
  });

  test('the same-address option copies the business address into the mailing address', () => {
    const sameForm: EntityFormInput = { ...form, mailingAddress: undefined, sameAddress: true };
    const body = newEntityBodyOf(sameForm);
    expect(body).toEqual({ ...form, mailingAddress: business });
    expect(body.mailingAddress).not.toBe(body.businessAddress);
    expect('sameAddress' in body).toBe(false);
    expect(v.safeParse(NewEntityBody, body).success).toBe(true);
  });
});

test('the entity as listed: "id, name, type, tin, phone, businessAddress and mailingAddress, docs, computed neededFiles" (spec 002 §3)', () => {
  const listed = { id: 1, name: 'Ann Holdings LLC', type: 'llc', tin: '12-3456789', phone: '(555) 010-1001', businessAddress: business, mailingAddress: mailing, status: 'pending', docs: null, neededFiles: 8 };
  expect(v.safeParse(Entity, listed).success).toBe(true);
  expect(v.safeParse(Entity, { ...listed, status: 'rejected' }).success).toBe(false);
});
