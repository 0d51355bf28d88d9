import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entityEndpoints, formMessages, verificationMessages, type Entity, type EntityList } from '@portal/shared-contracts';
import { Modal } from '@portal/shared-ui';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeReply } from '@portal/shared-ui/testing';
import { EntityForm } from './EntityForm';
import { businessAddress, fillEntityForm, group, listedEntity, mailingAddress, textbox } from './testing';

const verified = signedInBundle({ permissions: ['entity.read', 'entity.write'] });
const unverified = signedInBundle({ permissions: ['entity.read', 'entity.write'], user: { ...verified.user, verified: false } });

const older = listedEntity(7, 'Lee Holdings LLC');
const created = listedEntity(8, 'Ann Holdings LLC');

function renderEntityForm({ create = [older, created] as FakeReply<typeof entityEndpoints.create>, bundle = verified, onCancel = undefined as (() => void) | undefined } = {}) {
  const fake = createFakePortal({ bundle, answers: [answer(entityEndpoints.create, create)] });
  const onCreated = jest.fn<void, [Entity, EntityList]>();
  renderWithPortal(<EntityForm onCreated={onCreated} onCancel={onCancel} />, fake);
  return { ...fake, onCreated };
}

const createEntity = () => userEvent.click(screen.getByRole('button', { name: 'Create entity' }));

test('the name, type, tax id, phone and both addresses are required; the unit is not', async () => {
  const { calls } = renderEntityForm();
  await createEntity();
  for (const name of ['Entity name', 'Tax ID', 'Phone']) expect(textbox(name)).toHaveAccessibleDescription(formMessages.required);
  expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveAccessibleDescription(formMessages.required);
  for (const legend of ['Business address', 'Mailing address']) {
    for (const name of ['Address', 'City', 'ZIP code']) expect(textbox(name, group(legend))).toHaveAccessibleDescription(formMessages.required);
    expect(within(group(legend)).getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(formMessages.required);
    expect(textbox('Unit', group(legend))).not.toHaveAccessibleDescription();
  }
  expect(textbox('Entity name')).toHaveFocus();
  expect(calls).toEqual([]);
});

test('the six entity types are offered, with their labels', () => {
  renderEntityForm();
  const options = within(screen.getByRole('combobox', { name: 'Entity type' })).getAllByRole('option');
  expect(options.slice(1).map((option) => option.textContent)).toEqual(['Corporation', 'Trust', 'Partnership', 'Limited Partnership', 'LLC', 'Sole Member LLC']);
});

test('"Tax ID pattern dd-ddddddd", formatted while typing', async () => {
  renderEntityForm();
  await userEvent.type(textbox('Tax ID'), '123456789');
  expect(textbox('Tax ID')).toHaveValue('12-3456789');
});

test("the contract's refusals: a tax id that is not dd-ddddddd, a zip that is not 5 digits or 5+4", async () => {
  const { calls } = renderEntityForm();
  await userEvent.type(textbox('Tax ID'), '12345');
  await userEvent.type(textbox('ZIP code', group('Business address')), '7870');
  await createEntity();
  expect(textbox('Tax ID')).toHaveAccessibleDescription(formMessages.taxId);
  expect(textbox('ZIP code', group('Business address'))).toHaveAccessibleDescription(formMessages.zipCode);
  expect(calls).toEqual([]);
});

test('"same as business address": the mailing address is not asked, and the body carries a copy and no sameAddress', async () => {
  const { callsTo, onCreated } = renderEntityForm();
  expect(textbox('Address', group('Mailing address'))).toBeInTheDocument();
  await fillEntityForm({ sameAddress: true });
  expect(within(group('Mailing address')).queryByRole('textbox')).not.toBeInTheDocument();
  await createEntity();
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  const [sent] = callsTo(entityEndpoints.create);
  expect(sent?.params).toEqual({ userId: verified.user.id });
  expect(sent?.body).toEqual({ name: 'Ann Holdings LLC', type: 'llc', tin: '12-3456789', phone: '(555) 010-1001', businessAddress, mailingAddress: businessAddress });
  expect(sent?.body).not.toHaveProperty('sameAddress');
});

test('a mailing address of its own is sent as typed', async () => {
  const { callsTo, onCreated } = renderEntityForm();
  await fillEntityForm({ sameAddress: false });
  await createEntity();
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  const { unit: _noUnit, ...typed } = mailingAddress;
  expect(callsTo(entityEndpoints.create)[0]?.body).toMatchObject({ businessAddress, mailingAddress: typed });
});

test('"response entities list, last is new": onCreated gets the last entity, and the session knows the list by id and name', async () => {
  const { onCreated, portal } = renderEntityForm();
  await fillEntityForm();
  await createEntity();
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  expect(onCreated).toHaveBeenCalledWith(created, [older, created]);
  expect(portal.session.getState().bundle?.entities).toEqual([
    { id: 7, name: 'Lee Holdings LLC' },
    { id: 8, name: 'Ann Holdings LLC' },
  ]);
});

test('the tax id is sensitive: the form keeps nothing after a successful creation, and web storage never sees it', async () => {
  const { onCreated } = renderEntityForm();
  await fillEntityForm();
  await createEntity();
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(textbox('Tax ID')).toHaveValue('');
  expect(textbox('Entity name')).toHaveValue('');
  expect(textbox('Entity name')).not.toHaveAccessibleDescription();
  const stored = [window.localStorage, window.sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)));
  expect(stored.join(' ')).not.toContain('3456789');
});

