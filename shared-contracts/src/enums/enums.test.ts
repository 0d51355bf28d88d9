import * as v from 'valibot';
import { choicesOf, labelOf } from './choices';
import * as contact from './contact';
import * as deals from './deals';
import * as demographics from './demographics';
import * as entities from './entities';
import * as extension from './extension';
import * as finances from './finances';
import * as leadSources from './lead-sources';
import * as loans from './loans';
import * as states from './states';
import * as tabs from './tabs';
import * as team from './team';

/** "use snake_case raw values and the document's words as labels": the raw value of a label given only in words. */
const snakeCaseOf = (words: string) => words.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The spec's words, and the raw values and labels the contract derives from them. */
function expectWordsList(values: readonly string[], labels: Record<string, string>, words: string[]) {
  expect(values.map((value) => labels[value])).toEqual(words);
  expect(values).toEqual(words.map(snakeCaseOf));
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('spec 000 §3 "Shared enumerations"', () => {
  test('"entity types (corporation, trust, partnership, limited_partnership, llc, sole_member_llc)"', () => {
    expect(entities.ENTITY_TYPES).toEqual(['corporation', 'trust', 'partnership', 'limited_partnership', 'llc', 'sole_member_llc']);
  });

  test('"transaction types (purchase, refinance)"; spec 001: "transactionType purchase or refinance"', () => {
    expect(deals.TRANSACTION_TYPES).toEqual(['purchase', 'refinance']);
  });

  test('"deal types (new_construction, non_rehab_bridge, rehab_fix_and_flip, other)"; spec 001 lists the same four', () => {
    expect(deals.DEAL_TYPES).toEqual(['new_construction', 'non_rehab_bridge', 'rehab_fix_and_flip', 'other']);
    expect(sorted(deals.DEAL_TYPES)).toEqual(sorted(['rehab_fix_and_flip', 'new_construction', 'non_rehab_bridge', 'other']));
  });

  test('"property types (commercial, condo, land, multi_unit, single_family)"; the same set in spec 001 and spec 002 §3', () => {
    expect(deals.PROPERTY_TYPES).toEqual(['commercial', 'condo', 'land', 'multi_unit', 'single_family']);
    expect(sorted(deals.PROPERTY_TYPES)).toEqual(sorted(['single_family', 'multi_unit', 'condo', 'commercial', 'land']));
  });

  test('"occupancy (vacant, occupied, no_answer)"', () => {
    expect(deals.OCCUPANCY).toEqual(['vacant', 'occupied', 'no_answer']);
  });

  test('"US states plus DC and Puerto Rico": 50 states, DC and PR, with their names', () => {
    expect(states.US_STATES).toHaveLength(52);
    expect(states.US_STATES).toEqual(expect.arrayContaining(['DC', 'PR', 'CA', 'NY', 'TX', 'WY', 'AK', 'HI']));
    expect(states.US_STATE_NAMES.DC).toBe('District of Columbia');
    expect(states.US_STATE_NAMES.PR).toBe('Puerto Rico');
    for (const code of states.US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(v.safeParse(states.UsState, 'PR').success).toBe(true);
    expect(v.safeParse(states.UsState, 'XX').success).toBe(false);
  });

  test('"a further list of the states ID, SD, UT, VT whose purpose is not shown"', () => {
    expect(states.SPECIAL_STATE_LIST).toEqual(['ID', 'SD', 'UT', 'VT']);
  });

  test('"Lead source types: referral, partner, conferences, social_media, online_search."', () => {
    expect(leadSources.LEAD_SOURCE_TYPES).toEqual(['referral', 'partner', 'conferences', 'social_media', 'online_search']);
  });

  test('"A conference list and a referral choice \'unidentified\' exist": the lists keep the values spec 000 §5 names', () => {
    expect(leadSources.CONFERENCE_LEAD_SOURCES).toEqual(expect.arrayContaining(['meetup', 'other']));
    expect(leadSources.REFERRAL_LEAD_SOURCES).toEqual(expect.arrayContaining(['unidentified']));
    expect(leadSources.SOCIAL_MEDIA_LEAD_SOURCES).toEqual(expect.arrayContaining(['other']));
  });

  test('registration flows: "a flow of salesforce routes to Invitation and a flow of contributor routes to Contributor"', () => {
    expect(team.REGISTRATION_FLOWS).toEqual(['salesforce', 'contributor']);
  });
});

describe('spec 001 §3 "Enumerations" and §5', () => {
  test('"property.status vacant, vacant at close, occupied"', () => {
    expect(deals.PROPERTY_STATUSES).toEqual(['vacant', 'vacant at close', 'occupied']);
  });

  test('"closingStatus definitely_vacant, likely_vacant, remain_occupied"', () => {
    expect(deals.CLOSING_STATUSES).toEqual(['definitely_vacant', 'likely_vacant', 'remain_occupied']);
  });

  test('"visit.type lock_box, supra, appointment, other"', () => {
    expect(deals.VISIT_TYPES).toEqual(['lock_box', 'supra', 'appointment', 'other']);
  });

  test('"purchase type short_sale, reo, standard_sale, sale_by_owner, probate"', () => {
    expect(deals.PURCHASE_TYPES).toEqual(['short_sale', 'reo', 'standard_sale', 'sale_by_owner', 'probate']);
  });

  test('"exitStrategy (Sale or Refinance)"', () => {
    expectWordsList(deals.EXIT_STRATEGIES, deals.EXIT_STRATEGY_LABELS, ['Sale', 'Refinance']);
  });

  test('"Loan groups: in_progress (shown PENDING), active, paid, all"', () => {
    expect(loans.LOAN_GROUPS).toEqual(['in_progress', 'active', 'paid']);
    expect(loans.MY_DEALS_CATEGORIES).toEqual(['in_progress', 'active', 'paid', 'all']);
    expect(loans.LOAN_GROUP_HEADINGS.in_progress).toBe('PENDING');
  });

  test('"Tabs: PENDING LOANS, ACTIVE LOANS, PAID LOANS, ALL."', () => {
    expect(loans.MY_DEALS_CATEGORIES.map((category) => loans.MY_DEALS_TAB_LABELS[category])).toEqual(['PENDING LOANS', 'ACTIVE LOANS', 'PAID LOANS', 'ALL']);
  });

  test('"a doughnut chart ... of In Progress, Active and Paid counts"', () => {
    expect(loans.LOAN_GROUPS.map((group) => loans.LOAN_STATS_LABELS[group])).toEqual(['In Progress', 'Active', 'Paid']);
  });

  test('"search keys address and number"', () => {
    expect(loans.LOAN_SEARCH_KEYS).toEqual(['address', 'number']);
  });

  test('"choose Address or APN"', () => {
    expect(deals.PROPERTY_SEARCH_MODES.map((mode) => deals.PROPERTY_SEARCH_MODE_LABELS[mode])).toEqual(['Address', 'APN']);
  });

  test('"optional query action: change_order, draws, payoff, extensions, insurance, achpayment, eor"', () => {
    expect(loans.LOAN_DETAIL_ACTIONS).toEqual(['change_order', 'draws', 'payoff', 'extensions', 'insurance', 'achpayment', 'eor']);
  });

  test('"asset_management with keys draws, change_order, extensions, payoff, achpayment, insurance"', () => {
    expect(loans.ASSET_MANAGEMENT_DOCUMENT_KEYS).toEqual(['draws', 'change_order', 'extensions', 'payoff', 'achpayment', 'insurance']);
  });

  test('"an appraisal status (Not ordered / Ordered / Received)"', () => {
    expectWordsList(loans.APPRAISAL_STATUSES, loans.APPRAISAL_STATUS_LABELS, ['Not ordered', 'Ordered', 'Received']);
  });

  test('"method (transfer, ach; check exists but is excluded from pickers)"; "type required (Wire Transfer or ACH Transaction)"', () => {
    expect(loans.PAYMENT_METHOD_TYPES).toEqual(['transfer', 'ach', 'check']);
    expect(loans.PICKABLE_PAYMENT_METHOD_TYPES).toEqual(['transfer', 'ach']);
    expect(loans.PICKABLE_PAYMENT_METHOD_TYPES.map((type) => loans.PAYMENT_METHOD_TYPE_LABELS[type])).toEqual(['Wire Transfer', 'ACH Transaction']);
  });

  test('"accountType (checking or savings, when shown)"', () => {
    expect(loans.ACCOUNT_TYPES).toEqual(['checking', 'savings']);
  });

  test('"a dropdown \'+ New Payment Method\' with ACH Payment or Draw Payment"; "Draw payment methods use type \'Draw\'"', () => {
    expectWordsList(loans.NEW_PAYMENT_METHOD_KINDS, loans.NEW_PAYMENT_METHOD_KIND_LABELS, ['ACH Payment', 'Draw Payment']);
    expect(loans.DRAW_PAYMENT_METHOD_TYPE).toBe('Draw');
    expect(loans.PAYMENT_METHOD_PURPOSES).toEqual({ ach_payment: 'ACH', draw_payment: 'Draw' });
    for (const kind of loans.NEW_PAYMENT_METHOD_KINDS) expect(loans.paymentMethodKindOf({ type: loans.PAYMENT_METHOD_PURPOSES[kind] })).toBe(kind);
  });

  test('estimate of repairs: "17 numbered categories" with their keys, labelled with the document\'s words', () => {
    expect(loans.REPAIR_CATEGORIES).toEqual([
      'softCosts',
      'generalRequirements',
      'siteConstruction',
      'concrete',
      'masonry',
      'metals',
      'woodsPlastics',
      'thermalMoistureProtection',
      'doorsWindows',
      'finishes',
      'specialties',
      'equipment',
      'furnishings',
      'specialConstruction',
      'conveyingSystems',
      'mechanicalSystems',
      'electrical',
    ]);
    const words =
      'soft costs, general requirements, site construction, concrete, masonry, metals, woods and plastics, thermal and moisture protection, doors and windows, finishes, specialties, equipment, furnishings, special construction, conveying systems, mechanical systems, electrical';
    expect(loans.REPAIR_CATEGORIES.map((key) => loans.REPAIR_CATEGORY_LABELS[key].toLowerCase())).toEqual(words.split(', '));
  });
});

describe('spec 001 §5 "Extension" answers', () => {
  test('"(1) extension_needed required": a yes/no answer', () => {
    expect(extension.EXTENSION_NEEDED_ANSWERS).toEqual(['yes', 'no']);
  });

  test('"reasons (Permits took longer than expected; Rehab took longer than expected; Selling the property took longer than expected; Everything is on track and an extension is expected; Other)"', () => {
    expectWordsList(extension.EXTENSION_REASONS, extension.EXTENSION_REASON_LABELS, [
      'Permits took longer than expected',
      'Rehab took longer than expected',
      'Selling the property took longer than expected',
      'Everything is on track and an extension is expected',
      'Other',
    ]);
  });

  test('"loan_paid_off estimate (Less than 30 days, 1-3 months, 4-6 months, 6-9 months, 9-12 months, More than 12 months)"', () => {
    expectWordsList(extension.LOAN_PAID_OFF_ESTIMATES, extension.LOAN_PAID_OFF_ESTIMATE_LABELS, [
      'Less than 30 days',
      '1-3 months',
      '4-6 months',
      '6-9 months',
      '9-12 months',
      'More than 12 months',
    ]);
  });

  test('"property_status (Rehab in progress, Listed, In escrow, Rented, Other)"', () => {
    expectWordsList(extension.EXTENSION_PROPERTY_STATUSES, extension.EXTENSION_PROPERTY_STATUS_LABELS, ['Rehab in progress', 'Listed', 'In escrow', 'Rented', 'Other']);
  });

  test('"rehab completion estimate (Less than 30 days, 1-3 months, 4-6 months, More than 6 months)"', () => {
    expectWordsList(extension.REHAB_COMPLETION_ESTIMATES, extension.REHAB_COMPLETION_ESTIMATE_LABELS, [
      'Less than 30 days',
      '1-3 months',
      '4-6 months',
      'More than 6 months',
    ]);
  });

  test('the extension\'s exit_strategy offers the deal\'s (Sale, Refinance) and Other, for exit_strategy_other', () => {
    expect(extension.EXTENSION_EXIT_STRATEGIES).toEqual(['sale', 'refinance', 'other']);
  });
});

describe('spec 002 §3 enumerations', () => {
  test('"maritalStatus (married, separated, unmarried)"', () => {
    expect(contact.MARITAL_STATUSES).toEqual(['married', 'separated', 'unmarried']);
  });

  test('"contactMethod (email, phone, mail, fax, text)"', () => {
    expect(contact.CONTACT_METHODS).toEqual(['email', 'phone', 'mail', 'fax', 'text']);
  });

  test('"phones (each type and number; types other, home, company, mobile, fax)"', () => {
    expect(contact.PHONE_TYPES).toEqual(['other', 'home', 'company', 'mobile', 'fax']);
  });

  test('"Social: linkedin, facebook, instagram, twitter"', () => {
    expect(contact.SOCIAL_NETWORKS).toEqual(['linkedin', 'facebook', 'instagram', 'twitter']);
  });

  test('"Asset categories (key = label): accounts_notes = Accounts and Notes Receivable; automobiles; cash_on_hand; iras; life_insurances; other; other_properties; real_estate; savings_accounts; stocks_and_bonds."', () => {
    expect(finances.ASSET_CATEGORIES).toEqual([
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
    ]);
    expect(finances.ASSET_CATEGORY_LABELS.accounts_notes).toBe('Accounts and Notes Receivable');
  });

  test('"assets (camel-cased keys): accountsAndNotes, automobiles, cashOnHand, iras, lifeInsurances, other, otherProperties, realEstate, savings, stocks"', () => {
    expect(finances.ASSET_CATEGORIES.map((category) => finances.ASSET_FINANCE_KEY_OF[category])).toEqual([
      'accountsAndNotes',
      'automobiles',
      'cashOnHand',
      'iras',
      'lifeInsurances',
      'other',
      'otherProperties',
      'realEstate',
      'savings',
      'stocks',
    ]);
  });

  test('"Liability categories: accounts_payable, banks (Notes Payable to Banks and Others), contingents, other_installments, other, unpaid_taxes."', () => {
    expect(finances.LIABILITY_CATEGORIES).toEqual(['accounts_payable', 'banks', 'contingents', 'other_installments', 'other', 'unpaid_taxes']);
    expect(finances.LIABILITY_CATEGORY_LABELS.banks).toBe('Notes Payable to Banks and Others');
    expect(sorted(Object.values(finances.LIABILITY_FINANCE_KEY_OF))).toEqual(
      sorted(['accountsPayable', 'installmentOther', 'banks', 'other', 'unpaidTaxes', 'contingents']),
    );
  });

  test('"contingents | type (as_endorser_of_co_maker, legal_claims_and_judgements, other_special_debt, provision_for_federal_income_tax)"', () => {
    expect(finances.CONTINGENT_TYPES).toEqual(['as_endorser_of_co_maker', 'legal_claims_and_judgements', 'other_special_debt', 'provision_for_federal_income_tax']);
  });

  test('"Property types for real estate: comm, condo, duplex, triplex, land, manufactured, multifamily, mixed, quad, sfr, other."', () => {
    expect(finances.REAL_ESTATE_PROPERTY_TYPES).toEqual(['comm', 'condo', 'duplex', 'triplex', 'land', 'manufactured', 'multifamily', 'mixed', 'quad', 'sfr', 'other']);
  });

  test('"holder.frequency (monthly/annual)"; "holder.status (current/delinquent/foreclosure)"', () => {
    expect(finances.PAYMENT_FREQUENCIES).toEqual(['monthly', 'annual']);
    expect(finances.MORTGAGE_STATUSES).toEqual(['current', 'delinquent', 'foreclosure']);
  });

  test('"Declarations (yes/no): judgements, liens, litigation, violation, property, lawsuit, loan, bankrupt, felony, bankruptDischarged"', () => {
    expect(finances.DECLARATION_QUESTIONS).toEqual(['judgements', 'liens', 'litigation', 'violation', 'property', 'lawsuit', 'loan', 'bankrupt', 'felony', 'bankruptDischarged']);
  });

  test('"Choose one of: Upload File, Itemize, Total Assets and Liabilities, or Provide Later."', () => {
    expectWordsList(finances.FINANCIAL_ENTRY_MODES, finances.FINANCIAL_ENTRY_MODE_LABELS, ['Upload File', 'Itemize', 'Total Assets and Liabilities', 'Provide Later']);
  });

  test('"/profile/finances/{assets or liabilities}/..."', () => {
    expect(finances.FINANCE_SIDES).toEqual(['assets', 'liabilities']);
  });

  test('"ethnicity: hispanic_or_latino or other; origin list: mexican, puerto_rican, cuban, other"', () => {
    expect(demographics.ETHNICITIES).toEqual(['hispanic_or_latino', 'other']);
    expect(demographics.HISPANIC_ORIGINS).toEqual(['mexican', 'puerto_rican', 'cuban', 'other']);
  });

  test('"races list (native, hawaiian, asian, african, white)"', () => {
    expect(demographics.RACES).toEqual(['native', 'hawaiian', 'asian', 'african', 'white']);
  });

  test('"hawaiian.heritage (native_hawaiian, guamanian_chamarro, samoan, other)"', () => {
    expect(demographics.HAWAIIAN_HERITAGES).toEqual(['native_hawaiian', 'guamanian_chamarro', 'samoan', 'other']);
  });

  test('"asian.heritage (chinese, filipino, japanese, korean, vietnamese, indian, other)"', () => {
    expect(demographics.ASIAN_HERITAGES).toEqual(['chinese', 'filipino', 'japanese', 'korean', 'vietnamese', 'indian', 'other']);
  });

  test('"sex (male, female, not_provided)"', () => {
    expect(demographics.SEXES).toEqual(['male', 'female', 'not_provided']);
  });

  test('"status (pending, active, disconnected, suspended, rejected)"', () => {
    expect(team.CONTRIBUTOR_STATUSES).toEqual(['pending', 'active', 'disconnected', 'suspended', 'rejected']);
  });

  test('"relationship (authorized_signer, ceo, cfo, manager, managing_member, member, partner, president, treasurer, transaction_coordinator, other)"', () => {
    expect(team.CONTRIBUTOR_RELATIONSHIPS).toEqual([
      'authorized_signer',
      'ceo',
      'cfo',
      'manager',
      'managing_member',
      'member',
      'partner',
      'president',
      'treasurer',
      'transaction_coordinator',
      'other',
    ]);
  });

  test('spec 002 §9 "relationship choices by type: corporation (shareholder, director, officer), limited_partnership (limited_partner, general_partner), llc (llc_member, llc_manager), trust (trustee, trustor, beneficiary), plus llc_owner and individual_proprietor"', () => {
    expect(entities.ENTITY_RELATIONSHIPS_BY_TYPE.corporation).toEqual(['shareholder', 'director', 'officer']);
    expect(entities.ENTITY_RELATIONSHIPS_BY_TYPE.limited_partnership).toEqual(['limited_partner', 'general_partner']);
    expect(entities.ENTITY_RELATIONSHIPS_BY_TYPE.llc).toEqual(['llc_member', 'llc_manager']);
    expect(entities.ENTITY_RELATIONSHIPS_BY_TYPE.trust).toEqual(['trustee', 'trustor', 'beneficiary']);
    expect(entities.ENTITY_RELATIONSHIPS).toEqual([
      'shareholder',
      'director',
      'officer',
      'limited_partner',
      'general_partner',
      'llc_member',
      'llc_manager',
      'trustee',
      'trustor',
      'beneficiary',
      'llc_owner',
      'individual_proprietor',
    ]);
  });

  test('the roles table: "\'full access\', \'read only\' ... or \'none\'" for "all pages, dashboard, active deals, ... my docs"', () => {
    expect(team.ROLE_ACCESS_LEVELS).toEqual(['full access', 'read only', 'none']);
    const rows =
      'all pages, dashboard, active deals, deals in progress, new deal, Plaid, submit draw request, submit ACH request, create Plaid report, entities docs, draw request docs, ACH request docs, payment methods, application, my docs';
    expect(team.ROLE_ACCESS_ROWS).toEqual(rows.split(', '));
  });

  test('"These types are excluded from the table: Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial Statement, Bank Statement, Tax Returns, Borrower 1098 Form, Borrower Stated Experience."', () => {
    const excluded = 'Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial Statement, Bank Statement, Tax Returns, Borrower 1098 Form, Borrower Stated Experience';
    expect(entities.MY_DOCUMENTS_HIDDEN_TYPES).toEqual(excluded.split(', '));
    const guarantorExcluded = 'Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial Statement, Bank Statement, Tax Returns and Borrower Stated Experience';
    expect(entities.GUARANTOR_HIDDEN_TYPES).toEqual(guarantorExcluded.replace(' and ', ', ').split(', '));
  });

  test('"Two tables: PENDING ... and APPROVED"', () => {
    expect(entities.ENTITY_STATUSES).toEqual(['pending', 'approved']);
  });
});

describe('tabs and steps whose order is part of the contract', () => {
  test('"Tabs in order: Introduction, Personal Information, Employment Information, Financial, Background Information, Demographics, Real Estate, Review & Submit Application."', () => {
    expect(tabs.APPLICATION_TABS).toEqual([
      'Introduction',
      'Personal Information',
      'Employment Information',
      'Financial',
      'Background Information',
      'Demographics',
      'Real Estate',
      'Review & Submit Application',
    ]);
  });

  test('"Tabs: Change Password (everyone); Change Profile Picture, Social Media and Portal Team Members (owner only)."', () => {
    expect(tabs.SETTINGS_TABS.map((tab) => [tab.label, tab.ownerOnly])).toEqual([
      ['Change Password', false],
      ['Change Profile Picture', true],
      ['Social Media', true],
      ['Portal Team Members', true],
    ]);
  });

  test('the login steps: "0 | e-mail only | Continue", "1 | e-mail and password | Login", "2 | e-mail and 6-digit code | Verify Code"', () => {
    expect(tabs.LOGIN_STEPS.map((step) => [step.fields, step.button])).toEqual([
      [['email'], 'Continue'],
      [['email', 'password'], 'Login'],
      [['email', 'code'], 'Verify Code'],
    ]);
  });
});

describe('every enumeration: a picklist that takes its values, and a label for each', () => {
  const withLabels: [string, readonly string[], v.GenericSchema | null, Record<string, string> | null][] = [
    ['entity types', entities.ENTITY_TYPES, entities.EntityType, entities.ENTITY_TYPE_LABELS],
    ['entity relationships', entities.ENTITY_RELATIONSHIPS, entities.EntityRelationship, entities.ENTITY_RELATIONSHIP_LABELS],
    ['transaction types', deals.TRANSACTION_TYPES, deals.TransactionType, deals.TRANSACTION_TYPE_LABELS],
    ['deal types', deals.DEAL_TYPES, deals.DealType, deals.DEAL_TYPE_LABELS],
    ['property types', deals.PROPERTY_TYPES, deals.PropertyType, deals.PROPERTY_TYPE_LABELS],
    ['occupancy', deals.OCCUPANCY, deals.Occupancy, deals.OCCUPANCY_LABELS],
    ['property statuses', deals.PROPERTY_STATUSES, deals.PropertyStatus, deals.PROPERTY_STATUS_LABELS],
    ['closing statuses', deals.CLOSING_STATUSES, deals.ClosingStatus, deals.CLOSING_STATUS_LABELS],
    ['visit types', deals.VISIT_TYPES, deals.VisitType, deals.VISIT_TYPE_LABELS],
    ['purchase types', deals.PURCHASE_TYPES, deals.PurchaseType, deals.PURCHASE_TYPE_LABELS],
    ['exit strategies', deals.EXIT_STRATEGIES, deals.ExitStrategy, deals.EXIT_STRATEGY_LABELS],
    ['yes/no', deals.YES_NO_ANSWERS, deals.YesNo, deals.YES_NO_LABELS],
    ['lead source types', leadSources.LEAD_SOURCE_TYPES, leadSources.LeadSourceType, leadSources.LEAD_SOURCE_TYPE_LABELS],
    ['loan groups', loans.LOAN_GROUPS, loans.LoanGroup, loans.LOAN_STATS_LABELS],
    ['my deals categories', loans.MY_DEALS_CATEGORIES, loans.MyDealsCategory, loans.MY_DEALS_TAB_LABELS],
    ['loan detail actions', loans.LOAN_DETAIL_ACTIONS, loans.LoanDetailAction, loans.LOAN_DETAIL_ACTION_LABELS],
    ['payment method types', loans.PAYMENT_METHOD_TYPES, loans.PaymentMethodType, loans.PAYMENT_METHOD_TYPE_LABELS],
    ['account types', loans.ACCOUNT_TYPES, loans.AccountType, loans.ACCOUNT_TYPE_LABELS],
    ['repair categories', loans.REPAIR_CATEGORIES, loans.RepairCategory, loans.REPAIR_CATEGORY_LABELS],
    ['extension reasons', extension.EXTENSION_REASONS, extension.ExtensionReason, extension.EXTENSION_REASON_LABELS],
    ['loan paid off', extension.LOAN_PAID_OFF_ESTIMATES, extension.LoanPaidOffEstimate, extension.LOAN_PAID_OFF_ESTIMATE_LABELS],
    ['extension property statuses', extension.EXTENSION_PROPERTY_STATUSES, extension.ExtensionPropertyStatus, extension.EXTENSION_PROPERTY_STATUS_LABELS],
    ['rehab completion', extension.REHAB_COMPLETION_ESTIMATES, extension.RehabCompletionEstimate, extension.REHAB_COMPLETION_ESTIMATE_LABELS],
    ['extension exit strategies', extension.EXTENSION_EXIT_STRATEGIES, extension.ExtensionExitStrategy, extension.EXTENSION_EXIT_STRATEGY_LABELS],
    ['marital statuses', contact.MARITAL_STATUSES, contact.MaritalStatus, contact.MARITAL_STATUS_LABELS],
    ['contact methods', contact.CONTACT_METHODS, contact.ContactMethod, contact.CONTACT_METHOD_LABELS],
    ['phone types', contact.PHONE_TYPES, contact.PhoneType, contact.PHONE_TYPE_LABELS],
    ['ethnicities', demographics.ETHNICITIES, demographics.Ethnicity, demographics.ETHNICITY_LABELS],
    ['origins', demographics.HISPANIC_ORIGINS, demographics.HispanicOrigin, demographics.HISPANIC_ORIGIN_LABELS],
    ['races', demographics.RACES, demographics.Race, demographics.RACE_LABELS],
    ['hawaiian heritages', demographics.HAWAIIAN_HERITAGES, demographics.HawaiianHeritage, demographics.HAWAIIAN_HERITAGE_LABELS],
    ['asian heritages', demographics.ASIAN_HERITAGES, demographics.AsianHeritage, demographics.ASIAN_HERITAGE_LABELS],
    ['sexes', demographics.SEXES, demographics.Sex, demographics.SEX_LABELS],
    ['financial entry modes', finances.FINANCIAL_ENTRY_MODES, finances.FinancialEntryMode, finances.FINANCIAL_ENTRY_MODE_LABELS],
    ['asset categories', finances.ASSET_CATEGORIES, finances.AssetCategory, finances.ASSET_CATEGORY_LABELS],
    ['liability categories', finances.LIABILITY_CATEGORIES, finances.LiabilityCategory, finances.LIABILITY_CATEGORY_LABELS],
    ['contingent types', finances.CONTINGENT_TYPES, finances.ContingentType, finances.CONTINGENT_TYPE_LABELS],
    ['real-estate property types', finances.REAL_ESTATE_PROPERTY_TYPES, finances.RealEstatePropertyType, finances.REAL_ESTATE_PROPERTY_TYPE_LABELS],
    ['payment frequencies', finances.PAYMENT_FREQUENCIES, finances.PaymentFrequency, finances.PAYMENT_FREQUENCY_LABELS],
    ['mortgage statuses', finances.MORTGAGE_STATUSES, finances.MortgageStatus, finances.MORTGAGE_STATUS_LABELS],
    ['contributor statuses', team.CONTRIBUTOR_STATUSES, team.ContributorStatus, team.CONTRIBUTOR_STATUS_LABELS],
    ['contributor relationships', team.CONTRIBUTOR_RELATIONSHIPS, team.ContributorRelationship, team.CONTRIBUTOR_RELATIONSHIP_LABELS],
    ['registration flows', team.REGISTRATION_FLOWS, team.RegistrationFlow, null],
    // 'other' is a choice of two lists, with one label.
    ['lead sources', [...new Set([...leadSources.CONFERENCE_LEAD_SOURCES, ...leadSources.REFERRAL_LEAD_SOURCES, ...leadSources.SOCIAL_MEDIA_LEAD_SOURCES])], null, leadSources.LEAD_SOURCE_LABELS],
  ];

  test.each(withLabels)('%s', (_name, values, schema, labels) => {
    expect(new Set(values).size).toBe(values.length);
    if (schema) {
      for (const value of values) expect(v.safeParse(schema, value).success).toBe(true);
      const refused = v.safeParse(schema, 'not a value');
      expect(refused.success).toBe(false);
      expect(refused.issues?.[0]?.message).toBe('Please choose one of the options.');
    }
    if (labels) {
      for (const value of values) expect(labels[value]).toEqual(expect.any(String));
      expect(Object.keys(labels).sort()).toEqual([...new Set(values)].sort());
    }
  });

  test('choices come in the specification\'s order with their labels; an unknown raw value shows as it came', () => {
    expect(choicesOf(contact.MARITAL_STATUSES, contact.MARITAL_STATUS_LABELS)).toEqual([
      { value: 'married', label: 'Married' },
      { value: 'separated', label: 'Separated' },
      { value: 'unmarried', label: 'Unmarried' },
    ]);
    expect(labelOf(deals.DEAL_TYPE_LABELS, 'new_construction')).toBe('New Construction');
    expect(labelOf(deals.DEAL_TYPE_LABELS, 'toString')).toBe('toString');
    expect(labelOf(deals.DEAL_TYPE_LABELS, 'ground_up')).toBe('ground_up');
  });
});
