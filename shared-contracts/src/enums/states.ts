import * as v from 'valibot';
import { formMessages } from '../messages';

/** "US states plus DC and Puerto Rico" (spec 000 §3): two-letter postal codes with their names, alphabetical by name. */
export const US_STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsState = keyof typeof US_STATE_NAMES;
export const US_STATES = Object.keys(US_STATE_NAMES) as UsState[];
/** "state required 2 letters" (spec 001 §5): one of the codes above. */
export const UsState = v.picklist(US_STATES, formMessages.invalidChoice);

/**
 * "a further list of the states ID, SD, UT, VT whose purpose is not shown" (spec 000 §3). Its purpose is unknown,
 * so the name says only that it is a list apart; whoever learns its purpose should give it a name that says it.
 */
export const SPECIAL_STATE_LIST = ['ID', 'SD', 'UT', 'VT'] as const satisfies readonly UsState[];
