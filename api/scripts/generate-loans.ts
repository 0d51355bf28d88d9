/*
 * Fills the configured database with loans for performance work: 100,000 loans over 1,000 borrowers by default, each
 * borrower a verified person with an account of their own, one or two entities and their share of the loans, spread
 * over the groups and categories as a lender's book is (about a third pending, most of the rest active, a fifth paid).
 * Addresses are the local property data set's real streets in real places, numbers are `D-000123` as the portal's
 * own, so both searches find what a borrower would type.
 *
 *   pnpm --filter @portal/api run generate-loans [-- --borrowers 1000 --loans 100000]
 *
 * On PGlite under DATA_DIR, or on DATABASE_URL's PostgreSQL (migrated first), in a lower environment only (like the
 * seed: the borrowers share a published password). The borrowers are bench-0001@bench.test, bench-0002@bench.test…,
 * password BENCH_PASSWORD below. It refuses to run when bench borrowers exist already: their data is there, and a
 * second set would change what the benchmark measures. Everything is written in one transaction, so a failed run
 * leaves nothing behind. Deterministic: the same options give the same loans (dates follow today).
 *
 * `scripts/bench-loans.ts` measures the list call on these loans.
 */
import { parseArgs } from 'node:util';
import { IN_PROGRESS_LOAN_CATEGORIES, type DealProperty, type EntityType, type LoanCategory, type LoanGroup } from '@portal/shared-contracts';
import { count, like, sql } from 'drizzle-orm';
import { ownerRoleId } from '../src/accounts/accounts';
import { accounts, memberships, users } from '../src/accounts/schema';
import { configFromEnvironment } from '../src/config';
import { openConfiguredDatabase, type Database } from '../src/db/database';
import { entities } from '../src/entities/schema';
import { loans } from '../src/loans/schema';
import { hashPassword } from '../src/passwords/password-hash';
import { generateProperties } from '../src/properties/generate-properties';

/** Every bench borrower signs in with it (a lower environment's published password, like the demo accounts'). */
export const BENCH_PASSWORD = 'Bench1234!';
/** The bench borrowers' domain: `.test` never resolves, so nothing is ever mailed to them. */
export const BENCH_EMAIL_PATTERN = 'bench-%@bench.test';
export const benchEmail = (index: number) => `bench-${String(index).padStart(4, '0')}@bench.test`;

const DEFAULT_BORROWERS = 1_000;
const DEFAULT_LOANS = 100_000;
/** Rows per INSERT: a loan row binds about 30 parameters, well under PostgreSQL's 65,535. */
const BATCH = 1_000;
const SEED = 20_250_901;
const DAY_MS = 86_400_000;

type LoanRow = typeof loans.$inferInsert;

/** mulberry32, seeded: the same options give the same book. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomFrom>;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const usDay = (time: number) => {
  const [year, month, day] = isoDay(time).split('-');
  return `${month}/${day}/${year}`;
};
const addMonths = (time: number, months: number) => {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

const FIRST_NAMES = ['Alex', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Avery', 'Quinn', 'Parker', 'Rowan', 'Jamie', 'Drew', 'Reese', 'Sage', 'Blake', 'Emerson'];
const LAST_NAMES = ['Garcia', 'Nguyen', 'Smith', 'Johnson', 'Patel', 'Kim', 'Brown', 'Lopez', 'Miller', 'Davis', 'Wilson', 'Moore', 'Clark', 'Lewis', 'Walker', 'Young'];
const ENTITY_WORDS = ['Capital', 'Holdings', 'Properties', 'Ventures', 'Homes', 'Realty', 'Partners', 'Investments'];
const ENTITY_TYPES_DRAWN: readonly EntityType[] = ['llc', 'llc', 'llc', 'sole_member_llc', 'corporation', 'trust', 'partnership'];

/**
 * A pending loan's category, the early stages commoner than the late ones (most deals wait on valuation or terms);
 * now and then one on hold.
 */
