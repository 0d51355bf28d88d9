import * as v from 'valibot';
import { calendarDayOf } from '../format';
import { ExtensionBody } from './extension';
import { InsuranceBody } from './insurance';
import { PayoffBody } from './payoff';

const dayFromToday = (days: number) => calendarDayOf(new Date(Date.now() + days * 86_400_000));
const messagesOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }) => Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

test('"Payoff form: closeDate, company, contactName, phone, email": all required, the phone as (xxx) xxx-xxxx', () => {
  const payoff = { closeDate: dayFromToday(10), company: 'First Title Escrow', contactName: 'Jo Park', phone: '(512) 555-0142', email: 'jo@title.example' };
  expect(v.safeParse(PayoffBody, payoff).success).toBe(true);
  expect(messagesOf(v.safeParse(PayoffBody, { ...payoff, company: '', phone: '512-555-0142', closeDate: dayFromToday(-1) }))).toEqual({
    company: 'This field is required!',
    phone: expect.any(String),
    closeDate: expect.any(String),
  });
});

test('"Insurance: policy number and type max 128, coverage description max 500, all required"; expiration after effective', () => {
  const insurance = {
    annual_policy_premium_amount: '2400',
    policy_number: 'P'.repeat(128),
    insurance_type: 'Builder’s risk',
    deductible_amount: 1000,
    coverage_amount: '450000',
    effective: '2026-12-01',
    expiration: '2027-12-01',
    annual_policy_premium_paid_for: '12 months',
    coverage_description: 'd'.repeat(500),
  };
  expect(v.safeParse(InsuranceBody, insurance).output).toMatchObject({ annual_policy_premium_amount: 2400, deductible_amount: 1000 });
  expect(Object.keys(messagesOf(v.safeParse(InsuranceBody, { ...insurance, policy_number: 'P'.repeat(129), insurance_type: 'T'.repeat(129), coverage_description: 'd'.repeat(501) })))).toEqual([
    'policy_number',
    'insurance_type',
    'coverage_description',
  ]);
  expect(messagesOf(v.safeParse(InsuranceBody, { ...insurance, coverage_amount: '', expiration: '2026-12-01' }))).toEqual({ coverage_amount: 'This field is required!', expiration: 'The expiration date must be after the effective date.' });
  expect(messagesOf(v.safeParse(InsuranceBody, { ...insurance, expiration: '2026-12-01' }))).toEqual({ expiration: 'The expiration date must be after the effective date.' });
});

describe('the extension form', () => {
  const contact = { point_of_contact: 'Ann Borrower', phone_number: '(512) 555-0101' };
  const needed = {
    extension_needed: 'yes',
    extension_why: JSON.stringify(['rehab_took_longer_than_expected']),
    loan_paid_off: '1_3_months',
    property_status: 'listed',
    exit_strategy: 'sale',
    ...contact,
  };

  test('"projected payoff date (MM/DD/YYYY, not before today) when no extension is needed"; the other answers are dropped', () => {
    const answer = v.safeParse(ExtensionBody, { extension_needed: 'no', projected_payoff_date: dayFromToday(0), ...contact, loan_paid_off: '1_3_months' });
    expect(answer.output).toEqual({ extension_needed: 'no', projected_payoff_date: dayFromToday(0), ...contact, additional_information: '' });
    expect(Object.keys(messagesOf(v.safeParse(ExtensionBody, { extension_needed: 'no', projected_payoff_date: dayFromToday(-1), ...contact })))).toEqual(['projected_payoff_date']);
  });

  test('"conditional Other descriptions" and "the rehab completion estimate when rehab is in progress"', () => {
    expect(v.safeParse(ExtensionBody, needed).success).toBe(true);
    expect(messagesOf(v.safeParse(ExtensionBody, { ...needed, extension_why: JSON.stringify(['other']), property_status: 'rehab_in_progress', exit_strategy: 'other' }))).toEqual({
      extension_why_other: 'This field is required!',
      complete_rehab_estimation: 'This field is required!',
      exit_strategy_other: 'This field is required!',
    });
    expect(messagesOf(v.safeParse(ExtensionBody, { ...needed, extension_why: '[]' }))).toEqual({ extension_why: 'This field is required!' });
  });

  test('"additional information max 500"; extension_needed required', () => {
    expect(v.safeParse(ExtensionBody, { ...needed, additional_information: 'a'.repeat(500) }).success).toBe(true);
    expect(Object.keys(messagesOf(v.safeParse(ExtensionBody, { ...needed, additional_information: 'a'.repeat(501) })))).toEqual(['additional_information']);
    expect(v.safeParse(ExtensionBody, { ...contact }).success).toBe(false);
  });
});
