import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ESTIMATE_OF_REPAIRS_DOCUMENT,
  IN_PROGRESS_LOAN_CATEGORIES,
  LOAN_DOCUMENT_KIND,
  type AssetManagementDocumentKey,
  type DealProperty,
  type DealType,
  type LoanAppraisal,
  type LoanContact,
  type PropertyType,
  type RepairCategory,
  type TransactionType,
} from '@portal/shared-contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { documents } from '../documents/schema';
import { entitiesOf } from '../entities/entities';
import { newStorageKey, type FileStore } from '../files/file-store';
import { storedFiles } from '../files/schema';
import { demoDocumentPdf, sha256Of } from './demo-files';
import { insertRows } from './insert-rows';
import { loanExtensionRequests, loanStatements, loans, type StatementFigures } from './schema';

/*
 * Ann Borrower's demo loans (issue 9 'Demo data'): every pending category, on hold, active and paid loans, with the
 * cases the indicators and the actions show (an overdue draw, a maturity within 30 days and one passed, payments 5 and
 * 20 days late, a loan that can draw, an extension request), documents needed, submitted and approved, uploads and
 * statements. Every day is counted from the day the seed runs (its UTC calendar day), so the cases hold whenever the
 * demo is started. Bill Builder gets two loans of his own, which Ann must never see.
 */

export interface DemoLoanAccounts {
  borrowerAccountId: number;
  builderAccountId: number;
  borrowerUserId: number;
  /** Where the demo files' bytes go; without one the files are recorded but their bytes are not there to download. */
  fileStore?: FileStore;
}

type Day = string;
type Section = 'standard' | AssetManagementDocumentKey;
/** Where a document stands: asked for with nothing sent, a file waiting for review, approved, or its only file rejected. */
type DocumentState = 'needed' | 'submitted' | 'approved' | 'rejected';

interface DocumentPlan {
  type: string;
  state: DocumentState;
  section?: Section;
  /** The day the lender stops accepting the file (an insurance binder runs a year). */
  expiresOn?: Day;
}

interface LoanPlan {
  accountId: number;
  values: Omit<typeof loans.$inferInsert, 'accountId' | 'number'>;
  documents: DocumentPlan[];
  /** Files uploaded on the loan's page (type Salesforce), by name. */
  uploads: string[];
  /** Month-ends the statements are for. */
  statementPeriods: Day[];
  extensionRequest: boolean;
}

const DAY_MS = 86_400_000;

/** The seed's day and the days around it, all UTC calendar days ("YYYY-MM-DD"). */
function calendar(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const day = (offset: number): Day => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
  return { today, day };
}

/** The same day of the month `months` later (earlier when negative), or the month's last day when it has no such day. */
function monthsAfter(day: Day, months: number): Day {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}

/** The last `count` month-ends before `before`, newest first. */
function monthEndsBefore(before: Day, count: number): Day[] {
  const [year, month] = before.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => new Date(Date.UTC(year, month - 1 - back, 0)).toISOString().slice(0, 10));
}

const at = (day: Day, hour = 15) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const cents = (amount: number) => Math.round(amount * 100) / 100;
const monthlyInterest = (balance: number, rate: number) => cents((balance * rate) / 1200);

type Address = [street: string, city: string, state: string, zipCode: string, propertyType: PropertyType];

function propertyAt([address, city, state, zipCode]: Address, unit = ''): DealProperty {
  return { address, unit, city, state, zipCode, status: 'vacant', closingStatus: null, contact: { notes: '' }, visit: { type: 'other', other: { notes: '' } }, hoaFees: null };
}