function pendingCategory(random: Random): LoanCategory {
  if (random.next() < 0.05) return 'on hold';
  const index = Math.floor(random.next() * random.next() * IN_PROGRESS_LOAN_CATEGORIES.length);
  return IN_PROGRESS_LOAN_CATEGORIES[index]!;
}

/** About a third pending, 45% active, the rest paid: a book that keeps growing. */
function groupOf(random: Random): LoanGroup {
  const draw = random.next();
  return draw < 0.32 ? 'in_progress' : draw < 0.77 ? 'active' : 'paid';
}

/** A loan amount between $75,000 and about $2.5M, most of them under $600,000, rounded to the $500. */
function amountOf(random: Random): number {
  return Math.round((75_000 + random.next() ** 2.4 * 2_425_000) / 500) * 500;
}

/** The property as a submitted deal has it (the contract's `DealProperty`: an occupied one says how it will close). */
function propertyOf(place: ReturnType<typeof generateProperties>[number], random: Random): DealProperty {
  const status = random.pick(['vacant', 'vacant', 'vacant at close', 'occupied'] as const);
  return {
    address: place.address,
    unit: place.unit,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    status,
    closingStatus: status === 'occupied' ? random.pick(['definitely_vacant', 'likely_vacant', 'remain_occupied'] as const) : null,
    contact: { notes: '' },
    visit: { type: 'other', other: { notes: '' } },
    hoaFees: '',
  };
}

/** The lender's figures of a loan in its group, relative to today (as the demo's indicators are). */
function loanOf(random: Random, today: number, fields: Pick<LoanRow, 'id' | 'accountId' | 'entityId' | 'property' | 'submittedBy'>): LoanRow {
  const group = groupOf(random);
  const amount = amountOf(random);
  const dealType = random.pick(['rehab_fix_and_flip', 'rehab_fix_and_flip', 'new_construction', 'non_rehab_bridge', 'other'] as const);
  const transactionType = random.next() < 0.7 ? 'purchase' : 'refinance';
  const base: LoanRow = {
    ...fields,
    number: `D-${String(fields.id).padStart(6, '0')}`,
    transactionType,
    dealType,
    propertyType: random.pick(dealType === 'new_construction' ? (['single_family', 'multi_unit', 'land', 'commercial'] as const) : (['single_family', 'single_family', 'condo', 'multi_unit'] as const)),
    transaction: { price: String(Math.round(amount / 0.75 / 1000) * 1000) },
    group,
    loanCategory: group === 'active' ? (random.next() < 0.08 ? 'funded' : 'active') : group === 'paid' ? 'paid' : pendingCategory(random),
  };
  if (group === 'in_progress') {
    const entered = today - random.int(0, 120) * DAY_MS;
    const priced = base.loanCategory !== 'unverified' && base.loanCategory !== 'new';
    return { ...base, amount: priced ? amount : null, dateEntered: new Date(entered), estimatedCloseDate: usDay(today + random.int(5, 75) * DAY_MS), updatedAt: new Date(entered) };
  }
  const terms = random.pick([12, 12, 12, 18, 24]);
  const holdback = dealType === 'non_rehab_bridge' ? null : Math.round((amount * (0.1 + random.next() * 0.25)) / 100) * 100;
  if (group === 'active') {
    // Funded within the term, so most mature ahead and a few have passed maturity (awaiting payoff or extension).
    const funded = today - random.int(10, terms * 30 + 45) * DAY_MS;
    const drawn = holdback !== null && random.next() < 0.7;
    const holdbackBalance = holdback === null ? null : drawn ? Math.round(holdback * random.next() * 100) / 100 : holdback;
    const nextMonth = new Date(today);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    // Most are paid up; some are a few days late, a few much later.
    const late = random.next();
    const paymentDue = late < 0.85 ? nextMonth.getTime() : today - (late < 0.95 ? random.int(1, 11) : random.int(12, 60)) * DAY_MS;
    return {
      ...base,
      amount,
      loanTerms: terms,
      loanRate: random.pick([9.99, 10.5, 10.99, 11.25, 11.99, 12.5]),
      fundedDate: isoDay(funded),
      maturityDate: isoDay(addMonths(funded, terms)),
      holdback,
      holdbackBalance,
      prepaidInterest: Math.round(amount * 0.01 * 100) / 100,
      currentBalance: Math.round((amount - (holdbackBalance ?? 0)) * 100) / 100,
      servicingCurrentPayAmount: Math.round(((amount * 0.11) / 12) * 100) / 100,
      paymentDueDate: isoDay(paymentDue),
      drawDate: drawn ? isoDay(today - random.int(3, 200) * DAY_MS) : null,
      percentageToFunded: 1,
      dateEntered: new Date(funded - random.int(20, 60) * DAY_MS),
      updatedAt: new Date(today),
    };
  }
  const funded = today - random.int(terms * 30, 5 * 365) * DAY_MS;
  const paidOff = Math.min(today - DAY_MS, funded + random.int(120, terms * 30 + 90) * DAY_MS);
  return {
    ...base,
    amount,
    loanTerms: terms,
    loanRate: random.pick([9.99, 10.5, 10.99, 11.25, 11.99]),
    fundedDate: isoDay(funded),
    maturityDate: isoDay(addMonths(funded, terms)),
    payoffDate: isoDay(paidOff),
    holdback,
    holdbackBalance: holdback === null ? null : 0,
    prepaidInterest: Math.round(amount * 0.01 * 100) / 100,
    currentBalance: 0,
    percentageToFunded: 1,
    dateEntered: new Date(funded - random.int(20, 60) * DAY_MS),
    updatedAt: new Date(paidOff),
  };
}

