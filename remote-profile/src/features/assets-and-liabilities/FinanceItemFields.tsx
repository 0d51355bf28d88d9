import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import {
  choicesOf,
  CONTINGENT_TYPE_LABELS,
  CONTINGENT_TYPES,
  MORTGAGE_STATUS_LABELS,
  MORTGAGE_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS,
  REAL_ESTATE_PROPERTY_TYPE_LABELS,
  REAL_ESTATE_PROPERTY_TYPES,
  US_STATE_NAMES,
  US_STATES,
  type AssetCategory,
  type LiabilityCategory,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { DateField, MoneyField, SelectField, YesNoField } from '@portal/shared-ui/kit';
import { assetsAndLiabilitiesTexts as texts } from '../../texts/assets-and-liabilities';

const PROPERTY_TYPES = choicesOf(REAL_ESTATE_PROPERTY_TYPES, REAL_ESTATE_PROPERTY_TYPE_LABELS);
const FREQUENCIES = choicesOf(PAYMENT_FREQUENCIES, PAYMENT_FREQUENCY_LABELS);
const MORTGAGE_STATUS_CHOICES = choicesOf(MORTGAGE_STATUSES, MORTGAGE_STATUS_LABELS);
const CONTINGENT_TYPE_CHOICES = choicesOf(CONTINGENT_TYPES, CONTINGENT_TYPE_LABELS);
const STATES = choicesOf(US_STATES, US_STATE_NAMES);

/** A sub-form, shown only while its yes/no answer is yes ("conditional sub-forms"). */
function WhenYes({ answer, children }: { answer: string; children: ReactNode }) {
  const { input } = useField<boolean | undefined>(answer, { subscription: { value: true } });
  return input.value === true ? <div className="profile-finance-items__sub-form">{children}</div> : null;
}

const Text = ({ name, label }: { name: string; label: string }) => <TextField name={name} label={label} required />;
const Money = ({ name, label = texts.amount }: { name: string; label?: string }) => <MoneyField name={name} label={label} required />;
const AccountNumber = ({ name = 'accountNumber', label = texts.accountNumber }: { name?: string; label?: string }) => (
  <TextField name={name} label={label} autoComplete="off" spellCheck={false} />
);
const Answer = ({ name, label }: { name: string; label: string }) => <YesNoField name={name} label={label} required />;

/** "other, other_properties | type, amount, pledged; if pledged: name, address, lien, terms, delinquent; if delinquent: delinquency" */
function PledgeableFields() {
  return (
    <>
      <Text name="type" label={texts.type} />
      <Money name="amount" />
      <Answer name="pledged" label={texts.pledged} />
      <WhenYes answer="pledged">
        <Text name="name" label={texts.lienHolder} />
        <Text name="address" label={texts.lienHolderAddress} />
        <Money name="lien" label={texts.lien} />
        <Text name="terms" label={texts.terms} />
        <Answer name="delinquent" label={texts.delinquent} />
        <WhenYes answer="delinquent">
          <Text name="delinquency" label={texts.delinquency} />
        </WhenYes>
      </WhenYes>
    </>
  );
}

/** The fields of an asset of a category, as the contract's `ASSET_ITEM_SCHEMAS` asks for them (spec 002 §3). */
export function AssetItemFields({ category }: { category: AssetCategory }) {
  switch (category) {
    case 'accounts_notes':
      return (
        <>
          <Money name="amount" />
          <Text name="borrowerName" label={texts.borrowerName} />
          <AccountNumber />
        </>
      );
    case 'cash_on_hand':
    case 'iras':
    case 'savings_accounts':
      return (
        <>
          <Money name="amount" />
          <Text name="institution" label={texts.institution} />
          <AccountNumber />
        </>
      );
    case 'automobiles':
      return (
        <>
          <Money name="amount" />
          <Answer name="installment" label={texts.installment} />
          <WhenYes answer="installment">
            <Money name="liabilityAmount" label={texts.liabilityAmount} />
            <Text name="institution" label={texts.institution} />
            <AccountNumber />
            <Money name="monthlyPayment" label={texts.monthlyPayment} />
          </WhenYes>
        </>
      );
    case 'life_insurances':
      return (
        <>
          <Money name="amount" label={texts.faceAmount} />
          <Text name="company" label={texts.company} />
          <Text name="beneficiaries" label={texts.beneficiaries} />
          <Money name="surrender" label={texts.surrender} />
          <Answer name="loan" label={texts.policyLoan} />
          <WhenYes answer="loan">
            <Money name="loanAmount" label={texts.loanAmount} />
            <Text name="institution" label={texts.institution} />
            <AccountNumber />
          </WhenYes>
        </>
      );
    case 'other':
    case 'other_properties':
      return <PledgeableFields />;
    case 'real_estate':
      return (
        <>
          <SelectField name="propertyType" label={texts.propertyType} options={PROPERTY_TYPES} required />
          <Text name="address" label={texts.propertyAddress} />
          <DateField name="datePurchased" label={texts.datePurchased} required />
          <Money name="originalCost" label={texts.originalCost} />
          <Money name="presentValue" label={texts.presentValue} />
          <Answer name="loan" label={texts.mortgage} />
          <WhenYes answer="loan">
            <Text name="holder.name" label={texts.mortgageHolder} />
            <Text name="holder.address" label={texts.mortgageHolderAddress} />
            <AccountNumber name="holder.account" label={texts.mortgageAccount} />
            <Money name="holder.balance" label={texts.mortgageBalance} />
            <SelectField name="holder.frequency" label={texts.paymentFrequency} options={FREQUENCIES} required />
            <Money name="holder.payment" label={texts.paymentAmount} />
            <SelectField name="holder.status" label={texts.mortgageStatus} options={MORTGAGE_STATUS_CHOICES} required />
          </WhenYes>
        </>
      );
    case 'stocks_and_bonds':
      return (
        <>
          <TextField name="shares" label={texts.shares} inputMode="numeric" required />
          <Text name="securities" label={texts.securities} />
          <Money name="cost" label={texts.cost} />
          <Money name="marketValue" label={texts.marketValue} />
          <DateField name="date" label={texts.quotationDate} required />
          <Money name="amount" label={texts.totalValue} />
        </>
      );
  }
}

/** The fields of a liability of a category, as the contract's `LIABILITY_ITEM_SCHEMAS` asks for them (spec 002 §3). */
export function LiabilityItemFields({ category }: { category: LiabilityCategory }) {
  switch (category) {
    case 'accounts_payable':
    case 'other_installments':
      return (
        <>
          <Money name="amount" />
          <Text name="institution" label={texts.institution} />
          <AccountNumber />
          {category === 'other_installments' && <Money name="monthlyPayment" label={texts.monthlyPayment} />}
        </>
      );
    case 'banks':
      return (
        <>
          <Text name="noteholder" label={texts.noteholder} />
          <Text name="collateralType" label={texts.collateralType} />
          <Money name="amount" />
          <Money name="originalBalance" label={texts.originalBalance} />
          <Money name="currentBalance" label={texts.currentBalance} />
          <Money name="paymentAmount" label={texts.paymentAmount} />
          <SelectField name="frequency" label={texts.paymentFrequency} options={FREQUENCIES} required />
          <Text name="address" label={texts.address} />
          <Text name="city" label={texts.city} />
          <SelectField name="state" label={texts.state} options={STATES} required />
          <TextField name="zipCode" label={texts.zipCode} inputMode="numeric" autoComplete="off" required />
        </>
      );
    case 'contingents':
      return (
        <>
          <SelectField name="type" label={texts.contingentType} options={CONTINGENT_TYPE_CHOICES} required />
          <Money name="amount" />
        </>
      );
    case 'other':
      return (
        <>
          <Money name="amount" />
          <Text name="description" label={texts.description} />
        </>
      );
    case 'unpaid_taxes':
      return (
        <>
          <Text name="type" label={texts.taxType} />
          <Text name="receiver" label={texts.receiver} />
          <Money name="amount" />
          <DateField name="dueDate" label={texts.dueDate} required />
          <TextField name="attachedProperty" label={texts.attachedProperty} />
        </>
      );
  }
}
