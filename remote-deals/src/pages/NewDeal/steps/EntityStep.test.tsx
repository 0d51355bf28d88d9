import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataMessages, EntityStep as EntityStepSchema, entityEndpoints, entityMessages, formMessages, verificationMessages, type EntityList } from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';
import { answer, serverFailure, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { renderDealStep } from '../../../features/deal-form/testing';
import { fillEntityForm, listedEntity } from '../../../features/entity-form/testing';
import { EntityStep } from './EntityStep';

const verified = signedInBundle({ permissions: ['loans.write', 'entity.read', 'entity.write'] });
const unverified = signedInBundle({ permissions: verified.permissions, user: { ...verified.user, verified: false } });

const older = listedEntity(7, 'Lee Holdings LLC', { type: 'corporation', status: 'approved' });
const newer = listedEntity(8, 'Ann Holdings LLC');
const created = listedEntity(9, 'Bay Street Trust', { type: 'trust' });

const entitiesAre = (list: EntityList | (() => EntityList)): FakeAnswer => answer(entityEndpoints.list, typeof list === 'function' ? () => list() : list);
const radio = (name: string) => screen.getByRole('radio', { name });

test('"On the entity step, if no entity is chosen, the most recently added entity is preselected" (the list is oldest first)', async () => {
  const { values, fake } = renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([older, newer])] });
  await waitFor(() => expect(radio('Ann Holdings LLC')).toBeChecked());
  expect(radio('Lee Holdings LLC')).not.toBeChecked();
  expect(values().entity).toEqual({ id: 8 });
  expect(fake.callsTo(entityEndpoints.list)).toEqual([{ params: { userId: verified.user.id } }]);
});

test('each entity shows its type and its status', async () => {
  renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([older, newer])] });
  const group = await screen.findByRole('radiogroup', { name: 'Which entity is borrowing?' });
  expect(within(group).getAllByRole('radio')).toHaveLength(2);
  expect(radio('Lee Holdings LLC')).toHaveAccessibleDescription('Corporation Approved');
  expect(radio('Ann Holdings LLC')).toHaveAccessibleDescription('LLC Pending');
});

test('an entity the deal already names stays chosen', async () => {
  const { values } = renderDealStep(<EntityStep />, { bundle: verified, deal: { entity: { id: 7 } }, answers: [entitiesAre([older, newer])] });
  expect(await screen.findByRole('radio', { name: 'Lee Holdings LLC' })).toBeChecked();
  expect(values().entity).toEqual({ id: 7 });
});

test('choosing another entity names it in the deal', async () => {
  const { values } = renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([older, newer])] });
  await userEvent.click(await screen.findByRole('radio', { name: 'Lee Holdings LLC' }));
  expect(radio('Lee Holdings LLC')).toBeChecked();
  expect(radio('Ann Holdings LLC')).not.toBeChecked();
  expect(values().entity).toEqual({ id: 7 });
});

test('an entity created with "Add new entity" is chosen, the list reloads, the dialog closes and a toast says so', async () => {
  let entities: EntityList = [older, newer];
  const { values, fake } = renderDealStep(<EntityStep />, {
    bundle: verified,
    answers: [
      entitiesAre(() => entities),
      answer(entityEndpoints.create, () => {
        entities = [older, newer, created];
        return entities;
      }),
    ],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new entity' }));
  const dialog = screen.getByRole('dialog', { name: 'New entity' });
  await fillEntityForm({ name: 'Bay Street Trust' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create entity' }));
  expect(await screen.findByText('New Entity added.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'Bay Street Trust' })).toBeChecked();
  expect(values().entity).toEqual({ id: 9 });
  expect(fake.callsTo(entityEndpoints.list)).toHaveLength(2);
});

test("creating an entity never submits the wizard's form", async () => {
  const { form, fake } = renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([older]), answer(entityEndpoints.create, [older, created])] });
  const wizardSubmit = jest.spyOn(form, 'submit');
  await userEvent.click(await screen.findByRole('button', { name: 'Add new entity' }));
  await fillEntityForm({ name: 'Bay Street Trust' });
  await userEvent.click(screen.getByRole('button', { name: 'Create entity' }));
  await screen.findByText('New Entity added.');
  expect(fake.callsTo(entityEndpoints.create)).toHaveLength(1);
  expect(wizardSubmit).not.toHaveBeenCalled();
});

test('Cancel closes the dialog and leaves the choice as it was', async () => {
  const { values } = renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([older, newer])] });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new entity' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'New entity' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument();
  expect(values().entity).toEqual({ id: 8 });
});

test('"A borrower must have a verified account to ... add an entity": the button opens the not-verified popover', async () => {
  renderDealStep(<EntityStep />, { bundle: unverified, answers: [entitiesAre([older])] });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new entity' }));
  const popover = screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet });
  expect(within(popover).getByRole('button', { name: verificationMessages.resendLink })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument();
});

test('"Entity creation ... need entity.write": without it there is no "Add new entity"', async () => {
  renderDealStep(<EntityStep />, { bundle: signedInBundle({ permissions: ['loans.write', 'entity.read'] }), answers: [entitiesAre([older])] });
  await screen.findByRole('radio', { name: 'Lee Holdings LLC' });
  expect(screen.queryByRole('button', { name: 'Add new entity' })).not.toBeInTheDocument();
});

test('with no entity yet the step says so and offers "Add new entity"; "Entity step: an entity must be selected"', async () => {
  const { form } = renderDealStep(<EntityStep />, { bundle: verified, answers: [entitiesAre([])], validate: validateWith(EntityStepSchema) });
  expect(await screen.findByText(entityMessages.noEntities)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add new entity' })).toBeInTheDocument();
  fireEvent.submit(screen.getByRole('form', { name: 'New deal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.required);
  expect(form.getState().valid).toBe(false);
});

test('a failed load says so and offers a retry', async () => {
  let failures = 1;
  renderDealStep(<EntityStep />, {
    bundle: verified,
    answers: [
      answer(entityEndpoints.list, () => {
        if (failures-- > 0) throw serverFailure();
        return [older];
      }),
    ],
  });
  expect(await screen.findByText(dataMessages.unableToLoad)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('radio', { name: 'Lee Holdings LLC' })).toBeInTheDocument();
  await waitFor(() => expect(radio('Lee Holdings LLC')).toBeChecked());
});
