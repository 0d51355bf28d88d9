import { screen, within } from '@testing-library/react';
import { experienceEndpoints, type EmploymentAnswer, type EmploymentRecord } from '@portal/shared-contracts';
import { answer, refusal } from '@portal/shared-ui/testing';
import { EmploymentTab } from './EmploymentTab';
import { renderTab, type TabRender } from './testing';

const acme: EmploymentRecord = {
  id: 7,
  selfEmployed: false,
  employer: 'Acme Builders',
  position: 'Site manager',
  current: true,
  phone: '(555) 010-2020',
  fromDate: '2019-04-01',
  toDate: null,
  address: { address: '1 Main St', unit: 'Suite 2', city: 'Austin', state: 'TX', zipCode: '73301' },
};

function renderEmployment(value: EmploymentRecord[] = [], options: TabRender = {}) {
  const onSaved = jest.fn<void, [EmploymentAnswer]>();
  const onNext = jest.fn();
  const rendered = renderTab(<EmploymentTab value={value} onSaved={onSaved} onNext={onNext} />, options);
  return { ...rendered, onSaved, onNext };
}

async function openNewEmployment(rendered: ReturnType<typeof renderEmployment>) {
  await rendered.user.click(screen.getByRole('button', { name: 'Add Employment' }));
  return within(screen.getByRole('dialog', { name: 'New Employment' }));
}

