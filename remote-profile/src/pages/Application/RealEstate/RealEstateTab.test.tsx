import { screen, within } from '@testing-library/react';
import {
  documentEndpoints,
  experienceEndpoints,
  type RealEstateExperienceAnswer,
  type RealEstateOperationRecord,
} from '@portal/shared-contracts';
import { answer } from '@portal/shared-ui/testing';
import { renderTab, type TabRender } from '../Employment/testing';
import { RealEstateTab, type RealEstateTabProps } from './RealEstateTab';

const experience: RealEstateExperienceAnswer = {
  flipsLastYear: 2,
  flipsLastThreeYear: 5,
  flipsNextYear: 3,
  flipsLifetime: 12,
  flipsConstructionLifetime: 1,
  flipsConstructionLastThreeYears: 1,
  flipsConstructionLastTwoYears: 0,
  managesProperty: true,
  rentalOwned: 4,
  rentalHeldMoreThanOneYear: 3,
  rentalManagementCourseComplete: true,
  rentalManagementCourseDate: '2021-06-30',
  rentalManagementCourseName: 'Landlord Basics',
  propertyManager: '',
  averagePurchasePrice: 250000,
  averageRehabBudget: null,
};

const oak: RealEstateOperationRecord = {
  id: 5,
  propertyAddress: { address: '12 Oak Ave', unit: '', city: 'Dallas', state: 'TX', zipCode: '75201' },
  ownershipPercentage: 51,
  propertyType: 'single_family',
  purchaseDate: '2022-03-15',
  purchasePrice: 180000,
  saleDate: null,
  salePrice: null,
  loan: true,
  mortgage: { lenderName: 'First Bank', balance: 120000, monthlyPayment: 1100 },
};

function renderRealEstate(props: Partial<Pick<RealEstateTabProps, 'experience' | 'operations'>> = {}, options: TabRender = {}) {
  const onSaved = jest.fn<void, Parameters<RealEstateTabProps['onSaved']>>();
  const onNext = jest.fn();
  const element = (given: Partial<Pick<RealEstateTabProps, 'experience' | 'operations'>>) => (
    <RealEstateTab experience={given.experience ?? null} operations={given.operations ?? []} onSaved={onSaved} onNext={onNext} />
  );
  const rendered = renderTab(element(props), { permissions: ['application.read', 'application.write', 'mydocs.read', 'mydocs.write'], ...options });
  return { ...rendered, onSaved, onNext, rerenderWith: (given: typeof props) => rendered.rerender(element(given)) };
}

const yesNo = (scope: ReturnType<typeof within>, question: string, choice: 'Yes' | 'No') =>
  within(scope.getByRole('radiogroup', { name: question })).getByRole('radio', { name: choice });

async function openNewExperience(rendered: ReturnType<typeof renderRealEstate>) {
  await rendered.user.click(screen.getByRole('button', { name: 'Add Experience' }));
  return within(screen.getByRole('dialog', { name: 'New Experience' }));
}

