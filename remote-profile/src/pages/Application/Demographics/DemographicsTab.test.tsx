import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { DemographicsBody, personalEndpoints, type DemographicsAnswer, type DemographicsForm } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { DemographicsTab } from './DemographicsTab';

const blank: DemographicsAnswer = {
  denied: false,
  ethnicity: { ethnicity: null, origin: [], description: '' },
  races: [],
  native: { tribe: '' },
  hawaiian: { heritage: [], description: '' },
  asian: { heritage: [], description: '' },
  sex: null,
};

function renderTab(value: DemographicsAnswer | null) {
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['owner'] }),
    // The API answers what the contract's schema makes of the body: cleared and checked.
    answers: [answer(personalEndpoints.saveDemographics, ({ body }) => v.parse(DemographicsBody, body) as DemographicsAnswer)],
  });
  const onSaved = jest.fn();
  const onNext = jest.fn();
  const view = renderWithPortal(<DemographicsTab value={value} onSaved={onSaved} onNext={onNext} />, fake);
  const form = within(screen.getByRole('form', { name: 'Demographics' }));
  return { ...fake, ...view, form, onSaved, onNext, user: userEvent.setup() };
}

test('"sex, ethnicity and race are required unless denied"', async () => {
  const { form, user, callsTo } = renderTab(null);
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('radiogroup', { name: /^Ethnicity/ })).toHaveAccessibleDescription('This field is required!');
  expect(form.getByRole('group', { name: /^Race/ })).toHaveAccessibleDescription('This field is required!');
  expect(form.getByRole('radiogroup', { name: /^Sex/ })).toHaveAccessibleDescription('This field is required!');
  expect(callsTo(personalEndpoints.saveDemographics)).toEqual([]);
});

test('"Denying demographics replaces the model with a blank model flagged denied and skips validation"', async () => {
  const { form, user, callsTo, onSaved, onNext } = renderTab(null);
  await user.click(form.getByRole('radio', { name: 'Female' }));
  await user.click(form.getByRole('checkbox', { name: 'Asian' }));
  await user.click(form.getByRole('checkbox', { name: 'I do not wish to provide any of this information' }));
  expect(form.queryByRole('radiogroup', { name: /^Sex/ })).toBeNull();
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByText('Demographics updated.')).toBeInTheDocument();
  const body = callsTo(personalEndpoints.saveDemographics)[0]?.body ?? ({} as DemographicsForm);
  expect(body.denied).toBe(true);
  expect(body.sex ?? null).toBeNull();
  expect(body.races ?? []).toEqual([]);
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ denied: true }));
  expect(onNext).toHaveBeenCalledTimes(1);
});

test('origin is asked for Hispanic or Latino, and "Ethnicity other clears origin"', async () => {
  const { form, user, callsTo } = renderTab(blank);
  await user.click(form.getByRole('radio', { name: 'Hispanic or Latino' }));
  await user.click(form.getByRole('checkbox', { name: 'Cuban' }));
  await user.click(form.getByRole('checkbox', { name: 'Other Hispanic or Latino' }));
  expect(form.getByRole('textbox', { name: /^Other Hispanic or Latino origin/ })).toBeInTheDocument();
  await user.click(form.getByRole('radio', { name: 'Not Hispanic or Latino' }));
  expect(form.queryByRole('group', { name: /^Hispanic or Latino origin/ })).toBeNull();
  await user.click(form.getByRole('checkbox', { name: 'White' }));
  await user.click(form.getByRole('radio', { name: 'Male' }));
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByText('Demographics updated.')).toBeInTheDocument();
  const body = callsTo(personalEndpoints.saveDemographics)[0]?.body ?? ({} as DemographicsForm);
  expect(body.ethnicity?.ethnicity).toBe('other');
  expect(body.ethnicity?.origin ?? []).toEqual([]);
});

test('each race asks its details, "Unticking a race clears its details"; an "other" heritage is described', async () => {
  const { form, user, callsTo } = renderTab({ ...blank, ethnicity: { ethnicity: 'other', origin: [], description: '' }, sex: 'female' });
  await user.click(form.getByRole('checkbox', { name: 'American Indian or Alaska Native' }));
  await user.type(form.getByRole('textbox', { name: /^Name of enrolled or principal tribe/ }), 'Navajo Nation');
  await user.click(form.getByRole('checkbox', { name: 'Asian' }));
  await user.click(within(form.getByRole('group', { name: /^Asian heritage/ })).getByRole('checkbox', { name: 'Other Asian' }));
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('textbox', { name: /^Other Asian heritage/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));

  await user.click(form.getByRole('checkbox', { name: 'American Indian or Alaska Native' }));
  expect(form.queryByRole('textbox', { name: /^Name of enrolled or principal tribe/ })).toBeNull();
  await user.type(form.getByRole('textbox', { name: /^Other Asian heritage/ }), 'Hmong');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByText('Demographics updated.')).toBeInTheDocument();
  const body = callsTo(personalEndpoints.saveDemographics)[0]?.body ?? ({} as DemographicsForm);
  expect(body.races).toEqual(['asian']);
  expect(body.native?.tribe ?? '').toBe('');
  expect(body.asian).toEqual({ heritage: ['other'], description: 'Hmong' });
});
