import { EmailAddress, loanActionMessages, PhoneNumber, payoffEndpoints, type PayoffBody } from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { DateField, FilesField, MaskedField } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';
import { defineLoanActionWizard } from '../wizard-definition';

export type PayoffValues = Partial<PayoffBody> & { files: File[] };

/** The payoff request (spec 001 §3 'Payoff form'): the closing, the escrow company and its contact, then files. */
export const payoffWizard = defineLoanActionWizard<PayoffValues>({
  initialValues: () => ({ files: [] }),
  steps: () => [
    {
      title: loanTexts.payoffDetails,
      render: () => (
        <>
          <DateField name="closeDate" label={loanTexts.payoffCloseDate} min="today" required />
          <TextField name="company" label={loanTexts.escrowCompany} maxLength={100} required />
          <TextField name="contactName" label={loanTexts.contactName} maxLength={100} autoComplete="off" required />
          <MaskedField name="phone" label={loanTexts.phone} mask="phone" schema={PhoneNumber} placeholder="(000) 000-0000" autoComplete="off" required />
          <TextField name="email" label={loanTexts.email} type="email" schema={EmailAddress} autoComplete="off" required />
        </>
      ),
      fields: ['closeDate', 'company', 'contactName', 'phone', 'email'],
    },
    { title: loanTexts.files, render: () => <FilesField name="files" label={loanTexts.files} rule={payoffEndpoints.send.files.files} /> },
  ],
  submit: async ({ loan, values: { files, ...body }, userId, portal, upload }) => {
    await portal.api.upload(payoffEndpoints.send, { params: { id: userId, loan_id: loan.id }, body: body as PayoffBody, files: { files } }, upload);
    return loanActionMessages.payoffSaved;
  },
});
