import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { dealMessages, formMessages, propertyEndpoints, PropertyDetailsStep, type FoundProperty } from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';
import { answer, noResponse, refusal } from '@portal/shared-ui/testing';
import { renderDealStep } from '../deal-form/testing';
import { PropertySearchModal } from './PropertySearchModal';
import { foundProperty as found } from './testing';


const oak = found('12 Oak St', '01234-001');
const elm = found('7 Elm St', '01234-002');

function renderModal(reply: Parameters<typeof answer<typeof propertyEndpoints.search>>[1] = { data: [oak, elm] }) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  // Inside the wizard's form, as the Property Details tab renders it; the step's schema, as the wizard validates it.
  const rendered = renderDealStep(<PropertySearchModal onClose={onClose} onConfirm={onConfirm} />, {
    answers: [answer(propertyEndpoints.search, reply)],
    validate: validateWith(PropertyDetailsStep),
  });
  return { ...rendered, onConfirm, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Search property' });
const searchBox = (mode: 'Address' | 'APN' = 'Address') => within(dialog()).getByRole('textbox', { name: new RegExp(`^${mode}`) });
const results = () => within(dialog()).getByRole('list', { name: 'Properties found' });
const useSelected = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Use selected properties' }));

async function searchFor(text: string, mode: 'Address' | 'APN' = 'Address') {
  if (mode === 'APN') await userEvent.click(within(dialog()).getByRole('radio', { name: 'APN' }));
  await userEvent.type(searchBox(mode), text);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
}

test('"choose Address or APN": by address the search sends q = {"address": …}', async () => {
  const { fake } = renderModal();
  expect(within(dialog()).getByRole('radio', { name: 'Address' })).toBeChecked();
  await searchFor('12 Oak');
  expect(await within(results()).findAllByRole('checkbox')).toHaveLength(2);
  expect(fake.callsTo(propertyEndpoints.search)).toEqual([{ query: { q: JSON.stringify({ address: '12 Oak' }) } }]);
});

test('by APN the search sends q = {"apn": …}', async () => {
  const { fake } = renderModal();
  await searchFor('01234-001', 'APN');
  await within(dialog()).findByRole('list', { name: 'Properties found' });
  expect(fake.callsTo(propertyEndpoints.search)).toEqual([{ query: { q: JSON.stringify({ apn: '01234-001' }) } }]);
});

test('"APN pattern: optional 5-character prefix with a dash, then word characters": anything else is refused before searching', async () => {
  const { fake } = renderModal();
  await searchFor('12-34-56', 'APN');
  expect(searchBox('APN')).toHaveAccessibleDescription(formMessages.apn);
  expect(fake.calls).toEqual([]);
});

test('"search by address needs an address" of at least 3 characters', async () => {
  const { fake } = renderModal();
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
  expect(searchBox()).toHaveAccessibleDescription(formMessages.required);
  await searchFor('12');
  expect(searchBox()).toHaveAccessibleDescription(formMessages.tooShort(3));
  expect(fake.calls).toEqual([]);
});

test('Enter in the search box searches, and never submits the wizard around the dialog', async () => {
  const { fake, form } = renderModal();
  await userEvent.type(searchBox(), '12 Oak{Enter}');
  await within(dialog()).findByRole('list', { name: 'Properties found' });
  expect(fake.calls).toHaveLength(1);
  // The wizard's form would have been submitted, and refused by the step's schema.
  expect(form.getState().submitFailed).toBe(false);
  expect(form.getState().submitSucceeded).toBe(false);
});

test('"The first selected is the Main Property; the rest are cross-collateral properties": the first is marked, the order kept', async () => {
  const { onConfirm } = renderModal();
  await searchFor('Austin');
  const [oakBox, elmBox] = await within(results()).findAllByRole('checkbox');
  await userEvent.click(elmBox!);
  await userEvent.click(oakBox!);
  expect(elmBox).toHaveAccessibleDescription(`APN 01234-002 ${dealMessages.mainProperty}`);
  expect(oakBox).toHaveAccessibleDescription('APN 01234-001');
  const selected = within(dialog()).getByRole('list', { name: 'Selected properties' });
  expect(within(selected).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    `7 Elm St, Austin, TX 78701${dealMessages.mainProperty}Remove`,
    '12 Oak St, Austin, TX 78701Remove',
  ]);
  await useSelected();
  expect(onConfirm).toHaveBeenCalledWith([elm, oak]);
});

test('the selection outlives a new search, so properties of two searches can be used together', async () => {
  const answers = [[oak], [elm]];
  const { onConfirm } = renderModal(() => ({ data: answers.shift() ?? [] }));
  await searchFor('12 Oak');
  await userEvent.click(await within(results()).findByRole('checkbox', { name: '12 Oak St, Austin, TX 78701' }));
  await userEvent.clear(searchBox());
  await searchFor('7 Elm');
  await userEvent.click(await within(results()).findByRole('checkbox', { name: '7 Elm St, Austin, TX 78701' }));
  await useSelected();
  expect(onConfirm).toHaveBeenCalledWith([oak, elm]);
});

test('"No Properties found." when the answer is empty', async () => {
  renderModal({ data: [] });
  await searchFor('Nowhere Lane');
  expect(await within(dialog()).findByRole('status')).toHaveTextContent(dealMessages.noPropertiesFound);
  expect(within(dialog()).queryByRole('list', { name: 'Properties found' })).toBeNull();
});

test('confirming nothing before a search: "Press Search button to display legal APN and Address!"', async () => {
  const { onConfirm } = renderModal();
  await useSelected();
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(dealMessages.pressSearch);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('confirming nothing with results: "Please, select at least one property to continue!"', async () => {
  const { onConfirm } = renderModal();
  await searchFor('Austin');
  await within(dialog()).findByRole('list', { name: 'Properties found' });
  await useSelected();
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(dealMessages.selectAtLeastOneProperty);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('confirming nothing after an empty answer: "Press Search button to display legal APN and Address!"', async () => {
  renderModal({ data: [] });
  await searchFor('Nowhere Lane');
  await within(dialog()).findByText(dealMessages.noPropertiesFound);
  await useSelected();
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(dealMessages.pressSearch);
});

test("a failed search shows the request's message in the form", async () => {
  renderModal(refusal('The property service is unavailable.'));
  await searchFor('12 Oak');
  const form = within(dialog()).getByRole('search', { name: 'Property search' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('The property service is unavailable.');
});

test('"There was an error while trying to complete your request." when no answer came', async () => {
  renderModal(noResponse());
  await searchFor('12 Oak');
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent('There was an error while trying to complete your request.');
});

test('the Search button is busy while the search runs', async () => {
  renderModal(() => new Promise(() => undefined));
  await searchFor('12 Oak');
  expect(within(dialog()).getByRole('button', { name: /Search/ })).toHaveAttribute('aria-busy', 'true');
});

test('closing the dialog aborts the search still running', async () => {
  function Closable() {
    const [open, setOpen] = useState(true);
    return open ? <PropertySearchModal onClose={() => setOpen(false)} onConfirm={() => undefined} /> : null;
  }
  let answerNow: () => void = () => undefined;
  const late = new Promise<{ data: FoundProperty[] }>((resolve) => {
    answerNow = () => resolve({ data: [oak] });
  });
  const abort = jest.spyOn(AbortController.prototype, 'abort');
  renderDealStep(<Closable />, { answers: [answer(propertyEndpoints.search, () => late)] });
  await searchFor('12 Oak');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(abort).toHaveBeenCalledTimes(1);
  await act(async () => answerNow());
  abort.mockRestore();
});
