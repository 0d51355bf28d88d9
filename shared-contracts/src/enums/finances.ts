import * as v from 'valibot';
import { formMessages } from '../messages';

// The personal financial statement's enumerations (spec 002 §2.6, §3). Labels are the portal's words unless a
// comment quotes the specification's.

/**
 * "Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later." (spec 002 §2.6): snake_case
 * of the words, the words as labels.
 */
export const FINANCIAL_ENTRY_MODES = ['upload_file', 'itemize', 'total_assets_and_liabilities', 'provide_later'] as const;
export type FinancialEntryMode = (typeof FINANCIAL_ENTRY_MODES)[number];
export const FinancialEntryMode = v.picklist(FINANCIAL_ENTRY_MODES, formMessages.invalidChoice);
export const FINANCIAL_ENTRY_MODE_LABELS: Record<FinancialEntryMode, string> = {
  upload_file: 'Upload File',
  itemize: 'Itemize',
  total_assets_and_liabilities: 'Total Assets and Liabilities',
  provide_later: 'Provide Later',
};

/** The two sides of the statement: the details modal's "Assets/Liabilities toggle" and the delete path's "{assets or liabilities}". */
export const FINANCE_SIDES = ['assets', 'liabilities'] as const;
export type FinanceSide = (typeof FINANCE_SIDES)[number];
export const FinanceSide = v.picklist(FINANCE_SIDES, formMessages.invalidChoice);
export const FINANCE_SIDE_LABELS: Record<FinanceSide, string> = { assets: 'Assets', liabilities: 'Liabilities' };

/**
 * "Asset categories (key = label): accounts_notes = Accounts and Notes Receivable; automobiles; cash_on_hand; iras;
 * life_insurances; other; other_properties; real_estate; savings_accounts; stocks_and_bonds." The fields table
 * writes `savings` for `savings_accounts`; the list's key is the category's.
 */
