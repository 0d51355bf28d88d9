import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { TextField, usePortal } from '@portal/shared-ui';
import { Card, CheckboxField, DateField, FilesField, MaskedField, MoneyField, MultiSelectField, Refusal, SelectField, TextAreaField, ValidatedForm, YesNoField } from '@portal/shared-ui/kit';
import { exitStrategies, extensionReasons } from './kit-samples';

/** Submits the form once on arrival, so its refusals show without anyone pressing Save. */
function CheckedOnArrival() {
  const form = useForm();
  useEffect(() => {
    // Once react-final-form has run the fields' checks after mounting them.
    const timer = setTimeout(() => void form.submit());
    return () => clearTimeout(timer);
  }, [form]);
  return null;
}

/** Every field of the kit, required and empty: Save shows "This field is required!" on each. */
function EmptyRequiredForm() {
  const { ui } = usePortal();
  return (
    <ValidatedForm aria-label="Every field, required and empty" submitLabel="Save" onSubmit={() => ui.toast('success', 'Every field is filled in.')}>
      <div className="portal-kit__columns">
        <TextField name="firstName" label="First name" required autoComplete="given-name" />
        <MaskedField name="phone" label="Cell phone" mask="phone" required hint="(000) 000-0000" autoComplete="tel" />
        <MaskedField name="ssn" label="SSN" mask="ssn" required />
        <MaskedField name="taxId" label="Tax ID" mask="taxId" required />
        <MoneyField name="purchasePrice" label="Purchase price" required />
        <DateField name="closingDate" label="Closing date" min="today" required />
        <SelectField name="exitStrategy" label="Exit strategy" options={exitStrategies} required />
        <YesNoField name="holdback" label="Do you need a holdback?" required />
      </div>
      <MultiSelectField name="reasons" label="Reasons for the extension" options={extensionReasons} required />
      <TextAreaField name="additionalInformation" label="Additional information" maxLength={500} required />
      <FilesField name="invoices" label="Invoices (three at most)" rule={{ kind: 'kit', maxFiles: 3 }} required />
      <CheckboxField name="authorization" label="I authorize a one-time withdrawal from this account" required />
    </ValidatedForm>
  );
}

/** Values the rules refuse, checked as the page opens: the dollar limit, a day that does not exist, a past day. */
function InvalidValuesForm() {
  return (
    <ValidatedForm
      aria-label="Values the rules refuse"
      submitLabel="Check again"
      initialValues={{ lienPrice: 150000000, closingDate: '2020-01-02', startDate: '02/30/2030', notes: 'Permits took longer than expected.' }}
      onSubmit={() => undefined}
    >
      <div className="portal-kit__columns">
        <MoneyField name="lienPrice" label="Lien price" />
        <DateField name="closingDate" label="Closing date" min="today" />
        <DateField name="startDate" label="Start date" />
        <TextAreaField name="notes" label="Notes" maxLength={40} />
      </div>
      <Refusal>The total cost of repairs should be greater than $ 0.00</Refusal>
      <CheckedOnArrival />
    </ValidatedForm>
  );
}

/** The same fields, disabled or read-only ("name, e-mail and phone are read-only" on invitations). */
function DisabledAndReadOnlyForm() {
  return (
    <ValidatedForm
      aria-label="Disabled and read-only fields"
      submitLabel="Save"
      initialValues={{ email: 'ann.lee@example.test', phone: '(555) 010-2030', role: 'refinance', amount: 250000, agreed: true, permits: false, date: '2030-06-01' }}
      onSubmit={() => undefined}
    >
      <div className="portal-kit__columns">
        <TextField name="email" label="E-mail (read-only)" readOnly />
        <MaskedField name="phone" label="Phone (read-only)" mask="phone" readOnly />
        <SelectField name="role" label="Exit strategy (read-only)" options={exitStrategies} readOnly />
        <MoneyField name="amount" label="Holdback (disabled)" disabled />
        <DateField name="date" label="Maturity date (disabled)" disabled />
        <YesNoField name="permits" label="Permits needed? (disabled)" disabled />
      </div>
      <CheckboxField name="agreed" label="I agree to the terms (disabled)" disabled />
    </ValidatedForm>
  );
}

export function KitFormsSection() {
  return (
    <Card title="Form fields">
      <div className="portal-kit__block">
        <h3>Empty and required</h3>
        <p className="portal-kit__note">Press Save without filling anything in: every field says what it needs, and focus goes to the first one.</p>
        <EmptyRequiredForm />
      </div>
      <div className="portal-kit__block">
        <h3>Invalid values</h3>
        <InvalidValuesForm />
      </div>
      <div className="portal-kit__block">
        <h3>Disabled and read-only</h3>
        <DisabledAndReadOnlyForm />
      </div>
    </Card>
  );
}
