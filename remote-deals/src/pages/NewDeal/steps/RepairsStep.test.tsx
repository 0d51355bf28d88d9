import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { emptyDealForm, emptyPropertyRepair, formMessages, RepairsStep as RepairsStepSchema, type DealForm, type DealType, type TransactionType } from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';
import { renderDealStep } from '../../../features/deal-form/testing';
import { RepairsStep } from './RepairsStep';

const repairsDeal = (name: DealType, transactionType: TransactionType, property: Partial<DealForm['property']> = {}): Partial<DealForm> => ({
  transactionType,
  dealType: { name, description: name === 'other' ? 'Tiny homes' : '' },
  property: { ...emptyDealForm().property, ...property },
  propertyRepair: emptyPropertyRepair(),
});

// Every "(yes/no)" question is a group of two radios.
const question = (name: string) => screen.getByRole('radiogroup', { name });
const queryQuestion = (name: string) => screen.queryByRole('radiogroup', { name });
const answer = (name: string, choice: 'Yes' | 'No') => userEvent.click(within(question(name)).getByRole('radio', { name: choice }));
const textbox = (name: string) => screen.getByRole('textbox', { name });
const queryTextbox = (name: string) => screen.queryByRole('textbox', { name });
const next = () => fireEvent.submit(screen.getByRole('form', { name: 'New deal' }));

const additions = 'Will the repairs add square footage?';
const permits = 'Are the permits for the work in place?';
const explanation = 'Please explain why the permits are not in place';
const amounts = ['Total amount completed', 'Total amount remaining'];

test('an empty repair section is started when the tab opens', () => {
  const { values } = renderDealStep(<RepairsStep />, { deal: { ...repairsDeal('rehab_fix_and_flip', 'purchase'), propertyRepair: null } });
  expect(values().propertyRepair).toEqual(emptyPropertyRepair());
});

test('rehab purchase: "afterRepairEstimate and totalCost required currency", "holdback yes/no required", "hasAdditionalSqFt required when rehab", no amounts of a refinance', () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'purchase') });
  expect(textbox('After-repair value estimate')).toBeRequired();
  expect(textbox('Total cost of repairs')).toBeRequired();
  expect(question('Do you need a holdback for the repairs?')).toBeRequired();
  expect(question(additions)).toBeRequired();
  expect(question(permits)).toBeRequired();
  for (const name of amounts) expect(queryTextbox(name)).toBeNull();
  expect(screen.queryByRole('group', { name: 'Work done so far' })).toBeNull();
  for (const name of ['Repair budget', 'Additions', 'Permits']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
});

test('rehab refinance: "totalAmountCompleted and totalAmountRemaining shown for a refinance and required"', () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'refinance'), validate: validateWith(RepairsStepSchema) });
  expect(screen.getByRole('group', { name: 'Work done so far' })).toBeInTheDocument();
  next();
  for (const name of amounts) {
    expect(textbox(name)).toBeRequired();
    expect(textbox(name)).toHaveAccessibleDescription(formMessages.required);
  }
  expect(question(additions)).toHaveAccessibleDescription(formMessages.required);
});

test('bridge refinance: the amounts are shown "unless a bridge refinance" required; no additions asked', () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('non_rehab_bridge', 'refinance'), validate: validateWith(RepairsStepSchema) });
  next();
  for (const name of amounts) {
    expect(textbox(name)).not.toBeRequired();
    expect(textbox(name)).not.toHaveAccessibleDescription();
  }
  expect(textbox('Total cost of repairs')).toHaveAccessibleDescription(formMessages.required);
  expect(queryQuestion(additions)).toBeNull();
});

test('new construction: no additions question ("hasAdditionalSqFt required when rehab or other")', () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('new_construction', 'purchase') });
  expect(queryQuestion(additions)).toBeNull();
  expect(screen.queryByRole('group', { name: 'Additions' })).toBeNull();
  expect(textbox('Total cost of repairs')).toBeInTheDocument();
  expect(question(permits)).toBeInTheDocument();
});

test('"futureAdditionalRooms (additional plus existing bedrooms)", bathrooms and square feet likewise, read-only', async () => {
  const { values } = renderDealStep(<RepairsStep />, {
    deal: repairsDeal('other', 'purchase', { bedrooms: 3, total_baths_calculated: 2, building_sqft: 1400 }),
  });
  expect(queryTextbox('Additional bedrooms')).toBeNull();
  await answer(additions, 'Yes');
  await userEvent.type(textbox('Additional bedrooms'), '2');
  await userEvent.type(textbox('Additional bathrooms'), '1');
  await userEvent.type(textbox('Additional square feet'), '300');
  expect(textbox('Bedrooms after repairs')).toHaveValue('5');
  expect(textbox('Bathrooms after repairs')).toHaveValue('3');
  expect(textbox('Total square feet after repairs')).toHaveValue('1700');
  for (const name of ['Bedrooms after repairs', 'Bathrooms after repairs', 'Total square feet after repairs']) expect(textbox(name)).toHaveAttribute('readonly');
  expect(textbox('Bedrooms after repairs')).toHaveAccessibleDescription("Additional bedrooms plus the main property's 3 existing bedrooms.");
  expect(values().propertyRepair).toMatchObject({ futureAdditionalRooms: 5, futureAdditionalBathrooms: 3, totalSqFtAfterRepairs: 1700 });
});