const PENDING_ADDRESSES: Address[] = [
  ['4127 Maple Ridge Dr', 'Austin', 'TX', '78745', 'single_family'],
  ['918 W Magnolia Ave', 'Fort Worth', 'TX', '76104', 'single_family'],
  ['2210 Peachtree Rd NW', 'Atlanta', 'GA', '30309', 'condo'],
  ['77 Harbor View Ln', 'Tampa', 'FL', '33602', 'single_family'],
  ['1503 Elm Creek Blvd', 'San Antonio', 'TX', '78230', 'multi_unit'],
  ['640 N Central Ave', 'Phoenix', 'AZ', '85004', 'commercial'],
  ['315 Birchwood Ct', 'Charlotte', 'NC', '28205', 'single_family'],
  ['8840 Sunset Palms Way', 'Orlando', 'FL', '32819', 'single_family'],
  ['1219 E 7th St', 'Austin', 'TX', '78702', 'multi_unit'],
  ['56 Cedar Hollow Rd', 'Nashville', 'TN', '37211', 'single_family'],
  ['4402 Belmont Ave', 'Dallas', 'TX', '75204', 'condo'],
  ['2735 Ridgewood Ave', 'Jacksonville', 'FL', '32207', 'single_family'],
  ['101 Market St', 'Raleigh', 'NC', '27601', 'commercial'],
  ['3309 Wildflower Trl', 'Round Rock', 'TX', '78664', 'land'],
  ['742 Evergreen Ter', 'Mesa', 'AZ', '85201', 'single_family'],
  ['1880 Lakeshore Dr', 'Columbus', 'OH', '43204', 'multi_unit'],
  ['29 Oak Park Pl', 'Memphis', 'TN', '38104', 'single_family'],
  ['6120 Bluebonnet Ln', 'Houston', 'TX', '77036', 'single_family'],
  ['455 Riverside Dr', 'Savannah', 'GA', '31401', 'condo'],
  ['1307 Willow Bend Rd', 'Plano', 'TX', '75093', 'single_family'],
];
const ON_HOLD_ADDRESS: Address = ['2601 Pecan Valley Dr', 'Waco', 'TX', '76710', 'single_family'];

const PROCESSORS: LoanContact[] = [
  { first_name: 'Dana', last_name: 'Whitfield', display_name: null, email: 'dana.whitfield@lender.example', phone: '(800) 555-0142' },
  { first_name: 'Luis', last_name: 'Ortega', display_name: null, email: 'luis.ortega@lender.example', phone: '(800) 555-0143' },
  { first_name: null, last_name: null, display_name: 'Priya Natarajan', email: 'priya.natarajan@lender.example', phone: null },
];
const MONITORING_ASSOCIATES: LoanContact[] = [
  { first_name: 'Grace', last_name: 'Kim', display_name: null, email: 'grace.kim@lender.example', phone: '(800) 555-0151' },
  { first_name: 'Marcus', last_name: 'Bell', display_name: null, email: 'marcus.bell@lender.example', phone: '(800) 555-0152' },
];

const needsRepairs = (dealType: DealType) => dealType === 'rehab_fix_and_flip' || dealType === 'new_construction';

/**
 * How a rehab's budget splits over the repair categories, for the demo loans' balances per category: finishes,
 * carpentry, doors and windows take most; some categories a house rehab never uses stay at zero (a draw hides them).
 */
const REHAB_BUDGET_SHARES: Partial<Record<RepairCategory, number>> = {
  softCosts: 0.06,
  generalRequirements: 0.05,
  siteConstruction: 0.04,
  concrete: 0.04,
  masonry: 0.03,
  woodsPlastics: 0.12,
  thermalMoistureProtection: 0.08,
  doorsWindows: 0.12,
  finishes: 0.24,
  specialties: 0.02,
  equipment: 0.06,
  mechanicalSystems: 0.08,
  electrical: 0.06,
};

/** The holdback balance split by category in cents, the last category taking the rounding so the parts add up. */
function repairBalancesOf(holdbackBalance: number | null): Partial<Record<RepairCategory, number>> | null {
  if (holdbackBalance === null) return null;
  const shares = Object.entries(REHAB_BUDGET_SHARES) as [RepairCategory, number][];
  const balances: Partial<Record<RepairCategory, number>> = {};
  let left = Math.round(holdbackBalance * 100);
  shares.forEach(([category, share], index) => {
    const part = index === shares.length - 1 ? left : Math.round(holdbackBalance * 100 * share);
    balances[category] = part / 100;
    left -= part;
  });
  return balances;
}

/**
 * The pending loans, two in each in-progress category: further along, more documents approved, the appraisal ordered
 * then received, the estimate of repairs submitted then approved.
 */