interface Options {
  borrowers: number;
  loans: number;
}

function optionsFrom(argv: string[]): Options {
  const { values } = parseArgs({ args: argv, options: { borrowers: { type: 'string' }, loans: { type: 'string' } } });
  const whole = (text: string | undefined, fallback: number, name: string, max: number) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name}: a whole number from 1 to ${max}`);
    return value;
  };
  // Four digits in the e-mail, six in the loan number.
  const borrowers = whole(values.borrowers, DEFAULT_BORROWERS, 'borrowers', 9_999);
  const loanCount = whole(values.loans, DEFAULT_LOANS, 'loans', 500_000);
  if (loanCount < borrowers) throw new Error('--loans: at least one loan per borrower');
  return { borrowers, loans: loanCount };
}

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

/** `count` ids from the loans' own sequence, so each number is made from its id as the portal's are (`D-000123`). */
async function reserveLoanIds(tx: Database, count: number): Promise<number[]> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('loans', 'id'))::int as id from generate_series(1, ${count})`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((row) => Number(row.id));
}

export async function generateLoans(db: Database, options: Options, log: (line: string) => void): Promise<void> {
  const [existing] = await db.select({ count: count() }).from(users).where(like(users.email, BENCH_EMAIL_PATTERN));
  if (existing && existing.count > 0) {
    throw new Error(`${existing.count} bench borrowers exist already: their loans are there (run bench-loans), or start from an empty database.`);
  }
  const random = randomFrom(SEED);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  let started = performance.now();
  const lap = (what: string) => {
    const now = performance.now();
    log(`  ${what} in ${((now - started) / 1000).toFixed(1)} s`);
    started = now;
  };

  // scrypt is slow on purpose (about 50 ms): one hash for everyone, or a thousand borrowers take a minute.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // Twice the loans' count of places, so two loans rarely share an address.
  const places = generateProperties(Math.max(2_000, Math.min(options.loans * 2, 200_000)), SEED);
  lap(`password hashed and ${places.length} addresses drawn`);

  await db.transaction(async (tx) => {
    const people = Array.from({ length: options.borrowers }, (_, index) => ({
      email: benchEmail(index + 1),
      firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
      lastName: `${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!} ${String(index + 1).padStart(4, '0')}`,
      phoneNumber: `(555) 3${String(index).padStart(2, '0').slice(-2)}-${String(1000 + (index % 9000)).padStart(4, '0')}`,
      passwordHash,
      verified: true,
    }));
    const userIds: number[] = [];
    await inBatches(people, async (batch) => userIds.push(...(await tx.insert(users).values(batch).returning({ id: users.id })).map((row) => row.id)));
    const accountIds: number[] = [];
    const owned = userIds.map((ownerUserId, index) => ({ ownerUserId, name: `${people[index]!.firstName} ${people[index]!.lastName}` }));
    await inBatches(owned, async (batch) => accountIds.push(...(await tx.insert(accounts).values(batch).returning({ id: accounts.id })).map((row) => row.id)));
    const ownerRole = await ownerRoleId(tx);
    await inBatches(
      userIds.map((userId, index) => ({ userId, accountId: accountIds[index]!, roleId: ownerRole })),
      (batch) => tx.insert(memberships).values(batch),
    );
    lap(`${userIds.length} verified borrowers with their accounts`);

    // One or two entities each; most loans are made to one of them.
    const entityRows = accountIds.flatMap((accountId, index) =>
      Array.from({ length: index % 3 === 0 ? 2 : 1 }, (_, second) => {
        const place = places[(index * 7 + second) % places.length]!;
        const address = { address: place.address, unit: place.unit, city: place.city, state: place.state, zipCode: place.zipCode };
        return {
          accountId,
          name: `${people[index]!.lastName.split(' ')[0]} ${ENTITY_WORDS[(index + second) % ENTITY_WORDS.length]} ${random.pick(['LLC', 'Group', 'Co'])}`,
          type: random.pick(ENTITY_TYPES_DRAWN),
          tin: `00-${String(2_000_000 + index * 2 + second).slice(-7)}`,
          phone: people[index]!.phoneNumber,
          businessAddress: address.address,
          businessUnit: address.unit,
          businessCity: address.city,
          businessState: address.state,
          businessZipCode: address.zipCode,
          mailingAddress: address.address,
          mailingUnit: address.unit,
          mailingCity: address.city,
          mailingState: address.state,
          mailingZipCode: address.zipCode,
          status: 'approved' as const,
          createdBy: userIds[index]!,
        };
      }),
    );
    const entitiesOf = new Map<number, number[]>();
    await inBatches(entityRows, async (batch) => {
      for (const row of await tx.insert(entities).values(batch).returning({ id: entities.id, accountId: entities.accountId })) {
        entitiesOf.set(row.accountId, [...(entitiesOf.get(row.accountId) ?? []), row.id]);
      }
    });
    lap(`${entityRows.length} entities`);

    // Borrowers interleaved, as loans arrive in a real book: a borrower's loans lie spread over the whole table, so
    // a page of ten reads ten rows from ten places, not ten neighbours. Their dates are drawn by group, not by id.
    const ids = await reserveLoanIds(tx, options.loans);
    const rows: LoanRow[] = ids.map((id, index) => {
      const borrower = index % options.borrowers;
      const accountId = accountIds[borrower]!;
      const ownEntities = entitiesOf.get(accountId) ?? [];
      return loanOf(random, today, {
        id,
        accountId,
        entityId: random.next() < 0.85 ? random.pick(ownEntities) : null,
        property: propertyOf(places[index % places.length]!, random),
        submittedBy: userIds[borrower]!,
      });
    });
    await inBatches(rows, (batch) => tx.insert(loans).values(batch));
    lap(`${rows.length} loans`);
  });
  // Fresh statistics, so the planner sees 100,000 rows rather than the empty table it last analysed.
  await db.execute(sql`analyze loans`);
  lap('statistics updated');
}

async function main(): Promise<void> {
  const options = optionsFrom(process.argv.slice(2).filter((arg) => arg !== '--'));
  const config = configFromEnvironment();
  if (!config.lowerEnvironment) throw new Error(`Bench borrowers (password ${BENCH_PASSWORD}) belong in a lower environment only: set LOWER_ENVIRONMENT=true.`);
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  try {
    await database.migrate();
    console.log(`Generating ${options.loans} loans over ${options.borrowers} borrowers in ${database.description}:`);
    await generateLoans(database.db, options, (line) => console.log(line));
  } finally {
    await database.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Borrowers ${benchEmail(1)} to ${benchEmail(options.borrowers)}, password ${BENCH_PASSWORD}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