test('the computed figures say so when the property search did not know the existing ones', async () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'purchase') });
  await answer(additions, 'Yes');
  await userEvent.type(textbox('Additional square feet'), '250');
  expect(textbox('Total square feet after repairs')).toHaveValue('250');
  expect(textbox('Total square feet after repairs')).toHaveAccessibleDescription(
    "Additional square feet only: the property search did not give the main property's existing square feet.",
  );
});

test('"explanation (3-row text) required and shown only when permits is No"', async () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'purchase'), validate: validateWith(RepairsStepSchema) });
  expect(queryTextbox(explanation)).toBeNull();
  await answer(permits, 'No');
  expect(textbox(explanation)).toHaveAttribute('rows', '3');
  next();
  expect(textbox(explanation)).toHaveAccessibleDescription(expect.stringContaining(formMessages.required));
  await answer(permits, 'Yes');
  expect(queryTextbox(explanation)).toBeNull();
});

test('"Repair form (validates after each change)": an error shows as soon as the field is changed, before Next', async () => {
  renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'refinance'), validate: validateWith(RepairsStepSchema) });
  await userEvent.type(textbox('Total cost of repairs'), '250000000');
  expect(textbox('Total cost of repairs')).toHaveAccessibleDescription('Please input a dollar amount between $0 and $100,000,000');
  await answer(additions, 'Yes');
  await userEvent.type(textbox('Additional bedrooms'), '1.5');
  expect(textbox('Additional bedrooms')).toHaveAccessibleDescription(formMessages.invalidNumber);
  // Only what was changed: the other fields wait for Next.
  expect(textbox('After-repair value estimate')).not.toHaveAccessibleDescription();
  expect(textbox('Total amount completed')).not.toHaveAccessibleDescription();
  expect(textbox('Bedrooms after repairs')).not.toHaveAccessibleDescription(formMessages.required);
  await userEvent.clear(textbox('Additional bedrooms'));
  await userEvent.type(textbox('Additional bedrooms'), '1');
  expect(textbox('Additional bedrooms')).not.toHaveAccessibleDescription(formMessages.invalidNumber);
});

test('a rehab refinance answered in full is what the contract takes', async () => {
  const { values } = renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'refinance', { bedrooms: 2, total_baths_calculated: 1, building_sqft: 900 }) });
  await userEvent.type(textbox('After-repair value estimate'), '400000');
  await userEvent.type(textbox('Total cost of repairs'), '80000');
  await answer('Do you need a holdback for the repairs?', 'Yes');
  await userEvent.type(textbox('Total amount completed'), '30000');
  await userEvent.type(textbox('Total amount remaining'), '50000');
  await answer(additions, 'Yes');
  await userEvent.type(textbox('Additional bedrooms'), '1');
  await userEvent.type(textbox('Additional bathrooms'), '1');
  await userEvent.type(textbox('Additional square feet'), '200');
  await answer(permits, 'No');
  await userEvent.type(textbox(explanation), 'Applied for, waiting on the city.');
  const parsed = v.safeParse(RepairsStepSchema, values());
  expect(parsed.issues).toBeUndefined();
  expect(parsed.output?.propertyRepair).toMatchObject({ holdback: 'yes', futureAdditionalRooms: 3, futureAdditionalBathrooms: 2, totalSqFtAfterRepairs: 1100 });
});

test('"the deal\'s repairs where it applies": the estimate of repairs, opened on demand, gives its total to the total cost', async () => {
  const user = userEvent.setup();
  const { values } = renderDealStep(<RepairsStep />, { deal: repairsDeal('rehab_fix_and_flip', 'purchase') });
  expect(values().estimateInfo ?? null).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Estimate of Repairs' }));
  expect(await screen.findByRole('list', { name: 'Estimate of Repairs' })).toBeInTheDocument();
  const finishes = textbox('Finishes total');
  await user.clear(finishes);
  await user.type(finishes, '42500.40');
  await user.click(screen.getByRole('button', { name: 'Use $42,500 as the total cost of repairs' }));
  expect(values().propertyRepair?.totalCost).toBe(42500);
  expect(values().estimateInfo?.finishes.total).toBe('42500.40');
});
