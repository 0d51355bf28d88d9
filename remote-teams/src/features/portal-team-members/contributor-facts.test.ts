import { relationshipOf, statusOf } from './contributor-facts';

const now = new Date('2026-01-05T10:00:00.000Z');

test('a status in words: "Not invited" for "no status", "Expired" for a pending invitation past its time', () => {
  expect(statusOf({ status: null, invitation_expires_at: null }, now).label).toBe('Not invited');
  expect(statusOf({ status: 'pending', invitation_expires_at: '2026-01-06T00:00:00.000Z' }, now).label).toBe('Pending');
  expect(statusOf({ status: 'pending', invitation_expires_at: '2026-01-05T10:00:00.000Z' }, now).label).toBe('Expired');
  expect(statusOf({ status: 'active', invitation_expires_at: null }, now).label).toBe('Active');
  expect(statusOf({ status: 'disconnected', invitation_expires_at: null }, now).label).toBe('Disconnected');
});

test('the relationship\'s label; "other" shows what the owner wrote', () => {
  expect(relationshipOf({ relationship: 'transaction_coordinator', other_relationship: '' })).toBe('Transaction Coordinator');
  expect(relationshipOf({ relationship: 'other', other_relationship: 'Bookkeeper' })).toBe('Bookkeeper');
  expect(relationshipOf({ relationship: 'other', other_relationship: '' })).toBe('Other');
});
