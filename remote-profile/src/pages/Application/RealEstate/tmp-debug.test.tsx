import { screen, within } from '@testing-library/react';
import { renderTab } from '../Employment/testing';
import { RealEstateTab } from './RealEstateTab';

test('debug No', async () => {
  const rendered = renderTab(<RealEstateTab experience={null} operations={[]} onSaved={jest.fn()} onNext={jest.fn()} />, { permissions: ['application.read', 'application.write'] });
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Add Experience' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Experience' }));
  await user.type(within(dialog.getByRole('group', { name: 'Property address' })).getByRole('textbox', { name: 'Address' }), '44 Flip');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Property type' }), 'commercial');
  await user.type(dialog.getByRole('textbox', { name: 'Ownership percentage' }), '100');
  await user.type(dialog.getByRole('textbox', { name: 'Purchase date' }), '06012022');
  await user.type(dialog.getByRole('textbox', { name: 'Purchase price' }), '250000');
  await user.type(dialog.getByRole('textbox', { name: 'Sale date' }), '05012022');
  const group = dialog.getByRole('radiogroup', { name: /Is there a loan/ });
  await user.click(within(group).getByRole('radio', { name: 'No' }));
  expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
});