function pendingPlans(accountId: number, entityIds: (number | null)[], day: (offset: number) => Day): LoanPlan[] {
  const amounts = [185000, 342500, 96000, 615000, 248000, 1125000, 129500, 410000, 87500, 275000, 532000, 158000, 720000, 214500, 98500, 1450000, 365000, 142000, 489000, 262000];
  const terms = [6, 9, 12, 12, 18, 24, 12, 9, 15, 12];
  const rates = [9.5, 10.25, 10.75, 11, 11.5, 11.99, 12.25, 12.5, 13, 10.5];
  const dealTypes: DealType[] = ['rehab_fix_and_flip', 'non_rehab_bridge', 'rehab_fix_and_flip', 'new_construction'];
  return IN_PROGRESS_LOAN_CATEGORIES.flatMap((category, stage) =>
    [0, 1].map((second): LoanPlan => {
      const index = stage * 2 + second;
      const address = PENDING_ADDRESSES[index]!;
      const dealType = address[4] === 'land' ? 'new_construction' : dealTypes[index % dealTypes.length]!;
      const transactionType: TransactionType = index % 5 === 3 ? 'refinance' : 'purchase';
      const amount = amounts[index]!;
      const estimate = !needsRepairs(dealType) ? null : stage < 3 ? 'not_submitted' : stage < 6 ? 'submitted' : 'approved';
      const appraisals: LoanAppraisal[] =
        stage < 2 ? [] : stage < 4 ? [{ appraisal_ordered: day(-4 - second), appraisal_received: null }] : [{ appraisal_ordered: day(-30 - stage), appraisal_received: day(-12 - stage) }];
      return {
        accountId,
        values: {
          entityId: entityIds[index % entityIds.length] ?? null,
          transactionType,
          dealType,
          propertyType: address[4],
          loanCategory: category,
          group: 'in_progress',
          property: propertyAt(address, address[4] === 'condo' ? `Unit ${200 + index}` : ''),
          transaction: transactionType === 'purchase' ? { price: cents(amount * 1.25), closingDate: day(45 - stage * 4 + second * 7) } : { payoffAmount: cents(amount * 0.8) },
          propertyRepair: needsRepairs(dealType) ? { afterRepairEstimate: cents(amount * 1.7), totalCost: cents(amount * 0.22) } : null,
          estimatedCloseDate: day(45 - stage * 4 + second * 7),
          amount,
          loanTerms: terms[index % terms.length]!,
          loanRate: rates[index % rates.length]!,
          holdback: needsRepairs(dealType) ? cents(amount * 0.2) : null,
          percentageToFunded: cents((stage + 1) / 11),
          appraisals,
          processor: stage >= 2 ? PROCESSORS[index % PROCESSORS.length]! : null,
          estimateOfRepairsStatus: estimate,
          dateEntered: at(day(-(3 + stage * 6 + second * 2))),
        },
        documents: pendingDocuments(stage, second, transactionType, estimate),
        uploads: second === 0 && stage % 3 === 0 ? ['Scope of Work.pdf'] : [],
        statementPeriods: [],
        extensionRequest: false,
      };
    }),
  );
}

/** A pending loan's documents: the further along its category, the more of them approved. */
function pendingDocuments(stage: number, second: number, transactionType: TransactionType, estimate: 'not_submitted' | 'submitted' | 'approved' | null): DocumentPlan[] {
  const types = [
    transactionType === 'purchase' ? 'Purchase Contract' : 'Payoff Statement',
    'Operating Agreement',
    'Proof of Funds',
    'Insurance Binder',
    'Title Commitment',
    'Appraisal Report',
  ];
  // Through 'needs docs' (stage 7) something is still needed; from 'docs drawn' on, nothing is.
  const approved = Math.floor((stage * types.length) / 12);
  const plans = types.map((type, index): DocumentPlan => {
    if (index < approved) return { type, state: 'approved' };
    if (index < approved + 2) return { type, state: 'submitted' };
    return { type, state: second === 1 && type === 'Proof of Funds' ? 'rejected' : 'needed' };
  });
  if (estimate) plans.push({ type: ESTIMATE_OF_REPAIRS_DOCUMENT, state: estimate === 'not_submitted' ? 'needed' : estimate });
  return plans;
}