describe('properties owned or operated', () => {
  test('"No Records Found." while there are none; each property with its type, share, purchase, sale and mortgage', () => {
    const { unmount } = renderRealEstate();
    expect(within(screen.getByRole('region', { name: 'Properties owned or operated' })).getByText('No Records Found.')).toBeInTheDocument();
    unmount();

    renderRealEstate({ operations: [oak, { ...oak, id: 6, propertyAddress: { ...oak.propertyAddress, address: '9 Elm St' }, saleDate: '2023-01-10', salePrice: 260000, loan: false, mortgage: null }] });
    const first = within(screen.getByRole('region', { name: '12 Oak Ave, Dallas, TX 75201' }));
    expect(first.getByText('Single Family')).toBeInTheDocument();
    expect(first.getByText('51%')).toBeInTheDocument();
    expect(first.getByText('03/15/2022, $180,000')).toBeInTheDocument();
    expect(first.getByText('Not sold')).toBeInTheDocument();
    expect(first.getByText('First Bank, $120,000 ($1,100 / month)')).toBeInTheDocument();
    const second = within(screen.getByRole('region', { name: '9 Elm St, Dallas, TX 75201' }));
    expect(second.getByText('01/10/2023, $260,000')).toBeInTheDocument();
    expect(second.getByText('No loan')).toBeInTheDocument();
  });

  test('Add Experience: the property is sent, "Real Estate updated.", and the list goes to the page', async () => {
    const rendered = renderRealEstate({}, { permissions: ['application.read', 'application.write'], answers: [answer(experienceEndpoints.addOperation, [oak])] });
    const { user, callsTo, onSaved } = rendered;
    const dialog = await openNewExperience(rendered);
    await user.type(dialog.getByRole('textbox', { name: 'Address' }), '12 Oak Ave');
    await user.type(dialog.getByRole('textbox', { name: 'City' }), 'Dallas');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Texas');
    await user.type(dialog.getByRole('textbox', { name: 'ZIP code' }), '75201');
    expect(dialog.getByRole('textbox', { name: 'Ownership percentage' })).toHaveAttribute('placeholder', '51.00');
    await user.type(dialog.getByRole('textbox', { name: 'Ownership percentage' }), '51');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Property type' }), 'Single Family');
    await user.type(dialog.getByRole('textbox', { name: 'Purchase date' }), '03/15/2022');
    await user.type(dialog.getByRole('textbox', { name: 'Purchase price' }), '180000');
    expect(dialog.getByRole('textbox', { name: 'Sale price' })).toBeDisabled();
    await user.click(yesNo(dialog, 'Is there a loan on this property?', 'Yes'));
    await user.type(dialog.getByRole('textbox', { name: 'Lender name' }), 'First Bank');
    await user.type(dialog.getByRole('textbox', { name: 'Loan balance' }), '120000');
    await user.type(dialog.getByRole('textbox', { name: 'Monthly payment' }), '1100');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Real Estate updated.')).toBeInTheDocument();
    expect(callsTo(experienceEndpoints.addOperation)).toEqual([
      {
        params: { id: 42 },
        body: {
          propertyAddress: { address: '12 Oak Ave', city: 'Dallas', state: 'TX', zipCode: '75201' },
          ownershipPercentage: '51',
          propertyType: 'single_family',
          purchaseDate: '2022-03-15',
          purchasePrice: 180000,
          loan: true,
          mortgage: { lenderName: 'First Bank', balance: 120000, monthlyPayment: 1100 },
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith({ realEstateOperation: [oak] });
    expect(screen.queryByRole('dialog', { name: 'New Experience' })).not.toBeInTheDocument();
  });

  test('"Sale date before purchase date: \'This date is less than the Purchase date, please change it.\'"; the mortgage is checked when a loan is declared', async () => {
    const rendered = renderRealEstate();
    const { user } = rendered;
    const dialog = await openNewExperience(rendered);
    await user.type(dialog.getByRole('textbox', { name: 'Purchase date' }), '03/15/2022');
    await user.type(dialog.getByRole('textbox', { name: 'Sale date' }), '03/14/2022');
    await user.click(yesNo(dialog, 'Is there a loan on this property?', 'Yes'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByRole('textbox', { name: 'Sale date' })).toHaveAccessibleDescription(/This date is less than the Purchase date, please change it\./);
    expect(dialog.getByRole('textbox', { name: 'Lender name' })).toHaveAccessibleDescription('This field is required!');
    expect(rendered.callsTo(experienceEndpoints.addOperation)).toEqual([]);
  });

  test('"No loan on a property removes the mortgage holder": answering No drops what was typed of the mortgage', async () => {
    const rendered = renderRealEstate();
    const { user } = rendered;
    const dialog = await openNewExperience(rendered);
    await user.click(yesNo(dialog, 'Is there a loan on this property?', 'Yes'));
    await user.type(dialog.getByRole('textbox', { name: 'Lender name' }), 'First Bank');
    await user.click(yesNo(dialog, 'Is there a loan on this property?', 'No'));
    expect(dialog.queryByRole('group', { name: 'Mortgage' })).not.toBeInTheDocument();
    await user.click(yesNo(dialog, 'Is there a loan on this property?', 'Yes'));
    expect(dialog.getByRole('textbox', { name: 'Lender name' })).toHaveValue('');
  });

  test('Delete asks "Are you sure? You won\'t be able to revert this action!", then "Deleted! Your experience has been deleted."', async () => {
    const { user, callsTo, onSaved } = renderRealEstate({ operations: [oak] }, { answers: [answer(experienceEndpoints.deleteOperation, [])] });
    await user.click(screen.getByRole('button', { name: 'Delete 12 Oak Ave, Dallas, TX 75201' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent("You won't be able to revert this action!");
    await user.click(within(question).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Deleted! Your experience has been deleted.')).toBeInTheDocument();
    expect(callsTo(experienceEndpoints.deleteOperation)).toEqual([{ params: { id: 42, operationId: 5 } }]);
    expect(onSaved).toHaveBeenCalledWith({ realEstateOperation: [] });
  });

  test('"New employment and experience modals appear only for verified users"; the unverified cannot upload either', async () => {
    const { user } = renderRealEstate({}, { verified: false });
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    expect(await screen.findByText("This action is not allowed because you're not verified yet.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New Experience' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Stated experience document/, { selector: 'input' })).not.toBeInTheDocument();
  });
});

describe('the stated-experience document', () => {
  test('"A stated-experience document may be uploaded with type Borrower Stated Experience"', async () => {
    const { user, callsTo } = renderRealEstate({}, { answers: [answer(documentEndpoints.upload, [])] });
    const file = new File(['I flipped twelve houses.'], 'experience.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Stated experience document/, { selector: 'input' }), file);

    expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
    expect(callsTo(documentEndpoints.upload)).toEqual([{ params: { id: 42 }, body: { type: 'Borrower Stated Experience' }, files: { file } }]);
  });

  test('not offered to a role that does not send documents', () => {
    renderRealEstate({}, { permissions: ['application.read', 'application.write'] });
    expect(screen.queryByRole('region', { name: 'Stated experience document' })).not.toBeInTheDocument();
  });
});

describe('the experience questions', () => {
  test('worded with their windows ("flips 12 months, 3 years, 24 months") and filled from what was saved', () => {
    renderRealEstate({ experience });
    const form = within(screen.getByRole('form', { name: 'Your real estate experience' }));
    expect(form.getByRole('textbox', { name: 'How many properties have you flipped in the last 12 months?' })).toHaveValue('2');
    expect(form.getByRole('textbox', { name: 'How many properties have you flipped in the last 3 years?' })).toHaveValue('5');
    expect(form.getByRole('textbox', { name: 'How many new construction projects have you completed in the last 24 months?' })).toHaveValue('0');
    expect(form.getByRole('textbox', { name: 'Date the course was completed' })).toHaveValue('06/30/2021');
    expect(form.getByRole('textbox', { name: 'Average purchase price' })).toHaveValue('$250,000');
  });

  test('Save and Continue: the answers are sent, "Real Estate updated.", the page gets them and moves on', async () => {
    const { user, callsTo, onSaved, onNext } = renderRealEstate({ experience }, { answers: [answer(experienceEndpoints.saveExperience, ({ body }) => ({ ...experience, flipsLifetime: Number(body.flipsLifetime) }))] });
    const form = within(screen.getByRole('form', { name: 'Your real estate experience' }));
    await user.clear(form.getByRole('textbox', { name: 'How many properties have you flipped in your lifetime?' }));
    await user.type(form.getByRole('textbox', { name: 'How many properties have you flipped in your lifetime?' }), '13');
    await user.click(form.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByText('Real Estate updated.')).toBeInTheDocument();
    expect(callsTo(experienceEndpoints.saveExperience)[0]?.body).toMatchObject({ flipsLifetime: '13', rentalManagementCourseName: 'Landlord Basics' });
    expect(onSaved).toHaveBeenCalledWith({ realEstateExperience: { ...experience, flipsLifetime: 13 } });
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  test('"Rental management course not complete clears its date and name"; counts and yes/no answers are required', async () => {
    const { user, callsTo } = renderRealEstate({ experience });
    const form = within(screen.getByRole('form', { name: 'Your real estate experience' }));
    await user.click(yesNo(form, 'Have you completed a rental property management course?', 'No'));
    expect(form.getByRole('textbox', { name: 'Name of the course' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Name of the course' })).toHaveValue('');
    await user.click(yesNo(form, 'Have you completed a rental property management course?', 'Yes'));
    expect(form.getByRole('textbox', { name: 'Name of the course' })).toHaveValue('');
    await user.clear(form.getByRole('textbox', { name: 'How many rental properties do you own?' }));
    await user.type(form.getByRole('textbox', { name: 'How many properties do you plan to flip in the next 12 months?' }), '.5');
    await user.click(form.getByRole('button', { name: 'Save and Continue' }));

    expect(form.getByRole('textbox', { name: 'Name of the course' })).toHaveAccessibleDescription('This field is required!');
    expect(form.getByRole('textbox', { name: 'How many rental properties do you own?' })).toHaveAccessibleDescription('This field is required!');
    expect(form.getByRole('textbox', { name: 'How many properties do you plan to flip in the next 12 months?' })).toHaveAccessibleDescription('Please enter a whole number from 0 to 10,000.');
    expect(callsTo(experienceEndpoints.saveExperience)).toEqual([]);
  });

  test('what is typed stays when the page hands the tab its props anew', async () => {
    const { user, rerenderWith } = renderRealEstate({ experience });
    const flips = () => screen.getByRole('textbox', { name: 'How many properties have you flipped in your lifetime?' });
    await user.clear(flips());
    await user.type(flips(), '40');
    rerenderWith({ experience: { ...experience }, operations: [oak] });
    expect(flips()).toHaveValue('40');
  });
});
