import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entity } from '@portal/shared-contracts';

// For tests only: an entity as the API lists it, and the creation form filled in as a borrower fills it.

export const businessAddress = { address: '12 Main St', unit: 'Suite 4', city: 'Austin', state: 'TX', zipCode: '78701' };
export const mailingAddress = { address: 'PO Box 9', unit: '', city: 'Dallas', state: 'TX', zipCode: '75201-1234' };

/** An entity as `GET /users/{userId}/entities` lists it. */
export function listedEntity(id: number, name: string, overrides: Partial<Entity> = {}): Entity {
  return {
    id,
    name,
    type: 'llc',
    tin: '12-3456789',
    phone: '(555) 010-1001',
    businessAddress,
    mailingAddress: businessAddress,
    status: 'pending',
    docs: null,
    neededFiles: 8,
    ...overrides,
  };
}

export const textbox = (name: string, inside: HTMLElement = document.body) => within(inside).getByRole('textbox', { name });
export const group = (name: string) => screen.getByRole('group', { name });

export async function fillAddress(legend: string, address: typeof businessAddress) {
  const fields = group(legend);
  await userEvent.type(textbox('Address', fields), address.address);
  if (address.unit) await userEvent.type(textbox('Unit', fields), address.unit);
  await userEvent.type(textbox('City', fields), address.city);
  await userEvent.selectOptions(within(fields).getByRole('combobox', { name: 'State' }), address.state);
  await userEvent.type(textbox('ZIP code', fields), address.zipCode);
}

/** Fills the form: "Ann Holdings LLC", an LLC, tax id typed 123456789, the business address and, unless told, "same as business address". */
export async function fillEntityForm({ name = 'Ann Holdings LLC', sameAddress = true } = {}) {
  await userEvent.type(textbox('Entity name'), name);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entity type' }), 'LLC');
  await userEvent.type(textbox('Tax ID'), '123456789');
  await userEvent.type(textbox('Phone'), '5550101001');
  await fillAddress('Business address', businessAddress);
  if (sameAddress) await userEvent.click(screen.getByRole('checkbox', { name: 'Same as business address' }));
  else await fillAddress('Mailing address', mailingAddress);
}