/** An active loan as the lender services it: its maturity (and so its funding) and its balances. */
interface ActiveCase {
  address: Address;
  amount: number;
  terms: number;
  rate: number;
  dealType: DealType;
  maturity: number;
  paymentDue: number;
  draw: number | null;
  /** The part of the holdback still undrawn, as a fraction of it. */
  undrawn: number;
  drawsAvailable: number;
  estimate?: 'not_submitted' | 'submitted' | 'approved';
  extensionRequest?: boolean;
  neededTypes?: string[];
  insuranceCertificate?: boolean;
  uploads?: string[];
  lma?: boolean;
}

const ACTIVE_CASES: ActiveCase[] = [
  // The draw last taken 95 days ago with holdback left: an overdue draw.
  { address: ['1450 Sycamore St', 'Austin', 'TX', '78704', 'single_family'], amount: 318000, terms: 12, rate: 11.25, dealType: 'rehab_fix_and_flip', maturity: 140, paymentDue: 9, draw: -95, undrawn: 0.6, drawsAvailable: 0, uploads: ['Progress photos.pdf'] },
  // Maturing within 30 days.
  { address: ['3021 Cherry Hill Ln', 'Dallas', 'TX', '75228', 'single_family'], amount: 212000, terms: 12, rate: 10.75, dealType: 'rehab_fix_and_flip', maturity: 18, paymentDue: 9, draw: -150, undrawn: 0, drawsAvailable: 0, insuranceCertificate: true },
  // Past its maturity.
  { address: ['88 Bayshore Blvd', 'Tampa', 'FL', '33606', 'condo'], amount: 455000, terms: 9, rate: 12.5, dealType: 'non_rehab_bridge', maturity: -12, paymentDue: 9, draw: null, undrawn: 0, drawsAvailable: 0, neededTypes: ['Updated Insurance Declaration'] },
  // A payment 5 days late: a warning on its date.
  { address: ['1912 Hawthorne Ave', 'Charlotte', 'NC', '28205', 'single_family'], amount: 174500, terms: 12, rate: 11.5, dealType: 'rehab_fix_and_flip', maturity: 210, paymentDue: -5, draw: -40, undrawn: 0.45, drawsAvailable: 0 },
  // A payment 20 days late: a danger row; its estimate of repairs is still owed, so no change order yet.
  { address: ['507 Pinecrest Dr', 'Atlanta', 'GA', '30318', 'multi_unit'], amount: 689000, terms: 12, rate: 12, dealType: 'rehab_fix_and_flip', maturity: 95, paymentDue: -20, draw: -60, undrawn: 0.3, drawsAvailable: 0, estimate: 'not_submitted' },
  // Eligible for a draw: holdback left, inspected work to pay, far from maturity, payments current.
  { address: ['2244 Mockingbird Ln', 'Houston', 'TX', '77008', 'single_family'], amount: 392000, terms: 18, rate: 10.99, dealType: 'rehab_fix_and_flip', maturity: 300, paymentDue: 14, draw: -35, undrawn: 0.82, drawsAvailable: 18250, uploads: ['Draw budget.pdf'], insuranceCertificate: true },
  // The lender opened an extension request.
  { address: ['76 Magnolia Sq', 'Savannah', 'GA', '31405', 'single_family'], amount: 143000, terms: 12, rate: 11.75, dealType: 'rehab_fix_and_flip', maturity: 40, paymentDue: 9, draw: -70, undrawn: 0, drawsAvailable: 0, extensionRequest: true },
  { address: ['4815 Desert Willow Rd', 'Scottsdale', 'AZ', '85251', 'single_family'], amount: 865000, terms: 12, rate: 10.25, dealType: 'new_construction', maturity: 75, paymentDue: 4, draw: -20, undrawn: 0.5, drawsAvailable: 0, estimate: 'submitted' },
  { address: ['1127 Music Row', 'Nashville', 'TN', '37203', 'commercial'], amount: 1240000, terms: 24, rate: 9.75, dealType: 'non_rehab_bridge', maturity: 400, paymentDue: 21, draw: null, undrawn: 0, drawsAvailable: 0, lma: false },
  { address: ['390 Coral Way', 'Miami', 'FL', '33145', 'condo'], amount: 298000, terms: 12, rate: 11, dealType: 'rehab_fix_and_flip', maturity: 180, paymentDue: 12, draw: -12, undrawn: 0.25, drawsAvailable: 0, neededTypes: ['Updated Insurance Declaration'] },
  { address: ['615 Walnut St', 'Cincinnati', 'OH', '45202', 'multi_unit'], amount: 527000, terms: 12, rate: 12.25, dealType: 'rehab_fix_and_flip', maturity: 240, paymentDue: 25, draw: -28, undrawn: 0.7, drawsAvailable: 0 },
  { address: ['2906 Lamar Blvd', 'Austin', 'TX', '78705', 'single_family'], amount: 118000, terms: 18, rate: 13, dealType: 'non_rehab_bridge', maturity: 330, paymentDue: 3, draw: null, undrawn: 0, drawsAvailable: 0, lma: false },
  { address: ['1733 Grandview Ave', 'Columbus', 'OH', '43212', 'single_family'], amount: 236500, terms: 12, rate: 11.5, dealType: 'rehab_fix_and_flip', maturity: 125, paymentDue: 17, draw: -55, undrawn: 0, drawsAvailable: 0 },
];

