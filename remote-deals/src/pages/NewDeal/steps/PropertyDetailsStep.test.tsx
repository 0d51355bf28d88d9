import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealMessages, emptyDealForm, formMessages, propertyEndpoints, PropertyDetailsStep as PropertyDetailsSchema, type DealForm, type FoundProperty } from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';
import { answer } from '@portal/shared-ui/testing';
import { renderDealStep } from '../../../features/deal-form/testing';
import { PropertyDetailsStep } from './PropertyDetailsStep';
import { foundProperty as found } from '../../../features/property-search/testing';


const oak = found('12 Oak St', '01234-001');
const elm = found('7 Elm St', '01234-002', { unit: 'Apt 4', bedrooms: 2 });
const pine = found('9 Pine Rd', '01234-003');

function renderStep(deal: Partial<DealForm> = {}, properties: FoundProperty[] = [oak, elm, pine]) {
  return renderDealStep(<PropertyDetailsStep />, {
    deal,
    answers: [answer(propertyEndpoints.search, { data: properties })],
    validate: validateWith(PropertyDetailsSchema),
  });
}

/** A field by the start of its label (a required label ends with an asterisk hidden from screen readers). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));
const next = () => fireEvent.submit(screen.getByRole('form', { name: 'New deal' }));
const dialog = () => screen.getByRole('dialog', { name: 'Search property' });

/** Opens the search, finds by address, ticks the given addresses in that order and uses them. */
async function chooseProperties(...addresses: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Search property' }));
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Address/ }), 'Austin{Enter}');
  const results = await within(dialog()).findByRole('list', { name: 'Properties found' });
  for (const address of addresses) await userEvent.click(within(results).getByRole('checkbox', { name: new RegExp(`^${address}`) }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Use selected properties' }));
}

test('"A signed-in user sees the property search and the property details form"', () => {
  renderStep();
  expect(screen.getByRole('button', { name: 'Search property' })).toBeInTheDocument();
  for (const name of ['Property address', 'Occupancy', 'Property contact', 'Property access']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
  expect(field('Address')).toBeRequired();
  expect(field('Unit')).not.toBeRequired();
  expect(field('State')).toBeRequired();
  expect(field('Property status')).toBeRequired();
  expect(field('Visit type')).toBeRequired();
});

test('"an anonymous user sees only a plain address form"', () => {
  renderDealStep(<PropertyDetailsStep />, { bundle: null });
  expect(screen.getByRole('group', { name: 'Property address' })).toBeInTheDocument();
  for (const label of ['Address', 'Unit', 'City', 'State', 'ZIP code']) expect(field(label)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Search property' })).toBeNull();
  expect(screen.getAllByRole('group')).toHaveLength(1);
  for (const label of ['Property status', 'Contact name', 'Visit type']) expect(queryField(label)).toBeNull();
});

test('search, select two: the first is the Main Property and fills the address, the other is listed as a cross', async () => {
  const { values, fake } = renderStep({ property: { ...emptyDealForm().property, status: 'vacant', contact: { name: 'Joe', phone: '', notes: 'call first' } } });
  await chooseProperties('7 Elm St', '12 Oak St');
  expect(fake.callsTo(propertyEndpoints.search)).toEqual([{ query: { q: JSON.stringify({ address: 'Austin' }) } }]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(values().property).toMatchObject({
    address: '7 Elm St',
    unit: 'Apt 4',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    apn: '01234-002',
    bedrooms: 2,
    total_baths_calculated: 2,
    building_sqft: 1500,
    lotSize: 5000,
    // The answers given before the search stay.
    status: 'vacant',
    contact: { name: 'Joe', phone: '', notes: 'call first' },
  });
  expect(values().crosses).toEqual([{ address: '12 Oak St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701', apn: '01234-001', lotSize: 5000, bedrooms: 3, total_baths_calculated: 2, building_sqft: 1500 }]);
  expect(field('Address')).toHaveValue('7 Elm St');
  expect(field('State')).toHaveValue('TX');
  const crosses = screen.getByRole('list', { name: 'Cross-collateral properties' });
  expect(within(crosses).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 Oak St, Austin, TX 78701Remove']);
});

test('the figures the search found are shown read-only; they are not fields of the form', async () => {
  renderStep();
  expect(screen.queryByRole('region', { name: 'Found by the property search' })).toBeNull();
  await chooseProperties('12 Oak St');
  const figures = screen.getByRole('region', { name: 'Found by the property search' });
  expect(within(figures).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['01234-001', '3', '2', '1,500', '5,000']);
  expect(within(figures).queryByRole('textbox')).toBeNull();
});

test('"the main property can be replaced by searching again": the crosses listed stay', async () => {
  const { values } = renderStep();
  await chooseProperties('12 Oak St', '7 Elm St');
  await chooseProperties('9 Pine Rd');
  expect(values().property.address).toBe('9 Pine Rd');
  expect(values().crosses.map((cross) => cross.address)).toEqual(['7 Elm St']);
});

test('each cross has a Remove button', async () => {
  const { values } = renderStep();
  await chooseProperties('12 Oak St', '7 Elm St', '9 Pine Rd');
  await userEvent.click(screen.getByRole('button', { name: 'Remove 7 Elm St Apt 4, Austin, TX 78701' }));
  expect(values().crosses.map((cross) => cross.address)).toEqual(['9 Pine Rd']);
  expect(screen.getByRole('heading', { name: 'Cross-collateral properties' })).toHaveFocus();
});

test('opening the search and searching never submits the wizard', async () => {
  const { form } = renderStep();
  await chooseProperties('12 Oak St');
  expect(form.getState().submitFailed).toBe(false);
  expect(form.getState().submitSucceeded).toBe(false);
});

test('"closingStatus is asked only if occupied"; "Changing property.status clears closingStatus"', async () => {
  const { values } = renderStep();
  expect(queryField('Closing status')).toBeNull();
  await userEvent.selectOptions(field('Property status'), 'Occupied');
  expect(field('Closing status')).toBeRequired();
  await userEvent.selectOptions(field('Closing status'), 'Likely vacant');
  expect(values().property.closingStatus).toBe('likely_vacant');
  await userEvent.selectOptions(field('Property status'), 'Vacant at close');
  expect(queryField('Closing status')).toBeNull();
  expect(values().property.closingStatus).toBeNull();
});

test('"appointment-only disables the contact fields"; the appointment starts with the contact\'s name and phone', async () => {
  const { values } = renderStep();
  await userEvent.type(field('Contact name'), 'Joe Roe');
  await userEvent.type(field('Contact phone'), '5550102030');
  await userEvent.selectOptions(field('Visit type'), 'Appointment');
  expect(field('Contact name')).toBeDisabled();
  expect(field('Contact phone')).toBeDisabled();
  expect(field('Contact notes')).toBeEnabled();
  expect(field('Appointment contact name')).toHaveValue('Joe Roe');
  expect(field('Appointment contact phone')).toHaveValue('(555) 010-2030');
  await userEvent.selectOptions(field('Visit type'), 'Other');
  expect(field('Contact name')).toBeEnabled();
  expect(values().property.visit).toEqual({ type: 'other', lockBox: null, supra: null, appointment: null, other: { notes: '' } });
});

test.each([
  ['Lock Box', ['Lock box code', 'Lock box location', 'Access notes']],
  ['Supra', ['Supra location', 'Access notes']],
  ['Appointment', ['Appointment contact name', 'Appointment contact phone', 'Access notes']],
  ['Other', ['Access notes']],
])('visit type %s shows only its block: %j', async (type, labels) => {
  renderStep();
  await userEvent.selectOptions(field('Visit type'), type);
  const access = screen.getByRole('group', { name: 'Property access' });
  const shown = within(access)
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('id'))
    .map((id) => access.querySelector(`label[for="${id}"]`)?.textContent);
  expect(shown).toEqual(labels);
});

test('what is typed in a visit block lands in that block of the deal', async () => {
  const { values } = renderStep();
  await userEvent.selectOptions(field('Visit type'), 'Lock Box');
  await userEvent.type(field('Lock box code'), '1234');
  await userEvent.type(field('Lock box location'), 'Back door');
  expect(values().property.visit.lockBox).toEqual({ code: '1234', location: 'Back door', notes: '' });
});

test.each([
  ['condo', true],
  ['single_family', false],
  ['multi_unit', false],
  ['commercial', false],
  ['land', false],
] as const)('"HOA fees required for condo": a %s property is asked for them: %s', (propertyType, asked) => {
  renderStep({ propertyType });
  if (asked) expect(field('HOA fees')).toBeRequired();
  else expect(queryField('HOA fees')).toBeNull();
});

test('"HOA fees required for condo": a condo without them says "This field is required!"', async () => {
  renderStep({ propertyType: 'condo' });
  next();
  expect(await screen.findByLabelText(/^HOA fees/)).toHaveAccessibleDescription(formMessages.required);
});

test('on Next the required fields of the tab say "This field is required!"', async () => {
  const { form } = renderStep();
  next();
  for (const label of ['Address', 'City', 'State', 'ZIP code', 'Property status', 'Visit type']) {
    expect(field(label)).toHaveAccessibleDescription(formMessages.required);
  }
  expect(field('Unit')).not.toHaveAccessibleDescription();
  expect(form.getState().submitFailed).toBe(true);
});

test('an occupied property without a closing status is refused: "This field is required!"', async () => {
  renderStep();
  await userEvent.selectOptions(field('Property status'), 'Occupied');
  next();
  expect(field('Closing status')).toHaveAccessibleDescription(formMessages.required);
});

test('a complete tab passes the step\'s schema', async () => {
  const { form } = renderStep();
  await chooseProperties('12 Oak St');
  await userEvent.selectOptions(field('Property status'), 'Vacant');
  await userEvent.selectOptions(field('Visit type'), 'Supra');
  next();
  expect(form.getState().submitSucceeded).toBe(true);
});

test("the search's own messages are the specification's", async () => {
  renderStep({}, []);
  await userEvent.click(screen.getByRole('button', { name: 'Search property' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Use selected properties' }));
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(dealMessages.pressSearch);
});