export const ASSET_CATEGORIES = [
  'accounts_notes',
  'automobiles',
  'cash_on_hand',
  'iras',
  'life_insurances',
  'other',
  'other_properties',
  'real_estate',
  'savings_accounts',
  'stocks_and_bonds',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export const AssetCategory = v.picklist(ASSET_CATEGORIES, formMessages.invalidChoice);
export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = {
  accounts_notes: 'Accounts and Notes Receivable',
  automobiles: 'Automobiles',
  cash_on_hand: 'Cash on Hand',
  iras: 'IRAs',
  life_insurances: 'Life Insurances',
  other: 'Other',
  other_properties: 'Other Properties',
  real_estate: 'Real Estate',
  savings_accounts: 'Savings Accounts',
  stocks_and_bonds: 'Stocks and Bonds',
};
/** "assets (camel-cased keys): accountsAndNotes, automobiles, cashOnHand, iras, lifeInsurances, other, otherProperties, realEstate, savings, stocks" */
export const ASSET_FINANCE_KEY_OF: Record<AssetCategory, string> = {
  accounts_notes: 'accountsAndNotes',
  automobiles: 'automobiles',
  cash_on_hand: 'cashOnHand',
  iras: 'iras',
  life_insurances: 'lifeInsurances',
  other: 'other',
  other_properties: 'otherProperties',
  real_estate: 'realEstate',
  savings_accounts: 'savings',
  stocks_and_bonds: 'stocks',
};

/** "Liability categories: accounts_payable, banks (Notes Payable to Banks and Others), contingents, other_installments, other, unpaid_taxes." */
export const LIABILITY_CATEGORIES = ['accounts_payable', 'banks', 'contingents', 'other_installments', 'other', 'unpaid_taxes'] as const;
export type LiabilityCategory = (typeof LIABILITY_CATEGORIES)[number];
export const LiabilityCategory = v.picklist(LIABILITY_CATEGORIES, formMessages.invalidChoice);
export const LIABILITY_CATEGORY_LABELS: Record<LiabilityCategory, string> = {
  accounts_payable: 'Accounts Payable',
  banks: 'Notes Payable to Banks and Others',
  contingents: 'Contingent Liabilities',
  other_installments: 'Other Installments',
  other: 'Other',
  unpaid_taxes: 'Unpaid Taxes',
};
/** "liabilities: accountsPayable, installmentOther, banks, other, unpaidTaxes, contingents" */
export const LIABILITY_FINANCE_KEY_OF: Record<LiabilityCategory, string> = {
  accounts_payable: 'accountsPayable',
  banks: 'banks',
  contingents: 'contingents',
  other_installments: 'installmentOther',
  other: 'other',
  unpaid_taxes: 'unpaidTaxes',
};

/** "contingents | type (as_endorser_of_co_maker, legal_claims_and_judgements, other_special_debt, provision_for_federal_income_tax)" */
export const CONTINGENT_TYPES = ['as_endorser_of_co_maker', 'legal_claims_and_judgements', 'other_special_debt', 'provision_for_federal_income_tax'] as const;
export type ContingentType = (typeof CONTINGENT_TYPES)[number];
export const ContingentType = v.picklist(CONTINGENT_TYPES, formMessages.invalidChoice);
export const CONTINGENT_TYPE_LABELS: Record<ContingentType, string> = {
  as_endorser_of_co_maker: 'As Endorser or Co-Maker',
  legal_claims_and_judgements: 'Legal Claims and Judgements',
  other_special_debt: 'Other Special Debt',
  provision_for_federal_income_tax: 'Provision for Federal Income Tax',
};

/** "Property types for real estate: comm, condo, duplex, triplex, land, manufactured, multifamily, mixed, quad, sfr, other." */
export const REAL_ESTATE_PROPERTY_TYPES = ['comm', 'condo', 'duplex', 'triplex', 'land', 'manufactured', 'multifamily', 'mixed', 'quad', 'sfr', 'other'] as const;
export type RealEstatePropertyType = (typeof REAL_ESTATE_PROPERTY_TYPES)[number];
export const RealEstatePropertyType = v.picklist(REAL_ESTATE_PROPERTY_TYPES, formMessages.invalidChoice);
export const REAL_ESTATE_PROPERTY_TYPE_LABELS: Record<RealEstatePropertyType, string> = {
  comm: 'Commercial',
  condo: 'Condo',
  duplex: 'Duplex',
  triplex: 'Triplex',
  land: 'Land',
  manufactured: 'Manufactured',
  multifamily: 'Multifamily',
  mixed: 'Mixed Use',
  quad: 'Quadplex',
  sfr: 'Single Family Residence',
  other: 'Other',
};

/** "holder.frequency (monthly/annual)", and a bank note's "frequency (monthly/annual)" */
export const PAYMENT_FREQUENCIES = ['monthly', 'annual'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const PaymentFrequency = v.picklist(PAYMENT_FREQUENCIES, formMessages.invalidChoice);
export const PAYMENT_FREQUENCY_LABELS: Record<PaymentFrequency, string> = { monthly: 'Monthly', annual: 'Annual' };

/** "holder.status (current/delinquent/foreclosure)" */
export const MORTGAGE_STATUSES = ['current', 'delinquent', 'foreclosure'] as const;
export type MortgageStatus = (typeof MORTGAGE_STATUSES)[number];
export const MortgageStatus = v.picklist(MORTGAGE_STATUSES, formMessages.invalidChoice);
export const MORTGAGE_STATUS_LABELS: Record<MortgageStatus, string> = { current: 'Current', delinquent: 'Delinquent', foreclosure: 'Foreclosure' };

/**
 * "Declarations (yes/no): judgements, liens, litigation, violation, property, lawsuit, loan, bankrupt, felony,
 * bankruptDischarged (only when bankrupt)" (spec 002 §3). The questions' wording is not shown.
 */
export const DECLARATION_QUESTIONS = ['judgements', 'liens', 'litigation', 'violation', 'property', 'lawsuit', 'loan', 'bankrupt', 'felony', 'bankruptDischarged'] as const;
export type DeclarationQuestion = (typeof DECLARATION_QUESTIONS)[number];