function activePlans(accountId: number, entityIds: (number | null)[], day: (offset: number) => Day): LoanPlan[] {
  return ACTIVE_CASES.map((loan, index): LoanPlan => {
    const maturityDate = day(loan.maturity);
    const fundedDate = monthsAfter(maturityDate, -loan.terms);
    const holdback = needsRepairs(loan.dealType) ? cents(Math.round((loan.amount * 0.2) / 250) * 250) : null;
    const holdbackBalance = holdback === null ? null : cents(holdback * loan.undrawn);
    const currentBalance = cents(loan.amount - (holdbackBalance ?? 0));
    const estimate = loan.estimate ?? (needsRepairs(loan.dealType) ? 'approved' : null);
    const dateEntered = at(monthsAfter(fundedDate, -1));
    const documentPlans: DocumentPlan[] = [
      { type: 'Settlement Statement', state: 'approved' },
      { type: 'Operating Agreement', state: 'approved' },
      { type: 'Insurance Binder', state: 'approved', expiresOn: monthsAfter(fundedDate, 12) },
      ...(loan.neededTypes ?? []).map((type): DocumentPlan => ({ type, state: 'needed' })),
      ...(estimate ? [{ type: ESTIMATE_OF_REPAIRS_DOCUMENT, state: estimate === 'not_submitted' ? 'needed' : estimate } satisfies DocumentPlan] : []),
      ...(loan.insuranceCertificate ? [{ type: 'Insurance Certificate', section: 'insurance', state: 'submitted', expiresOn: monthsAfter(maturityDate, 6) } satisfies DocumentPlan] : []),
      ...(loan.draw !== null ? [{ type: 'Draw Inspection Report', section: 'draws', state: 'approved' } satisfies DocumentPlan] : []),
    ];
    return {
      accountId,
      values: {
        entityId: entityIds[(index + 1) % entityIds.length] ?? null,
        transactionType: index % 4 === 2 ? 'refinance' : 'purchase',
        dealType: loan.dealType,
        propertyType: loan.address[4],
        loanCategory: 'active',
        group: 'active',
        property: propertyAt(loan.address, loan.address[4] === 'condo' ? `#${300 + index}` : ''),
        transaction: { price: cents(loan.amount * 1.3) },
        propertyRepair: needsRepairs(loan.dealType) ? { afterRepairEstimate: cents(loan.amount * 1.6), totalCost: holdback } : null,
        estimatedCloseDate: fundedDate,
        amount: loan.amount,
        fundedDate,
        maturityDate,
        loanTerms: loan.terms,
        loanRate: loan.rate,
        holdback,
        prepaidInterest: monthlyInterest(loan.amount, loan.rate),
        holdbackBalance,
        drawsAvailableBalance: holdback === null ? null : loan.drawsAvailable,
        repairBalances: repairBalancesOf(holdbackBalance),
        currentBalance,
        servicingCurrentPayAmount: monthlyInterest(currentBalance, loan.rate),
        paymentDueDate: day(loan.paymentDue),
        drawDate: loan.draw === null ? null : day(loan.draw),
        percentageToFunded: 1,
        drawPercentage: holdback === null ? null : cents(1 - loan.undrawn),
        appraisals: [{ appraisal_ordered: monthsAfter(fundedDate, -2), appraisal_received: monthsAfter(fundedDate, -1) }],
        processor: PROCESSORS[index % PROCESSORS.length]!,
        lma: loan.lma === false ? null : MONITORING_ASSOCIATES[index % MONITORING_ASSOCIATES.length]!,
        estimateOfRepairsStatus: estimate,
        dateEntered,
      },
      documents: documentPlans,
      uploads: loan.uploads ?? [],
      statementPeriods: monthEndsBefore(day(0), 3).filter((periodEnd) => periodEnd >= fundedDate),
      extensionRequest: loan.extensionRequest ?? false,
    };
  });
}