test('"Empty text: \'It seems that you haven\'t added any employment records yet.\'"; "The Next button on the tab needs at least one record."', async () => {
  const { user, onNext } = renderEmployment();
  expect(screen.getByText("It seems that you haven't added any employment records yet.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one employment record to continue.');
  expect(onNext).not.toHaveBeenCalled();
});

test('the records are listed with their period, phone and address; Next goes on', async () => {
  const { user, onNext } = renderEmployment([acme, { ...acme, id: 8, selfEmployed: true, employer: '', position: 'Owner', current: false, fromDate: null, toDate: '2018-12-31' }]);
  const first = screen.getByRole('region', { name: 'Acme Builders – Site manager' });
  expect(within(first).getByText('04/01/2019 – Present')).toBeInTheDocument();
  expect(within(first).getByText('(555) 010-2020')).toBeInTheDocument();
  expect(within(first).getByText('1 Main St, Suite 2, Austin, TX 73301')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Self-employed – Owner' })).getByText('12/31/2018')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onNext).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Add Employment: the record is sent with its address flattened, "Employment Information updated.", and the list goes to the page', async () => {
  const rendered = renderEmployment([], { answers: [answer(experienceEndpoints.addEmployment, [acme])] });
  const { user, callsTo, onSaved } = rendered;
  const dialog = await openNewEmployment(rendered);
  await user.type(dialog.getByRole('textbox', { name: 'Employer' }), 'Acme Builders');
  await user.type(dialog.getByRole('textbox', { name: 'Position' }), 'Site manager');
  await user.type(dialog.getByRole('textbox', { name: 'Employer phone' }), '5550102020');
  await user.type(dialog.getByRole('textbox', { name: 'Start date' }), '04/01/2019');
  await user.type(dialog.getByRole('textbox', { name: 'End date' }), '01/31/2020');
  await user.type(dialog.getByRole('textbox', { name: 'Address' }), '1 Main St');
  await user.type(dialog.getByRole('textbox', { name: 'City' }), 'Austin');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Texas');
  await user.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '73301');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Employment Information updated.')).toBeInTheDocument();
  expect(callsTo(experienceEndpoints.addEmployment)).toEqual([
    {
      params: { id: 42 },
      body: {
        selfEmployed: false,
        current: false,
        employer: 'Acme Builders',
        position: 'Site manager',
        phone: '(555) 010-2020',
        fromDate: '2019-04-01',
        toDate: '2020-01-31',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
      },
    },
  ]);
  expect(onSaved).toHaveBeenCalledWith([acme]);
  expect(screen.queryByRole('dialog', { name: 'New Employment' })).not.toBeInTheDocument();
});

test('"To-date earlier than from-date: \'This date is less than the one you started working, please change it.\'", before any call', async () => {
  const rendered = renderEmployment();
  const dialog = await openNewEmployment(rendered);
  await rendered.user.type(dialog.getByRole('textbox', { name: 'Start date' }), '02/01/2020');
  await rendered.user.type(dialog.getByRole('textbox', { name: 'End date' }), '01/31/2020');
  await rendered.user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(dialog.getByRole('textbox', { name: 'End date' })).toHaveAccessibleDescription(/This date is less than the one you started working, please change it\./);
  expect(dialog.getByRole('textbox', { name: 'Position' })).toHaveAccessibleDescription('This field is required!');
  expect(rendered.callsTo(experienceEndpoints.addEmployment)).toEqual([]);
});

test('"Self-employed clears employer"; a current job asks its start date and no end date', async () => {
  const rendered = renderEmployment();
  const { user } = rendered;
  const dialog = await openNewEmployment(rendered);
  await user.type(dialog.getByRole('textbox', { name: 'Employer' }), 'Acme Builders');
  await user.click(dialog.getByRole('checkbox', { name: 'I am self-employed' }));
  expect(dialog.queryByRole('textbox', { name: 'Employer' })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('checkbox', { name: 'I am self-employed' }));
  expect(dialog.getByRole('textbox', { name: 'Employer' })).toHaveValue('');

  await user.click(dialog.getByRole('checkbox', { name: 'I currently work here' }));
  expect(dialog.queryByRole('textbox', { name: 'End date' })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(dialog.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription(/This field is required!/);
});

test('a refused record is toasted and said under its field; the dialog keeps what was typed', async () => {
  const rendered = renderEmployment([], { answers: [answer(experienceEndpoints.addEmployment, refusal('Please correct the highlighted fields.', { errors: { zipCode: ['Unknown ZIP code.'] } }))] });
  const { user } = rendered;
  const dialog = await openNewEmployment(rendered);
  await user.click(dialog.getByRole('checkbox', { name: 'I am self-employed' }));
  await user.type(dialog.getByRole('textbox', { name: 'Position' }), 'Owner');
  await user.type(dialog.getByRole('textbox', { name: 'End date' }), '01/31/2020');
  await user.type(dialog.getByRole('textbox', { name: 'Address' }), '1 Main St');
  await user.type(dialog.getByRole('textbox', { name: 'City' }), 'Austin');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Texas');
  await user.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '00000');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Unknown ZIP code.');
  expect(dialog.getByRole('textbox', { name: 'Position' })).toHaveValue('Owner');
  expect(rendered.onSaved).not.toHaveBeenCalled();
});

test('Delete asks "You\'re about to remove this item! Are you sure you want to continue?"; Back keeps the record', async () => {
  const { user, calls } = renderEmployment([acme]);
  await user.click(screen.getByRole('button', { name: 'Delete Acme Builders – Site manager' }));
  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(question).getByRole('button', { name: 'Back' }));
  expect(calls).toEqual([]);
});

test('Delete, confirmed: "Record successfully deleted." and the list left goes to the page', async () => {
  const { user, callsTo, onSaved } = renderEmployment([acme], { answers: [answer(experienceEndpoints.deleteEmployment, [])] });
  await user.click(screen.getByRole('button', { name: 'Delete Acme Builders – Site manager' }));
  const question = await screen.findByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" });
  await user.click(within(question).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Record successfully deleted.')).toBeInTheDocument();
  expect(callsTo(experienceEndpoints.deleteEmployment)).toEqual([{ params: { id: 42, employmentId: 7 } }]);
  expect(onSaved).toHaveBeenCalledWith([]);
});

test('"New employment and experience modals appear only for verified users": the unverified get the notice instead', async () => {
  const { user } = renderEmployment([], { verified: false });
  await user.click(screen.getByRole('button', { name: 'Add Employment' }));
  expect(await screen.findByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'New Employment' })).not.toBeInTheDocument();
});
