import { FormSpy } from 'react-final-form';
import {
  EXTENSION_EXIT_STRATEGIES,
  EXTENSION_EXIT_STRATEGY_LABELS,
  EXTENSION_PROPERTY_STATUS_LABELS,
  EXTENSION_PROPERTY_STATUSES,
  EXTENSION_REASON_LABELS,
  EXTENSION_REASONS,
  EXTENSION_TEXT_MAX,
  extensionEndpoints,
  LOAN_FORM_NAME_MAX,
  LOAN_PAID_OFF_ESTIMATE_LABELS,
  LOAN_PAID_OFF_ESTIMATES,
  loanActionMessages,
  PhoneNumber,
  REHAB_COMPLETION_ESTIMATE_LABELS,
  REHAB_COMPLETION_ESTIMATES,
  type LoanDetail,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { checkFields, DateField, FilesField, MaskedField, MultiSelectField, SelectField, TextAreaField, YesNoField } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';
import { defineLoanActionWizard } from '../wizard-definition';

export interface ExtensionValues extends Record<string, unknown> {
  extension_needed?: 'yes' | 'no';
  extension_why?: string[];
  extension_why_other?: string;
  loan_paid_off?: string;
  property_status?: string;
  property_status_other?: string;
  complete_rehab_estimation?: string;
  exit_strategy?: string;
  exit_strategy_other?: string;
  projected_payoff_date?: string;
  point_of_contact?: string;
  phone_number?: string;
  additional_information?: string;
  files: File[];
}

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));
const REASONS = optionsOf(EXTENSION_REASONS, EXTENSION_REASON_LABELS);
const PAID_OFF = optionsOf(LOAN_PAID_OFF_ESTIMATES, LOAN_PAID_OFF_ESTIMATE_LABELS);
const STATUSES = optionsOf(EXTENSION_PROPERTY_STATUSES, EXTENSION_PROPERTY_STATUS_LABELS);
const REHAB = optionsOf(REHAB_COMPLETION_ESTIMATES, REHAB_COMPLETION_ESTIMATE_LABELS);
const EXITS = optionsOf(EXTENSION_EXIT_STRATEGIES, EXTENSION_EXIT_STRATEGY_LABELS);

/** The questions step 2 asks, from the answers so far (the contract drops the others when it reads the form). */
export function extensionDetailFields(values: ExtensionValues): (keyof ExtensionValues & string)[] {
  const contact = ['point_of_contact', 'phone_number'] as const;
  if (values.extension_needed !== 'yes') return ['projected_payoff_date', ...contact];
  return [
    'extension_why',
    ...(values.extension_why?.includes('other') ? (['extension_why_other'] as const) : []),
    'loan_paid_off',
    'property_status',
    ...(values.property_status === 'other' ? (['property_status_other'] as const) : []),
    ...(values.property_status === 'rehab_in_progress' ? (['complete_rehab_estimation'] as const) : []),
    'exit_strategy',
    ...(values.exit_strategy === 'other' ? (['exit_strategy_other'] as const) : []),
    ...contact,
  ];
}

function Details() {
  return (
    <FormSpy<ExtensionValues> subscription={{ values: true }}>
      {({ values }) => {
        const asked = new Set(extensionDetailFields(values));
        const described = (name: string) =>
          asked.has(name) && <TextAreaField name={name} label={loanTexts.describeOther} maxLength={EXTENSION_TEXT_MAX} rows={2} required />;
        return (
          <>
            {values.extension_needed === 'yes' ? (
              <>
                <MultiSelectField name="extension_why" label={loanTexts.extensionWhy} options={REASONS} required />
                {described('extension_why_other')}
                <SelectField name="loan_paid_off" label={loanTexts.loanPaidOff} options={PAID_OFF} required />
                <SelectField name="property_status" label={loanTexts.propertyStatus} options={STATUSES} required />
                {described('property_status_other')}
                {asked.has('complete_rehab_estimation') && <SelectField name="complete_rehab_estimation" label={loanTexts.completeRehabEstimation} options={REHAB} required />}
                <SelectField name="exit_strategy" label={loanTexts.exitStrategy} options={EXITS} required />
                {described('exit_strategy_other')}
              </>
            ) : (
              <DateField name="projected_payoff_date" label={loanTexts.projectedPayoffDate} min="today" required />
            )}
            <TextField name="point_of_contact" label={loanTexts.pointOfContact} maxLength={LOAN_FORM_NAME_MAX} autoComplete="off" required />
            <MaskedField name="phone_number" label={loanTexts.phone} mask="phone" schema={PhoneNumber} placeholder="(000) 000-0000" autoComplete="off" required />
          </>
        );
      }}
    </FormSpy>
  );
}

/** The extension request the borrower answers: the first the lender opened that is still open. */
const openRequestOf = (loan: LoanDetail) => loan.extension_requests?.find((request) => request.status === 'open') ?? null;

/**
 * The extension request (spec 001 §3 'Extension form', §4): (1) whether an extension is needed; (2) why, when the
 * loan will be paid off, where the property stands and the exit strategy, or else the projected payoff date, with
 * a point of contact and phone; (3) additional information and files.
 */
export const extensionWizard = defineLoanActionWizard<ExtensionValues>({
  initialValues: () => ({ files: [] }),
  steps: () => [
    {
      title: loanTexts.extensionQuestion,
      render: () => <YesNoField name="extension_needed" label={loanTexts.extensionNeeded} values={{ yes: 'yes', no: 'no' }} required />,
      fields: ['extension_needed'],
    },
    { title: loanTexts.extensionDetails, render: () => <Details />, validate: ({ form }) => checkFields(form, extensionDetailFields(form.getState().values)) },
    {
      title: loanTexts.additionalInformation,
      render: () => (
        <>
          <TextAreaField name="additional_information" label={loanTexts.additionalInformation} maxLength={EXTENSION_TEXT_MAX} rows={3} />
          <FilesField name="files" label={loanTexts.files} rule={extensionEndpoints.send.files.files} />
        </>
      ),
      fields: ['additional_information'],
    },
  ],
  submit: async ({ loan, values, userId, portal, upload }) => {
    const opened = openRequestOf(loan);
    if (!opened) throw new Error(loanActionMessages.notAvailable);
    const { files, ...answers } = values;
    const asked = new Set<string>([...extensionDetailFields(values), 'extension_needed', 'additional_information']);
    const body = Object.fromEntries(Object.entries(answers).filter(([name, value]) => asked.has(name) && value !== undefined));
    await portal.api.upload(extensionEndpoints.send, { params: { id: userId, loan_id: loan.id, extension_request_id: opened.id }, body: body as never, files: { files } }, upload);
    return loanActionMessages.extensionSaved;
  },
});
