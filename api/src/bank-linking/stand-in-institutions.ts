import { createHash } from 'node:crypto';

/*
 * The banks of the lower environments' stand-in: made up, each with two or three deposit accounts whose masks and
 * balances never change, so a tester (and a test) knows what a report will say. A provider's sandbox does the same
 * with its own made-up banks.
 */

export interface StandInAccount {
  /** The catalogue's id of the account, which Link's page sends back when it is picked. */
  id: string;
  name: string;
  mask: string;
  subtype: 'checking' | 'savings' | 'money market';
  available: number;
  current: number;
}

export interface StandInInstitution {
  id: string;
  name: string;
  accounts: readonly StandInAccount[];
}

const account = (institutionId: string, subtype: StandInAccount['subtype'], name: string, mask: string, available: number, current = available) => ({
  id: `${institutionId}_${subtype.replace(' ', '_')}`,
  name,
  mask,
  subtype,
  available,
  current,
});

export const STAND_IN_INSTITUTIONS: readonly StandInInstitution[] = [
  {
    id: 'ins_harbor',
    name: 'Harbor National Bank',
    accounts: [
      account('ins_harbor', 'checking', 'Harbor Everyday Checking', '4721', 48_210.55, 48_610.55),
      account('ins_harbor', 'savings', 'Harbor High-Yield Savings', '8830', 125_400),
      account('ins_harbor', 'money market', 'Harbor Money Market', '9915', 250_000),
    ],
  },
  {
    id: 'ins_lonestar',
    name: 'Lone Star Community Bank',
    accounts: [
      account('ins_lonestar', 'checking', 'Lone Star Business Checking', '1186', 86_932.1, 87_120.4),
      account('ins_lonestar', 'savings', 'Lone Star Reserve Savings', '3342', 64_000),
    ],
  },
  {
    id: 'ins_summit',
    name: 'Summit Credit Union',
    accounts: [
      account('ins_summit', 'checking', 'Summit Share Draft', '5507', 12_845.33, 13_002.81),
      account('ins_summit', 'savings', 'Summit Share Savings', '6613', 31_500),
      account('ins_summit', 'money market', 'Summit Money Market', '7024', 150_250.75),
    ],
  },
  {
    id: 'ins_prairie',
    name: 'Prairie Savings Bank',
    accounts: [
      account('ins_prairie', 'checking', 'Prairie Checking', '2290', 22_418.6, 22_918.6),
      account('ins_prairie', 'savings', 'Prairie Statement Savings', '4458', 98_760.25),
    ],
  },
  {
    id: 'ins_coastal',
    name: 'Coastal Federal Bank',
    accounts: [
      account('ins_coastal', 'checking', 'Coastal Premier Checking', '3871', 57_300.9, 57_655.9),
      account('ins_coastal', 'savings', 'Coastal Savings', '1534', 41_210),
      account('ins_coastal', 'money market', 'Coastal Money Market', '6209', 310_000),
    ],
  },
  {
    id: 'ins_redwood',
    name: 'Redwood Trust Bank',
    accounts: [
      account('ins_redwood', 'checking', 'Redwood Private Checking', '7745', 143_822.47, 144_100.02),
      account('ins_redwood', 'money market', 'Redwood Money Market', '8156', 525_000),
    ],
  },
];

export function standInInstitution(id: string): StandInInstitution | undefined {
  return STAND_IN_INSTITUTIONS.find((institution) => institution.id === id);
}

const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Pecan St', 'Lamar Blvd', 'Guadalupe St', 'Elm St', 'Hillcrest Dr'];
const PLACES = ['Austin, TX 78704', 'Dallas, TX 75204', 'Houston, TX 77006', 'San Antonio, TX 78209', 'Fort Worth, TX 76107', 'Plano, TX 75024'];

/**
 * The owner's address on a report: made up from the person's id, always the same for them (a provider's sandbox
 * answers made-up owners too). The stand-in is never told a real address.
 */
export function standInAddressOf(clientUserId: string): string {
  const digest = createHash('sha256').update(`stand-in-address:${clientUserId}`).digest();
  const number = 100 + (digest.readUInt16BE(0) % 9800);
  return `${number} ${STREETS[digest[2]! % STREETS.length]}, ${PLACES[digest[3]! % PLACES.length]}`;
}
