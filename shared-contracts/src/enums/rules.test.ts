import { missingPhoneTypeFor } from './contact';
import { propertyTypesOfferedFor } from './deals';
import { documentTypeLabel, entityNeededFiles, entityStatusOf, relationshipChoicesFor } from './entities';
import { leadSourceFitsType, leadSourceManualIsRequired } from './lead-sources';
import { contributorActionFor, contributorHoldsRole, invitationHasExpired, inviteCanBeAnswered, inviteIsOpen, ROLE_ACCESS_ROW_KINDS, ROLE_ACCESS_ROWS, TEAM_INVITATION_LIFETIME_DAYS } from './team';

describe('"The manual source name is required for referral unless unidentified, for conferences when the choice is meetup or other, and for social_media when other." (spec 000 §5)', () => {
  test('referral: required unless unidentified', () => {
    expect(leadSourceManualIsRequired('referral', 'broker')).toBe(true);
    expect(leadSourceManualIsRequired('referral', 'unidentified')).toBe(false);
  });

  test('conferences: required when meetup or other', () => {
    expect(leadSourceManualIsRequired('conferences', 'meetup')).toBe(true);
    expect(leadSourceManualIsRequired('conferences', 'other')).toBe(true);
    expect(leadSourceManualIsRequired('conferences', 'webinar')).toBe(false);
  });

  test('social_media: required when other', () => {
    expect(leadSourceManualIsRequired('social_media', 'other')).toBe(true);
    expect(leadSourceManualIsRequired('social_media', 'linkedin')).toBe(false);
  });

  test('partner and online_search: never required', () => {
    expect(leadSourceManualIsRequired('partner', '')).toBe(false);
    expect(leadSourceManualIsRequired('online_search', null)).toBe(false);
  });

  test('a choice belongs to its type; a type without choices takes none', () => {
    expect(leadSourceFitsType('conferences', 'meetup')).toBe(true);
    expect(leadSourceFitsType('conferences', 'unidentified')).toBe(false);
    expect(leadSourceFitsType('referral', 'unidentified')).toBe(true);
    expect(leadSourceFitsType('referral', '')).toBe(false);
    expect(leadSourceFitsType('partner', '')).toBe(true);
    expect(leadSourceFitsType('partner', 'meetup')).toBe(false);
  });
});

test('"Commercial and land property types are offered only for new_construction and other." (spec 001 §4)', () => {
  expect(propertyTypesOfferedFor('new_construction')).toEqual(['commercial', 'condo', 'land', 'multi_unit', 'single_family']);
  expect(propertyTypesOfferedFor('other')).toContain('land');
  expect(propertyTypesOfferedFor('rehab_fix_and_flip')).toEqual(['condo', 'multi_unit', 'single_family']);
  expect(propertyTypesOfferedFor('non_rehab_bridge')).toEqual(['condo', 'multi_unit', 'single_family']);
  expect(propertyTypesOfferedFor(null)).toEqual(['condo', 'multi_unit', 'single_family']);
});

test('"relationship choices by type" (spec 002 §9), with the portal\'s places for llc_owner and individual_proprietor', () => {
  expect(relationshipChoicesFor('corporation')).toEqual(['shareholder', 'director', 'officer']);
  expect(relationshipChoicesFor('trust')).toEqual(['trustee', 'trustor', 'beneficiary']);
  expect(relationshipChoicesFor('sole_member_llc')).toEqual(['llc_owner']);
  expect(relationshipChoicesFor('partnership')).toEqual(['general_partner']);
  expect(relationshipChoicesFor(null)).toEqual(['individual_proprietor']);
});

test('"pending: shows Update Invite. disconnected, suspended, rejected or no status: shows Send Invite. active: shows Change Role." (spec 002 §4)', () => {
  expect(contributorActionFor('pending')).toBe('update_invite');
  expect(contributorActionFor('active')).toBe('change_role');
  for (const status of ['disconnected', 'suspended', 'rejected', null, undefined] as const) expect(contributorActionFor(status)).toBe('send_invite');
});

