import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { DeclarationsBody, personalEndpoints, type DeclarationsAnswer, type DeclarationsForm } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { BackgroundTab } from './BackgroundTab';

const allNo: DeclarationsAnswer = {
  judgements: false,
  liens: false,
  litigation: false,
  violation: false,
  property: false,
  lawsuit: false,
  loan: false,
  bankrupt: false,
  felony: false,
  bankruptDischarged: null,
  explanation: '',
};

function renderTab(value: DeclarationsAnswer | null, answers: FakeAnswer[] = []) {
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['owner'] }),
    // The API answers what the contract's schema makes of the body: cleared and checked.
    answers: [answer(personalEndpoints.saveDeclarations, ({ body }) => v.parse(DeclarationsBody, body)), ...answers],
  });
  const onSaved = jest.fn();
  const onNext = jest.fn();
  const view = renderWithPortal(<BackgroundTab value={value} onSaved={onSaved} onNext={onNext} />, fake);
  const form = within(screen.getByRole('form', { name: 'Background Information' }));
  const question = (text: string) => within(form.getByRole('radiogroup', { name: new RegExp(`^${text.replace(/[?]/g, '\\?')}`) }));
  return { ...fake, ...view, form, question, onSaved, onNext, user: userEvent.setup() };
}

test('every question is asked, each required; the bankruptcy asks about its 7 years', async () => {
  const { form, user, callsTo } = renderTab(null);
  expect(form.getAllByRole('radiogroup')).toHaveLength(9);
  expect(form.getByRole('radiogroup', { name: /^Have you been declared bankrupt within the past 7 years\?/ })).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('radiogroup', { name: /^Are there any outstanding judgements against you\?/ })).toHaveAccessibleDescription('This field is required!');
  expect(callsTo(personalEndpoints.saveDeclarations)).toEqual([]);
});

test('"The discharge question is shown only when bankrupt is yes"; the explanation once any answer is yes', async () => {
  const { form, question, user } = renderTab(allNo);
  expect(form.queryByRole('radiogroup', { name: /^Has the bankruptcy been discharged\?/ })).toBeNull();
  expect(form.queryByRole('textbox', { name: /^Explanation/ })).toBeNull();

  await user.click(question('Have you been declared bankrupt within the past 7 years?').getByRole('radio', { name: 'Yes' }));
  expect(form.getByRole('radiogroup', { name: /^Has the bankruptcy been discharged\?/ })).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: /^Explanation/ })).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));
  expect(form.getByRole('radiogroup', { name: /^Has the bankruptcy been discharged\?/ })).toHaveAccessibleDescription('This field is required!');
  expect(form.getByRole('textbox', { name: /^Explanation/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
});

test('"bankrupt false clears bankruptDischarged"; "explanation is cleared when all declaration answers are no"', async () => {
  const { form, question, user, callsTo, onSaved, onNext } = renderTab(allNo);
  const bankrupt = question('Have you been declared bankrupt within the past 7 years?');
  await user.click(bankrupt.getByRole('radio', { name: 'Yes' }));
  await user.click(question('Has the bankruptcy been discharged?').getByRole('radio', { name: 'Yes' }));
  await user.type(form.getByRole('textbox', { name: /^Explanation/ }), 'Chapter 7 in 2020.');
  await user.click(bankrupt.getByRole('radio', { name: 'No' }));
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByText('Background Information updated.')).toBeInTheDocument();
  const body = callsTo(personalEndpoints.saveDeclarations)[0]?.body ?? ({} as DeclarationsForm);
  expect(body.bankruptDischarged ?? null).toBeNull();
  expect(body.explanation ?? '').toBe('');
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ bankrupt: false }));
  expect(onNext).toHaveBeenCalledTimes(1);
});

test('a yes with its explanation is sent; a refusal goes under its field', async () => {
  const { form, question, user, callsTo } = renderTab(allNo, [
    answer(personalEndpoints.saveDeclarations, refusal('Please correct the highlighted fields.', { errors: { explanation: ['Please use at most 500 characters.'] } })),
  ]);
  await user.click(question('Are there any outstanding judgements against you?').getByRole('radio', { name: 'Yes' }));
  await user.type(form.getByRole('textbox', { name: /^Explanation/ }), 'Paid in full in 2021.');
  await user.click(form.getByRole('button', { name: 'Save and Continue' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(callsTo(personalEndpoints.saveDeclarations)[0]?.body).toMatchObject({ judgements: true, explanation: 'Paid in full in 2021.' });
  expect(form.getByRole('textbox', { name: /^Explanation/ })).toHaveAccessibleDescription(expect.stringContaining('Please use at most 500 characters.'));
});