test("the server's field errors show on their fields, with a toast, and nothing typed is lost", async () => {
  const refused = refusal('Some fields are not valid.', { errors: { name: ['is already taken'], 'businessAddress.zipCode': ['is not served'] } });
  const { onCreated } = renderEntityForm({ create: refused });
  await fillEntityForm();
  await createEntity();
  expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
  expect(textbox('Entity name')).toHaveAccessibleDescription('is already taken');
  expect(textbox('ZIP code', group('Business address'))).toHaveAccessibleDescription('is not served');
  expect(textbox('Entity name')).toHaveValue('Ann Holdings LLC');
  expect(textbox('Tax ID')).toHaveValue('12-3456789');
  expect(onCreated).not.toHaveBeenCalled();
});

test('any other failure is a toast in the transport\'s words', async () => {
  renderEntityForm({ create: refusal('The request timed out.', { status: 504 }) });
  await fillEntityForm();
  await createEntity();
  expect(await screen.findByText('The request timed out.')).toBeInTheDocument();
  expect(textbox('Entity name')).toHaveValue('Ann Holdings LLC');
});

test('"Unverified users cannot add an entity": the submit control opens the not-verified popover and nothing is sent', async () => {
  const { calls } = renderEntityForm({ bundle: unverified });
  await fillEntityForm();
  await createEntity();
  const popover = screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet });
  expect(within(popover).getByText(verificationMessages.notVerifiedYet)).toBeInTheDocument();
  expect(within(popover).getByRole('button', { name: verificationMessages.resendLink })).toBeInTheDocument();
  // Nor may Enter in a field get round it.
  fireEvent.submit(screen.getByRole('form', { name: 'New entity' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(calls).toEqual([]);
});

test('Cancel is offered when the caller can close the form', async () => {
  const onCancel = jest.fn();
  renderEntityForm({ onCancel });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test("in a dialog inside the new-deal wizard's form, submitting the entity never submits the wizard", async () => {
  const fake = createFakePortal({ bundle: verified, answers: [answer(entityEndpoints.create, [older, created])] });
  const wizardSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onCreated = jest.fn();
  renderWithPortal(
    <form aria-label="New deal" onSubmit={wizardSubmit}>
      <Modal open title="New entity" onClose={() => undefined}>
        <EntityForm onCreated={onCreated} />
      </Modal>
    </form>,
    fake,
  );
  await createEntity();
  expect(wizardSubmit).not.toHaveBeenCalled();
  await fillEntityForm();
  await userEvent.type(textbox('City', group('Business address')), '{Enter}');
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(wizardSubmit).not.toHaveBeenCalled();
});