test('"Only status pending offers Accept and Reject." (spec 000 §4.3)', () => {
  expect(inviteCanBeAnswered('pending')).toBe(true);
  expect(inviteCanBeAnswered('active')).toBe(false);
  expect(inviteCanBeAnswered('rejected')).toBe(false);
});

test('a pending invitation is open for TEAM_INVITATION_LIFETIME_DAYS: then it has expired and offers no Accept', () => {
  expect(TEAM_INVITATION_LIFETIME_DAYS).toBe(14);
  const now = new Date('2026-11-25T12:00:00.000Z');
  expect(invitationHasExpired('2026-11-25T12:00:00.001Z', now)).toBe(false);
  expect(invitationHasExpired('2026-11-25T12:00:00.000Z', now)).toBe(true);
  expect(invitationHasExpired(null, now)).toBe(false);
  expect(inviteIsOpen({ status: 'pending', expires_at: '2026-12-01T00:00:00.000Z' }, now)).toBe(true);
  expect(inviteIsOpen({ status: 'pending', expires_at: '2026-11-01T00:00:00.000Z' }, now)).toBe(false);
  expect(inviteIsOpen({ status: 'rejected', expires_at: '2026-12-01T00:00:00.000Z' }, now)).toBe(false);
});

test('"Suspend access removes the member\'s role" (spec 002 §4): only a pending or active member holds one', () => {
  expect(contributorHoldsRole('pending')).toBe(true);
  expect(contributorHoldsRole('active')).toBe(true);
  for (const status of ['disconnected', 'suspended', 'rejected', null] as const) expect(contributorHoldsRole(status)).toBe(false);
});

test('"page access and can-do rows" (spec 002 §2.7): every row of the roles table is one or the other', () => {
  expect(Object.keys(ROLE_ACCESS_ROW_KINDS)).toEqual([...ROLE_ACCESS_ROWS]);
  expect(ROLE_ACCESS_ROWS.filter((row) => ROLE_ACCESS_ROW_KINDS[row] === 'action')).toEqual([
    'submit draw request',
    'submit ACH request',
    'create Plaid report',
    'entities docs',
    'draw request docs',
    'ACH request docs',
  ]);
});

test('"An entity is pending while any of its documents has a non-zero neededCount, approved otherwise." (spec 002 §2.1)', () => {
  expect(entityStatusOf([{ neededCount: 0 }, { neededCount: 2 }])).toBe('pending');
  expect(entityStatusOf([{ neededCount: 0 }])).toBe('approved');
  expect(entityStatusOf([])).toBe('approved');
});

test('"The default needed-document count is 8 when no document list exists" (spec 002 §3): such an entity is pending', () => {
  expect(entityStatusOf(null)).toBe('pending');
  expect(entityStatusOf(undefined)).toBe('pending');
  expect(entityNeededFiles(null)).toBe(8);
  expect(entityNeededFiles([{ neededCount: 1 }, { neededCount: 0 }, { neededCount: 1 }])).toBe(2);
  expect(entityNeededFiles([])).toBe(0);
});

test('"Fax or text needs a phone of type fax or mobile" (spec 002 §5)', () => {
  expect(missingPhoneTypeFor('fax', [{ type: 'home' }])).toBe('fax');
  expect(missingPhoneTypeFor('fax', [{ type: 'fax' }])).toBeNull();
  expect(missingPhoneTypeFor('text', [{ type: 'home' }])).toBe('mobile');
  expect(missingPhoneTypeFor('text', [{ type: 'mobile' }])).toBeNull();
  expect(missingPhoneTypeFor('email', [])).toBeNull();
});

test('\'A type containing 1098 is labelled "1098 Mortgage Interest Statement".\' (spec 002 §2.2)', () => {
  expect(documentTypeLabel('Borrower 1098 Form')).toBe('1098 Mortgage Interest Statement');
  expect(documentTypeLabel('1098')).toBe('1098 Mortgage Interest Statement');
  expect(documentTypeLabel('Operating Agreement')).toBe('Operating Agreement');
});