const PAID_CASES: { address: Address; amount: number; terms: number; rate: number; dealType: DealType; paidOff: number }[] = [
  { address: ['1024 Lavaca St', 'Austin', 'TX', '78701', 'condo'], amount: 265000, terms: 12, rate: 11.25, dealType: 'rehab_fix_and_flip', paidOff: -25 },
  { address: ['317 Main St', 'Fort Worth', 'TX', '76102', 'commercial'], amount: 980000, terms: 18, rate: 10.5, dealType: 'non_rehab_bridge', paidOff: -80 },
  { address: ['4460 Royal Palm Ave', 'Miami Beach', 'FL', '33140', 'single_family'], amount: 1375000, terms: 12, rate: 9.99, dealType: 'rehab_fix_and_flip', paidOff: -130 },
  { address: ['82 Chestnut Ridge Rd', 'Asheville', 'NC', '28804', 'single_family'], amount: 158000, terms: 9, rate: 12.5, dealType: 'rehab_fix_and_flip', paidOff: -190 },
  { address: ['2550 E Camelback Rd', 'Phoenix', 'AZ', '85016', 'multi_unit'], amount: 612000, terms: 12, rate: 11, dealType: 'new_construction', paidOff: -260 },
  { address: ['913 Broad St', 'Augusta', 'GA', '30901', 'single_family'], amount: 92000, terms: 6, rate: 13, dealType: 'rehab_fix_and_flip', paidOff: -320 },
  { address: ['1601 Belmont Blvd', 'Nashville', 'TN', '37212', 'single_family'], amount: 347500, terms: 12, rate: 10.75, dealType: 'rehab_fix_and_flip', paidOff: -410 },
  { address: ['730 Ocean Dr', 'Corpus Christi', 'TX', '78404', 'condo'], amount: 226000, terms: 12, rate: 11.5, dealType: 'non_rehab_bridge', paidOff: -500 },
  { address: ['5400 Preston Rd', 'Dallas', 'TX', '75205', 'single_family'], amount: 745000, terms: 24, rate: 9.5, dealType: 'new_construction', paidOff: -620 },
];

function paidPlans(accountId: number, entityIds: (number | null)[], day: (offset: number) => Day): LoanPlan[] {
  return PAID_CASES.map((loan, index): LoanPlan => {
    const payoffDate = day(loan.paidOff);
    // Paid off two months before maturity, as most bridge loans are.
    const maturityDate = monthsAfter(payoffDate, 2);
    const fundedDate = monthsAfter(maturityDate, -loan.terms);
    const holdback = needsRepairs(loan.dealType) ? cents(Math.round((loan.amount * 0.18) / 250) * 250) : null;
    return {
      accountId,
      values: {
        entityId: entityIds[(index + 2) % entityIds.length] ?? null,
        transactionType: index % 3 === 1 ? 'refinance' : 'purchase',
        dealType: loan.dealType,
        propertyType: loan.address[4],
        loanCategory: 'paid',
        group: 'paid',
        property: propertyAt(loan.address, loan.address[4] === 'condo' ? `Apt ${400 + index}` : ''),
        transaction: { price: cents(loan.amount * 1.3) },
        estimatedCloseDate: fundedDate,
        amount: loan.amount,
        fundedDate,
        maturityDate,
        payoffDate,
        loanTerms: loan.terms,
        loanRate: loan.rate,
        holdback,
        prepaidInterest: monthlyInterest(loan.amount, loan.rate),
        holdbackBalance: holdback === null ? null : 0,
        drawsAvailableBalance: holdback === null ? null : 0,
        currentBalance: 0,
        servicingCurrentPayAmount: 0,
        drawDate: holdback === null ? null : monthsAfter(payoffDate, -3),
        percentageToFunded: 1,
        drawPercentage: holdback === null ? null : 1,
        appraisals: [{ appraisal_ordered: monthsAfter(fundedDate, -2), appraisal_received: monthsAfter(fundedDate, -1) }],
        processor: PROCESSORS[index % PROCESSORS.length]!,
        lma: MONITORING_ASSOCIATES[index % MONITORING_ASSOCIATES.length]!,
        estimateOfRepairsStatus: needsRepairs(loan.dealType) ? 'approved' : null,
        dateEntered: at(monthsAfter(fundedDate, -1)),
      },
      documents: [],
      uploads: [],
      statementPeriods: monthEndsBefore(payoffDate, 3),
      extensionRequest: false,
    };
  });
}

