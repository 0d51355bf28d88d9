import { INSURANCE_DESCRIPTION_MAX, INSURANCE_TEXT_MAX, insuranceEndpoints, insuranceMessages, loanActionMessages, uploadMessages, type InsuranceBody } from '@portal/shared-contracts';
import { TextField, useCan } from '@portal/shared-ui';
import { DateField, FilesField, MoneyField, TextAreaField } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';
import { defineLoanActionWizard } from '../wizard-definition';

export type InsuranceValues = Partial<InsuranceBody> & { files: File[] };

/** "Insurance upload: always available (upload needs loans.write)": whoever lacks it is told, not offered a picker. */
function InsuranceFiles() {
  const mayUpload = useCan('loans.write');
  return mayUpload ? <FilesField name="files" label={loanTexts.files} rule={insuranceEndpoints.send.files.files} /> : <p>{loanTexts.uploadNotAllowed}</p>;
}

/** The insurance upload (spec 001 §3 'Insurance', §5): the policy, every field required, then its files. */
export const insuranceWizard = defineLoanActionWizard<InsuranceValues>({
  initialValues: () => ({ files: [] }),
  steps: () => [
    {
      title: loanTexts.insurancePolicy,
      render: () => (
        <>
          <MoneyField name="annual_policy_premium_amount" label={loanTexts.annualPolicyPremiumAmount} required />
          <TextField name="policy_number" label={loanTexts.policyNumber} maxLength={INSURANCE_TEXT_MAX} required />
          <TextField name="insurance_type" label={loanTexts.insuranceType} maxLength={INSURANCE_TEXT_MAX} required />
          <MoneyField name="deductible_amount" label={loanTexts.deductibleAmount} required />
          <MoneyField name="coverage_amount" label={loanTexts.coverageAmount} required />
          <DateField name="effective" label={loanTexts.effectiveDate} required />
          <DateField name="expiration" label={loanTexts.expirationDate} required />
          <TextField name="annual_policy_premium_paid_for" label={loanTexts.annualPolicyPremiumPaidFor} maxLength={INSURANCE_TEXT_MAX} required />
          <TextAreaField name="coverage_description" label={loanTexts.coverageDescription} maxLength={INSURANCE_DESCRIPTION_MAX} rows={3} required />
        </>
      ),
      fields: ['annual_policy_premium_amount', 'policy_number', 'insurance_type', 'deductible_amount', 'coverage_amount', 'effective', 'expiration', 'annual_policy_premium_paid_for', 'coverage_description'],
      validate: ({ form, portal }) => {
        const { effective, expiration } = form.getState().values;
        if (effective && expiration && expiration > effective) return true;
        portal.ui.toast('error', insuranceMessages.expirationBeforeEffective);
        return false;
      },
    },
    {
      title: loanTexts.files,
      render: () => <InsuranceFiles />,
      // The files are what the upload is for: Done needs one.
      validate: ({ form, portal }) => {
        if (form.getState().values.files.length > 0) return true;
        portal.ui.toast('error', uploadMessages.noFile);
        return false;
      },
    },
  ],
  submit: async ({ loan, values: { files, ...body }, userId, portal, upload }) => {
    await portal.api.upload(insuranceEndpoints.send, { params: { id: userId, loan_id: loan.id }, body: body as InsuranceBody, files: { files } }, upload);
    return loanActionMessages.insuranceSaved;
  },
});