function onHoldPlan(accountId: number, entityId: number | null, day: (offset: number) => Day): LoanPlan {
  return {
    accountId,
    values: {
      entityId,
      transactionType: 'purchase',
      dealType: 'rehab_fix_and_flip',
      propertyType: ON_HOLD_ADDRESS[4],
      // Paused while the lender waits on the borrower: still a pending deal (My Deals' PENDING LOANS shows "On Hold").
      loanCategory: 'on hold',
      group: 'in_progress',
      property: propertyAt(ON_HOLD_ADDRESS),
      transaction: { price: 381250, closingDate: day(60) },
      estimatedCloseDate: day(60),
      amount: 305000,
      loanTerms: 12,
      loanRate: 11.25,
      percentageToFunded: 0.35,
      appraisals: [{ appraisal_ordered: day(-40), appraisal_received: null }],
      processor: PROCESSORS[0]!,
      estimateOfRepairsStatus: 'submitted',
      dateEntered: at(day(-70)),
    },
    documents: [
      { type: 'Purchase Contract', state: 'approved' },
      { type: 'Proof of Funds', state: 'rejected' },
      { type: ESTIMATE_OF_REPAIRS_DOCUMENT, state: 'submitted' },
    ],
    uploads: [],
    statementPeriods: [],
    extensionRequest: false,
  };
}

/** Bill's own loans: one pending with a document still needed, one active with an upload and a statement. */
function builderPlans(accountId: number, day: (offset: number) => Day): LoanPlan[] {
  const pending = onHoldPlan(accountId, null, day);
  const active = activePlans(accountId, [null], day)[10]!;
  return [
    {
      ...pending,
      values: {
        ...pending.values,
        loanCategory: 'new',
        property: propertyAt(['12 Foundry Ln', 'Tulsa', 'OK', '74103', 'single_family']),
        amount: 210000,
        appraisals: [],
        dateEntered: at(day(-8)),
      },
      documents: [{ type: 'Purchase Contract', state: 'needed' }],
    },
    { ...active, values: { ...active.values, property: propertyAt(['48 Builder Way', 'Tulsa', 'OK', '74105', 'multi_unit']), dateEntered: at(day(-200)) }, uploads: ['Permit.pdf'] },
  ];
}

/** A file's slug as a person would have named it: "Purchase Contract" → "purchase-contract.pdf". */
const fileNameOf = (type: string) => `${type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;

/**
 * Fills Ann's (and Bill's) demo loans with their documents, files and statements, in one insert per table. Does
 * nothing when Ann's account already has loans, so the seed can run again.
 */
export async function seedDemoLoans(db: Database, { borrowerAccountId, builderAccountId, borrowerUserId, fileStore }: DemoLoanAccounts, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: loans.id }).from(loans).where(eq(loans.accountId, borrowerAccountId)).limit(1);
  if (existing) return;
  const { day } = calendar(now);
  const entityIds = (await entitiesOf(db, borrowerAccountId)).map((entity) => entity.id);
  const spread = entityIds.length > 0 ? entityIds : [null];

  // Inserted oldest first, so the newest loan has the highest id and comes first in My Deals, as the real ones do.
  const annsPlans = [
    ...pendingPlans(borrowerAccountId, spread, day),
    onHoldPlan(borrowerAccountId, spread[0] ?? null, day),
    ...activePlans(borrowerAccountId, spread, day),
    ...paidPlans(borrowerAccountId, spread, day),
  ].sort((a, b) => a.values.dateEntered!.getTime() - b.values.dateEntered!.getTime());
  const plans = [...annsPlans, ...builderPlans(builderAccountId, day)];

  const ids = await insertRows(
    db,
    loans,
    plans.map((plan) => ({ ...plan.values, accountId: plan.accountId, number: `pending-${randomUUID()}`, updatedAt: plan.values.dateEntered })),
  );
  // Numbered from the id, as the deals route numbers a submitted deal (D-000123), so the two never collide.
  const numbered = await db
    .update(loans)
    .set({ number: sql`'D-' || lpad(${loans.id}::text, greatest(6, length(${loans.id}::text)), '0')` })
    .where(inArray(loans.id, ids))
    .returning({ id: loans.id, number: loans.number });
  const numberOf = new Map(numbered.map((row) => [row.id, row.number]));

  const documentRows = plans.flatMap((plan, index) =>
    plan.documents.map((document) => ({ plan, loanId: ids[index]!, document })),
  );
  const documentIds = await insertRows(
    db,
    documents,
    documentRows.map(({ plan, loanId, document }) => ({ accountId: plan.accountId, loanId, section: document.section ?? 'standard', type: document.type })),
  );

  const files: (typeof storedFiles.$inferInsert & { bytes: Buffer })[] = [];
  const addFile = (plan: LoanPlan, loanId: number, name: string, title: string, extra: Partial<typeof storedFiles.$inferInsert>) => {
    const loanNumber = numberOf.get(loanId)!;
    const bytes = demoDocumentPdf([title, `Loan ${loanNumber}`, plan.values.property!.address]);
    files.push({
      accountId: plan.accountId,
      kind: LOAN_DOCUMENT_KIND,
      storageKey: newStorageKey(),
      name,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha256Of(bytes),
      uploadedBy: plan.accountId === borrowerAccountId ? borrowerUserId : null,
      loanId,
      bytes,
      ...extra,
    });
  };
  documentRows.forEach(({ plan, loanId, document }, index) => {
    if (document.state === 'needed') return;
    const reviewStatus = document.state === 'approved' ? 'approved' : document.state === 'rejected' ? 'rejected' : 'submitted';
    const submitted = new Date(plan.values.dateEntered!.getTime() + (2 + (index % 9)) * DAY_MS);
    addFile(plan, loanId, fileNameOf(document.type), document.type, {
      documentId: documentIds[index]!,
      reviewStatus,
      expiresOn: document.expiresOn ?? null,
      createdAt: submitted > now ? now : submitted,
    });
  });
  plans.forEach((plan, index) => {
    for (const name of plan.uploads) addFile(plan, ids[index]!, name, name.replace(/\.pdf$/, ''), { createdAt: new Date(now.getTime() - (index + 1) * 3_600_000) });
  });
  await insertRows(
    db,
    storedFiles,
    files.map(({ bytes: _bytes, ...file }) => file),
  );

  const statements = plans.flatMap((plan, index) => plan.statementPeriods.map((periodEnd) => ({ loanId: ids[index]!, periodEnd, figures: statementFiguresOf(plan, periodEnd) })));
  await insertRows(db, loanStatements, statements);
  const extensionRequests = plans.flatMap((plan, index) => (plan.extensionRequest ? [{ loanId: ids[index]!, createdAt: at(day(-6)) }] : []));
  await insertRows(db, loanExtensionRequests, extensionRequests);

  if (fileStore) await Promise.all(files.map((file) => fileStore.put(file.storageKey, Readable.from([file.bytes]))));
}

/** What the statement printed at the period's end: interest-only on the principal then owed, due on the 1st after. */
function statementFiguresOf(plan: LoanPlan, periodEnd: Day): StatementFigures {
  const { values } = plan;
  const principalBalance = values.group === 'paid' ? values.amount! - (values.holdback ?? 0) : values.currentBalance!;
  const interestDue = monthlyInterest(principalBalance, values.loanRate!);
  const dueDate = new Date(Date.parse(`${periodEnd}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    principalBalance,
    interestRate: values.loanRate!,
    interestDue,
    amountDue: interestDue,
    dueDate,
    holdbackBalance: values.group === 'paid' ? (values.holdback == null ? null : 0) : (values.holdbackBalance ?? null),
  };
}
